"""Cards used for a build (Land Grant, Tunnel and Civil Engineers, Ferry Line, Perfect Engineering, Hot Springs):
the build's most tiles and prices as the card's kind says (its `build` hook), and the card spent or marked used."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw.cards import deck, registry
from engine.rotw.data import OperationsCard

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw
    from engine.rotw.track import BuildPlan, Pricing


@cache
def build_kinds() -> frozenset[str]:
    """The kinds of card a build may use."""
    return frozenset(k.name for k in registry.kinds().values() if k.build is not None)


def build_card(g: Rotw, player: int, card_id: str | None) -> tuple[int, Pricing | None, OperationsCard | None]:
    """(most tiles, the card's prices or None, the card used) for a build using `card_id`."""
    most = g.rules.tiles_per_build
    if card_id is None:
        return most, None, None
    standing = g.state.players[player]
    if card_id not in standing.cards:
        raise IllegalAction(f"you hold no card {card_id}")
    card = deck.spec(g, card_id)
    build = registry.kind(card.kind).build
    if build is None:
        raise IllegalAction(f"{card.name} is not used when building track")
    if build.tiles is not None:
        return build.tiles(g, card), None, card
    board, costs = g.board, g.rules.track_costs
    tile_cost, ridge_cost, ferry = build.tile, build.ridge, build.ferry

    def ridge(hex_name: str, entered_by: int) -> int:
        extra = costs["ridge"] if (hex_name, entered_by) in board.ridges else 0
        return ridge_cost(extra) if ridge_cost is not None else extra

    def price(hex_name: str, entered_by: int) -> int:
        terrain = board.terrain[hex_name]
        if ferry and hex_name in board.ferries:
            return 0  # "You may build over one ferry hex for free ... ignore the snow line surcharge for this hex"
        tile = costs[terrain]
        if tile_cost is not None:
            tile = tile_cost(card, terrain, tile)
        return tile + ridge(hex_name, entered_by) + board.snow_cost(g.rules, hex_name)

    from engine.rotw.track import Pricing  # here: track.py asks this package whether a link may be built

    return most, Pricing(price, ridge, ferry=ferry), card


def used_for_build(g: Rotw, player: int, card: OperationsCard) -> None:
    """The card helps a build: a kept card is spent, a once-a-turn one counts as used this turn."""
    if deck.timing(card) == "held":
        g.state.players[player].cards.remove(card.id)
    else:
        g.state.used_this_turn.append(card.id)


def after_build(g: Rotw, player: int, card: OperationsCard, plan: BuildPlan, messages: list[str]) -> None:
    """What the card used does once its build is laid (Hot Springs: points for its mountain tiles)."""
    hook = registry.kind(card.kind).after_build
    if hook is not None:
        hook(g, player, card, tuple(tile.hex for tile in plan.tiles), messages)
