"""Private companies (18EZ Level 3 appendix): revenue to their owners at the start of each
Operating Round; sales between players at any time for an agreed price (an offer the buyer
accepts or declines); purchases by a major railroad from a player in its turn once the phase
allows (half to double the face price; never the Obsidian, never from another railroad); the
Hotel's token and the Metropolis Rapid Transit Authority's extra tile and station; closing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.eighteen.ez.level3.moves import SellCompany
from engine.eighteen.shared.company_moves import BuyCompany
from engine.eighteen.shared.gamedata import PrivateSpec
from engine.eighteen.shared.moves import AnswerOffer
from engine.eighteen.shared.privates import PrivateOffer

if TYPE_CHECKING:
    from engine.eighteen.ez.level3.contract import Level3Game


def private_spec(g: Level3Game, text: str) -> PrivateSpec:
    """The private company named by its id or name (case-insensitive); IllegalAction if there is none such."""
    wanted = text.strip().upper()
    for spec in g.rules.privates:
        if wanted in (spec.id.upper(), spec.name.upper()):
            return spec
    names = ", ".join(s.id for s in g.rules.privates)
    raise IllegalAction(f"there is no private company called {text}; they are {names}")


def privates_of_player(g: Level3Game, player: int) -> list[str]:
    """The ids of the open private companies `player` holds."""
    return [pid for pid, h in g.state.privates.items() if h.player == player and not h.closed]


def private_owner_name(g: Level3Game, pid: str) -> str:
    """Who holds the private company, in words: a player's name, a railroad's id, "unsold" or "closed"."""
    holding = g.state.privates[pid]
    if holding.closed:
        return "closed"
    if holding.railroad is not None:
        return holding.railroad
    return g.player_name(holding.player) if holding.player is not None else "unsold"


def pay_private_revenue(g: Level3Game, messages: list[str]) -> None:
    """Private companies pay their owners before the railroads operate (2.1)."""
    for spec in g.rules.privates:
        holding = g.state.privates[spec.id]
        if holding.closed or (holding.player is None and holding.railroad is None):
            continue
        if holding.railroad is not None:
            g.pay_treasury(g.entity(holding.railroad), spec.revenue, messages)
        else:
            g.pay_investor(holding.player, spec.revenue, messages)
        messages.append(f"{spec.name} pays ${spec.revenue} to {private_owner_name(g, spec.id)}.")

# -- sales between players (any time)


def offer_private(g: Level3Game, player: int, action: SellCompany, messages: list[str]) -> SellCompany:
    """The owner offers their private company to another player at a price; the offer waits for the buyer's answer."""
    spec = private_spec(g, action.company)
    holding = g.state.privates[spec.id]
    if holding.closed:
        raise IllegalAction(f"{spec.name} has closed")
    if holding.player != player:
        raise IllegalAction(f"{spec.name} is not yours to sell; it belongs to {private_owner_name(g, spec.id)}")
    if g.state.private_offer is not None:
        raise IllegalAction("another offer for a private company is waiting for its answer")
    buyer = g.player_by_name(action.buyer)
    if buyer == player:
        raise IllegalAction("you cannot sell a company to yourself")
    why = buyer_cannot_take(g, buyer, spec.name, action.price)
    if why and g.since("ez3-offer-refused-when-made"):  # an offer the buyer could never accept (before revision 1 it waited to be declined)
        raise IllegalAction(why)
    g.state.private_offer = PrivateOffer(spec.id, player, buyer, None, action.price)
    messages.append(
        f"{g.player_name(player)} offers {spec.name} to {g.player_name(buyer)} for ${action.price}; "
        f"{g.player_name(buyer)} may accept or decline."
    )
    return SellCompany(company=spec.id, price=action.price, buyer=g.player_name(buyer))


def buyer_cannot_take(g: Level3Game, buyer: int, name: str, price: int) -> str | None:
    """Why a player could not buy a private company at `price` now (cash, the certificate limit), or None."""
    cash = g.state.investors[buyer].cash
    if cash < price:
        return f"{g.player_name(buyer)} has ${cash}, and {name} would cost ${price}"
    if g.certificates_held(buyer) >= g.certificate_limit:
        return f"{g.player_name(buyer)} is at the certificate limit with {len(g.players)} players"
    return None


def answer_private(g: Level3Game, player: int, action: AnswerOffer, messages: list[str]) -> None:
    """The player answers the offer for a private company waiting: declined, or accepted and it changes hands at its price."""
    offer = g.state.private_offer
    assert offer is not None
    g.state.private_offer = None
    spec = private_spec(g, offer.company)
    if not action.accept:
        messages.append(f"{g.player_name(player)} declines the offer for {spec.name}.")
        return
    if offer.buyer_railroad is not None:
        _railroad_takes(g, offer.buyer_railroad, spec, offer.seller, offer.price, messages)
        return
    why = buyer_cannot_take(g, offer.buyer_player, spec.name, offer.price)
    if why:
        raise IllegalAction(why)
    buyer = g.state.investors[offer.buyer_player]
    buyer.cash -= offer.price
    g.state.investors[offer.seller].cash += offer.price
    g.state.privates[spec.id].player = offer.buyer_player
    messages.append(
        f"{g.player_name(offer.buyer_player)} buys {spec.name} from {g.player_name(offer.seller)} for ${offer.price}."
    )

# -- a major railroad buys a private from a player (in its turn)


def railroad_buys_private(g: Level3Game, player: int, railroad: str, action: BuyCompany, messages: list[str]) -> BuyCompany:
    """A major buys a player's private company (half to double its price): from its president at once, else by an offer."""
    spec = private_spec(g, action.company)
    holding = g.state.privates[spec.id]
    if not g.phase_flag("privates_buyable"):
        raise IllegalAction("railroads may buy private companies only after the first type 3 train is sold")
    if not g.is_major(railroad):
        raise IllegalAction(f"only a major railroad may buy private companies, and {railroad} is not one")
    if spec.ability == "system":
        raise IllegalAction(f"the {spec.name} may not be bought by a railroad")
    if holding.closed:
        raise IllegalAction(f"{spec.name} has closed")
    if holding.railroad is not None:
        raise IllegalAction(f"{spec.name} belongs to {holding.railroad}, and railroads may not buy private companies from other railroads")
    if holding.player is None:
        raise IllegalAction(f"{spec.name} has not been sold yet")
    price = action.price or 0
    low, high = (spec.price + 1) // 2, spec.price * 2
    if not low <= price <= high:
        raise IllegalAction(f"a railroad pays between ${low} and ${high} for {spec.name} (half to double its ${spec.price} price)")
    company = g.entity(railroad)
    if company.cash < price:
        raise IllegalAction(f"{railroad} has ${company.cash}, and the price is ${price}")
    recorded = BuyCompany(company=spec.id, price=price)
    if holding.player == company.president:
        _railroad_takes(g, railroad, spec, holding.player, price, messages)
        return recorded
    if g.state.private_offer is not None:
        raise IllegalAction("another offer for a private company is waiting for its answer")
    g.state.private_offer = PrivateOffer(spec.id, holding.player, None, railroad, price)
    messages.append(
        f"{railroad} offers ${price} for {spec.name}; {g.player_name(holding.player)} may accept or decline."
    )
    return recorded


def _railroad_takes(g: Level3Game, railroad: str, spec: PrivateSpec, seller: int, price: int, messages: list[str]) -> None:
    company = g.entity(railroad)
    if company.cash < price:
        raise IllegalAction(f"{railroad} has ${company.cash}, and the price is ${price}")
    company.cash -= price
    g.state.investors[seller].cash += price
    holding = g.state.privates[spec.id]
    holding.player, holding.railroad = None, railroad
    messages.append(f"{railroad} buys {spec.name} from {g.player_name(seller)} for ${price}.")


def close_privates(g: Level3Game, messages: list[str], *, keep: tuple[str, ...] = ()) -> None:
    """Close every private company still open but those in `keep`, and say so."""
    for spec in g.rules.privates:
        holding = g.state.privates[spec.id]
        if not holding.closed and spec.id not in keep:
            holding.closed = True
            messages.append(f"{spec.name} closes.")
