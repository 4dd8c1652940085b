"""Railways of the World random play (every map, with and without every option) with legal
moves only: every move offered is accepted, the 125 goods cubes are always in the bag or on cities,
nobody's money goes below zero, links stay well formed, and the trusted replay equals the live game
after every move."""

from __future__ import annotations

import random

import pytest

from engine import TITLES
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.rotw.game import Rotw
from engine.rotw.maps.britain import RotwBritain
from engine.rotw.maps.europe import RotwEurope
from engine.rotw.maps.mexico import RotwMexico
from engine.rotw.maps.nippon import RotwNippon
from engine.rotw.maps.northamerica import RotwNorthAmerica
from engine.rotw.maps.transcontinental import RotwTranscontinental
from engine.rotw.maps.western import RotwWestern
from tests.make_example_rotw import pick

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


def check(game: Rotw) -> None:
    state = game.state
    waiting = len(state.held)  # Fuel Depots: cubes waiting in front of their players
    assert sum(len(c) for c in state.cubes.values()) + sum(state.bag.values()) + waiting == 5 * game.rules.cubes_per_color
    assert all(n > 0 for _owner, n in state.fuel.values()) and all(0 <= n <= 2 for n in state.switches_used.values())
    assert all(p.money >= 0 and p.bonds >= 0 for p in state.players)
    for link in state.links:
        for before, after in zip(link.segments, link.segments[1:], strict=False):
            assert game.board.neighbour(before.hex, before.exit) == after.hex  # type: ignore[arg-type]
        if link.complete:
            assert link.end in game.board.cities and link.end != link.start
    assert state.markers_placed >= len(state.empty) or state.last_turn is not None


EVERY_OPTION = ("shorter", "cutthroat", "auction-gift", "auction-halves", "baron-later", "mines", "depots", "switches",
                "rotors")


@pytest.mark.parametrize(("cls", "players", "seed", "options"), [
    # the most players a map seats, with every option it offers, are played by
    # test_every_map_plays_with_every_option_it_offers below: the Glenn Drover variant (two players) with the others,
    # the Transcontinental game's Golden Spike options with the others, so neither has a case of its own here
    (Rotw, 2, 1, ()), (Rotw, 4, 2, ()), (Rotw, 5, 5, EVERY_OPTION),
    (RotwMexico, 2, 6, ()), (RotwMexico, 3, 7, ("no-black-stars", *EVERY_OPTION)),
    (RotwWestern, 2, 12, ()), (RotwEurope, 2, 13, ()), (RotwEurope, 4, 14, ("cutthroat",)),
    (RotwNippon, 2, 16, ()), (RotwBritain, 5, 17, ()), (RotwNorthAmerica, 3, 18, ()),
])
def test_random_play_keeps_every_cube_and_replays(cls: type[Rotw], players: int, seed: int,
                                                   options: tuple[str, ...]) -> None:
    play_randomly(cls, players, seed, options)


@pytest.mark.parametrize("title", sorted(t for t, c in TITLES.items() if c.family == "rotw"))
def test_every_map_plays_with_every_option_it_offers(title: str) -> None:
    """A map registered gets random play with all its options on (cubes, money and bonds kept, replay == live)."""
    cls, options = TITLES[title], tuple(TITLES[title].options_offered)

    def accepts(players: int) -> bool:  # some options limit the players (two for the Glenn Drover variant)
        try:
            cls(NAMES[:players], 11, options)
        except IllegalAction:
            return False
        return True

    players = max(n for n in range(cls.min_players, cls.max_players + 1) if accepts(n))
    play_randomly(cls, players, 11, options)


def play_randomly(cls: type[Rotw], players: int, seed: int, options: tuple[str, ...]) -> None:
    game, shadow = cls(NAMES[:players], seed, options), cls(NAMES[:players], seed, options)
    rng = random.Random(seed)
    for _ in range(2000):
        if game.over:
            break
        player = game.acting_players()[0]
        # any legal move at all now and then, else a beginner's: builds towards cubes, deliveries, cards, bids
        move = rng.choice(game.legal_actions(player)) if rng.random() < 0.3 else pick(game, player, rng)
        try:
            outcome = game.apply(player, move)
        except IllegalAction:
            outcome = game.apply(player, Pass())
        shadow.replay_move(outcome.player, outcome.action)
        assert shadow.state == game.state, outcome.action.text
        check(game)
    assert any(link.complete for link in game.state.links)
    assert any(o.action.kind == "deliver" for o in game.history) and any(o.action.kind == "build" for o in game.history)


def test_the_transcontinental_game_keeps_every_cube_and_replays_across_both_phases() -> None:
    """Beginners' play (the example's players) from the Eastern phase through the bonds returned and the West opened
    to the end: cubes, money and bonds kept after every move, replay == live."""
    game, shadow = RotwTranscontinental(NAMES[:3], 3), RotwTranscontinental(NAMES[:3], 3)
    rng, phases = random.Random(3), set()
    while not game.over:
        player = game.acting_players()[0]
        try:
            outcome = game.apply(player, pick(game, player, rng))
        except IllegalAction:
            outcome = game.apply(player, Pass())
        shadow.replay_move(outcome.player, outcome.action)
        assert shadow.state == game.state, outcome.action.text
        check(game)
        phases.add((game.state.phase, game.state.stage))
    assert {("east", "actions"), ("east", "return bonds"), ("west", "choose barons"), ("west", "actions")} <= phases
