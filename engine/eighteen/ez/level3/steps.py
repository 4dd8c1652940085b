"""Level 3's changes to the 18xx steps: partial retention, minors' 50/50 income, the Black Line's
shares, and the private companies' abilities used in a railroad's turn (buying a private, the
Hotel's token, the Metropolis Rapid Transit Authority's extra tile and station)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.core.hexgrid import Hex
from engine.eighteen.ez.common.run_steps import PayOrWithhold, RunRoutes
from engine.eighteen.ez.common.share_dealing import ShareDeal
from engine.eighteen.ez.common.stock import StockGame
from engine.eighteen.ez.common.track_play import city_slots, lay_tile
from engine.eighteen.ez.level3 import privates
from engine.eighteen.ez.level3.moves import MetroLay, MetroStation, PlaceHotel
from engine.eighteen.shared.building import legal_lays
from engine.eighteen.shared.company_moves import BuyCompany, HalfDividend
from engine.eighteen.shared.moves import BuyShare, Dividend, ParShare, SellShares, ShareSale
from engine.eighteen.shared.shares import SHARES_PER_RAILROAD, Company

if TYPE_CHECKING:
    from engine.eighteen.ez.level3.contract import Level3Game as EZLevel3


class ShareDeal3(ShareDeal):
    """Level 2's share dealing; the Black Line may not be started with a par, and its shares wait for the first 4."""

    def accepts(self, g: StockGame, player: int, action: Action) -> bool:
        if isinstance(action, ParShare | BuyShare) and action.railroad == g.system_spec.id:  # type: ignore[attr-defined]
            try:
                check_system_share(g, action)  # type: ignore[arg-type]
            except IllegalAction:
                return False
        return super().accepts(g, player, action)

    def checked_sell(self, g: StockGame, player: int, action: SellShares) -> list[ShareSale]:
        """Level 3 (1.13): "A player may not sell shares of railroads in which he/she purchased shares in the current
        SDR" - any of that railroad's shares, not only those bought (Level 2's 1.10). Rules revision 3 on."""
        sales = super().checked_sell(g, player, action)
        if not g.since("ez3-own-selling-rule"):
            return sales
        bought = g.state.bought_this_round.get(player, {})
        for sale in sales:
            if bought.get(sale.railroad):
                raise IllegalAction(f"you bought {sale.railroad} shares in this Share Dealing Round, so you may sell none "
                                    f"of its shares until the next one (1.13)")
        return sales


def check_system_share(g: EZLevel3, action: ParShare | BuyShare) -> None:
    """Refuse (IllegalAction) a par of the Black Line, or a purchase of its shares before they are on sale."""
    name = g.system_spec.name
    if isinstance(action, ParShare):
        raise IllegalAction(f"{name} is not started with a par value; its shares are sold at ${g.system_spec.par} once on sale")
    if not g.state.system_shares_open:
        raise IllegalAction(f"{name} shares are not for sale yet: they go on sale in the round after the first type 4 train")


class RunRoutes3(RunRoutes):
    def earned(self, g: StockGame, company: Company, messages: list[str]) -> None:
        if not g.is_minor(company.id):  # type: ignore[attr-defined]
            super().earned(g, company, messages)
            return
        revenue = g.state.revenue
        owner_part = revenue // 2  # an odd dollar stays in the treasury
        treasury = revenue - owner_part
        g.pay_treasury(company, treasury, messages)
        assert company.president is not None
        g.pay_investor(company.president, owner_part, messages)
        messages.append(f"{company.id} splits its ${revenue}: ${treasury} to its treasury and ${owner_part} to "
                        f"{g.player_name(company.president)} (2.7).")
        g.state.revenue = 0


class PayOrWithhold3(PayOrWithhold):
    handles = (Dividend, HalfDividend)

    def apply(self, g: StockGame, player: int, action: Dividend | HalfDividend, messages: list[str]) -> Action:
        if isinstance(action, Dividend):
            return super().apply(g, player, action, messages)
        company, revenue = g.operating_company(), g.state.revenue
        payout = half_payout(revenue)
        retained = revenue - payout
        g.pay_treasury(company, retained, messages)
        messages.append(f"{company.id} keeps half, ${retained}, in its treasury and pays out ${payout}.")
        if payout:
            self.pay(g, company, payout, messages)
        messages.append(f"{company.id}'s share value stays ${g.share_value(company.id)}.")
        g.state.revenue = 0
        g.operating_round.sequence.advance(g, self, messages)
        return action

    def moves(self, g: StockGame, player: int, hexes: list[str] | None) -> list[Action]:
        return [Dividend(pay=True), HalfDividend(), Dividend(pay=False)]

    def prompt(self, g: StockGame) -> str:
        revenue = g.state.revenue
        return (f"{g.state.operating} earned ${revenue:,}: /pay (${revenue // SHARES_PER_RAILROAD:,} a share), "
                f"/half (${half_payout(revenue) // SHARES_PER_RAILROAD:,} a share, ${revenue - half_payout(revenue):,} kept) or /withhold")


def half_payout(revenue: int) -> int:
    """Partial retention pays out half, in whole dollars a share; the odd amount stays (2.7: $90 -> $40 out, $50 kept)."""
    return revenue // 2 // SHARES_PER_RAILROAD * SHARES_PER_RAILROAD


# -- the private companies' abilities in a railroad's turn -----------------------------------------


def _owns(g: EZLevel3, company: Company, ability: str) -> str | None:
    for spec in g.rules.privates:
        holding = g.state.privates[spec.id]
        if spec.ability == ability and holding.railroad == company.id and not holding.closed:
            return spec.id
    return None


def special(g: EZLevel3, player: int, company: Company, action: Action, messages: list[str]) -> Action:
    """Apply a private company's move for the operating railroad: buying a private, the Hotel, the Metropolis tile or station."""
    if isinstance(action, BuyCompany):
        return privates.railroad_buys_private(g, player, company.id, action, messages)
    if isinstance(action, PlaceHotel):
        return _hotel(g, company, action, messages)
    metropolis = next(h.hex for h in g.board.spec.hexes if h.kind == "metropolis")
    pid = _owns(g, company, "metropolis")
    if pid is None:
        raise IllegalAction(f"{company.id} does not own the Metropolis Rapid Transit Authority")
    if isinstance(action, MetroLay):
        if g.state.metro_tile_laid:
            raise IllegalAction("the Metropolis Rapid Transit Authority's extra tile has been laid already")
        from engine.eighteen.shared.moves import LayTile

        laid = lay_tile(g.lay_context(company), LayTile(hex=metropolis, tile=action.tile, rotation=action.rotation), g.trusted, messages)
        g.state.metro_tile_laid = True
        messages.append("(the Metropolis Rapid Transit Authority's extra tile)")
        return MetroLay(tile=laid.tile, rotation=laid.rotation)
    held = g.state.track.tokens.setdefault(metropolis, [])
    if company.id in held:
        raise IllegalAction(f"{company.id} already has a station in Metropolis")
    if g.placed_stations(company) >= g.station_limit(company):
        raise IllegalAction(f"{company.id} has placed all {g.station_limit(company)} of its station markers")
    if len(held) >= city_slots(g.board, g.state.track, metropolis):
        raise IllegalAction("every station space in Metropolis is taken")
    held.append(company.id)
    g.state.privates[pid].closed = True
    messages.append(f"{company.id} places a station in Metropolis with the Metropolis Rapid Transit Authority, which closes.")
    return action


CITY_HEXES = ("small", "double", "large", "metropolis", "gray")  # hex kinds with a city circle printed on the map


def _hotel(g: EZLevel3, company: Company, action: PlaceHotel, messages: list[str]) -> Action:
    pid = _owns(g, company, "hotel")
    if pid is None:
        raise IllegalAction(f"{company.id} does not own the Harriot Milton Hotel")
    board = g.board
    if board.stop_key(action.hex) in board.offboards:
        raise IllegalAction("the Hotel token may not be placed on a red off-board location")
    try:
        hex_name = Hex.parse(action.hex).name
    except ValueError as error:
        raise IllegalAction(str(error)) from None
    # "a city of its choice" (appendix): small cities are cities too ("Cities are represented by circles on
    # the map, and tiles. Small cities are small black circles, and large cities are large white circles.")
    spec = board.hexes.get(hex_name)
    if spec is None or spec.kind not in CITY_HEXES:
        raise IllegalAction(f"{board.label(hex_name)} has no city for the Hotel token; it goes on a large or small city")
    g.state.hotel = (hex_name, company.id)
    g.state.privates[pid].closed = True
    messages.append(f"{company.id} places the Hotel token in {board.label(hex_name)}: +$10 there for its trains. "
                    f"The Harriot Milton Hotel closes.")
    return PlaceHotel(hex=hex_name)


def special_moves(g: EZLevel3, company: Company) -> list[Action]:
    """Private-company moves worth offering to the operating railroad (each still judged when made)."""
    found: list[Action] = []
    if g.is_major(company.id) and g.phase_flag("privates_buyable"):
        for spec in g.rules.privates:
            holding = g.state.privates[spec.id]
            if spec.ability != "system" and holding.player is not None and not holding.closed:
                found.append(BuyCompany(company=spec.id, price=spec.price))
    metropolis = next(h.hex for h in g.board.spec.hexes if h.kind == "metropolis")
    if _owns(g, company, "metropolis"):
        if company.id not in g.state.track.tokens.get(metropolis, []):
            found.append(MetroStation())
        if not g.state.metro_tile_laid:
            found += [MetroLay(tile=t, rotation=r) for _, t, r in legal_lays(g.lay_context(company), [metropolis])]
    if _owns(g, company, "hotel") and g.is_major(company.id):
        found += [PlaceHotel(hex=h.hex) for h in g.board.spec.hexes if h.kind in CITY_HEXES]
    return found


def status_lines(g: EZLevel3, lines: list[str]) -> list[str]:
    """Level 2's status lines with the Startpacket, the private companies' owners, the minors and the Hotel added."""
    state = g.state
    extra = []
    if state.startpacket is not None:
        extra.append("Startpacket: " + state.startpacket.describe(g.players, state.seating))
    owners = []
    for spec in g.rules.privates:
        owners.append(f"{spec.id} {privates.private_owner_name(g, spec.id)}")
    extra.append("Privates: " + ", ".join(owners))
    for minor in sorted(state.minors.values(), key=lambda m: g.minor_number(m.id)):
        if minor.president is not None:
            trains = ", ".join(minor.trains) or "no trains"
            extra.append(f"  {minor.id:5} minor, owner {g.player_name(minor.president)}  ${minor.cash:,}  trains: {trains}")
    if state.hotel is not None:
        extra.append(f"Hotel token: {g.board.label(state.hotel[0])} ({state.hotel[1]})")
    return [*lines[:2], *extra, *lines[2:]]
