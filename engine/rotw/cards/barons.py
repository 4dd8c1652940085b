"""Rail Baron cards (compendium appendices; engine/data/rotw_<map>/CARDS.md): scored at the end; those asking for the
most, the fewest or the longest score nothing on a tie. Pullman's (first to an engine level) is revealed and scored
as soon as it is met; Mark Hopkins' (the first to connect two places) is remembered when met."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rotw import deliver as deliveries
from engine.rotw.cards.kinds import hotel
from engine.rotw.data import BaronCard
from engine.rotw.scoring import connected, score
from engine.rotw.state import city_pairs

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw


def baron_spec(g: Rotw, card: str | None) -> BaronCard | None:
    """The Rail Baron card with the given id, or None (no card, or none such in the deck)."""
    return next((b for b in g.cards.barons if b.id == card), None)


def barons_of(g: Rotw, player: int) -> list[str]:
    """The player's Rail Baron cards kept: one, or in the Transcontinental game the Eastern phase's and the Western's."""
    standing = g.state.players[player]
    return [*standing.earlier_barons, *([standing.baron] if standing.baron else [])]


def after_upgrade(g: Rotw, player: int, messages: list[str]) -> None:
    """The first player to each engine level is remembered (Pullman's goal), and a Pullman holder
    who is first reveals and scores at once."""
    state = g.state
    level = str(state.players[player].engine)
    if level in state.engine_firsts:
        return
    state.engine_firsts[level] = player
    for card_id in barons_of(g, player):
        baron = baron_spec(g, card_id)
        if baron is not None and baron.goal == "first_to_engine" and str(baron.params["level"]) == level:
            messages.append(f"{g.player_name(player)} reveals the Rail Baron card {baron.name}: first to a level {level} "
                            f"engine.")
            score(g, player, baron.points, messages, f"for {baron.name}")
            state.claimed.append(baron.id)


def first_connections(g: Rotw, player: int) -> None:
    """Rail Baron cards won by the first player to connect two places (the Golden Spike's Mark Hopkins): who was."""
    for baron in g.cards.barons:
        if baron.goal == "first_connect_any" and baron.id not in g.state.first_connections and _connects_any(g, player, baron):
            g.state.first_connections[baron.id] = player


def _connects_any(g: Rotw, player: int, baron: BaronCard) -> bool:
    ones = [g.board.city(str(name)) for name in baron.params["from"]]
    others = [g.board.city(str(name)) for name in baron.params["to"]]
    return any(a is not None and b is not None and connected(g, player, a, b) for a in ones for b in others)


def _own_graph(g: Rotw, player: int) -> dict[str, list[tuple[str, int]]]:
    graph: dict[str, list[tuple[str, int]]] = {}
    for link in g.state.links:
        if link.owner == player:
            for a, b in city_pairs(g.state.links, link):
                graph.setdefault(a, []).append((b, link.id))
                graph.setdefault(b, []).append((a, link.id))
    return graph


def longest_run(g: Rotw, player: int) -> int:
    """The most links in one continuous run of the player's own links (no link twice)."""
    graph = _own_graph(g, player)
    best = 0

    def walk(city: str, used: frozenset[int]) -> None:
        nonlocal best
        best = max(best, len(used))
        for there, link in graph.get(city, []):
            if link not in used:
                walk(there, used | {link})

    for city in graph:
        walk(city, frozenset())
    return best


def measure(g: Rotw, player: int, goal: str) -> int:
    """Where `player` stands on a Rail Baron goal, as a number (more is better; fewest bonds counts negative)."""
    state = g.state
    standing = state.players[player]
    own = [lk for lk in state.links if lk.owner == player and lk.complete]
    if goal == "fewest_bonds":
        return -standing.bonds
    if goal == "highest_engine":
        return standing.engine
    if goal == "most_cities":
        return len({c for lk in own for pair in city_pairs(state.links, lk) for c in pair})
    if goal == "longest_railroad":
        return longest_run(g, player)
    if goal == "largest_railroad":
        return len(own)
    if goal == "most_money":
        return standing.money
    if goal == "most_bonds":
        return standing.bonds
    if goal == "most_track_tiles":
        return sum(len(lk.segments) for lk in own)
    raise ValueError(goal)


def baron_points(g: Rotw, player: int, which: str | None = None) -> tuple[int, str]:
    """(points, why) the player's Rail Baron card (or `which` of theirs) scores at the end."""
    state = g.state
    card = baron_spec(g, state.players[player].baron if which is None else which)
    if card is None or card.id in state.claimed:
        return 0, ""
    goal, params = card.goal, card.params
    if goal == "links_from_city":
        city = g.board.city(params["city"])
        links = sum(1 for lk in state.links if lk.owner == player and any(city in p for p in city_pairs(state.links, lk)))
        return min(links * int(params["points_per_link"]), int(params["max_points"])), f"{links} links at {params['city']}"
    if goal == "western_link":
        return (card.points, "a Western Link") if player in state.western_links.values() else (0, "")
    if goal == "connect":  # two cities, or more (David Moffat: Denver, Grand Junction, Gallup, Salt Lake City)
        first, *rest = (g.board.city(name) for name in params["cities"])
        joined = first is not None and all(c is not None and connected(g, player, first, c) for c in rest)
        return (card.points, " - ".join(params["cities"]) + " connected") if joined else (0, "")
    more = _later_goals(g, player, card)
    if more is not None:
        return more
    if goal == "first_to_engine":
        return 0, ""  # scored when met (after_upgrade), else nothing
    if goal == "hotels_held":
        hotels = hotel.count_held(g, player)
        table = {int(k): int(v) for k, v in params["points_by_count"].items()}
        earned = max((points for count, points in table.items() if hotels >= count), default=0)
        return (earned, f"{hotels} Hotels") if earned else (0, "")
    mine = measure(g, player, goal)
    others = [measure(g, p, goal) for p in range(len(g.players)) if p != player]
    if all(mine > other for other in others):
        return card.points, goal.replace("_", " ")
    return 0, ""


def _reached(g: Rotw, player: int, complete: bool) -> set[str]:
    state = g.state
    return {c for lk in state.links if lk.owner == player and (lk.complete or not complete)
            for pair in city_pairs(state.links, lk) for c in pair}


def _later_goals(g: Rotw, player: int, baron: BaronCard) -> tuple[int, str] | None:
    """End scoring of the Western, European, Nippon and Golden Spike Rail Baron goals; None for a goal not of these."""
    state, params, goal = g.state, baron.params, baron.goal
    if goal == "connect_urbanized":  # 3 points for each of the cities, urbanized and reached by one's own link
        reached = _reached(g, player, complete=False)
        cities = [name for name in params["cities"] if (h := g.board.city(str(name))) in state.colors and h in reached]
        points = len(cities) * int(params["points_per_city"])
        return (points, f"urbanized and reached: {', '.join(cities)}") if points else (0, "")
    if goal == "country_cities":  # King Alfonso XII: 2 points for each Spanish city one's own links reach
        reached = _reached(g, player, complete=True)
        cities = [name for name in params["cities"] if g.board.city(str(name)) in reached]
        points = len(cities) * int(params["points_per_city"])
        return (points, f"{len(cities)} {params['country']} cities: {', '.join(cities)}") if points else (0, "")
    if goal == "color_cities":  # a point for each city of the colour one's own links reach (its colour now)
        reached = _reached(g, player, complete=True)
        count = sum(1 for c in reached if deliveries.city_color(g, c) == params["color"])
        points = min(count * int(params.get("points_per_city", 1)), int(params.get("max_points", baron.points)))
        return (points, f"{count} {params['color']} cities") if points else (0, "")
    if goal == "highest_engine" and "ties_count_at" in params:  # Hisashige Tanaka: a tie scores only at level 8
        mine = state.players[player].engine
        others = [s.engine for p, s in enumerate(state.players) if p != player]
        met = all(mine > o for o in others) or (mine == int(params["ties_count_at"]) and all(mine >= o for o in others))
        return (baron.points, "highest engine") if met else (0, "")
    if goal == "long_delivery":
        longest = state.longest_delivery.get(player, 0)
        met = longest >= int(params["links"])
        return (baron.points, f"a delivery of {longest} links") if met else (0, "")
    if goal == "connect_any":
        return (baron.points, "connected") if _connects_any(g, player, baron) else (0, "")
    if goal == "first_connect_any":
        return (baron.points, "first to connect") if state.first_connections.get(baron.id) == player else (0, "")
    if goal == "major_lines_won":
        won = [line for line in g.board.spec.major_lines if state.major_lines.get(line.id) == player]
        sides = [_side(g, line.ends) for line in won]
        wanted = params.get("board")
        counted = [s for s in sides if wanted is None or s == wanted]
        met = len(counted) >= int(params["count"]) and (not params.get("each_board") or {"east", "west"} <= set(sides))
        return (baron.points, f"{len(won)} Major Lines") if met else (0, "")
    return None


def _side(g: Rotw, ends: tuple[str, str]) -> str:
    """Which board a Major Line lies on in the Transcontinental game ("east", "west", or "both")."""
    western = getattr(g, "western_cities", None)
    if western is None:
        return "east"
    sides = {"west" if g.board.city(name) in western() else "east" for name in ends}
    return sides.pop() if len(sides) == 1 else "both"
