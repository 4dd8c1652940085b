"""What every reconstructed Railways of the World board must keep, whatever its geography (engine/data/rotw_<map>/,
written by tools/rotw_maps/ from real geography): hex names unique and no two cities side by side; a track spoke on
every side of a city that faces a hex track can be laid on (but where the rulebook says a side has none); every city
reachable by track (over land, outlined water and ferry spots, never across a barrier); ridges between mountains;
Major Lines between cities of the board; every city a card names on the board; and every reconstructed value listed
in the map's README, so that an owner of the game can check it. Each map's own facts are in its test_<map>_data.py."""

from __future__ import annotations

import re
from collections import deque

import pytest

from engine.core import DATA_DIR
from engine.core.hexgrid import POINTY, Hex, opposite
from engine.rotw.board import Board
from engine.rotw.data import load_board, load_cards

MAPS = ["mex", "wus", "eur", "nip", "gb", "na"]
# City sides the rulebook leaves without a spoke though they face a hex track can be laid on: (map, city, edge).
NO_ENTRANCE = {("na", "Iqaluit", 0)}  # "The water hex southwest of Iqaluit ... no ferry line or city entrance"


def _board(map_id: str) -> Board:
    return Board(load_board(map_id))


def _track_hex(board: Board, name: str) -> bool:
    return board.buildable(name) or name in board.ferries


@pytest.mark.parametrize("map_id", MAPS)
def test_hexes_unique_and_no_two_cities_side_by_side(map_id: str) -> None:
    spec = load_board(map_id)
    names = [h.hex for h in spec.hexes]
    assert len(names) == len(set(names))
    board = _board(map_id)
    for hex_name, city in board.cities.items():
        assert board.terrain[hex_name] == "plains", city.name
        for edge in range(6):
            assert board.neighbour(hex_name, edge) not in board.cities, f"{city.name} beside another city"


@pytest.mark.parametrize("map_id", MAPS)
def test_a_spoke_on_every_side_facing_a_hex_track_can_take(map_id: str) -> None:
    board = _board(map_id)
    for hex_name, city in board.cities.items():
        facing = [e for e in range(6) if _track_hex(board, board.neighbour(hex_name, e))
                  and (hex_name, e) not in board.barriers and (map_id, city.name, e) not in NO_ENTRANCE]
        assert city.spokes == facing, city.name
        assert len(facing) >= 1, city.name


@pytest.mark.parametrize("map_id", MAPS)
def test_every_city_can_be_reached_by_track(map_id: str) -> None:
    board = _board(map_id)
    start = min(board.cities)
    seen, todo = {start}, deque([start])
    while todo:
        here = todo.popleft()
        for edge in range(6):
            there = board.neighbour(here, edge)
            if there in seen or (here, edge) in board.barriers:
                continue
            if there in board.cities or _track_hex(board, there):
                seen.add(there)
                todo.append(there)
    assert set(board.cities) <= seen, sorted(board.cities[c].name for c in set(board.cities) - seen)


@pytest.mark.parametrize("map_id", MAPS)
def test_ridges_lie_between_mountains_once_each(map_id: str) -> None:
    board, sides = _board(map_id), set()
    assert len(board.spec.ridges) >= 10
    for name, edge in board.spec.ridges:
        across = Hex.parse(name).neighbour(edge, POINTY).name
        assert board.terrain[name] == board.terrain[across] == "mountain", (name, edge)
        side = frozenset(((name, edge), (across, opposite(edge))))
        assert side not in sides
        sides.add(side)


@pytest.mark.parametrize("map_id", MAPS)
def test_major_lines_join_cities_of_the_board(map_id: str) -> None:
    board = _board(map_id)
    assert len(board.spec.major_lines) >= 5
    for line in board.spec.major_lines:
        assert all(board.city(end) is not None for end in line.ends), line.id
        assert not line.western_link and line.points >= 3, line.id
        assert line.source and line.source.startswith("reconstructed"), line.id


def _named_cities(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [n for v in value for n in _named_cities(v)]
    return []


@pytest.mark.parametrize("map_id", MAPS)
def test_every_city_a_card_names_is_on_the_board(map_id: str) -> None:
    board, cards = _board(map_id), load_cards(map_id)
    named = [(card.id, name) for card in [*cards.operations, *cards.barons]
             for key in ("city", "cities", "from", "to") for name in _named_cities(card.params.get(key))]
    assert named
    for card, name in named:
        assert board.city(name) is not None, (card, name)


@pytest.mark.parametrize("map_id", MAPS)
def test_every_reconstructed_value_is_listed_in_the_readme(map_id: str) -> None:
    readme = (DATA_DIR / f"rotw_{map_id}" / "README.md").read_text(encoding="utf-8")
    board = _board(map_id)
    for hex_name, city in board.cities.items():
        row = rf"\| {re.escape(city.name)} \| {city.color} \| {city.cubes} \|[^\n]*\| {hex_name} \|"
        assert re.search(row, readme), city.name
    for line in board.spec.major_lines:
        assert line.id in readme, line.id
    for name, edge in board.spec.ridges:
        assert f"{name} edge {edge}" in readme, (name, edge)
    listed = set(re.findall(r"\b[A-Z]{1,2}\d{1,3}\b", readme))
    assert not {h.hex for h in board.spec.hexes} - listed
