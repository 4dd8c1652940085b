"""Goal cards (green circle) won by a completed link or an engine upgrade (engine/data/rotw_wus/CARDS.md,
engine/data/rotw_nip/CARDS.md):

  new_train      the first player to reach a level `level` engine scores `points`;
  connect_via    the first player whose own links join `cities` in order (the Golden Spike: San Francisco to Omaha
                 via Promontory) scores `points`;
  long_distance  the first to complete a link of `segments` track tiles or more scores `points`.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from engine.rotw.cards.registry import GOAL, Kind, register
from engine.rotw.scoring import connected

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw
    from engine.rotw.data import OperationsCard
    from engine.rotw.state import Link


def _new_train(g: Rotw, card: OperationsCard, player: int) -> bool:
    return g.state.players[player].engine >= int(card.params["level"])


def _long_distance(g: Rotw, card: OperationsCard, player: int, link: Link) -> bool:
    return link.owner == player and len(link.segments) >= int(card.params["segments"])


def _connect_via(g: Rotw, card: OperationsCard, player: int, link: Link) -> bool:
    stops = [g.board.city(str(name)) for name in card.params["cities"]]
    return all(s is not None for s in stops) and all(connected(g, player, a, b) for a, b in pairwise(stops) if a and b)


register(
    Kind("new_train", GOAL, won_by_upgrade=_new_train),
    Kind("connect_via", GOAL, won_by_link=_connect_via),
    Kind("long_distance", GOAL, won_by_link=_long_distance),
)
