"""What 18EZ Level 3 adds to Level 2's status card: the Startpacket (prices, bids, owners), the private
companies and the minor railroads. Like titles.py, this reads the title's public queries; drawing modules never see a game."""

from __future__ import annotations

from engine.eighteen.ez.level3.game import EZLevel3
from renderer.common.status import Card, Cell, Table
from renderer.eighteen.common.mapview import railroad_colour
from renderer.eighteen.ez import level2


def status_card(game: EZLevel3) -> Card:
    card = level2.status_card(game)
    rules = game.rules
    names, seating = game.players, game.seating()
    tables = []
    packet = game.startpacket()
    if packet is not None:
        rows = []
        for lot in packet.lots:
            if lot.owner is not None:
                holder = f"{names[seating[lot.owner]]} (${lot.paid})"
            else:
                holder = ", ".join(f"{names[seating[s]]} ${a}" for s, a in lot.bids.items()) or "-"
            top = lot is packet.top()
            rows.append((Cell(lot.id, bold=top), Cell(lot.name), Cell(f"${lot.price}", align="right"), Cell(holder, bold=top)))
        tables.append(Table("Startpacket (top first; bids or owner)", ("Company", "Name", "Price", "Bids / owner"), tuple(rows)))
    privates, holdings = [], game.privates()
    for spec in rules.privates:
        holding = holdings[spec.id]
        owner = "closed" if holding.closed else holding.railroad or (names[holding.player] if holding.player is not None else "-")
        privates.append((Cell(spec.id, bold=True), Cell(spec.name), Cell(f"${spec.revenue}", align="right"), Cell(owner)))
    tables.append(Table("Private companies", ("Company", "Name", "Revenue", "Owner"), tuple(privates)))
    minors = []
    for minor in sorted(game.minors(), key=lambda m: game.minor_number(m.id)):
        if minor.president is None:
            continue
        stations = game.stations(minor.id)
        minors.append((Cell(minor.id, chip=railroad_colour(game.board, minor.id), bold=True), Cell(names[minor.president]),
                       Cell(f"${minor.cash:,}", align="right"), Cell(" ".join(minor.trains) or "-"), Cell(", ".join(stations) or "-")))
    if minors:
        tables.append(Table("Minor railroads (operate first; income split 50/50)", ("Minor", "Owner", "Treasury", "Trains", "Station"),
                            tuple(minors)))
    hotel = game.hotel_token
    notes = card.notes if hotel is None else (*card.notes, f"Hotel token: {game.board.label(hotel[0])}, +$10 for {hotel[1]}.")
    return Card(heading=card.heading, tables=tuple(t for t in (*tables, *card.tables) if t.rows), notes=notes)
