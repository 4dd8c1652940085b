"""engine.eighteen.shared."""
