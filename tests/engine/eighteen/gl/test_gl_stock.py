"""18GL setup (1.2), the private companies' auction (4.2) and Stock Rounds (4.1, 4.4)."""

from __future__ import annotations

from engine.actions import parse_action
from engine.core.game import Outcome
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.state import INITIAL, OPERATE
from tests.engine.conftest import refused

FOUR = ["Ann", "Bob", "Cid", "Dee"]
FIFTIES = {"BRIDGE", "TUNNEL", "TERMINAL"}


def seated(players: list[str] = FOUR, seed: int = 5, revision: int | None = None) -> tuple[GL18, list[str]]:
    game = GL18(players, seed, (), revision)
    return game, [game.players[p] for p in game.seating()]


def play(game: GL18, *lines: str) -> list[str]:
    messages: list[str] = []
    for line in lines:
        name, _, move = line.partition(":")
        outcome: Outcome = game.apply(game.players.index(name.strip()), parse_action(move.strip()))
        messages += outcome.messages
    return messages


def packet_ids(game: GL18) -> list[str]:
    packet = game.state.startpacket
    assert packet is not None
    return [lot.id for lot in packet.lots]


def sell_privates(game: GL18, _order: list[str]) -> None:
    """Each seat in turn buys the cheapest private company until all are sold."""
    while game.state.startpacket is not None and game.state.start_due is None:
        top = game.state.startpacket.top()
        assert top is not None
        name = game.players[game.acting_players()[0]]
        play(game, f"{name}: buy-company {top.id}")


def test_setup_cash_limits_and_one_fifty_dollar_private() -> None:
    for players, cash, limit in [(2, 1200, 28), (3, 800, 20), (4, 600, 16), (5, 480, 13), (6, 400, 11)]:
        game = GL18([f"P{i}" for i in range(players)], 3)
        assert [game.cash(p) for p in range(players)] == [cash] * players
        assert game.certificate_limit == limit
        assert game.bank == 12000 - 2400
    kept = set()
    for seed in range(30):
        ids = packet_ids(GL18(FOUR, seed))
        fifties = [i for i in ids if i in FIFTIES]
        assert len(fifties) == 1 and len(ids) == 9  # eleven companies, two of the $50 ones discarded
        kept.add(fifties[0])
        assert ids == ["C&E", "EJ&E", fifties[0], "RAILWORKS", "MINE", "ALCO", "PORT", "FERRY", "C&A"]  # by price
    assert kept == FIFTIES  # the seed draws each of them in some games
    assert GL18(FOUR, 7).seating() == GL18(FOUR, 7).seating()


def test_the_cheapest_is_bought_at_face_and_bids_go_in_five_dollar_steps() -> None:
    game, (a, b, c, _d) = seated()
    ann = game.players.index(a)
    ce = "Cleveland and Eastern Railway"
    assert refused(game, ann, "bid C&E 25") == f"{ce} is on top of the Startpacket: buy it at $20 instead of bidding."
    ejoe = "Elgin, Joliet and Eastern Railway Company"
    assert refused(game, ann, "bid EJ&E 47") == f"Bids on {ejoe} go in $5 steps over its $40 price: $45 or $50."
    assert refused(game, ann, "bid EJ&E 40") == f"A bid on {ejoe} must be at least $5 over its price: $45 or more."
    messages = play(game, f"{a}: bid EJ&E 45", f"{b}: buy-company C&E")
    assert f"{b} buys the Cleveland and Eastern Railway for $20." in messages
    assert f"{a} wins the Elgin, Joliet and Eastern Railway Company for $45." in messages  # its only bidder
    assert game.cash(ann) == 600 - 45 and game.cash(game.players.index(b)) == 600 - 20
    assert game.state.privates["EJ&E"].player == ann
    assert game.acting_players() == [game.players.index(c)]  # play resumes after the buyer
    assert game.bank == 12000 - 2400 + 65


def test_several_bidders_hold_an_auction_starting_after_the_high_bidder() -> None:
    game, (a, b, c, d) = seated()
    play(game, f"{a}: bid EJ&E 45", f"{b}: bid EJ&E 50", f"{c}: bid EJ&E 60")
    messages = play(game, f"{d}: buy-company C&E")
    assert f"An auction for the Elgin, Joliet and Eastern Railway Company begins among {a}, {b} and {c}; {a} bids first." in messages
    assert game.acting_players() == [game.players.index(a)]
    assert refused(game, game.players.index(a), "bid EJ&E 60").startswith("A bid on")
    messages = play(game, f"{a}: bid EJ&E 65", f"{b}: pass", f"{c}: pass")
    assert f"{a} wins the Elgin, Joliet and Eastern Railway Company for $65." in messages
    assert game.cash(game.players.index(c)) == 600  # the losing bids cost nothing


def test_everyone_passing_before_any_sale_forces_the_c_and_e_on_the_priority_holder() -> None:
    game, (a, b, c, d) = seated()
    messages = play(game, f"{a}: pass", f"{b}: pass", f"{c}: pass", f"{d}: pass")
    assert f"{a} must buy the Cleveland and Eastern Railway for $20 (4.2)." in messages[-2]
    assert game.state.privates["C&E"].player == game.players.index(a)
    assert game.acting_players() == [game.players.index(b)]


def test_passes_after_a_sale_bring_an_operating_round_of_revenue_and_another_initial_round() -> None:
    game, (a, b, c, d) = seated()
    play(game, f"{a}: buy-company C&E", f"{b}: pass", f"{c}: pass", f"{d}: pass")
    messages = play(game, f"{a}: pass")
    assert "The Cleveland and Eastern Railway pays $5 to " + a + "." in messages
    assert game.cash(game.players.index(a)) == 600 - 20 + 5
    assert game.stage == INITIAL and game.state.sr_number == 2
    assert game.acting_players() == [game.players.index(b)]  # the Priority Deal card: after the last buyer


def test_the_camden_and_amboy_comes_with_the_prr_presidency() -> None:
    game, order = seated()
    sell_privates(game, order)
    due = game.state.start_due
    assert due is not None and due[1] == "PRR"
    owner = due[0]
    assert game.acting_players() == [owner] and game.held(owner, "PRR") == 2
    assert refused(game, owner, "pass") == "PRR's starting value is set first: /par railroad:PRR price:…."
    assert refused(game, owner, "par PRR 140") == "$140 is not a starting value now; choose one of $60, $70, $75, $80, $90, $100."
    cash = game.cash(owner)
    play(game, f"{game.players[owner]}: par PRR 90")
    assert game.cash(owner) == cash and game.share_value("PRR") == 90  # the certificate came with the private
    assert game.state.start_due is None and game.state.startpacket is None


def test_starting_a_corporation_floating_it_and_incremental_capital() -> None:
    game, order = seated()
    sell_privates(game, order)
    owner = game.state.start_due[0]  # type: ignore[index]
    play(game, f"{game.players[owner]}: par PRR 90")
    first = game.players[game.acting_players()[0]]
    p = game.players.index(first)
    cash = game.cash(p)
    play(game, f"{first}: par NYC 80")
    assert game.cash(p) == cash - 160 and game.share_value("NYC") == 80 and game.held(p, "NYC") == 2
    nyc = game.state.corporations["NYC"]
    bank = game.bank
    buyers = []
    while not nyc.floated:
        name = game.players[game.acting_players()[0]]
        buyers.append(name)
        play(game, f"{name}: buy-share NYC")
    assert 10 - nyc.treasury_shares == 5 and nyc.cash == 5 * 80  # five shares sold: capital is their value (4.4)
    assert game.bank == bank + 3 * 80 - 400  # the three shares' price went to the bank, the capital came from it
    assert game.state.track.tokens["N12"] == ["NYC"]  # its home, the East Coast off-board, is kept by its hex
    name = game.players[game.acting_players()[0]]
    play(game, f"{name}: buy-share NYC")
    assert nyc.cash == 480 and nyc.treasury_shares == 4  # from the treasury: the money goes to the corporation
    president = game.players[nyc.president]  # type: ignore[index]
    while game.players[game.acting_players()[0]] != president:
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    assert refused(game, nyc.president, "sell NYC 1") == "NYC has not operated yet, so its shares may not be sold."


def test_sixty_percent_and_the_round_end() -> None:
    game, order = seated(["Ann", "Bob"], seed=2)
    sell_privates(game, order)
    owner = game.state.start_due[0]  # type: ignore[index]
    play(game, f"{game.players[owner]}: par PRR 100")
    a, b = (game.players[game.acting_players()[0]], game.players[1 - game.acting_players()[0]])
    play(game, f"{a}: par NYC 60")
    for _ in range(4):
        play(game, f"{b}: pass", f"{a}: buy-share NYC")
    assert game.held(game.players.index(a), "NYC") == 6
    play(game, f"{b}: pass")
    assert refused(game, game.players.index(a), "buy-share NYC") == "You hold 60% of NYC, the most one player may own."
    messages = play(game, f"{a}: pass")
    assert game.stage == OPERATE
    assert any("holds the Priority Deal card" in m for m in messages)
    assert game.state.priority == game.seat_of(game.players.index(b))  # after the last player who bought


def test_wabash_chooses_its_st_louis_circle_when_it_floats() -> None:
    game, order = seated(["Ann", "Bob"], seed=2)
    sell_privates(game, order)
    owner = game.state.start_due[0]  # type: ignore[index]
    play(game, f"{game.players[owner]}: par PRR 100")
    a, b = (game.players[game.acting_players()[0]], game.players[1 - game.acting_players()[0]])
    play(game, f"{a}: par Wabash 60")
    for _ in range(2):
        play(game, f"{b}: pass", f"{a}: buy-share Wabash")
    messages = play(game, f"{b}: pass", f"{a}: buy-share Wabash")
    assert messages[-1] == f"{a} chooses Wabash's home circle: home B18 or home C19."
    assert game.acting_players() == [game.players.index(a)]
    assert [m.text for m in game.legal_actions(game.players.index(a))] == ["home B18", "home C19"]
    assert refused(game, game.players.index(a), "pass") == "Wabash's home comes first: /home hex:…."
    assert refused(game, game.players.index(a), "home D12") == "The home circles are B18 and C19."
    play(game, f"{a}: home C19")
    assert game.state.track.tokens["C19"] == ["Wabash"] and "B18" not in game.state.track.tokens
    assert game.state.corporations["Wabash"].stations == 2
    assert game.acting_players() == [game.players.index(b)]  # the purchase ended the turn
    assert [str(n.hex) for n in game.graph().stations("Wabash")] == ["B18"]  # St. Louis is one stop
