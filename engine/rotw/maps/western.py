"""Railways of the Western U.S.: the same rules on the Western map (engine/data/rotw_wus/), with its own
Rail Baron and Railroad Operations decks (Boomtown, Sutter's Mill, Coal Fueled Engines, New Train, the
Golden Spike: engine/rotw/cards/kinds/), Empty City Markers 10/12/14/16/18 for 2-6 players and one cube
fewer a city with 2 or 3 players; it has no Western Links.

The expansion brings City Rotors (on the six recommended cities: San Francisco, Tacoma, Denver, Butte, Salt
Lake City, Oklahoma City) and Fuel Depots (four each); the compendium's optional rule lets a group play
without either, so both are on unless the `no-rotors` or `no-depots` option leaves them out."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from engine.rotw import variants
from engine.rotw.game import Rotw

NO_ROTORS, NO_DEPOTS = "no-rotors", "no-depots"
IMPLIED = {"rotors": NO_ROTORS, "depots": NO_DEPOTS}  # on unless their "no-" option is chosen
OPTIONS: dict[str, str] = {
    **{name: text for name, text in variants.OPTIONS.items() if name != "drover"},
    NO_ROTORS: "Play without the City Rotors (the Western U.S. expansion has them on six cities)",
    NO_DEPOTS: "Play without the Fuel Depots (the Western U.S. expansion gives each player four)",
}


class RotwWestern(Rotw):
    title = "RotW-WUS"
    name = "Railways of the Western U.S."
    min_players, max_players = 2, 6
    map_id: ClassVar[str] = "wus"
    options_offered: ClassVar[dict[str, str]] = OPTIONS
    summary = ("Railways of the World on the Western U.S. map: build track over the Rockies and the Sierra Nevada, "
               "deliver goods cubes to cities of their colour, City Rotors and Fuel Depots, upgrade your engine, "
               "urbanize, issue bonds; a secret Rail Baron goal; the end after the Empty City Markers run out.")

    @classmethod
    def checked_options(cls, options: Iterable[str]) -> tuple[str, ...]:
        """The options chosen, with City Rotors and Fuel Depots on unless left out."""
        chosen = set(super().checked_options(options))
        for option, without in IMPLIED.items():
            if without in chosen:
                chosen.discard(option)
            else:
                chosen.add(option)
        return tuple(o for o in cls.options_offered if o in chosen)
