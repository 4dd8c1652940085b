"""engine.players.eighteen.ez."""
