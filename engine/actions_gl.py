"""18GL's own moves (the shared ones — lay, station, run, pay, half, withhold, buy, par, buy-share,
sell, bid, buy-company, pass — are in actions.py and actions_ez3.py).

    repay 1                the operating corporation pays back one of its $500 loans (4.6.9)
    power ALCO 4H          use a private company's special power for the operating corporation (4.3);
                           the target is a city (Terminal, Port), a train (ALCO) or a ferry (Ferry)
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.action_base import CommandSpec, Opt, _Action
from engine.errors import IllegalAction


class RepayLoan(_Action):
    kind: Literal["repay"] = "repay"
    count: int = Field(ge=1, le=2)

    commands = (CommandSpec("repay", "The operating corporation pays back loans, $500 each",
                            (Opt("loans", "How many: 1 or 2", True),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "repay", {"loans": str(self.count)}

    @property
    def text(self) -> str:
        return f"repay {self.count}"


class UsePower(_Action):
    kind: Literal["power"] = "power"
    company: str
    target: str | None = None

    commands = (CommandSpec("power", "Use a private company's special power for the operating corporation",
                            (Opt("company", "Private company, e.g. ALCO, FERRY, TERMINAL", True),
                             Opt("target", "A city hex (Terminal, Port), a train (ALCO) or a ferry (Ferry)"))),)

    @property
    def text(self) -> str:
        return " ".join(["power", self.company, *([self.target] if self.target else [])])


def gl_move(verb: str, args: list[str]) -> _Action | None:
    """18GL's own moves; None if `verb` is not one of them."""
    if verb == "repay":
        if len(args) != 1 or args[0] not in ("1", "2"):
            raise IllegalAction("a repayment is written 'repay 1' or 'repay 2' (loans of $500 each)")
        return RepayLoan(count=int(args[0]))
    if verb == "power":
        if len(args) not in (1, 2):
            raise IllegalAction("a power is written 'power COMPANY' or 'power COMPANY TARGET', e.g. 'power ALCO 4H'")
        return UsePower(company=args[0].upper(), target=args[1].upper() if len(args) == 2 else None)
    return None
