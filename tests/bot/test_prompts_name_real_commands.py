"""Every "your turn" prompt names its moves as slash commands a player can type, in every title: each /command a
prompt mentions exists for the title, and the options it shows are that command's options (18GL's said
"buy-company C&E, bid COMPANY AMOUNT, or pass"). Checked over random play, not prompt by prompt."""

from __future__ import annotations

import random
import re

import pytest

from bot.commandtable import COMMANDS
from engine import TITLES, game_class
from tests.randomplay import random_moves

SLASH = re.compile(r"/([a-z-]+)((?: [a-z]+:[^ ,)]*)*)")
PLAYERS = {"18EZ-L1": 3, "18EZ-L2": 4, "18EZ-L3": 4, "18GL": 4, "RotW-EUS": 3, "RotW-MEX": 3}


@pytest.mark.parametrize("title", sorted(TITLES))
def test_every_prompt_names_real_commands(title: str) -> None:
    game = game_class(title)([f"P{i}" for i in range(PLAYERS.get(title, 3))], 7)
    known = {c.name: {o.name for o in c.options} for c in COMMANDS if not c.titles or title in c.titles}
    rng = random.Random(3)
    seen: set[str] = set()
    for _ in random_moves(game, rng, 400):
        for player in game.acting_players():
            prompt = game.turn_prompt(player)
            for command, options in SLASH.findall(prompt):
                if command == "game":
                    continue
                assert command in known, f"{title}: '{prompt}' names /{command}"
                for option in re.findall(r" ([a-z]+):", options):
                    assert option in known[command], f"{title}: '{prompt}' gives /{command} an option {option}"
                seen.add(command)
    assert "pass" in seen and len(seen) >= 3, seen
