"""engine.players.eighteen.gl."""
