"""18EZ Level 3's position: Level 2's, with the Startpacket, the private companies, the minors and the Black Line."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.eighteen.ez.common.stock import StockState
from engine.eighteen.shared.auction import StartPacket
from engine.eighteen.shared.privates import PrivateHolding, PrivateOffer
from engine.eighteen.shared.shares import Company


@dataclass
class Level3State(StockState):
    startpacket: StartPacket | None = None  # the auction, until it is sold out
    privates: dict[str, PrivateHolding] = field(default_factory=dict)
    minors: dict[str, Company] = field(default_factory=dict)  # owned minors (president = owner) until the Black Line forms
    private_offer: PrivateOffer | None = None
    hotel: tuple[str, str] | None = None  # (hex, railroad) of the Hotel's token
    metro_tile_laid: bool = False  # the Metropolis Rapid Transit Authority's extra tile is used
    system_shares_next_sdr: bool = False
    system_shares_open: bool = False
    system_due: bool = False  # the first type 5 was bought in this Operating Round
    system_formed: bool = False
