"""The steps of an 18GL corporation's turn (4.6): lay track → place a station → run → (interest)
→ dividend → buy trains → repay loans. Each is a `Step` of the kernel (engine/core/flow.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.core.flow import Step
from engine.core.hexgrid import Hex
from engine.eighteen.gl import track as gl_track
from engine.eighteen.gl import trains as gl_trains
from engine.eighteen.gl.conrail import CONRAIL
from engine.eighteen.gl.emergency import INTEREST, pay_owed
from engine.eighteen.gl.money import FULL, HALF, WITHHOLD, pay_interest, payout, price_columns, total_dividends
from engine.eighteen.gl.moves import RedeemBonds, RepayLoan
from engine.eighteen.gl.state import BUY, DIVIDEND, REPAY, RUN, TOKEN, TRACK, Corporation
from engine.eighteen.shared.company_moves import HalfDividend
from engine.eighteen.shared.moves import BuyTrain, Dividend, LayTile, PlaceStation, RunTrains

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18



class LayTrack(Step["GL18"]):
    name = TRACK
    handles = (LayTile,)
    repeats = True  # a second yellow tile in a corporation's first Operating Round

    def active(self, g: GL18) -> bool:
        return gl_track.any_lay_left(g, g.operating_corp())

    def apply(self, g: GL18, player: int, action: LayTile, messages: list[str]) -> Action:
        laid = gl_track.lay(g, g.operating_corp(), action, messages)
        g.sequence.advance(g, self, messages)
        return laid

    def moves(self, g: GL18, player: int, hexes: list[str] | None) -> list[Action]:
        return [LayTile(hex=h, tile=t, rotation=r) for h, t, r in gl_track.lay_choices(g, g.operating_corp(), hexes)]

    def prompt(self, g: GL18) -> str:
        left = gl_track.lays_left(g, g.operating_corp()) + sum(g.state.bonus_lays.values())
        more = f" ({left} lays left)" if left > 1 else ""
        return f"{g.state.operating} to lay track{more}: /lay hex:… tile:… rotation:… (a private's power first: /power), or /pass"


class PlaceStationMarker(Step["GL18"]):
    name = TOKEN
    handles = (PlaceStation,)

    def active(self, g: GL18) -> bool:
        return gl_track.may_place_station(g, g.operating_corp())

    def apply(self, g: GL18, player: int, action: PlaceStation, messages: list[str]) -> Action:
        corporation, state = g.operating_corp(), g.state
        try:
            hex_name = Hex.parse(action.hex).name
        except ValueError as error:
            raise IllegalAction(str(error)) from None
        cost, ferried = gl_track.check_station(g, corporation, hex_name)
        fee, holder = gl_track.ferry_fee(g, corporation) if ferried else (0, None)
        corporation.cash -= cost
        state.bank += cost - fee
        if fee and holder is not None:  # its route crosses the ferry another corporation holds (4.3 note 11)
            state.corporations[holder].cash += fee
        corporation.stations -= 1
        state.track.tokens.setdefault(hex_name, []).append(corporation.id)
        over = f" over the {gl_track.ferry_name(g)} ferry" if ferried else ""
        paid = f", ${fee} of it to {holder} for the ferry" if fee else ""
        messages.append(f"{corporation.id} places a station in {g.board.label(hex_name)}{over} for ${cost}{paid}.")
        g.sequence.advance(g, self, messages)
        return PlaceStation(hex=hex_name)

    def moves(self, g: GL18, player: int, hexes: list[str] | None) -> list[Action]:
        return [PlaceStation(hex=h) for h in sorted(gl_track.station_choices(g, g.operating_corp()), key=Hex.parse)]

    def prompt(self, g: GL18) -> str:
        return f"{g.state.operating} may place a station ($20 a hex from its nearest station): /station hex:…, or /pass"


def _after_run(g: GL18, earnings: int, messages: list[str]) -> None:
    """Loan interest, from the treasury or else withheld from the earnings (4.6.4)."""
    corporation, state = g.operating_corp(), g.state
    earnings = _bond_interest(g, corporation, earnings, messages)
    due = corporation.loans * g.rules.loans.interest
    paid = pay_interest(due, corporation.cash, earnings)
    state.earnings = earnings - paid.from_earnings
    if due:
        corporation.cash -= paid.from_treasury
        state.bank += paid.from_treasury  # the part withheld from earnings the bank simply never pays out
        messages.append(_interest_sentence(corporation.id, due, paid.from_treasury, paid.from_earnings, paid.short))
    if paid.short and gl_trains.raise_money(g, corporation, paid.short, messages, why="to pay its loan interest",
                                            purpose=f"{INTEREST}:{paid.short}"):
        pay_owed(g, corporation, paid.short, messages)


def _why_nothing(g: GL18, corporation: Corporation) -> str:
    """Why a corporation earns nothing this turn: it has no train, its trains found no route, or interest took
    what they earned (the run's own message says which of the last two when interest is due)."""
    if not corporation.trains:
        return "it owns no trains"
    bonds = sum(g.state.bonds.values()) + g.state.bond_market if corporation.id == CONRAIL else 0
    if corporation.loans or bonds:
        return "nothing is left of its run after interest"
    return "its trains found no route"


def _interest_sentence(corporation: str, due: int, treasury: int, withheld: int, short: int) -> str:
    """What happened to the loan interest, in dollars that moved (never "$0 withheld")."""
    if treasury:
        return f"{corporation} pays ${due} loan interest from its treasury."
    if not short:
        return f"{corporation} pays ${due} loan interest withheld from its earnings."
    if withheld:
        return f"{corporation} pays ${withheld} of its ${due} loan interest, withheld from its earnings; the other ${short} must be raised."
    return f"{corporation} owes ${due} loan interest and has neither the cash nor earnings to pay it: the ${short} must be raised."


def _bond_interest(g: GL18, corporation: Corporation, earnings: int, messages: list[str]) -> int:
    """CONRAIL pays $10 a Bond to each holder, and the bank's for Bonds in the Open Market: from the
    treasury, else withheld from its earnings, else raised in an emergency (4.6.5)."""
    holders = {p: n for p, n in g.state.bonds.items() if n}
    market = g.state.bond_market
    if corporation.id != CONRAIL or not (holders or market):
        return earnings
    rate = g.rules.bonds.interest
    due = rate * (sum(holders.values()) + market)
    paid = pay_interest(due, corporation.cash, earnings)
    corporation.cash -= paid.from_treasury
    g.state.bank += paid.from_treasury  # withheld from earnings: the bank pays the holders out of them below
    if paid.short and gl_trains.raise_money(g, corporation, paid.short, messages, why="to pay its bond interest",
                                            purpose=f"{INTEREST}:{paid.short}"):
        pay_owed(g, corporation, paid.short, messages)
    g.state.bank -= rate * sum(holders.values())
    for player, bonds in holders.items():
        g.state.investors[player].cash += rate * bonds
    where = "from its treasury" if paid.from_treasury else "withheld from its earnings" if paid.from_earnings else "raised"
    paid_to = [f"{g.player_name(p)} ${rate * n}" for p, n in holders.items()] + ([f"the bank ${rate * market}"] if market else [])
    messages.append(f"CONRAIL pays ${due} bond interest {where}: {', '.join(paid_to)}.")
    return earnings - paid.from_earnings


class RunRoutes(Step["GL18"]):
    name = RUN
    handles = (RunTrains,)

    def active(self, g: GL18) -> bool:
        return bool(g.operating_corp().trains)

    def skip(self, g: GL18, messages: list[str]) -> None:
        if g.operating_corp().trains and g.since("gl-no-pass-over-the-run"):  # a later step's move may not pass over the run (4.6.3)
            raise IllegalAction(f"{g.state.operating} must run its trains for the most they can earn (4.6.3): /run")
        _after_run(g, 0, messages)

    def apply(self, g: GL18, player: int, action: RunTrains, messages: list[str]) -> Action:
        earnings, recorded = g.run_trains(g.operating_corp(), action, messages)
        _after_run(g, earnings, messages)
        g.sequence.advance(g, self, messages)
        return recorded

    def moves(self, g: GL18, player: int, hexes: list[str] | None) -> list[Action]:
        return [RunTrains()]

    def prompt(self, g: GL18) -> str:
        return f"{g.state.operating} to run: /run for the best routes"


class PayDividend(Step["GL18"]):
    """Full, half or withheld (4.6.6); zero earnings move the price left without a choice."""

    name = DIVIDEND
    handles = (Dividend, HalfDividend)

    def active(self, g: GL18) -> bool:
        return g.state.earnings > 0

    def skip(self, g: GL18, messages: list[str]) -> None:
        if g.state.earnings > 0:
            raise IllegalAction(f"{g.state.operating} has ${g.state.earnings} to pay out: pay, half or withhold first")
        corporation = g.operating_corp()
        why = f", as {_why_nothing(g, corporation)}" if g.since("gl-why-no-earnings") else ""
        g.move_columns(corporation, -1, messages, f"{corporation.id} earns nothing{why}")

    def apply(self, g: GL18, player: int, action: Any, messages: list[str]) -> Action:
        state, corporation = g.state, g.operating_corp()
        if state.earnings <= 0:
            raise IllegalAction(f"{corporation.id} has no earnings to pay out or keep now")
        choice = HALF if isinstance(action, HalfDividend) else FULL if action.pay else WITHHOLD
        holders = {p: inv.held(corporation.id) for p, inv in enumerate(state.investors) if inv.held(corporation.id)}
        value = g.share_value(corporation.id)
        result = payout(state.earnings, choice, holders, corporation.treasury_shares, corporation.pool, corporation.percent)
        for player_paid, amount in result.to_holders.items():
            state.investors[player_paid].cash += g.bank_pays(amount, messages)
        corporation.cash += g.bank_pays(result.to_corporation, messages)
        total = total_dividends(state.earnings, choice)
        words = {FULL: "pays out", HALF: "pays half of", WITHHOLD: "withholds"}[choice]
        shares = ", ".join(f"{g.player_name(p)} ${a}" for p, a in result.to_holders.items()) or "no one"
        paid = f": {shares}; {corporation.id} keeps ${result.to_corporation}" if choice != WITHHOLD else ""
        messages.append(f"{corporation.id} {words} its ${state.earnings}{paid}.")
        columns = price_columns(total, value, choice == WITHHOLD, g.phase().double_jumps)
        g.move_columns(corporation, columns, messages, f"{corporation.id} {'withholds' if choice == WITHHOLD else 'pays'}")
        state.earnings = 0
        g.sequence.advance(g, self, messages)
        return action  # type: ignore[no-any-return]

    def moves(self, g: GL18, player: int, hexes: list[str] | None) -> list[Action]:
        return [Dividend(pay=True), HalfDividend(), Dividend(pay=False)]

    def prompt(self, g: GL18) -> str:
        return f"{g.state.operating} earned ${g.state.earnings:,}: /pay, /half or /withhold"


class BuyTrains(Step["GL18"]):
    name = BUY
    handles = (BuyTrain,)
    repeats = True

    def active(self, g: GL18) -> bool:
        corporation = g.operating_corp()
        return not corporation.trains or (len(corporation.trains) < g.train_limit(corporation) and gl_trains.can_buy_any(g, corporation))

    def skip(self, g: GL18, messages: list[str]) -> None:
        corporation = g.operating_corp()
        if not corporation.trains:
            raise IllegalAction(gl_trains.must_buy_sentence(g, corporation))

    def apply(self, g: GL18, player: int, action: BuyTrain, messages: list[str]) -> Action:
        recorded = gl_trains.buy(g, g.operating_corp(), action, messages)
        g.sequence.advance(g, self, messages)
        return recorded

    def moves(self, g: GL18, player: int, hexes: list[str] | None) -> list[Action]:
        return gl_trains.purchase_moves(g, g.operating_corp())

    def prompt(self, g: GL18) -> str:
        corporation = g.operating_corp()
        need = " (it must own a train)" if not corporation.trains else ", or /pass"
        return f"{corporation.id} to buy trains: /buy-train{need}"


def _redeemable(g: GL18) -> int:
    corporation, state = g.operating_corp(), g.state
    if corporation.id != CONRAIL:
        return 0
    out = state.bond_market or max(state.bonds.values(), default=0)
    return min(out, corporation.cash // g.rules.bonds.face)


class RepayLoans(Step["GL18"]):
    """Loans repaid at $500 each (4.6.9); CONRAIL buys back its Bonds from the Open Market at $100 (4.5.1.2)."""

    name = REPAY
    handles = (RepayLoan, RedeemBonds)
    repeats = True

    def active(self, g: GL18) -> bool:
        corporation = g.operating_corp()
        return (corporation.loans > 0 and corporation.cash >= g.rules.loans.amount) or _redeemable(g) > 0

    def apply(self, g: GL18, player: int, action: Any, messages: list[str]) -> Action:
        if isinstance(action, RedeemBonds):
            return self._redeem(g, action, messages)
        corporation, amount = g.operating_corp(), g.rules.loans.amount
        if action.count > corporation.loans:
            raise IllegalAction(f"{corporation.id} has {corporation.loans} loan{'s' if corporation.loans != 1 else ''}")
        if corporation.cash < amount * action.count:
            raise IllegalAction(f"{corporation.id} has ${corporation.cash}, and {action.count} loan{'s' if action.count > 1 else ''} "
                                f"cost ${amount * action.count} to repay")
        corporation.cash -= amount * action.count
        g.state.bank += amount * action.count
        corporation.loans -= action.count
        g.move_columns(corporation, action.count, messages, f"{corporation.id} repays {action.count} loan{'s' if action.count > 1 else ''}")
        g.sequence.advance(g, self, messages)
        return action

    def _redeem(self, g: GL18, action: RedeemBonds, messages: list[str]) -> Action:
        corporation, face, state = g.operating_corp(), g.rules.bonds.face, g.state
        if corporation.id != CONRAIL:
            raise IllegalAction("only CONRAIL has Bonds to redeem")
        count, cost = action.count, action.count * face
        holder = g.player_by_name(action.holder) if action.holder else None
        if holder is not None and state.bond_market:
            raise IllegalAction("while the Open Market holds Bonds, CONRAIL redeems only those (4.6.10)")
        held = state.bond_market if holder is None else state.bonds.get(holder, 0)
        where = "the Open Market" if holder is None else g.player_name(holder)
        if count > held:
            raise IllegalAction(f"{where} holds {held} CONRAIL Bond{'s' if held != 1 else ''}")
        if cost > corporation.cash:
            raise IllegalAction(f"CONRAIL has ${corporation.cash}, and {count} Bond{'s' if count > 1 else ''} cost ${cost}")
        corporation.cash -= cost
        corporation.bonds += count
        if holder is None:
            state.bank += cost
            state.bond_market -= count
        else:
            state.investors[holder].cash += cost
            state.bonds[holder] -= count
            if not state.bonds[holder]:
                del state.bonds[holder]
        messages.append(f"CONRAIL redeems {count} Bond{'s' if count > 1 else ''} from {where} for ${cost}.")
        g.sequence.advance(g, self, messages)
        return action

    def moves(self, g: GL18, player: int, hexes: list[str] | None) -> list[Action]:
        corporation = g.operating_corp()
        most = min(corporation.loans, corporation.cash // g.rules.loans.amount)
        state = g.state
        holders = [None] if state.bond_market else [g.player_name(p) for p, n in state.bonds.items() if n]
        redeem = [RedeemBonds(count=n, holder=h) for h in holders for n in range(1, _redeemable(g) + 1)
                  if h is None or n <= state.bonds[g.player_by_name(h)]]
        return [*(RepayLoan(count=n) for n in range(1, most + 1)), *redeem]

    def prompt(self, g: GL18) -> str:
        if _redeemable(g):
            where = "from the Open Market" if g.state.bond_market else "from one player (/redeem count:… holder:…)"
            return f"CONRAIL may redeem Bonds {where} at $100 each: /redeem count:…, or /pass"
        return f"{g.state.operating} may repay loans ($500 each): /repay loans:…, or /pass"


STEPS: tuple[Step[GL18], ...] = (LayTrack(), PlaceStationMarker(), RunRoutes(), PayDividend(), BuyTrains(), RepayLoans())
