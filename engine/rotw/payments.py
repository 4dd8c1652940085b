"""Paying the bank, issuing only the bonds a payment needs (rulebook: Use of Cash and Bond Certificates)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rotw.state import money

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw


def pay(g: Rotw, player: int, amount: int, messages: list[str], why: str) -> None:
    """Pay `amount` (thousands) to the bank, issuing only the bonds the payment needs."""
    state = g.state.players[player]
    short = amount - state.money
    if short > 0:
        size = g.rules.bond_amount
        bonds = -(-short // size)
        state.bonds += bonds
        state.money += bonds * size
        messages.append(f"{g.player_name(player)} issues {bonds} bond{'s' if bonds > 1 else ''} "
                        f"({money(bonds * size)}) {why}.")
    state.money -= amount
