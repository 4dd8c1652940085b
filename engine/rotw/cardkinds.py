"""The Railroad Operations cards of the Western U.S. and Europe decks (compendium, Appendix of Railroad
Operations Cards; engine/data/rotw_wus/CARDS.md, engine/data/rotw_eur/CARDS.md), apart from the Eastern
and Mexico kinds in cards.py:

  boomtown             (red X) a free New City tile on a gray city of the taker's choice, no cubes added;
  sutter_mill          (red X) `cubes` new random cubes on `city` (Sutter's Mill: 3 on Sacramento);
  coal_fueled_engines  (hand) one later engine upgrade at half price, rounded up (used on the holder's next
                       upgrade unless a free Engine Upgrade card is used instead);
  new_train            (green circle) the first player to reach a level `level` engine scores `points`;
  connect_via          (green circle) the first player whose own links join `cities` in order (the Golden
                       Spike: San Francisco to Omaha via Promontory) scores `points`;
  capital_charter      (infinity) a point to the holder for every link completed into `city` after it was
                       taken, whoever builds it; at most one Capital Charter a player;
  city_charter         (infinity) no other player may build a link into `city` from then on; track already
                       built there is kept (and may be completed).
And of the North America and Nippon decks (engine/data/rotw_na/CARDS.md, engine/data/rotw_nip/CARDS.md):
  mine_card            (red X) pay $10,000, pick a gray city, draw cubes onto it until a colour repeats (five at
                       most; the repeated one goes back): the Mines mini-expansion's draw, as a card;
  foreign_trade_ports  (red X) `cubes` new random cube(s) on each of `cities`;
  local_campaign       (hand) 3 points to the holder when `city` has no cubes (at once if it has none when taken);
                       turned up while `city` is empty, it is discarded and another card turned up;
  diplomatic_relations kept until the holder's next delivery over links of at least two players (theirs among
                       them): every player whose link it used gains a point (our reading of "All involved players
                       gain one additional income");
  shinbashi            (green circle) the first to deliver a `color` cube from `from` to `to` scores `points`;
  long_distance        (green circle) the first to complete a link of `segments` track tiles or more scores `points`.
And of the Great Britain deck (engine/data/rotw_gb/CARDS.md):
  railroad_inspector   (hand) "stop 1 delivery of any other player. The cube stays on the city and that player loses
                       their action. No player may be stopped by an Inspector more than once per game." A chat game
                       cannot wait on every delivery for a holder's word, so the holder plays it in their own action
                       round, not as an action (`inspect PLAYER`), against that player's next delivery (our reading).
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.core.names import name_key
from engine.rotw import deliver as deliveries
from engine.rotw import mines
from engine.rotw.actions import Inspect, TakeCard, Urbanize
from engine.rotw.cities import urbanize
from engine.rotw.data import BaronCard, OperationsCard, kinds_of, operations_by_id
from engine.rotw.scoring import connected, score
from engine.rotw.state import Link, city_pairs, draw_cube, money

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

TAKES = {"boomtown": ("city", "color"), "mine_card": ("city",)}  # options a new kind's card uses when taken
CHARTERS = ("capital_charter", "city_charter")


def _spec(g: Rotw, card: str) -> OperationsCard:
    return operations_by_id(g.cards)[card]


def held(g: Rotw, kind: str) -> list[tuple[int, OperationsCard]]:
    """(holder, card) of every kept card of that kind."""
    return [(p, _spec(g, c)) for p, standing in enumerate(g.state.players) for c in standing.cards
            if _spec(g, c).kind == kind]


def take(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard | None:
    """Take a card of a new kind (the card is still in the display); None if the kind is not one of these."""
    state, name = g.state, g.player_name(player)
    if card.kind == "boomtown":
        if not action.city or not action.color:
            raise IllegalAction(f"say which gray city and which New City tile: take-card {card.id} CITY COLOUR")
        done = urbanize(g, player, Urbanize(city=action.city, color=action.color), [], free=True, cubes=0)
        state.display.remove(card.id)
        messages.append(f"{name} takes {card.name}: a free {done.color} New City tile on {g.board.label(done.city)}, "
                        f"no cubes added.")
        return TakeCard(card=card.id, city=done.city, color=done.color)
    if card.kind == "sutter_mill":
        city = g.board.city(str(card.params["city"]))
        if city is None:
            raise IllegalAction(f"{card.params['city']} is not on this map")
        added = [c for c in (draw_cube(state, g.rng_for) for _ in range(int(card.params["cubes"]))) if c is not None]
        state.cubes.setdefault(city, []).extend(added)
        if city in state.empty and added:
            state.empty.remove(city)
        state.display.remove(card.id)
        messages.append(f"{name} takes {card.name}: {' and '.join(added) or 'no'} cubes go to {g.board.label(city)}.")
        return TakeCard(card=card.id)
    if card.kind == "mine_card":
        city = mines.gray_city(g, action.city or "")
        if city in g.closed_cities():
            raise IllegalAction(f"{g.board.label(city)} may no longer have goods growth")
        state.display.remove(card.id)
        messages.append(f"{name} takes {card.name}.")
        mines.dig(g, player, city, messages)
        state.mines[city] = player
        return TakeCard(card=card.id, city=city)
    if card.kind == "foreign_trade_ports":
        state.display.remove(card.id)
        arrived = []
        for city_name in card.params["cities"]:
            city = g.board.city(str(city_name))
            if city is None:
                continue
            added = [c for c in (draw_cube(state, g.rng_for) for _ in range(int(card.params.get("cubes", 1)))) if c]
            state.cubes.setdefault(city, []).extend(added)
            if added and city in state.empty:
                state.empty.remove(city)
            arrived.append(f"{' and '.join(added) or 'no cube'} to {g.board.label(city)}")
        messages.append(f"{name} takes {card.name}: {', '.join(arrived)}.")
        return TakeCard(card=card.id)
    if card.kind in ("local_campaign", "diplomatic_relations"):
        state.display.remove(card.id)
        state.players[player].cards.append(card.id)
        messages.append(f"{name} takes {card.name} ({card.text}).")
        campaigns(g, messages)
        return TakeCard(card=card.id)
    if card.kind in CHARTERS:
        city = g.board.city(str(card.params["city"]))
        if city is None:
            raise IllegalAction(f"{card.params['city']} is not on this map")
        if card.kind == "capital_charter" and any(p == player for p, _ in held(g, "capital_charter")):
            raise IllegalAction("you hold a Capital Charter already; a player may hold only one")
        state.display.remove(card.id)
        state.players[player].cards.append(card.id)
        if card.kind == "capital_charter":
            messages.append(f"{name} takes {card.name}: a point for every link completed into "
                            f"{g.board.label(city)} from now on.")
        else:
            messages.append(f"{name} takes {card.name}: no other player may build a link into {g.board.label(city)} now.")
        return TakeCard(card=card.id)
    return None


def moves(g: Rotw, card: OperationsCard, player: int) -> list[TakeCard] | None:
    """The ways to take a card of a new kind, or None if it is not one of these."""
    if card.kind == "boomtown":
        gray = [h for h in g.board.cities if deliveries.city_color(g, h) == "gray" and urbanizable(g, h)]
        colors = [c for c, n in sorted(g.state.new_cities.items()) if n]
        return [TakeCard(card=card.id, city=h, color=c) for h in gray for c in colors]
    if card.kind == "capital_charter" and any(p == player for p, _ in held(g, "capital_charter")):
        return []
    if card.kind == "mine_card":
        return [TakeCard(card=card.id, city=h) for h in g.board.cities if deliveries.city_color(g, h) == "gray"
                and h not in g.state.mines and urbanizable(g, h)]
    return None


# -- deliveries -----------------------------------------------------------------------------------------


def after_delivery(g: Rotw, player: int, color: str, cities: tuple[str, ...], links: tuple[int, ...],
                   messages: list[str]) -> None:
    """Shinbashi Station may be won; a held Diplomatic Relations pays its players; Local Campaigns are checked."""
    state = g.state
    for card_id in list(state.display):
        card = _spec(g, card_id)
        if card.kind == "shinbashi" and color == card.params["color"] and cities[0] == g.board.city(
                str(card.params["from"])) and cities[-1] == g.board.city(str(card.params["to"])):
            _claim(g, player, card, messages)
    owners = sorted({lk.owner for lk in state.links if lk.id in links})
    if len(owners) >= 2 and player in owners:
        for holder, card in held(g, "diplomatic_relations"):
            if holder == player:
                state.players[player].cards.remove(card.id)
                for owner in owners:
                    score(g, owner, 1, messages, f"for {card.name}")
                break
    campaigns(g, messages)


def campaigns(g: Rotw, messages: list[str]) -> None:
    """Local Campaign: its holder gains its points once its city has no cubes, and discards it."""
    for holder, card in held(g, "local_campaign"):
        city = g.board.city(str(card.params["city"]))
        if city is not None and not g.state.cubes.get(city):
            g.state.players[holder].cards.remove(card.id)
            score(g, holder, int(card.params["points"]), messages, f"for {card.name}, its city empty")


def discarded_on_turning_up(g: Rotw, card: OperationsCard) -> bool:
    """A Local Campaign turned up while its city is already empty is discarded (another card comes instead)."""
    if card.kind != "local_campaign":
        return False
    city = g.board.city(str(card.params["city"]))
    return city is not None and not g.state.cubes.get(city)


def urbanizable(g: Rotw, hex_name: str) -> bool:
    """Whether a gray city may be urbanized on this map now (a map may close some: the Transcontinental
    game's Eastern cities once the West is open)."""
    return hex_name not in g.closed_cities()


# -- engine upgrades ------------------------------------------------------------------------------------


def upgrade_price(g: Rotw, player: int, cost: int, messages: list[str]) -> int:
    """A held Coal Fueled Engines card halves the upgrade (rounded up to whole $1,000) and is used up."""
    for card_id in g.state.players[player].cards:
        card = _spec(g, card_id)
        if card.kind == "coal_fueled_engines":
            g.state.players[player].cards.remove(card_id)
            half = -(-cost // 2)
            messages.append(f"{g.player_name(player)} uses {card.name}: the upgrade costs {money(half)} instead of "
                            f"{money(cost)}.")
            return half
    return cost


def after_upgrade(g: Rotw, player: int, messages: list[str]) -> None:
    """New Train: the first to the card's engine level scores it."""
    for card_id in list(g.state.display):
        card = _spec(g, card_id)
        if card.kind == "new_train" and g.state.players[player].engine >= int(card.params["level"]):
            _claim(g, player, card, messages)


# -- building -------------------------------------------------------------------------------------------


def after_link(g: Rotw, player: int, link: Link, messages: list[str]) -> None:
    """A completed link: Capital Charters into its cities score, and the Golden Spike may be won."""
    for holder, card in held(g, "capital_charter"):
        city = g.board.city(str(card.params["city"]))
        if city in (link.start, link.end):
            score(g, holder, int(card.params.get("points_per_link", 1)), messages, f"for the {card.name}")
    _first_connections(g, player)
    for card_id in list(g.state.display):
        card = _spec(g, card_id)
        if card.kind == "long_distance" and link.owner == player and len(link.segments) >= int(card.params["segments"]):
            _claim(g, player, card, messages)
        elif card.kind == "connect_via":
            stops = [g.board.city(str(name)) for name in card.params["cities"]]
            if all(s is not None for s in stops) and all(
                    connected(g, player, a, b) for a, b in pairwise(stops) if a and b):
                _claim(g, player, card, messages)


def _first_connections(g: Rotw, player: int) -> None:
    """Rail Baron cards won by the first player to connect two places (the Golden Spike's Mark Hopkins): who was."""
    for baron in g.cards.barons:
        if baron.goal == "first_connect_any" and baron.id not in g.state.first_connections and _connects_any(g, player, baron):
            g.state.first_connections[baron.id] = player


def _connects_any(g: Rotw, player: int, baron: BaronCard) -> bool:
    ones = [g.board.city(str(name)) for name in baron.params["from"]]
    others = [g.board.city(str(name)) for name in baron.params["to"]]
    return any(a is not None and b is not None and connected(g, player, a, b) for a in ones for b in others)


def baron_points(g: Rotw, player: int, baron: BaronCard) -> tuple[int, str] | None:
    """End scoring of the Western and Golden Spike Rail Baron goals; None for a goal not of these."""
    state, params, goal = g.state, baron.params, baron.goal
    if goal == "connect_urbanized":  # 3 points for each of the cities, urbanized and reached by one's own link
        reached = {c for lk in state.links if lk.owner == player for pair in city_pairs(state.links, lk) for c in pair}
        cities = [name for name in params["cities"] if (h := g.board.city(str(name))) in state.colors and h in reached]
        points = len(cities) * int(params["points_per_city"])
        return (points, f"urbanized and reached: {', '.join(cities)}") if points else (0, "")
    if goal == "country_cities":  # King Alfonso XII: 2 points for each Spanish city one's own links reach
        reached = {c for lk in state.links if lk.owner == player and lk.complete for pair in city_pairs(state.links, lk)
                   for c in pair}
        cities = [name for name in params["cities"] if g.board.city(str(name)) in reached]
        points = len(cities) * int(params["points_per_city"])
        return (points, f"{len(cities)} {params['country']} cities: {', '.join(cities)}") if points else (0, "")
    if goal == "color_cities":  # a point for each city of the colour one's own links reach (its colour now)
        reached = {c for lk in state.links if lk.owner == player and lk.complete for pair in city_pairs(state.links, lk)
                   for c in pair}
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


def charter_problem(g: Rotw, player: int, city: str) -> str | None:
    """Why the player may not build a link into `city` (another player's City Charter), or None."""
    if "city_charter" not in kinds_of(g.cards):  # most decks have none: no need to look at every player's cards
        return None
    for holder, card in held(g, "city_charter"):
        if holder != player and g.board.city(str(card.params["city"])) == city:
            return f"{g.player_name(holder)} holds the {card.name}: no other player may build a link into {g.board.label(city)}"
    return None


def _claim(g: Rotw, player: int, card: OperationsCard, messages: list[str]) -> None:
    g.state.display.remove(card.id)
    g.state.claimed.append(card.id)
    score(g, player, int(card.params["points"]), messages, f"for {card.name}")


# -- the Railroad Inspector ------------------------------------------------------------------------------


def inspections(g: Rotw, player: int) -> list[Inspect]:
    """The Inspector moves the player may make now: against each other player not stopped yet nor awaited."""
    if not held_by(g, player, "railroad_inspector") or player in g.state.inspectors.values():
        return []
    state = g.state
    return [Inspect(player=g.players[p]) for p in range(len(g.players))
            if p != player and p not in state.inspected and p not in state.inspectors]


def held_by(g: Rotw, player: int, kind: str) -> OperationsCard | None:
    """The card of that kind `player` has kept, or None."""
    return next((card for holder, card in held(g, kind) if holder == player), None)


def inspect(g: Rotw, player: int, action: Inspect, messages: list[str]) -> Inspect:
    """The player plays their Railroad Inspector on another player: that player's next delivery is stopped (once a game)."""
    card = held_by(g, player, "railroad_inspector")
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
    card = held_by(g, holder, "railroad_inspector")
    if card is not None:
        state.players[holder].cards.remove(card.id)
    state.inspected.append(player)
    messages.append(f"{g.player_name(holder)}'s Railroad Inspector stops {g.player_name(player)}'s delivery: the cube "
                    f"stays on {g.board.label(origin)} and the action is lost.")
    return True
