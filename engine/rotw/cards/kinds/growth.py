"""Cards (red X) that bring new goods or a New City (engine/data/rotw_<map>/CARDS.md):

  city_growth          `cubes` new random cubes on a city of the taker's choice;
  new_industry         a free New City tile on a gray city of the taker's choice (its cubes as urbanizing adds);
  boomtown             a free New City tile on a gray city of the taker's choice, no cubes added;
  sutter_mill          `cubes` new random cubes on `city` (Sutter's Mill: 3 on Sacramento);
  foreign_trade_ports  `cubes` new random cube(s) on each of `cities`;
  mine_card            pay $10,000, pick a gray city, draw cubes onto it until a colour repeats (five at most; the
                       repeated one goes back): the Mines mini-expansion's draw, as a card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw import deliver as deliveries
from engine.rotw import mines
from engine.rotw.actions import TakeCard, Urbanize
from engine.rotw.cards.registry import Kind, Worth, register
from engine.rotw.cities import urbanizable, urbanize
from engine.rotw.state import draw_cube

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw
    from engine.rotw.data import OperationsCard


def _cubes_to(g: Rotw, city: str, count: int) -> list[str]:
    """`count` cubes drawn from the bag onto the city (fewer if the bag runs out); the city is no longer empty."""
    state = g.state
    added = [c for c in (draw_cube(state, g.rng_for) for _ in range(count)) if c is not None]
    state.cubes.setdefault(city, []).extend(added)
    if city in state.empty and added:
        state.empty.remove(city)
    return added


def _gray(g: Rotw) -> list[str]:
    return [h for h in g.board.cities if deliveries.city_color(g, h) == "gray" and urbanizable(g, h)]


def _new_cities(g: Rotw, card: OperationsCard, player: int) -> list[TakeCard]:
    colors = [c for c, n in sorted(g.state.new_cities.items()) if n]
    return [TakeCard(card=card.id, city=h, color=c) for h in _gray(g) for c in colors]


def _city_growth(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard:
    city = g.board.city(action.city or "")
    if city is None:
        raise IllegalAction(f"say which city grows: take-card {card.id} CITY")
    if city in g.closed_cities():
        raise IllegalAction(f"{g.board.label(city)} may no longer grow (an Eastern city once the West is open)")
    added = _cubes_to(g, city, int(card.params["cubes"]))
    messages.append(f"{g.player_name(player)} takes {card.name}: {' and '.join(added) or 'no'} cubes go to {g.board.label(city)}.")
    g.state.display.remove(card.id)
    return TakeCard(card=card.id, city=city)


def _growth_ways(g: Rotw, card: OperationsCard, player: int) -> list[TakeCard]:
    return [TakeCard(card=card.id, city=h) for h in g.board.cities if h not in g.closed_cities()]


def _new_industry(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard:
    if not action.city or not action.color:
        raise IllegalAction(f"say which gray city and colour: take-card {card.id} CITY COLOUR")
    g.state.display.remove(card.id)
    messages.append(f"{g.player_name(player)} takes {card.name}: a free New City tile.")
    done = urbanize(g, player, Urbanize(city=action.city, color=action.color), messages, free=True)
    return TakeCard(card=card.id, city=done.city, color=done.color)


def _boomtown(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard:
    if not action.city or not action.color:
        raise IllegalAction(f"say which gray city and which New City tile: take-card {card.id} CITY COLOUR")
    done = urbanize(g, player, Urbanize(city=action.city, color=action.color), [], free=True, cubes=0)
    g.state.display.remove(card.id)
    messages.append(f"{g.player_name(player)} takes {card.name}: a free {done.color} New City tile on "
                    f"{g.board.label(done.city)}, no cubes added.")
    return TakeCard(card=card.id, city=done.city, color=done.color)


def _sutter_mill(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard:
    city = g.board.city(str(card.params["city"]))
    if city is None:
        raise IllegalAction(f"{card.params['city']} is not on this map")
    added = _cubes_to(g, city, int(card.params["cubes"]))
    g.state.display.remove(card.id)
    messages.append(f"{g.player_name(player)} takes {card.name}: {' and '.join(added) or 'no'} cubes go to "
                    f"{g.board.label(city)}.")
    return TakeCard(card=card.id)


def _foreign_trade_ports(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard:
    state = g.state
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
    messages.append(f"{g.player_name(player)} takes {card.name}: {', '.join(arrived)}.")
    return TakeCard(card=card.id)


def _mine_card(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard:
    city = mines.gray_city(g, action.city or "")
    if city in g.closed_cities():
        raise IllegalAction(f"{g.board.label(city)} may no longer have goods growth")
    g.state.display.remove(card.id)
    messages.append(f"{g.player_name(player)} takes {card.name}.")
    mines.dig(g, player, city, messages)
    g.state.mines[city] = player
    return TakeCard(card=card.id, city=city)


def _mine_ways(g: Rotw, card: OperationsCard, player: int) -> list[TakeCard]:
    return [TakeCard(card=card.id, city=h) for h in g.board.cities if deliveries.city_color(g, h) == "gray"
            and h not in g.state.mines and urbanizable(g, h)]


register(
    Kind("city_growth", Worth("growth"), take=_city_growth, options=("city",), ways=_growth_ways),
    Kind("new_industry", Worth("urbanize"), take=_new_industry, options=("city", "color"), ways=_new_cities),
    Kind("boomtown", Worth("urbanize", amount=0), take=_boomtown, options=("city", "color"), ways=_new_cities),
    Kind("sutter_mill", Worth("cubes_on_city"), take=_sutter_mill),
    Kind("foreign_trade_ports", Worth("cubes_on_cities"), take=_foreign_trade_ports),
    Kind("mine_card", Worth("mine"), take=_mine_card, options=("city",), ways=_mine_ways),
)
