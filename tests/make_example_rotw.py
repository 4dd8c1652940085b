"""Writes the Railways of the World examples: examples/rotw-eastern-us.txt, a complete 4-player game on the Eastern
U.S. map, for the console (`python -m tests.make_example_rotw`, or `... eastern`), and the other maps' (`... mexico`:
examples/rotw-mexico.txt; `... minis`: examples/rotw-eastern-us-minis.txt; `... western|europe|transcontinental|nippon|
britain|north-america`; a seed after the map's name plays that seed instead, to choose one).
tests/bot/test_example_rotw*.py play them.

The examples' players play the bot's moves (issue 36), but for a few feature nudges, and in every example one seat is
played by the bot itself, its moves made by the console (a lobby bot; in the Eastern U.S. example, Dee's seat, handed
to the bot for a few turns): tests/example_person_rotw.py. Each map's seed, players and header:
tests/make_example_rotw_maps.py.

`pick` below is the examples' earlier player, a seeded beginner, kept as the opponent the bot is measured against
(benchmarks/bench_bots.py) and as a random player of the engine's tests: it builds short links between nearby cities
(the shortest legal track to a city within reach, four tiles at a time), delivers the cube that scores most when it
can, upgrades its engine now and then, takes an Operations card sometimes, and bids low; on the newer maps it plays
their cards too (a Railroad Inspector now and then, a Ferry Line's link to Iqaluit or St. John finished before
anything else, a Mine). Three of its pieces serve the nudges too: `ferry_move`, `shortest_track` (a Switch Track's
branch) and `goes_on` (a cube kept at a Fuel Depot).
"""

from __future__ import annotations

import heapq
import random

from engine.actions import Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.hexgrid import Hex
from engine.rotw.actions import (
    BuildTrack,
    DeliverCube,
    FirstBid,
    Inspect,
    KeepBaron,
    PlaceMine,
    ReturnBonds,
    TakeCard,
    UpgradeEngine,
    Urbanize,
    WesternLink,
)
from engine.rotw.game import Rotw
from engine.rotw.track import incomplete, plan_build, turn_ok
from tests.make_example_rotw_maps import EXAMPLE, MAPS, PLAYERS, SEED  # EXAMPLE, PLAYERS, SEED: benchmarks/bench_rotw.py

__all__ = ["EXAMPLE", "PLAYERS", "SEED", "pick"]


def spoke_ok(game: Rotw, city: str, side: int) -> bool:
    spokes = getattr(game.board.cities[city], "spokes", None)
    return spokes is None or side in spokes


def shortest_track(game: Rotw, start: str, entry: int | None, limit: int = 12,
                   wanted: set[str] | None = None, ferry: bool = False) -> list[str] | None:
    """The hexes (after `start`) of the cheapest track from `start` to another city (one of `wanted`
    if given), turns allowed, keeping clear of other track; over one ferry spot if `ferry` (a Ferry Line card)."""
    board = game.board
    taken = {s.hex for link in game.state.links for s in link.segments}  # keep clear of other track
    frontier: list[tuple[int, int, list[str], int | None]] = [(0, 0, [start], entry)]
    seen: set[tuple[str, int | None]] = set()
    order = 0
    while frontier:
        cost, _, path, came = heapq.heappop(frontier)
        here = path[-1]
        if (here, came) in seen or len(path) > limit:
            continue
        seen.add((here, came))
        for edge in range(6):
            there = board.neighbour(here, edge)
            if not board.on_map(there) or there in path:
                continue
            back = (edge + 3) % 6
            if (there, back) in board.barriers:  # no track crosses it (Great Britain's Humber)
                continue
            if came is not None and here not in board.cities and not turn_ok(came, edge):
                continue
            if here in board.cities and not spoke_ok(game, here, edge):
                continue
            if there in board.cities and not spoke_ok(game, there, back):
                continue
            if there in board.cities:
                if there != path[0] and len(path) > 1 and (wanted is None or there in wanted):
                    return [*path[1:], there]
                continue
            ferried = there in board.ferries and ferry and not any(h in board.ferries for h in path)
            if not (board.buildable(there) or ferried) or there in taken:
                continue
            order += 1
            heapq.heappush(frontier, (cost + board.tile_cost(game.rules, there, back), order, [*path, there], back))
    return None


def distance(a: str, b: str) -> int:
    ha, hb = Hex.parse(a), Hex.parse(b)
    rows, cols = abs(ha.letter - hb.letter), abs(ha.number - hb.number)
    return rows + max(0, (cols - rows) // 2)


def affordable(game: Rotw, player: int, route: list[str]) -> bool:
    """Can a new link along `route` be finished this turn, paid with the money at hand and a few bonds at most?
    (A link left unfinished at the end of the turn is removed, its money lost: a beginner's way into debt.)"""
    state, board = game.state, game.board
    tiles = route[:-1] if route and route[-1] in board.cities else route
    rounds_left = game.rules.action_rounds - state.round + 1
    cost = sum(game.rules.track_costs[board.terrain[h]] for h in tiles)
    standing = state.players[player]
    return len(tiles) <= game.rules.tiles_per_build * rounds_left and cost <= standing.money + 5 * max(0, 3 - standing.bonds)


def toward_line(game: Rotw, player: int) -> BuildTrack | None:
    """Stretch the player's own network a link closer to the far end of an open Major Line."""
    state, board = game.state, game.board
    owned = {c for lk in state.links if lk.owner == player and lk.complete for c in (lk.start, lk.end) if c}
    for line in board.spec.major_lines:
        if line.id in state.major_lines:
            continue
        ends = [board.city(name) for name in line.ends]
        for near, far in (ends, ends[::-1]):
            if near is None or far is None or near not in owned or far in owned:
                continue
            start = min(sorted(owned), key=lambda c: distance(c, far))
            closer = {c for c in board.cities if distance(c, far) < distance(start, far)}
            route = shortest_track(game, start, None, limit=8, wanted=closer)
            if route and affordable(game, player, route):
                return BuildTrack(path=(start, *route[:4]))
    return None


def ferry_move(game: Rotw, player: int) -> BuildTrack | None:
    """With a Ferry Line card (North America): start a link to a city reached only over a ferry spot (Iqaluit, St.
    John), from a city the player owns a link to if one is near, else from any; the card pays the ferry hex."""
    from engine.rotw.cards import spec

    card = next((c for c in game.state.players[player].cards if spec(game, c).kind == "ferry_line"), None)
    if card is None:
        return None
    board = game.board
    beyond = {h for h in (board.city("Iqaluit"), board.city("St. John")) if h}
    owned = {c for lk in game.state.links if lk.owner == player and lk.complete for c in (lk.start, lk.end) if c}
    near = [c for c in board.cities if c not in beyond and any(distance(c, spot) <= 4 for spot in board.ferries)]
    for start in sorted(near, key=lambda c: (c not in owned, c)):  # the ferry spot within its first four hexes
        route = shortest_track(game, start, None, limit=10, wanted=beyond, ferry=True)
        if route and any(h in board.ferries for h in route[:4]) and affordable(game, player, route):
            return BuildTrack(path=(start, *route[:4]), card=card)
    return None


def build_move(game: Rotw, player: int, rng: random.Random) -> BuildTrack | None:
    """Go on with an unfinished link; sometimes work towards a Major Line or over a ferry; else link a city
    holding cubes to a city that takes one of them."""
    mine = incomplete(game, player)
    if mine:
        end_hex, link = next(iter(mine.items()))
        route = shortest_track(game, end_hex, link.segments[-1].entry)
        if route:
            return BuildTrack(path=(end_hex, *route[:4]))
    ferry = ferry_move(game, player)
    if ferry is not None:
        return ferry
    if rng.random() < 0.6:
        line = toward_line(game, player)
        if line is not None:
            return line
    state = game.state
    colour = {h: state.colors.get(h) or c.color for h, c in game.board.cities.items()}
    sources = sorted(h for h, cubes in state.cubes.items() if cubes)
    rng.shuffle(sources)
    for start in sources[:8]:
        wanted = {h for h, shade in colour.items() if shade in state.cubes[start] and h != start}
        route = shortest_track(game, start, None, limit=6, wanted=wanted)
        if route and affordable(game, player, route):
            return BuildTrack(path=(start, *route[:4]))
    return None


def with_engineers(game: Rotw, player: int, move: BuildTrack, cost: int) -> tuple[BuildTrack, int]:
    """Use a held Civil or Tunnel Engineer (the Mexico deck) when it makes the build cheaper, Hot Springs (Nippon) on
    a build over mountains."""
    from engine.rotw.cards import build_card, spec

    for card in game.state.players[player].cards:
        if spec(game, card).kind == "hot_springs" and any(game.board.terrain.get(h) == "mountain" for h in move.path):
            return move.model_copy(update={"card": card}), cost  # a point a mountain tile
        if spec(game, card).kind in ("civil_engineers", "tunnel_engineer"):
            most, price, _ = build_card(game, player, card)
            cheaper = plan_build(game, player, move.path, None, most, price).cost
            if cheaper < cost:
                return move.model_copy(update={"card": card}), cheaper
    return move, cost


def minis_move(game: Rotw, player: int, rng: random.Random, actions: list[Action]) -> Action | None:
    """With the mini-expansion options only (the dice are not rolled otherwise, so games without
    them play as before): a mine now and then, a Switch Track's branch to a new city."""
    money = game.state.players[player].money
    if "mines" in game.options and rng.random() < 0.04 and money >= 15:
        mines = [a for a in actions if isinstance(a, PlaceMine)]
        if mines:
            return rng.choice(mines)
    if ("switches" in game.options and rng.random() < 0.08 and game.state.switches_used.get(player, 0) < 2
            and money >= 15):
        return switch_build(game, player, rng)
    return None


def switch_build(game: Rotw, player: int, rng: random.Random) -> BuildTrack | None:
    """A Switch Track branch from one of the player's finished links to a city it does not join (or None)."""
    own = [lk for lk in game.state.links if lk.owner == player and lk.complete and lk.segments]
    rng.shuffle(own)
    for link in own[:3]:
        spot = rng.choice(link.segments).hex
        route = shortest_track(game, spot, None, limit=5,
                               wanted={c for c in game.board.cities if c not in (link.start, link.end)})
        if route and len(route) <= 4:
            return BuildTrack(path=(spot, *route))
    return None


def goes_on(game: Rotw, player: int, stop: DeliverCube) -> bool:
    """Could a cube stopped at a Fuel Depot be delivered from there with the next action?"""
    import copy

    from engine.rotw.deliver import options

    after = copy.deepcopy(game)
    after.apply(player, stop)
    return any(d.going_on and not d.stop for d in options(after, player))


def with_depots(game: Rotw, player: int, rng: random.Random, move: BuildTrack) -> BuildTrack:
    """Fuel Depots option: now and then two depots on the city a build leaves."""
    from engine.rotw import fuel

    city = move.path[0]
    if ("depots" in game.options and city in game.board.cities and city not in game.state.fuel
            and fuel.supply(game, player) and rng.random() < 0.3 and game.state.players[player].money >= 15):
        return move.model_copy(update={"depot": city})
    return move


def pick(game: Rotw, player: int, rng: random.Random) -> Action:
    state = game.state
    if state.stage == "choose barons" or state.barons_due:
        return KeepBaron(choice=rng.choice([1, 2]))
    actions = game.legal_actions(player)
    if state.stage == "return bonds":  # the Transcontinental game: return a bond or two when the points allow
        returns = [a for a in actions if isinstance(a, ReturnBonds)]
        return max(returns, key=lambda a: (a.count <= 2, a.count))
    if state.stage == "auction":
        bid = next(a for a in actions if isinstance(a, FirstBid))
        money = state.players[player].money  # a beginner never issues a bond to go first
        return bid if bid.amount <= min(2, money) and rng.random() < 0.4 else Pass()
    if ferry_unfinished(game, player):
        return build_action(game, player, rng)
    money = state.players[player].money
    inspectors = [a for a in actions if isinstance(a, Inspect)]  # Great Britain: not an action, played now and then
    if inspectors and rng.random() < 0.3:
        return rng.choice(inspectors)
    deliveries = [a for a in actions if isinstance(a, DeliverCube) and not a.stop]
    if deliveries and rng.random() < 0.85:
        return max(deliveries, key=lambda d: (len(d.cities), rng.random()))
    stops = [a for a in actions if isinstance(a, DeliverCube) and a.stop]  # Fuel Depots: only with nothing better
    if stops and not deliveries and rng.random() < 0.5:
        useful = [a for a in stops[:4] if goes_on(game, player, a)]
        if useful:
            return max(useful, key=lambda d: (len(d.cities), rng.random()))
    if rng.random() < 0.12 and UpgradeEngine() in actions and state.players[player].engine < 4 and money >= 10:
        return UpgradeEngine()
    west = [a for a in actions if isinstance(a, WesternLink)]
    if west and money >= 15 and rng.random() < 0.7:
        return west[0]
    cards = [a for a in actions if isinstance(a, TakeCard) and a.city is None]
    ferries = [a for a in cards if a.card.startswith("ferry-line")]  # North America: now and then a Ferry Line
    if ferries and rng.random() < 0.1:
        return ferries[0]
    if cards and rng.random() < 0.08:
        return rng.choice(cards)
    boomtowns = [a for a in actions if isinstance(a, TakeCard) and a.card.startswith(("boomtown", "west-boomtown"))]
    if boomtowns and rng.random() < 0.2:
        return rng.choice(boomtowns)
    mines = [a for a in actions if isinstance(a, TakeCard) and a.card.startswith("mine-")]  # North America's Mine card
    if mines and money >= 15 and rng.random() < 0.1:
        return rng.choice(mines)
    if rng.random() < 0.03 and money >= 10:
        urbanize = [a for a in actions if isinstance(a, Urbanize)]
        if urbanize:
            return rng.choice(urbanize)
    extra = minis_move(game, player, rng, actions)
    if extra is not None:
        return extra
    return build_action(game, player, rng)


def ferry_unfinished(game: Rotw, player: int) -> bool:
    """Has the player an unfinished link over a ferry spot (its Ferry Line card spent): finish it before all else."""
    return any(s.hex in game.board.ferries for link in incomplete(game, player).values() for s in link.segments)


def build_action(game: Rotw, player: int, rng: random.Random) -> Action:
    """The beginner's Build Track (or a pass when nothing sensible is affordable)."""
    state = game.state
    move = build_move(game, player, rng)
    if move is None:
        return Pass()
    move = with_depots(game, player, rng, move)
    try:
        if move.card:  # a Ferry Line's build
            from engine.rotw.cards import build_card

            most, price, _ = build_card(game, player, move.card)
            cost = plan_build(game, player, move.path, None, most, price).cost
        else:
            cost = plan_build(game, player, move.path, None, game.rules.tiles_per_build).cost
    except IllegalAction:
        return Pass()
    if not move.card:
        move, cost = with_engineers(game, player, move, cost)
    standing = state.players[player]
    if cost > standing.money + 5 * max(0, 3 - standing.bonds):
        return Pass()  # a beginner, but not a reckless one: a few bonds, no more

    return move


def main() -> None:
    import sys

    from tests.example_person_rotw import write

    name = sys.argv[1] if sys.argv[1:] else "eastern"
    if name not in MAPS:
        raise SystemExit(f"usage: python -m tests.make_example_rotw [{'|'.join(MAPS)}] [seed]")
    write(MAPS[name], int(sys.argv[2]) if sys.argv[2:] else None)


if __name__ == "__main__":
    main()
