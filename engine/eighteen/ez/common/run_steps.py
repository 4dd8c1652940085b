"""Operating steps that earn: run the trains (2.6) and pay out or keep the income (2.7)."""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.core.flow import Step
from engine.core.wording import with_article
from engine.eighteen.ez.common.stock import DIVIDEND, RUN, StockGame
from engine.eighteen.ez.common.track_play import describe_runs, routes_for
from engine.eighteen.shared.moves import Dividend, RunTrains, TrainRoute
from engine.eighteen.shared.shares import SHARES_PER_RAILROAD, Company


def no_run(g: StockGame, company: Company, messages: list[str]) -> None:
    """The railroad's run earned nothing (no trains, or no route): the game's `earned_nothing` (the share value moves left)."""
    g.earned_nothing(company, messages)


_COUNTS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def no_route(company: Company) -> str:
    """Why a railroad's trains ran nowhere: "BCRR's three type 2 trains find no route: no two stops joined by track
    include a BCRR station." ("PS&W's type 2 train finds", "PS&W's two type 2 trains and one type 3 train find")."""
    kinds = list(dict.fromkeys(company.trains))
    counts = [(t, company.trains.count(t)) for t in kinds]
    named = [f"{_COUNTS.get(n, str(n))} type {t} train{'s' if n > 1 else ''}" if len(counts) > 1 or n > 1
             else f"type {t} train" for t, n in counts]
    trains = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
    verb = "finds" if len(company.trains) == 1 else "find"
    return f"{company.id}'s {trains} {verb} no route: no two stops joined by track include {with_article(company.id)} station."


class RunRoutes(Step[StockGame]):
    name = RUN
    handles = (RunTrains,)

    def active(self, g: StockGame) -> bool:
        return bool(g.operating_company().trains)

    def skip(self, g: StockGame, messages: list[str]) -> None:
        no_run(g, g.operating_company(), messages)

    def apply(self, g: StockGame, player: int, action: RunTrains, messages: list[str]) -> Action:
        state, company = g.state, g.operating_company()
        if not company.trains:
            raise IllegalAction(f"{company.id} has no trains to run")
        cities = [(t, g.rules.train(t).cities) for t in company.trains]  # every train, two of a type too
        phase = state.depot.phase(g.rules).name
        runs = routes_for(g.run_graph(company), state.track, g.board, phase, company.id, action, cities, g.trusted,
                          g.stop_bonus(company))
        state.revenue = sum(r[2] for r in runs)
        describe_runs(g.board, company.id, runs, messages)
        recorded = RunTrains(routes=tuple(TrainRoute(train=t, stops=tuple(s)) for t, s, _ in runs))
        if state.revenue == 0:
            if g.since("ez-why-no-route") and not runs:  # the same when the move is replayed
                messages.append(no_route(company))
            no_run(g, company, messages)
        else:
            self.earned(g, company, messages)
        g.operating_round.sequence.advance(g, self, messages)
        return recorded

    def earned(self, g: StockGame, company: Company, messages: list[str]) -> None:
        """Income to distribute (state.revenue > 0): the president decides in the next step."""
        messages.append(f"{company.id} earns ${g.state.revenue}: its president pays it out (pay) or keeps it (withhold).")

    def moves(self, g: StockGame, player: int, hexes: list[str] | None) -> list[Action]:
        return [RunTrains()] if g.operating_company().trains else []

    def prompt(self, g: StockGame) -> str:
        return f"{g.state.operating} to run: /run for the best routes, or /pass"


class PayOrWithhold(Step[StockGame]):
    """Income waiting to be paid out or kept; never skipped while there is some."""

    name = DIVIDEND
    handles = (Dividend,)

    def active(self, g: StockGame) -> bool:
        return g.state.revenue > 0

    def refuse_entry(self, g: StockGame) -> str | None:
        if g.state.step != DIVIDEND:
            return f"{g.state.operating} has no income to pay out or keep now"
        return None

    def skip(self, g: StockGame, messages: list[str]) -> None:
        if self.active(g):
            raise IllegalAction(f"{g.state.operating} ran for ${g.state.revenue}: first pay it out (pay) or keep it (withhold)")

    def on_pass(self, g: StockGame, messages: list[str]) -> bool:
        """A pass is refused here: the income run must be paid out or kept."""
        raise IllegalAction(f"{g.state.operating} ran for ${g.state.revenue}: pay it out (pay) or keep it (withhold)")

    def apply(self, g: StockGame, player: int, action: Dividend, messages: list[str]) -> Action:
        company = g.operating_company()
        if action.pay:
            self.pay(g, company, g.state.revenue, messages)
            g.move_token(company, g.market.right, messages, f"{company.id} paid a dividend")
        else:
            self.keep(g, company, g.state.revenue, messages)
            g.move_token(company, g.market.left, messages, f"{company.id} withheld")
        g.state.revenue = 0
        g.operating_round.sequence.advance(g, self, messages)
        return action

    def pay(self, g: StockGame, company: Company, revenue: int, messages: list[str]) -> None:
        """Pay `revenue` out, a tenth per share; unsold IPO shares and odd dollars pay the treasury."""
        state = g.state
        per_share = revenue // SHARES_PER_RAILROAD
        paid = []
        for player in state.seating:
            held = state.investors[player].held(company.id)
            if held:
                g.pay_investor(player, per_share * held, messages)
                paid.append(f"{g.player_name(player)} ${per_share * held}")
        to_treasury = per_share * company.ipo + revenue % SHARES_PER_RAILROAD
        g.pay_treasury(company, to_treasury, messages)  # the pool's part stays in the bank
        if to_treasury:
            paid.append(f"{company.id}'s treasury ${to_treasury}")
        messages.append(f"{company.id} pays ${per_share} a share: {', '.join(paid)}.")

    def keep(self, g: StockGame, company: Company, revenue: int, messages: list[str]) -> None:
        """Put the whole income in the railroad's treasury (withheld)."""
        g.pay_treasury(company, revenue, messages)
        messages.append(f"{company.id} keeps its ${revenue} in the treasury (now ${company.cash}).")

    def moves(self, g: StockGame, player: int, hexes: list[str] | None) -> list[Action]:
        return [Dividend(pay=True), Dividend(pay=False)]

    def prompt(self, g: StockGame) -> str:
        revenue = g.state.revenue
        return f"{g.state.operating} earned ${revenue:,}: /pay (${revenue // SHARES_PER_RAILROAD:,} a share) or /withhold"
