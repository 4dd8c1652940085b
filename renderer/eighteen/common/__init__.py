"""renderer.eighteen.common."""
