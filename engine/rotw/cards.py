"""Railroad Operations cards and Rail Baron cards (compendium appendices; engine/data/rotw_<map>/CARDS.md).

Operations cards by their corner icon (`params.timing`):
  goal (green circle)      never taken: the first player to do what it says scores it (checked after
                           every delivery and engine upgrade);
  immediate (red X)        used when taken: City Growth, New Industry, Railroad Executive;
  held (hand)              kept until used once: Land Grant (plains tiles free in one build);
  lasting (infinity)       kept for the game: Hotels (a point for every cube delivered there);
  lasting_once_per_turn    kept, usable in one action a turn: Perfect Engineering (five tiles).
Taking a card is the player's action. Rail Baron goals are scored at the end; those asking for the
most, the fewest or the longest score nothing on a tie. Pullman's (first to an engine level) is
revealed and scored as soon as it is met.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw import cardkinds
from engine.rotw.actions import TakeCard, Urbanize, card_word
from engine.rotw.cities import urbanize
from engine.rotw.data import BaronCard, OperationsCard, operations_by_id
from engine.rotw.scoring import connected, score
from engine.rotw.state import city_pairs, draw_cube
from engine.rotw.track import Pricing

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw


def spec(g: Rotw, card: str) -> OperationsCard:
    """The Railroad Operations card with the given id; IllegalAction if the deck has none such."""
    found = operations_by_id(g.cards).get(card)
    if found is None:
        raise IllegalAction(f"there is no Railroad Operations card {card}")
    return found


def timing(card: OperationsCard) -> str:
    """When the card acts: its `timing` ("held", "goal", …), "immediate" if it says none."""
    return str(card.params.get("timing", "immediate"))


def takeable(g: Rotw) -> list[OperationsCard]:
    """The display's cards a player may take (not those that go to the first to meet their goal)."""
    return [spec(g, c) for c in g.state.display if timing(spec(g, c)) != "goal"]


# -- goals (green circle) --------------------------------------------------------------------------------


def _claim(g: Rotw, player: int, card: OperationsCard, messages: list[str]) -> None:
    g.state.display.remove(card.id)
    g.state.claimed.append(card.id)
    score(g, player, int(card.params["points"]), messages, f"for {card.name}")


def after_delivery(g: Rotw, player: int, color: str, cities: tuple[str, ...], messages: list[str],
                   links: tuple[int, ...] = ()) -> None:
    """Goal cards a delivery may win, and Hotels at its destination."""
    state = g.state
    colors = state.delivered.setdefault(player, [])
    if color not in colors:
        colors.append(color)
    target = cities[-1]
    for card_id in list(state.display):
        card = spec(g, card_id)
        if timing(card) != "goal":
            continue
        params = card.params
        won = (card.kind == "first_delivery"
               or (card.kind == "first_exact_links_delivery" and len(cities) - 1 == params["links"])
               or (card.kind == "first_colors_delivered" and len(colors) >= params["colors"])
               or (card.kind == "service_bounty" and g.board.city(params["city"]) == target))
        if won:
            _claim(g, player, card, messages)
    for link_id in links:
        if link_id in state.depots:
            holder = state.depots[link_id]
            depot = next(spec(g, c) for c in state.players[holder].cards if spec(g, c).kind == "trading_depot")
            score(g, holder, int(depot.params["points_per_delivery"]), messages,
                  f"for the Trading Depot on link {link_id}")
    for holder, standing in enumerate(state.players):
        for card_id in standing.cards:
            card = spec(g, card_id)
            if card.kind == "hotel" and g.board.city(card.params["city"]) == target:
                score(g, holder, int(card.params["points_per_cube"]), messages, f"for the {card.name}")
    cardkinds.after_delivery(g, player, color, cities, links, messages)


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


# -- taking a card ---------------------------------------------------------------------------------------


def in_display(g: Rotw, typed: str) -> OperationsCard:
    """The display's card a player means: its id, its number on the status card (1, 2, …) or its name as shown."""
    text = typed.strip()
    display = g.state.display
    if any(c.id == text for c in g.cards.operations):
        return spec(g, text)
    if text.isdigit():
        if not 1 <= int(text) <= len(display):
            raise IllegalAction(f"the display has cards 1 to {len(display)}; card {text} is not there")
        return spec(g, display[int(text) - 1])
    named = [spec(g, c) for c in display if card_word(spec(g, c).name) == card_word(text)]
    if not named:
        shown = ", ".join(f"{i} {g.card_name(c)}" for i, c in enumerate(display, start=1))
        raise IllegalAction(f"no card called '{text}' is in the display ({shown})")
    return named[0]


def take(g: Rotw, player: int, action: TakeCard, messages: list[str]) -> TakeCard:
    """The player takes a Railroad Operations card from the display, doing at once what it does, or keeping it."""
    state = g.state
    card = in_display(g, action.card) if not g.trusted else spec(g, action.card)
    if card.id not in state.display:
        raise IllegalAction(f"{card.name} is not in the display")
    if timing(card) == "goal":
        raise IllegalAction(f"{card.name} cannot be taken: it goes to the first player to do what it says")
    if card.kind == "executive" and state.extra_actions:
        raise IllegalAction("the actions a Railroad Executive gives may not take the other Railroad Executive")
    takes = TAKES.get(card.kind, cardkinds.TAKES.get(card.kind, ()))
    given = [word for field, word in OPTION_WORDS.items() if getattr(action, field) not in (None, "") and field not in takes]
    if given:  # an option the card has no use for is refused, not silently dropped
        raise IllegalAction(f"{card.name} takes no {' or '.join(given)}")
    done = cardkinds.take(g, player, card, action, messages)
    if done is not None:
        return done
    if card.kind == "city_growth":
        city = g.board.city(action.city or "")
        if city is None:
            raise IllegalAction(f"say which city grows: take-card {card.id} CITY")
        if city in g.closed_cities():
            raise IllegalAction(f"{g.board.label(city)} may no longer grow (an Eastern city once the West is open)")
        added = [c for c in (draw_cube(state, g.rng_for) for _ in range(int(card.params["cubes"]))) if c is not None]
        state.cubes.setdefault(city, []).extend(added)
        if city in state.empty and added:
            state.empty.remove(city)
        messages.append(f"{g.player_name(player)} takes {card.name}: {' and '.join(added) or 'no'} cubes go to {g.board.label(city)}.")
        state.display.remove(card.id)
        return TakeCard(card=card.id, city=city)
    if card.kind == "new_industry":
        if not action.city or not action.color:
            raise IllegalAction(f"say which gray city and colour: take-card {card.id} CITY COLOUR")
        state.display.remove(card.id)
        messages.append(f"{g.player_name(player)} takes {card.name}: a free New City tile.")
        done = urbanize(g, player, Urbanize(city=action.city, color=action.color), messages, free=True)
        return TakeCard(card=card.id, city=done.city, color=done.color)
    if card.kind == "trading_depot":
        link = next((lk for lk in state.links if lk.id == action.link and lk.complete), None)
        if link is None or link.owner == player:
            raise IllegalAction(f"put the {card.name} on another player's complete link: take-card {card.id} link:N")
        if link.id in state.depots:
            raise IllegalAction(f"link {link.id} has a Trading Depot already")
        state.display.remove(card.id)
        state.players[player].cards.append(card.id)
        state.depots[link.id] = player
        messages.append(f"{g.player_name(player)} takes {card.name} and puts it on {g.player_name(link.owner)}'s link "
                        f"{link.id}: a point whenever a delivery uses it.")
        return TakeCard(card=card.id, link=link.id)
    if action.city or action.color or action.link:
        raise IllegalAction(f"{card.name} takes no city, colour or link")
    state.display.remove(card.id)
    if card.kind == "executive":
        state.extra_actions = int(card.params["actions"])
        messages.append(f"{g.player_name(player)} takes {card.name}: {state.extra_actions} more actions now.")
        return TakeCard(card=card.id)
    state.players[player].cards.append(card.id)
    messages.append(f"{g.player_name(player)} takes {card.name} ({card.text}).")
    return TakeCard(card=card.id)


BUILD_CARDS = ("land_grant", "perfect_engineering", "civil_engineers", "tunnel_engineer", "ferry_line", "hot_springs")
TAKES = {"city_growth": ("city",), "new_industry": ("city", "color"), "trading_depot": ("link",)}  # options a card uses
OPTION_WORDS = {"city": "city", "color": "colour", "link": "link"}


def build_card(g: Rotw, player: int, card_id: str | None) -> tuple[int, Pricing | None, OperationsCard | None]:
    """(most tiles, the card's prices or None, the card used) for a build using `card_id`."""
    most = g.rules.tiles_per_build
    if card_id is None:
        return most, None, None
    standing, state = g.state.players[player], g.state
    if card_id not in standing.cards:
        raise IllegalAction(f"you hold no card {card_id}")
    card = spec(g, card_id)
    if card.kind == "perfect_engineering":
        if card.id in state.used_this_turn:
            raise IllegalAction(f"{card.name} has been used this turn already")
        return int(card.params["max_tiles"]), None, card
    if card.kind not in BUILD_CARDS:
        raise IllegalAction(f"{card.name} is not used when building track")
    board, costs = g.board, g.rules.track_costs

    def ridge(hex_name: str, entered_by: int) -> int:
        extra = costs["ridge"] if (hex_name, entered_by) in board.ridges else 0
        return -(-extra // 2) if card.kind == "tunnel_engineer" else extra  # a Land Grant's ridge still costs (our reading)

    def price(hex_name: str, entered_by: int) -> int:
        terrain = board.terrain[hex_name]
        if card.kind == "ferry_line" and hex_name in board.ferries:
            return 0  # "You may build over one ferry hex for free ... ignore the snow line surcharge for this hex"
        tile = costs[terrain]
        if card.kind == "land_grant" and terrain in card.params["free_terrain"]:
            tile = 0
        elif card.kind == "civil_engineers" and terrain in ("river", "water"):  # "water hexes": rivers, outlined water
            tile = int(card.params["cost"])
        elif card.kind == "tunnel_engineer":
            tile = -(-tile // 2) if terrain == "mountain" else tile
        return tile + ridge(hex_name, entered_by) + board.snow_cost(g.rules, hex_name)

    return most, Pricing(price, ridge, ferry=card.kind == "ferry_line"), card


def held_of_kind(g: Rotw, player: int, kind: str) -> OperationsCard | None:
    """A card of that kind the player holds, if any."""
    for card_id in g.state.players[player].cards:
        card = spec(g, card_id)
        if card.kind == kind:
            return card
    return None


def turn_up(g: Rotw, messages: list[str] | None, setup: random.Random | None = None) -> None:
    """Turn up the deck's next card; Operations Growth is discarded at once and two cards come instead;
    a Railroad Executive dealt at setup (`setup` is then the deck's generator) goes back into the deck."""
    state = g.state
    if not state.deck:
        return
    if setup is None and g.secret is not None:  # in play: a fresh draw among the cards left (an undo never shows the next)
        index = g.rng_for("deck", state.deck_draws).randrange(len(state.deck))
        state.deck_draws += 1
        card = spec(g, state.deck.pop(index))
    else:
        card = spec(g, state.deck.pop())
        if setup is None:
            g.counted_draw()  # the deck's top is shown: a draw all the same (one a move's undo must not show again)
    if setup is not None and card.kind == "executive" and any(spec(g, c).kind != "executive" for c in state.deck):
        state.deck.insert(setup.randrange(len(state.deck) + 1), card.id)
        turn_up(g, messages, setup)
        return
    if cardkinds.discarded_on_turning_up(g, card):
        state.claimed.append(card.id)
        if messages is not None:
            messages.append(f"{card.name} is turned up while its city is empty: it is discarded and another comes.")
        turn_up(g, messages, setup)
        return
    if card.kind == "operations_growth":
        state.claimed.append(card.id)
        if messages is not None:
            messages.append(f"{card.name} is turned up: it is discarded and two cards are turned up instead.")
        for _ in range(int(card.params.get("deal", 2))):
            turn_up(g, messages, setup)
        return
    state.display.append(card.id)
    if messages is not None:
        messages.append(f"A new Railroad Operations card is turned up: {card.name}.")


def used_for_build(g: Rotw, player: int, card: OperationsCard) -> None:
    """The card helps a build: a kept card is spent, a once-a-turn one counts as used this turn."""
    if timing(card) == "held":
        g.state.players[player].cards.remove(card.id)
    else:
        g.state.used_this_turn.append(card.id)


# -- Rail Baron cards at the end ----------------------------------------------------------------------------


def baron_spec(g: Rotw, card: str | None) -> BaronCard | None:
    """The Rail Baron card with the given id, or None (no card, or none such in the deck)."""
    return next((b for b in g.cards.barons if b.id == card), None)


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


def barons_of(g: Rotw, player: int) -> list[str]:
    """The player's Rail Baron cards kept: one, or in the Transcontinental game the Eastern phase's and the Western's."""
    standing = g.state.players[player]
    return [*standing.earlier_barons, *([standing.baron] if standing.baron else [])]


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
    more = cardkinds.baron_points(g, player, card)
    if more is not None:
        return more
    if goal == "first_to_engine":
        return 0, ""  # scored when met (after_upgrade), else nothing
    if goal == "hotels_held":
        hotels = sum(1 for c in state.players[player].cards if spec(g, c).kind == "hotel")
        table = {int(k): int(v) for k, v in params["points_by_count"].items()}
        earned = max((points for count, points in table.items() if hotels >= count), default=0)
        return (earned, f"{hotels} Hotels") if earned else (0, "")
    mine = measure(g, player, goal)
    others = [measure(g, p, goal) for p in range(len(g.players)) if p != player]
    if all(mine > other for other in others):
        return card.points, goal.replace("_", " ")
    return 0, ""
