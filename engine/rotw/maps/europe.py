"""Railways of Europe: the same rules on the Europe map (engine/data/rotw_eur/), with its own Rail Baron
and Railroad Operations decks (Capital and City Charters: engine/rotw/cards/kinds/charters.py), its Major Lines
charted on the board (first come, first served), its Empty City Markers, and no cube reduction for two or
three players (the compendium's chart); it has no Western Links."""

from __future__ import annotations

from typing import ClassVar

from engine.rotw import variants
from engine.rotw.game import Rotw

OPTIONS: dict[str, str] = {name: text for name, text in variants.OPTIONS.items() if name != "drover"}


class RotwEurope(Rotw):
    title = "RotW-EUR"
    name = "Railways of Europe"
    min_players, max_players = 2, 5
    map_id: ClassVar[str] = "eur"
    options_offered: ClassVar[dict[str, str]] = OPTIONS
    summary = ("Railways of the World on the Europe map: build track links between Europe's cities, over the Alps "
               "and the Pyrenees, deliver goods cubes to cities of their colour, charter a capital or a city, upgrade "
               "your engine, urbanize, issue bonds; a secret Rail Baron goal; the end after the Empty City Markers "
               "run out.")
