"""Who holds a private company, and an offer for one waiting for its answer: the pieces 18EZ Level 3 and 18GL
share (the rules of each title's privates are in the title's own modules: engine/eighteen/ez/level3/privates.py,
engine/eighteen/gl/powers.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class PrivateHolding:
    """Who holds a private company: a player, or a railroad (then `railroad`); closed ones pay nothing."""

    player: int | None = None
    railroad: str | None = None
    closed: bool = False


@dataclass
class PrivateOffer:
    """An offer for a private company waiting for the other side's answer."""

    company: str
    seller: int  # the owning player
    buyer_player: int | None  # a player buying it, or
    buyer_railroad: str | None  # a railroad buying it (its president made the offer)
    price: int

    def answerer(self) -> int:
        """The player who must answer: the owner when a railroad's president made the offer, else the player offered it."""
        return self.seller if self.buyer_railroad is not None else self.buyer_player or 0
