"""The last step of an 18GL corporation's turn (4.6.11): except in its first Operating Round it may
sell treasury shares to the Open Market (at the current value, the price falling a row per share, the
Open Market holding at most 50%) or buy its own shares from the Open Market (at the current value,
the price unchanged): one or the other, once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.core.flow import Step
from engine.eighteen.gl.moves import TreasuryTrade
from engine.eighteen.gl.state import SHARES, Corporation

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18


def _most_sold(g: GL18, corporation: Corporation) -> int:
    room = g.rules.open_market_max * 10 // corporation.percent - corporation.pool
    return max(min(corporation.treasury_shares, room), 0)


def _most_bought(g: GL18, corporation: Corporation) -> int:
    return min(corporation.pool, corporation.cash // g.share_value(corporation.id))


def _check(g: GL18, corporation: Corporation, action: TreasuryTrade) -> None:
    if not corporation.operated:
        raise IllegalAction(f"{corporation.id} may not trade its own shares in its first Operating Round")
    if action.sell:
        most = _most_sold(g, corporation)
        if action.count > corporation.treasury_shares:
            raise IllegalAction(f"{corporation.id}'s treasury holds {corporation.treasury_shares} of its shares")
        if action.count > most:
            raise IllegalAction(f"the Open Market may hold at most 50% of {corporation.id}: it may sell {most} more")
        return
    if action.count > corporation.pool:
        raise IllegalAction(f"the Open Market holds {corporation.pool} {corporation.id} shares")
    cost = action.count * g.share_value(corporation.id)
    if cost > corporation.cash:
        raise IllegalAction(f"{corporation.id} has ${corporation.cash}, and {action.count} shares cost ${cost}")


class TradeTreasuryShares(Step["GL18"]):
    name = SHARES
    handles = (TreasuryTrade,)

    def active(self, g: GL18) -> bool:
        corporation = g.operating_corp()
        return corporation.operated and (_most_sold(g, corporation) > 0 or _most_bought(g, corporation) > 0)

    def apply(self, g: GL18, player: int, action: TreasuryTrade, messages: list[str]) -> Action:
        corporation, state = g.operating_corp(), g.state
        _check(g, corporation, action)
        value, count = g.share_value(corporation.id), action.count
        plural = "s" if count > 1 else ""
        if action.sell:
            corporation.treasury_shares -= count
            corporation.pool += count
            corporation.cash += g.bank_pays(value * count, messages)
            messages.append(f"{corporation.id} sells {count} treasury share{plural} at ${value} for ${value * count}.")
            g.move_down(corporation, count, messages)
        else:
            corporation.pool -= count
            corporation.treasury_shares += count
            corporation.cash -= value * count
            state.bank += value * count
            messages.append(f"{corporation.id} buys {count} of its share{plural} from the Open Market at ${value} "
                            f"for ${value * count}.")
        g.sequence.advance(g, self, messages)
        return action

    def moves(self, g: GL18, player: int, hexes: list[str] | None) -> list[Action]:
        corporation = g.operating_corp()
        sells = [TreasuryTrade(sell=True, count=n) for n in range(1, _most_sold(g, corporation) + 1)]
        return [*sells, *(TreasuryTrade(sell=False, count=n) for n in range(1, _most_bought(g, corporation) + 1))]

    def prompt(self, g: GL18) -> str:
        return (f"{g.state.operating} may sell treasury shares (/treasury-sell count:…) or buy its own from the "
                f"Open Market (/treasury-buy count:…); /pass ends its turn")
