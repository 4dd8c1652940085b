"""Railways of the World's pictures say what happened (issue 34 §5): a build paid with bonds was captioned "Cid issues
1 bond ($5,000) to pay for the track." even when it won a Major Line, and track removed at a turn's end came as the
whole map captioned "Map after move 20" with nothing marked."""

from __future__ import annotations

from engine.core.game import Outcome
from engine.rotw.actions import BuildTrack
from renderer.api import pictures_after_move, seen
from renderer.rotw.pictures import caption
from tests.saved_games import saved_moves


def _first(fixture: str, wanted) -> tuple[object, object, object]:  # type: ignore[no-untyped-def]
    """(the game after the first move whose outcome `wanted` picks, that outcome, what the pictures showed before)."""
    game, moves = saved_moves(fixture)
    for player, action, _epoch in moves:
        before = seen(game)
        outcome = game.replay_move(player, action)
        if wanted(outcome):
            return game, outcome, before
    raise AssertionError(f"no such move in {fixture}")


def test_a_build_paid_with_bonds_is_captioned_by_the_link_bonds_last() -> None:
    game, outcome, before = _first("rotw-eus-example", lambda o: isinstance(o.action, BuildTrack)
                                   and any(" issues " in m and "bond" in m for m in o.messages))
    (picture,) = pictures_after_move(game, outcome, before)  # type: ignore[arg-type]
    lead = next(m for m in outcome.messages if "bond" not in m)  # type: ignore[attr-defined]
    assert picture.caption.split(": ", 1)[1].startswith(lead) and " lays " in lead
    assert picture.caption.endswith(".)") and "(Paid with " in picture.caption


def test_a_major_line_won_is_said_before_the_bonds() -> None:
    outcome = Outcome(2, BuildTrack(path=("A51", "B50", "C51")), (
        "Cid issues 1 bond ($5,000) to pay for the track.",
        "Cid lays 3 tiles for $6,000, completing link 4: Boston (A51) - Albany (E21).",
        "Cid gains 4 points for the Major Line Boston - Albany (now 9, income $11,000)."))
    assert caption(outcome) == ("Cid lays 3 tiles for $6,000, completing link 4: Boston (A51) - Albany (E21). Cid gains 4 "
                                "points for the Major Line Boston - Albany (now 9, income $11,000). (Paid with 1 bond "
                                "($5,000).)")


def test_track_removed_at_a_turns_end_is_outlined_where_it_was_and_said() -> None:
    game, outcome, before = _first("rotw-eus-example", lambda o: any("Incomplete links are removed" in m for m in o.messages))
    pictures = pictures_after_move(game, outcome, before)  # type: ignore[arg-type]
    assert pictures, "the board changed: a picture follows"
    picture = pictures[0]
    assert picture.caption.startswith("Move ") and "Incomplete links are removed" in picture.caption
    assert not picture.caption.startswith("Map after")  # not the whole map with nothing marked
