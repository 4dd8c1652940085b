"""Operating steps that build: lay or upgrade a tile (2.3, 2.4) and place a station marker (2.5)."""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.core.flow import Step
from engine.core.hexgrid import Hex
from engine.eighteen.ez.common.stock import BUILD, STATION, StockGame
from engine.eighteen.ez.common.track_play import city_slots, has_station, lay_tile, reaches_city
from engine.eighteen.shared.building import legal_lays
from engine.eighteen.shared.moves import LayTile, PlaceStation
from engine.eighteen.shared.shares import Company
from engine.eighteen.shared.track import CITY, Node


class LayTrack(Step[StockGame]):
    name = BUILD
    handles = (LayTile,)

    def apply(self, g: StockGame, player: int, action: LayTile, messages: list[str]) -> Action:
        company = g.operating_company()
        laid = lay_tile(g.lay_context(company), action, g.trusted, messages)
        g.operating_round.sequence.advance(g, self, messages)
        return laid

    def moves(self, g: StockGame, player: int, hexes: list[str] | None) -> list[Action]:
        company = g.operating_company()
        return [LayTile(hex=h, tile=t, rotation=r) for h, t, r in legal_lays(g.lay_context(company), hexes)]

    def prompt(self, g: StockGame) -> str:
        return f"{g.state.operating} to build: /lay hex:… tile:… rotation:…, or /pass"


def check_station(g: StockGame, company: Company, hex_name: str, *, check_reach: bool = True,
                  reached: frozenset[Node] | None = None) -> None:
    """Refuses a station the company may not place in `hex_name` (`reached`: its reach, once worked out)."""
    state, board = g.state, g.board
    place = board.label(hex_name)
    if not has_station(state.track, company.id):
        home = board.label(board.railroads[company.id].home)
        raise IllegalAction(f"{company.id} must first place its home station in {home}, by laying its first tile there")
    if g.placed_stations(company) >= g.station_limit(company):
        raise IllegalAction(f"{company.id} has placed all {g.station_limit(company)} of its station markers")
    cost = g.station_cost(company)
    if company.cash < cost:
        raise IllegalAction(f"{company.id} has ${company.cash}, and a station costs ${cost}")
    slots = city_slots(board, state.track, hex_name)
    if slots == 0:
        raise IllegalAction(f"{place} has no city with spaces for stations")
    held = state.track.tokens.get(hex_name, [])
    if company.id in held:
        raise IllegalAction(f"{company.id} already has a station in {place}")
    free = slots - len(held)
    if free < 1:
        raise IllegalAction(f"every station space in {place} is taken")
    waiting = g.homes_waiting(hex_name)
    if waiting and free < 2:
        raise IllegalAction(f"{place} is {waiting[0]}'s home, and its last space is kept for {waiting[0]}'s station")
    home = g.station_reach_from(company)
    if not check_reach:
        return
    if not (Node(CITY, hex_name) in reached if reached is not None else reaches_city(g.graph(), company.id, hex_name, home)):
        raise IllegalAction(f"{company.id} cannot trace a route from its {'home station' if home else 'stations'} to {place}")


def station_choices(g: StockGame, company: Company) -> list[str]:
    """The hexes where `company` may place its next station now, in hex order (none if it cannot place one)."""
    if (g.placed_stations(company) >= g.station_limit(company) or company.cash < g.station_cost(company)
            or not has_station(g.state.track, company.id)):
        return []
    found = []
    tokens = g.state.track.tokens
    reached: frozenset[Node] | None = None
    for hex_name in g.state.track.tiles:
        held = tokens.get(hex_name, ())
        if company.id in held or city_slots(g.board, g.state.track, hex_name) <= len(held):
            continue  # no free space here (the cheap part of check_station)
        if reached is None:  # worked out once, where it is first needed
            reached = g.graph().reach(company.id, g.station_reach_from(company)).nodes
        try:
            check_station(g, company, hex_name, reached=reached)
        except IllegalAction:
            continue
        found.append(hex_name)
    return sorted(found, key=Hex.parse)


class PlaceStationMarker(Step[StockGame]):
    name = STATION
    handles = (PlaceStation,)

    def active(self, g: StockGame) -> bool:
        return bool(station_choices(g, g.operating_company()))

    def apply(self, g: StockGame, player: int, action: PlaceStation, messages: list[str]) -> Action:
        state, company = g.state, g.operating_company()
        try:
            hex_name = Hex.parse(action.hex).name
        except ValueError as error:
            raise IllegalAction(str(error)) from None
        check_station(g, company, hex_name, check_reach=not g.trusted)  # a replayed move was checked when made
        cost = g.station_cost(company)
        company.cash -= cost
        state.bank += cost
        state.track.tokens.setdefault(hex_name, []).append(company.id)
        messages.append(f"{company.id} places a station in {g.board.label(hex_name)} for ${cost}.")
        g.operating_round.sequence.advance(g, self, messages)
        return PlaceStation(hex=hex_name)

    def moves(self, g: StockGame, player: int, hexes: list[str] | None) -> list[Action]:
        return [PlaceStation(hex=h) for h in station_choices(g, g.operating_company())]

    def prompt(self, g: StockGame) -> str:
        company = g.operating_company()
        return f"{company.id} may place a station (${g.station_cost(company):,}): /station hex:…, or /pass"
