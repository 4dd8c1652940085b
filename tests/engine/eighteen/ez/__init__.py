"""tests.engine.eighteen.ez."""
