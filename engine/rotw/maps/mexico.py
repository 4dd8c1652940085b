"""Railways of Mexico: the same rules on the Mexico map (engine/data/rotw_mex/), with its own Rail
Baron and Railroad Operations decks and Empty City Marker counts; it has no Western Links.

The compendium's Mexico page adds no rule of its own beyond the marker counts (9/11/13/15 for 2-5
players) and one note: the cards with a Black Star are optional. The four Black Star Rail Barons
are in by default; the `no-black-stars` option leaves them out (only up to four players: two cards
each must remain)."""

from __future__ import annotations

from functools import cache
from typing import ClassVar

from engine.core.errors import IllegalAction
from engine.rotw import variants
from engine.rotw.data import CardsSpec, load_cards
from engine.rotw.game import Rotw

NO_BLACK_STARS = "no-black-stars"
OPTIONS: dict[str, str] = {
    **{name: text for name, text in variants.OPTIONS.items() if name != "drover"},
    NO_BLACK_STARS: "Leave out the four optional Black Star Rail Baron cards (2-4 players)",
}


@cache
def mexico_cards(black_stars: bool) -> CardsSpec:
    """Mexico's decks, with or without the optional Black Star Rail Baron cards."""
    cards = load_cards("mex")
    if black_stars:
        return cards
    barons = [b for b in cards.barons if not b.params.get("optional")]
    return cards.model_copy(update={"barons": barons})


class RotwMexico(Rotw):
    title = "RotW-MEX"
    name = "Railways of Mexico"
    min_players, max_players = 2, 4
    map_id: ClassVar[str] = "mex"
    options_offered: ClassVar[dict[str, str]] = OPTIONS
    summary = ("Railways of the World on the Mexico map: build track links between cities, deliver goods cubes to "
               "cities of their colour, upgrade your engine, urbanize, issue bonds; a secret Rail Baron goal; the end "
               "after the Empty City Markers run out.")

    def map_cards(self) -> CardsSpec:
        """Mexico's decks, without the Black Star Rail Baron cards under the no-black-stars option."""
        return mexico_cards(NO_BLACK_STARS not in self.options)

    def _initial_state(self):  # type: ignore[no-untyped-def]
        if NO_BLACK_STARS in self.options and 2 * len(self.players) > len(self.cards.barons):
            raise IllegalAction("without the Black Star cards there are Rail Baron cards for at most four players")
        return super()._initial_state()
