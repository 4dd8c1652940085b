"""Choices that interrupt an 18GL turn until one player answers (each a small table entry): a
corporation's home circle (Wabash), CONRAIL's stations, a president's emergency share sales, trains
over the limit, a train offer to another corporation, a private's power asked of its owner."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.eighteen.gl import conrail as gl_conrail
from engine.eighteen.gl import emergency as gl_emergency
from engine.eighteen.gl import powers as gl_powers
from engine.eighteen.gl import trade as gl_trade
from engine.eighteen.gl import trains as gl_trains
from engine.eighteen.gl.moves import ChooseHome, DiscardTrain, KeepStations
from engine.eighteen.shared.moves import AnswerOffer, SellShares

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18


@dataclass(frozen=True)
class Pending:
    waiting: Callable[[GL18], bool]
    actor: Callable[[GL18], int | None]
    moves: Callable[[GL18, int], list[Action]]
    handles: type
    first: Callable[[GL18], str]  # the refusal of any other move
    apply: Callable[[GL18, int, Any, list[str]], Action]
    prompt: Callable[[GL18], str]


def _president(g: GL18, corporation: str) -> int | None:
    return g.state.corporations[corporation].president


def _keep(g: GL18, player: int, action: KeepStations, messages: list[str]) -> Action:
    return gl_conrail.keep(g, action, messages)


def _sell(g: GL18, player: int, action: SellShares, messages: list[str]) -> Action:
    gl_emergency.sell(g, player, action, messages)
    return action


def _discard(g: GL18, player: int, action: DiscardTrain, messages: list[str]) -> Action:
    gl_trains.discard(g, action.train, messages)
    return action


def _offer(g: GL18, player: int, action: AnswerOffer, messages: list[str]) -> Action:
    gl_trade.answer(g, action.accept, messages)
    return action


def _power(g: GL18, player: int, action: AnswerOffer, messages: list[str]) -> Action:
    gl_powers.answer(g, player, action.accept, messages)
    return action


def _home(g: GL18, player: int, action: ChooseHome, messages: list[str]) -> Action:
    return g.choose_home(action, messages)


ANSWERS: list[Action] = [AnswerOffer(accept=True), AnswerOffer(accept=False)]

PENDING: tuple[Pending, ...] = (
    Pending(lambda g: g.state.home_due is not None, lambda g: g.state.home_due[0],  # type: ignore[index]
            lambda g, p: list(g.home_choices()), ChooseHome,
            lambda g: f"{g.state.home_due[1]}'s home comes first: /home hex:…", _home,  # type: ignore[index]
            lambda g: f"choose {g.state.home_due[1]}'s home circle: /home hex:…"),  # type: ignore[index]
    Pending(lambda g: g.state.conrail_keep is not None, lambda g: _president(g, gl_conrail.CONRAIL),
            lambda g, p: list(gl_conrail.keep_choices(g)), KeepStations,
            lambda g: "CONRAIL's president first chooses the stations it keeps: /keep hexes:… (or none)", _keep,
            lambda g: "choose the merged corporations' stations CONRAIL keeps: /keep hexes:… (or none)"),
    Pending(lambda g: g.state.emergency is not None, lambda g: _president(g, g.state.emergency[0]),  # type: ignore[index]
            lambda g, p: list(gl_emergency.sale_moves(g, p)), SellShares,
            lambda g: "your corporation still lacks money: sell shares first (/sell shares:…)", _sell,
            lambda g: f"{g.state.emergency[0]} still lacks ${g.state.emergency[1]:,}: sell shares (/sell shares:RR N)"),  # type: ignore[index]
    Pending(lambda g: bool(g.state.discard_due), lambda g: _president(g, g.state.discard_due[0]),
            lambda g, p: [DiscardTrain(train=t) for t in sorted(set(g.state.corporations[g.state.discard_due[0]].trains))],
            DiscardTrain, lambda g: f"{g.state.discard_due[0]} is over the train limit: its president discards first "
                                    f"(/discard train:…)", _discard,
            lambda g: f"{g.state.discard_due[0]} is over its train limit: /discard train:…"),
    Pending(lambda g: g.state.train_offer is not None, lambda g: _president(g, g.state.train_offer[1]),  # type: ignore[index]
            lambda g, p: list(ANSWERS), AnswerOffer,
            lambda g: "the selling corporation's president answers the offer first: /accept or /decline", _offer,
            lambda g: "{0} offers {1} ${3:,} for its {2}: /accept or /decline".format(*g.state.train_offer)),  # type: ignore[misc]
    Pending(lambda g: g.state.power_request is not None,
            lambda g: g.state.privates[g.state.power_request[1]].player,  # type: ignore[index]
            lambda g, p: list(ANSWERS), AnswerOffer,
            lambda g: "the owner of the private company answers first: /accept or /decline", _power,
            lambda g: f"{g.state.operating} asks to use your {g.state.power_request[1]}'s power: /accept or /decline"),  # type: ignore[index]
)


def current(g: GL18) -> Pending | None:
    """The choice waiting for an answer that interrupts the turn now, or None."""
    return next((p for p in PENDING if p.waiting(g)), None)


def play(g: GL18, pending: Pending, player: int, action: Action, messages: list[str]) -> Action:
    """Apply the answer to the choice waiting; any other move is refused with what is asked first."""
    if not isinstance(action, pending.handles):
        raise IllegalAction(pending.first(g))
    return pending.apply(g, player, action, messages)
