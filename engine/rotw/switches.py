"""Switch Tracks (the "switches" option; compendium p.7). Twice a game, during Build Track, a player
may pay $5,000 to put a Switch Track on a hex of their own complete link and build a new link off it
(it counts as one of the action's four tiles): `build H20 H22 I23`, where H20 holds the player's
track. The branch must reach a city by the end of the turn or it is removed with its switch, like
any incomplete link (the use is spent and the $5,000 not refunded: reconstructed, the compendium is
silent). A switch joins three cities: the branch's city is linked to each end of the link it leaves
(`state.city_pairs`), one link each for deliveries and the Rail Baron goals (reconstructed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw.minisdata import load_minis
from engine.rotw.payments import pay
from engine.rotw.state import Link, Segment, money

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

OPTION = "switches"


def numbers() -> dict:
    """The Switch Tracks mini's numbers (its cost, the uses a player has)."""
    return dict(load_minis().minis["switch_tracks"].numbers)


def parent_at(g: Rotw, player: int, hex_name: str) -> Link | None:
    """The player's own complete link with track in this (non-city) hex, if the option is on."""
    if OPTION not in g.options or hex_name in g.board.cities:
        return None
    return next((lk for lk in g.state.links if lk.owner == player and lk.complete
                 and any(s.hex == hex_name for s in lk.segments)), None)


def check(g: Rotw, player: int, hex_name: str, side: int | None, here: list[Segment]) -> None:
    """May a switch go in this hex, the branch leaving by `side`?"""
    used = g.state.switches_used.get(player, 0)
    if used >= int(numbers()["uses_per_player"]):
        raise IllegalAction(f"you have used both of your Switch Tracks ({used} of {numbers()['uses_per_player']})")
    if len(here) != 1:
        raise IllegalAction(f"a Switch Track goes on a hex holding one track; {hex_name} holds {len(here)}")
    if side is None:
        raise IllegalAction("the branch leaves the switch's hex for a hex next to it")
    if side in ({here[0].entry} | ({here[0].exit} if here[0].exit is not None else set())):
        raise IllegalAction(f"the branch must leave {hex_name} by a side its track does not use")
    if any(lk.switch is not None and lk.start == hex_name for lk in g.state.links):
        raise IllegalAction(f"{hex_name} has a Switch Track already")


def place(g: Rotw, player: int, link: Link, messages: list[str]) -> None:
    """Pay for the switch the build put down (the caller laid the branch)."""
    cost = int(numbers()["cost"])
    pay(g, player, cost, messages, "for the Switch Track")
    g.state.switches_used[player] = g.state.switches_used.get(player, 0) + 1
    messages.append(f"{g.player_name(player)} puts a Switch Track on {link.start} for {money(cost)} "
                    f"({g.state.switches_used[player]} of {numbers()['uses_per_player']} used).")
