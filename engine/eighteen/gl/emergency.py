"""Emergency money raising past the loans (rulebook 4.7.2) and bankruptcy (4.7.3, 5).

When a corporation still lacks money after its loans (and, for CONRAIL, its Bonds), its president
pays the rest; a president without enough cash must sell shares of his choice (sell RR N), at the
current value, never so many of the operating corporation that its presidency would change. Once
the cash is there the purchase or payment completes. A president who cannot raise it is bankrupt:
his shares go to the Open Market, he leaves the game, his corporations pass to the next eligible
player or close; the last player standing wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.eighteen.gl.state import OVER, Corporation
from engine.eighteen.shared.moves import SellShares
from engine.eighteen.shared.shares import check_president_sale

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18

INTEREST = "interest"  # what the money is for, when it is not a train type


def president_pays(g: GL18, corporation: Corporation, need: int, purpose: str, messages: list[str]) -> bool:
    """The president's cash makes up `need`; True when paid, False when he must sell shares first
    (then `state.emergency` waits for his sales), or he went bankrupt."""
    president = corporation.president
    assert president is not None
    investor = g.state.investors[president]
    if investor.cash >= need:
        investor.cash -= need
        corporation.cash += need
        messages.append(f"{g.player_name(president)} pays the ${need} {corporation.id} still lacks.")
        return True
    g.state.emergency = (corporation.id, need, purpose)
    if not sellable(g, president, corporation):
        bankrupt(g, president, messages)
        return False
    messages.append(f"{g.player_name(president)} has ${investor.cash} of the ${need} {corporation.id} still lacks, "
                    f"and must sell shares (sell RR COUNT).")
    return False


def most_sellable(g: GL18, player: int, target: Corporation, operating: Corporation) -> int:
    """How many shares of `target` the president may sell now without breaking a rule."""
    state = g.state
    held = state.investors[player].held(target.id)
    if not held or not target.operated:
        return 0
    room = g.rules.open_market_max * 10 // target.percent - target.pool
    most = min(held, max(room, 0))
    if target.id == operating.id:
        others = max((inv.held(target.id) for p, inv in enumerate(state.investors) if p != player), default=0)
        most = min(most, held - max(others, 2))  # keep the presidency (and the certificate's two shares)
    while most > 0:
        try:
            if target.acting:
                if most == held and not any(inv.held(target.id) for p, inv in enumerate(state.investors) if p != player):
                    raise IllegalAction("last holder")
            elif target.id != operating.id:
                check_president_sale(target, state.investors, player, most)
            return most
        except IllegalAction:
            most -= 1
    return 0


def sellable(g: GL18, player: int, operating: Corporation) -> bool:
    """Whether the president may sell any share now to raise money for the operating corporation."""
    return any(most_sellable(g, player, c, operating) for c in g.state.corporations.values())


def sale_moves(g: GL18, player: int) -> list[SellShares]:
    """The president's sales open now in an emergency: one share of each corporation they may sell."""
    from engine.eighteen.shared.moves import ShareSale

    operating = g.state.corporations[g.state.emergency[0]]  # type: ignore[index]
    return [SellShares(sales=(ShareSale(railroad=c.id, count=1),)) for c in g.state.corporations.values()
            if most_sellable(g, player, c, operating)]


def sell(g: GL18, player: int, action: SellShares, messages: list[str]) -> None:
    """The president sells shares to raise the money still lacking; the payment completes once it is there, else bankruptcy."""
    state = g.state
    assert state.emergency is not None
    corporation_id, need, purpose = state.emergency
    operating = state.corporations[corporation_id]
    investor = state.investors[player]
    for sale in action.sales:
        target = g.corporation(sale.railroad)
        most = most_sellable(g, player, target, operating)
        if sale.count > most:
            why = " without giving up its presidency" if target.id == operating.id else ""
            raise IllegalAction(f"you may sell at most {most} {target.id} share{'s' if most != 1 else ''} now{why}")
        value = g.share_value(target.id)
        investor.shares[target.id] -= sale.count
        target.pool += sale.count
        investor.cash += g.bank_pays(value * sale.count, messages)
        messages.append(f"{g.player_name(player)} sells {sale.count} {target.id} share{'s' if sale.count > 1 else ''} "
                        f"at ${value} for ${value * sale.count}.")
        g.move_down(target, sale.count, messages)
        g.update_president(target, messages)
    if investor.cash >= need:
        state.emergency = None
        president_pays(g, operating, need, purpose, messages)
        complete(g, operating, purpose, messages)
    elif not sellable(g, player, operating):
        bankrupt(g, player, messages)


def pay_owed(g: GL18, corporation: Corporation, amount: int, messages: list[str]) -> None:
    """The corporation pays the bank the rest of the interest it owed, once the money is there."""
    corporation.cash -= amount
    g.state.bank += amount
    messages.append(f"{corporation.id} pays the remaining ${amount} of interest.")


def complete(g: GL18, corporation: Corporation, purpose: str, messages: list[str]) -> None:
    """The money is in the treasury: make the payment it was raised for, and go on with the turn."""
    if purpose.startswith(INTEREST):
        pay_owed(g, corporation, int(purpose.split(":")[1]), messages)
        return
    g.buy_from_bank(corporation, purpose, messages)
    g.sequence.advance(g, g.sequence.current(g), messages)


def bankrupt(g: GL18, player: int, messages: list[str]) -> None:
    """The player is bankrupt (4.7.3): their shares go to the Open Market, their corporations pass on or close."""
    state = g.state
    investor = state.investors[player]
    messages.append(f"{g.player_name(player)} cannot raise the money and is bankrupt: their shares go to the "
                    f"Open Market and they leave the game.")
    emergency = state.emergency
    if emergency is not None:
        raised = investor.cash  # what he raised stays with the corporation (4.7.3)
        investor.cash = 0
        state.corporations[emergency[0]].cash += raised
        state.emergency = (emergency[0], emergency[1] - raised, emergency[2])
    for rr, held in list(investor.shares.items()):
        if held and rr in state.corporations:
            state.corporations[rr].pool += held
        investor.shares.pop(rr)
    if state.bonds.get(player):
        state.bond_market += state.bonds.pop(player)
    for holding in state.privates.values():
        if holding.player == player:
            holding.closed = True
    state.bankrupt.append(player)
    for corporation in list(state.corporations.values()):
        if corporation.president == player:
            _new_president(g, corporation, player, messages)
    survivors = [p for p in range(len(g.players)) if p not in state.bankrupt]
    if len(survivors) == 1:
        state.stage = OVER
        state.emergency = None
        state.final_scores = {p: (1 if p == survivors[0] else 0) for p in range(len(g.players))}
        messages.append(f"Every other player is bankrupt: {g.player_name(survivors[0])} wins!")
        return
    _resume(g, messages)


def _new_president(g: GL18, corporation: Corporation, old: int, messages: list[str]) -> None:
    state = g.state
    seats = state.seating
    start = seats.index(old)
    order = [seats[(start + i) % len(seats)] for i in range(1, len(seats))]
    holders = [p for p in order if p not in state.bankrupt and state.investors[p].held(corporation.id)]
    best = max((state.investors[p].held(corporation.id) for p in holders), default=0)
    if best >= 2:
        corporation.president = next(p for p in holders if state.investors[p].held(corporation.id) == best)
        corporation.acting = False
        messages.append(f"{g.player_name(corporation.president)} becomes president of {corporation.id}.")
    elif corporation.acting and holders:
        corporation.president = holders[0]
        messages.append(f"{g.player_name(corporation.president)} becomes {corporation.id}'s acting president.")
    else:
        close(g, corporation, messages)


def close(g: GL18, corporation: Corporation, messages: list[str]) -> None:
    """No one may take it over: shares gone, stations off the map, trains to the Pool (4.7.3)."""
    state = g.state
    for investor in state.investors:
        investor.shares.pop(corporation.id, None)
    for hex_name, held in list(state.track.tokens.items()):
        if corporation.id in held:
            held.remove(corporation.id)
            if not held:
                del state.track.tokens[hex_name]
    state.pool_trains.extend(corporation.trains)
    state.bank += corporation.cash  # its treasury goes back to the bank
    state.tokens.remove(corporation.id)
    for power, holder in list(state.powers.items()):
        if holder == corporation.id:
            del state.powers[power]
            state.power_hex.pop(power, None)
    if state.alco_train is not None and state.alco_train[0] == corporation.id:
        state.alco_train = None
    if state.emergency is not None and state.emergency[0] == corporation.id:
        state.emergency = None
    del state.corporations[corporation.id]
    messages.append(f"No one can take over {corporation.id}: it closes; its stations leave the map and its trains go to the Pool.")


def _resume(g: GL18, messages: list[str]) -> None:
    """After a bankruptcy: the new president goes on raising the money, or the round goes on."""
    state = g.state
    if state.emergency is not None:
        corporation = state.corporations[state.emergency[0]]
        _, need, purpose = state.emergency
        state.emergency = None
        if need <= 0 or president_pays(g, corporation, need, purpose, messages):
            complete(g, corporation, purpose, messages)
        return
    if state.operating is not None and state.operating not in state.corporations:
        state.operating = None  # GL18._apply moves on to the next corporation once this move is done
