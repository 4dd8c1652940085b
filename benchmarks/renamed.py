"""Modules that issue 47 §1 moved (old dotted name → new), so code written before the move still finds them:
`previous_bot.py` rewrites an earlier commit's bot with it, and the move itself was made from this table."""

from __future__ import annotations

import hashlib
import re

_E = "engine.eighteen"
_P = "engine.players"
_R = "renderer.eighteen"

MOVED: dict[str, str] = {
    # what both 18xx titles use
    **{f"{_E}.{m}": f"{_E}.shared.{m}" for m in (
        "auction", "board", "building", "company_moves", "gamedata", "market", "moves", "privates", "shares", "tiles",
        "track")},
    # the route engines, together: 18EZ's best-routes finder and 18GL's train runs
    f"{_E}.routes": f"{_E}.shared.runs.routes",
    **{f"{_E}.{m}": f"{_E}.shared.runs.{m}" for m in ("trainruns", "trainruns_check", "trainruns_lazy", "trainruns_search")},
    # what the three 18EZ levels share
    **{f"{_E}.{m}": f"{_E}.ez.common.{m}" for m in (
        "depot", "operating", "run_steps", "share_dealing", "stock", "title", "track_play", "track_steps", "train_steps")},
    f"{_E}.ez.level1": f"{_E}.ez.level1.game",
    f"{_E}.ez.level1_state": f"{_E}.ez.level1.state",
    f"{_E}.ez.level1_steps": f"{_E}.ez.level1.steps",
    f"{_E}.ez.level2": f"{_E}.ez.level2.game",
    f"{_E}.ez.dead_ends": f"{_E}.ez.level2.dead_ends",
    f"{_E}.ez.level3": f"{_E}.ez.level3.game",
    **{f"{_E}.ez.level3_{m}": f"{_E}.ez.level3.{m}" for m in ("auction", "moves", "privates", "state", "steps", "system")},
    # the bot's 18xx players
    f"{_P}.eighteen_eval": f"{_P}.eighteen.common.evaluation",
    f"{_P}.eighteen_runs": f"{_P}.eighteen.common.runs",
    f"{_P}.ez": f"{_P}.eighteen.ez.player",
    f"{_P}.eighteen_ezcore": f"{_P}.eighteen.ez.core",
    f"{_P}.eighteen_level1": f"{_P}.eighteen.ez.level1",
    f"{_P}.eighteen_packet": f"{_P}.eighteen.ez.packet",
    f"{_P}.eighteen_shares": f"{_P}.eighteen.ez.shares",
    f"{_P}.gl": f"{_P}.eighteen.gl.player",
    f"{_P}.eighteen_glcore": f"{_P}.eighteen.gl.core",
    f"{_P}.eighteen_glstock": f"{_P}.eighteen.gl.stock",
    # the 18xx pictures
    **{f"{_R}.{m}": f"{_R}.common.{m}" for m in (
        "boardart", "changes", "layout", "mapview", "market", "market_tokens", "marks", "offboardart", "routes", "terrain",
        "tileart", "tilechoices")},
    f"{_R}.ez": f"{_R}.ez.pictures",
    f"{_R}.titles": f"{_R}.ez.titles",
    f"{_R}.level2": f"{_R}.ez.level2",
    f"{_R}.level3": f"{_R}.ez.level3",
    f"{_R}.gl": f"{_R}.gl.pictures",
    f"{_R}.glcard": f"{_R}.gl.card",
}

# names that moved into modules of other names, or became functions (issue 47: Railways of the World's card kinds,
# one module each)
IMPORTS: dict[str, str] = {
    "from engine.rotw.cardkinds import inspections": "from engine.rotw.cards.kinds.inspector import inspections",
    "from engine.rotw.cardkinds import charter_problem": "from engine.rotw.cards import link_refused as charter_problem",
    "cards.BUILD_CARDS": "cards.build_kinds()",
}

_DOTTED = re.compile(r"\b(" + "|".join(re.escape(m) for m in sorted(MOVED, key=len, reverse=True)) + r")\b(?![\w/])")

# which table a copy was renamed with
TABLE = hashlib.sha256(repr((sorted(MOVED.items()), sorted(IMPORTS.items()))).encode()).hexdigest()[:8]


def renamed(text: str) -> str:
    """The text with every moved module's dotted name (and what follows it: `engine.eighteen.stock.X`) renamed, and
    the imports of names that moved rewritten."""
    for old, new in IMPORTS.items():
        text = text.replace(old, new)
    return _DOTTED.sub(lambda m: MOVED[m[1]], text)


def path_of(dotted: str) -> str:
    """The file of a dotted module name: `a.b.c` → `a/b/c.py`."""
    return dotted.replace(".", "/") + ".py"
