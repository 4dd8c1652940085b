"""Railroad Operations cards and Rail Baron scoring on the small test map (CARDS.md: every kind)."""

from __future__ import annotations

from engine.rotw.cards import baron_points, longest_run
from engine.rotw.data import CardsSpec
from tests.engine.conftest import refused
from tests.engine.rotw.test_rotw_core import SmallMap, play

CARDS = CardsSpec(
    barons=[
        {"id": "morgan", "name": "Morgan", "goal": "largest_railroad", "points": 6, "text": "most links"},
        {"id": "gould", "name": "Gould", "goal": "fewest_bonds", "points": 7, "text": "fewest bonds"},
        {"id": "pullman", "name": "Pullman", "goal": "first_to_engine", "points": 6, "params": {"level": 3}, "text": "engine 3 first"},
        {"id": "farnam", "name": "Farnam", "goal": "links_from_city", "points": 8,
         "params": {"city": "Grayton", "points_per_link": 2, "max_points": 8}, "text": "links at Grayton"},
    ],
    operations=[
        {"id": "era", "name": "Railroad Era Begins", "kind": "first_delivery", "start": True, "text": "first delivery +1",
         "params": {"points": 1, "timing": "goal"}},
        {"id": "speed", "name": "Speed Record", "kind": "first_exact_links_delivery", "start": True, "text": "3 links +3",
         "params": {"links": 2, "points": 3, "timing": "goal"}},
        {"id": "bounty", "name": "Service Bounty: Bluefield", "kind": "service_bounty", "start": True, "text": "+4",
         "params": {"city": "Bluefield", "points": 4, "timing": "goal"}},
        {"id": "hotel", "name": "Hotel: Redport", "kind": "hotel", "keep": True, "text": "+1 a cube",
         "params": {"city": "Redport", "points_per_cube": 1, "timing": "lasting"}},
        {"id": "grant", "name": "Government Land Grant", "kind": "land_grant", "keep": True, "text": "plains free",
         "params": {"free_terrain": ["plains"], "builds": 1, "timing": "held"}},
        {"id": "perfect", "name": "Perfect Engineering", "kind": "perfect_engineering", "keep": True, "text": "5 tiles",
         "params": {"max_tiles": 5, "uses_per_turn": 1, "timing": "lasting_once_per_turn"}},
        {"id": "exec", "name": "Railroad Executive", "kind": "executive", "text": "2 actions",
         "params": {"actions": 2, "timing": "immediate"}},
        {"id": "growth", "name": "City Growth", "kind": "city_growth", "text": "2 cubes", "params": {"cubes": 2, "timing": "immediate"}},
        {"id": "industry", "name": "New Industry", "kind": "new_industry", "text": "free urbanize",
         "params": {"cubes": 2, "timing": "immediate"}},
    ],
)


class CardMap(SmallMap):
    title = "RotW-TEST-CARDS"

    @property
    def cards(self) -> CardsSpec:  # type: ignore[override]
        return CARDS


def game_ready() -> tuple[CardMap, int, int]:
    game = CardMap(["Ann", "Bob"], 1)
    play(game, "Ann: keep-baron 1", "Bob: keep-baron 1")
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    game.state.display = [c.id for c in CARDS.operations]  # the whole test deck face up
    game.state.deck = []
    me = game.acting_players()[0]
    return game, me, 1 - me


def test_goal_cards_go_to_the_first_to_meet_them_and_hotels_score_every_delivery() -> None:
    game, me, other = game_ready()
    assert refused(game, me, "take-card era") == ("Railroad Era Begins cannot be taken: it goes to the first player "
                                                  "to do what it says.")
    play(game, f"{game.players[me]}: take-card hotel")
    play(game, f"{game.players[other]}: build C5 B4 A3 A1")  # Grayton - Redport
    state = game.state
    state.cubes["C5"] = ["red"]
    said = play(game, f"{game.players[me]}: pass", f"{game.players[other]}: deliver red C5 A1")
    assert f"{game.players[other]} gains 1 point for Railroad Era Begins (now 2, income $4,000)." in said
    assert f"{game.players[me]} gains 1 point for the Hotel: Redport (now 1, income $3,000)." in said
    assert "era" not in game.state.display and game.state.claimed == ["era"]


def test_a_service_bounty_and_an_exact_length_delivery() -> None:
    game, me, other = game_ready()
    play(game, f"{game.players[me]}: build C5 C7 B8 A9", f"{game.players[other]}: build C1 B2 A3 A5 A7 A9")
    state = game.state
    state.players[me].engine = 2
    state.cubes["C1"], state.cubes["C5"] = [], ["blue"]
    said = play(game, f"{game.players[me]}: deliver blue C5 A9")
    assert any("for Service Bounty: Bluefield" in m for m in said)
    assert not any("Speed Record" in m for m in said)  # one link, not two


def test_land_grant_perfect_engineering_and_the_executive() -> None:
    game, me, other = game_ready()
    name = game.players[me]
    play(game, f"{name}: take-card grant", f"{game.players[other]}: take-card perfect")
    state = game.state
    bonds = state.players[me].bonds
    said = play(game, f"{name}: build A1 A3 A5 A7 A9 card:grant")
    # plains free; only the ridge between A5 and A7 still costs its 4
    assert f"{name} uses Government Land Grant." in said
    assert state.players[me].bonds - bonds == 1 and "grant" not in state.players[me].cards
    assert refused(game, other, "build C1 B2 A3 A5 A7 card:grant") == "You hold no card grant."
    said = play(game, f"{game.players[other]}: build C1 B2 A3 card:perfect")
    assert f"{game.players[other]} uses Perfect Engineering." in said and "perfect" in game.state.players[other].cards
    assert game.state.used_this_turn == ["perfect"]  # once a turn; kept for the game


def test_executive_gives_two_more_actions_at_once() -> None:
    game, me, other = game_ready()
    name = game.players[me]
    play(game, f"{name}: take-card exec")
    assert game.acting_players() == [me]
    assert refused(game, me, "take-card exec") is not None  # the card is gone
    play(game, f"{name}: upgrade", f"{name}: upgrade")
    assert game.state.players[me].engine == 3 and game.acting_players() == [other]


def test_city_growth_and_new_industry() -> None:
    game, me, other = game_ready()
    before = len(game.state.cubes["C9"])
    said = play(game, f"{game.players[me]}: take-card growth C9")
    assert len(game.state.cubes["C9"]) == before + 2 and "go to Yellowby (C9)" in said[-1]
    play(game, f"{game.players[other]}: take-card industry C5 purple")
    assert game.state.colors == {"C5": "purple"} and game.state.players[other].bonds == 0  # free


def test_pullman_is_revealed_when_met_and_barons_score_at_the_end() -> None:
    game, me, other = game_ready()
    state = game.state
    state.players[me].baron, state.players[other].baron = "pullman", "farnam"
    state.players[me].engine = 2
    said = play(game, f"{game.players[me]}: upgrade")
    assert f"{game.players[me]} reveals the Rail Baron card Pullman: first to a level 3 engine." in said
    assert baron_points(game, me) == (0, "")  # already scored
    play(game, f"{game.players[other]}: build C5 B4 A3 A1")
    play(game, f"{game.players[me]}: pass", f"{game.players[other]}: build C5 C7 C9")
    assert baron_points(game, other) == (4, "2 links at Grayton")
    assert longest_run(game, other) == 2
    state.players[me].baron = "morgan"
    assert baron_points(game, me) == (0, "")  # Morgan needs the most links: Bob has more
    state.players[other].baron, state.players[me].bonds, state.players[other].bonds = "gould", 3, 2
    assert baron_points(game, other) == (7, "fewest bonds")
    state.players[me].bonds = 2
    assert baron_points(game, other) == (0, "")  # a tie scores nothing


def test_the_transcontinental_bond_return_example() -> None:
    from engine.rotw.scoring import bond_return_cost

    assert bond_return_cost(4) == 2 + 3 + 4 + 5 == 14  # the compendium's example
    assert [bond_return_cost(n) for n in range(4)] == [0, 2, 5, 9]


def test_an_engine_reaches_its_level_in_links_and_no_more() -> None:
    """Compendium: a player with a 2 engine can deliver a cube one or two links away, but not three."""
    game, me, other = game_ready()
    name, rival = game.players[me], game.players[other]
    play(game, f"{name}: build C1 C3 C5", f"{rival}: pass", f"{name}: build C5 C7 C9", f"{rival}: pass",
         f"{name}: build A9 B8 C9", f"{rival}: pass")  # Coalton - Grayton - Yellowby - Bluefield: three links
    while not (game.state.stage == "actions" and game.acting_players() == [me]):  # the next auction, passed out
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    state = game.state
    state.players[me].engine = 2
    state.cubes["C1"], state.cubes["C5"] = ["blue"], ["blue"]
    assert refused(game, me, "deliver blue C1 C5 C9 A9") == "Your engine is level 2: a cube may travel at most 2 links."
    said = play(game, f"{name}: deliver blue C5 C9 A9")  # two links: allowed
    assert f"{name} gains 2 points for 2 links" in " ".join(said)


MEXICO_KINDS = CardsSpec(
    barons=[*CARDS.barons, {"id": "madero", "name": "Madero", "goal": "hotels_held", "points": 5, "text": "hotels",
                            "params": {"points_by_count": {"2": 3, "3": 4, "4": 5}}}],
    operations=[
        *CARDS.operations,
        *({"id": f"hotel{n}", "name": f"Hotel {n}", "kind": "hotel", "keep": True, "text": "+1 a cube",
           "params": {"city": "Redport", "points_per_cube": 1, "timing": "lasting"}} for n in (2, 3)),
        {"id": "depot", "name": "Trading Depot", "kind": "trading_depot", "keep": True, "text": "+1 a use",
         "params": {"points_per_delivery": 1, "timing": "lasting"}},
        {"id": "civil", "name": "Civil Engineers", "kind": "civil_engineers", "keep": True, "text": "rivers $1k",
         "params": {"terrain": "water", "cost": 1, "builds": 1, "timing": "held"}},
        {"id": "tunnel", "name": "Tunnel Engineer", "kind": "tunnel_engineer", "keep": True, "text": "half",
         "params": {"terrain": ["mountain", "ridge"], "factor": 0.5, "builds": 1, "timing": "held"}},
        {"id": "free", "name": "Engine Upgrade", "kind": "free_engine_upgrade", "keep": True, "text": "free",
         "params": {"levels": 1, "timing": "held"}},
        {"id": "express", "name": "Express", "kind": "express", "keep": True, "text": "pass one",
         "params": {"cities": 1, "timing": "held"}},
        {"id": "growth-ops", "name": "Operations Growth", "kind": "operations_growth", "text": "two more",
         "params": {"deal": 2, "timing": "immediate"}},
    ],
)


class MexicoKinds(SmallMap):
    title = "RotW-TEST-MEX"

    @property
    def cards(self) -> CardsSpec:  # type: ignore[override]
        return MEXICO_KINDS


def ready_with(*held: str) -> tuple[MexicoKinds, int, int]:
    game = MexicoKinds(["Ann", "Bob"], 1)
    play(game, "Ann: keep-baron 1", "Bob: keep-baron 1")
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    me = game.acting_players()[0]
    game.state.players[me].cards = list(held)
    return game, me, 1 - me


def test_civil_and_tunnel_engineers_make_one_build_cheaper() -> None:
    game, me, _other = ready_with("tunnel", "civil")
    bonds = game.state.players[me].bonds
    # C5 B4 (mountain 4 -> 2) A3 (plains 2) A1: $4,000 with the Tunnel Engineer instead of $6,000
    said = play(game, f"{game.players[me]}: build C5 B4 A3 A1 card:tunnel")
    assert "lays 2 tiles for $4,000" in " ".join(said) and "tunnel" not in game.state.players[me].cards
    assert game.state.players[me].bonds == bonds + 1


def test_a_free_engine_upgrade_and_an_express_delivery() -> None:
    game, me, other = ready_with("free", "express")
    said = play(game, f"{game.players[me]}: upgrade")
    assert "uses Engine Upgrade" in " ".join(said) and game.state.players[me].bonds == 0
    assert game.state.players[me].engine == 2 and "free" not in game.state.players[me].cards
    play(game, f"{game.players[other]}: build C5 C7 C9", f"{game.players[me]}: build A9 B8 C9")
    play(game, f"{game.players[other]}: pass", f"{game.players[me]}: pass")
    while not (game.state.stage == "actions" and game.acting_players() == [me]):
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    game.state.cubes["A9"] = ["yellow"]
    game.state.colors["C5"] = "yellow"  # a yellow city beyond Yellowby
    said = play(game, f"{game.players[me]}: deliver yellow A9 C9 C5")  # passes Yellowby thanks to the Express
    assert any("uses Express: the cube passes Yellowby (C9)" in line for line in said)


def test_operations_growth_is_discarded_and_two_cards_come_instead() -> None:
    from engine.rotw.cards import turn_up

    game, _me, _other = ready_with()
    game.state.display = []
    game.state.deck = ["growth", "industry", "growth-ops"]  # the top card is the last
    messages: list[str] = []
    turn_up(game, messages)
    assert game.state.display == ["industry", "growth"] and "growth-ops" in game.state.claimed
    assert messages[0] == "Operations Growth is turned up: it is discarded and two cards are turned up instead."


def test_a_railroad_executive_dealt_at_setup_goes_back_into_the_deck() -> None:
    from engine.rotw.game import Rotw

    for seed in range(12):
        game = Rotw(["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"], seed)
        assert not any(card.startswith("railroad-executive") for card in game.state.display)
        assert sum(card.startswith("railroad-executive") for card in game.state.deck) == 2


def test_a_trading_depot_on_another_players_link_scores_every_delivery_over_it() -> None:
    game, me, other = ready_with()
    game.state.display.append("depot")
    play(game, f"{game.players[me]}: build A9 B8 C9", f"{game.players[other]}: build C5 C7 C9")
    theirs = next(link for link in game.state.links if link.owner == other)
    mine = next(link for link in game.state.links if link.owner == me)
    assert refused(game, me, f"take-card depot link:{mine.id}") == (
        "Put the Trading Depot on another player's complete link: take-card depot link:N.")
    said = play(game, f"{game.players[me]}: take-card depot link:{theirs.id}")
    assert game.state.depots == {theirs.id: me} and "depot" in game.state.players[me].cards
    assert any("a point whenever a delivery uses it" in line for line in said)
    play(game, f"{game.players[other]}: pass")
    while not (game.state.stage == "actions" and game.acting_players() == [other]):
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    game.state.cubes["C5"] = ["yellow"]
    points = game.state.players[me].score
    said = play(game, f"{game.players[other]}: deliver yellow C5 C9")  # Bob's own link carries a cube
    assert game.state.players[me].score == points + 1
    assert any(f"for the Trading Depot on link {theirs.id}" in line for line in said)


def test_francisco_madero_scores_by_hotels_held() -> None:
    game, me, _other = ready_with("hotel")
    game.state.players[me].baron = "madero"
    assert baron_points(game, me) == (0, "")
    game.state.players[me].cards = ["hotel", "hotel2"]
    assert baron_points(game, me) == (3, "2 Hotels")
    game.state.players[me].cards = ["hotel", "hotel2", "hotel3", "exec"]
    assert baron_points(game, me) == (4, "3 Hotels")
