"""18GL's runs (4.6.3, 4.9, 4.10) on small positions of the real board, and the search against brute force.

The positions lay tiles straight into the track (as a finished Operating Round would have left them)
and call gl_routes.run. Values: Chicago's pre-printed yellows and Milwaukee's yellow are $30, a
yellow city (57) $20, a town (3, 4) $10, a brown city (63) $40, the Mine at E1 $50.
"""

from __future__ import annotations

import random

import pytest

from engine.actions import parse_action
from engine.core.errors import IllegalAction
from engine.core.hexgrid import Hex, opposite
from engine.eighteen.gl import routes as gl_routes
from engine.eighteen.gl.game import GL18
from engine.eighteen.shared.moves import RunTrains
from engine.eighteen.shared.runs.trainruns import RunNetwork, TrainSpec, diesel_train, express_train, hex_train
from engine.eighteen.shared.runs.trainruns_check import check_runs
from engine.eighteen.shared.runs.trainruns_search import best_runs
from engine.eighteen.shared.tiles import PlacedTile, tile_kind
from engine.eighteen.shared.track import CITY, EDGE, OFFBOARD, Node


def game(*lays: tuple[str, str, int], stations: dict[str, list[str]] | None = None) -> GL18:
    g = GL18(["Ann", "Bob", "Cid"], 1)
    for hex_name, tile, rotation in lays:
        g.state.track.tiles[hex_name] = (tile, rotation)
    for hex_name, held in (stations or {}).items():
        g.state.track.tokens[hex_name] = list(held)
    return g


def run(g: GL18, corp: str, trains: list[str], text: str = "run") -> tuple[int, RunTrains, list[str]]:
    corporation = g.state.corporations[corp]
    corporation.trains = list(trains)
    messages: list[str] = []
    action = parse_action(text)
    assert isinstance(action, RunTrains)
    earnings, recorded = gl_routes.run(g, corporation, action, messages)
    return earnings, recorded, messages


def refusal(g: GL18, corp: str, trains: list[str], text: str) -> str:
    with pytest.raises(IllegalAction) as error:
        run(g, corp, trains, text)
    return str(error.value)


# Milwaukee Road at Chicago (north) D12: up D10 to Milwaukee C9 and on to Green Bay C7.
MILWAUKEE = (("D10", "8", 0), ("C9", "MIL-Y", 0))
GREEN_BAY = (("C7", "57", 0),)
# IC at Chicago (south) D14: east over E13 to the town South Bend F14 and the city Fort Wayne G15.
SOUTH_BEND = (("E13", "8", 5), ("F14", "4", 2))
FORT_WAYNE = (("G15", "57", 2),)
# Across Lake Michigan by the Milwaukee-Muskegon ferry: Muskegon F10 (town) and Grand Rapids G11.
MUSKEGON = (("F10", "4", 2), ("G11", "63", 0))


def test_a_2h_counts_hexes_after_the_one_it_begins_in() -> None:
    g = game(*MILWAUKEE, *GREEN_BAY, stations={"D12": ["MILW"]})
    # D12 -> D10 -> C9 is two hexes after D12; on to C7 is three.
    assert run(g, "MILW", ["2H"], "run 2H:D12-C9")[0] == 60
    assert run(g, "MILW", ["2H"], "run 2H:C9-D12")[0] == 60  # either end may be where it begins
    message = refusal(g, "MILW", ["2H"], "run 2H:D12-C9-C7")
    assert message == "The 2H train's route D12-C9-C7 includes at least 3 hexes after the one it begins in; a 2H train may include 2."
    earnings, recorded, messages = run(g, "MILW", ["4H"])
    assert (earnings, recorded.text) == (110, "run 4H:C7-C9-D12-D14")
    assert messages == ["MILW's 4H train runs Green Bay (C7) - Milwaukee (C9) - Chicago (north) (D12) - Chicago (south) (D14) for $110."]
    assert run(g, "MILW", ["2H"])[0] == 60


def test_chicagos_two_hexes_are_two_and_a_two_hex_off_board_counts_the_one_entered() -> None:
    g = game(*MILWAUKEE, stations={"C9": ["MILW"]})
    # C9 -> D10 -> D12 -> D14: three hexes, though Chicago is one name.
    assert "includes at least 3 hexes" in refusal(g, "MILW", ["2H"], "run 2H:C9-D12-D14")
    assert run(g, "MILW", ["4H"], "run 4H:C9-D12-D14")[0] == 90
    # NYC's home East Coast covers N12 and N14; from Buffalo N10 it is entered at N12: one hex.
    g = game(("N10", "57", 0), stations={"N12": ["NYC"]})
    earnings, recorded, _ = run(g, "NYC", ["2H"])
    assert (earnings, recorded.text) == (50 + 20, "run 2H:EAST-N10")
    net, _, _ = gl_routes.network(g, g.state.corporations["NYC"])
    result = best_runs(net, [hex_train("1H", 1)])
    assert [r.names for r in result.routes] == [("EAST", "N10")]
    assert net.hex_count(result.routes[0].hexes) == 1


def test_an_express_skips_towns_and_doubles() -> None:
    g = game(*SOUTH_BEND, ("G15", "63", 0), stations={"D14": ["IC"]})
    earnings, recorded, messages = run(g, "IC", ["E"])
    assert earnings == (30 + 40) * 2  # one E in play: 2 cities, doubled; South Bend scores nothing
    assert recorded.text == "run E:D14-G15"
    assert messages == ["IC's E (doubled) train runs Chicago (south) (D14) - Fort Wayne (G15) for $140."]
    assert run(g, "IC", ["E"], "run E:G15-D14")[0] == 140  # given, passing the town unnamed
    assert run(g, "IC", ["E"], "run E:D14-D12")[0] == 120
    assert "does not count towns" in refusal(g, "IC", ["E"], "run E:D14-F14-G15")
    # The same track for a 4H: three hexes, every stop scores.
    assert run(g, "IC", ["4H"], "run 4H:D14-F14-G15")[0] == 30 + 10 + 40


def test_an_express_needs_two_cities_a_city_and_a_town_earn_nothing() -> None:
    g = game(("D2", "57", 1), stations={"D2": ["LS&I"]})  # Marquette D2 and the Mine E1, a town
    earnings, recorded, messages = run(g, "LS&I", ["E"])
    assert (earnings, recorded.text) == (0, "run none")
    assert messages == ["LS&I has no route to run."]
    assert "does not count towns" in refusal(g, "LS&I", ["E"], "run E:D2-E1")
    assert run(g, "LS&I", ["2H"])[0] == 70  # an H train scores the town


def test_express_reach_follows_table_8() -> None:
    g = game()
    corps = g.state.corporations
    corps["IC"].trains = ["E"]
    assert gl_routes.express_reach(g) == (2, True)
    corps["NYC"].trains = ["E"]
    assert gl_routes.express_reach(g) == (3, True)
    corps["PRR"].trains, corps["GT"].trains = ["E"], ["E"]
    assert gl_routes.express_reach(g) == (4, True)
    g.state.first_diesel = True
    assert gl_routes.express_reach(g) == (5, False)


def test_a_diesel_runs_through_everything_and_scores_every_stop() -> None:
    g = game(*SOUTH_BEND, *FORT_WAYNE, ("H16", "9", 2), ("I17", "9", 2), ("J18", "57", 2),
             *MILWAUKEE, *GREEN_BAY, stations={"D14": ["IC"]})
    # G15 -> H16 -> I17 -> J18 Columbus: a straight line south-east.
    earnings, recorded, _ = run(g, "IC", ["D"])
    assert recorded.text == "run D:C7-C9-D12-D14-F14-G15-J18"
    assert earnings == 20 + 30 + 30 + 30 + 10 + 20 + 20
    assert "cannot run" in refusal(g, "IC", ["D"], "run D:D14-G15")  # passing South Bend unnamed


def test_terminal_and_port_tokens_add_to_their_city_for_the_holder_only() -> None:
    g = game(*SOUTH_BEND, *FORT_WAYNE, *MILWAUKEE, stations={"D14": ["IC"], "D12": ["MILW"]})
    g.state.powers.update(terminal="IC", port="MILW")
    g.state.power_hex.update(terminal="D14", port="C9")
    assert run(g, "IC", ["4H"], "run 4H:D14-F14-G15")[0] == 30 + 10 + 10 + 20
    assert run(g, "MILW", ["2H"], "run 2H:D12-C9")[0] == 30 + 30 + 20
    assert run(g, "MILW", ["2H"], "run 2H:D12-D14")[0] == 60  # IC's Terminal is not MILW's


def test_the_mine_scores_double_for_its_holder() -> None:
    g = game(("D2", "57", 1), stations={"D2": ["LS&I"]})  # Marquette D2 to the Mine E1 (pre-printed)
    assert run(g, "LS&I", ["2H"])[0] == 20 + 50
    g.state.powers["mine"] = "LS&I"
    earnings, _, messages = run(g, "LS&I", ["2H"])
    assert earnings == 20 + 100
    assert messages == ["LS&I's 2H train runs Marquette (D2) - Lake Superior Mine (E1) for $120."]


def test_alco_adds_two_hexes_to_the_first_train_of_its_type() -> None:
    g = game(*MILWAUKEE, *GREEN_BAY, stations={"D12": ["MILW"]})
    g.state.alco_train = ("MILW", "2H")
    earnings, recorded, messages = run(g, "MILW", ["2H", "2H"])
    assert (earnings, recorded.text) == (80 + 60, "run 2H:D12-C9-C7 2H:D12-D14")
    assert "MILW's 2H (+2H) train runs" in messages[0]
    assert run(g, "MILW", ["2H", "2H"], "run 2H:D12-C9-C7")[0] == 80  # the +2H train takes it


def test_two_trains_never_share_track() -> None:
    g = game(*MILWAUKEE, *GREEN_BAY, stations={"D12": ["MILW"]})
    earnings, recorded, _ = run(g, "MILW", ["4H", "2H"])
    assert earnings == 80 + 60
    assert recorded.text == "run 4H:D12-C9-C7 2H:D12-D14"
    message = refusal(g, "MILW", ["4H", "4H"], "run 4H:D12-C9-C7 4H:D12-C9")
    assert message.startswith("The 4H train and the 4H train cannot all run these routes without two of them using the same track")


def test_a_full_city_may_end_a_route_but_not_be_passed() -> None:
    g = game(*MILWAUKEE, *GREEN_BAY, stations={"D12": ["MILW"], "C9": ["NKP"]})
    assert run(g, "MILW", ["4H"])[1].text == "run 4H:D14-D12-C9"
    assert "every station is NKP's" in refusal(g, "MILW", ["4H"], "run 4H:D12-C9-C7")


def test_refusals_say_what_is_wrong() -> None:
    g = game(*MILWAUKEE, *GREEN_BAY, stations={"D12": ["MILW"]})
    assert refusal(g, "MILW", ["2H"], "run D:D12-C9") == "MILW has no D train (its trains: 2H)."
    assert "visits Chicago (north) (D12) twice" in refusal(g, "MILW", ["4H"], "run 4H:D12-C9-D12")
    assert "does not include a MILW station" in refusal(g, "MILW", ["4H"], "run 4H:C9-C7")
    assert refusal(g, "MILW", ["2H"], "run 2H:D12-C9 2H:D12-D14").startswith("MILW has 1 2H train, and 2 routes")
    assert "may visit at most 2 cities" in refusal(g, "MILW", ["E"], "run E:D14-D12-C9")


def test_the_ferry_is_track_only_when_active_and_counts_its_lake_hexes() -> None:
    g = game(*MILWAUKEE, *MUSKEGON, stations={"D12": ["MILW"]})
    assert run(g, "MILW", ["10H"])[1].text == "run 10H:D14-D12-C9"  # inactive: no way across
    g.state.ferry, g.state.powers["ferry"] = "MM", "MILW"
    # D10, C9, then the lake hexes D8 and E9, then Muskegon F10 and Grand Rapids G11: six hexes.
    earnings, recorded, messages = run(g, "MILW", ["6H"])
    assert (earnings, recorded.text) == (30 + 30 + 10 + 40, "run 6H:D12-C9-F10-G11")
    assert messages == ["MILW's 6H train runs Chicago (north) (D12) - Milwaukee (C9) - Muskegon (F10) - Grand Rapids (G11) "
                        "over the Milwaukee-Muskegon ferry for $110."]
    assert "includes at least 5 hexes" in refusal(g, "MILW", ["4H"], "run 4H:D12-C9-F10")


def test_another_corporation_pays_the_fee_only_when_the_ferry_earns_more_than_it() -> None:
    g = game(*MILWAUKEE, *MUSKEGON, stations={"D12": ["MILW"]})
    g.state.ferry, g.state.powers["ferry"] = "MM", "NKP"
    milw, nkp = g.state.corporations["MILW"], g.state.corporations["NKP"]
    milw.cash, nkp.cash = 200, 0
    # Over the ferry: $140 against $90 without; $50 more is not more than the $50 fee.
    assert run(g, "MILW", ["10H"])[1].text == "run 10H:D14-D12-C9"
    assert (milw.cash, nkp.cash) == (200, 0)
    g.state.track.tiles["H12"] = ("4", 2)  # Lansing beyond Grand Rapids: now $150 against $90
    earnings, recorded, messages = run(g, "MILW", ["10H"])
    assert (earnings, recorded.text) == (150, "run 10H:H12-G11-F10-C9-D12-D14")
    assert messages[-1] == "MILW pays NKP $50 for using the Milwaukee-Muskegon ferry."
    assert (milw.cash, nkp.cash) == (150, 50)
    # Given, the fee is charged too; without the cash, the ferry may not be used at all.
    milw.cash = 30
    assert refusal(g, "MILW", ["10H"], "run 10H:D12-C9-F10-G11") == \
        "MILW cannot use the Milwaukee-Muskegon ferry: it has $30 and the fee to NKP is $50."
    assert run(g, "MILW", ["10H"])[0] == 90
    # The holder runs it free.
    nkp.cash = 0
    g.state.track.tokens["G11"] = ["NKP"]
    earnings, _, messages = run(g, "NKP", ["10H"])
    assert earnings == 120 and not any("pays" in m for m in messages)  # MILW fills Chicago (north): it ends there


def test_the_recorded_routes_replay_to_the_same_earnings() -> None:
    g = game(*SOUTH_BEND, *FORT_WAYNE, *MILWAUKEE, *GREEN_BAY, stations={"D14": ["IC"], "C9": ["IC"]})
    earnings, recorded, messages = run(g, "IC", ["4H", "E", "2H"])
    again = run(g, "IC", ["4H", "E", "2H"], recorded.text)
    assert again[0] == earnings and again[1] == recorded and again[2] == messages


def test_the_search_proves_its_result_or_says_it_could_not() -> None:
    g = game(*SOUTH_BEND, *FORT_WAYNE, *MILWAUKEE, *GREEN_BAY, stations={"D14": ["IC"]})
    corporation = g.state.corporations["IC"]
    net, _, _ = gl_routes.network(g, corporation)
    result = best_runs(net, [hex_train("4H", 4), express_train("E", 2, True)])
    # E: Chicago (south) - Fort Wayne doubled; 4H: Chicago (south) - Chicago (north) - Milwaukee - Green Bay.
    assert result.proven and result.revenue == 100 + 110
    short = best_runs(net, [hex_train("4H", 4), express_train("E", 2, True)], budget=3)
    assert not short.proven
    corporation.trains = ["D"]
    messages: list[str] = []
    _, recorded = gl_routes.run(g, corporation, RunTrains(), messages, budget=3)
    assert "(the search stopped after" in messages[-1] and "not proven the most)" in messages[-1]
    assert recorded.searched is not None and recorded.searched > 0
    again: list[str] = []
    gl_routes.run(g, corporation, recorded, again)  # a replay of the recorded move says the same
    assert again == messages


# -- the search against brute force on small random networks ------------------------------------------

REGION = ["C7", "C9", "C11", "C13", "C15", "D10", "D12", "D14", "D16", "E13", "E15", "F10", "F12", "F14", "G11",
          "G13", "G15"]


def random_position(seed: int) -> tuple[GL18, str]:
    """Random tiles of the right kind (legal or not: only the graph matters) around Chicago and Lake
    Michigan, the Milwaukee-Muskegon ferry active and MILW's own, MILW's stations and others' tokens."""
    rng = random.Random(seed)
    g = GL18(["Ann", "Bob", "Cid"], 1)
    board, track = g.board, g.state.track
    for hex_name in rng.sample(REGION, len(REGION)):
        spec = board.hexes[hex_name]
        if rng.random() < 0.15:
            track.tiles.pop(hex_name, None)
            continue
        tiles = [t for t in board.tiles.values() if tile_kind(t) == spec.kind and t.label == spec.label
                 and t.id in track.supply]
        tile = rng.choices(tiles, weights=[len(t.paths) ** 2 for t in tiles])[0]  # well-connected tiles favoured
        rotations = sorted(range(6), key=lambda r: -_joins(g, hex_name, PlacedTile(tile, r).exits) - rng.random())
        track.tiles[hex_name] = (tile.id, rotations[0])  # the rotation meeting most track already there
    cities = [h for h in REGION if h in track.tiles and board.tiles[track.tiles[h][0]].cities]
    rng.shuffle(cities)
    for hex_name in cities[: rng.randint(1, 2)]:
        track.tokens[hex_name] = ["MILW"]
    for hex_name in cities[2:]:
        slots = board.tiles[track.tiles[hex_name][0]].cities[0].slots
        track.tokens[hex_name] = ["NKP", "GT", "PRR", "IC"][: rng.randint(0, slots)]
    g.state.ferry, g.state.powers["ferry"] = "MM", "MILW"
    return g, "MILW"


def _joins(g: GL18, hex_name: str, exits: frozenset[int]) -> int:
    """Exits of a tile on `hex_name` that meet track on the neighbouring tile."""
    board, joined = g.board, 0
    for edge in exits:
        neighbour = Hex.parse(hex_name).neighbour(edge, board.layout).name
        placed = g.state.track.tiles.get(neighbour)
        if placed is not None and opposite(edge) in PlacedTile(board.tiles[placed[0]], placed[1]).exits:
            joined += 1
    return joined


def brute_routes(net: RunNetwork, spec: TrainSpec) -> list[tuple[int, frozenset]]:
    """Every legal route of one train, walked node by node on the TrackGraph (not the folded network)."""
    graph, railroad = net.graph, net.railroad
    stations = set(graph.stations(railroad))
    ferry_ends = {}
    for crossing in net.crossings:
        a, b = (Node(EDGE, h, e) for h, e in crossing.ends)
        ferry_ends[a] = (b, crossing)
        ferry_ends[b] = (a, crossing)
    found = []

    def score(stops: tuple[Node, ...], hexes: set[str]) -> int | None:
        if not stations & set(stops):
            return None
        cities = [s for s in stops if s.kind in (CITY, OFFBOARD)]
        if spec.kind == "hexes" and len(hexes) - 1 > spec.hexes:
            return None
        if spec.kind == "express":
            if len(cities) < 2 or len(cities) > spec.cities:
                return None
            return sum(net.value(s) for s in cities) * spec.multiplier
        return sum(net.value(s) for s in stops)

    def walk(node: Node, seen: set, used: frozenset, stops: tuple, hexes: set) -> None:
        for segment, far, crossed in graph.moves(node):
            if segment in used:
                continue
            hexes2, used2 = hexes | {segment.hex}, used | {segment}
            if far.kind == EDGE:
                if crossed is None and far in ferry_ends:
                    crossed, crossing = ferry_ends[far]
                    used2 = used2 | {crossing.crosses}
                    hexes2 = hexes2 | set(crossing.crosses)
                if crossed is None or far in seen or crossed in seen:
                    continue
                walk(crossed, seen | {far, crossed}, used2, stops, hexes2)
                continue
            if far in seen:
                continue
            if not far.is_stop:
                walk(far, seen | {far}, used2, stops, hexes2)
                continue
            value = score((*stops, far), hexes2)
            if value is not None:
                found.append((value, used2))
            if graph.passable(far, railroad):
                walk(far, seen | {far}, used2, (*stops, far), hexes2)

    for start in graph.adjacency:
        if start.is_stop:
            walk(start, {start}, frozenset(), (start,), set())
    return found


def brute_best(net: RunNetwork, trains: list[TrainSpec], fee: int = 0) -> int:
    """The most two trains earn, less the ferry fee if either crosses."""
    options = [sorted(brute_routes(net, t), key=lambda r: -r[0]) for t in trains]
    ferried = [tuple(c.crosses) for c in net.crossings]

    def earns(*routes: tuple[int, frozenset]) -> int:
        crossed = any(f in used for _, used in routes for f in ferried)
        return sum(v for v, _ in routes) - (fee if crossed else 0)

    best = max([0, *(earns(r) for option in options for r in option)])
    if len(trains) == 2:
        for first in options[0]:
            for second in options[1]:
                if not first[1] & second[1] and first[0] + second[0] > best:
                    best = max(best, earns(first, second))
    return best


TRAIN_CHOICES = [hex_train("2H", 2), hex_train("4H", 4), hex_train("6H", 6), express_train("E", 2, True),
                 express_train("E3", 3, False), diesel_train("D")]


@pytest.mark.parametrize("seed", range(40))
def test_the_search_finds_what_brute_force_finds(seed: int) -> None:
    g, corp = random_position(seed)
    rng = random.Random(seed * 7 + 1)
    trains = rng.sample(TRAIN_CHOICES, rng.randint(1, 2))
    if all(t.kind == "diesel" for t in trains) and len(trains) == 2:
        trains = trains[:1]
    fee = 50 if seed % 2 else 0  # the ferry is NKP's: MILW pays to cross
    if fee:
        g.state.powers["ferry"] = "NKP"
    net, fee_due, _ = gl_routes.network(g, g.state.corporations[corp])
    assert fee_due == fee
    result = best_runs(net, trains, {"MM": fee})
    assert result.proven
    expected = brute_best(net, trains, fee)
    assert result.revenue - result.fees == expected, (seed, [t.name for t in trains], [r.names for r in result.routes])
    again = check_runs(net, trains, [(r.train.name, r.names) for r in result.routes])
    assert sum(r.revenue for r in again) == result.revenue
    if fee:
        assert any(r.tags for r in again) == (result.fees > 0)


def test_chicagos_parallel_tracks_serve_two_trains_from_brown_on() -> None:
    g = game(stations={"D12": ["MILW"]})
    earnings, recorded, _ = run(g, "MILW", ["2H", "2H"])
    assert (earnings, recorded.text) == (60, "run 2H:D12-D14")  # one track between the yellow hexes
    g = game(("D12", "CHI-N-B", 0), ("D14", "CHI-S-B", 0), stations={"D12": ["MILW"]})
    earnings, recorded, _ = run(g, "MILW", ["2H", "2H"])
    assert (earnings, recorded.text) == (200, "run 2H:D12-D14 2H:D12-D14")
