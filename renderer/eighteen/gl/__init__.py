"""renderer.eighteen.gl."""
