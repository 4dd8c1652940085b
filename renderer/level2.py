"""What an 18xx stock-market title shows (18EZ Level 2, and Level 3 on top): its legend, its status
card (with certificates and net worth) and the stock market view, read through the typed StockGame
(engine/eighteen/stock.py); the drawing modules never see a game."""

from __future__ import annotations

from engine.eighteen.stock import StockGame
from renderer import panel
from renderer.mapview import railroad_colour
from renderer.market import Holder, MarketView
from renderer.status import Card, Cell, Table

LEGEND_TEXT = 22
STEP_WORDS = {"station": "place a station", "dividend": "pay or withhold"}


def _where(game: StockGame) -> tuple[str, str]:
    """(round, who acts) in words."""
    state = game.state
    if game.over:
        winners = " and ".join(game.player_name(p) for p in game.winners())
        return ("Game over", f"{winners} wins")
    if state.stage == "share dealing":
        return (f"Share Dealing Round {state.sdr_number}", f"{game.player_name(game.acting_players()[0])} to deal")
    president = game.player_name(game.acting_players()[0])
    doing = STEP_WORDS.get(state.step, state.step)
    return (f"Operating Round {state.or_number}", f"{state.operating} ({president}) to {doing}")


def legend(game: StockGame) -> list[panel.Line]:
    state = game.state
    round_name, acting = _where(game)
    chip = railroad_colour(game.board, state.operating) if state.stage == "operate" and state.operating else None
    return [panel.Line(round_name, LEGEND_TEXT), panel.Line(acting, LEGEND_TEXT, bold=True, chip=chip)]


def _money(amount: int) -> str:
    return f"${amount:,}"


def status_card(game: StockGame) -> Card:
    state = game.state
    board, rules = game.board, game.rules
    phase = state.depot.phase(rules)
    round_name, acting = _where(game)
    heading = (game.name, f"{phase.name.capitalize()} phase · train limit {phase.train_limit} · {round_name} · {acting}")
    railroads = []
    order = game.operating_order()
    started = order + [c.id for c in state.companies.values() if c.started and c.id not in order]
    for rr in started:
        if rr not in state.companies:
            continue  # a minor railroad (Level 3 lists them in a table of their own)
        company = state.companies[rr]
        stations = [h for h, held in state.track.tokens.items() if rr in held]
        railroads.append((
            Cell(rr, chip=railroad_colour(board, rr), bold=True),
            Cell(game.player_name(company.president) if company.president is not None else "-"),
            Cell(_money(game.share_value(rr)), align="right"),
            Cell(_money(company.cash) if company.floated else "not floated", align="right"),
            Cell(" ".join(company.trains) or "-"),
            Cell(", ".join(stations) or "-"),
        ))
    players = []
    for player in state.seating:
        investor = state.investors[player]
        held = " ".join(f"{rr} {n * 10}%" for rr, n in investor.shares.items() if n) or "-"
        cash = _money(investor.cash) + (f" + {_money(investor.ious)} IOU" if investor.ious else "")
        players.append((
            Cell(game.player_name(player), bold=player in game.acting_players()),
            Cell(held),
            Cell(f"{game.certificates_held(player)}/{game.certificate_limit}", align="right"),
            Cell(cash, align="right"),
            Cell(_money(game.net_worth(player)), align="right", bold=True),
        ))
    trains = []
    for spec in rules.trains:
        left = state.depot.left.get(spec.type, 0)
        count = "unlimited" if spec.count == "unlimited" else str(left)
        trains.append((Cell(f"{spec.type}-train"), Cell(_money(spec.price), align="right"), Cell(count, align="right")))
    notes = [f"Open market trains: {', '.join(state.market_trains)}."] if state.market_trains else []
    if state.bank_broken:
        notes.append("The bank has run out: the game ends after this set of Operating Rounds.")
    return Card(
        heading=heading,
        tables=(
            Table("Railroads", ("Railroad", "President", "Value", "Treasury", "Trains", "Stations"), tuple(railroads)),
            Table("Players", ("Player", "Shares", "Certificates", "Cash", "Net worth"), tuple(players)),
            Table(f"Bank {_money(state.bank)} · trains for sale", ("Train", "Price", "Left"), tuple(trains)),
        ),
        notes=tuple(notes),
    )


def market_view(game: StockGame, subtitle: str, highlight: str | None = None) -> MarketView:
    state = game.state
    board = game.board
    started = [c for c in state.companies.values() if c.started]
    return MarketView(
        title=game.name,
        subtitle=subtitle,
        market=game.market,
        stacks={cell: list(held) for cell, held in state.tokens.stacks.items()},
        colors={rr: spec.color for rr, spec in board.railroads.items()},
        par={c.id: c.par for c in started},
        ipo={c.id: c.ipo for c in started},
        pool={c.id: c.pool for c in started},
        presidents={c.id: game.player_name(c.president) for c in started if c.president is not None},
        holders=[
            Holder(game.player_name(p), {rr: n for rr, n in state.investors[p].shares.items() if n}, state.investors[p].cash,
                   game.net_worth(p))
            for p in state.seating
        ],
        highlight=highlight,
    )
