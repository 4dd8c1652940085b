"""engine.eighteen.gl."""
