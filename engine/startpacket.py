"""The 18EZ Level 3 Startpacket auction (rulebook 1.2-1.4, 1.9) as plain data: title-free, money-free, no I/O.

Players are seats 0..n-1 in seating order; the player to the left of seat s is (s + 1) % n. The module
never holds money: every call that may spend takes `cash` (a dict or list, indexed by seat) and returns
events the caller turns into messages and money transfers (pay the price of each `Sold`).

Public API:
    Startpacket.new(items, players, first=0, *, falling=None, drop=5) -> Startpacket
        items: [(id, name, face price)] in sale order; falling: the item whose price falls (default: the first).
    acting_player() -> int            who acts now (in a special auction: its next bidder)
    legal_moves(player, cash) -> list ("buy", id, price) | ("bid", id, minimum amount) | ("pass",)
    buy(player, cash), bid(player, item_id, amount, cash), pass_turn(player) -> list[Event]
    resume(player) -> None            start normal turns again with `player` (after AllPassed)
    available() -> Item | None        the top (first unsold) item; sold_out() -> bool; owner(item_id) -> int | None
    item(id_or_name), high_bid(item_id), minimum_bid(item_id), committed(player); fields prices, bids, owners, paid
Events: Bid, Passed, Sold, SpecialAuctionStarted, PriceDropped, AllPassed (frozen dataclasses below).
A refused move raises IllegalAction with one sentence and leaves the state unchanged.

Rules from the rulebook: on a turn a player buys the top item at its price, bids on another unsold item
(an opening bid at least $5 over its face price, later bids at least $5 over the high bid), or passes.
When an item comes to the top, its only bidder gets it at once at their bid (not a turn); two or more
bidders hold a special auction among themselves starting left of the high bidder; each sale may bring up
the next item, chaining. Normal turns then resume left of the player who triggered the chain. All players
passing in succession lowers the Short Line's price while it is on top, and otherwise ends the round; the
player who began that run of passes gets priority (1.9).

Decisions where the rulebook is silent (marked * in the code):
- Money is committed as in 1830: a player's bids on all unsold items (high or not) plus a new bid, or plus
  a purchase, may never exceed their cash. A new bid on an item replaces the player's earlier bid on it.
- A player may not bid on an item on which they already hold the high bid.
- In a special auction the high bidder is never asked: the turn goes clockwise round the other bidders
  still in, each raising by $5 or more (committed-money rule as above) or passing, which drops them out
  for good. When only the high bidder is left, they buy at their bid.
- Sold.automatic is True for a sale to an item's only bidder and for the free Short Line; False for a buy
  on a turn and for a special auction's winner.
- The Short Line's price falls by `drop` ($5; the rulebook names no amount) per full run of passes, and
  never below $0. When it reaches $0 it goes at once, free, to the player whose turn it is (the one who
  began that run of passes), as if they had bought it on their turn (1830's rule for its cheapest
  private): the chain follows, then turns resume left of them. Passes within a special auction never
  count toward a run of passes.
- After AllPassed the auction waits: every move is refused until the caller calls resume(player), normally
  with the priority holder (`priority`), in the next Share Dealing Round. Once sold out, every move is
  refused too; acting_player() then names who acts next in the caller's Share Dealing Round.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, field

from engine.errors import IllegalAction

STEP = 5  # minimum raise over the face price or the high bid (1.3)
Cash = Mapping[int, int] | Sequence[int]
Move = tuple[str] | tuple[str, str, int]


@dataclass(frozen=True)
class Item:
    id: str
    name: str
    face: int


@dataclass(frozen=True)
class Bid:
    item: str
    player: int
    amount: int


@dataclass(frozen=True)
class Passed:
    player: int
    item: str | None = None  # the special auction's item the player dropped out of; None for a turn's pass


@dataclass(frozen=True)
class Sold:
    item: str
    player: int
    price: int
    automatic: bool


@dataclass(frozen=True)
class SpecialAuctionStarted:
    item: str
    bidders: tuple[int, ...]  # clockwise from the first to act; the high bidder last
    first: int


@dataclass(frozen=True)
class PriceDropped:
    item: str
    price: int


@dataclass(frozen=True)
class AllPassed:
    first_passer: int  # gets the Priority Bid Card (1.9)


Event = Bid | Passed | Sold | SpecialAuctionStarted | PriceDropped | AllPassed


@dataclass
class SpecialAuction:
    item: str
    bidders: list[int]  # still in, clockwise from left of the high bidder when it began
    turn: int


@dataclass
class Startpacket:
    items: list[Item]
    players: int
    turn: int = 0  # whose normal turn it is
    prices: dict[str, int] = field(default_factory=dict)  # current price (only the Short Line's changes)
    bids: dict[str, dict[int, int]] = field(default_factory=dict)  # item -> player -> amount; cleared on sale
    owners: dict[str, int] = field(default_factory=dict)
    paid: dict[str, int] = field(default_factory=dict)
    auction: SpecialAuction | None = None
    falling: str = ""  # the item whose price falls when all pass while it is on top (the Short Line)
    drop: int = 5
    passes: int = 0  # length of the current run of passes
    first_passer: int | None = None  # who began it
    trigger: int | None = None  # who bought the item that started the chain of sales under way
    paused: bool = False  # all passed with another item on top: waiting for resume()
    priority: int | None = None  # who began the last run of passes that ended a round

    @classmethod
    def new(cls, items: Iterable[tuple[str, str, int]], players: int, first: int = 0, *,
            falling: str | None = None, drop: int = 5) -> Startpacket:
        lots = [Item(i, n, p) for i, n, p in items]
        if not lots or len({x.id.upper() for x in lots}) != len(lots) or players < 2 or not 0 <= first < players:
            raise ValueError("a Startpacket needs items with distinct ids, two or more players and a first seat among them")
        return cls(lots, players, first, {x.id: x.face for x in lots}, {x.id: {} for x in lots},
                   falling=lots[0].id if falling is None else falling, drop=drop)

    # -- queries

    def item(self, name: str) -> Item:
        wanted = name.strip().upper()
        for x in self.items:
            if wanted in (x.id.upper(), x.name.upper()):
                return x
        raise IllegalAction(f"There is no {name} in the Startpacket, which holds {', '.join(x.id for x in self.items)}.")

    def acting_player(self) -> int:
        return self.auction.turn if self.auction else self.turn

    def available(self) -> Item | None:
        return next((x for x in self.items if x.id not in self.owners), None)

    def sold_out(self) -> bool:
        return self.available() is None

    def owner(self, item_id: str) -> int | None:
        return self.owners.get(self.item(item_id).id)

    def high_bid(self, item_id: str) -> tuple[int, int] | None:
        """(player, amount) of the highest bid on the item, or None."""
        bids = self.bids[self.item(item_id).id]
        return max(bids.items(), key=lambda b: b[1]) if bids else None

    def minimum_bid(self, item_id: str) -> int:
        high = self.high_bid(item_id)
        return (high[1] if high else self.item(item_id).face) + STEP

    def committed(self, player: int, but: str | None = None) -> int:
        """The player's outstanding bids (on every unsold item, except `but`)."""
        return sum(bids.get(player, 0) for item, bids in self.bids.items() if item != but)

    def legal_moves(self, player: int, cash: Cash) -> list[Move]:
        """Every move open to `player` now; a bid shows its minimum amount. Empty when it is not their turn."""
        try:
            self._check_turn(player)
        except IllegalAction:
            return []
        moves: list[Move] = []
        if not self.auction:
            with suppress(IllegalAction):
                top = self._check_buy(player, cash)
                moves.append(("buy", top.id, self.prices[top.id]))
        for x in self.items:
            if x.id not in self.owners:
                with suppress(IllegalAction):
                    self._check_bid(player, x.id, self.minimum_bid(x.id), cash)
                    moves.append(("bid", x.id, self.minimum_bid(x.id)))
        return [*moves, ("pass",)]

    # -- moves

    def buy(self, player: int, cash: Cash) -> list[Event]:
        top = self._check_buy(player, cash)
        self.trigger = player
        return [self._sell(top, player, self.prices[top.id], automatic=False), *self._advance()]

    def bid(self, player: int, item_id: str, amount: int, cash: Cash) -> list[Event]:
        lot = self._check_bid(player, item_id, amount, cash)
        self.bids[lot.id].pop(player, None)
        self.bids[lot.id][player] = amount
        if self.auction:
            self._auction_turn(player)
        else:
            self.passes, self.first_passer, self.turn = 0, None, self._left(player)
        return [Bid(lot.id, player, amount)]

    def pass_turn(self, player: int) -> list[Event]:
        self._check_turn(player)
        if self.auction:
            auction = self.auction
            auction.bidders.remove(player)
            events: list[Event] = [Passed(player, auction.item)]
            high = self.high_bid(auction.item)
            assert high is not None
            if auction.bidders != [high[0]]:
                self._auction_turn(player)
                return events
            self.auction = None
            return [*events, self._sell(self.item(auction.item), high[0], high[1], automatic=False), *self._advance()]
        events = [Passed(player)]
        if self.passes == 0:
            self.first_passer = player
        self.passes += 1
        self.turn = self._left(player)
        if self.passes < self.players:
            return events
        first, top = self.first_passer, self.available()
        assert first is not None and top is not None
        self.passes, self.first_passer = 0, None
        if top.id != self.falling:
            self.paused, self.priority, self.turn = True, first, first
            return [*events, AllPassed(first)]
        self.prices[top.id] = max(0, self.prices[top.id] - self.drop)  # * never below $0
        events.append(PriceDropped(top.id, self.prices[top.id]))
        if self.prices[top.id] == 0:  # * free to the player whose turn it is, as their purchase
            self.trigger = self.turn
            events += [self._sell(top, self.turn, 0, automatic=True), *self._advance()]
        return events

    def resume(self, player: int) -> None:
        """Normal turns start again with `player` (the priority holder, in the next Share Dealing Round)."""
        if self.auction:
            raise IllegalAction("A special auction is under way, so the Startpacket cannot start again from another player.")
        if not 0 <= player < self.players:
            raise IllegalAction(f"There is no player {player} at this table.")
        self.paused, self.turn, self.passes, self.first_passer = False, player, 0, None

    # -- validation (never mutates)

    def _check_turn(self, player: int) -> None:
        if self.sold_out():
            raise IllegalAction("The Startpacket is sold out.")
        if self.paused:
            raise IllegalAction("The Startpacket auction waits for the next Share Dealing Round.")
        if player != self.acting_player():
            raise IllegalAction("It is not your turn in the Startpacket auction.")

    def _check_buy(self, player: int, cash: Cash) -> Item:
        self._check_turn(player)
        if self.auction:
            raise IllegalAction(f"A special auction for {self.item(self.auction.item).name} is under way, so bid on it or pass.")
        top = self.available()
        assert top is not None
        free, price = cash[player] - self.committed(player), self.prices[top.id]
        if price > free:  # * committed money
            raise IllegalAction(f"You have ${free} not committed to bids, less than the ${price} that {top.name} costs.")
        return top

    def _check_bid(self, player: int, item_id: str, amount: int, cash: Cash) -> Item:
        self._check_turn(player)
        lot = self.item(item_id)
        if lot.id in self.owners:
            raise IllegalAction(f"{lot.name} is sold already.")
        if self.auction and lot.id != self.auction.item:
            raise IllegalAction(f"Only {self.item(self.auction.item).name} is being auctioned now, so bid on it or pass.")
        if not self.auction and lot == self.available():
            raise IllegalAction(f"{lot.name} is on top of the Startpacket, so buy it for ${self.prices[lot.id]} instead of bidding.")
        high = self.high_bid(lot.id)
        if high is not None and high[0] == player:  # *
            raise IllegalAction(f"You hold the high bid on {lot.name} already.")
        minimum = self.minimum_bid(lot.id)
        if amount < minimum:
            over = "the high bid" if high else "its price"
            raise IllegalAction(f"A bid on {lot.name} must be at least ${STEP} over {over}, so ${minimum} or more.")
        free = cash[player] - self.committed(player, but=lot.id)
        if amount > free:  # * committed money
            raise IllegalAction(f"You have ${free} not committed to other bids, less than ${amount}.")
        return lot

    # -- inner workings

    def _left(self, player: int) -> int:
        return (player + 1) % self.players

    def _sell(self, lot: Item, player: int, price: int, *, automatic: bool) -> Sold:
        self.owners[lot.id], self.paid[lot.id], self.bids[lot.id] = player, price, {}
        return Sold(lot.id, player, price, automatic)

    def _advance(self) -> list[Event]:
        """Sell what comes to the top with bids on it; stop at a special auction or at an item nobody bid on."""
        events: list[Event] = []
        while (top := self.available()) is not None and self.bids[top.id]:
            bids = self.bids[top.id]
            if len(bids) == 1:
                ((player, amount),) = bids.items()
                events.append(self._sell(top, player, amount, automatic=True))
                continue
            high = self.high_bid(top.id)
            assert high is not None
            order = [(high[0] + k) % self.players for k in range(1, self.players + 1)]
            bidders = [p for p in order if p in bids]
            self.auction = SpecialAuction(top.id, bidders, bidders[0])
            events.append(SpecialAuctionStarted(top.id, tuple(bidders), bidders[0]))
            return events
        assert self.trigger is not None
        self.turn, self.trigger, self.passes, self.first_passer = self._left(self.trigger), None, 0, None
        return events

    def _auction_turn(self, after: int) -> None:
        """The next bidder still in, clockwise after `after`, other than the high bidder (* who is never asked)."""
        auction = self.auction
        high = self.high_bid(auction.item) if auction else None
        assert auction is not None and high is not None
        order = [(after + k) % self.players for k in range(1, self.players + 1)]
        auction.turn = next(p for p in order if p in auction.bidders and p != high[0])
