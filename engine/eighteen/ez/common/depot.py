"""The bank's trains, sold strictly in order, and the phases their sales start."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.errors import IllegalAction
from engine.eighteen.shared.gamedata import PhaseSpec, RulesSpec

UNLIMITED = 1_000_000  # a train type the bank never runs out of (18EZ Level 3's type 8)


@dataclass
class Depot:
    left: dict[str, int]  # train type -> copies the bank still has, in selling order
    phase_index: int = 0

    @classmethod
    def initial(cls, rules: RulesSpec, players: int) -> Depot:
        """The bank's trains at the start: each type's copies from the rules (one per player, or unlimited where they say so)."""
        return cls({t.type: players if t.count == "players" else UNLIMITED if t.count == "unlimited" else t.count for t in rules.trains})

    def next_type(self) -> str | None:
        """The only type the bank sells now: the first with copies left."""
        for train_type, count in self.left.items():
            if count > 0:
                return train_type
        return None

    def for_sale(self, wanted: str | None, title: str) -> str:
        """The type a purchase from the bank buys (`wanted`, or the type on sale), or IllegalAction: the bank has none
        left, the title has no such type, or it is not the type on sale (trains are sold in order)."""
        next_type = self.next_type()
        if next_type is None:
            raise IllegalAction("the bank has no trains left")
        wanted = wanted or next_type
        if wanted not in self.left:
            raise IllegalAction(f"there are no type {wanted} trains in {title}")
        if wanted != next_type:
            raise IllegalAction(f"trains are sold in order: the bank sells type {next_type} trains now, not type {wanted}")
        return wanted

    def phase(self, rules: RulesSpec) -> PhaseSpec:
        """The phase the game is in."""
        return rules.phases[self.phase_index]

    def sell(self, rules: RulesSpec, train_type: str) -> PhaseSpec | None:
        """Take one train from the bank; return the new phase if this sale starts one."""
        self.left[train_type] -= 1
        for index, phase in enumerate(rules.phases):
            if phase.on_train == train_type and index > self.phase_index:
                self.phase_index = index
                return phase
        return None
