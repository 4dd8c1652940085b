"""engine.eighteen.ez.level3."""
