"""18EZ Level 3 errors found by playing (issue 20), each checked against the rulebook (18EZ-level3.txt)."""

from __future__ import annotations

from engine.actions import parse_action
from engine.eighteen.ez.common.stock import OPERATE, RUN
from engine.eighteen.ez.common.track_play import sell_from_bank
from engine.eighteen.ez.level2.game import EZLevel2
from engine.eighteen.ez.level3.game import EZLevel3
from tests.engine.conftest import refused
from tests.engine.eighteen.ez.test_level3 import operating_l3, play, player, seated, sold_packet

FOUR = ["Ann", "Bob", "Cid", "Dee"]


def acting_line(game: EZLevel3) -> str:
    return next(line for line in game.status_lines() if "to act" in line or "Operating Round" in line)


def test_status_names_whoever_acts_in_the_startpacket() -> None:
    """Two players, seed 5: after Ann passes, Bob acts, and /game status says so (it used to say Ann)."""
    game = EZLevel3(["Ann", "Bob"], 5)
    assert acting_line(game) == "Share Dealing Round 1: Ann to act"
    play(game, "Ann: pass")
    assert game.acting_players() == [1]
    assert acting_line(game) == "Share Dealing Round 1: Bob to act"


def test_status_names_the_bidder_of_a_special_auction_and_after_play_resumes() -> None:
    game, (a, b, c, d) = seated(FOUR, 3)
    play(game, f"{a}: bid HOTEL 55", f"{b}: bid HOTEL 60", f"{c}: buy-company SL")  # the Hotel comes up: a and b bid
    bidder = game.players[game.acting_players()[0]]
    assert bidder in (a, b) and acting_line(game) == f"Share Dealing Round 1: {bidder} to act"
    other = b if bidder == a else a
    play(game, f"{bidder}: pass")  # the other takes the Hotel; the Startpacket goes on from after c
    assert game.privates()["HOTEL"].player == player(game, other)
    now = game.players[game.acting_players()[0]]
    assert acting_line(game) == f"Share Dealing Round 1: {now} to act"
    assert now == d


def test_a_sale_between_players_asks_the_buyer_naming_the_seller() -> None:
    game, (a, b, c, d) = seated(FOUR)
    sold_packet(game, [a, b, c, d])
    obs_owner = game.players[game.privates()["OBS"].player]
    buyer = a if obs_owner != a else b
    play(game, f"{obs_owner}: sell-company OBS 1 to {buyer}")
    assert game.acting_players() == [player(game, buyer)]
    assert game.turn_prompt(player(game, buyer)) == f"{obs_owner} offers you the Obsidian Railroad for $1: /accept or /decline"


def test_a_railroads_offer_asks_the_owner_naming_the_railroad() -> None:
    game, (a, b, *_) = operating_l3()
    state = game.state
    state.operating, state.step = "PS&W", "build"
    state.depot.phase_index = 1
    play(game, f"{a}: buy-company HOTEL 50")  # b owns the Hotel and answers
    assert game.turn_prompt(player(game, b)) == "PS&W offers $50 for the Harriot Milton Hotel: /accept or /decline"


def hotel_owner() -> tuple[EZLevel3, int]:
    game, (a, b, *_) = operating_l3()
    state = game.state
    state.operating, state.step = "PS&W", "build"
    state.depot.phase_index = 1
    play(game, f"{a}: buy-company HOTEL 50", f"{b}: accept")
    return game, player(game, a)


def test_the_hotel_goes_on_a_small_city_too_and_adds_ten_to_its_runs() -> None:
    """Appendix: "place the Hotel Bonus Token on a city of its choice"; section 2.3: "Small cities are small black
    circles, and large cities are large white circles" - both are cities. Millbrook (F9) is a small city."""
    game, president = hotel_owner()
    state = game.state
    for hex_name, tile in {"E4": ("14", 0), "E6": ("8", 5), "F7": ("8", 2), "F9": ("4", 1)}.items():
        state.track.tiles[hex_name] = tile
    state.track.tokens["E4"] = ["PS&W"]
    outcome = game.apply(president, parse_action("hotel F9"))
    assert game.hotel_token == ("F9", "PS&W") and game.privates()["HOTEL"].closed
    assert "PS&W places the Hotel token in Millbrook (F9)" in outcome.messages[0]
    company = game.state.companies["PS&W"]
    company.trains = ["2"]
    state = game.state
    state.stage, state.operating, state.step = OPERATE, "PS&W", RUN
    game.apply(president, parse_action("run 2:E4-F9"))
    assert game.state.revenue == 30 + 10 + 10  # green Purple Springs, Millbrook and the Hotel's $10


def test_the_hotel_is_refused_where_no_city_is_printed() -> None:
    game, president = hotel_owner()
    assert refused(game, president, "hotel F7") == "F7 has no city for the Hotel token; it goes on a large or small city."
    assert refused(game, president, "hotel WEST") == "The Hotel token may not be placed on a red off-board location."


def test_a_phase_begins_once_and_its_later_trains_say_so() -> None:
    """Levels 2 and 3 have two green steps (the first 3 and the first 4) and two brown (5 and 6)."""
    game = EZLevel2(FOUR, 7)
    depot, rules = game.state.depot, game.rules
    said: list[str] = []
    for train in ("2", "3", "4", "5", "6"):
        while depot.left.get(train, 0):
            sell_from_bank(depot, rules, train, said)
    phases = [m for m in said if "phase" in m]
    assert phases == [
        "The green phase begins: yellow, green tiles may now be laid.",
        "The first type 4 train is sold: the green phase goes on.",
        "The brown phase begins: yellow, green, brown tiles may now be laid.",
        "The first type 6 train is sold: the brown phase goes on.",
    ]
