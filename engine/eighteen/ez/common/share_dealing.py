"""Share Dealing Rounds (18EZ Level 2 rulebook 1.2-1.11; Level 3 1.5-1.14).

On a turn a player buys one certificate and/or sells shares (buy then sell, or sell then buy),
or passes; the round ends when everyone passes in succession. Whether a turn has anything left
to do is decided by the same checks that judge the moves (`check_*`), which never change the
position, so no trial move on a copy is needed.
"""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.flow import Step
from engine.core.wording import with_article
from engine.eighteen.ez.common.stock import BOUGHT, OPERATE, SHARE_DEALING, SHARE_DEALING_ENDED, SOLD, StockGame
from engine.eighteen.shared.moves import BuyShare, ParShare, SellShares, ShareSale
from engine.eighteen.shared.shares import Company, check_president_sale


def check_can_buy(g: StockGame, player: int, company: Company) -> None:
    """Refuse (IllegalAction) a certificate bought by the player now: one a turn, none of a railroad sold this round, the limit."""
    state = g.state
    if BOUGHT in state.done_this_turn:
        raise IllegalAction("you have already bought a certificate this turn; one certificate per turn (1.8)")
    if company.id in state.sold_this_round.get(player, []):
        raise IllegalAction(f"you sold {company.id} shares in this round, so you may not buy {company.id} again until the next one")
    held = g.certificates_held(player)
    if held >= g.certificate_limit:
        raise IllegalAction(f"you hold {held} certificates, the limit with {len(g.players)} players")


def check_par(g: StockGame, player: int, action: ParShare) -> tuple[Company, int]:
    """(company, cost) of a President's Certificate purchase, or IllegalAction."""
    company = g.company(action.railroad)
    if company.started:
        raise IllegalAction(f"{company.id}'s President's Certificate is sold already; buy its shares with buy-share {company.id}")
    check_can_buy(g, player, company)
    if g.market.par_cell(action.par) is None:
        values = ", ".join(f"${v}" for v in g.market.par_values)
        raise IllegalAction(f"${action.par} is not a par value; choose one of {values}")
    cash, cost = g.state.investors[player].cash, 2 * action.par
    if cash < cost:
        raise IllegalAction(f"you have ${cash}, and {company.id}'s President's Certificate at par ${action.par} costs ${cost}")
    return company, cost


def check_buy_share(g: StockGame, player: int, action: BuyShare) -> tuple[Company, int, str]:
    """(company, price, where from) of a share purchase, or IllegalAction."""
    company = g.company(action.railroad)
    if not company.started:
        raise IllegalAction(f"{company.id} has not been started; its President's Certificate comes first: par {company.id} VALUE")
    check_can_buy(g, player, company)
    investor = g.state.investors[player]
    if investor.held(company.id) + 1 > g.shares.max_shares:
        raise IllegalAction(f"you hold {investor.held(company.id) * 10}% of {company.id}, the most one player may own")
    if action.source == "ipo":
        if company.ipo == 0:
            raise IllegalAction(f"the IPO has no {company.id} shares left; buy one from the bank pool with buy-share {company.id} pool")
        price, place = company.par or 0, "the IPO"
    else:
        if company.pool == 0:
            raise IllegalAction(f"the bank pool has no {company.id} shares")
        price, place = g.share_value(company.id), "the bank pool"
    if investor.cash < price:
        raise IllegalAction(f"you have ${investor.cash}, and {with_article(company.id)} share from {place} costs ${price}")
    return company, price, place


def checked_sales(g: StockGame, player: int, action: SellShares) -> list[ShareSale]:
    """The sales with railroads named properly; refuses the ones no sale may ever break (pool room, holdings)."""
    state = g.state
    sales: list[ShareSale] = []
    for sale in action.sales:
        company = g.company(sale.railroad)
        if any(s.railroad == company.id for s in sales):
            raise IllegalAction(f"name {company.id} once, with all the shares to sell")
        held = state.investors[player].held(company.id)
        if held < sale.count:
            raise IllegalAction(f"you hold {held} {company.id} share{'' if held == 1 else 's'}, not {sale.count}")
        room = g.shares.pool_max_shares - company.pool
        if sale.count > room:
            raise IllegalAction(
                f"the bank pool may hold at most {g.shares.pool_max_shares * 10}% of {company.id} and already has "
                f"{company.pool * 10}%, so at most {room} more may be sold"
            )
        sales.append(ShareSale(railroad=company.id, count=sale.count))
    return sales


def check_sell(g: StockGame, player: int, action: SellShares) -> list[ShareSale]:
    """The sales of a share dealing turn, or IllegalAction: one sale a turn, no shares bought this round, a president's rules."""
    state = g.state
    if SOLD in state.done_this_turn:
        raise IllegalAction("you have already sold this turn; a turn is buy then sell, or sell then buy (1.8)")
    sales = checked_sales(g, player, action)
    for sale in sales:
        company = state.companies[sale.railroad]
        free = state.investors[player].held(company.id) - state.bought_this_round.get(player, {}).get(company.id, 0)
        if free < sale.count:
            raise IllegalAction(f"you may sell only {company.id} shares you did not buy this round: you have {free} of those")
        check_president_sale(company, state.investors, player, sale.count)
    return sales


def _accepted(check, *args) -> bool:
    try:
        check(*args)
    except IllegalAction:
        return False
    return True


class ShareDeal(Step[StockGame]):
    """A share dealing turn: one certificate bought and/or shares sold, or a pass."""

    name = "share dealing"
    handles = (ParShare, BuyShare, SellShares, Pass)

    def active(self, g: StockGame) -> bool:
        return g.state.stage == SHARE_DEALING

    def acting(self, g: StockGame) -> list[int]:
        """The player whose share dealing turn it is."""
        return [g.state.seating[g.state.turn]]

    def apply(self, g: StockGame, player: int, action: Action, messages: list[str]) -> Action:
        if not isinstance(action, SellShares) and self.must_sell(g, player):
            held = g.certificates_held(player)
            raise IllegalAction(f"you hold {held} certificates, over the limit of {g.certificate_limit} since a "
                                "presidency changed hands: sell shares first (1.4)")
        if isinstance(action, Pass):
            self._pass(g, player, messages)
            return action
        if isinstance(action, ParShare):
            recorded: Action = self._par(g, player, action, messages)
        elif isinstance(action, BuyShare):
            recorded = self._buy_share(g, player, action, messages)
        elif isinstance(action, SellShares):
            recorded = self._sell(g, player, action, messages)
        else:
            raise IllegalAction("it is a Share Dealing Round: buy a certificate (par, buy-share), sell shares (sell), or pass")
        self._after_deal(g, player, messages)
        return recorded

    # -- the moves

    def _par(self, g: StockGame, player: int, action: ParShare, messages: list[str]) -> ParShare:
        state = g.state
        company, cost = check_par(g, player, action)
        investor = state.investors[player]
        investor.cash -= cost
        state.bank += cost
        investor.shares[company.id] = 2
        company.ipo -= 2
        company.par, company.president = action.par, player
        if not g.since("ez-token-on-chart-at-round-end"):  # before revision 4 the share value token went on the chart at the purchase
            cell = g.market.par_cell(action.par)
            assert cell is not None
            state.tokens.place(company.id, cell)
        self._note_bought(g, player, company.id, 2)
        self._note_float(g, company)
        messages.append(
            f"{g.player_name(player)} starts {company.id} at par ${action.par}, buying the President's Certificate (20%) for ${cost}."
        )
        return ParShare(railroad=company.id, par=action.par)

    def _buy_share(self, g: StockGame, player: int, action: BuyShare, messages: list[str]) -> BuyShare:
        state = g.state
        company, price, place = check_buy_share(g, player, action)
        investor = state.investors[player]
        investor.cash -= price
        state.bank += price
        investor.shares[company.id] = investor.held(company.id) + 1
        if action.source == "ipo":
            company.ipo -= 1
        else:
            company.pool -= 1
        self._note_bought(g, player, company.id, 1)
        self._note_float(g, company)
        share = with_article(company.id) if g.since("ez-share-article") else f"a {company.id}"
        messages.append(f"{g.player_name(player)} buys {share} share from {place} for ${price}.")
        g.update_president(company, messages)
        return BuyShare(railroad=company.id, source=action.source)

    def _note_bought(self, g: StockGame, player: int, railroad: str, shares: int) -> None:
        bought = g.state.bought_this_round.setdefault(player, {})
        bought[railroad] = bought.get(railroad, 0) + shares
        g.state.done_this_turn.append(BOUGHT)

    @staticmethod
    def _note_float(g: StockGame, company: Company) -> None:
        """Railroads floating this round, in the order they reached it: their tokens go on the chart in that order
        when the round ends (1.9), each under any token already on its space (1.14)."""
        if g.since("ez-token-on-chart-at-round-end") and g.may_float(company) and company.id not in g.state.floating:
            g.state.floating.append(company.id)

    def checked_sell(self, g: StockGame, player: int, action: SellShares) -> list[ShareSale]:
        """The sales, or IllegalAction: what both `/sell` and the list of legal moves are judged by."""
        return check_sell(g, player, action)

    def _sell(self, g: StockGame, player: int, action: SellShares, messages: list[str]) -> SellShares:
        state = g.state
        sales = self.checked_sell(g, player, action)
        g.execute_sale(player, sales, messages)
        state.sold_this_round.setdefault(player, []).extend(s.railroad for s in sales)
        state.done_this_turn.append(SOLD)
        return SellShares(sales=tuple(sales))

    # -- what is left to do

    def candidates(self, g: StockGame, player: int) -> list[Action]:
        """Every par, purchase and sale the player might make this turn, before the rules judge them."""
        state = g.state
        found: list[Action] = []
        investor = state.investors[player]
        for company in state.companies.values():
            if BOUGHT not in state.done_this_turn:
                if not company.started:
                    found += [ParShare(railroad=company.id, par=v) for v in g.market.par_values if 2 * v <= investor.cash]
                else:
                    found += [BuyShare(railroad=company.id), BuyShare(railroad=company.id, source="pool")]
            if SOLD not in state.done_this_turn:
                found += [SellShares(sales=(ShareSale(railroad=company.id, count=n),)) for n in range(1, investor.held(company.id) + 1)]
        return found

    def must_sell(self, g: StockGame, player: int) -> bool:
        """Over the certificate limit (a presidency changed hands: 1.4 "he/she needs to sell shares at his/her next
        opportunity"), with a sale allowed: sales are the only moves until it is made (rules revision 4 on)."""
        if not g.since("ez-over-limit-sells-next-turn"):
            return False
        if SOLD in g.state.done_this_turn or g.certificates_held(player) <= g.certificate_limit:
            return False
        return any(isinstance(a, SellShares) and self.accepts(g, player, a) for a in self.candidates(g, player))

    def accepts(self, g: StockGame, player: int, action: Action) -> bool:
        """Whether the rules accept the move from the player now (judged by the same checks as the move itself)."""
        if isinstance(action, ParShare):
            return _accepted(check_par, g, player, action)
        if isinstance(action, BuyShare):
            return _accepted(check_buy_share, g, player, action)
        if isinstance(action, SellShares):
            return _accepted(self.checked_sell, g, player, action)
        return isinstance(action, Pass)

    def deals(self, g: StockGame, player: int, *, first_only: bool = False) -> list[Action]:
        """The pars, purchases and sales the player may make now (only the first found with `first_only`)."""
        found = []
        for action in self.candidates(g, player):
            if self.accepts(g, player, action):
                found.append(action)
                if first_only:
                    break
        return found

    def moves(self, g: StockGame, player: int, hexes: list[str] | None) -> list[Action]:
        if self.must_sell(g, player):
            return [a for a in self.deals(g, player) if isinstance(a, SellShares)]
        return [*self.deals(g, player), Pass()]

    def prompt(self, g: StockGame) -> str:
        state = g.state
        if self.must_sell(g, state.seating[state.turn]):
            return (f"you hold more than {g.certificate_limit} certificates since a presidency changed hands: sell shares "
                    "now (/sell)")
        if BOUGHT in state.done_this_turn:
            return "you bought this turn: you may also sell (/sell), or /pass to end your turn"
        if SOLD in state.done_this_turn:
            return "you sold this turn: you may also buy one certificate (/par, /buy-share), or /pass to end your turn"
        return f"your turn in Share Dealing Round {state.sdr_number}: /par, /buy-share, /sell, or /pass"

    # -- turns and the end of the round

    def _after_deal(self, g: StockGame, player: int, messages: list[str]) -> None:
        state = g.state
        state.passes, state.first_passer = 0, None
        done = state.done_this_turn
        if not (BOUGHT in done and SOLD in done) and self.deals(g, player, first_only=True):
            return
        self._next_turn(g)
        messages.append(f"{g.player_name(state.seating[state.turn])} is next.")

    def _next_turn(self, g: StockGame) -> None:
        state = g.state
        state.done_this_turn = []
        state.turn = (state.turn + 1) % len(state.seating)

    def _pass(self, g: StockGame, player: int, messages: list[str]) -> None:
        state = g.state
        if state.done_this_turn:
            messages.append(f"{g.player_name(player)} ends the turn.")
            self._next_turn(g)
            messages.append(f"{g.player_name(state.seating[state.turn])} is next.")
            return
        if state.first_passer is None:
            state.first_passer = state.turn
        state.passes += 1
        messages.append(f"{g.player_name(player)} passes.")
        if state.passes == len(state.seating):
            self.end_round(g, messages)
        else:
            self._next_turn(g)

    def end_round(self, g: StockGame, messages: list[str]) -> None:
        """All passed in succession: priority to the first of those passes; floats; sold-out railroads rise (1.6, 1.11)."""
        state, market = g.state, g.market
        state.priority = state.first_passer if state.first_passer is not None else state.turn
        messages.append(
            f"Share Dealing Round {state.sdr_number} ends; {g.player_name(state.seating[state.priority])} holds the Priority Bid Card."
        )
        for company in state.companies.values():
            if g.may_float(company):
                company.floated = True
                treasury = g.shares.treasury_per_par * (company.par or 0)
                g.pay_treasury(company, treasury, messages)
                messages.append(f"{company.id} floats with ${treasury} from the bank in its treasury.")
        for railroad in state.floating:  # revision 4: on the chart at par, in the order they floated (1.9)
            company = state.companies[railroad]
            cell = market.par_cell(company.par or 0)
            assert cell is not None and company.floated
            state.tokens.place(railroad, cell)
            below = state.tokens.stacks[cell][:-1]
            under = f", under {' and '.join(below)}" if below else ""
            messages.append(f"{railroad}'s share value token goes on the chart at ${company.par}{under}.")
        state.floating = []
        sold_out = [c.id for c in state.companies.values() if c.floated and c.ipo == 0 and c.pool == 0]
        state.tokens.move([(rr, market.up(state.tokens.cells[rr])) for rr in sold_out], market)
        for railroad in sold_out:
            messages.append(f"{railroad} is sold out; its share value rises to ${g.share_value(railroad)}.")
        state.sold_this_round, state.bought_this_round = {}, {}
        state.passes, state.first_passer, state.done_this_turn = 0, None, []
        g.share_dealing_ended(messages)


def start_share_dealing(g: StockGame, messages: list[str]) -> None:
    """Begin a Share Dealing Round with the player holding the Priority Bid Card."""
    state = g.state
    state.stage = SHARE_DEALING
    state.sdr_number += 1
    state.turn = state.priority
    state.operating = None
    messages.append(f"Share Dealing Round {state.sdr_number} begins with {g.player_name(state.seating[state.turn])}.")


__all__ = ["OPERATE", "SHARE_DEALING_ENDED", "ShareDeal", "start_share_dealing"]
