"""The engine's core: the Game contract, moves' base, errors, the hex grid and the flow of rounds and steps.
It imports no game family (a contract in .importlinter)."""

from pathlib import Path

DATA_DIR = Path(__file__).resolve().parents[1] / "data"  # engine/data: every title's validated data files, a folder each
