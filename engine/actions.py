"""Every title's moves: the union that loads a stored move (`action_from_data`) and the parser of their text
forms (`parse_action(action.text) == action` for every move). The families define their moves (engine/eighteen/
moves.py and company_moves.py, engine/eighteen/ez/level3/moves.py, engine/eighteen/gl/moves.py,
engine/rotw/actions.py); this registry, like engine/titles, sits above them all.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, TypeAdapter

from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.eighteen.ez.level3.moves import MetroLay, MetroStation, PlaceHotel, SellCompany, level3_move
from engine.eighteen.gl.moves import (
    BuyBond,
    BuyCertificate,
    ChooseHome,
    DiscardTrain,
    KeepStations,
    RedeemBonds,
    RepayLoan,
    SellBonds,
    TreasuryTrade,
    UsePower,
    gl_move,
)
from engine.eighteen.shared.company_moves import Bid, BuyCompany, HalfDividend, company_move
from engine.eighteen.shared.moves import (
    AnswerOffer,
    BuyShare,
    BuyTrain,
    ChooseRailroad,
    Dividend,
    LayTile,
    ParShare,
    PlaceStation,
    RunTrains,
    SellShares,
    eighteen_move,
)
from engine.rotw.actions import (
    BuildTrack,
    DeliverCube,
    FirstBid,
    Inspect,
    KeepBaron,
    PlaceMine,
    ReturnBonds,
    TakeCard,
    UpgradeEngine,
    Urbanize,
    WesternLink,
    rotw_move,
)

Action = Annotated[
    ChooseRailroad | LayTile | RunTrains | BuyTrain | Pass | ParShare | BuyShare | SellShares | PlaceStation | Dividend | AnswerOffer
    | Bid | BuyCompany | SellCompany | HalfDividend | PlaceHotel | MetroLay | MetroStation
    | RepayLoan | UsePower | KeepStations | BuyBond | SellBonds | RedeemBonds | TreasuryTrade | DiscardTrain
    | ChooseHome | BuyCertificate
    | KeepBaron | FirstBid | BuildTrack | Urbanize | UpgradeEngine | DeliverCube | TakeCard | WesternLink | PlaceMine | ReturnBonds
    | Inspect,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def action_from_data(data: dict[str, object]) -> Action:
    """Rebuild an action from its stored JSON data."""
    return ACTION_ADAPTER.validate_python(data)


def parse_action(text: str) -> Action:
    """Parse the text form; raise IllegalAction with a sentence if it is not one."""
    words = text.strip().split()
    if not words:
        raise IllegalAction("the move is empty; try 'pass', 'lay E4 57 1', 'run' or 'buy'")
    verb, args = words[0].lower(), words[1:]
    if verb == "pass" and not args:
        return Pass()
    found = (eighteen_move(verb, args) or company_move(verb, args) or level3_move(verb, args) or gl_move(verb, args)
             or rotw_move(verb, args))
    if found is not None:
        return found  # type: ignore[return-value]
    raise IllegalAction(f"'{text.strip()}' is not a move; moves are {', '.join(VERBS)}")


VERBS = ("choose", "lay", "run", "buy", "pass", "par", "buy-share", "sell", "station", "pay", "withhold", "accept", "decline",
         "bid", "buy-company", "sell-company", "half", "hotel", "metro-lay", "metro-station",
         "repay", "power", "keep", "buy-bond", "sell-bond", "redeem", "treasury-sell", "treasury-buy", "discard", "home", "buy-certificate",
         "keep-baron", "first-bid", "build", "urbanize", "upgrade", "upgrade-engine", "deliver", "take-card", "card",
         "western-link", "mine", "return-bonds", "inspect")
