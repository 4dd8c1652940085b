"""The bot's economics in one Railways of the World position (issue 36): how long the game may last, what $1,000 and
a bond are worth in points, how many bonds it allows itself, and what its network's deliveries are worth.

Every value the bot compares is in points at the end of the game. A point scored now also raises the income each
turn until the end (the score track); money is worth what it builds; a bond costs a point at the end and $1,000 of
interest every turn left."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.players.rotw import net as nets
from engine.players.rotw.net import Net

if TYPE_CHECKING:
    from engine.rotw.game import Rotw
    from engine.rotw.state import PlayerState

WEIGHTS = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.45, 0.4)  # the network's best deliveries, counted most
MONEY = 0.22  # points per $1,000, with many turns left
BOND_CAP = 4  # bonds the bot allows itself (one more for a very good move)


@dataclass
class Ctx:
    g: Rotw
    me: int
    net: Net
    takes: dict[str, frozenset[str]]
    turns_left: float
    actions_left: int
    base: dict[int, float] = field(default_factory=dict)  # potential by engine level, with the network as it is
    memo: dict[str, Any] = field(default_factory=dict)  # what one decision works out once (goals, routes)

    @property
    def standing(self) -> PlayerState:
        """The bot's own standing: its money, bonds, score and engine."""
        return self.g.state.players[self.me]

    @property
    def engine(self) -> int:
        """The bot's engine level."""
        return self.standing.engine

    # -- money ---------------------------------------------------------------------------------------

    def money_value(self) -> float:
        """Points per $1,000 to the bot now: much while it builds the network, little near the end or to the rich
        (money left at the end scores nothing, unless a Rail Baron card asks for the most)."""
        if "money" not in self.memo:
            plenty = 30 / (30 + max(0, self.standing.money - 10))
            value = MONEY * min(1.0, self.turns_left / 6) * plenty
            if any(b.goal == "most_money" for b in _barons(self)):
                value += 0.08
            self.memo["money"] = value
        return self.memo["money"]

    def income_gain(self, points: float) -> float:
        """What `points` scored now add in income until the end, in points."""
        g, score = self.g, self.standing.score
        more = g.income(score + max(0, round(points))) - g.income(score)
        return more * max(0.0, self.turns_left - 1) * self.money_value() * 0.6

    def bond_cost(self) -> float:
        """What one more bond costs in points: a point at the end and the interest of the turns left."""
        return 1.0 + max(0.0, self.turns_left - 1) * self.money_value() * 1.1

    def bonds_for(self, cost: int, reserve: bool = True) -> int:
        """Bonds a payment of `cost` issues, keeping money for this turn's interest."""
        g, standing = self.g, self.standing
        short = cost - standing.money
        if reserve:
            short += max(0, standing.bonds - g.income(standing.score))
        return max(0, -(-short // g.rules.bond_amount))

    def cap(self) -> int:
        """The bonds the bot may hold after a payment."""
        return BOND_CAP

    def price(self, cost: int, worth: float) -> float | None:
        """`worth` less what paying `cost` costs (money and bonds), or None if it needs more bonds than allowed."""
        bonds = self.bonds_for(cost)
        total = self.standing.bonds + bonds
        if bonds and total > self.cap() + (1 if worth > 14 else 0):
            return None
        fewest = sum(0.5 * b.points for b in _barons(self) if b.goal == "fewest_bonds") if bonds else 0.0
        return worth - cost * self.money_value() - bonds * (max(0.0, self.bond_cost() - 5 * self.money_value()) + fewest)

    # -- the network ---------------------------------------------------------------------------------

    def potential(self, net: Net | None = None, engine: int | None = None,
                  takes: dict[str, frozenset[str]] | None = None, cubes: dict[str, list[str]] | None = None) -> float:
        """What the bot's deliveries are worth: with its network, engine, cities' colours and cubes as they are, or as given."""
        engine = engine or self.engine
        if net is None and takes is None and cubes is None and engine in self.base:
            return self.base[engine]
        values = nets.cube_values(self.g, net or self.net, engine, takes or self.takes, cubes, last=self.ending())
        found = nets.potential(values, WEIGHTS)
        if net is None and takes is None and cubes is None:
            self.base[engine] = found
        return found

    def ending(self) -> float:
        """Points an Empty City Marker is worth to the bot: the end nearer is good when it leads, bad behind."""
        if "ending" not in self.memo:
            scores = [s.score - s.bonds for s in self.g.state.players]
            mine = scores[self.me]
            rival = max(s for p, s in enumerate(scores) if p != self.me)
            self.memo["ending"] = 1.5 if mine >= rival + 10 else 0.5 if mine >= rival else -0.5
        return self.memo["ending"]

    def future(self) -> float:
        """How much a better network is worth: its deliveries repeat over the turns left."""
        return min(3.0, max(0.3, self.turns_left / 4))


def _barons(ctx: Ctx) -> list:
    from engine.rotw import cards

    return [b for b in (cards.baron_spec(ctx.g, c) for c in cards.barons_of(ctx.g, ctx.me)) if b is not None]


def turns_left(g: Rotw) -> float:
    """The turns the game may still last (the current one counted whole)."""
    state = g.state
    if state.last_turn is not None:
        return max(1.0, state.last_turn - state.turn + 1.0)
    needed = g.markers_needed() - state.markers_placed
    rate = max(0.45, state.markers_placed / max(1, state.turn - 1)) if state.turn > 3 else 0.6
    nearly = sum(1 for cubes in state.cubes.values() if len(cubes) == 1)
    rate = max(rate, min(2.0, nearly / 6))
    return max(1.0, min(30.0, needed / rate + 1))


def context(g: Rotw, me: int) -> Ctx:
    """The bot's economics for `me` in this position: its network, the turns and actions left."""
    state = g.state
    left = g.rules.action_rounds - state.round + 1 + state.extra_actions
    return Ctx(g, me, nets.network(g, me), nets.colours(g), turns_left(g), left)
