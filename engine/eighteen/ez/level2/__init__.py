"""engine.eighteen.ez.level2."""
