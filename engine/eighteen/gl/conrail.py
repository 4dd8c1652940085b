"""CONRAIL (rulebook 4.5.1): its formation at the start of 10H or E from the corporations that have
operated and own no train, the share exchange (gl_conrail_exchange.py), its starting value,
inherited loans turned into Bonds in the Open Market, capital for its undistributed shares,
station replacement (homes, then up to two more per merged corporation, chosen by its president),
and whether it operates in the round it forms."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.core.hexgrid import Hex
from engine.eighteen.gl.conrail_exchange import BONDS, exchange
from engine.eighteen.gl.moves import KeepStations
from engine.eighteen.gl.state import Corporation

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18

CONRAIL = "CONRAIL"


def merging(g: GL18) -> list[Corporation]:
    """Corporations that have operated and now own no train (4.5.1.2)."""
    return [c for c in g.state.corporations.values() if c.id != CONRAIL and c.floated and c.operated and not c.trains]


def phase_started(g: GL18, initiator: Corporation | None, messages: list[str]) -> None:
    """At the start of 10H and of E (after the rusting): form CONRAIL if two or more must merge."""
    state = g.state
    if not g.phase().conrail_may_form or state.conrail != "not yet":
        return
    merged = merging(g)
    last_chance = state.phase == g.rules.phases[-2].name  # E: the second and last opportunity
    if len(merged) < 2:
        alone = f" {merged[0].id} alone has no train, so it must buy one." if merged else ""
        if last_chance:
            state.conrail = "never"
            messages.append(f"CONRAIL does not form at the start of phase {state.phase}, and never will.{alone}")
        else:
            messages.append(f"CONRAIL does not form at the start of phase {state.phase}.{alone}")
        return
    form(g, merged, initiator, messages)


def _exchange_order(g: GL18, initiator: Corporation | None) -> list[int]:
    """From the president of the corporation that started the phase, in Stock Round (seating) order."""
    seating = g.state.seating
    first = initiator.president if initiator is not None and initiator.president is not None else seating[0]
    start = seating.index(first)
    return seating[start:] + seating[:start]


def _start_value(g: GL18, merged: list[Corporation]) -> int:
    """The average of the top two merged values, down to a value of the top row; at least $110."""
    values = sorted((g.share_value(c.id) for c in merged), reverse=True)[:2]
    average = sum(values) // 2
    top_row = [v for v in g.market.spec.rows[0] if v is not None]
    fitting = [v for v in top_row if v <= average and v >= g.rules.conrail_min_start]
    return max(fitting) if fitting else min(v for v in top_row if v >= g.rules.conrail_min_start)


def form(g: GL18, merged: list[Corporation], initiator: Corporation | None, messages: list[str]) -> None:
    """Form CONRAIL from the merging corporations: the share exchange, its value, loans, treasury and stations (4.5.1)."""
    state = g.state
    ids = [c.id for c in merged]
    messages.append(f"CONRAIL forms from {', '.join(ids)}: their shares are exchanged two for one.")
    order = _exchange_order(g, initiator)
    held = [(p, sum(state.investors[p].held(rr) for rr in ids)) for p in order]
    result = exchange(len(merged), held, sum(c.treasury_shares for c in merged), sum(c.pool for c in merged))
    conrail = Corporation(CONRAIL, stations=g.rules.conrail_stations, percent=result.percent, units=result.units)
    conrail.floated, conrail.operated, conrail.ipo = True, False, 0
    for p, got in result.players.items():
        state.investors[p].shares[CONRAIL] = got
    for p, got in result.bonds.items():
        state.bonds[p] = state.bonds.get(p, 0) + got
    for investor in state.investors:
        for rr in ids:
            investor.shares.pop(rr, None)
    conrail.president = result.president if result.president is not None else result.acting
    conrail.acting = result.president is None
    conrail.bonds = BONDS - sum(result.bonds.values()) - result.market_bonds
    state.bond_market += result.market_bonds
    for p, got in result.players.items():
        bonds = f" and {result.bonds[p]} Bond{'s' if result.bonds[p] > 1 else ''}" if result.bonds.get(p) else ""
        messages.append(f"{g.player_name(p)} receives {got} CONRAIL {result.percent}% share{'s' if got > 1 else ''}{bonds}.")
    for p, got in result.bonds.items():
        if p not in result.players:
            messages.append(f"{g.player_name(p)} receives {got} CONRAIL Bond{'s' if got > 1 else ''}.")
    if result.discarded:
        messages.append(f"{result.discarded} merger shares find no CONRAIL certificate and are discarded.")
    if not conrail.acting:
        state.corporations[CONRAIL] = conrail
        g.update_president(conrail, messages)  # more shares than the certificate's holder: a normal change (4.5.1.2)
    if conrail.president is not None:
        title = "acting president" if conrail.acting else "president"
        messages.append(f"{g.player_name(conrail.president)} is CONRAIL's {title}.")
    value = _start_value(g, merged)
    conrail.par = value  # started: its shares trade at the market value like any other's
    cell = next((0, col) for col, v in enumerate(g.market.spec.rows[0]) if v == value)
    state.corporations[CONRAIL] = conrail
    state.tokens.place(CONRAIL, cell)
    loans = sum(c.loans for c in merged)
    conrail.cash = sum(c.cash for c in merged)
    for corporation in merged:
        state.tokens.remove(corporation.id)
    if loans:
        for _ in range(loans):
            state.tokens.move([(CONRAIL, g.market.left(state.tokens.cells[CONRAIL]))], g.market)
        to_market = min(loans, conrail.bonds)
        conrail.bonds -= to_market
        state.bond_market += to_market
        messages.append(f"CONRAIL inherits {loans} loan{'s' if loans > 1 else ''}: its value moves {loans} column"
                        f"{'s' if loans > 1 else ''} left and {to_market} Bond{'s go' if to_market != 1 else ' goes'} "
                        f"to the Open Market; the loan{'s are' if loans > 1 else ' is'} returned to the bank.")
    value = g.share_value(CONRAIL)
    undistributed = result.undistributed
    capital = undistributed * value
    conrail.cash += g.bank_pays(capital, messages)
    conrail.treasury_shares = result.treasury
    conrail.pool = result.market + undistributed
    fresh = (f" (${capital} for its {undistributed} undistributed share{'s' if undistributed > 1 else ''}, "
             f"now in the Open Market)") if undistributed else ""
    messages.append(f"CONRAIL starts at ${value} with ${conrail.cash} in its treasury{fresh}.")
    _inherit(g, merged, messages)
    for corporation in merged:
        del state.corporations[corporation.id]
    if any(rr in state.operated_this_or for rr in ids):
        state.operated_this_or.append(CONRAIL)
        messages.append("A merged corporation has operated this round, so CONRAIL first operates in the next.")
    state.conrail = "formed"
    _replace_stations(g, merged, messages)


def _inherit(g: GL18, merged: list[Corporation], messages: list[str]) -> None:
    """Special power tokens of the merged corporations pass to CONRAIL."""
    state = g.state
    ids = {c.id for c in merged}
    for power, holder in list(state.powers.items()):
        if holder in ids:
            state.powers[power] = CONRAIL
            messages.append(f"CONRAIL takes over {holder}'s {power} token.")
    if state.alco_train is not None and state.alco_train[0] in ids:
        state.alco_train = None  # the extended train rusted: it owned no train


def _replace_stations(g: GL18, merged: list[Corporation], messages: list[str]) -> None:
    """Homes are replaced at once; CONRAIL's president then chooses up to two more per merged corporation."""
    state, board = g.state, g.board
    ids = [c.id for c in merged]
    homes = set()
    for rr in ids:
        home = board.railroads[rr].home
        offboard = board.offboards.get(home or "")
        if offboard is not None and g.since("gl-wabash-home-kept"):  # the circle its home station is in (Wabash: B18 or C19)
            homes.update(place for place, _ in offboard.places if rr in state.track.tokens.get(place, []))
        else:
            homes.add(offboard.hex if offboard is not None else home)
    choices: dict[str, list[str]] = {}
    for hex_name, held in list(state.track.tokens.items()):
        mine = [rr for rr in held if rr in ids]
        if not mine:
            continue
        rest = [rr for rr in held if rr not in ids]
        if hex_name in homes:
            state.track.tokens[hex_name] = [*rest, CONRAIL] if CONRAIL not in rest else rest
        else:
            state.track.tokens[hex_name] = rest
            for rr in mine:
                choices.setdefault(rr, []).append(hex_name)
        if not state.track.tokens[hex_name]:
            del state.track.tokens[hex_name]
    placed = sorted(h for h, held in state.track.tokens.items() if CONRAIL in held)
    if placed:
        messages.append(f"CONRAIL's stations replace the merged homes: {', '.join(board.label(h) for h in placed)}.")
    if choices:
        state.conrail_keep = {rr: sorted(hexes, key=Hex.parse) for rr, hexes in choices.items()}
        options = "; ".join(f"{rr}: {', '.join(h)}" for rr, h in state.conrail_keep.items())
        who = g.player_name(state.corporations[CONRAIL].president) if state.corporations[CONRAIL].president is not None else "no one"
        messages.append(f"{who} chooses up to two more stations per merged corporation for CONRAIL ({options}): keep HEX … or keep none.")


def keep_choices(g: GL18) -> list[KeepStations]:
    """Each single station, and none (the console offers these; any allowed set may be typed)."""
    keep = g.state.conrail_keep or {}
    hexes = sorted({h for hexes in keep.values() for h in hexes}, key=Hex.parse)
    return [KeepStations(hexes=()), *(KeepStations(hexes=(h,)) for h in hexes)]


def keep(g: GL18, action: KeepStations, messages: list[str]) -> KeepStations:
    """CONRAIL's president names the further stations it replaces (at most two per merged corporation); the rest are lost."""
    state, board = g.state, g.board
    keep_ = state.conrail_keep
    assert keep_ is not None
    wanted = []
    for text in action.hexes:
        try:
            wanted.append(Hex.parse(text).name)
        except ValueError as error:
            raise IllegalAction(str(error)) from None
    if len(set(wanted)) != len(wanted):
        raise IllegalAction("name each station once")
    used: dict[str, int] = {}
    for hex_name in wanted:
        owners = [rr for rr, hexes in keep_.items() if hex_name in hexes]
        if not owners:
            options = ", ".join(sorted({h for hexes in keep_.values() for h in hexes}, key=Hex.parse))
            raise IllegalAction(f"{hex_name} held no station of a merged corporation; the choices are {options}")
        # one CONRAIL station replaces every eligible token in the city: charge the owner with most room
        owner = min(owners, key=lambda rr: used.get(rr, 0))
        used[owner] = used.get(owner, 0) + 1
        if used[owner] > 2:
            raise IllegalAction(f"at most two of {owner}'s stations may be replaced")
    for hex_name in wanted:
        state.track.tokens.setdefault(hex_name, []).append(CONRAIL)
    state.conrail_keep = None
    if wanted:
        messages.append(f"CONRAIL replaces the stations in {', '.join(board.label(h) for h in wanted)}; the others are lost.")
    else:
        messages.append("CONRAIL replaces no further stations; the others are lost.")
    return KeepStations(hexes=tuple(wanted))
