"""What anyone may see of a Railways of the World game: the position without its secrets (the Rail
Baron cards, the deck's order, the bag's next draw). Front ends read games only through this."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.rotw import fuel, rotors, switches
from engine.rotw.state import Auction, Link

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw


@dataclass(frozen=True)
class PlayerView:
    money: int
    bonds: int
    engine: int
    score: int
    cards: tuple[str, ...]  # Railroad Operations cards kept face up


@dataclass(frozen=True)
class RotwView:
    turn: int
    stage: str
    round: int
    order: tuple[int, ...]
    auction: Auction | None
    players: tuple[PlayerView, ...]
    links: tuple[Link, ...]
    cubes: dict[str, list[str]]
    colors: dict[str, str]
    empty: tuple[str, ...]
    markers_placed: int
    last_turn: int | None
    western_links: dict[str, int]
    major_lines: dict[str, int]
    display: tuple[str, ...]
    deck_left: int  # how many cards are face down, never which
    bag: dict[str, int]  # the cubes in the bag by colour (public: what was drawn is on the board)
    new_cities: dict[str, int]
    final_scores: dict[int, int] | None
    mines: dict[str, int]  # city hex -> the player who mined it (Mines option)
    rotors: dict[str, str]  # City Rotors option: city hex -> the second colour its rotor shows
    fuel: dict[str, tuple[int, int]]  # Fuel Depots option: city hex -> (player, depots there)
    held: dict[int, tuple[str, str]]  # Fuel Depots option: player -> (colour, city) of the cube waiting


def public_view(g: Rotw) -> RotwView:
    """The position as anyone may see it: no secret cards, no deck order (a copy)."""
    state = copy.deepcopy(g.state)
    return RotwView(
        turn=state.turn, stage=state.stage, round=state.round, order=tuple(state.order), auction=state.auction,
        players=tuple(PlayerView(p.money, p.bonds, p.engine, p.score, tuple(p.cards)) for p in state.players),
        links=tuple(state.links), cubes=state.cubes, colors=state.colors, empty=tuple(state.empty),
        markers_placed=state.markers_placed, last_turn=state.last_turn, western_links=state.western_links,
        major_lines=state.major_lines, display=tuple(state.display), deck_left=len(state.deck), bag=state.bag,
        new_cities=state.new_cities, final_scores=state.final_scores, mines=state.mines,
        rotors={hex_name: str(rotors.showing(g, hex_name)) for hex_name in state.rotors},
        fuel={h: (owner, n) for h, (owner, n) in state.fuel.items()},
        held={p: (cube.color, cube.cities[-1]) for p, cube in state.held.items()},
    )


def minis_lines(g: Rotw) -> list[str]:
    """Status lines for the mini-expansions in play (City Rotors, …)."""
    lines = []
    state, label = g.state, g.board.label
    if state.rotors:
        shown = ", ".join(f"{label(h)} {g.board.cities[h].color} + {rotors.showing(g, h)}" for h in state.rotors)
        lines.append(f"  City Rotors: {shown}")
    if "depots" in g.options:
        placed = ", ".join(f"{g.player_name(p)} {n} at {label(h)}" for h, (p, n) in sorted(state.fuel.items())) or "none"
        left = ", ".join(f"{g.player_name(p)} {fuel.supply(g, p)}" for p in range(len(g.players)))
        lines.append(f"  Fuel Depots: {placed}; in hand: {left}")
    if "switches" in g.options:
        most = switches.numbers()["uses_per_player"]
        used = ", ".join(f"{g.player_name(p)} {state.switches_used.get(p, 0)} of {most}" for p in range(len(g.players)))
        lines.append(f"  Switch Tracks used: {used}")
    for player, cube in sorted(state.held.items()):
        lines.append(f"  {g.player_name(player)}'s {cube.color} cube waits at {label(cube.cities[-1])} "
                     f"({len(cube.links)} links so far)")
    return lines


@dataclass(frozen=True)
class FinalRow:
    """One player's final score, as the end of the game said it (public once the game is over)."""

    player: int
    track: int  # points on the income/score track
    bonds: int  # bonds held: a point off each
    baron: str  # the Rail Baron card's name ("" if none)
    baron_points: int  # what it scores now (0: not met, or met during the game and counted on the track)
    baron_said: str  # "+6 (most links)", "met during the game", "not met"
    total: int


def final_rows(g: Rotw) -> list[FinalRow]:
    """The final scoring of a finished game, player by player (empty while it runs: the cards are secret)."""
    from engine.rotw import cards

    state = g.state
    if not state.final_scores:
        return []
    rows = []
    for player, standing in enumerate(state.players):
        names, said, total = [], [], 0
        for card_id in cards.barons_of(g, player):
            points, why = cards.baron_points(g, player, card_id)
            card = cards.baron_spec(g, card_id)
            if card is None:
                continue
            names.append(card.name)
            total += points
            if card.id in state.claimed:
                said.append("met during the game (on the track)")
            else:
                said.append(f"+{points} ({why})" if points else "not met")
        rows.append(FinalRow(player, standing.score, standing.bonds, " + ".join(names), total, "; ".join(said),
                             state.final_scores[player]))
    return rows
