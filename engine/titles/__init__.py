"""The game titles the bot can run, by their `/game new title:` name."""

from __future__ import annotations

from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.eighteen.ez.level1.game import EZLevel1
from engine.eighteen.ez.level2.game import EZLevel2
from engine.eighteen.ez.level3.game import EZLevel3
from engine.eighteen.gl.game import GL18
from engine.rotw.game import Rotw
from engine.rotw.maps.britain import RotwBritain
from engine.rotw.maps.europe import RotwEurope
from engine.rotw.maps.mexico import RotwMexico
from engine.rotw.maps.nippon import RotwNippon
from engine.rotw.maps.northamerica import RotwNorthAmerica
from engine.rotw.maps.transcontinental import RotwTranscontinental
from engine.rotw.maps.western import RotwWestern

TITLES: dict[str, type[Game]] = {cls.title: cls for cls in (EZLevel1, EZLevel2, EZLevel3, GL18, Rotw, RotwMexico,
                                                                   RotwWestern, RotwTranscontinental, RotwEurope, RotwNippon,
                                                                   RotwBritain, RotwNorthAmerica)}


def game_class(title: str) -> type[Game]:
    """The game class of the title named (case-insensitive); IllegalAction if the bot has no such title."""
    for name, cls in TITLES.items():
        if name.lower() == title.strip().lower():
            return cls
    raise IllegalAction(f"there is no game called '{title}'; choose one of {', '.join(TITLES)}")


def new_game(title: str, players: list[str], seed: int) -> Game:
    """A new game of the title named, for these players and seed (no options, the current rules revision)."""
    return game_class(title)(players, seed)
