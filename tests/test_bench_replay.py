"""The benchmark of /replay (benchmarks/bench_replay.py), run on the shortest shipped example with one position: its
figures are measured (none asserted: they are the machine's) on the steps a reader's buttons make."""

from __future__ import annotations

from benchmarks.bench_replay import fixtures, measure


async def test_the_benchmark_measures_a_cold_answer_and_each_step_of_a_short_game() -> None:
    figures = await measure("18ez-level1-example", steps=1)
    assert figures.title == "18EZ Level 1" and figures.moves == 78
    assert figures.cold_words > 0 and figures.cold_pictures > 0
    # one position, in the middle (move 39): ▶ ◀ and the ends of its round
    assert figures.shown[:2] == [40, 38] and len(figures.shown) == len(figures.words) == len(figures.pictures) == 4
    assert "78 moves: cold" in figures.line()


def test_the_longest_game_is_read_from_the_fixtures() -> None:
    found = fixtures()
    assert found[-1][0] == max(moves for moves, _name, _family in found)
    assert {family for _moves, _name, family in found} == {"18xx", "rotw"}
