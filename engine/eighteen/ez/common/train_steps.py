"""Buying trains (2.8) with forced purchases (2.9), forced share sales (2.10), bankruptcy (2.11)
and offers for another railroad's train, answered by that railroad's president."""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.flow import Step
from engine.eighteen.ez.common.share_dealing import checked_sales
from engine.eighteen.ez.common.stock import BUY, StockGame, TrainOffer
from engine.eighteen.ez.common.track_play import sell_from_bank
from engine.eighteen.shared.moves import AnswerOffer, BuyTrain, SellShares, ShareSale
from engine.eighteen.shared.shares import Company, check_president_sale, sale_proceeds


def may_want_train(g: StockGame, company: Company) -> bool:
    """Is there anything to decide in the buy step (else the turn ends by itself)?"""
    if len(company.trains) >= g.train_limit(company):
        return False
    if g.must_own_train(company):
        return True
    others = any(c.trains and c.id != company.id for c in g.state.companies.values())
    cheapest = g.cheapest_available()
    return others or (cheapest is not None and company.cash >= cheapest[0])


def check_payable(g: StockGame, company: Company, price: int, *, from_railroad: bool) -> None:
    """The treasury pays; only a forced purchase may take the president's cash (2.9)."""
    if company.cash >= price:
        return
    cheapest = g.cheapest_available()
    if not g.must_own_train(company):
        raise IllegalAction(f"{company.id} has ${company.cash}, and the train costs ${price}")
    if cheapest is not None:
        if from_railroad and price >= cheapest[0]:
            raise IllegalAction(
                f"in a forced purchase a train from another railroad must cost less than the cheapest available (${cheapest[0]})"
            )
        if not from_railroad and price > cheapest[0]:
            raise IllegalAction(f"a forced purchase must be the cheapest train available: the type {cheapest[1]} for ${cheapest[0]}")
    president = g.president(company.id)
    shortfall = price - company.cash
    cash = g.state.investors[president].cash
    if cash < shortfall:
        raise IllegalAction(
            f"{company.id} needs ${shortfall} more than its ${company.cash} and {g.player_name(president)} has ${cash}: "
            f"sell shares first (sell RAILROAD COUNT)"
        )


def pay_for_train(g: StockGame, company: Company, price: int, messages: list[str]) -> None:
    """The railroad pays for a train; when its treasury is short (a forced purchase) its president pays the rest."""
    if company.cash >= price:
        company.cash -= price
        return
    president = g.president(company.id)
    shortfall = price - company.cash
    g.state.investors[president].cash -= shortfall
    messages.append(
        f"Forced purchase: {company.id} pays its ${company.cash} and {g.player_name(president)} pays the ${shortfall} it lacks."
    )
    company.cash = 0


def take_train_from(g: StockGame, company: Company, seller: Company, train: str, price: int, messages: list[str]) -> None:
    """The railroad buys the seller's train at `price`, paying as in a forced purchase if it must."""
    pay_for_train(g, company, price, messages)
    seller.cash += price
    seller.trains.remove(train)
    company.trains.append(train)
    messages.append(f"{company.id} buys {seller.id}'s type {train} train for ${price}.")


def forced_shortfall(g: StockGame, company: Company) -> int:
    """What the president still lacks for the forced train purchase (0: none is due)."""
    cheapest = g.cheapest_available()
    if cheapest is None or not g.must_own_train(company) or company.cash >= cheapest[0]:
        return 0
    president = g.state.investors[g.president(company.id)]
    return max(0, cheapest[0] - company.cash - president.cash)


def raisable(g: StockGame, player: int, company: Company) -> int:
    """The most `player` could raise by forced sales for `company` (to tell bankruptcy)."""
    state = g.state
    total = 0
    for other in state.companies.values():
        held = state.investors[player].held(other.id)
        if not held:
            continue
        rivals = [inv.held(other.id) for p, inv in enumerate(state.investors) if p != player]
        if other.id == company.id:
            sellable = held - max(2, max(rivals, default=0))
        elif other.president == player and not any(r >= 2 for r in rivals):
            sellable = held - 2
        else:
            sellable = held
        sellable = max(0, min(sellable, g.shares.pool_max_shares - other.pool))
        total += sellable * g.share_value(other.id)
    return total


def forced_sale(g: StockGame, player: int, company: Company, action: SellShares, messages: list[str]) -> SellShares:
    """Shares sold to pay for a forced train purchase (2.10)."""
    needed = forced_shortfall(g, company)
    if needed <= 0:
        raise IllegalAction("shares are sold only in Share Dealing Rounds, or to pay for a railroad's forced train purchase")
    sales = checked_sales(g, player, action)
    investors = g.state.investors
    proceeds, cheapest_share = 0, None
    for sale in sales:
        other = g.state.companies[sale.railroad]
        left = investors[player].held(other.id) - sale.count
        if other.id == company.id:
            rival = max((inv.held(other.id) for p, inv in enumerate(investors) if p != player), default=0)
            if left < max(2, rival):
                raise IllegalAction(
                    f"{g.player_name(player)} may not sell so many {other.id} shares that the presidency of {other.id} changes hands"
                )
        else:
            check_president_sale(other, investors, player, sale.count)
        value = g.share_value(other.id)
        proceeds += sale_proceeds(value, sale.count)
        cheapest_share = value if cheapest_share is None else min(cheapest_share, value)
    if cheapest_share is not None and proceeds - cheapest_share >= needed:
        raise IllegalAction(f"{g.player_name(player)} needs ${needed} and may sell only enough shares to raise it")
    g.execute_sale(player, sales, messages)
    return SellShares(sales=tuple(sales))


def answer_offer(g: StockGame, action: AnswerOffer, messages: list[str]) -> None:
    """The seller's president answers the offer waiting: declined, or accepted and the train changes hands at its price."""
    state = g.state
    offer = state.offer
    assert offer is not None
    state.offer = None
    company, seller = g.entity(offer.buyer), g.entity(offer.seller)  # minors trade trains too (Level 3)
    if not action.accept:
        messages.append(f"{seller.id} declines to sell its type {offer.train} train to {company.id}.")
        return
    check_payable(g, company, offer.price, from_railroad=True)
    take_train_from(g, company, seller, offer.train, offer.price, messages)
    g.operating_round.sequence.settle(g, messages)


def _trading(g: StockGame) -> list[Company]:
    """The railroads that may sell a train to another: floated majors, and minors with an owner (Level 3)."""
    minors = [m for m in getattr(g.state, "minors", {}).values() if m.president is not None]
    return [c for c in g.state.companies.values() if c.floated and c.id in g.board.railroads] + minors


def _may_offer(g: StockGame, company: Company) -> bool:
    """Could `company` offer $1 for another railroad's train now (room for a train, the dollar)?"""
    if len(company.trains) >= g.train_limit(company):
        return False
    try:
        check_payable(g, company, 1, from_railroad=True)
    except IllegalAction:
        return False
    return True


def _seller(g: StockGame, text: str) -> Company:
    minors = getattr(g.state, "minors", {})
    wanted = text.strip().upper()
    return minors[wanted] if wanted in minors and minors[wanted].president is not None else g.company(text)


class BuyTrains(Step[StockGame]):
    name = BUY
    handles = (BuyTrain,)
    repeats = True

    def active(self, g: StockGame) -> bool:
        return may_want_train(g, g.operating_company())

    def on_pass(self, g: StockGame, messages: list[str]) -> bool:
        """A pass ends the railroad's turn, unless it must own a train: then it is refused, or the president goes bankrupt."""
        company = g.operating_company()
        if g.must_own_train(company):
            self._refuse_or_bankrupt(g, company, messages)
        else:
            g.operating_round.end_company_turn(g, messages)
        return True

    def _refuse_or_bankrupt(self, g: StockGame, company: Company, messages: list[str]) -> None:
        """A railroad without a train may not end its turn; if even forced sales cannot pay, the president is bankrupt (2.11)."""
        cheapest = g.cheapest_available()
        if cheapest is None:
            g.operating_round.end_company_turn(g, messages)  # no train exists to buy
            return
        price, train, _ = cheapest
        if company.cash >= price:
            raise IllegalAction(f"{company.id} must own a train at the end of its turn: buy one (the type {train} costs ${price})")
        president = g.president(company.id)
        cash = g.state.investors[president].cash
        shortfall = price - company.cash
        name = g.player_name(president)
        if cash >= shortfall:
            raise IllegalAction(
                f"{company.id} must own a train and has ${company.cash}: buy the type {train} for ${price}, "
                f"{name} paying the ${shortfall} it lacks"
            )
        if cash + raisable(g, president, company) >= shortfall:
            raise IllegalAction(
                f"{company.id} must own a train: {name} must raise ${shortfall - cash} more by selling shares (sell …), then buy it"
            )
        messages.append(f"{name} cannot raise the ${shortfall} {company.id} lacks for a train and is bankrupt.")
        g.state.bankrupt = president
        g.finish(messages)

    def apply(self, g: StockGame, player: int, action: BuyTrain, messages: list[str]) -> Action:
        state, rules, company = g.state, g.rules, g.operating_company()
        if len(company.trains) >= g.train_limit(company):
            raise IllegalAction(f"{company.id} already owns {len(company.trains)} trains, the limit in this phase")
        if action.source is None:
            wanted = state.depot.for_sale(action.train, g.name)
            price = rules.train(wanted).price
        elif action.source == "market":
            wanted = action.train or ""
            if wanted not in state.market_trains:
                raise IllegalAction(f"the open market has no type {wanted} train")
            price = rules.train(wanted).price
        else:
            return self._from_railroad(g, company, action, messages)
        check_payable(g, company, price, from_railroad=False)
        pay_for_train(g, company, price, messages)
        state.bank += price
        if action.source == "market":
            state.market_trains.remove(wanted)
            company.trains.append(wanted)
            messages.append(f"{company.id} buys a type {wanted} train from the open market for ${price}.")
        else:
            company.trains.append(wanted)
            messages.append(f"{company.id} buys a type {wanted} train from the bank for ${price}.")
            g.phase_change(sell_from_bank(state.depot, rules, wanted, messages), messages)
        g.operating_round.sequence.advance(g, self, messages)
        return BuyTrain(train=wanted, source=action.source)

    def _from_railroad(self, g: StockGame, company: Company, action: BuyTrain, messages: list[str]) -> Action:
        seller = _seller(g, action.source or "")
        wanted = action.train or ""
        if seller.id == company.id:
            raise IllegalAction(f"{company.id} cannot buy its own train")
        if wanted not in seller.trains:
            raise IllegalAction(f"{seller.id} owns no type {wanted} train")
        if action.price is None:
            raise IllegalAction(f"a train from another railroad is bought at a price the two agree on, at least $1: "
                                f"buy {wanted or 'TYPE'} from {seller.id} PRICE")
        price = action.price
        check_payable(g, company, price, from_railroad=True)
        recorded = BuyTrain(train=wanted, source=seller.id, price=price)
        if seller.president != company.president:
            g.state.offer = TrainOffer(company.id, seller.id, wanted, price)
            messages.append(
                f"{company.id} offers ${price} for {seller.id}'s type {wanted} train; "
                f"{g.player_name(g.president(seller.id))}, {seller.id}'s president, may accept or decline."
            )
            return recorded
        take_train_from(g, company, seller, wanted, price, messages)
        g.operating_round.sequence.advance(g, self, messages)
        return recorded

    def moves(self, g: StockGame, player: int, hexes: list[str] | None) -> list[Action]:
        state, company = g.state, g.operating_company()
        next_type = state.depot.next_type()
        buys: list[Action] = [BuyTrain(train=next_type)] if next_type else []
        buys += [BuyTrain(train=t, source="market") for t in dict.fromkeys(state.market_trains)]
        # another railroad's train, at a price the two presidents agree (at least $1, 2.8): $1 stands for any price
        if _may_offer(g, company):
            buys += [BuyTrain(train=t, source=other.id, price=1) for other in _trading(g)
                     if other.id != company.id for t in dict.fromkeys(other.trains)]
        sells: list[Action] = []
        if g.cheapest_available() is not None and forced_shortfall(g, company) > 0:
            for rr, held in state.investors[player].shares.items():
                sells += [SellShares(sales=(ShareSale(railroad=rr, count=n),)) for n in range(1, held + 1)]
        return [*buys, *sells, Pass()]

    def prompt(self, g: StockGame) -> str:
        company = g.operating_company()
        rr = company.id
        if g.must_own_train(company):
            cheapest = g.cheapest_available()
            price = f" (cheapest: type {cheapest[1]} for ${cheapest[0]:,}; treasury ${company.cash:,})" if cheapest else ""
            return f"{rr} must buy a train{price}: /buy-train, or /sell shares first if the president must pay"
        return f"{rr} may buy trains (treasury ${company.cash:,}): /buy-train, or /pass to end its turn"
