"""tests.engine.eighteen.common."""
