"""The compendium's variants that change rules rather than components, each a game option chosen at
/game new (stored with the game, fixed once it starts):

  shorter          Shorter Games: two fewer Empty City Markers end the game.
  cutthroat        Cut Throat Variant for Blocking: the last tile of an incomplete link may not be redirected.
  auction-gift     First Player Auction Variant 1: no auction on the first turn; the first player (drawn)
                   goes first and each later seat receives $1,000 more than the one before ($1,000 for the
                   second, $2,000 for the third…); later turns bid as usual, the first bidder being the
                   player who went first.
  auction-halves   First Player Auction Variant 2: a player dropping out pays half their last bid, rounded
                   up; the winner pays in full and goes first; the others follow in the reverse order of
                   dropping out (the first to pass goes last).
  baron-later      Alternate selection of Rail Baron cards: players keep both until the first Major Line
                   is completed, then each keeps one.
  house-land-grants  A house rule, not the rulebooks': two more Government Land Grant cards are shuffled into
                   the Railroad Operations deck (the cards a kind's module declares: engine/rotw/cards/kinds/builders.py).
  drover           The Glenn Drover 2-player variant for the Eastern U.S.: neither player may build west of
                   the mountains until one player reaches 30 points. "West of the mountains" is our reading of
                   the map: in each row, west of the Appalachians' westernmost mountain hex (rows without
                   Appalachian mountains follow the nearest row that has them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rotw.payments import pay
from engine.rotw.state import ACTIONS, AUCTION, Auction, money

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

OPTIONS: dict[str, str] = {
    "shorter": "Shorter Games: two fewer Empty City Markers end the game",
    "cutthroat": "Cut Throat: the end of an incomplete link may not be redirected",
    "auction-gift": "First Player Auction Variant 1: no first auction; later seats get $1,000, $2,000, …",
    "auction-halves": "First Player Auction Variant 2: dropping out costs half your bid; the first to pass goes last",
    "baron-later": "Keep one Rail Baron card only once the first Major Line is completed",
    "drover": "Glenn Drover 2-player variant (Eastern U.S.): nobody builds west of the mountains before 30 points",
    "mines": "Mines: twice a game, $10,000 on top of an action, cubes drawn onto a gray city until a colour repeats",
    "depots": "Fuel Depots: 4 each, 2 for $5,000 with a build; pass a city of the cube's colour or stop and go on",
    "switches": "Switch Tracks: twice a game, $5,000, a new link off your own track joining a third city",
    "rotors": "City Rotors: a quarter of the coloured cities also take the colour their rotor shows; it turns each delivery",
    "house-land-grants": "House rule (not in the rulebooks): two more Government Land Grants shuffled into the deck",
}
DROVER_POINTS = 30
APPALACHIANS_FROM = 20  # mountain hexes east of this column are the Appalachians (the Ozarks lie west of it)


def first_turn_without_auction(g: Rotw, messages: list[str]) -> bool:
    """Variant 1's first turn: the drawn first player goes first and the later seats are paid."""
    state = g.state
    if "auction-gift" not in g.options or state.turn != 1:
        return False
    n = len(g.players)
    state.order = [(state.first + i) % n for i in range(n)]
    for place, player in enumerate(state.order):
        state.players[player].money += place
    gifts = ", ".join(f"{g.player_name(p)} {money(i)}" for i, p in enumerate(state.order) if i)
    messages.append(f"Turn 1 has no auction: {g.player_name(state.first)} goes first; {gifts}.")
    state.stage, state.round, state.acting = ACTIONS, 1, 0
    return True


def dropped_out(g: Rotw, player: int, messages: list[str]) -> None:
    """Variant 2: a player dropping out pays half their last bid, rounded up."""
    auction = g.state.auction
    assert auction is not None
    half = -(-auction.bids.get(player, 0) // 2)
    if "auction-halves" in g.options and half:
        pay(g, player, half, messages, "to pay half the bid")
        messages.append(f"{g.player_name(player)} pays {money(half)}, half of their bid.")


def order_after_auction(g: Rotw, auction: Auction) -> list[int] | None:
    """Variant 2's turn order: the winner, then the reverse order of dropping out."""
    if "auction-halves" not in g.options or auction.leader is None:
        return None
    return [auction.leader, *reversed([p for p in auction.out if p != auction.leader])]


def start_stage(g: Rotw) -> str:
    """Where the game begins: choosing Rail Baron cards, or (baron-later) the first auction."""
    return AUCTION if "baron-later" in g.options else "choose barons"


def major_line_completed(g: Rotw, messages: list[str]) -> None:
    """baron-later: the first Major Line completed, every player now keeps one of their two cards."""
    state = g.state
    if "baron-later" in g.options and any(p.baron is None for p in state.players) and not state.barons_due:
        state.barons_due = True
        messages.append("The first Major Line is complete: each player now keeps one of their two Rail Baron cards "
                        "(keep-baron 1 or 2; /game hand shows them).")


def check_options(g: Rotw) -> None:
    """Options that need a particular game: the Glenn Drover variant is for two players on the Eastern U.S."""
    from engine.core.errors import IllegalAction

    if "drover" in g.options and (len(g.players) != 2 or g.map_id != "eus"):
        raise IllegalAction("the Glenn Drover variant is for two players on the Eastern U.S. map")


def mountains_line(g: Rotw) -> dict[int, int]:
    """Row -> the column of the Appalachians' westernmost mountain hex in that row."""
    from engine.core.hexgrid import Hex

    line: dict[int, int] = {}
    for hex_name, terrain in g.board.terrain.items():
        place = Hex.parse(hex_name)
        if terrain == "mountain" and place.number > APPALACHIANS_FROM:
            line[place.letter] = min(line.get(place.letter, place.number), place.number)
    return line


def west_of_the_mountains(g: Rotw, hex_name: str) -> bool:
    """Whether the hex lies west of the Appalachians: west of its row's westernmost mountain (or the nearest row's)."""
    from engine.core.hexgrid import Hex

    line = mountains_line(g)
    if not line:
        return False
    place = Hex.parse(hex_name)
    row = min(line, key=lambda r: (abs(r - place.letter), r))
    return place.number < line[row]


def drover_problem(g: Rotw, hex_name: str) -> str | None:
    """Why the Glenn Drover variant forbids track on the hex now, or None."""
    if "drover" not in g.options or any(p.score >= DROVER_POINTS for p in g.state.players):
        return None
    if west_of_the_mountains(g, hex_name):
        return (f"the Glenn Drover variant is on: no track west of the mountains ({hex_name}) until a player has "
                f"{DROVER_POINTS} points")
    return None
