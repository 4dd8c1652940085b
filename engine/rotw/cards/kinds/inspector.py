"""Great Britain's Railroad Inspector (hand, engine/data/rotw_gb/CARDS.md): "stop 1 delivery of any other player. The
cube stays on the city and that player loses their action. No player may be stopped by an Inspector more than once
per game." A chat game cannot wait on every delivery for a holder's word, so the holder plays it in their own action
round, not as an action (`inspect PLAYER`), against that player's next delivery (our reading)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.core.names import name_key
from engine.rotw.actions import Inspect
from engine.rotw.cards import deck
from engine.rotw.cards.registry import Kind, Worth, register

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

INSPECTOR = "railroad_inspector"


def inspections(g: Rotw, player: int) -> list[Inspect]:
    """The Inspector moves the player may make now: against each other player not stopped yet nor awaited."""
    if not deck.held_of_kind(g, player, INSPECTOR) or player in g.state.inspectors.values():
        return []
    state = g.state
    return [Inspect(player=g.players[p]) for p in range(len(g.players))
            if p != player and p not in state.inspected and p not in state.inspectors]


def inspect(g: Rotw, player: int, action: Inspect, messages: list[str]) -> Inspect:
    """The player plays their Railroad Inspector on another player: that player's next delivery is stopped (once a game)."""
    card = deck.held_of_kind(g, player, INSPECTOR)
    if card is None:
        raise IllegalAction("you hold no Railroad Inspector")
    state = g.state
    target = next((p for p, name in enumerate(g.players) if name_key(name) == name_key(action.player)), None)
    if target is None or target == player:
        raise IllegalAction(f"name another player: {', '.join(n for p, n in enumerate(g.players) if p != player)}")
    if target in state.inspected:
        raise IllegalAction(f"{g.player_name(target)} has been stopped by an Inspector already (once a game)")
    if player in state.inspectors.values() or target in state.inspectors:
        raise IllegalAction(f"an Inspector already waits for {g.player_name(target) if target in state.inspectors else 'a delivery'}")
    state.inspectors[target] = player
    messages.append(f"{g.player_name(player)} plays {card.name}: {g.player_name(target)}'s next delivery will be stopped.")
    return Inspect(player=g.players[target])


def inspected(g: Rotw, player: int, origin: str, messages: list[str]) -> bool:
    """An Inspector waiting for this player's delivery stops it: the cube stays, the action is lost."""
    state = g.state
    holder = state.inspectors.pop(player, None)
    if holder is None:
        return False
    card = deck.held_of_kind(g, holder, INSPECTOR)
    if card is not None:
        state.players[holder].cards.remove(card.id)
    state.inspected.append(player)
    messages.append(f"{g.player_name(holder)}'s Railroad Inspector stops {g.player_name(player)}'s delivery: the cube "
                    f"stays on {g.board.label(origin)} and the action is lost.")
    return True


register(Kind(INSPECTOR, Worth("flat", amount=1.2), stops_delivery=inspected))
