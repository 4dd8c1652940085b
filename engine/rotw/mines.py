"""The Mines mini-expansion (compendium p. 7), switched on by the `mines` option: twice a game, in
their action round and on top of their action, a player pays $10,000 to open a mine on a gray city.
Cubes are drawn from the bag until one matches a cube already drawn (five draws at most); the
matching one is discarded (back to the bag: our reading) and the rest go on the city, whose Mine
marker then keeps anyone from mining it again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw import deliver as deliveries
from engine.rotw.actions import PlaceMine
from engine.rotw.payments import pay
from engine.rotw.state import ACTIONS, draw_cube, money

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

COST, USES, DRAWS = 10, 2, 5


def used(g: Rotw, player: int) -> int:
    """The mines `player` has opened so far."""
    return sum(1 for owner in g.state.mines.values() if owner == player)


def check(g: Rotw, player: int, city_text: str) -> str:
    """The gray city a mine may be opened on now by `player` (the city's hex); IllegalAction saying why not."""
    if "mines" not in g.options:
        raise IllegalAction("this game is played without the Mines option")
    if g.state.stage != ACTIONS:
        raise IllegalAction("a mine is opened during your action round")
    if used(g, player) >= USES:
        raise IllegalAction(f"you have opened your {USES} mines")
    city = gray_city(g, city_text)
    if city in g.closed_cities():
        raise IllegalAction(f"{g.board.label(city)} may no longer have goods growth (an Eastern city once the West is open)")
    return city


def place(g: Rotw, player: int, action: PlaceMine, messages: list[str]) -> PlaceMine:
    """The player opens a mine on a gray city: pays, and cubes are drawn onto it."""
    city = check(g, player, action.city)
    dig(g, player, city, messages)
    return PlaceMine(city=city)


def gray_city(g: Rotw, city_text: str) -> str:
    """The gray city a mine goes on (not mined yet, still allowed to grow), or a refusal."""
    city = g.board.city(city_text)
    if city is None:
        raise IllegalAction(f"{city_text} is not a city on the map")
    if deliveries.city_color(g, city) != "gray":
        raise IllegalAction(f"mines are opened on gray cities; {g.board.label(city)} is not gray")
    if city in g.state.mines:
        raise IllegalAction(f"{g.board.label(city)} has been mined already")
    return city


def dig(g: Rotw, player: int, city: str, messages: list[str]) -> None:
    """Pay $10,000 and draw cubes onto the city until a colour repeats (five draws at most); the city is mined."""
    state = g.state
    pay(g, player, COST, messages, "for the mine")
    drawn: list[str] = []
    discarded = None
    for _ in range(DRAWS):
        cube = draw_cube(state, g.rng_for)
        if cube is None:
            break
        if cube in drawn:
            state.bag[cube] += 1  # the matching cube is discarded
            discarded = cube
            break
        drawn.append(cube)
    state.mines[city] = player
    state.cubes.setdefault(city, []).extend(drawn)
    if drawn and city in state.empty:
        state.empty.remove(city)
    ending = f"; the second {discarded} is discarded" if discarded else ""
    messages.append(f"{g.player_name(player)} opens a mine at {g.board.label(city)} for {money(COST)}: "
                    f"{', '.join(drawn) or 'no'} cubes{ending}.")


def moves(g: Rotw, player: int) -> list[PlaceMine]:
    """The mines `player` may open now, one on each gray city not mined yet (none without the Mines option)."""
    if "mines" not in g.options or used(g, player) >= USES:
        return []
    return [PlaceMine(city=h) for h in g.board.cities
            if deliveries.city_color(g, h) == "gray" and h not in g.state.mines and h not in g.closed_cities()]
