"""Express (hand, engine/data/rotw_mex/CARDS.md): one delivery's cube may pass a city of its colour; the card is
spent by that delivery (engine/rotw/deliver.py finds the city, engine/rotw/moves.py spends the card)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rotw.cards import deck
from engine.rotw.cards.registry import Kind, Worth, register

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw
    from engine.rotw.data import OperationsCard

EXPRESS = "express"


def held(g: Rotw, player: int) -> OperationsCard | None:
    """The player's first Express card, or None."""
    return deck.held_of_kind(g, player, EXPRESS)


def holds_any(g: Rotw, player: int) -> bool:
    """Whether the player holds an Express card."""
    return bool({c.id for c in g.cards.operations if c.kind == EXPRESS} & set(g.state.players[player].cards))


register(Kind(EXPRESS, Worth("flat", amount=0.6)))
