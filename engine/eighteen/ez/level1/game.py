"""18EZ Level 1 (rulebook 18EZ-level1.txt): each player runs one railroad.

Flow: seating drawn from the seed (1.2) -> each player picks a railroad ->
Operating Rounds in seating order. A railroad's turn is build -> run (income
to its treasury) -> buy trains (1.3); a skipped step is never returned to.
The game ends at the end of the round in which a railroad has a type 5
train and $1,000 (1.9).
"""

from __future__ import annotations

import random

from engine.core import situation as where
from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.game import Outcome
from engine.eighteen.ez.common.depot import Depot
from engine.eighteen.ez.common.title import EZTitle
from engine.eighteen.ez.common.track_play import Run, home_station_if_improved, lay_context, routes_for
from engine.eighteen.ez.level1.state import BUILD, BUY, OPERATE, OVER, RUN, SELECT, Level1State, Railroad, RunRecord
from engine.eighteen.ez.level1.steps import turn_sequence
from engine.eighteen.shared.building import LayContext, TrackState
from engine.eighteen.shared.moves import BuyTrain, ChooseRailroad, LayTile, RunTrains


class EZLevel1(EZTitle[Level1State]):
    title = "18EZ-L1"
    name = "18EZ Level 1"
    rules_file = "level1.json"
    move_types = (ChooseRailroad, LayTile, RunTrains, BuyTrain, Pass)
    turn = turn_sequence()  # build -> run -> buy (engine/eighteen/ez/level1/steps.py)
    state: Level1State
    min_players = 2
    max_players = 6
    summary = (
        "18EZ Level 1: each player picks one railroad and runs it with $170 (rulebook 1.1-1.9).\n"
        "A railroad's turn: lay or upgrade one tile -> run trains (income to the treasury) -> buy trains. "
        "A skipped step cannot be returned to.\n"
        "Trains are sold in order, one of each type per railroad; the first 3 brings green tiles, the first 5 "
        "brings brown tiles and scraps every type 2.\n"
        "The game ends after the round in which a railroad has a type 5 train and $1,000; the most money wins."
    )

    def _initial_state(self) -> Level1State:
        rules = self.rules
        seating = list(range(len(self.players)))
        random.Random(self.seed).shuffle(seating)  # the one random event in the game (1.2)
        cash = rules.start_cash * len(self.players)
        return Level1State(
            seating=seating,
            railroads={rr: Railroad(rr) for rr in self.board.railroads},
            track=TrackState.initial(self.board, rules.tile_manifest),
            depot=Depot.initial(rules, len(self.players)),
            bank=rules.bank - cash,
        )

    # -- who acts ----------------------------------------------------------

    def operating_order(self) -> list[Railroad]:
        """The chosen railroads in the order they operate: their owners' seating order (1.3)."""
        owned = {rr.owner: rr for rr in self.state.railroads.values() if rr.owner is not None}
        return [owned[p] for p in self.state.seating if p in owned]

    @property
    def round_number(self) -> int:
        """The number of the current Operating Round (0 while railroads are being chosen)."""
        return self.state.round_number

    def runs_this_round(self) -> list[RunRecord]:
        """The runs the railroads have made in the current Operating Round."""
        return list(self.state.runs)

    def railroads(self) -> list[Railroad]:
        """Every railroad of the board, chosen or not."""
        return list(self.state.railroads.values())

    def railroad(self, railroad: str) -> Railroad:
        """The railroad with the given id."""
        return self.state.railroads[railroad]

    def record_run(self, railroad: Railroad, runs: list[Run]) -> None:
        """This round's runs, kept for display."""
        self.state.runs.append(RunRecord(railroad.id, runs))

    def railroad_now(self) -> Railroad:
        """The railroad operating now (there must be one)."""
        railroad = self.current_railroad()
        assert railroad is not None
        return railroad

    def current_railroad(self) -> Railroad | None:
        """The railroad operating now, or None outside the Operating Rounds."""
        if self.state.stage != OPERATE:
            return None
        return self.operating_order()[self.state.turn_index]

    def situation(self, player: int) -> where.Situation:
        presides = tuple(rr.id for rr in self.state.railroads.values() if rr.owner == player)
        railroad = self.current_railroad()
        if railroad is None:
            return where.Situation(where.OTHER, self.state.stage, presides=presides)
        steps = {BUILD: where.TRACK, RUN: where.RUN, BUY: where.TRAINS}
        return where.Situation(where.OPERATING, f"Round {self.round_number}", steps.get(self.state.step, self.state.step),
                               railroad.id, presides)

    def seating(self) -> list[int]:
        """Players in the seating order drawn at the start."""
        return list(self.state.seating)

    def home_marked(self, railroad: str) -> bool:
        held = self.state.railroads.get(railroad)
        return held is not None and (held.owner is not None or self.state.stage == SELECT)

    def acting_players(self) -> list[int]:
        state = self.state
        if state.stage == SELECT:
            return [state.seating[state.select_index]]
        railroad = self.current_railroad()
        return [railroad.owner] if railroad is not None and railroad.owner is not None else []

    def scores(self) -> dict[int, int] | None:
        return self.state.final_scores

    def railroad_of(self, player: int) -> Railroad | None:
        """The railroad `player` chose, or None before they have chosen."""
        return next((rr for rr in self.state.railroads.values() if rr.owner == player), None)

    # -- moves -------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> Outcome:
        state = self.state
        acting = self.acting_players()
        if player not in acting:
            who = self.player_name(acting[0])
            railroad = self.current_railroad()
            doing = f"to act for {railroad.id}" if railroad else "to choose a railroad"
            raise IllegalAction(f"it is {who}'s turn {doing}, not {self.player_name(player)}'s")
        if state.stage == SELECT:
            if not isinstance(action, ChooseRailroad):
                raise IllegalAction("every player must first choose a railroad, e.g. 'choose PS&W'")
            return self._choose(player, action)
        railroad = self.current_railroad()
        assert railroad is not None
        messages: list[str] = []
        turn = self.turn
        if isinstance(action, Pass):
            recorded: Action = action
            step = turn.current(self)
            if step.name == BUY:
                messages.append(f"{railroad.id} skips the rest of its turn.")
                self.end_turn(messages)
            else:
                messages.append(f"{railroad.id} skips its {step.name} step.")
                turn.advance(self, step, messages)
        elif turn.step_for(action) is not None:
            recorded = turn.play(self, player, action, messages)
        else:
            raise IllegalAction("railroads have all been chosen; that move is not part of an Operating Round")
        return Outcome(player, recorded, tuple(messages), company=railroad.id)

    def _choose(self, player: int, action: ChooseRailroad) -> Outcome:
        state = self.state
        spec = self.board.find_railroad(action.railroad)
        if spec is None:
            names = ", ".join(self.board.railroads)
            raise IllegalAction(f"there is no railroad called {action.railroad}; choose one of {names}")
        railroad = state.railroads[spec.id]
        if railroad.owner is not None:
            raise IllegalAction(f"{spec.id} has already been chosen by {self.player_name(railroad.owner)}")
        railroad.owner = player
        railroad.cash = self.rules.start_cash
        home = self.board.label(spec.home)
        messages = [f"{self.player_name(player)} takes the {spec.name} ({spec.id}), home {home}, with ${railroad.cash}."]
        state.select_index += 1
        if state.select_index == len(self.players):
            state.stage = OPERATE
            self._start_round(messages)
        return Outcome(player, ChooseRailroad(railroad=spec.id), tuple(messages))

    def routes_of(self, railroad: Railroad, action: RunTrains, cities: list[tuple[str, int]]) -> list[Run]:
        """(train, stops, revenue) of each of the railroad's trains: the routes the move gives, checked, or the best."""
        phase = self.state.depot.phase(self.rules).name
        return routes_for(self.graph(), self.state.track, self.board, phase, railroad.id, action, cities, self.trusted)

    # -- step and round flow -------------------------------------------------

    def can_buy(self, railroad: Railroad) -> bool:
        """Whether the railroad may buy the bank's next train: it has none of that type yet, and the cash to pay for it."""
        next_type = self.state.depot.next_type()
        if next_type is None or next_type in railroad.trains:
            return False
        return railroad.cash >= self.rules.train(next_type).price

    def end_turn(self, messages: list[str]) -> None:
        """The railroad's turn is over: the next railroad operates, or the round ends (and the game, if a railroad finished)."""
        state = self.state
        state.turn_index += 1
        if state.turn_index < len(self.operating_order()):
            self._start_turn(messages)
            return
        rules = self.rules
        finishers = [rr for rr in state.railroads.values() if rules.end.train in rr.trains and rr.money >= rules.end.money]
        if finishers:
            self._finish(messages, finishers)
        else:
            self._start_round(messages)

    def _start_round(self, messages: list[str]) -> None:
        state = self.state
        state.round_number += 1
        state.turn_index = 0
        state.runs = []
        messages.append(f"Operating Round {state.round_number} begins.")
        self._start_turn(messages)

    def _start_turn(self, messages: list[str]) -> None:
        railroad = self.operating_order()[self.state.turn_index]
        self.state.step = BUILD
        home_station_if_improved(self.board, self.state.track, railroad.id, messages)

    def _finish(self, messages: list[str], finishers: list[Railroad]) -> None:
        state = self.state
        state.stage = OVER
        state.final_scores = {rr.owner: rr.money for rr in state.railroads.values() if rr.owner is not None}
        names = ", ".join(f"{rr.id} (${rr.money})" for rr in finishers)
        end = self.rules.end
        messages.append(f"The game ends after Operating Round {state.round_number}: {names} has a type {end.train} train and ${end.money}.")
        for player in sorted(state.final_scores, key=lambda p: -state.final_scores[p]):
            messages.append(f"{self.player_name(player)}: ${state.final_scores[player]}")
        winners = " and ".join(self.player_name(p) for p in self.winners())
        messages.append(f"{winners} wins!")

    # -- helpers ---------------------------------------------------------------

    def pay(self, railroad: Railroad, amount: int) -> None:
        """The bank pays; once it is empty it issues IOUs (1.9)."""
        cash = min(amount, self.state.bank)
        self.state.bank -= cash
        railroad.cash += cash
        railroad.ious += amount - cash

    def lay_context_of(self, railroad: Railroad) -> LayContext:
        """What laying track for the railroad may do now: the board, the track, the phase's tiles."""
        return lay_context(self.board, self.state.track, self.state.depot.phase(self.rules), railroad.id, self.name)

    def legal_actions(self, player: int, hexes: list[str] | None = None) -> list[Action]:
        state = self.state
        if player not in self.acting_players():
            return []
        if state.stage == SELECT:
            return [ChooseRailroad(railroad=rr.id) for rr in state.railroads.values() if rr.owner is None]
        steps = self.turn.steps
        actions: list[Action] = []
        for step in steps[steps.index(self.turn.current(self)):]:
            actions += step.moves(self, player, hexes)
        actions.append(Pass())
        return actions

    def turn_prompt(self, player: int) -> str:
        state = self.state
        if player not in self.acting_players():
            return "nothing to do now"
        if state.stage == SELECT:
            free = ", ".join(rr.id for rr in state.railroads.values() if rr.owner is None)
            return f"choose a railroad with /choose railroad:… ({free})"
        return self.turn.current(self).prompt(self)

    def status_lines(self) -> list[str]:
        state, rules = self.state, self.rules
        phase = state.depot.phase(rules)
        lines = [f"{self.name} - {phase.name} phase"]
        if state.stage == SELECT:
            lines.append("Choosing railroads, in seating order: " + ", ".join(self.player_name(p) for p in state.seating))
        elif state.stage == OPERATE:
            railroad = self.current_railroad()
            assert railroad is not None and railroad.owner is not None
            lines.append(f"Operating Round {state.round_number}: {railroad.id} ({self.player_name(railroad.owner)}) to {state.step}")
        else:
            lines.append(f"Game over after Operating Round {state.round_number}.")
        for rr in self.operating_order():
            assert rr.owner is not None
            trains = ", ".join(rr.trains) or "no trains"
            iou = f" + ${rr.ious:,} in IOUs" if rr.ious else ""
            lines.append(f"  {rr.id:5} {self.player_name(rr.owner):12} ${rr.cash:,}{iou}  trains: {trains}")
        bank_trains = ", ".join(f"{n}x type {t} (${rules.train(t).price:,})" for t, n in state.depot.left.items() if n)
        lines.append(f"Bank: ${state.bank:,}; trains for sale: {bank_trains or 'none'}")
        return lines
