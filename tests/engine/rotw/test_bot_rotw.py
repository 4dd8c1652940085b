"""The bot's seat in Railways of the World (issue 36): on every map it decides from what its seat may see (changing
the other seats' Rail Baron cards, the deck's order or the game's secret never changes its move), every move it makes
is accepted by the real game, it never mutates the game it reads, it stays out of debt, and an all-bot game ends."""

from __future__ import annotations

import copy
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine import TITLES, game_class
from engine.core.action_base import Pass
from engine.players import bot_move
from engine.players.rotw import seat_view
from engine.rotw.actions import FirstBid, KeepBaron, ReturnBonds
from engine.rotw.cards import barons_of
from engine.rotw.game import Rotw
from engine.rotw.state import ACTIONS, AUCTION, BARONS, RETURN_BONDS

ROTW = sorted(t for t, c in TITLES.items() if c.family == "rotw")
NAMES = ["Ann", "Bob", "Cid", "Dee"]
SECRET = "5e" * 32
BOND_LIMIT = 6  # the goal is 3-5 at most; a player past 10 is a debt spiral
PROBES = (0, 6, 12, 20, 30, 45, 60)  # moves after which the bot's move is checked against changed secrets


def _other_secrets(game: Rotw, player: int, variant: int) -> Rotw:
    """The same game with every secret `player` may not see changed: the others' Rail Baron cards (kept, offered,
    earlier) swapped for other cards of the pool, the deck in another order, another secret and seed."""
    other = game.snapshot()
    state = other.state
    rng = random.Random(variant)
    visible = set(barons_of(other, player)) | set(state.players[player].baron_offer) | set(state.claimed)
    pool = [b.id for b in other.cards.barons if b.id not in visible]
    rng.shuffle(pool)
    for seat, standing in enumerate(state.players):
        if seat == player:
            continue
        standing.earlier_barons = [c if c in state.claimed else pool[(i + seat) % len(pool)]
                                   for i, c in enumerate(standing.earlier_barons)]
        if standing.baron is not None and standing.baron not in state.claimed:
            standing.baron = pool[(seat * 3 + 1) % len(pool)]
        standing.baron_offer = [pool[(seat * 3 + 2 + i) % len(pool)] for i in range(len(standing.baron_offer))]
    rng.shuffle(state.deck)
    other.secret = bytes([variant + 1]) * 32
    other.seed = 1000 + variant
    return other


def _check_hidden(game: Rotw, player: int) -> None:
    before = copy.deepcopy(game.state)
    move = bot_move(game, player)
    assert game.state == before, "the bot changed the game it read"
    for variant in range(3):
        assert bot_move(_other_secrets(game, player, variant), player) == move, (
            f"{game.title}: the bot's move at move {len(game.history)} followed another seat's secret")


def _play(title: str, seed: int, moves: int, secret: str | None, probes: tuple[int, ...] = ()) -> tuple[Rotw, set[str]]:
    """An all-bot game played `moves` moves (or to its end); every bot move applied to the real game (a refusal
    fails the test), the hidden-information check made at the probes; returns the game and the stages probed."""
    game = game_class(title)(NAMES, seed, secret=secret)
    stages: set[str] = set()
    while not game.over and len(game.history) < moves:
        player = game.acting_players()[0]
        if len(game.history) in probes:
            _check_hidden(game, player)
            stages.add(game.state.stage)
        action = bot_move(game, player)
        standing = game.state.players[player]
        if isinstance(action, FirstBid):
            assert action.amount <= standing.money, "the bot bid money it does not have (a bond for first player)"
        game.apply(player, action)  # the real game's judge: a refusal raises
        assert all(p.bonds <= BOND_LIMIT for p in game.state.players), f"{title}: a bot ran into debt"
    return game, stages


@pytest.mark.parametrize("title", ROTW)
def test_the_bots_move_never_follows_another_seats_secret_and_the_real_game_accepts_it(title: str) -> None:
    game, stages = _play(title, 7, max(PROBES) + 1, SECRET, PROBES)
    assert {BARONS, AUCTION, ACTIONS} <= stages
    assert len(game.history) > max(PROBES)


@pytest.mark.parametrize("title", ["RotW-EUS", "RotW-NA"])
def test_a_game_without_a_secret_draws_from_its_seed_and_the_bot_never_reads_it(title: str) -> None:
    _play(title, 3, 31, None, (0, 8, 30))


def test_the_seat_view_hides_the_other_seats_cards_and_the_deck_order() -> None:
    game = game_class("RotW-EUS")(NAMES, 5, secret=SECRET)
    view = seat_view(game, 1)
    assert view.state.players[1].baron_offer == game.state.players[1].baron_offer
    assert view.secret != game.secret and view.history == []
    assert view.state.deck == sorted(game.state.deck)
    changed = _other_secrets(game, 1, 0)
    for seat in (0, 2, 3):
        assert seat_view(changed, 1).state.players[seat].baron_offer == view.state.players[seat].baron_offer
    view.apply(0, KeepBaron(choice=1))  # the view plays like the game, without touching it
    assert game.state.players[0].baron is None


def test_a_whole_all_bot_eastern_us_game_ends_without_debt() -> None:
    game, _ = _play("RotW-EUS", 11, 1500, SECRET)
    assert game.over
    assert all(p.bonds <= BOND_LIMIT for p in game.state.players)


@pytest.mark.parametrize(("title", "options"), [
    ("RotW-EUS", ("mines", "depots", "switches", "rotors", "auction-halves")),
    ("RotW-EUS", ("baron-later", "cutthroat", "auction-gift", "shorter")),
    ("RotW-MEX", ("no-black-stars",)),
    ("RotW-TRANS", ("golden-spike-barons", "golden-spike-starts")),
])
def test_the_bot_plays_the_options(title: str, options: tuple[str, ...]) -> None:
    game = game_class(title)(NAMES[:3], 21, options, secret=SECRET)
    while not game.over and len(game.history) < 90:
        player = game.acting_players()[0]
        game.apply(player, bot_move(game, player))
    assert all(p.bonds <= BOND_LIMIT for p in game.state.players)


def test_the_glenn_drover_variant_two_players() -> None:
    game = game_class("RotW-EUS")(NAMES[:2], 4, ("drover",), secret=SECRET)
    while not game.over and len(game.history) < 60:
        player = game.acting_players()[0]
        game.apply(player, bot_move(game, player))


def _between_the_phases(score: int, money: int) -> tuple[Rotw, list[int]]:
    """A Transcontinental game whose Eastern phase ends now, every player with 4 bonds, `score` points and `money`;
    the bonds each bot returns."""
    game = game_class("RotW-TRANS")(NAMES[:3], 9, secret=SECRET)
    while len(game.history) < 40:
        player = game.acting_players()[0]
        game.apply(player, bot_move(game, player))
    for standing in game.state.players:
        standing.bonds, standing.score, standing.money = 4, score, money
    game.state.stage = ACTIONS
    game.last_turn_over([])  # the Eastern phase is over: the bonds are returned first
    assert game.state.stage == RETURN_BONDS
    returned = []
    while game.state.stage == RETURN_BONDS:
        player = game.acting_players()[0]
        action = bot_move(game, player)
        assert isinstance(action, ReturnBonds)
        returned.append(action.count)
        game.apply(player, action)
    return game, returned


def test_the_transcontinental_game_returns_bonds_when_the_points_pay_for_them() -> None:
    game, returned = _between_the_phases(60, 0)  # past the income track's peak: points lost raise the income
    assert all(n >= 2 for n in returned)
    assert game.state.stage == BARONS  # the West opens: a Western Rail Baron card each
    while game.state.stage == BARONS:
        player = game.acting_players()[0]
        game.apply(player, bot_move(game, player))
    _, returned = _between_the_phases(30, 100)  # rich, and every point lost lowers the income: keep them
    assert returned == [0, 0, 0]


def test_the_bot_passes_the_auction_without_money_and_bids_nothing_it_would_borrow() -> None:
    game = game_class("RotW-EUS")(NAMES, 2, secret=SECRET)
    for player in range(4):
        game.apply(player, bot_move(game, player))
    assert game.state.stage == AUCTION
    player = game.acting_players()[0]
    assert game.state.players[player].money == 0
    assert bot_move(game, player) == Pass()


SCRIPT = """
import sys
from engine import game_class
from engine.players import bot_move
game = game_class(sys.argv[1])(["Ann", "Bob", "Cid"], 13, secret="5e" * 32)
while len(game.history) < 45:
    player = game.acting_players()[0]
    move = bot_move(game, player)
    print(move.text)
    game.apply(player, move)
"""


@pytest.mark.parametrize("title", ["RotW-WUS"])
def test_the_same_position_gives_the_same_move_in_every_process(title: str) -> None:
    """Deterministic: no randomness, and no order of a set (Python's string hashing differs between processes)."""
    root = Path(__file__).resolve().parents[3]
    moves = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", SCRIPT, title], cwd=root, env=env, capture_output=True, text=True,
                              check=True, timeout=120)
        moves.append(done.stdout.split("\n"))
    assert moves[0] == moves[1]


def test_the_bot_values_every_kind_of_card_a_player_may_take_on_every_map() -> None:
    """Issue 47: a kind of Railroad Operations card the bot has no worth for is one it never takes, silently (Nippon's
    Hot Springs were, until this test). Every kind any map's deck deals, with every option the map offers, is valued
    (its kind's `Worth`, a way in engine/players/rotw/cards.py WAYS) or said never to be taken (`never`, with why);
    goal cards go to whoever meets them first."""
    from engine.players.rotw.cards import WAYS
    from engine.rotw.cards import registry, timing

    missing, kinds = set(), set()
    for title in ROTW:
        cls = game_class(title)
        for options in [(), *((o,) for o in cls.options_offered)]:
            players = NAMES[:2] if "drover" in options else NAMES[:3]  # Glenn Drover's variant is for two
            game = cls(players, 1, options)
            kinds |= {c.kind for c in game.cards.operations}
            missing |= {(title, c.kind) for c in game.cards.operations
                        if timing(c) != "goal" and (c.kind not in registry.kinds()
                                                    or registry.kind(c.kind).worth.way not in WAYS)
                        and not (c.kind in registry.kinds() and registry.kind(c.kind).worth.never)}
    assert {"hot_springs", "operations_growth", "hotel"} <= kinds
    assert missing == set()
    assert all(bool(k.worth.never) != (k.worth.way in WAYS) for k in registry.kinds().values())


def test_the_bot_takes_nippons_hot_springs_while_mountains_are_left_to_build_over() -> None:
    from engine.players.rotw.cards import way_of
    from engine.players.rotw.ctx import context

    game = game_class("RotW-NIP")(NAMES[:3], 1)
    card = next(c for c in game.cards.operations if c.kind == "hot_springs")
    while game.state.stage != ACTIONS:
        player = game.acting_players()[0]
        game.apply(player, bot_move(game, player))
    value = way_of("hot_springs")
    assert value is not None
    worth = value(context(game, game.acting_players()[0]), card, [])
    assert worth is not None and worth[0] > 0 and worth[1].card == card.id
