"""Railways of Great Britain: the same rules on the Great Britain map (engine/data/rotw_gb/), with its own Rail
Baron and Railroad Operations decks (the Railroad Inspector among them) and Empty City Markers; no track crosses
the Humber between Hull, Grimsby and Goole (the board's barrier, not bridged until 1981); no Western Links."""

from __future__ import annotations

from typing import ClassVar

from engine.rotw import variants
from engine.rotw.actions import Inspect
from engine.rotw.game import Rotw

OPTIONS: dict[str, str] = {name: text for name, text in variants.OPTIONS.items() if name != "drover"}


class RotwBritain(Rotw):
    title = "RotW-GB"
    name = "Railways of Great Britain"
    min_players, max_players = 2, 5
    map_id: ClassVar[str] = "gb"
    options_offered: ClassVar[dict[str, str]] = OPTIONS
    move_types: ClassVar[tuple[type, ...]] = (*Rotw.move_types, Inspect)  # the Railroad Inspector
    summary = ("Railways of the World on the Great Britain map: build track links between Britain's towns (never "
               "across the Humber), deliver goods cubes to cities of their colour, upgrade your engine, urbanize, issue "
               "bonds; a secret Rail Baron goal; the end after the Empty City Markers run out.")
