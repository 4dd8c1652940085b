"""18EZ rules as written, rules revision 4 (issue 33 §2, §4, §5), each from the rulebook's side, and each also shown
the old way for a game begun under revision 3 (saved games replay as they were played).

- Level 2 1.3 and 1.6, Level 3 1.9: "If any railroads "floated" during the SDR, one of the company's tokens will be
  placed on the SPI within the red outlined area at the company's par value" (1.14: "the newly arriving token is
  always placed on the bottom of the stack").
- Level 2 1.2 (on the President's Certificate): "If this puts the outgoing president over the certificate limit,
  he/she needs to sell shares at his/her next opportunity."
- Level 2 2.3 / Level 3 2.3: "In order for a railroad to lay additional tiles, it must be able to trace a legal route
  from its home station"; 2.5: "the railroad must be able to trace a legal route from its home city, to the city
  where the token is to be placed". Upgrades (2.4: "a legal route to the hex in question") keep any station.
"""

from __future__ import annotations

import copy
import random

from engine.actions import parse_action
from engine.eighteen.ez.level2.game import OPERATE, SHARE_DEALING, EZLevel2
from engine.titles import game_class
from tests.engine.conftest import refused
from tests.engine.eighteen.ez.test_level2 import FOUR, play, seated
from tests.randomplay import random_moves

SIX = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


def _float_both(game: EZLevel2, order: list[str]) -> None:
    """M&YR's President's Certificate is bought first, but PS&W reaches 50% first; both at par $70."""
    a, b, c, d = order
    play(game, f"{a}: par M&YR 70", f"{b}: par PS&W 70", f"{c}: buy-share PS&W", f"{d}: buy-share PS&W",
         f"{a}: buy-share PS&W",  # PS&W: 50% sold, it floats
         f"{b}: buy-share M&YR", f"{c}: buy-share M&YR", f"{d}: buy-share M&YR")  # M&YR: 50% sold


def test_share_value_tokens_go_on_the_chart_when_the_round_ends_in_the_order_railroads_floated() -> None:
    game, order = seated(FOUR)
    _float_both(game, order)
    assert game.market_stacks() == {}  # no token on the chart before the round ends
    assert game.share_value("M&YR") == game.share_value("PS&W") == 70  # par, on the Par Values track
    messages = play(game, *(f"{name}: pass" for name in order))
    assert game.stage == OPERATE
    (cell, stack), = game.market_stacks().items()
    assert cell == game.market.par_cell(70) and stack == ["PS&W", "M&YR"]  # M&YR arrives after PS&W: under it
    assert game.operating == "PS&W" and game.operating_order() == ["PS&W", "M&YR"]
    assert "M&YR's share value token goes on the chart at $70, under PS&W." in messages

    old, order = seated(FOUR)
    old.revision = 3  # a game begun under revision 3: the token went on the chart with the President's Certificate
    _float_both(old, order)
    play(old, *(f"{name}: pass" for name in order))
    assert list(old.market_stacks().values()) == [["M&YR", "PS&W"]] and old.operating == "M&YR"


def test_shares_of_a_railroad_not_floated_sell_at_par_and_move_no_token() -> None:
    game, (a, b, c, d) = seated(FOUR)
    play(game, f"{a}: par M&YR 70", f"{b}: pass", f"{c}: pass", f"{d}: pass", f"{a}: buy-share M&YR",
         f"{b}: pass", f"{c}: pass", f"{d}: pass", f"{a}: pass")
    assert game.stage == SHARE_DEALING and not game.railroad("M&YR").floated  # no railroad floated: the next SDR
    ann = game.players.index(a)
    cash = game.cash(ann)
    messages = play(game, f"{b}: pass", f"{c}: pass", f"{d}: pass", f"{a}: sell M&YR 1")  # the next SDR begins with b
    assert game.cash(ann) == cash + 70 and game.railroad("M&YR").pool == 1
    assert game.market_stacks() == {} and game.share_value("M&YR") == 70
    assert "M&YR has not floated: its share value token is not on the chart, and its shares stay at par $70." in messages


def test_over_the_certificate_limit_after_losing_a_presidency_the_next_turn_is_a_sale() -> None:
    def position(revision: int) -> tuple[EZLevel2, list[str]]:
        game, order = seated(SIX)
        game.revision = revision
        state, index = game.state, {name: game.players.index(name) for name in order}
        a, b, c, d = order[:4]
        for railroad, president, cell in (("PS&W", a, (3, 3)), ("BR&N", c, (3, 4)), ("BCRR", d, (3, 5))):
            company = state.companies[railroad]
            company.par, company.president, company.floated, company.ipo = 70, index[president], True, 4
            state.tokens.place(railroad, cell)
        holdings = {a: {"PS&W": 3, "BR&N": 3, "BCRR": 3}, b: {"PS&W": 3}, c: {"BR&N": 3}, d: {"BCRR": 3}}
        for name, held in holdings.items():
            state.investors[index[name]].shares.update(held)
        state.turn = 1  # Bob's turn (seat 1)
        return game, order

    game, order = position(4)
    ann, bob = game.players.index(order[0]), game.players.index(order[1])
    assert game.certificates_held(ann) == game.certificate_limit == 8
    messages = play(game, f"{order[1]}: buy-share PS&W")
    assert f"{order[1]} becomes president of PS&W from {order[0]}, with its charter and treasury." in messages
    assert game.railroad("PS&W").president == bob and game.certificates_held(ann) == 9
    play(game, *(f"{name}: pass" for name in order[1:]))
    assert game.acting_players() == [ann]
    assert "over the limit of 8 since a presidency changed hands: sell shares first" in refused(game, ann, "pass")
    legal = game.legal_actions(ann)
    assert legal and all(action.text.startswith("sell ") for action in legal)
    messages = play(game, f"{order[0]}: sell BR&N 1")
    assert game.certificates_held(ann) == 8  # within the limit: at the limit she may buy nothing, so her turn ends
    assert f"{order[1]} is next." in messages and game.acting_players() == [bob]

    old, order = position(3)  # revision 3: the player could pass
    play(old, f"{order[1]}: buy-share PS&W", *(f"{name}: pass" for name in order[1:]))
    assert old.certificates_held(ann) == 9 and parse_action("pass") in old.legal_actions(ann)


def _random_position(title: str, seed: int, moves: int) -> EZLevel2:
    game = game_class(title)(FOUR, seed)
    for _ in random_moves(game, random.Random(seed), moves):
        pass
    return game  # type: ignore[return-value]


def test_a_new_tile_is_traced_from_the_home_station_not_from_another_station() -> None:
    game = _random_position("18EZ-L2", 3, 965)  # found by random play: PS&W, stations in E4 (home) and I6
    company = game.railroad("PS&W")
    assert game.state.operating == "PS&W" and game.board.railroads["PS&W"].home == "E4"
    assert sorted(h for h, held in game.state.track.tokens.items() if "PS&W" in held) == ["E4", "I6"]
    graph = game.graph()
    assert "H13" in graph.reach("PS&W").hexes() and "H13" not in graph.reach("PS&W", "E4").hexes()
    president = game.president("PS&W")
    assert "PS&W cannot trace a route from its home station to H13" in refused(game, president, "lay H13 9 1")
    assert parse_action("lay H13 9 1") not in game.legal_actions(president)

    old = copy.deepcopy(game)
    old.revision = 3  # a game begun under revision 3 built from any station
    assert parse_action("lay H13 9 1") in old.legal_actions(president)
    old.apply(president, parse_action("lay H13 9 1"))
    assert old.state.track.tiles["H13"][0] == "9" and company.cash >= 0


def test_a_station_is_traced_from_the_home_city() -> None:
    game = _random_position("18EZ-L3", 2, 837)  # found by random play: M&YR, home G18, a station in Metropolis F11
    assert game.state.operating == "M&YR" and game.board.railroads["M&YR"].home == "G18"
    assert sorted(h for h, held in game.state.track.tokens.items() if "M&YR" in held) == ["F11", "G18"]
    president = game.president("M&YR")
    assert "M&YR cannot trace a route from its home station to Bear River (B9)." in refused(game, president, "station B9")
    assert parse_action("station B9") not in game.legal_actions(president)

    old = copy.deepcopy(game)
    old.revision = 3
    assert parse_action("station B9") in old.legal_actions(president)


def test_a_round_with_nothing_floated_says_why_and_who_could_pay() -> None:
    """Issue 34 §2: twelve share rounds of passes went by without a word; now the end of a round that floated nothing
    says what floating takes (Level 2 1.3: 50% bought from the IPO) and who has the cash for it."""
    game, (a, b, c, d) = seated(FOUR)
    play(game, f"{a}: par PS&W 100")
    messages = play(game, f"{b}: pass", f"{c}: pass", f"{d}: pass", f"{a}: pass")
    rich = ", ".join(name for name in game.players if game.cash(game.players.index(name)) >= 100)
    assert ("No railroad has floated, so no Operating Round follows (a railroad floats once 50% of its shares are "
            f"bought from the IPO): PS&W 3 more ($100 each) bought from the IPO; {rich} could buy.") in messages
    assert game.stage == SHARE_DEALING


def _penniless(game: EZLevel2) -> None:
    """Everyone's cash gone (to the bank), and no shares: nothing to buy with, nothing to sell."""
    for investor in game.state.investors:
        game.state.bank += investor.cash
        investor.cash = 0


def test_a_share_round_no_one_can_act_in_passes_by_itself_before_the_operating_rounds() -> None:
    game, order = seated(FOUR)
    _float_both(game, order)
    play(game, *(f"{name}: pass" for name in order))  # PS&W and M&YR float: Operating Round 1
    for investor in game.state.investors:  # no cash, and only shares no sale may take (the presidents' own)
        game.state.bank += investor.cash
        investor.cash = 0
        for railroad in list(investor.shares):
            if game.state.companies[railroad].president != game.state.investors.index(investor):
                game.state.companies[railroad].ipo += investor.shares.pop(railroad)
    messages: list[str] = []
    game.start_share_dealing(messages)
    assert "No one can buy or sell a share: the Share Dealing Round passes by itself." in messages
    assert game.stage == OPERATE  # the Operating Rounds follow without twelve pings for passes

    old, order = seated(FOUR)
    old.revision = 3
    messages = []
    old.start_share_dealing(messages)
    assert old.stage == SHARE_DEALING and not any("passes by itself" in m for m in messages)


def test_a_game_where_nothing_can_ever_change_says_it_is_stuck_and_how_out() -> None:
    game, _order = seated(FOUR)
    _penniless(game)
    messages: list[str] = []
    game.start_share_dealing(messages)
    assert ("No one can buy or sell a share and no railroad has floated, so nothing can change: the game is stuck. "
            "The group may end it (/game abandon) or take moves back with everyone's consent (/game undo).") in messages
