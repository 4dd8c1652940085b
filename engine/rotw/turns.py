"""A Railways of the World turn: the first-player auction, three rounds of one action each in turn
order, then income and dividends (income from the score track, $1,000 a bond, bonds issued to cover
a shortfall), incomplete links removed, a new Railroad Operations card turned up; the end after the
full turn following the last Empty City Marker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw import cards, variants
from engine.rotw.payments import pay
from engine.rotw.state import ACTIONS, AUCTION, Auction, money

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw


# -- the first-player auction ------------------------------------------------------------------------


def start_auction(g: Rotw, messages: list[str]) -> None:
    """Begin the turn's auction for first player with the first player so far (variant 1 plays the first turn without one)."""
    state = g.state
    if variants.first_turn_without_auction(g, messages):
        return
    n = len(g.players)
    begin = state.first
    state.stage = AUCTION
    state.auction = Auction(order=[(begin + i) % n for i in range(n)])
    messages.append(f"Turn {state.turn}: the auction for first player begins with {g.player_name(begin)} "
                    f"(at least {money(g.rules.auction_minimum)}).")


def bidder(g: Rotw) -> int:
    """The player whose turn it is to bid in the auction for first player."""
    auction = g.state.auction
    assert auction is not None
    return auction.order[auction.turn]


def bid(g: Rotw, player: int, amount: int | None, messages: list[str]) -> None:
    """A bid of `amount` thousands, or a pass (None): a pass is final."""
    auction = g.state.auction
    assert auction is not None
    if amount is None:
        auction.out.append(player)
        messages.append(f"{g.player_name(player)} passes.")
        variants.dropped_out(g, player, messages)
    else:
        least = max(g.rules.auction_minimum, auction.high + 1)
        if amount < least:
            raise IllegalAction(f"a bid must be at least {money(least)}")
        auction.high, auction.leader = amount, player
        auction.bids[player] = amount
        messages.append(f"{g.player_name(player)} bids {money(amount)}.")
    in_play = [p for p in auction.order if p not in auction.out]
    if not in_play or (auction.leader is not None and in_play == [auction.leader]):
        _auction_over(g, messages)
        return
    for _ in range(len(auction.order)):
        auction.turn = (auction.turn + 1) % len(auction.order)
        nxt = auction.order[auction.turn]
        if nxt not in auction.out and nxt != auction.leader:
            return
    _auction_over(g, messages)


def _auction_over(g: Rotw, messages: list[str]) -> None:
    state = g.state
    auction = state.auction
    assert auction is not None
    n = len(g.players)
    if auction.leader is None:
        state.first = (state.first + 1) % n
        messages.append(f"Everyone passed: {g.player_name(state.first)}, to the left of the last first player, goes first.")
    else:
        state.first = auction.leader
        pay(g, auction.leader, auction.high, messages, "to pay the bid")
        messages.append(f"{g.player_name(auction.leader)} pays {money(auction.high)} and goes first.")
    state.auction = None
    state.order = variants.order_after_auction(g, auction) or [(state.first + i) % n for i in range(n)]
    state.stage, state.round, state.acting = ACTIONS, 1, 0
    messages.append(f"Round 1: {', '.join(g.player_name(p) for p in state.order)}.")


# -- action rounds -----------------------------------------------------------------------------------


def action_done(g: Rotw, messages: list[str]) -> None:
    """An action is taken: the next player acts, the next round begins, or the turn ends after the last round."""
    state = g.state
    if state.extra_actions:  # a Railroad Executive's actions, taken at once
        state.extra_actions -= 1
        return
    state.acting += 1
    if state.acting < len(state.order):
        return
    state.acting = 0
    if state.round < g.rules.action_rounds:
        state.round += 1
        messages.append(f"Round {state.round}.")
        return
    end_turn(g, messages)


def end_turn(g: Rotw, messages: list[str]) -> None:
    """End the turn: incomplete links go, every player earns income and pays interest, a card turns up; then the next turn."""
    state = g.state
    state.used_this_turn = []
    removed = [link for link in state.links if not link.complete]
    if removed:
        state.links = [link for link in state.links if link.complete]
        owners = sorted({g.player_name(link.owner) for link in removed})
        messages.append(f"Incomplete links are removed ({', '.join(owners)}).")
    for player, standing in enumerate(state.players):
        income = g.income(standing.score)
        interest = standing.bonds * g.rules.bond_interest
        standing.money += income
        text = f"{g.player_name(player)} earns {money(income)}"
        if interest:
            text += f" and pays {money(interest)} on {standing.bonds} bond{'s' if standing.bonds > 1 else ''}"
            short = interest - standing.money
            if short > 0:
                bonds = -(-short // g.rules.bond_amount)
                standing.bonds += bonds
                standing.money += bonds * g.rules.bond_amount
                text += f", issuing {bonds} more to do so"
            standing.money -= interest
        messages.append(text + ".")
    cards.turn_up(g, messages)
    if state.last_turn is not None and state.turn >= state.last_turn:
        g.last_turn_over(messages)  # the end (or, in the Transcontinental game, the end of the Eastern phase)
        return
    state.turn += 1
    start_auction(g, messages)


def marker_placed(g: Rotw, city: str, messages: list[str]) -> None:
    """A city emptied: an Empty City Marker; the last one needed ends the game after the next full turn."""
    state = g.state
    if not g.marker_counts(city):
        return
    state.empty.append(city)
    state.markers_placed += 1
    needed = g.markers_needed()
    count = f"{state.markers_placed} of {needed}" if state.markers_placed <= needed else f"{state.markers_placed}"
    messages.append(f"{g.board.label(city)} is empty: Empty City Marker {count}.")
    if state.last_turn is None and state.markers_placed >= needed:
        state.last_turn = state.turn + g.turns_after_last_marker()
        messages.append(f"The last Empty City Marker is placed: {g.what_ends()} after turn {state.last_turn}.")
