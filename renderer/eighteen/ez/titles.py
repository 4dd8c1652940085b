"""What each game title shows: the map view, the legend, the status card's content.

The drawing modules know boards, tiles and tables; this module (with level2.py and level3.py)
builds their plain views from the typed game: an 18EZ title's track, phase and which homes to
mark (`EZTitle`), Level 1's railroads (`EZLevel1`); other titles get the generic card and legend,
built from `Game.status_lines()`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.game import Game
from engine.eighteen.ez.common.title import EZTitle
from engine.eighteen.ez.level1.game import EZLevel1
from engine.eighteen.shared.gamedata import COLOR_ORDER
from renderer.common import panel, style
from renderer.common.status import Card, Cell, Table
from renderer.eighteen.common.mapview import MapView, railroad_colour
from renderer.eighteen.ez import level2, level3

LEGEND_TITLE, LEGEND_TEXT = 26, 22


def phase_name(game: EZTitle) -> str:
    return str(game.phase().name)


def map_view(game: EZTitle, legend: bool = True) -> MapView:
    """The map of the game's current position."""
    track = game.track
    tokens = {h: tuple(held) for h, held in track.tokens.items()}
    with_station = {rr for held in tokens.values() for rr in held}
    homes = tuple(rr for rr in game.board.railroads if rr not in with_station and game.home_marked(rr))
    return MapView(
        board=game.board,
        tiles=dict(track.tiles),
        tokens=tokens,
        phase=phase_name(game),
        homes=homes,
        legend=tuple(legend_lines(game)) if legend else (),
    )


def legend_lines(game: EZTitle) -> list[panel.Line]:
    lines = [panel.Line(game.name, LEGEND_TITLE, bold=True)]
    phase = phase_name(game)
    lines.append(panel.Line(f"{phase.capitalize()} phase", LEGEND_TEXT, chip=style.TILE_COLOURS.get(phase)))
    lines += _LEGENDS.get(game.title, _generic_legend)(game)
    return lines


def _generic_legend(game: Game) -> list[panel.Line]:
    return [panel.Line(text.strip(), LEGEND_TEXT) for text in game.status_lines()[1:2]]


def _level1_legend(game: EZLevel1) -> list[panel.Line]:
    if game.stage == "select":
        chooser = game.player_name(game.acting_players()[0])
        return [panel.Line("Choosing railroads", LEGEND_TEXT), panel.Line(f"{chooser} to choose", LEGEND_TEXT, bold=True)]
    if game.over:
        winners = " and ".join(game.player_name(p) for p in game.winners())
        return [
            panel.Line(f"Game over after round {game.round_number}", LEGEND_TEXT),
            panel.Line(f"{winners} wins", LEGEND_TEXT, bold=True),
        ]
    railroad = game.current_railroad()
    owner = game.player_name(railroad.owner)
    return [
        panel.Line(f"Operating Round {game.round_number}", LEGEND_TEXT),
        panel.Line(f"{railroad.id} ({owner}) to {game.step}", LEGEND_TEXT, bold=True, chip=railroad_colour(game.board, railroad.id)),
    ]


_LEGENDS: dict[str, Callable[[Any], list[panel.Line]]] = {"18EZ-L1": _level1_legend, "18EZ-L2": level2.legend,
                                                           "18EZ-L3": level2.legend}


# -- the status card -------------------------------------------------------------


def status_card(game: Game) -> Card:
    return _CARDS.get(game.title, _generic_card)(game)


def _generic_card(game: Game) -> Card:
    lines = game.status_lines()
    return Card(heading=(lines[0], *lines[1:2]), tables=(), notes=tuple(line.strip() for line in lines[2:]))


def _money(amount: int) -> str:
    return f"${amount:,}"


def _level1_card(game: EZLevel1) -> Card:
    rules, board = game.rules, game.board
    phase = game.phase()
    heading = [game.name]
    if game.stage == "select":
        heading.append(f"{phase.name.capitalize()} phase · choosing railroads · {game.player_name(game.acting_players()[0])} to choose")
    elif game.over:
        winners = " and ".join(game.player_name(p) for p in game.winners())
        heading.append(f"Game over after Operating Round {game.round_number} · {winners} wins")
    else:
        railroad = game.current_railroad()
        heading.append(
            f"{phase.name.capitalize()} phase · Operating Round {game.round_number} · "
            f"{railroad.id} ({game.player_name(railroad.owner)}) to {game.step}"
        )
    owned = {rr.owner: rr for rr in game.railroads() if rr.owner is not None}
    scores = game.scores()
    players = []
    for seat, player in enumerate(game.seating(), start=1):
        rr = owned.get(player)
        money = scores[player] if scores else (rr.money if rr else 0)
        players.append(
            (
                Cell(str(seat)),
                Cell(game.player_name(player), bold=player in game.acting_players()),
                Cell(rr.id, chip=railroad_colour(board, rr.id)) if rr else Cell("-"),
                Cell(_money(money), align="right"),
            )
        )
    railroads = []
    for rr in game.operating_order():
        stations = game.stations(rr.id)
        cash = _money(rr.cash) + (f" + {_money(rr.ious)} IOU" if rr.ious else "")
        railroads.append(
            (
                Cell(rr.id, chip=railroad_colour(board, rr.id), bold=True),
                Cell(board.railroads[rr.id].name),
                Cell(cash, align="right"),
                Cell(" ".join(sorted(rr.trains, key=_train_order)) or "-"),
                Cell(", ".join(stations) or f"home {board.railroads[rr.id].home}"),
            )
        )
    trains = []
    for_sale = game.trains_left()
    next_type = next((t for t, n in for_sale.items() if n > 0), None)  # the bank sells one type at a time
    for spec in rules.trains:
        left = for_sale.get(spec.type, 0)
        next_one = spec.type == next_type
        trains.append(
            (
                Cell(f"{spec.type}-train", bold=next_one),
                Cell(str(spec.cities), align="right"),
                Cell(_money(spec.price), align="right"),
                Cell(str(left) + (" (next)" if next_one else ""), align="right", bold=next_one),
            )
        )
    phases = []
    for spec in rules.phases:
        now = spec == phase
        starts = "start" if spec.on_train is None else f"first {spec.on_train}-train"
        scrap = f"; {', '.join(t + '-trains' for t in spec.scrap)} scrapped" if spec.scrap else ""
        phases.append(
            (
                Cell(spec.name.capitalize() + (" (now)" if now else ""), chip=style.TILE_COLOURS[spec.name], bold=now),
                Cell(starts + scrap),
                Cell(", ".join(c for c in COLOR_ORDER if c in spec.tiles)),
            )
        )
    end = rules.end
    return Card(
        heading=tuple(heading),
        tables=(
            Table("Railroads", ("Railroad", "Name", "Treasury", "Trains", "Stations"), tuple(railroads)),
            Table("Players", ("Seat", "Player", "Railroad", "Money"), tuple(players)),
            Table(f"Bank {_money(game.bank)} · trains for sale", ("Train", "Cities", "Price", "Left"), tuple(trains)),
            Table("Phases", ("Phase", "Begins with", "Tiles"), tuple(phases)),
        ),
        notes=(f"The game ends after the round in which a railroad has a {end.train}-train and {_money(end.money)}.",),
    )


def _train_order(train: str) -> tuple[int, str]:
    return (int(train), train) if train.isdigit() else (999, train)


_CARDS: dict[str, Callable[[Any], Card]] = {"18EZ-L1": _level1_card, "18EZ-L2": level2.status_card, "18EZ-L3": level3.status_card}
