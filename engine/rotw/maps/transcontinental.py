"""The Transcontinental game (compendium, Transcontinental Rules): the Eastern U.S. and Western U.S. boards side
by side as one map of the United States, played in two phases.

Eastern phase: the Eastern board alone, as the base game, with its Rail Baron cards and Operations deck; no
Western Link, and New York - Kansas City is a 15-point Major Line needing none. Every city starts with one cube
fewer (never fewer than one). When the last Empty City Marker is placed (6 + 2 a player), that turn is finished
and the phase ends (no extra turn).

Between the phases each player may return bonds (the first costs 2 points, the second 3 more, …: 2+3+4+5 = 14
for four); then the West opens: its cities get their cubes (one fewer each), the Eastern deck's remaining cards
leave the game and the Western deck without its start cards deals two cards a player, the Empty City Markers
come off the Eastern board to be used again, and each player is dealt two Western Rail Baron cards and keeps
one besides their Eastern one.

Western phase: both boards; Eastern cities may no longer be urbanized nor grow, Empty City Markers go only on
Western cities printed with more than one cube, Fuel Depots (the depots option) come into play; the game ends
as usual, a full turn after the turn of the last marker. Both Rail Baron cards score at the end.

Options: those of the base game (not the Glenn Drover variant nor the late Rail Baron choice) and `faster`, the
Faster Game: as the West opens, cubes leave every Eastern city without a link and every Eastern gray city.
"""

from __future__ import annotations

from functools import cache
from typing import ClassVar

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.core.game import RULES_REVISION, Outcome
from engine.core.hexgrid import Hex
from engine.rotw import cards as cardrules
from engine.rotw import rotors, turns, variants
from engine.rotw.actions import ReturnBonds
from engine.rotw.board import Board
from engine.rotw.data import BaronCard, BoardSpec, CardsSpec, HexSpec, OperationsCard, load_board, load_cards
from engine.rotw.game import Rotw
from engine.rotw.scoring import bond_return_cost
from engine.rotw.state import BARONS, RETURN_BONDS, draw_cube

EAST, WEST = "east", "west"
WEST_PREFIX = "west-"  # the Western deck's card ids in this game (both decks have a "land-grant-1")
FASTER, SPIKES, SPIKE_BARONS = "faster", "golden-spike-starts", "golden-spike-barons"
SPIKE_PREFIX = "golden-spike-"  # the four Golden Spike start cards (engine/data/rotw_trans/cards.json)
OPTIONS: dict[str, str] = {
    **{name: text for name, text in variants.OPTIONS.items() if name not in ("drover", "baron-later")},
    SPIKE_BARONS: "Option 1: the twelve Golden Spike Rail Baron cards instead of the Eastern and Western ones",
    SPIKES: "The four Golden Spike start cards: the first to deliver to Buffalo, Little Rock, Elko, Dodge City (4 each)",
    FASTER: "Faster Game: as the West opens, cubes leave Eastern cities without a link and every Eastern gray city",
}


def _shifted(name: str, by: int) -> str:
    place = Hex.parse(name)
    return Hex(place.letter, place.number + by).name


def _shift(east: BoardSpec, west: BoardSpec) -> int:
    """Columns the Eastern board moves east so that it lies just east of the Western board, row by row."""
    def by_row(spec: BoardSpec, pick) -> dict[int, int]:  # type: ignore[no-untyped-def]
        rows: dict[int, list[int]] = {}
        for h in spec.hexes:
            place = Hex.parse(h.hex)
            rows.setdefault(place.letter, []).append(place.number)
        return {row: pick(numbers) for row, numbers in rows.items()}

    west_edge, east_edge = by_row(west, max), by_row(east, min)
    shift = max(west_edge[r] - east_edge[r] + 2 for r in west_edge if r in east_edge)
    return shift + shift % 2


@cache
def transcontinental_board(west_open: bool, revision: int = RULES_REVISION) -> Board:
    """The Eastern board moved east of the Western one (its hexes renamed by the shift), without its Western
    Links, New York - Kansas City worth 15 points; with the Western board once the West is open, and hexes of
    plains filling any gap along the seam. The Transcontinental Major Lines join the two.

    From rules revision 4 the Western board is the one bent to meet the Eastern board's slanting edge
    (engine/data/rotw_trans/board.json's hexes and ridges: its README); before, the Western U.S. board as it is."""
    east, west, extra = load_board("eus"), load_board("wus"), load_board("trans", revision)
    if extra.hexes:
        west = west.model_copy(update={"hexes": extra.hexes, "ridges": extra.ridges})
    by = _shift(east, west)
    hexes: list[HexSpec] = []
    for h in east.hexes:
        city = h.city.model_copy(update={"western_link": False}) if h.city else None
        hexes.append(h.model_copy(update={"hex": _shifted(h.hex, by), "city": city}))
    replaced = {line.id: line for line in extra.major_lines}  # New York - Kansas City: 15 points, no Western Link
    lines = [replaced.get(line.id, line) for line in east.major_lines]
    ridges = [(_shifted(hex_name, by), edge) for hex_name, edge in east.ridges]
    if west_open:
        hexes += [*west.hexes, *_seam(east, west, by)]
        lines += west.major_lines
        ridges += west.ridges
    lines += [line for line in extra.major_lines if line.id not in {lk.id for lk in east.major_lines}]
    spec = BoardSpec(title="The Transcontinental Game", notes=extra.notes, hexes=hexes, ridges=ridges, major_lines=lines,
                     new_city_tiles=east.new_city_tiles, source=extra.source)
    return Board(spec)


def _seam(east: BoardSpec, west: BoardSpec, by: int) -> list[HexSpec]:
    """Plains hexes where a row of the two boards would leave a gap between them."""
    taken = {h.hex for h in west.hexes} | {_shifted(h.hex, by) for h in east.hexes}
    rows: dict[int, tuple[int, int]] = {}
    for h in west.hexes:
        place = Hex.parse(h.hex)
        rows[place.letter] = (max(rows.get(place.letter, (0, 0))[0], place.number), 0)
    filled = []
    for h in east.hexes:
        place = Hex.parse(h.hex)
        if place.letter not in rows:
            continue
        start = rows[place.letter][0] + 2
        for number in range(start, place.number + by, 2):
            name = Hex(place.letter, number).name
            if name not in taken:
                taken.add(name)
                filled.append(HexSpec(hex=name, source="reconstructed: the seam between the Western and Eastern boards"))
    return filled


def _west_card(card: OperationsCard) -> OperationsCard:
    return card.model_copy(update={"id": WEST_PREFIX + card.id})


def _west_baron(card: BaronCard) -> BaronCard:
    return card.model_copy(update={"id": WEST_PREFIX + card.id})


@cache
def transcontinental_cards() -> CardsSpec:
    """The Eastern decks, the Western decks (ids prefixed 'west-') and the Golden Spike cards as one, made once."""
    east, west, spikes = load_cards("eus"), load_cards("wus"), load_cards("trans")
    return CardsSpec(barons=[*east.barons, *(_west_baron(b) for b in west.barons), *spikes.barons],
                     operations=[*east.operations, *(_west_card(c) for c in west.operations), *spikes.operations],
                     source="the Eastern U.S. decks, the Western U.S. decks (ids prefixed 'west-'), the Golden Spike cards")


class RotwTranscontinental(Rotw):
    title = "RotW-TRANS"
    name = "The Transcontinental Game (Railways of the World)"
    min_players, max_players = 2, 6
    map_id: ClassVar[str] = "trans"
    options_offered: ClassVar[dict[str, str]] = OPTIONS
    move_types: ClassVar[tuple[type, ...]] = (*Rotw.move_types, ReturnBonds)
    summary = ("Railways of the World across the United States: the Eastern board first, then the West opens and "
               "the Western board joins it; return bonds between the phases, a Rail Baron card for each phase, the end "
               "after the Western Empty City Markers run out.")

    # -- data -------------------------------------------------------------------------------------------

    @property
    def board(self) -> Board:
        """The Eastern board in the Eastern phase, both boards as one map in the Western phase."""
        state = getattr(self, "state", None)
        return transcontinental_board(state is not None and state.phase == WEST, self.revision)

    def map_cards(self) -> CardsSpec:
        """The Eastern decks, the Western decks (ids prefixed 'west-') and the Golden Spike cards, as one."""
        return transcontinental_cards()

    def setup_operations(self) -> list[OperationsCard]:
        return [c for c in self.cards.operations if not c.id.startswith((WEST_PREFIX, SPIKE_PREFIX))]

    def baron_pool(self) -> list[BaronCard]:
        if SPIKE_BARONS in self.options:
            return [b for b in self.cards.barons if b.id.startswith(SPIKE_PREFIX)]
        return [b for b in self.cards.barons if not b.id.startswith((WEST_PREFIX, SPIKE_PREFIX))]

    def western_cities(self) -> frozenset[str]:
        """The hexes of the cities of the Western board."""
        both, east = transcontinental_board(True, self.revision), transcontinental_board(False, self.revision)
        return frozenset(h for h in both.cities if h not in east.cities)

    def _initial_state(self):  # type: ignore[no-untyped-def]
        state = super()._initial_state()
        state.phase = EAST
        if SPIKES in self.options:
            state.display += [c.id for c in self.cards.operations if c.id.startswith(SPIKE_PREFIX)]
        return state

    # -- the phases ---------------------------------------------------------------------------------------

    def turns_after_last_marker(self) -> int:
        return 0 if self.state.phase == EAST else 1

    def what_ends(self) -> str:
        return "the Eastern phase ends (the West opens)" if self.state.phase == EAST else "the game ends"

    def marker_counts(self, city: str) -> bool:
        if self.state.phase == EAST:
            return True
        return city in self.western_cities() and self.board.cities[city].cubes > 1

    def closed_cities(self) -> frozenset[str]:
        if self.state.phase == EAST:
            return frozenset()
        return frozenset(transcontinental_board(False, self.revision).cities)

    def last_turn_over(self, messages: list[str]) -> None:
        if self.state.phase != EAST:
            super().last_turn_over(messages)
            return
        state = self.state
        state.stage, state.returned = RETURN_BONDS, {}
        messages.append("The Eastern phase is over. Before the West opens, each player may return bonds: the first "
                        "costs 2 points, the second 3 more, and so on (/return-bonds count:N, 0 for none).")

    def acting_players(self) -> list[int]:
        state = self.state
        if state.stage == RETURN_BONDS:
            return [p for p in range(len(self.players)) if p not in state.returned]
        return super().acting_players()

    def legal_actions(self, player: int, hexes: list[str] | None = None) -> list[Action]:
        if self.state.stage == RETURN_BONDS:
            if player not in self.acting_players():
                return []
            return [ReturnBonds(count=n) for n in range(self.returnable(player) + 1)]
        return super().legal_actions(player, hexes)

    def returnable(self, player: int) -> int:
        """The most bonds the player can return: those they have, paid for with points they have (our reading:
        the score track does not go below 0)."""
        standing = self.state.players[player]
        most = 0
        while most < standing.bonds and bond_return_cost(most + 1) <= standing.score:
            most += 1
        return most

    def _apply(self, player: int, action: Action) -> Outcome:
        state = self.state
        if state.stage != RETURN_BONDS:
            return super()._apply(player, action)
        if player not in self.acting_players():
            raise IllegalAction("you have returned your bonds already; the others are choosing")
        if not isinstance(action, ReturnBonds):
            raise IllegalAction("between the phases each player returns bonds first: /return-bonds count:N (0 for none)")
        standing, count = state.players[player], action.count
        if count > standing.bonds:
            raise IllegalAction(f"you have {standing.bonds} bond{'' if standing.bonds == 1 else 's'}")
        cost = bond_return_cost(count)
        if cost > standing.score:
            raise IllegalAction(f"returning {count} bonds costs {cost} points and you have {standing.score}")
        standing.bonds -= count
        standing.score -= cost
        state.returned[player] = count
        name = self.player_name(player)
        messages = [f"{name} returns {count} bond{'' if count == 1 else 's'} for {cost} points (now {standing.score})."
                    if count else f"{name} keeps their bonds."]
        if len(state.returned) == len(self.players):
            self._open_the_west(messages)
        return Outcome(player, action, tuple(messages))

    def _open_the_west(self, messages: list[str]) -> None:
        state = self.state
        east_board = transcontinental_board(False, self.revision)
        west = transcontinental_board(True, self.revision).cities
        wanted = sum(max(c.cubes - 1, 1) for h, c in west.items() if h not in east_board.cities and c.cubes)
        short = sum(state.bag.values()) < wanted  # "for those who run out of cubes when setting up the Western Board"
        if FASTER in self.options or short:
            linked = {c for lk in state.links if lk.complete for c in (lk.start, lk.end)}
            for city in east_board.cities:
                if city not in linked or self._color(city) == "gray":
                    for cube in state.cubes.get(city, []):
                        state.bag[cube] = state.bag.get(cube, 0) + 1
                    state.cubes[city] = []
            why = "" if FASTER in self.options else f" (the bag holds too few cubes for the West: {wanted} are needed)"
            messages.append(f"Faster Game{why}: the cubes of Eastern cities without a link, and of Eastern gray cities, "
                            f"go back to the bag.")
        state.phase = WEST
        board = self.board
        for city in sorted(self.western_cities()):
            wanted = max(board.cities[city].cubes - 1, 1) if board.cities[city].cubes else 0
            state.cubes[city] = [c for c in (draw_cube(state, self.rng_for) for _ in range(wanted)) if c is not None]
        state.empty, state.markers_placed, state.last_turn = [], 0, None
        state.display = [c for c in state.display if c.startswith(SPIKE_PREFIX)]  # the Eastern cards leave the game
        state.deck = []
        shuffle = self.rng_for("west", 0)
        deck = [c.id for c in self.cards.operations if c.id.startswith(WEST_PREFIX) and not c.start]
        shuffle.shuffle(deck)
        state.deck = deck
        for _ in range(2 * len(self.players)):
            cardrules.turn_up(self, None, setup=shuffle)
        for city, steps in rotors.setup(self).items():
            state.rotors.setdefault(city, steps)
        messages.append(f"The West is open: the Western board joins the map with its cubes; the Eastern cards leave the "
                        f"game and {len(state.display)} Western cards are dealt; the Empty City Markers go on Western "
                        f"cities now ({self.markers_needed()} end the game).")
        state.turn += 1
        if SPIKE_BARONS in self.options:  # Option 1: the Golden Spike card kept at the start is the only one
            turns.start_auction(self, messages)
            return
        barons = [b.id for b in self.cards.barons if b.id.startswith(WEST_PREFIX)]
        shuffle.shuffle(barons)
        for index, standing in enumerate(state.players):
            standing.earlier_barons += [standing.baron] if standing.baron else []
            standing.baron, standing.baron_offer = None, barons[2 * index: 2 * index + 2]
        state.stage = BARONS
        messages.append("Each player keeps one of two Western Rail Baron cards (/game hand shows them): /keep-baron.")

    def _color(self, city: str) -> str:
        return self.state.colors.get(city, self.board.cities[city].color)

    def turn_prompt(self, player: int) -> str:
        if self.state.stage == RETURN_BONDS:
            most = self.returnable(player)
            return (f"{self.player_name(player)}: return bonds before the West opens (up to {most}; the first costs 2 "
                    f"points, the second 3 more, …): /return-bonds count:N, 0 for none")
        return super().turn_prompt(player)

    def status_lines(self) -> list[str]:
        lines = super().status_lines()
        phase = "Eastern phase (the West opens after the last Empty City Marker's turn)" if self.state.phase == EAST \
            else "Western phase (both boards)"
        return [lines[0], f"{phase}", *lines[1:]]

