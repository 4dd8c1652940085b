"""Trading Depot (infinity, engine/data/rotw_mex/CARDS.md): put on another player's complete link; its holder scores
`points_per_delivery` whenever a delivery uses that link."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw.actions import TakeCard
from engine.rotw.cards import deck
from engine.rotw.cards.registry import Delivery, Kind, Worth, register
from engine.rotw.scoring import score

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw
    from engine.rotw.data import OperationsCard

TRADING_DEPOT = "trading_depot"


def _take(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard:
    state = g.state
    link = next((lk for lk in state.links if lk.id == action.link and lk.complete), None)
    if link is None or link.owner == player:
        raise IllegalAction(f"put the {card.name} on another player's complete link: take-card {card.id} link:N")
    if link.id in state.depots:
        raise IllegalAction(f"link {link.id} has a Trading Depot already")
    state.display.remove(card.id)
    state.players[player].cards.append(card.id)
    state.depots[link.id] = player
    messages.append(f"{g.player_name(player)} takes {card.name} and puts it on {g.player_name(link.owner)}'s link "
                    f"{link.id}: a point whenever a delivery uses it.")
    return TakeCard(card=card.id, link=link.id)


def _ways(g: Rotw, card: OperationsCard, player: int) -> list[TakeCard]:
    state = g.state
    return [TakeCard(card=card.id, link=lk.id) for lk in state.links
            if lk.complete and lk.owner != player and lk.id not in state.depots]


def _after_delivery(g: Rotw, player: int, done: Delivery, messages: list[str]) -> None:
    state = g.state
    for link_id in done.links:
        if link_id in state.depots:
            holder = state.depots[link_id]
            depot = next(deck.spec(g, c) for c in state.players[holder].cards if deck.spec(g, c).kind == TRADING_DEPOT)
            score(g, holder, int(depot.params["points_per_delivery"]), messages, f"for the Trading Depot on link {link_id}")


register(Kind(TRADING_DEPOT, Worth("depot"), take=_take, options=("link",), ways=_ways, after_delivery=_after_delivery,
              order=20))
