"""The position of an 18GL game, as plain data (deep-copied on refusals, compared in replays)."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.eighteen.shared.auction import StartPacket
from engine.eighteen.shared.building import TrackState
from engine.eighteen.shared.market import Tokens
from engine.eighteen.shared.privates import PrivateHolding
from engine.eighteen.shared.shares import Company, Investor

INITIAL, STOCK, OPERATE, OVER = "initial stock round", "stock round", "operate", "over"
TRACK, TOKEN, RUN, DIVIDEND, BUY, REPAY, SHARES = "track", "token", "run", "dividend", "buy", "repay", "shares"  # the steps


@dataclass
class Corporation(Company):
    """An 18GL corporation. `par` is its starting value (3.3); `ipo` the Initial Offering until it
    floats, when what is left goes to its treasury (`treasury_shares`, incremental capitalisation,
    4.4); `pool` is the Open Market; `cash` is the money in its treasury."""

    treasury_shares: int = 0
    loans: int = 0
    stations: int = 0  # station markers not yet on the map
    operated: bool = False  # has operated at least once: its shares may be sold (4.1.1)
    floated_in: int | None = None  # the Stock Round it floated in (two yellow lays in its first OR)
    percent: int = 10  # each share's part of the corporation (CONRAIL's are 5% when three or more merged)
    units: int = 10  # shares in all (CONRAIL: 10 or 20)
    acting: bool = False  # its president holds no President's Certificate (CONRAIL, 4.5.1.2)
    bonds: int = 0  # CONRAIL's own bonds in its treasury


@dataclass
class GLState:
    seating: list[int]
    investors: list[Investor]  # by player number
    corporations: dict[str, Corporation]
    track: TrackState
    tokens: Tokens  # share value tokens on the Stock Market
    bank: int
    trains_left: dict[str, int | None]  # by type, in selling order; None: unlimited
    phase: str
    startpacket: StartPacket | None
    privates: dict[str, PrivateHolding]
    bonds: dict[int, int] = field(default_factory=dict)  # CONRAIL bonds held by players
    bond_market: int = 0  # CONRAIL bonds in the Open Market
    conrail: str = "not yet"  # "not yet", "formed", or "never" (no second chance after E)
    conrail_keep: dict[str, list[str]] | None = None  # merged corporation -> stations CONRAIL may still replace
    stage: str = INITIAL
    sr_number: int = 1
    priority: int = 0  # seat holding the Priority Deal card
    turn: int = 0  # seat whose Stock Round turn it is
    passes: int = 0  # consecutive passes
    last_dealer: int | None = None  # seat of the last player who bought or sold (4.1: priority goes after them)
    sold_this_turn: list[str] = field(default_factory=list)
    sold_this_round: dict[int, list[str]] = field(default_factory=dict)
    start_due: tuple[int, str] | None = None  # (player, corporation) whose starting value must be set now (C&A)
    or_number: int = 0
    or_in_set: int = 0  # Operating Rounds played in the current set
    operating: str | None = None
    operated_this_or: list[str] = field(default_factory=list)
    step: str = ""  # the operating corporation's current step (engine/eighteen/gl/steps.py)
    lays: int = 0  # tiles laid by the operating corporation this turn
    upgraded: bool = False  # it upgraded a tile this turn (no second lay then)
    earnings: int = 0  # its run, before interest
    pool_trains: list[str] = field(default_factory=list)  # trains discarded to the Open Market (the Pool)
    # special power tokens (4.3): power -> corporation holding it ("bridge", "tunnel", "terminal",
    # "mine", "port", "ferry"); the city a Terminal/Port token sits on; the active ferry route's id;
    # the (corporation, train type) carrying ALCO's +2H token (the first train of that type it owns)
    powers: dict[str, str] = field(default_factory=dict)
    power_hex: dict[str, str] = field(default_factory=dict)
    ferry: str | None = None
    alco_train: tuple[str, str] | None = None
    # this turn's lays granted by a private (4.3): kind ("railworks", "ejoe", "ferry") -> lays left, the
    # hexes they are limited to (none: anywhere the normal rules allow), the hexes laid this turn, the
    # blocked hexes a private's owner opened for this turn, RailWorks used for an upgrade
    bonus_lays: dict[str, int] = field(default_factory=dict)
    bonus_hexes: dict[str, list[str]] = field(default_factory=dict)
    laid_hexes: list[str] = field(default_factory=list)
    permitted: list[str] = field(default_factory=list)
    home_due: tuple[int, str] | None = None  # (president, corporation) choosing a home circle (Wabash, 4.4)
    emergency: tuple[str, int, str] | None = None  # (corporation, dollars its president still lacks, train type or "interest:N")
    bankrupt: list[int] = field(default_factory=list)  # players out of the game (4.7.3)
    discard_due: list[str] = field(default_factory=list)  # corporations over the train limit whose president chooses
    train_offer: tuple[str, str, str, int] | None = None  # (buyer, seller, train, price) awaiting the seller
    power_request: tuple[int, str, str | None] | None = None  # (asking player, company, target) awaiting the owner
    # the powers their owners declined in the operating corporation's current step (rules revision 5): asked again
    # only in a later step; the step they were declined in, as (Operating Round number, corporation, step)
    declined: list[str] = field(default_factory=list)
    declined_in: tuple[int, str, str] | None = None
    first_diesel: bool = False  # a D train has been bought: E trains no longer double (Table 8)
    end_due: bool = False  # the bank ran out or a value reached the top: the game ends after this set of ORs
    final_scores: dict[int, int] | None = None
