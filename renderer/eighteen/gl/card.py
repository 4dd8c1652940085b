"""18GL's status card and stock market view, read through the title's public queries
(engine/eighteen/gl/queries.py); the drawing modules never see the game.

The card: where the game stands (phase, round, who acts, the Priority Deal), the corporations in
operating order (value, treasury, trains, stations, loans, shares in the treasury and the Open
Market, special power tokens), the players (cash, shares, certificates, CONRAIL bonds, privates,
net worth), the private companies, the Startpacket while it lasts, and the bank's trains.
"""

from __future__ import annotations

from engine.eighteen.gl.game import GL18
from renderer.common.status import Card, Cell, Table
from renderer.eighteen.common.mapview import railroad_colour
from renderer.eighteen.common.market import Holder, MarketView

STEP_WORDS = {"track": "lay track", "token": "place a station", "run": "run trains", "dividend": "pay, half or withhold",
              "buy": "buy trains", "repay": "repay loans", "shares": "buy or sell treasury shares"}
POWER_WORDS = {"bridge": "Bridge (rivers half price)", "tunnel": "Tunnel (hills half price)", "terminal": "Terminal +$10",
               "port": "Port +$20", "mine": "Mine (E1 doubled)", "ferry": "Ferry"}
TOKEN_BONUS = {"terminal": 10, "port": 20}


def money(amount: int) -> str:
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def value_due(game: GL18) -> tuple[str, int] | None:
    """(corporation, president) of a President's Certificate held before its starting value is set: PRR's, which
    the Camden & Amboy's buyer receives and values at once (4.3 note 12)."""
    return next(((c.id, c.president) for c in game.corporations() if c.president is not None and not c.started), None)


def where(game: GL18) -> tuple[str, str]:
    """(the round, who acts) in words."""
    if game.over:
        winners = " and ".join(game.player_name(p) for p in game.winners())
        return ("Game over", f"{winners} wins")
    acting = game.acting_players()
    who = game.player_name(acting[0]) if acting else "no one"
    due = value_due(game)
    if game.stage == "initial stock round":  # the C&A's buyer first; once every private is sold, stock is dealt
        bidding = game.auction_lots() is not None
        doing = f"set {due[0]}'s starting value" if due else "buy or bid on a private company" if bidding else "buy, sell or pass"
        return (f"Initial Stock Round {game.sr_number}", f"{who} to {doing}")
    if game.stage == "stock round":
        doing = f"set {due[0]}'s starting value" if due else "buy, sell or pass"
        return (f"Stock Round {game.sr_number}", f"{who} to {doing}")
    round_name = f"Operating Round {game.or_number} ({game.or_in_set} of {game.phase().ors})"
    if game.operating is None:
        return (round_name, f"{who} to act")
    return (round_name, f"{game.operating} ({who}) to {STEP_WORDS.get(game.step, game.step)}")


def _percent(units: int, each: int = 10) -> str:
    return f"{units * each}%"


def tokens_table(game: GL18) -> Table:
    """Special power tokens assigned to corporations (4.3), and where a placed one lies."""
    placed = game.power_hexes()
    rows = []
    for power, corporation in sorted(game.powers().items()):
        where = game.board.label(placed[power]) if power in placed else "-"
        if power == "ferry":
            ferry = game.active_ferry()
            where = next((f"{f.name} route active" for f in game.board.spec.ferries if f.id == ferry), "no route active yet")
        rows.append((Cell(POWER_WORDS.get(power, power), bold=True), Cell(corporation, chip=railroad_colour(game.board, corporation)),
                     Cell(where)))
    alco = game.alco_train()
    if alco is not None:
        chip = railroad_colour(game.board, alco[0])
        rows.append((Cell("ALCO +2H", bold=True), Cell(alco[0], chip=chip), Cell(f"on its first {alco[1]}")))
    return Table("Special power tokens", ("Token", "Corporation", "Where"), tuple(rows))


def corporations_table(game: GL18) -> Table:
    board = game.board
    by_id = {c.id: c for c in game.corporations()}
    # a corporation merged into CONRAIL during the round has operated, but is gone (and CONRAIL waits for the next)
    done = [rr for rr in game.operated_this_or() if rr in by_id] if game.stage == "operate" else []
    waiting = game.still_to_operate() if game.stage == "operate" else []
    floated = [c.id for c in game.corporations() if c.floated and c.id not in done and c.id not in waiting]
    by_value = sorted(floated, key=lambda rr: -game.share_value(rr))
    started = [c.id for c in game.corporations() if c.started and not c.floated]
    unvalued = [c.id for c in game.corporations() if c.president is not None and not c.started]  # the C&A's PRR
    rows = []
    for index, rr in enumerate([*done, *waiting, *by_value, *started, *unvalued], start=1):
        c = by_id[rr]
        now = rr == game.operating
        if not c.started:
            value = "not set yet"  # the C&A's PRR, until its buyer sets it
        elif rr in game.market_cells():
            value = money(game.share_value(rr)) + (" Y" if game.in_yellow_zone(rr) else "")
        else:
            value = "-"
        order = ("done" if rr in done else "now" if now else str(index)) if c.floated else "-"
        president = game.player_name(c.president) if c.president is not None else "-"
        placed = (" ".join(game.stations_on_map(rr)) + (f" +{c.stations}" if c.stations else "")).strip()
        each = getattr(c, "percent", 10)
        loans = f"{c.loans} (${c.loans * game.rules.loans.amount:,})" if c.loans else "-"
        rows.append((
            Cell(order, bold=now),
            Cell(rr, chip=railroad_colour(board, rr), bold=True),
            Cell(president, bold=now),
            Cell(value, align="right", bold=True),
            Cell(money(c.cash) if c.floated else "not floated", align="right"),
            Cell(" ".join(c.trains) or "-"),
            Cell(placed or "-"),
            Cell(loans, bold=bool(c.loans)),
            Cell(_percent(c.treasury_shares + c.ipo, each), align="right"),
            Cell(_percent(c.pool, each), align="right"),
        ))
    columns = ("#", "Corp.", "President", "Value", "Treasury", "Trains", "Stations +left", "Loans", "Unsold", "Market")
    return Table("Corporations (operating order; Y: value in the Yellow Zone)", columns, tuple(rows))


def players_table(game: GL18) -> Table:
    privates = game.privates()
    acting = game.acting_players()
    priority = game.priority_player()
    rows = []
    for player in game.seating():
        shares = " ".join(f"{rr} {_percent(n, getattr(game.corporation(rr), 'percent', 10))}"
                          for rr, n in game.holdings(player).items()) or "-"
        owned = " ".join(pid for pid, h in privates.items() if h.player == player and not h.closed) or "-"
        name = game.player_name(player) + (" (priority)" if player == priority and game.stage != "operate" else "")
        bonds = game.bonds_held(player)
        rows.append((
            Cell(name, bold=player in acting),
            Cell(money(game.cash(player)), align="right"),
            Cell(shares),
            Cell(f"{game.certificates_held(player)}/{game.certificate_limit}", align="right"),
            Cell(str(bonds) if bonds else "-", align="right"),
            Cell(owned),
            Cell(money(game.net_worth(player)), align="right", bold=True),
        ))
    return Table("Players (seating order)", ("Player", "Cash", "Shares", "Certificates", "Bonds", "Privates", "Net worth"), tuple(rows))


def privates_table(game: GL18) -> Table:
    holdings = game.privates()
    packet = game.startpacket()
    names, seating = game.players, game.seating()
    rows = []
    for spec in game.rules.privates:
        holding = holdings.get(spec.id)
        if holding is None:
            continue  # a $50 company setup left out
        if holding.closed:
            owner = "closed"
        elif holding.player is not None:
            owner = names[holding.player]
        elif packet is not None:
            lot = packet.lot(spec.id)
            bids = ", ".join(f"{names[seating[s]]} ${a}" for s, a in lot.bids.items())
            owner = f"for sale ${lot.price}" + (f"; bids {bids}" if bids else "") + (" (top)" if lot is packet.top() else "")
        else:
            owner = "-"
        rows.append((Cell(spec.id, bold=True), Cell(spec.name), Cell(money(spec.revenue), align="right"), Cell(owner)))
    return Table("Private companies (revenue each Operating Round)", ("Company", "Name", "Revenue", "Owner"), tuple(rows))


def trains_table(game: GL18) -> Table:
    left = game.trains_left()
    next_type = next((t for t, n in left.items() if n is None or n > 0), None)
    rows = []
    for spec in game.rules.trains:
        count = left.get(spec.type, 0)
        now = spec.type == next_type
        reach = {"hexes": f"{spec.reach} hexes", "express": "cities (Table 8)", "diesel": "unlimited"}[spec.kind]
        rows.append((
            Cell(spec.type + (" (next)" if now else ""), bold=now),
            Cell(reach),
            Cell(money(spec.price), align="right"),
            Cell("unlimited" if count is None else str(count), align="right", bold=now),
            Cell(f"{spec.rusts} trains" if spec.rusts else "-"),
        ))
    return Table(f"Bank {money(game.bank)} · trains for sale", ("Train", "Runs", "Price", "Left", "Makes obsolete"), tuple(rows))


def conrail_notes(game: GL18) -> list[str]:
    """Whether CONRAIL has formed, and where its bonds are ($100 each, $10 interest)."""
    status = game.conrail_status()
    held = sum(game.bonds_held(p) for p in game.seating())
    market = game.bonds_in_market()
    if status == "not yet" and not held and not market:
        return ["CONRAIL may form at the start of phase 10H or E (4.5.1)."] if game.phase().conrail_may_form else []
    own = next((getattr(c, "bonds", 0) for c in game.corporations() if c.id == "CONRAIL"), 0)
    where = f"bonds: {own} in its treasury, {market} in the Open Market, {held} held by players" if status == "formed" else ""
    return [f"CONRAIL: {status}" + (f"; {where}" if where else "") + "."]


def status_card(game: GL18) -> Card:
    phase = game.phase()
    round_name, acting = where(game)
    heading = (
        game.name,
        f"Phase {phase.name} · train limit {phase.train_limit} · {phase.ors} OR a set · off-board values: {phase.offboard}",
        f"{round_name} · {acting}",
    )
    loans = game.rules.loans
    notes = [f"Loans: ${loans.amount} each, at most {loans.most}, ${loans.interest} interest each Operating Round; "
             "each moves the value one column left.",
             "Unsold: shares in the Initial Offering or the corporation's treasury; Market: in the Open Market."]
    pool = game.pool_trains()
    if pool:
        notes.append(f"Open Market trains: {', '.join(pool)}.")
    notes += conrail_notes(game)
    due = value_due(game)
    if due is not None:
        notes.append(f"{due[0]}'s starting value is not set yet: {game.player_name(due[1])}'s President's Certificate "
                     "counts in net worth once it is.")
    if game.end_due:
        notes.append("The game ends after this set of Operating Rounds.")
    privates = privates_table(game)
    if all(row[3].text == "closed" for row in privates.rows):
        notes.append("Private companies: all closed.")
        privates = Table(privates.title, privates.columns, ())
    tables = [corporations_table(game), players_table(game), tokens_table(game), privates, trains_table(game)]
    return Card(heading=heading, tables=tuple(t for t in tables if t.rows), notes=tuple(notes))


def market_view(game: GL18, subtitle: str, highlight: str | None = None) -> MarketView:
    board = game.board
    started = [c for c in game.corporations() if c.started]
    held = [c for c in game.corporations() if c.president is not None]  # the C&A's PRR too, before its value is set
    return MarketView(
        title=game.name,
        subtitle=subtitle,
        market=game.market,
        stacks=game.market_stacks(),
        colors={rr: spec.color for rr, spec in board.railroads.items()},
        par={c.id: c.par for c in started if c.par is not None},
        ipo={c.id: c.ipo + c.treasury_shares for c in started},
        pool={c.id: c.pool for c in started},
        presidents={c.id: game.player_name(c.president) for c in held if c.president is not None},
        holders=[Holder(game.player_name(p), game.holdings(p), game.cash(p), game.net_worth(p)) for p in game.seating()],
        highlight=highlight,
        phase=game.phase().name,
        phases=tuple(p.name for p in game.rules.phases),
        labels=("Corporations", "Start", "Unsold", "Market"),
        percent={c.id: getattr(c, "percent", 10) for c in started},
    )
