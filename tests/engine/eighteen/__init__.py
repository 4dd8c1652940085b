"""tests.engine.eighteen."""
