"""renderer.eighteen.ez."""
