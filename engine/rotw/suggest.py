"""Read-only queries behind Railways of the World's autocomplete (bot/suggestions.py): where a build
typed so far may go on, where an unfinished link's end may point, which held cards help a build,
and what a delivery is worth. Nothing here changes the game; every candidate is judged by the same
checks as the move itself (track.plan_build, deliver.check).

A build path is typed as hexes (or city names) in order: `A1 A3 A5`. What was typed is read as
its hexes so far plus, unless it ends in a space, a last word still being typed; the suggestions
are whole paths: the typed hexes followed by each legal next hex (those reaching a city first,
then those nearer to a city), then whole routes on to a city within the build's tiles.
"""

from __future__ import annotations

from collections import deque
from contextlib import suppress
from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.core.hexgrid import Hex
from engine.rotw import cards, track
from engine.rotw import deliver as deliveries
from engine.rotw.state import ACTIONS

if TYPE_CHECKING:
    from engine.rotw.board import Board
    from engine.rotw.contract import RotwGame as Rotw
    from engine.rotw.track import BuildPlan, Pricing

_LONGEST_NAME = 4  # words in the longest city name tried when reading a typed path


def may_build(g: Rotw, player: int) -> bool:
    """Whether the player could take an action (a build) now."""
    return g.state.stage == ACTIONS and player in g.acting_players()


def terms(g: Rotw, player: int, card: str | None) -> tuple[int, Pricing | None]:
    """The most tiles of a build using `card` (Perfect Engineering: 5) and the card's prices (a Land Grant's free
    plains, a Ferry Line's ferry hex, ...), else the rules' number and None: every candidate is priced as the move
    with that card would be."""
    if card:
        with suppress(IllegalAction):
            most, price, _ = cards.build_card(g, player, card.strip().lower())
            return most, price
    return g.rules.tiles_per_build, None


def build_cards(g: Rotw, player: int) -> list[str]:
    """The player's held cards that a build may use now (Land Grant, an unused Perfect Engineering)."""
    usable = []
    for card_id in g.state.players[player].cards:
        spec = next((c for c in g.cards.operations if c.id == card_id), None)
        if spec is None or spec.kind not in cards.build_kinds():
            continue
        with suppress(IllegalAction):
            cards.build_card(g, player, card_id)
            usable.append(card_id)
    return usable


def _hex_of(board: Board, text: str) -> str | None:
    """The hex a typed word (or a city's name) names, if it is on the map."""
    city = board.city(text)
    if city is not None:
        return city
    try:
        name = Hex.parse(text).name
    except ValueError:
        return None
    return name if board.on_map(name) else None


def read_path(board: Board, words: list[str]) -> list[str] | None:
    """The hexes of typed words (a city may be named, in several words), or None if some word is no hex."""
    hexes: list[str] = []
    index = 0
    while index < len(words):
        for width in range(min(_LONGEST_NAME, len(words) - index), 0, -1):
            found = _hex_of(board, " ".join(words[index:index + width]))
            if found is not None:
                hexes.append(found)
                index += width
                break
        else:
            return None
    return hexes


def _ferries(board: Board, price: Pricing | None) -> frozenset[str]:
    """The ferry spots a build priced so may cross: all of them with a Ferry Line card, else none."""
    return board.ferries if price is not None and price.ferry else frozenset()


def _named(board: Board, hex_name: str, partial: str) -> bool:
    """Whether a word being typed (lower case) may be the start of this hex's name or its city's."""
    city = board.cities.get(hex_name)
    return hex_name.lower().startswith(partial) or (city is not None and city.name.lower().startswith(partial))


def _plan(g: Rotw, player: int, path: tuple[str, ...], most: int, price: Pricing | None = None) -> BuildPlan | None:
    """The build of `path` if legal, pointing on straight or, failing that, towards some neighbour."""
    with suppress(IllegalAction):
        return track.plan_build(g, player, path, None, most, price)
    board = g.board
    for edge in range(6):
        toward = board.neighbour(path[-1], edge)
        if board.on_map(toward):
            with suppress(IllegalAction):
                return track.plan_build(g, player, path, toward, most, price)
    return None


def plan_of(g: Rotw, player: int, path: tuple[str, ...], card: str | None = None) -> BuildPlan | None:
    """The build of `path` as the move would make it (pointing on if it stops short of a city), or None."""
    return _plan(g, player, path, *terms(g, player, card))


def starts(g: Rotw, player: int) -> list[str]:
    """Where a build may start: the ends of the player's incomplete links, then the cities (those on
    the player's links first)."""
    ends = list(track.incomplete(g, player))
    mine = {c for link in g.state.links if link.owner == player for c in (link.start, link.end) if c}
    cities = sorted(g.board.cities, key=lambda h: (h not in mine, Hex.parse(h)))
    return ends + [c for c in cities if c not in ends]


def _city_distances(board: Board, away_from: set[str]) -> dict[str, int]:
    """Steps from each buildable hex to the nearest city not in `away_from`."""
    seen = {h: 0 for h in board.cities if h not in away_from}
    queue = deque(seen)
    while queue:
        here = queue.popleft()
        for edge in range(6):
            there = board.neighbour(here, edge)
            if there not in seen and board.buildable(there) and there not in board.cities:
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


def next_steps(g: Rotw, player: int, path: tuple[str, ...], most: int,
               price: Pricing | None = None) -> list[tuple[str, BuildPlan]]:
    """Each hex the build may go on to after `path`, with its plan: those reaching a city (or
    meeting another of the player's links) first, then those nearer to a city."""
    board = g.board
    found = []
    for edge in range(6):
        there = board.neighbour(path[-1], edge)
        if board.on_map(there):
            plan = _plan(g, player, (*path, there), most, price)
            if plan is not None:
                found.append((there, plan))
    if not found:
        return []
    far = len(board.terrain) + 1
    distance = _city_distances(board, {found[0][1].start, *path})
    found.sort(key=lambda step: (step[1].end is None, distance.get(step[0], far), step[1].cost))
    return found


def routes_to_cities(g: Rotw, player: int, path: tuple[str, ...], most: int,
                     price: Pricing | None = None) -> list[tuple[str, ...]]:
    """Whole builds from `path` on to a city within the tiles left, the shortest then the cheapest
    first (hex by hex, keeping to gentle turns; each checked as the move; over a ferry spot with a Ferry Line)."""
    board = g.board
    ferries = _ferries(board, price)
    base = _plan(g, player, path, most, price) if len(path) > 1 else None
    if len(path) > 1 and (base is None or base.end is not None):
        return []
    left = most - (len(base.tiles) if base else 0)
    candidates: list[tuple[str, ...]] = []

    def walk(route: tuple[str, ...], entry: int | None, tiles_left: int) -> None:
        here = route[-1]
        for edge in range(6):
            there = board.neighbour(here, edge)
            if there in route or not board.on_map(there):
                continue
            if entry is not None and not track.turn_ok(entry, edge):
                continue
            if there in board.cities:
                candidates.append((*route, there))
            elif tiles_left > 0 and (board.buildable(there) or there in ferries):
                walk((*route, there), board.edge_to(there, here), tiles_left - 1)

    walk(path, board.edge_to(path[-1], path[-2]) if len(path) > 1 else None, left)
    checked = []
    for route in candidates:
        with suppress(IllegalAction):
            plan = track.plan_build(g, player, route, None, most, price)
            checked.append((len(route), plan.cost, route))
    checked.sort()
    return [route for _, _, route in checked]


def between_cities(g: Rotw, player: int, path: tuple[str, ...], most: int, price: Pricing | None) -> tuple[str, ...]:
    """`path:London Reading`: two cities, not side by side, mean the cheapest build joining them now (the path as
    given otherwise)."""
    board = g.board
    if len(path) != 2:
        return path
    a, b = board.city(path[0]), board.city(path[1])
    if a is None or b is None or board.edge_to(a, b) is not None:
        return path
    joined = [route for route in routes_to_cities(g, player, (a,), most, price) if route[-1] == b]
    if not joined:
        raise IllegalAction(f"no build of at most {most} tiles joins {board.label(a)} to {board.label(b)} now: name the "
                            "hexes on the way, or pick a path /build suggests as you type")
    return min(joined, key=lambda route: (track.plan_build(g, player, route, None, most, price).cost, len(route), route))


def build_paths(g: Rotw, player: int, typed: str, card: str | None = None) -> list[str]:
    """Whole `path:` values that go on from what was typed, most useful first (see the module's text)."""
    if not may_build(g, player):
        return []
    board = g.board
    most, price = terms(g, player, card)
    words = typed.split()
    values: list[str] = []

    def add(hexes: tuple[str, ...] | list[str]) -> None:
        text = " ".join(hexes)
        if text not in values:
            values.append(text)

    typing_word = bool(words) and not typed[-1:].isspace()
    whole = read_path(board, words)
    if whole and len(whole) > 1 and _plan(g, player, tuple(whole), most, price) is not None:
        add(whole)  # exactly the typed hexes: already a legal build
    # the last word(s) still being typed: the hexes they may name, after the words before
    if typing_word:
        for width in range(1, min(_LONGEST_NAME, len(words)) + 1):
            before = read_path(board, words[:-width])
            if before is None:
                continue
            partial = " ".join(words[-width:]).lower()
            options = starts(g, player) if not before else [h for h, _ in next_steps(g, player, tuple(before), most, price)]
            for hex_name in options:
                if _named(board, hex_name, partial) and [*before, hex_name] != whole:
                    add([*before, hex_name])
    # the typed hexes followed by each legal next hex, then whole routes to a city
    if whole is not None:
        if not whole:
            for hex_name in starts(g, player):
                add([hex_name])
        else:
            for hex_name, _ in next_steps(g, player, tuple(whole), most, price):
                add([*whole, hex_name])
            for route in routes_to_cities(g, player, tuple(whole), most, price):
                add(route)
    if whole:
        typed_text = " ".join(whole)
        values.sort(key=lambda v: 0 if v == typed_text else 1 if v.startswith(typed_text + " ") else 2)
    return values


def build_towards(g: Rotw, player: int, path_text: str, card: str | None = None) -> list[str]:
    """Where the end of the link left incomplete by building `path_text` may point: the last hex's
    neighbours that make a legal build."""
    if not may_build(g, player):
        return []
    board = g.board
    path = read_path(board, path_text.split())
    if not path or len(path) < 2:
        return []
    most, price = terms(g, player, card)
    found = []
    for edge in range(6):
        toward = board.neighbour(path[-1], edge)
        if not board.buildable(toward) and toward not in _ferries(board, price):
            continue  # nothing goes on into water (but a Ferry Line's ferry spot)
        with suppress(IllegalAction):
            plan = track.plan_build(g, player, tuple(path), toward, most, price)
            if plan.end is not None:
                return []  # the build reaches a city: nothing is left to point
            found.append(toward)
    return found


def delivery_points(g: Rotw, player: int, color: str, cities: tuple[str, ...]) -> dict[int, int]:
    """The points a delivery gives, by player (one per link to its owner; the links as the move
    chooses them), or {} if it is not legal."""
    try:
        found = deliveries.check(g, player, color, cities, None)
    except IllegalAction:
        return {}
    owners = {link.id: link.owner for link in g.state.links}
    points: dict[int, int] = {}
    for link_id in found.links:
        points[owners[link_id]] = points.get(owners[link_id], 0) + 1
    return points


def city_builds(g: Rotw, player: int, card: str | None = None, *, own_only: bool = False) -> list[tuple[tuple[str, ...], BuildPlan]]:
    """Every build the player may make now that reaches a city, from each end of the player's unfinished links and
    from each city (`own_only`: only from the player's link ends and the cities on its links), with its plan: the
    cheapest first (the builds /game moves counts and /build path: offers)."""
    if not may_build(g, player):
        return []
    most, price = terms(g, player, card)
    found: dict[tuple[str, ...], BuildPlan] = {}
    mine = {c for link in g.state.links if link.owner == player for c in (link.start, link.end) if c}
    ends = set(track.incomplete(g, player))
    for start in starts(g, player):
        if own_only and start not in mine and start not in ends:
            continue
        for route in routes_to_cities(g, player, (start,), most, price):
            if route not in found and tuple(reversed(route)) not in found:
                with suppress(IllegalAction):
                    found[route] = track.plan_build(g, player, route, None, most, price)
    return sorted(found.items(), key=lambda item: (item[1].cost, len(item[0]), item[0]))


def cost_of(g: Rotw, player: int, action: object) -> int | None:
    """What a move costs the player, in thousands, where it has a price: a bid, a build, urbanizing, an engine
    upgrade, a Western Link; None otherwise."""
    from engine.rotw.actions import BuildTrack, FirstBid, UpgradeEngine, Urbanize, WesternLink

    if isinstance(action, FirstBid):
        return action.amount
    if isinstance(action, Urbanize):
        return g.rules.urbanize_cost
    if isinstance(action, UpgradeEngine):
        return g.rules.engine_costs.get(str(g.state.players[player].engine + 1))
    if isinstance(action, WesternLink):
        return g.rules.western_link_cost
    if isinstance(action, BuildTrack):
        with suppress(IllegalAction):
            most, price = terms(g, player, action.card)
            path = between_cities(g, player, tuple(action.path), most, price)
            return track.plan_build(g, player, path, action.toward, most, price).cost
    return None


def bonds_needed(g: Rotw, player: int, cost: int) -> int:
    """The bonds paying `cost` (thousands) would issue: only what the player's cash does not cover."""
    short = cost - g.state.players[player].money
    return max(0, -(-short // g.rules.bond_amount))


def consequences(g: Rotw, player: int, action: object) -> str | None:
    """A move that would issue bonds (each $1,000 less income every turn and a point lost at the end): what it
    issues, for "Are you sure?"; a bid issues them only if it wins."""
    from engine.rotw.actions import FirstBid

    cost = cost_of(g, player, action)
    bonds = bonds_needed(g, player, cost) if cost is not None else 0
    if not bonds:
        return None
    interest = bonds * g.rules.bond_interest * 1000
    winning = " if it wins" if isinstance(action, FirstBid) else ""
    return f"issues {bonds} bond{'s' if bonds > 1 else ''}{winning} (−${interest:,} income a turn)"
