"""engine.players.eighteen.common."""
