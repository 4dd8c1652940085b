"""Builds far apart in one post are shown in a crop each, each captioned with its own move (issue 45 §2 and §9: a
crop holding three players' builds was captioned with the last alone, and a crop spanning the map was unreadable on
a phone); builds near each other share one crop that says each."""

from __future__ import annotations

import random

from engine import game_class
from engine.core.game import Game, Outcome
from renderer import api
from renderer.rotw import area as rotwarea
from renderer.rotw import board as rotwboard
from renderer.rotw import pictures as rotwpictures
from tests.renderer.conftest import decode


def played(title: str, seed: int, moves: int) -> tuple[Game, list[Outcome], list[api.Seen]]:
    game = game_class(title)(["Ann", "Bob", "Cid"], seed)
    rng, outcomes, seen = random.Random(seed), [], []
    for _ in range(moves):
        player = game.acting_players()[0]
        legal = game.legal_actions(player)
        builds = [a for a in legal if a.text.startswith(("build", "urbanize"))]
        seen.append(api.seen(game))
        outcomes.append(game.apply(player, rng.choice(builds or legal)))
    return game, outcomes, seen


def area(box: tuple[int, int, int, int]) -> int:
    return (box[2] - box[0]) * (box[3] - box[1])


def test_builds_far_apart_get_a_crop_each_and_near_ones_share_one() -> None:
    game, outcomes, seen = played("RotW-GB", 7, 80)
    plan = rotwboard.layout(game.board)
    split = shared = 0
    for start in range(0, len(outcomes) - 2):
        window = slice(start, start + 3)
        at = game.replayed(game.moves_in_force()[:start + 3])
        made = api.makers(at, at.history[window], seen[window])
        each = [tuple(c.after.changed(c.before)) for c in made]  # type: ignore[attr-defined]
        if len(made) != 2 or not all(each):
            continue
        pictures = [p for p in api.pictures_after_moves(at, at.history[window], seen[start], (), seen[window])
                    if p.filename.startswith("map")]
        left, top, right, bottom = rotwarea.area_box(plan, tuple(h for hexes in each for h in hexes))
        alone = max(area(rotwarea.area_box(plan, hexes)) for hexes in each)
        apart = (right - left) * (bottom - top) > rotwpictures.SPLIT_AT * alone  # the rule: worth two crops
        said = " ".join(p.caption for p in pictures)
        for change in made:  # every build is said, in one caption
            assert sum(rotwpictures.caption(change.outcome) in p.caption for p in pictures) == 1, said
        if apart:
            split += 1
            assert [p.filename for p in pictures] == ["map.png", *(f"map-{n}.png" for n in range(2, len(pictures) + 1))]
            assert len(pictures) >= 2
            for change in made:  # a crop of one build says that build's own move number
                number = start + 1 + at.history[window].index(change.outcome)
                mine = [p for p in pictures if rotwpictures.caption(change.outcome) in p.caption]
                assert mine[0].caption.startswith((f"Move {number}: ", "After move "))
            for picture in pictures:  # each crop smaller than one that held them all
                image = decode(picture.png)
                assert image.width * image.height < (right - left) * (bottom - top + 120)
        elif (right - left) * (bottom - top) <= alone:  # plainly near: one crop
            shared += 1
            assert len(pictures) == 1 and pictures[0].caption.startswith(f"After move {start + 3}: ")
    assert split and shared, (split, shared)
