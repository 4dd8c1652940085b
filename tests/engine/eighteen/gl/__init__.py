"""tests.engine.eighteen.gl."""
