"""What an 18xx stock-market title shows (18EZ Level 2, and Level 3 on top): its legend, its status
card (with certificates and net worth) and the stock market view, read through the typed StockGame
(engine/eighteen/ez/common/stock.py); the drawing modules never see a game."""

from __future__ import annotations

from engine.eighteen.ez.common.stock import StockGame
from renderer.common import panel
from renderer.common.status import Card, Cell, Table
from renderer.eighteen.common.mapview import railroad_colour
from renderer.eighteen.common.market import Holder, MarketView

LEGEND_TEXT = 22
STEP_WORDS = {"station": "place a station", "dividend": "pay or withhold"}


def _where(game: StockGame) -> tuple[str, str]:
    """(round, who acts) in words."""
    if game.over:
        winners = " and ".join(game.player_name(p) for p in game.winners())
        return ("Game over", f"{winners} wins")
    if game.stage == "share dealing":
        return (f"Share Dealing Round {game.sdr_number}", f"{game.player_name(game.acting_players()[0])} to deal")
    president = game.player_name(game.acting_players()[0])
    doing = STEP_WORDS.get(game.step, game.step)
    return (f"Operating Round {game.or_number}", f"{game.operating} ({president}) to {doing}")


def legend(game: StockGame) -> list[panel.Line]:
    round_name, acting = _where(game)
    chip = railroad_colour(game.board, game.operating) if game.operating else None
    return [panel.Line(round_name, LEGEND_TEXT), panel.Line(acting, LEGEND_TEXT, bold=True, chip=chip)]


def _money(amount: int) -> str:
    return f"${amount:,}"


def status_card(game: StockGame) -> Card:
    board, rules = game.board, game.rules
    phase = game.phase()
    round_name, acting = _where(game)
    heading = (game.name, f"{phase.name.capitalize()} phase · train limit {phase.train_limit} · {round_name} · {acting}")
    railroads = []
    order = game.operating_order()
    with_shares = {c.id: c for c in game.railroads()}
    started = order + [rr for rr, c in with_shares.items() if c.started and rr not in order]
    for rr in started:
        if rr not in with_shares:
            continue  # a minor railroad (Level 3 lists them in a table of their own)
        company = with_shares[rr]
        stations = game.stations(rr)
        railroads.append((
            Cell(rr, chip=railroad_colour(board, rr), bold=True),
            Cell(game.player_name(company.president) if company.president is not None else "-"),
            Cell(_money(game.share_value(rr)), align="right"),
            Cell(_money(company.cash) if company.floated else "not floated", align="right"),
            Cell(" ".join(company.trains) or "-"),
            Cell(", ".join(stations) or "-"),
        ))
    players = []
    for player in game.seating():
        held = " ".join(f"{rr} {n * 10}%" for rr, n in game.holdings(player).items()) or "-"
        ious = game.ious(player)
        cash = _money(game.cash(player)) + (f" + {_money(ious)} IOU" if ious else "")
        players.append((
            Cell(game.player_name(player), bold=player in game.acting_players()),
            Cell(held),
            Cell(f"{game.certificates_held(player)}/{game.certificate_limit}", align="right"),
            Cell(cash, align="right"),
            Cell(_money(game.net_worth(player)), align="right", bold=True),
        ))
    trains = []
    for_sale = game.trains_left()
    for spec in rules.trains:
        left = for_sale.get(spec.type, 0)
        count = "unlimited" if spec.count == "unlimited" else str(left)
        trains.append((Cell(f"{spec.type}-train"), Cell(_money(spec.price), align="right"), Cell(count, align="right")))
    market_trains = game.open_market_trains()
    notes = [f"Open market trains: {', '.join(market_trains)}."] if market_trains else []
    if game.bank_broken:
        notes.append("The bank has run out: the game ends after this set of Operating Rounds.")
    return Card(
        heading=heading,
        tables=(
            Table("Railroads", ("Railroad", "President", "Value", "Treasury", "Trains", "Stations"), tuple(railroads)),
            Table("Players", ("Player", "Shares", "Certificates", "Cash", "Net worth"), tuple(players)),
            Table(f"Bank {_money(game.bank)} · trains for sale", ("Train", "Price", "Left"), tuple(trains)),
        ),
        notes=tuple(notes),
    )


def market_view(game: StockGame, subtitle: str, highlight: str | None = None) -> MarketView:
    board = game.board
    started = [c for c in game.railroads() if c.started]
    return MarketView(
        title=game.name,
        subtitle=subtitle,
        market=game.market,
        stacks=game.market_stacks(),
        colors={rr: spec.color for rr, spec in board.railroads.items()},
        par={c.id: c.par for c in started},
        ipo={c.id: c.ipo for c in started},
        pool={c.id: c.pool for c in started},
        presidents={c.id: game.player_name(c.president) for c in started if c.president is not None},
        holders=[
            Holder(game.player_name(p), game.holdings(p), game.cash(p), game.net_worth(p))
            for p in game.seating()
        ],
        highlight=highlight,
    )
