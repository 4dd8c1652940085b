"""18GL's trains (4.6.8, 4.7, 4.8; Tables 2, 6, 7): buying from the bank (cheapest type first) or
the Pool, phases and what they make obsolete (a quarter of the price back), the falling train
limit, and emergency money raising for a corporation that must own a train: loans first (never
more than needed, each moving the price a column left), then the president's cash."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.eighteen.gl import conrail as gl_conrail
from engine.eighteen.gl import emergency as gl_emergency
from engine.eighteen.gl import powers as gl_powers
from engine.eighteen.gl import trade as gl_trade
from engine.eighteen.gl.data import article
from engine.eighteen.gl.state import Corporation
from engine.eighteen.shared.moves import BuyTrain

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18


def bank_train(g: GL18) -> str | None:
    """The type the bank sells now: the first with copies left (None counts as unlimited)."""
    for train_type, left in g.state.trains_left.items():
        if left is None or left > 0:
            return train_type
    return None


def can_buy_any(g: GL18, corporation: Corporation) -> bool:
    """Whether the corporation can pay for a train now: the bank's, or one in the Pool."""
    prices = [g.rules.train(t).price for t in g.state.pool_trains]
    bank = bank_train(g)
    if bank is not None:
        prices.append(g.rules.train(bank).price)
    return any(price <= corporation.cash for price in prices)


def must_buy_sentence(g: GL18, corporation: Corporation) -> str:
    """The sentence telling the corporation it must own a train at the end of its turn, and which one to buy."""
    bank = bank_train(g)
    offer = f"the bank's {bank} for ${g.rules.train(bank).price}" if bank else "a train"
    return f"{corporation.id} must own a train at the end of its turn: buy {offer} (buy-train), borrowing if it must"


def purchase_moves(g: GL18, corporation: Corporation) -> list[Action]:
    """The train purchases open to the corporation now: the bank's train (borrowing if it must), the Pool's it can pay for."""
    if len(corporation.trains) >= g.train_limit(corporation):
        return []
    moves: list[Action] = []
    bank = bank_train(g)
    affordable_pool = any(g.rules.train(t).price <= corporation.cash for t in g.state.pool_trains)
    if bank is not None and (g.rules.train(bank).price <= corporation.cash or (not corporation.trains and not affordable_pool)):
        moves.append(BuyTrain(train=bank))  # borrowing for the bank's train only when the Pool has nothing it can pay for
    for train_type in sorted(set(g.state.pool_trains)):
        if g.rules.train(train_type).price <= corporation.cash:
            moves.append(BuyTrain(train=train_type, source="market"))
    return moves


def buy(g: GL18, corporation: Corporation, action: BuyTrain, messages: list[str]) -> Action:
    """The corporation buys a train: the bank's cheapest, one from the Pool, or another corporation's by an offer."""
    state = g.state
    if len(corporation.trains) >= g.train_limit(corporation):
        raise IllegalAction(f"{corporation.id} already owns {len(corporation.trains)} trains, the limit in phase {state.phase}")
    if action.source not in (None, "market"):
        return gl_trade.propose(g, g.operating_corp().president, corporation, action, messages)  # type: ignore[arg-type]
    if action.source == "market":
        train_type = (action.train or "").upper()
        if train_type not in state.pool_trains:
            pool = ", ".join(state.pool_trains) or "no trains"
            raise IllegalAction(f"the Pool has {pool}, not {article(train_type)}")
        price = g.rules.train(train_type).price
        if price > corporation.cash:
            raise IllegalAction(f"{corporation.id} has ${corporation.cash}, and the Pool's {train_type} costs ${price}")
        state.pool_trains.remove(train_type)
        _pay(g, corporation, price)
        corporation.trains.append(train_type)
        messages.append(f"{corporation.id} buys {article(train_type)} from the Pool for ${price}.")
        return BuyTrain(train=train_type, source="market")
    bank = bank_train(g)
    if bank is None:
        raise IllegalAction("the bank has no trains left")
    wanted = (action.train or bank).upper()
    if wanted != bank:
        raise IllegalAction(f"the bank sells the cheapest train first: {article(bank)} now, not {article(wanted)}")
    price = g.rules.train(bank).price
    if price > corporation.cash:
        if corporation.trains:
            raise IllegalAction(f"{corporation.id} has ${corporation.cash}, and {article(bank)} costs ${price}; "
                                f"loans are only for a corporation without a train")
        cheaper = [t for t in state.pool_trains if g.rules.train(t).price <= corporation.cash]
        if cheaper:
            raise IllegalAction(f"{corporation.id} can afford the Pool's {cheaper[0]}, so it must buy that (4.7)")
        if not raise_money(g, corporation, price - corporation.cash, messages, why=f"to buy {article(bank)}", purpose=bank):
            return BuyTrain(train=bank)  # the president must sell shares first (gl_emergency.py)
    buy_from_bank(g, corporation, bank, messages)
    return BuyTrain(train=bank)


def buy_from_bank(g: GL18, corporation: Corporation, bank: str, messages: list[str]) -> None:
    """The corporation buys the bank's train of the type at its price, which may start a new phase."""
    state = g.state
    price = g.rules.train(bank).price
    _pay(g, corporation, price)
    left = state.trains_left[bank]
    if left is not None:
        state.trains_left[bank] = left - 1
    corporation.trains.append(bank)
    messages.append(f"{corporation.id} buys {article(bank)} from the bank for ${price}.")
    phase_change(g, bank, messages, corporation)


def _pay(g: GL18, corporation: Corporation, price: int) -> None:
    corporation.cash -= price
    g.state.bank += price


def raise_money(g: GL18, corporation: Corporation, need: int, messages: list[str], why: str, purpose: str) -> bool:
    """Emergency money raising (4.7.2, 4.7.4): CONRAIL's Bonds, then loans of $500, one at a time and no
    more than needed, each moving the price a column left; then the president's cash. False when the
    president must first sell shares (the purchase or payment then completes in gl_emergency.py)."""
    loans, face = g.rules.loans, g.rules.bonds.face
    issued = 0
    while need > 0 and corporation.id == gl_conrail.CONRAIL and corporation.bonds > 0:
        corporation.bonds -= 1  # CONRAIL issues its Bonds before borrowing (4.7.4)
        g.state.bond_market += 1
        corporation.cash += g.bank_pays(face, messages)
        need -= face
        issued += 1
    if issued:
        messages.append(f"CONRAIL issues {issued} Bond{'s' if issued > 1 else ''} to the Open Market for ${issued * face} {why}.")
    while need > 0 and corporation.loans < loans.most:
        corporation.loans += 1
        corporation.cash += g.bank_pays(loans.amount, messages)
        need -= loans.amount
        g.move_columns(corporation, -1, messages, f"{corporation.id} takes a ${loans.amount} loan {why}")
    if need <= 0:
        return True
    return gl_emergency.president_pays(g, corporation, need, purpose, messages)


def phase_change(g: GL18, bought: str, messages: list[str], buyer: Corporation | None = None) -> None:
    """The first train of a type starts its phase (Table 2): older trains rust with a quarter of their
    price back, privates close at 10H, the 10H count is set (Table 6), and limits fall."""
    state, rules = g.state, g.rules
    order = [p.name for p in rules.phases]
    if order.index(bought) <= order.index(state.phase):
        return
    state.phase = bought
    if g.rules.train(bought).kind == "diesel":
        state.first_diesel = True  # E trains no longer double and reach five cities (Table 8)
    phase = g.phase()
    messages.append(f"Phase {bought} begins: {', '.join(phase.tiles)} tiles, train limit {phase.train_limit}.")
    rusts = rules.train(bought).rusts
    if rusts:
        salvage = rules.train(rusts).salvage
        for corporation in state.corporations.values():
            count = corporation.trains.count(rusts)
            if count:
                corporation.trains = [t for t in corporation.trains if t != rusts]
                corporation.cash += g.bank_pays(salvage * count, messages)
                messages.append(f"{corporation.id}'s {rusts} train{'s are' if count > 1 else ' is'} obsolete: "
                                f"${salvage * count} salvage.")
        state.pool_trains = [t for t in state.pool_trains if t != rusts]
        gl_powers.train_rusted(g, rusts, messages)
    gl_powers.phase_started(g, messages)
    if phase.privates_close:
        for holding in state.privates.values():
            holding.closed = True
        messages.append("Every private company closes.")
    gl_conrail.phase_started(g, buyer, messages)
    if bought == "10H":
        available = len(state.corporations)  # after CONRAIL's chance to form (Table 6)
        total = next(row.trains for row in rules.ten_h if available >= row.corporations_at_least)
        state.trains_left["10H"] = max(total - 1, 0)
        messages.append(f"{total} 10H trains are in the game (Table 6).")
    enforce_limits(g, messages)


def enforce_limits(g: GL18, messages: list[str]) -> None:
    """Trains over a lowered limit go to the Pool (4.6.8). Where they are all of one type there is
    nothing to choose; otherwise the president chooses (discard TRAIN), corporation by corporation."""
    state = g.state
    for corporation in state.corporations.values():
        excess = len(corporation.trains) - g.train_limit(corporation)
        if excess <= 0:
            continue
        if len(set(corporation.trains)) == 1:
            for _ in range(excess):
                _to_pool(g, corporation, corporation.trains[0], messages)
        elif corporation.id not in state.discard_due:
            state.discard_due.append(corporation.id)
            president = g.player_name(corporation.president) if corporation.president is not None else "no one"
            messages.append(f"{corporation.id} is over the train limit of {g.train_limit(corporation)}: {president} chooses "
                            f"{excess} of its {', '.join(corporation.trains)} to send to the Pool (discard TRAIN).")


def _to_pool(g: GL18, corporation: Corporation, train: str, messages: list[str]) -> None:
    corporation.trains.remove(train)
    g.state.pool_trains.append(train)
    if g.state.alco_train == (corporation.id, train) and train not in corporation.trains:
        g.state.alco_train = None  # a discarded extended train loses its +2H (4.3 note 9)
    messages.append(f"{corporation.id} is over the train limit of {g.train_limit(corporation)}: its {train} goes to the Pool.")


def discard(g: GL18, train: str, messages: list[str]) -> None:
    """The corporation over its train limit discards a train of its choice to the Pool."""
    state = g.state
    corporation = state.corporations[state.discard_due[0]]
    if train not in corporation.trains:
        raise IllegalAction(f"{corporation.id} has no {train}; it has {', '.join(corporation.trains)}")
    _to_pool(g, corporation, train, messages)
    if len(corporation.trains) <= g.train_limit(corporation):
        state.discard_due.pop(0)
    elif len(set(corporation.trains)) == 1:
        state.discard_due.pop(0)
        enforce_limits(g, messages)
