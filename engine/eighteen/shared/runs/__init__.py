"""engine.eighteen.shared.runs."""
