"""The Europe deck's charters (infinity, engine/data/rotw_eur/CARDS.md):

  capital_charter  a point to the holder for every link completed into `city` after it was taken, whoever builds
                   it; at most one Capital Charter a player;
  city_charter     no other player may build a link into `city` from then on; track already built there is kept
                   (and may be completed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw.actions import TakeCard
from engine.rotw.cards import deck
from engine.rotw.cards.registry import Kind, Worth, register
from engine.rotw.scoring import score

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw
    from engine.rotw.data import OperationsCard
    from engine.rotw.state import Link

CAPITAL, CITY = "capital_charter", "city_charter"


def _charter_city(g: Rotw, card: OperationsCard) -> str:
    city = g.board.city(str(card.params["city"]))
    if city is None:
        raise IllegalAction(f"{card.params['city']} is not on this map")
    return city


def _take_capital(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard:
    city = _charter_city(g, card)
    if any(p == player for p, _ in deck.held(g, CAPITAL)):
        raise IllegalAction("you hold a Capital Charter already; a player may hold only one")
    g.state.display.remove(card.id)
    g.state.players[player].cards.append(card.id)
    messages.append(f"{g.player_name(player)} takes {card.name}: a point for every link completed into "
                    f"{g.board.label(city)} from now on.")
    return TakeCard(card=card.id)


def _take_city(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard:
    city = _charter_city(g, card)
    g.state.display.remove(card.id)
    g.state.players[player].cards.append(card.id)
    messages.append(f"{g.player_name(player)} takes {card.name}: no other player may build a link into "
                    f"{g.board.label(city)} now.")
    return TakeCard(card=card.id)


def _capital_ways(g: Rotw, card: OperationsCard, player: int) -> list[TakeCard]:
    return [] if any(p == player for p, _ in deck.held(g, CAPITAL)) else [TakeCard(card=card.id)]


def _capital_after_link(g: Rotw, player: int, link: Link, messages: list[str]) -> None:
    for holder, card in deck.held(g, CAPITAL):
        city = g.board.city(str(card.params["city"]))
        if city in (link.start, link.end):
            score(g, holder, int(card.params.get("points_per_link", 1)), messages, f"for the {card.name}")


def _city_refuses(g: Rotw, player: int, city: str) -> str | None:
    for holder, card in deck.held(g, CITY):
        if holder != player and g.board.city(str(card.params["city"])) == city:
            return f"{g.player_name(holder)} holds the {card.name}: no other player may build a link into {g.board.label(city)}"
    return None


register(
    Kind(CAPITAL, Worth("capital"), take=_take_capital, ways=_capital_ways, after_link=_capital_after_link),
    Kind(CITY, Worth("city_charter"), take=_take_city, refuses_link=_city_refuses),
)
