"""The bot's seat in Railways of the World (issue 36): what the seat may see, and the move it makes.

`seat_view(game, player)` is a copy of the game in which every secret of the other seats is a stand-in that depends
on nothing hidden: their Rail Baron cards (kept, offered, and the Transcontinental game's Eastern one) are the first
cards of the pool the seat cannot see, the face-down deck is in a fixed order, and the game draws from a fixed
stand-in secret (so neither the seed nor the real secret tells a draw). The copy plays like the game: the bot tries
moves on further snapshots of it.

`choose(view, player)` is the move: a Rail Baron card kept (the likelier goal), a bid for first player when going
first wins a contested delivery (never more than it is worth, never with a bond), the action (turn.py), or the
Transcontinental game's bonds returned when the points they cost are less than their interest and penalty. The same
position gives the same move."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.players.rotw import ctx as rotw_ctx
from engine.players.rotw import goals as rotw_goals
from engine.players.rotw import net as nets
from engine.players.rotw import turn as rotw_turn
from engine.rotw import cards
from engine.rotw.actions import FirstBid, KeepBaron, ReturnBonds
from engine.rotw.scoring import bond_return_cost
from engine.rotw.state import AUCTION, BARONS, RETURN_BONDS

if TYPE_CHECKING:
    from engine.rotw.game import Rotw

STAND_IN_SECRET = hashlib.sha256(b"railbot: a seat's view of Railways of the World").digest()


def seat_view(game: Rotw, player: int) -> Rotw:
    """The game as `player`'s seat may see it, with stand-ins for every other seat's secrets (see the module)."""
    view = game.snapshot()
    view.players = list(game.players)
    view.history = []  # what was played is public, but a move's private words are not: the bot reads no history
    view.secret, view.seed, view.epoch = STAND_IN_SECRET, 0, 0
    state = view.state
    state.deck = sorted(state.deck)  # which cards are left is known (all but those turned up); never their order
    mine = set(cards.barons_of(view, player)) | set(state.players[player].baron_offer)
    claimed = set(state.claimed)  # a Rail Baron card met during the game was shown to everyone
    pool = [b.id for b in view.cards.barons if b.id not in mine and b.id not in claimed]
    if not pool:
        pool = [b.id for b in view.cards.barons]
    given = 0

    def stand_in() -> str:
        nonlocal given
        given += 1
        return pool[(given - 1) % len(pool)]

    for other, standing in enumerate(state.players):
        if other == player:
            continue
        standing.earlier_barons = [c if c in claimed else stand_in() for c in standing.earlier_barons]
        if standing.baron is not None and standing.baron not in claimed:
            standing.baron = stand_in()
        standing.baron_offer = [stand_in() for _ in standing.baron_offer]
    return view


def choose(view: Rotw, player: int) -> Action:
    """The bot's move for `player` in the seat's view (every stage of the game)."""
    state = view.state
    if state.stage == BARONS or state.barons_due:
        return keep_baron(view, player)
    if state.stage == AUCTION:
        return bid(view, player)
    if state.stage == RETURN_BONDS:
        return return_bonds(view, player)
    return rotw_turn.act(view, player)


def keep_baron(view: Rotw, player: int) -> KeepBaron:
    """The Rail Baron card the bot keeps of the two offered: the one worth more to it (its goal and its points)."""
    offer = view.state.players[player].baron_offer
    worth = [rotw_goals.baron_worth(view, player, card) + cards.baron_points(view, player, card)[0] for card in offer]
    return KeepBaron(choice=2 if len(worth) > 1 and worth[1] > worth[0] else 1)


def bid(view: Rotw, player: int) -> Action:
    """Bid for first player only when it is worth something: the bot's best delivery is one another player could
    make first (its points against theirs), or a rival could take the Major Line the bot is nearest; never more than
    the money in hand (no bond for it), never more than half of what going first wins."""
    state = view.state
    auction = state.auction
    money = state.players[player].money
    if auction is None:
        return Pass()
    least = max(view.rules.auction_minimum, auction.high + 1)
    worth = first_worth(view, player)
    value = max(0.15, rotw_ctx.context(view, player).money_value())  # points per $1,000
    most = min(money, int(worth / 2 / value) if worth > 0 else 0, 3)
    if "auction-halves" in view.options:
        most = min(most, 2)
    return FirstBid(amount=least) if least <= most else Pass()


def first_worth(view: Rotw, player: int) -> float:
    """Points going first may win: the bot's best cube that another player could deliver first."""
    ctx = rotw_ctx.context(view, player)
    if not ctx.net.mine:
        return 0.0
    takes = ctx.takes
    rivals = [(nets.network(view, other), standing.engine) for other, standing in enumerate(view.state.players)
              if other != player]
    best = 0.0
    for origin, cubes in view.state.cubes.items():
        if origin not in ctx.net.adjacent:
            continue
        for colour in set(cubes):
            mine = nets.best_route(ctx.net, takes, origin, colour, ctx.engine)[1]
            if mine < 2 or cubes.count(colour) > 1:
                continue
            for net, engine in rivals:
                theirs = nets.best_route(net, takes, origin, colour, engine)[1]
                if theirs:
                    best = max(best, min(mine, theirs + 1))
    return best


def return_bonds(view: Rotw, player: int) -> ReturnBonds:
    """The Transcontinental game between its phases: return the bonds whose interest and end-of-game point cost
    more than the points returning them costs now (the score lost also lowers the income: counted)."""
    standing = view.state.players[player]
    most = view.returnable(player)  # type: ignore[attr-defined]
    left = 14.0  # the Western phase's turns, about
    per_point = rotw_ctx.MONEY / (1 + standing.money / 30)  # what $1,000 is worth, in points (less to the rich)

    def gain(count: int) -> float:
        points = bond_return_cost(count)
        income = view.income(standing.score - points) - view.income(standing.score)
        return count - points + (count + income) * left * per_point

    best = max(range(most + 1), key=lambda n: (round(gain(n), 6), -n))
    return ReturnBonds(count=best)
