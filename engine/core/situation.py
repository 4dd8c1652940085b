"""Where a player stands in the game, in the few words standing orders (/auto, engine/orders/) need: the kind of
round, the round itself (an order set "for this round" ends when it changes), the operating step, and the
companies the player presides. Each family says it for its titles (`Game.situation`)."""

from __future__ import annotations

from dataclasses import dataclass

SHARES = "shares"  # an 18xx share round (the private companies' auctions are part of it)
OPERATING = "operating"  # an 18xx operating round
FIRST_BID = "first-bid"  # Railways of the World: the auction for first player
ACTIONS = "actions"  # Railways of the World: the actions of a turn
OTHER = "other"  # anything else (choices, set-up): no order acts

# the steps of an 18xx operating turn, by the same names in every title
TRACK, STATION, RUN, DIVIDEND, TRAINS = "track", "station", "run", "dividend", "trains"
TREASURY = "treasury"  # 18GL: the operating corporation may trade its own shares (its shares step, 4.6.10)


@dataclass(frozen=True)
class Situation:
    kind: str
    round: str  # "Stock Round 3", "Operating Round 2", "Turn 4": its name changes when it ends
    step: str = ""  # an operating round: the step of the company operating
    company: str | None = None  # an operating round: the company operating
    presides: tuple[str, ...] = ()  # the companies the player presides (18xx)
    leading: tuple[str, ...] = ()  # an 18xx company auction: the lots the player holds the high bid on
    high_bid: int = 0  # Railways of the World's auction for first player: the high bid so far (0: none yet)
    bought: bool = False  # an 18xx share round: the player bought a certificate in this turn (18EZ: one a turn)


NOWHERE = Situation(OTHER, "")


def leading(packet: object, seat: int) -> tuple[str, ...]:
    """The lots of an 18xx Startpacket (engine/eighteen/shared/auction.py) whose high bid is `seat`'s."""
    lots = getattr(packet, "lots", None) or []
    return tuple(lot.id for lot in lots if lot.owner is None and lot.high is not None and lot.high[0] == seat)
