"""18GL's Stock Rounds (rulebook 4.1, 4.2, 4.4): the private companies' auction of the Initial
Stock Round, then selling and buying stock at the current market value.

A turn: sell any shares (one sale per corporation), then buy one certificate, or pass. Buying
ends the turn. The round ends when everyone has passed in succession; the Priority Deal card
goes to the player after the last one who bought or sold. Every check here is a pure function
of the position, so "may this player still do anything?" never needs a trial move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.core.wording import with_article
from engine.eighteen.gl.state import Corporation
from engine.eighteen.shared.moves import BuyShare, ParShare, SellShares
from engine.eighteen.shared.shares import check_president_sale, next_president

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18


# -- certificates and limits ----------------------------------------------------------------


def certificates_held(g: GL18, player: int) -> int:
    """Certificates counting against the limit: the President's Certificate is one; stock in the
    Yellow Zone, privates and bonds do not count (3.2, 3.4)."""
    count = 0
    for rr, held in g.state.investors[player].shares.items():
        corporation = g.state.corporations[rr]
        if not held or g.in_yellow_zone(rr):
            continue
        certificate = corporation.president == player and not corporation.acting and held >= 2
        count += held - 1 if certificate else held
    return count


def check_can_buy(g: GL18, player: int, corporation: Corporation) -> None:
    """Refuse (IllegalAction) a certificate bought now: none sold this round, the certificate limit, the most one may own."""
    if corporation.id in g.state.sold_this_round.get(player, []):
        raise IllegalAction(f"you sold {corporation.id} this round, so you may not buy it again until the next Stock Round")
    if not g.in_yellow_zone(corporation.id) or not corporation.started:
        held = certificates_held(g, player)
        if held >= g.certificate_limit:
            raise IllegalAction(f"you hold {held} certificates, the limit with {len(g.players)} players")
    held = g.state.investors[player].held(corporation.id)
    if (held + 1) * corporation.percent > g.rules.max_shares * 10:
        raise IllegalAction(f"you hold {held * corporation.percent}% of {corporation.id}, the most one player may own")


def check_start(g: GL18, player: int, action: ParShare) -> tuple[Corporation, int]:
    """(corporation, cost) of buying a President's Certificate and setting the starting value (4.1.3)."""
    corporation = g.corporation(action.railroad)
    due = g.state.start_due
    if due is not None and due != (player, corporation.id):
        raise IllegalAction(f"{g.player_name(due[0])} must first set {due[1]}'s starting value")
    if corporation.started:
        raise IllegalAction(f"{corporation.id} has its starting value already; buy its shares with buy-share {corporation.id}")
    if due is None:
        check_can_buy(g, player, corporation)
    allowed = g.start_values()
    if action.par not in allowed:
        values = ", ".join(f"${v}" for v in allowed)
        raise IllegalAction(f"${action.par} is not a starting value now; choose one of {values}")
    cost = 0 if due is not None else 2 * action.par  # the C&A's buyer has the certificate already (4.3 note 12)
    cash = g.state.investors[player].cash
    if cash < cost:
        raise IllegalAction(f"you have ${cash}, and {corporation.id}'s President's Certificate at ${action.par} costs ${cost}")
    return corporation, cost


def check_buy(g: GL18, player: int, action: BuyShare) -> tuple[Corporation, int, str]:
    """(corporation, price, where from) of buying one share (4.1.2)."""
    corporation = g.corporation(action.railroad)
    if not corporation.started:
        raise IllegalAction(f"{corporation.id} has no starting value yet; its President's Certificate comes first: "
                            f"par {corporation.id} VALUE")
    check_can_buy(g, player, corporation)
    price = g.share_value(corporation.id)
    if action.source == "pool":
        if corporation.pool == 0:
            raise IllegalAction(f"the Open Market has no {corporation.id} shares")
        return corporation, price, "the Open Market"
    if corporation.floated:
        if corporation.treasury_shares == 0:
            raise IllegalAction(f"{corporation.id}'s treasury has no shares; buy from the Open Market with "
                                f"buy-share {corporation.id} pool")
        return corporation, price, f"{corporation.id}'s treasury"
    return corporation, price, "the Initial Offering"


def check_sell(g: GL18, player: int, action: SellShares) -> list[tuple[Corporation, int]]:
    """The sales of one turn, checked together (4.1.1, 3.4)."""
    seen: set[str] = set()
    sales = []
    for sale in action.sales:
        corporation = g.corporation(sale.railroad)
        if corporation.id in seen or corporation.id in g.state.sold_this_turn:
            raise IllegalAction(f"sell all your {corporation.id} shares in one sale per turn")
        seen.add(corporation.id)
        held = g.state.investors[player].held(corporation.id)
        if sale.count > held:
            raise IllegalAction(f"you hold {held} {corporation.id} share{'s' if held != 1 else ''}, not {sale.count}")
        if not corporation.operated:
            raise IllegalAction(f"{corporation.id} has not operated yet, so its shares may not be sold")
        room = g.rules.open_market_max * 10 // corporation.percent - corporation.pool
        if sale.count > room:
            raise IllegalAction(f"the Open Market may hold at most 50% of {corporation.id} and has "
                                f"{corporation.pool * corporation.percent}%, so at most {max(room, 0)} more may be sold")
        if corporation.acting:
            others = [p for p, inv in enumerate(g.state.investors) if p != player and inv.held(corporation.id)]
            if sale.count == held and not others:
                raise IllegalAction(f"you are the last player owning {corporation.id} stock, so you may not sell it")
        else:
            check_president_sale(corporation, g.state.investors, player, sale.count)
        sales.append((corporation, sale.count))
    return sales


# -- moves ---------------------------------------------------------------------------------------


def start(g: GL18, player: int, action: ParShare, messages: list[str]) -> ParShare:
    """Starts a corporation; the move as recorded names it by its id (it may be typed by its name)."""
    corporation, cost = check_start(g, player, action)
    state = g.state
    due = state.start_due is not None
    corporation.par = action.par
    corporation.president = player
    if not due:
        corporation.ipo -= 2
        state.investors[player].shares[corporation.id] = state.investors[player].held(corporation.id) + 2
        state.investors[player].cash -= cost
        state.bank += cost
    state.start_due = None
    g.tokens_place(corporation.id, action.par)
    what = "sets" if due else f"buys {corporation.id}'s President's Certificate for ${cost} and sets"
    whose = f"{corporation.id}'s" if due and g.since("gl-whose-starting-value") else "its"  # whose, when the sentence has no company yet
    messages.append(f"{g.player_name(player)} {what} {whose} starting value at ${action.par}.")
    if not due:
        dealt(g, player, messages)
    return ParShare(railroad=corporation.id, par=action.par)


def buy(g: GL18, player: int, action: BuyShare, messages: list[str]) -> BuyShare:
    """Buys one share; the move as recorded names the corporation by its id (it may be typed by its name)."""
    corporation, price, place = check_buy(g, player, action)
    state = g.state
    investor = state.investors[player]
    if investor.cash < price:
        raise IllegalAction(f"you have ${investor.cash}, and {with_article(corporation.id)} share costs ${price}")
    investor.cash -= price
    investor.shares[corporation.id] = investor.held(corporation.id) + 1
    if action.source == "pool":
        corporation.pool -= 1
        state.bank += price
    elif corporation.floated:
        corporation.treasury_shares -= 1
        corporation.cash += price
    else:
        corporation.ipo -= 1
        state.bank += price
    share = with_article(corporation.id) if g.since("gl-share-article") else f"a {corporation.id}"
    messages.append(f"{g.player_name(player)} buys {share} share from {place} for ${price}.")
    g.update_president(corporation, messages)
    float_if_ready(g, corporation, messages)
    dealt(g, player, messages)
    return BuyShare(railroad=corporation.id, source=action.source)


def sell(g: GL18, player: int, action: SellShares, messages: list[str]) -> None:
    """The player sells the shares of one turn at the current values: each value moves down, and presidents may change."""
    sales = check_sell(g, player, action)
    state = g.state
    investor = state.investors[player]
    for corporation, count in sales:
        value = g.share_value(corporation.id)
        investor.shares[corporation.id] -= count
        corporation.pool += count
        paid = g.bank_pays(value * count, messages)
        investor.cash += paid
        state.sold_this_turn.append(corporation.id)
        state.sold_this_round.setdefault(player, []).append(corporation.id)
        messages.append(f"{g.player_name(player)} sells {count} {corporation.id} share{'s' if count > 1 else ''} "
                        f"at ${value} for ${value * count}.")
        g.move_down(corporation, count, messages)
        g.update_president(corporation, messages)
    state.last_dealer = state.turn
    state.passes = 0


def float_if_ready(g: GL18, corporation: Corporation, messages: list[str]) -> None:
    """Five shares bought: it floats with their value as capital; the rest go to its treasury (4.4)."""
    bought = 10 - corporation.ipo
    if corporation.floated or bought < g.rules.float_shares:
        return
    capital = bought * (corporation.par or 0)
    corporation.floated, corporation.floated_in = True, g.state.sr_number
    corporation.treasury_shares, corporation.ipo = corporation.ipo, 0
    corporation.cash += g.bank_pays(capital, messages)
    messages.append(f"{corporation.id} floats with ${capital} ({bought} shares at ${corporation.par}); "
                    f"its other {corporation.treasury_shares} shares go to its treasury.")
    g.place_home(corporation, messages)


def dealt(g: GL18, player: int, messages: list[str]) -> None:
    """A purchase ends the turn."""
    g.state.last_dealer = g.state.turn
    end_turn(g, messages, passed=False)


def pass_turn(g: GL18, messages: list[str]) -> None:
    """Pass (or end a turn of sales): the round ends after everyone has passed in succession."""
    state = g.state
    passed = not state.sold_this_turn
    messages.append(f"{g.player_name(state.seating[state.turn])} {'passes' if passed else 'is done'}.")
    end_turn(g, messages, passed=passed)


def end_turn(g: GL18, messages: list[str], *, passed: bool) -> None:
    """A Stock Round turn is over: the round ends when everyone still playing has passed in succession."""
    state = g.state
    state.sold_this_turn = []
    state.passes = state.passes + 1 if passed else 0
    if state.passes >= len(g.players) - len(state.bankrupt):
        g.stock_round_ended(messages)
        return
    state.turn = next_seat(g, state.turn)


def next_seat(g: GL18, seat: int) -> int:
    """The seat after `seat` whose player is still in the game (bankrupt players have left, 4.7.3)."""
    state = g.state
    for step in range(1, len(state.seating) + 1):
        candidate = (seat + step) % len(state.seating)
        if state.seating[candidate] not in state.bankrupt:
            return candidate
    return seat


def rises_when_sold_out(g: GL18, messages: list[str]) -> None:
    """No shares in the Open Market or the treasury at the end of the round: up one row (3.5)."""
    for corporation in g.state.corporations.values():
        if corporation.floated and corporation.pool == 0 and corporation.treasury_shares == 0:
            before = g.share_value(corporation.id)
            g.move_up(corporation)
            if g.share_value(corporation.id) != before:
                messages.append(f"{corporation.id} is sold out: its share value rises to ${g.share_value(corporation.id)}.")


def buy_bond(g: GL18, player: int, messages: list[str]) -> None:
    """A CONRAIL Bond from the Open Market at its $100 face value: the turn's purchase (4.5.1.2)."""
    state, face = g.state, g.rules.bonds.face
    investor = state.investors[player]
    if state.bond_market == 0:
        raise IllegalAction("the Open Market has no CONRAIL Bonds")
    if investor.cash < face:
        raise IllegalAction(f"you have ${investor.cash}, and a Bond costs ${face}")
    investor.cash -= face
    state.bank += face
    state.bond_market -= 1
    state.bonds[player] = state.bonds.get(player, 0) + 1
    messages.append(f"{g.player_name(player)} buys a CONRAIL Bond from the Open Market for ${face}.")
    dealt(g, player, messages)


def certificate_place(corporation: Corporation) -> str | None:
    """Where an acting president's missing certificate lies: CONRAIL's treasury if it holds two
    shares, else the Open Market if it does (4.5.1.2)."""
    if not corporation.acting:
        return None
    if corporation.treasury_shares >= 2:
        return "treasury"
    return "pool" if corporation.pool >= 2 else None


def check_certificate(g: GL18, player: int, railroad: str) -> tuple[Corporation, int, str]:
    """(corporation, price, where it lies) of a President's Certificate purchase, or IllegalAction."""
    corporation = g.corporation(railroad)
    place = certificate_place(corporation)
    if place is None:
        holder = "" if corporation.acting or corporation.president is None else f": {g.player_name(corporation.president)} holds it"
        raise IllegalAction(f"{corporation.id}'s President's Certificate is not for sale{holder}")
    check_can_buy(g, player, corporation)
    held = g.state.investors[player].held(corporation.id)
    if (held + 2) * corporation.percent > g.rules.max_shares * 10:
        raise IllegalAction(f"you hold {held * corporation.percent}% of {corporation.id}; the certificate would take you past 60%")
    price = 2 * g.share_value(corporation.id)
    if g.state.investors[player].cash < price:
        raise IllegalAction(f"you have ${g.state.investors[player].cash}, and the certificate costs ${price}")
    return corporation, price, place


def buy_certificate(g: GL18, player: int, railroad: str, messages: list[str]) -> None:
    """The player buys a corporation's President's Certificate (an acting president's missing one) and presides; the turn ends."""
    corporation, price, place = check_certificate(g, player, railroad)
    state, investor = g.state, g.state.investors[player]
    investor.cash -= price
    investor.shares[corporation.id] = investor.held(corporation.id) + 2
    if place == "treasury":
        corporation.treasury_shares -= 2
        corporation.cash += price
    else:
        corporation.pool -= 2
        state.bank += price
    corporation.acting, corporation.president = False, player
    where = f"{corporation.id}'s treasury" if place == "treasury" else "the Open Market"
    messages.append(f"{g.player_name(player)} buys {corporation.id}'s President's Certificate from {where} for ${price} "
                    f"and becomes its president.")
    presidency(g, corporation, messages)
    dealt(g, player, messages)


def sell_bonds(g: GL18, player: int, count: int, messages: list[str]) -> None:
    """The player sells CONRAIL Bonds to the bank at face value; they go to the Open Market."""
    state, face = g.state, g.rules.bonds.face
    held = state.bonds.get(player, 0)
    if count > held:
        raise IllegalAction(f"you hold {held} CONRAIL Bond{'s' if held != 1 else ''}, not {count}")
    state.bonds[player] = held - count
    if not state.bonds[player]:
        del state.bonds[player]
    state.bond_market += count
    state.investors[player].cash += g.bank_pays(face * count, messages)
    messages.append(f"{g.player_name(player)} sells {count} CONRAIL Bond{'s' if count > 1 else ''} for ${face * count}.")
    state.last_dealer = state.turn
    state.passes = 0
    state.sold_this_turn.append("bonds")


def presidency(g: GL18, corporation: Corporation, messages: list[str]) -> None:
    """The corporation's president after holdings changed: an acting president's rule, else the usual one (4.5.1.2)."""
    if corporation.acting:
        _acting_presidency(g, corporation, messages)
        return
    new = next_president(corporation, g.state.investors, g.state.seating)
    old = corporation.president
    if new is not None and new != old:
        corporation.president = new
        if old is not None:
            messages.append(f"{g.player_name(new)} becomes president of {corporation.id} from {g.player_name(old)}.")


def _acting_presidency(g: GL18, corporation: Corporation, messages: list[str]) -> None:
    """An acting president who sold out hands over to the next shareholder clockwise (4.5.1.2)."""
    state, old = g.state, corporation.president
    if old is not None and state.investors[old].held(corporation.id):
        return
    start = state.seating.index(old) if old is not None else 0
    for step in range(1, len(state.seating) + 1):
        player = state.seating[(start + step) % len(state.seating)]
        if state.investors[player].held(corporation.id):
            corporation.president = player
            messages.append(f"{g.player_name(player)} becomes {corporation.id}'s acting president.")
            return
