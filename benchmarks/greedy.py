"""Opponents for bench_bots.py (issue 46 §7): a one-ply greedy player per family, written against the engine only.

Nothing here reads the bot (engine/players/): the greedy player tries each legal move on a copy of the game
(`Game.snapshot`, `Game.apply`) and keeps the one that leaves it best off by a plain, one-move-deep measure:
- 18xx, a railroad's turn: each tile lay and station by the run it adds (the engine's own best runs, with the
  railroad's trains, and half of what it adds with the bank's next train as well), less a tenth of what it costs;
  the best run;
  the dividend that leaves the player worth most; a train when the run it adds pays for it within `HORIZON`
  Operating Rounds (always one when the railroad has none: the one that runs best, else the cheapest);
- 18xx, Stock Rounds and auctions: the move that leaves the player's net worth plus `HORIZON` rounds of the
  dividends their shares would earn now (each railroad's best run; a railroad without trains counts as the median;
  one not floated counts only if the player presides it, and only the one they hold most of: they mean to float
  it) plus their private companies' face value and revenue the highest; ties to passing;
- Railways of the World: see `_rotw` (deliveries by the points they give the player, builds by what they add to
  its best delivery, from the builds the autocomplete offers).
Where the measure sees no difference it passes, or makes the first legal move. 18EZ Level 1 (no shares: each player
chooses a railroad) has no greedy player of its own: the examples' beginner plays there."""

from __future__ import annotations

import random
import statistics
from collections.abc import Iterator, Sequence
from typing import Any

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.eighteen.ez.common.track_play import routes_for
from engine.eighteen.gl import routes as gl_routes
from engine.eighteen.shared.company_moves import HalfDividend
from engine.eighteen.shared.moves import BuyShare, BuyTrain, Dividend, LayTile, ParShare, PlaceStation, RunTrains, SellShares
from engine.rotw import deliver as rotw_deliver
from engine.rotw import suggest as rotw_suggest
from engine.rotw.actions import BuildTrack

HORIZON = 3  # Operating Rounds a share's dividend, a private's revenue or a train's added run is counted for
LAY_COST_WEIGHT = 0.1  # a lay or station is worth its added run less a tenth of what it costs
ROTW_BUILDS = 12  # Railways of the World: the cheapest city-to-city builds measured
ROTW_BONDS = 2  # and the most bonds one may issue
SHAKE = 0.05  # each measure is multiplied by a random 0.95-1.05
SEARCH_BUDGET = 200_000  # route-search steps for one measured run in 18GL (the engine's own run searches more)


_rng = random.Random(0)


def pick(game: Game, player: int, rng: random.Random) -> Action:
    """The greedy move for `player` (the bench's `Pick`). `rng`, the game's own, shakes each measure by up to
    `SHAKE` (and breaks ties), so that games of the same seating differ: 18GL draws nothing but its seating."""
    global _rng
    _rng = rng
    legal = game.legal_actions(player)
    if len(legal) == 1:
        return legal[0]
    if game.family == "rotw":
        return _rotw(game, player, legal)
    if not hasattr(game.state, "investors"):  # 18EZ Level 1: railroads are chosen, not bought; none written
        from tests.randomplay import level1_beginner

        return level1_beginner(game, player, rng)
    return _eighteen(game, player, legal)


# -- 18xx -------------------------------------------------------------------------------------------------------------


def _companies(g: Game) -> dict:
    state = g.state  # type: ignore[attr-defined]
    return state.corporations if hasattr(state, "corporations") else state.companies


def _operating(g: Game) -> str | None:
    if hasattr(g, "operating_corp"):
        state = g.state  # type: ignore[attr-defined]
        return state.operating if state.stage == "operate" else None
    company = g.current_company()  # type: ignore[attr-defined]
    return company.id if company is not None else None


def revenue(g: Game, company_id: str, trains: Sequence[str] | None = None) -> int:
    """The engine's best run for the company (with `trains` instead of its own), read without changing the game."""
    company = _companies(g)[company_id]
    saved_trains, saved_cash = company.trains, company.cash
    if trains is not None:
        company.trains = list(trains)
    try:
        if not company.trains:
            return 0
        if hasattr(g, "operating_corp"):  # 18GL
            return gl_routes.run(g, company, RunTrains(), [], budget=SEARCH_BUDGET)[0]  # type: ignore[arg-type]
        cities = [(t, g.rules.train(t).cities) for t in company.trains]  # type: ignore[attr-defined]
        phase = g.state.depot.phase(g.rules).name  # type: ignore[attr-defined]
        runs = routes_for(g.run_graph(company), g.state.track, g.board, phase, company.id, RunTrains(),  # type: ignore[attr-defined]
                          cities, False, g.stop_bonus(company))  # type: ignore[attr-defined]
        return sum(r[2] for r in runs)
    finally:
        company.trains, company.cash = saved_trains, saved_cash


def _shaken(value: float) -> float:
    return value * _rng.uniform(1 - SHAKE, 1 + SHAKE) + _rng.uniform(0, 0.01)


def _after(g: Game, player: int, action: Action) -> Game | None:
    trial = g.snapshot()
    try:
        trial.apply(player, action)
    except IllegalAction:  # a listed move the engine refuses on a copy is simply not chosen
        return None
    return trial


def _next_train(g: Game) -> str | None:
    state = g.state  # type: ignore[attr-defined]
    if hasattr(state, "trains_left"):
        return next((t for t, left in state.trains_left.items() if left is None or left > 0), None)
    return state.depot.next_type()


def _eighteen(g: Game, player: int, legal: list[Action]) -> Action:
    operating = _operating(g)
    builds = [a for a in legal if isinstance(a, (LayTile, PlaceStation))]
    if operating is not None and builds:
        build = _best_build(g, player, operating, builds)
        if build is not None:
            return build
    if any(isinstance(a, RunTrains) for a in legal):
        return RunTrains()
    dividends = [a for a in legal if isinstance(a, (Dividend, HalfDividend))]
    if dividends:
        return _best(g, player, dividends, lambda trial: trial.net_worth(player))  # type: ignore[attr-defined]
    trains = [a for a in legal if isinstance(a, BuyTrain) and a.source in (None, "market")]
    if operating is not None and trains:
        train = _best_train(g, player, operating, trains, may_pass=Pass() in legal)
        if train is not None:
            return train
    dealing = [a for a in legal if isinstance(a, (BuyShare, ParShare, SellShares)) or a.kind in ("buy-company",)]
    if dealing:
        return _deal(g, player, legal, dealing)
    if Pass() in legal:
        return Pass()
    discards = [a for a in legal if a.kind == "discard"]
    if discards:
        return min(discards, key=lambda a: g.rules.train(a.train).price)  # type: ignore[attr-defined]
    return _best(g, player, legal, lambda trial: trial.net_worth(player))  # type: ignore[attr-defined]


def _best(g: Game, player: int, moves: list[Action], measure) -> Action:
    """The move whose measure (of the game after it) is highest; the differences shaken."""
    measured = [(move, measure(trial)) for move in moves if (trial := _after(g, player, move)) is not None]
    if not measured:
        return moves[0]
    low = min(value for _, value in measured)
    return max(measured, key=lambda item: _shaken(item[1] - low))[0]


def _tried(g: Game, player: int, operating: str, moves: list[Action]) -> Iterator[tuple[Action, Game, Any, int]]:
    """(move, the game after it, the operating company after it, what it cost the company) for each move the engine
    accepts on a copy."""
    before = _companies(g)[operating].cash
    for move in moves:
        trial = _after(g, player, move)
        if trial is not None:
            after = _companies(trial)[operating]
            yield move, trial, after, before - after.cash


def _best_build(g: Game, player: int, operating: str, builds: list[Action]) -> Action | None:
    company = _companies(g)[operating]
    upcoming = _next_train(g)
    trains = list(company.trains)
    later = [*trains, upcoming] if upcoming else trains
    if not later:
        return None
    now, now_later = (revenue(g, operating, trains) if trains else 0), revenue(g, operating, later)
    reserve = 0 if company.trains else g.rules.train(later[0]).price  # type: ignore[attr-defined]
    best, best_score = None, 0.5  # none, unless one adds at least half a dollar
    for build, trial, after, cost in _tried(g, player, operating, builds):
        if after.cash < min(reserve, company.cash):
            continue
        gain = (revenue(trial, operating, trains) - now if trains else 0)
        gain_later = revenue(trial, operating, later) - now_later
        score = _shaken(gain + 0.5 * gain_later - LAY_COST_WEIGHT * max(cost, 0))
        if score > best_score:
            best, best_score = build, score
    return best


def _best_train(g: Game, player: int, operating: str, buys: list[Action], may_pass: bool) -> Action | None:
    company = _companies(g)[operating]
    now = revenue(g, operating) if company.trains else 0
    best, best_score = None, None
    for buy, trial, _, spent in _tried(g, player, operating, buys):
        gain = revenue(trial, operating) - now
        score = (gain, -spent) if not company.trains else _shaken(HORIZON * gain - spent)
        if best_score is None or score > best_score:
            best, best_score = buy, score
    if best is None:
        return None
    if company.trains and may_pass and isinstance(best_score, (int, float)) and best_score <= 0:
        return None
    return best


def _holding_value(g: Game, player: int, estimates: dict[str, int]) -> float:
    """Net worth, plus `HORIZON` rounds of the dividends the player's shares would earn, plus their privates. A
    railroad not yet floated earns nothing, except the one (not floated) the player presides with most shares: they
    mean to float it."""
    state = g.state  # type: ignore[attr-defined]
    investor = state.investors[player]
    companies = _companies(g)
    value = float(g.net_worth(player))  # type: ignore[attr-defined]
    own = [rr for rr, held in investor.shares.items()
           if held and not companies[rr].floated and companies[rr].president == player]
    floating = max(own, key=lambda rr: (investor.shares[rr], rr), default=None)
    for railroad, held in investor.shares.items():
        company = companies[railroad]
        if company.floated or railroad == floating:
            value += HORIZON * held * getattr(company, "percent", 10) / 100 * estimates.get(railroad, 0)
    for spec in getattr(g.rules, "privates", ()) or ():  # type: ignore[attr-defined]
        holding = state.privates.get(spec.id)
        if holding is not None and holding.player == player and not holding.closed:
            value += spec.price + HORIZON * spec.revenue
    return value


def _pars(g: Game, player: int, dealing: list[Action]) -> list[Action]:
    """One starting value a railroad: in 18EZ the highest at which the player can float it alone, else the lowest;
    in 18GL the highest (its treasury shares float it with others' purchases; the capital buys the trains)."""
    if hasattr(g, "operating_corp"):
        floats, cash = 0, 0
    else:
        floats, cash = g.rules.shares.float_shares, g.state.investors[player].cash  # type: ignore[attr-defined]
    chosen: dict[str, ParShare] = {}
    for move in sorted((m for m in dealing if isinstance(m, ParShare)), key=lambda m: m.par):
        if move.railroad not in chosen or move.par * floats <= cash:
            chosen[move.railroad] = move
    return list(chosen.values())


def _deal(g: Game, player: int, legal: list[Action], dealing: list[Action]) -> Action:
    known = {c.id: revenue(g, c.id) for c in _companies(g).values() if c.trains}
    typical = max(40, int(statistics.median(known.values()))) if known else 40
    estimates = {c.id: known.get(c.id, typical) for c in _companies(g).values()}
    moves = [m for m in dealing if not isinstance(m, ParShare)] + _pars(g, player, dealing)
    base = _holding_value(g, player, estimates)
    best: Action = Pass() if Pass() in legal else moves[0]
    best_gain = 0.5 if Pass() in legal else None  # passing, unless a move gains at least half a dollar
    for move in moves:
        trial = _after(g, player, move)
        if trial is None:
            continue
        gain = _shaken(_holding_value(trial, player, estimates) - base)
        if best_gain is None or gain > best_gain:
            best, best_gain = move, gain
    return best


# -- Railways of the World --------------------------------------------------------------------------------------------


def _own_points(g: Game, player: int, links: Sequence[int]) -> int:
    owners = {link.id: link.owner for link in g.state.links}  # type: ignore[attr-defined]
    return sum(1 for link in links if owners.get(link) == player)


def _best_delivery_points(g: Game, player: int) -> int:
    return max((_own_points(g, player, d.links) for d in rotw_deliver.options(g, player)), default=0)  # type: ignore[arg-type]


def _rotw(g: Game, player: int, legal: list[Action]) -> Action:
    """A delivery of two points or more; else the build (from the autocomplete's city-to-city builds, the cheapest
    `ROTW_BUILDS`, issuing at most `ROTW_BONDS` bonds) that adds most to its best delivery (counted twice: it will
    be made, and the link earns again), less a point for each $10,000 and half a point a bond; else its best
    delivery; else an engine upgrade that adds to it; else its cheapest build if it issues at most one bond; else a
    pass. Bids, cards and urbanizing: never (passes where it may)."""
    deliveries = [a for a in legal if a.kind == "deliver"]
    scored = [(rotw_suggest.delivery_points(g, player, a.color, a.cities).get(player, 0), a) for a in deliveries]  # type: ignore[arg-type, attr-defined]
    points, delivery = max(scored, key=lambda item: _shaken(item[0]), default=(0, None))
    if delivery is not None and points >= 2:
        return delivery
    money = g.state.players[player].money  # type: ignore[attr-defined]
    # none where the player may not build now (an auction, a card to keep)
    builds = [(route, plan) for route, plan in rotw_suggest.city_builds(g, player)[:ROTW_BUILDS]  # type: ignore[arg-type]
              if rotw_suggest.bonds_needed(g, player, plan.cost) <= ROTW_BONDS]  # type: ignore[arg-type]
    best_build, best_gain = None, 0.5
    for route, plan in builds:
        trial = _after(g, player, BuildTrack(path=route))
        if trial is None:
            continue
        bonds = rotw_suggest.bonds_needed(g, player, plan.cost)  # type: ignore[arg-type]
        gain = _shaken(2 * (_best_delivery_points(trial, player) - points) - plan.cost / 10 - bonds / 2)
        if gain > best_gain:
            best_build, best_gain = BuildTrack(path=route), gain
    if best_build is not None:
        return best_build
    if delivery is not None and points > 0:
        return delivery
    upgrade = next((a for a in legal if a.kind == "upgrade"), None)
    if upgrade is not None and (cost := rotw_suggest.cost_of(g, player, upgrade)) is not None and cost <= money:  # type: ignore[arg-type]
        trial = _after(g, player, upgrade)
        if trial is not None and _best_delivery_points(trial, player) > points:
            return upgrade
    if builds and rotw_suggest.bonds_needed(g, player, builds[0][1].cost) <= 1:  # type: ignore[arg-type]
        return BuildTrack(path=builds[0][0])
    if Pass() in legal:
        return Pass()
    keep = [a for a in legal if a.kind in ("keep-baron", "first-bid")]
    return min(keep, key=lambda a: getattr(a, "amount", 0)) if keep else legal[0]
