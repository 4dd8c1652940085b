"""Railways of the World: a second game family on the shared foundations (hex grid, seeded
randomness, the Game contract, storage, commands, pictures), with nothing of 18xx's shares or
tiles. Players build track *links* between cities, deliver goods cubes over them, upgrade engines,
issue bonds and take Railroad Operations cards. Money is counted in thousands, as the rulebook does."""
