"""engine.eighteen.ez.common."""
