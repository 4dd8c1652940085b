"""18EZ Level 1's operating turn as steps (rulebook 1.4-1.7): build, run, buy. The railroad's owner
takes them in order and never returns to one; a step with nothing to decide is skipped (a run
without trains, a purchase nobody can afford), and the turn ends after the buy step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.core.flow import Sequence, Step
from engine.eighteen.ez.common.run_steps import no_route
from engine.eighteen.ez.common.track_play import describe_runs, lay_tile, sell_from_bank
from engine.eighteen.shared.building import legal_lays
from engine.eighteen.shared.moves import BuyTrain, LayTile, RunTrains, TrainRoute

if TYPE_CHECKING:
    from engine.eighteen.ez.level1.contract import Level1Game as EZLevel1

BUILD, RUN, BUY = "build", "run", "buy"


class Build(Step["EZLevel1"]):
    name = BUILD
    handles = (LayTile,)

    def apply(self, g: EZLevel1, player: int, action: LayTile, messages: list[str]) -> Action:
        laid = lay_tile(g.lay_context_of(g.railroad_now()), action, g.trusted, messages)
        g.turn.advance(g, self, messages)
        return laid

    def moves(self, g: EZLevel1, player: int, hexes: list[str] | None) -> list[Action]:
        return [LayTile(hex=h, tile=t, rotation=r) for h, t, r in legal_lays(g.lay_context_of(g.railroad_now()), hexes)]

    def prompt(self, g: EZLevel1) -> str:
        return f"{g.railroad_now().id} to build: /lay hex:… tile:… rotation:…, or /pass"


class Run(Step["EZLevel1"]):
    name = RUN
    handles = (RunTrains,)

    def active(self, g: EZLevel1) -> bool:
        return bool(g.railroad_now().trains)

    def apply(self, g: EZLevel1, player: int, action: RunTrains, messages: list[str]) -> Action:
        railroad = g.railroad_now()
        cities = [(t, g.rules.train(t).cities) for t in railroad.trains]
        if not cities:
            raise IllegalAction(f"{railroad.id} has no trains to run")
        runs = g.routes_of(railroad, action, cities)
        revenue = sum(r[2] for r in runs)
        g.record_run(railroad, runs)
        if runs:
            describe_runs(g.board, railroad.id, runs, messages)
            g.pay(railroad, revenue)
            messages.append(f"{railroad.id} collects ${revenue}; its treasury is now ${railroad.money}.")
        elif g.since("ez-why-no-route"):  # which trains found no route, and why
            messages += [no_route(railroad), f"{railroad.id} earns nothing this round."]  # type: ignore[arg-type]
        else:
            messages.append(f"{railroad.id} has no route to run and earns nothing.")
        g.turn.advance(g, self, messages)
        return RunTrains(routes=tuple(TrainRoute(train=t, stops=tuple(names)) for t, names, _ in runs))

    def moves(self, g: EZLevel1, player: int, hexes: list[str] | None) -> list[Action]:
        return [RunTrains()] if g.railroad_now().trains else []

    def prompt(self, g: EZLevel1) -> str:
        return f"{g.railroad_now().id} to run: /run for the best routes, or /pass"


class Buy(Step["EZLevel1"]):
    name = BUY
    handles = (BuyTrain,)
    repeats = True

    def active(self, g: EZLevel1) -> bool:
        return g.can_buy(g.railroad_now())

    def apply(self, g: EZLevel1, player: int, action: BuyTrain, messages: list[str]) -> Action:
        railroad, state, rules = g.railroad_now(), g.state, g.rules
        if action.source is not None or action.price is not None:  # 1.8: "only be purchased from the bank"
            raise IllegalAction("in Level 1 trains are bought only from the bank, at the price on the card")
        wanted = state.depot.for_sale(action.train, g.name)
        if wanted in railroad.trains:
            raise IllegalAction(f"{railroad.id} already owns a type {wanted} train, and in Level 1 a railroad owns one train of each type")
        price = rules.train(wanted).price
        if railroad.cash < price:
            raise IllegalAction(f"{railroad.id} has ${railroad.cash} in cash, and a type {wanted} train costs ${price}")
        railroad.cash -= price
        state.bank += price
        railroad.trains.append(wanted)
        messages.append(f"{railroad.id} buys a type {wanted} train for ${price}.")
        new_phase = sell_from_bank(state.depot, rules, wanted, messages)
        for scrapped in new_phase.scrap if new_phase else ():
            for rr in state.railroads.values():
                if scrapped in rr.trains:
                    rr.trains.remove(scrapped)
                    messages.append(f"{rr.id}'s type {scrapped} train is scrapped without compensation.")
        g.turn.advance(g, self, messages)
        return BuyTrain(train=wanted)

    def moves(self, g: EZLevel1, player: int, hexes: list[str] | None) -> list[Action]:
        return [BuyTrain(train=g.state.depot.next_type())] if g.can_buy(g.railroad_now()) else []

    def prompt(self, g: EZLevel1) -> str:
        train = g.state.depot.next_type()
        assert train is not None
        price = g.rules.train(train).price
        return f"{g.railroad_now().id} may buy a type {train} train (${price:,}) with /buy-train, or /pass to end its turn"


def _get(g: EZLevel1) -> str:
    return g.state.step


def _set(g: EZLevel1, name: str) -> None:
    g.state.step = name


def turn_sequence() -> Sequence[EZLevel1]:
    """A railroad's turn: build, then run, then buy trains, never returned to."""
    return Sequence((Build(), Run(), Buy()), _get, _set, lambda g, messages: g.end_turn(messages),
                    lambda g: g.railroad_now().id, past="has passed")
