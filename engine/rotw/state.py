"""The position of a Railways of the World game, as plain data (deep-copied on refusals, compared
in replays). Money is in thousands. Randomness (the goods bag, the card deck) is drawn from the
game's seed and a draw counter, so the state never holds a random generator."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

BARONS, AUCTION, ACTIONS, OVER = "choose barons", "auction", "actions", "over"
RETURN_BONDS = "return bonds"  # the Transcontinental game, between its Eastern and Western phases


@dataclass
class Segment:
    hex: str
    entry: int  # the edge the track comes in by
    exit: int | None  # the edge it leaves by; None while it is the end of an incomplete link


@dataclass
class Link:
    id: int
    owner: int
    start: str  # the city hex it leaves
    segments: list[Segment]
    end: str | None = None  # the city hex it reaches; None while incomplete
    switch: int | None = None  # Switch Tracks option: the link whose track it branches off (start: the switch's hex)

    @property
    def complete(self) -> bool:
        """Whether the link has reached its city."""
        return self.end is not None


@dataclass
class PlayerState:
    money: int = 0
    bonds: int = 0
    engine: int = 1
    score: int = 0  # points on the income / score track
    baron: str | None = None  # the Rail Baron card kept (secret until the end)
    baron_offer: list[str] = field(default_factory=list)  # the two dealt, until one is kept
    cards: list[str] = field(default_factory=list)  # Railroad Operations cards kept
    earlier_barons: list[str] = field(default_factory=list)  # the Transcontinental game: the Eastern phase's card


def city_pairs(links: list[Link], link: Link) -> list[tuple[str, str]]:
    """The pairs of cities a complete link joins: its two ends, or for a Switch Track's branch each
    city of the link it branches off with the branch's city (a 3-way connection for 3 cities)."""
    if link.end is None:
        return []
    if link.switch is None:
        return [(link.start, link.end)]
    parent = next((lk for lk in links if lk.id == link.switch), None)
    cities = {c for pair in city_pairs(links, parent) for c in pair} if parent is not None else set()
    return [(c, link.end) for c in sorted(cities) if c != link.end]


@dataclass
class HeldCube:
    """A cube a player stopped at one of their Fuel Depots, to go on with their next action."""

    color: str
    cities: tuple[str, ...]  # every city so far; it waits at the last
    links: tuple[int, ...]  # the links travelled so far (scored when it is delivered)


@dataclass
class Auction:
    order: list[int]  # bidders in clockwise order from the one who bids first
    turn: int = 0  # index into order of who bids now
    high: int = 0
    leader: int | None = None
    out: list[int] = field(default_factory=list)
    bids: dict[int, int] = field(default_factory=dict)  # each bidder's last bid (First Player Auction Variant 2)


@dataclass
class RotwState:
    players: list[PlayerState]
    cubes: dict[str, list[str]]  # city hex -> goods cubes on it
    bag: dict[str, int]  # goods cubes in the bag by colour
    deck: list[str]  # Railroad Operations cards face down, top last (hidden)
    display: list[str]  # face up, available to take
    draws: int = 0  # random draws made so far (the next comes from the seed and this count)
    deck_draws: int = 0  # cards drawn from the deck in play by a game with a secret (each a fresh draw of what is left)
    stage: str = BARONS
    turn: int = 1
    first: int = 0  # first player of the current (or last) turn
    order: list[int] = field(default_factory=list)  # this turn's play order
    round: int = 1
    acting: int = 0  # index into order
    auction: Auction | None = None
    links: list[Link] = field(default_factory=list)
    next_link: int = 1
    colors: dict[str, str] = field(default_factory=dict)  # urbanized city hex -> its new colour
    new_cities: dict[str, int] = field(default_factory=dict)  # New City tiles left by colour
    empty: list[str] = field(default_factory=list)  # city hexes holding an Empty City Marker
    markers_placed: int = 0  # Empty City Markers placed in all (urbanizing removes one, never un-counts)
    last_turn: int | None = None  # the turn after which the game ends
    major_lines: dict[str, int] = field(default_factory=dict)  # Major Line id -> the player who completed it
    western_links: dict[str, int] = field(default_factory=dict)  # city hex -> the player who built it
    claimed: list[str] = field(default_factory=list)  # goal cards already won
    delivered: dict[int, list[str]] = field(default_factory=dict)  # colours each player has delivered
    used_this_turn: list[str] = field(default_factory=list)  # once-a-turn cards used this turn
    extra_actions: int = 0  # actions the acting player still takes at once (Railroad Executive)
    engine_firsts: dict[str, int] = field(default_factory=dict)  # engine level -> the first player to reach it
    depots: dict[int, int] = field(default_factory=dict)  # link number -> the player whose Trading Depot is on it
    fuel: dict[str, list[int]] = field(default_factory=dict)  # Fuel Depots option: city hex -> [player, depots]
    held: dict[int, HeldCube] = field(default_factory=dict)  # a cube waiting at a Fuel Depot, by player
    switches_used: dict[int, int] = field(default_factory=dict)  # Switch Tracks option: uses by player
    rotors: dict[str, int] = field(default_factory=dict)  # City Rotors option: city hex -> steps turned
    mines: dict[str, int] = field(default_factory=dict)  # city hex -> the player who mined it (Mines option)
    barons_due: bool = False  # the "keep your Rail Baron card later" variant: everyone chooses now
    final_scores: dict[int, int] | None = None
    longest_delivery: dict[int, int] = field(default_factory=dict)  # player -> the most links of one delivery
    first_connections: dict[str, int] = field(default_factory=dict)  # "first to connect" Rail Baron card -> who did
    inspectors: dict[int, int] = field(default_factory=dict)  # Railroad Inspector: target player -> its holder
    inspected: list[int] = field(default_factory=list)  # players stopped by an Inspector (once a game each)
    phase: str = ""  # the Transcontinental game: "east", then "west" once the West is open
    returned: dict[int, int] = field(default_factory=dict)  # the Transcontinental game: bonds each player returned


def rng(seed: int, draws: int) -> random.Random:
    """The generator for draw number `draws` of the game seeded `seed`."""
    return random.Random(f"rotw:{seed}:{draws}")


Source = Callable[[str, int], random.Random]  # the game's generator for a draw: (what is drawn, its number)


def draw_cube(state: RotwState, source: Source) -> str | None:
    """Take one cube at random from the bag (None if it is empty)."""
    total = sum(state.bag.values())
    if total == 0:
        return None
    pick = source("cube", state.draws).randrange(total)
    state.draws += 1
    for color in sorted(state.bag):
        if pick < state.bag[color]:
            state.bag[color] -= 1
            return color
        pick -= state.bag[color]
    raise AssertionError("unreachable")


def money(thousands: int) -> str:
    """'$0', '$5,000', '$12,000': the rulebook counts in thousands."""
    return f"${thousands:,},000" if thousands else "$0"
