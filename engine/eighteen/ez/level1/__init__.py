"""engine.eighteen.ez.level1."""
