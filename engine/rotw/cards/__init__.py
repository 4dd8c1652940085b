"""Railroad Operations cards and Rail Baron cards (compendium appendices; engine/data/rotw_<map>/CARDS.md).

Operations cards by their corner icon (`params.timing`):
  goal (green circle)      never taken: the first player to do what it says scores it (checked after
                           every delivery, completed link and engine upgrade);
  immediate (red X)        used when taken: City Growth, New Industry, Railroad Executive;
  held (hand)              kept until used once: Land Grant (plains tiles free in one build);
  lasting (infinity)       kept for the game: Hotels (a point for every cube delivered there);
  lasting_once_per_turn    kept, usable in one action a turn: Perfect Engineering (five tiles).
Taking a card is the player's action. What each kind does is its module in `kinds/`, registered in `registry.py`
(engine/rotw/cards/README.md: how a kind is added); `deck.py` deals and turns the cards up, `play.py` and
`building.py` ask the kinds what the rules need, `barons.py` scores the Rail Baron cards.
"""

from __future__ import annotations

from engine.rotw.cards.barons import baron_points, baron_spec, barons_of, longest_run, measure
from engine.rotw.cards.building import after_build, build_card, build_kinds, used_for_build
from engine.rotw.cards.deck import held_of_kind, in_display, setup_display, spec, takeable, timing, turn_up
from engine.rotw.cards.play import (
    after_delivery,
    after_link,
    after_upgrade,
    link_refused,
    stops_delivery,
    take,
    upgrade_price,
    ways,
)

__all__ = ["after_build", "after_delivery", "after_link", "after_upgrade", "baron_points", "baron_spec", "barons_of",
           "build_card", "build_kinds", "held_of_kind", "in_display", "link_refused", "longest_run", "measure",
           "setup_display", "spec", "stops_delivery", "take", "takeable", "timing", "turn_up", "upgrade_price",
           "used_for_build", "ways"]
