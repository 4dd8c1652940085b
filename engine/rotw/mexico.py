"""Railways of Mexico: the same rules on the Mexico map (engine/data/rotw_mex/), with its own Rail
Baron and Railroad Operations decks and Empty City Marker counts; it has no Western Links."""

from __future__ import annotations

from typing import ClassVar

from engine.rotw.game import Rotw


class RotwMexico(Rotw):
    title = "RotW-MEX"
    name = "Railways of Mexico"
    min_players, max_players = 2, 5
    map_id: ClassVar[str] = "mex"
    summary = ("Railways of the World on the Mexico map: build track links between cities, deliver goods cubes to "
               "cities of their colour, upgrade your engine, urbanize, issue bonds; a secret Rail Baron goal; the end "
               "after the Empty City Markers run out.")
