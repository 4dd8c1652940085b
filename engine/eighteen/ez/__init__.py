"""engine.eighteen.ez."""
