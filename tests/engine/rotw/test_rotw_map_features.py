"""Map features of the newer boards, on the small test map (compendium, the Great Britain and North America pages;
Appendix of Railroad Operations Cards):

  Humber       "Players may not build across the black line between Hull, Grimsby and Goole" (a barrier);
  Snow Line    "Building track on any hex north of the snow line costs $1,000 more than the usual price. Exception:
               If using a Ferry Line card, you still pay nothing";
  outlined     "if they are fully outlined, then they are legal to build. (They are water hexes, of course.)";
  Ferry Line   "You may build over one ferry hex for free. You may ignore the snow line surcharge for this hex. NOTE:
               The card is the ONLY way to build on a Ferry Hex. (Remove from game after use.)";
  Hot Springs  "Gain 1 point on the income track for each track built on a Mountain hex, on a single future Build
               Track action";
  track tiles  Nippon's box holds 164 track tiles: when they are all on the board no more are laid.
"""

from __future__ import annotations

from functools import cached_property

from engine.rotw.board import Board
from engine.rotw.data import BoardSpec, CardsSpec, RulesSpec
from tests.engine.conftest import refused
from tests.engine.rotw.test_rotw_core import BOARD, CARDS, RULES, SmallMap, now, past_the_auction

#   A1 Redport  A3  A5  A7  A9 Bluefield           snow: A3 A5 A7 B6 B8 (north of the line)
#      B2  B4 hill  B6 river  B8
#   C1 Coalton  C3  C5 Grayton  C7 | C9 Yellowby     | a barrier between C7 and C9
#      D2  D4 outlined  D6 ferry  D8 (water)
FEATURES = BOARD.model_copy(update={
    "hexes": [h.model_copy(update={"snow": h.hex in ("A3", "A5", "A7", "B6", "B8"), "outlined": h.hex == "D4",
                                   "ferry": h.hex == "D6"}) for h in BOARD.hexes],
    "barriers": [("C7", 4)], "barrier_name": "the Humber",
})
FEATURE_RULES = RULES.model_copy(update={"track_costs": {**RULES.track_costs, "snow": 1, "water": 3}, "track_tiles": 5})
FEATURE_CARDS = CardsSpec(barons=CARDS.barons, operations=[
    *CARDS.operations,
    {"id": "ferry", "name": "Ferry Line", "kind": "ferry_line", "keep": True, "text": "one ferry hex free",
     "params": {"timing": "held"}},
    {"id": "springs", "name": "Hot Springs", "kind": "hot_springs", "keep": True, "text": "a point a mountain",
     "params": {"points_per_mountain": 1, "timing": "held"}},
])


class FeatureMap(SmallMap):
    title = "RotW-TEST-FEATURES"

    @cached_property
    def _board(self) -> Board:
        return Board(BoardSpec.model_validate(FEATURES.model_dump()))

    @property
    def rules(self) -> RulesSpec:  # type: ignore[override]
        return FEATURE_RULES

    @property
    def cards(self) -> CardsSpec:  # type: ignore[override]
        return FEATURE_CARDS


def ready() -> FeatureMap:
    return past_the_auction(FeatureMap(["Ann", "Bob"], 1), money=40)


def test_no_track_crosses_a_barrier_and_the_way_round_is_open() -> None:
    game = ready()
    game.state.order, game.state.acting = [0, 1], 0
    assert refused(game, 0, "build C5 C7 C9") == "No track crosses the Humber between C7 and C9."
    now(game, 0, "build C5 B6 B8 C9")  # round it, north of the line
    assert game.state.links[-1].end == "C9"


def test_north_of_the_snow_line_every_tile_costs_a_thousand_more() -> None:
    game = ready()
    now(game, 0, "build C5 B6 B8 C9")  # river 3 + 1, plains 2 + 1
    assert game.state.players[0].money == 40 - 7
    now(game, 1, "build C5 B4 A3 A1")  # the hill below the line 4, A3 plains 2 + 1
    assert game.state.players[1].money == 40 - 7


def test_a_fully_outlined_water_hex_is_built_on_and_plain_water_is_not() -> None:
    game = ready()
    now(game, 0, "build C5 D4")  # D4: outlined water, $3,000 (the link goes on next action)
    assert game.state.players[0].money == 40 - 3
    game.state.order, game.state.acting = [1, 0], 0
    assert "is water" in refused(game, 1, "build C9 D8")


def test_a_ferry_spot_takes_the_ferry_line_card_which_builds_it_free_once() -> None:
    game = ready()
    game.state.players[0].cards = ["ferry"]
    game.state.order, game.state.acting = [0, 1], 0
    assert "only a Ferry Line card builds there" in refused(game, 0, "build C5 D6")
    now(game, 0, "build C5 D6 card:ferry")  # the ferry hex free
    assert game.state.players[0].money == 40 and "ferry" not in game.state.players[0].cards
    assert game.state.links[-1].segments[-1].hex == "D6"


def test_hot_springs_scores_the_mountain_tiles_of_one_build() -> None:
    game = ready()
    game.state.players[1].cards = ["springs"]
    said = now(game, 1, "build C5 B4 A3 A1 card:springs")
    assert game.state.players[1].score == 1 and "for Hot Springs (1 mountain hex)" in " ".join(said)
    assert "springs" not in game.state.players[1].cards


def test_when_the_track_tiles_run_out_no_more_are_laid() -> None:
    game = ready()
    now(game, 0, "build C5 B4 A3 A1")  # 2 tiles
    now(game, 1, "build C5 C7 toward:B8")  # 3
    game.state.order, game.state.acting = [0, 1], 0
    assert refused(game, 0, "build C1 B2 B4 B6 toward:B8") == "Only 2 of the 5 track tiles are left, and this build lays 3."
    now(game, 0, "build C1 C3 C5")  # 4
    now(game, 0, "build A9 A7 toward:A5")  # 5
    game.state.order, game.state.acting = [1, 0], 0
    assert refused(game, 1, "build C9 B8 toward:A7") == "All 5 track tiles are on the board."
