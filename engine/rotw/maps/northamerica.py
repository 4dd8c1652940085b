"""Railways of North America (the Canadian map): the same rules on the North America map (engine/data/rotw_na/),
with its own decks (Ferry Line, Mine, …), its Empty City Markers, the Snow Line ($1,000 more a tile north of it,
except on a Ferry Line card's hex), fully outlined water hexes that take track, and six ferry spots built on only
with one of the five Ferry Line cards (engine/rotw/board.py, track.py, cards/kinds/builders.py); no Western Links."""

from __future__ import annotations

from typing import ClassVar

from engine.rotw import variants
from engine.rotw.game import Rotw

OPTIONS: dict[str, str] = {name: text for name, text in variants.OPTIONS.items() if name != "drover"}


class RotwNorthAmerica(Rotw):
    title = "RotW-NA"
    name = "Railways of North America"
    min_players, max_players = 2, 5
    map_id: ClassVar[str] = "na"
    options_offered: ClassVar[dict[str, str]] = OPTIONS
    summary = ("Railways of the World on the Canadian map: build track across the Shield and the Rockies (dearer "
               "north of the Snow Line), ferry lines to Newfoundland and Baffin Island with a Ferry Line card, deliver "
               "goods cubes to cities of their colour, upgrade your engine, urbanize, issue bonds; a secret Rail Baron "
               "goal; the end after the Empty City Markers run out.")
