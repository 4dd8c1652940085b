"""The Startpacket auction (18EZ Level 3, 1.2-1.4), as plain data: title-free, money-free.

Seats are 0..n-1 in seating order; the player to the left of seat s is (s + 1) % n. The caller
says each seat's cash and moves the money for the events returned.

Rules (the rulebook's where it speaks; ours, marked *, where it is silent):
- On a turn a player buys the top company at its price, bids on another unsold company (an
  opening bid at least $5 over its price, a raise at least $5 over the high bid), or passes.
- * Money is committed as in 1830: a player's bids plus a purchase may never exceed their cash,
  and a player never raises their own high bid.
- When a company comes to the top, one bidder gets it at once at their bid (not a turn); two or
  more hold a special auction among themselves, starting left of the high bidder, each raising
  by $5 or dropping out, until one is left. Each sale may bring up the next company, chaining.
  Normal turns then resume left of the player who triggered the chain.
- Everyone passing in succession lowers the Short Line's price by $5 while it is on top; * at $0
  it goes free to the player whose turn it is. With another company on top the round ends
  (`AllPassed`): the caller ends the Share Dealing Round and later resumes from the priority seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.errors import IllegalAction

STEP = 5  # minimum raise (1.3)
DROP = 5  # * the Short Line's price cut after a full round of passes


@dataclass(frozen=True)
class Sold:
    company: str
    seat: int
    price: int
    automatic: bool  # bought by its only bidder, or won in a special auction


@dataclass(frozen=True)
class AuctionStarted:
    company: str
    bidders: tuple[int, ...]
    first: int


@dataclass(frozen=True)
class PriceDropped:
    company: str
    price: int


@dataclass(frozen=True)
class AllPassed:
    first_passer: int


Event = Sold | AuctionStarted | PriceDropped | AllPassed


@dataclass
class Lot:
    id: str
    name: str
    face: int
    price: int
    owner: int | None = None
    paid: int = 0
    bids: dict[int, int] = field(default_factory=dict)  # seat -> amount, in the order made

    @property
    def high(self) -> tuple[int, int] | None:
        """(seat, amount) of the high bid on this company, or None when no one has bid."""
        return max(self.bids.items(), key=lambda b: b[1]) if self.bids else None


@dataclass
class SpecialAuction:
    company: str
    bidders: list[int]  # still in, in seating order
    turn: int


@dataclass
class StartPacket:
    lots: list[Lot]
    players: int
    turn: int = 0
    passes: int = 0
    first_passer: int | None = None
    auction: SpecialAuction | None = None
    trigger: int | None = None  # who started the chain of sales under way
    dropping: str | None = None  # the company whose price falls when all pass (the Short Line)
    multiple: int = 0  # bids must be the price plus a multiple of this (18GL: $5); 0 = any amount

    @classmethod
    def new(cls, items: list[tuple[str, str, int]], players: int, starting_seat: int = 0, dropping: str | None = None,
            *, drops: bool = True, multiple: int = 0) -> StartPacket:
        """`drops`: the first company's price falls when everyone passes (18EZ); otherwise the round ends."""
        dropping = (dropping or items[0][0]) if drops else None
        return cls([Lot(i, n, p, p) for i, n, p in items], players, starting_seat, dropping=dropping, multiple=multiple)

    # -- queries

    def acting_player(self) -> int:
        """The seat to act now: the special auction's bidder if one is under way, else the seat whose turn it is."""
        return self.auction.turn if self.auction else self.turn

    def top(self) -> Lot | None:
        """The company on top of the Startpacket (the first unsold one), or None when all are sold."""
        return next((lot for lot in self.lots if lot.owner is None), None)

    def sold_out(self) -> bool:
        """Whether every company of the Startpacket is sold."""
        return self.top() is None

    def lot(self, company: str) -> Lot:
        """The company named by its id or name (case-insensitive); IllegalAction if the Startpacket has none such."""
        wanted = company.strip().upper()
        for lot in self.lots:
            if wanted in (lot.id.upper(), lot.name.upper()):
                return lot
        raise IllegalAction(f"there is no company called {company} in the Startpacket; it holds {', '.join(x.id for x in self.lots)}")

    def committed(self, seat: int, but: str | None = None) -> int:
        """The money `seat` has bid on unsold companies (leaving out the one named `but`)."""
        return sum(lot.bids.get(seat, 0) for lot in self.lots if lot.owner is None and lot.id != but)

    def minimum_bid(self, lot: Lot) -> int:
        """The least bid the company takes now: $5 over the high bid, or over its price when no one has bid."""
        high = lot.high
        return (high[1] if high else lot.face) + STEP

    def describe(self, names: list[str], seating: list[int]) -> str:
        """The Startpacket in one line: each company's owner and price paid, or its price and the bids on it."""
        parts = []
        for lot in self.lots:
            if lot.owner is not None:
                parts.append(f"{lot.id} {names[seating[lot.owner]]} ${lot.paid:,}")
            else:
                bids = ", ".join(f"{names[seating[s]]} ${a:,}" for s, a in lot.bids.items())
                parts.append(f"{lot.id} ${lot.price:,}" + (f" (bids: {bids})" if bids else ""))
        return "; ".join(parts)

    # -- moves

    def _check_turn(self, seat: int) -> None:
        if seat != self.acting_player():
            raise IllegalAction("it is not your turn in the Startpacket auction")

    def buy(self, seat: int, cash: int) -> list[Event]:
        """`seat` buys the company on top at its price, which may bring up the next companies in a chain of sales."""
        self._check_turn(seat)
        if self.auction is not None:
            raise IllegalAction(f"a special auction for {self.auction.company} is under way: bid or pass")
        top = self.top()
        if top is None:
            raise IllegalAction("the Startpacket is sold out")
        if cash - self.committed(seat) < top.price:
            raise IllegalAction(f"you have ${cash - self.committed(seat)} not committed to bids, and {top.name} costs ${top.price}")
        events: list[Event] = [self._sell(top, seat, top.price, automatic=False)]
        self.trigger = seat
        events += self._chain()
        return events

    def bid(self, seat: int, company: str, amount: int, cash: int) -> list[Event]:
        """`seat` bids `amount` on an unsold company (not the top one), or raises in the special auction under way."""
        self._check_turn(seat)
        lot = self.lot(company)
        if lot.owner is not None:
            raise IllegalAction(f"{lot.name} is sold already")
        minimum = self.minimum_bid(lot)
        if self.auction is not None:
            if lot.id != self.auction.company:
                raise IllegalAction(f"only {self.auction.company} is being auctioned now: bid on it or pass")
        elif lot is self.top():
            raise IllegalAction(f"{lot.name} is on top of the Startpacket: buy it at ${lot.price} instead of bidding")
        high = lot.high
        if high is not None and high[0] == seat:
            raise IllegalAction(f"you hold the high bid on {lot.name} already")
        if amount < minimum:
            kind = "the high bid" if high else "its price"
            raise IllegalAction(f"a bid on {lot.name} must be at least $5 over {kind}: ${minimum} or more")
        if self.multiple and (amount - lot.face) % self.multiple:
            below = amount - (amount - lot.face) % self.multiple
            raise IllegalAction(f"bids on {lot.name} go in ${self.multiple} steps over its ${lot.face} price: "
                                f"${below} or ${below + self.multiple}")
        free = cash - self.committed(seat, but=lot.id)
        if amount > free:
            raise IllegalAction(f"you have ${free} not committed to other bids, less than ${amount}")
        lot.bids.pop(seat, None)
        lot.bids[seat] = amount
        if self.auction is not None:
            return self._auction_next(seat)
        self._next_turn(reset=True)
        return []

    def pass_turn(self, seat: int) -> list[Event]:
        """`seat` passes: drops out of a special auction, or passes a turn (all passing lowers the Short Line or ends the round)."""
        self._check_turn(seat)
        if self.auction is not None:
            auction = self.auction
            auction.bidders.remove(seat)
            return self._auction_next(seat)
        if self.first_passer is None:
            self.first_passer = seat
        self.passes += 1
        if self.passes < self.players:
            self._next_turn(reset=False)
            return []
        first = self.first_passer
        self.passes, self.first_passer = 0, None
        top = self.top()
        assert top is not None
        if top.id == self.dropping:
            top.price = max(0, top.price - DROP)
            events: list[Event] = [PriceDropped(top.id, top.price)]
            self._next_turn(reset=True)
            if top.price == 0:
                taker = self.turn
                events.append(self._sell(top, taker, 0, automatic=True))
                self.trigger = taker
                events += self._chain()
            return events
        self._next_turn(reset=True)
        return [AllPassed(first)]

    def force_top(self, seat: int) -> list[Event]:
        """`seat` must buy the company on top at its price (18GL 4.2: everyone passed before any sale)."""
        top = self.top()
        assert top is not None and self.auction is None
        events: list[Event] = [self._sell(top, seat, top.price, automatic=True)]
        self.trigger = seat
        return events + self._chain()

    def sold_any(self) -> bool:
        """Whether any company of the Startpacket is sold."""
        return any(lot.owner is not None for lot in self.lots)

    def resume(self, seat: int) -> None:
        """Normal turns start again with `seat` (a new Share Dealing Round, from the priority holder)."""
        self.turn, self.passes, self.first_passer = seat, 0, None

    # -- inner workings

    def _next_turn(self, *, reset: bool) -> None:
        if reset:
            self.passes, self.first_passer = 0, None
        self.turn = (self.turn + 1) % self.players

    def _sell(self, lot: Lot, seat: int, price: int, *, automatic: bool) -> Sold:
        lot.owner, lot.paid, lot.bids = seat, price, {}
        return Sold(lot.id, seat, price, automatic)

    def _chain(self) -> list[Event]:
        """Sell whatever comes to the top with bids on it; stop at a special auction or a company without bids."""
        events: list[Event] = []
        while True:
            top = self.top()
            if top is None or not top.bids:
                break
            if len(top.bids) == 1:
                (seat, amount), = top.bids.items()
                events.append(self._sell(top, seat, amount, automatic=True))
                continue
            high = top.high
            assert high is not None
            order = [(high[0] + k) % self.players for k in range(1, self.players + 1)]
            bidders = [s for s in order if s in top.bids]
            first = next(s for s in bidders if s != high[0])
            self.auction = SpecialAuction(top.id, bidders, first)
            events.append(AuctionStarted(top.id, tuple(bidders), first))
            return events
        assert self.trigger is not None
        self.turn = self.trigger
        self.trigger = None
        self._next_turn(reset=True)
        return events

    def _auction_next(self, seat: int) -> list[Event]:
        auction = self.auction
        assert auction is not None
        lot = self.lot(auction.company)
        high = lot.high
        assert high is not None
        if auction.bidders == [high[0]] or len(auction.bidders) <= 1:
            self.auction = None
            return [self._sell(lot, high[0], high[1], automatic=True), *self._chain()]
        order = [(seat + k) % self.players for k in range(1, self.players + 1)]
        auction.turn = next(s for s in order if s in auction.bidders and s != high[0])
        return []
