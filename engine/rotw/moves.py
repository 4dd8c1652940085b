"""The player actions of Railways of the World: build track (then Major Lines are checked), urbanize,
upgrade the engine, deliver one goods cube, build a Western Link. Each checks, pays (issuing only
the bonds needed) and changes the position; refusals are one sentence."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw import cards, fuel, rotors, suggest, switches, track, variants
from engine.rotw import deliver as deliveries
from engine.rotw.actions import BuildTrack, DeliverCube, WesternLink
from engine.rotw.cards.kinds import express as expresses
from engine.rotw.data import OperationsCard
from engine.rotw.payments import pay
from engine.rotw.scoring import connected, score
from engine.rotw.state import HeldCube, draw_cube, money
from engine.rotw.turns import marker_placed

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

CHICAGO = "chicago"


def build(g: Rotw, player: int, action: BuildTrack, messages: list[str]) -> BuildTrack:
    """Build Track: lay the tiles of the build, pay for them, use any card, and say what the link now joins."""
    most, price, card = cards.build_card(g, player, action.card)
    path = suggest.between_cities(g, player, action.path, most, price)  # two cities' names: the cheapest build between
    plan = track.plan_build(g, player, path, action.toward, most, price)
    pay(g, player, plan.cost, messages, "to pay for the track")
    if card is not None:
        cards.used_for_build(g, player, card)
        messages.append(f"{g.player_name(player)} uses {card.name}.")
        cards.after_build(g, player, card, plan, messages)  # Hot Springs: points for the mountain tiles laid
    link = track.lay(g, player, plan)
    if plan.switch is not None:
        switches.place(g, player, link, messages)
    board = g.board
    laid = len(plan.tiles)
    what = f"{laid} tile{'s' if laid != 1 else ''}" + (" and redirects its link's end" if plan.redirect else "")
    if link.complete:
        messages.append(f"{g.player_name(player)} lays {what} for {money(plan.cost)}, completing link {link.id}: "
                        f"{board.label(link.start)} - {board.label(link.end or '')}.")
        cards.after_link(g, player, link, messages)
        check_major_lines(g, player, messages)
    else:
        messages.append(f"{g.player_name(player)} lays {what} for {money(plan.cost)} from {board.label(link.start)}; "
                        f"link {link.id} is not complete yet: unless completed, it is removed at the end of this turn.")
    if action.depot:
        fuel.place(g, player, action.depot, messages)
    return BuildTrack(path=path, toward=action.toward, card=action.card, depot=action.depot)


def check_major_lines(g: Rotw, player: int, messages: list[str]) -> None:
    """The first to join a Major Line's ends with their own links scores it (a Western Link one also
    needs that player's Western Link, its city joined to the line)."""
    state, board = g.state, g.board
    for line in board.spec.major_lines:
        if line.id in state.major_lines:
            continue
        a, b = (board.city(name) for name in line.ends)
        if a is None or b is None or not connected(g, player, a, b):
            continue
        if line.western_link:
            mine = [city for city, owner in state.western_links.items() if owner == player]
            if not any(connected(g, player, a, city) or city in (a, b) for city in mine):
                continue
        state.major_lines[line.id] = player
        score(g, player, line.points, messages, f"for the Major Line {line.ends[0]} - {line.ends[1]}")
        variants.major_line_completed(g, messages)


def upgrade(g: Rotw, player: int, messages: list[str]) -> None:
    """Upgrade the player's engine one level, paying its cost (none with a free upgrade card)."""
    standing = g.state.players[player]
    most = g.engine_max(player)
    if standing.engine >= most:
        raise IllegalAction(f"your engine is already level {standing.engine}, the highest")
    cost = g.rules.engine_costs[str(standing.engine + 1)]
    cost = cards.upgrade_price(g, player, cost, messages)  # a held free upgrade, or Coal Fueled Engines
    pay(g, player, cost, messages, "to upgrade the engine")
    standing.engine += 1
    messages.append(f"{g.player_name(player)} upgrades to a level {standing.engine} engine for {money(cost)}.")
    cards.after_upgrade(g, player, messages)


def deliver(g: Rotw, player: int, action: DeliverCube, messages: list[str]) -> DeliverCube:
    """Deliver a goods cube along the links named (or stop it at a Fuel Depot); the links' owners score."""
    state, board = g.state, g.board
    found = deliveries.check(g, player, action.color, action.cities, action.via, stop=action.stop)
    origin, target = found.leg[0], found.leg[-1]
    if cards.stops_delivery(g, player, origin, messages):  # Great Britain's Railroad Inspector
        return DeliverCube(color=found.color, cities=found.leg, via=found.links[-(len(found.leg) - 1):], stop=found.stop)
    name = g.player_name(player)
    if found.going_on:
        del state.held[player]
        fuel.use(g, player, origin)
    else:
        state.cubes[origin].remove(found.color)
    for city in found.depots_used:
        fuel.use(g, player, city)
    route = " - ".join(board.label(c) for c in found.leg)
    depots = f" (Fuel Depots used at {', '.join(board.label(c) for c in found.depots_used)})" if found.depots_used else ""
    express = expresses.held(g, player) if found.express else None
    if express is not None:  # an Express card let the cube pass a city of its colour
        state.players[player].cards.remove(express.id)
    done = DeliverCube(color=found.color, cities=found.leg, via=found.links[-(len(found.leg) - 1):], stop=found.stop)
    if found.stop:
        state.held[player] = HeldCube(found.color, found.cities, found.links)
        messages.append(f"{name} moves a {found.color} cube {route}{depots} and keeps it at the Fuel Depot there: "
                        f"their next action may go on with it, else it is discarded.")
        _express_used(g, player, express, found.express, messages)
    else:
        state.bag[found.color] = state.bag.get(found.color, 0) + 1
        messages.append(f"{name} delivers a {found.color} cube {route}{depots}.")
        _score_links(g, found.links, messages)
        state.longest_delivery[player] = max(state.longest_delivery.get(player, 0), len(found.links))
        _express_used(g, player, express, found.express, messages)
        cards.after_delivery(g, player, found.color, found.cities, messages, found.links)
        rotors.turn(g, target, messages)
    if not found.going_on and not state.cubes[origin]:
        marker_placed(g, origin, messages)
    chicago = board.city(CHICAGO)
    first = found.cities[0]
    if not found.stop and found.color == "red" and target == chicago and first in state.western_links:
        added = [c for c in (draw_cube(state, g.rng_for) for _ in range(2)) if c is not None]
        state.cubes.setdefault(target, []).extend(added)
        messages.append(f"Red goods from the West: two new cubes go to Chicago ({' and '.join(added) or 'none left'}).")
    return done


def _express_used(g: Rotw, player: int, express: OperationsCard | None, city: str | None, messages: list[str]) -> None:
    if express is not None and city is not None:
        messages.append(f"{g.player_name(player)} uses {express.name}: the cube passes {g.board.label(city)}.")


def _score_links(g: Rotw, links: tuple[int, ...], messages: list[str]) -> None:
    """One point per link travelled to the link's owner."""
    owners: dict[int, int] = {}
    for link_id in links:
        owner = next(link.owner for link in g.state.links if link.id == link_id)
        owners[owner] = owners.get(owner, 0) + 1
    for owner, count in owners.items():
        score(g, owner, count, messages, f"for {count} link{'s' if count != 1 else ''}")


def western_link(g: Rotw, player: int, action: WesternLink, messages: list[str]) -> WesternLink:
    """Build the Western Link at a city the player's own complete link reaches: pay, and red cubes arrive there."""
    state, board = g.state, g.board
    city = board.city(action.city)
    if city is None or not board.cities[city].western_link:
        places = [board.label(h) for h, c in board.cities.items() if c.western_link]
        if not places:
            raise IllegalAction("this map has no Western Links")
        raise IllegalAction(f"a Western Link is built at {' or '.join(places)}")
    if city in state.western_links:
        raise IllegalAction(f"{board.label(city)}'s Western Link is built already")
    if not any(link.owner == player and link.complete and city in (link.start, link.end) for link in state.links):
        raise IllegalAction(f"you need a complete link of your own to {board.label(city)} first")
    pay(g, player, g.rules.western_link_cost, messages, "for the Western Link")
    state.western_links[city] = player
    red = min(g.rules.western_link_cubes, state.bag.get("red", 0))
    state.bag["red"] = state.bag.get("red", 0) - red
    state.cubes.setdefault(city, []).extend(["red"] * red)
    if red and city in state.empty:
        state.empty.remove(city)
    messages.append(f"{g.player_name(player)} builds the Western Link at {board.label(city)} for "
                    f"{money(g.rules.western_link_cost)}; {red} red cubes arrive there.")
    check_major_lines(g, player, messages)
    return WesternLink(city=city)
