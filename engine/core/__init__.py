"""The engine's core: the Game contract, moves' base, errors, the hex grid and the flow of rounds and steps.
It imports no game family (a contract in .importlinter)."""
