"""Money as players type it and read it, the same for every title, on Discord and in the console.

Typed: a whole number of dollars, with or without `$`, with or without thousands commas, or in thousands with `k`:
`3000`, `$3,000`, `3k`, `3K`, `$3k` and `3.5k` ($3,500) are all amounts; spaces inside are ignored (`3 000`), and
`$70.00` is $70. Anything else is refused in one sentence naming the forms (`FORMS`): `3.000` too, which may mean $3 or
$3,000. A negative amount, nothing ($0) and a fraction of a dollar are refused in one sentence of their own.
Railways of the World counts money in thousands (engine/rotw/data.py): its moves take the same dollars and refuse an
amount that is no whole number of thousands (engine/rotw/actions.py).

Read: `$1,000`, always with the thousands comma (`in_dollars`).
"""

from __future__ import annotations

import re
from fractions import Fraction

from engine.core.errors import IllegalAction

FORMS = "3000, $3,000 or 3k"  # what the help promises, and what a refusal repeats
LONGEST = 20  # characters of an amount ('$999,999,999,999,999'): a longer word is none
_AMOUNT = re.compile(r"^\$?(?P<whole>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?P<part>\d+))?(?P<k>k)?\$?$", re.IGNORECASE)
_NEGATIVE = re.compile(r"^\$?[-−–]\s*\$?\d")
_SPACES = re.compile(r"[\s\u00a0\u202f]+")


def in_dollars(amount: int) -> str:
    """An amount of dollars as players read it: '$1,000', '$65'."""
    return f"${amount:,}"


def forms(example: int) -> str:
    """The forms an amount like `example` is typed in, for an option's help: '3000, $3,000 or 3k'; '70 or $70'."""
    if example >= 1000 and example % 1000 == 0:
        return f"{example}, {in_dollars(example)} or {example // 1000}k"
    return f"{example} or {in_dollars(example)}"


def dollars(word: str) -> int:
    """The amount a player typed, in dollars (see the module's forms); IllegalAction, one sentence, if it is none."""
    typed = _SPACES.sub("", word)
    if len(typed) > LONGEST:
        raise IllegalAction(f"'{typed[:LONGEST]}…' is not an amount: type {FORMS}")
    if _NEGATIVE.match(typed):
        raise IllegalAction(f"{word.strip()} is a negative amount: an amount is at least $1")
    match = _AMOUNT.match(typed)
    if match is None or (match["part"] and not match["k"] and len(match["part"]) > 2):  # '3.000': a European $3,000?
        raise IllegalAction(f"'{word.strip()}' is not an amount: type {FORMS}")
    amount = Fraction(int(match["whole"].replace(",", "")))
    if match["part"]:
        amount += Fraction(int(match["part"]), 10 ** len(match["part"]))
    if match["k"]:
        amount *= 1000
    if amount.denominator != 1:
        raise IllegalAction(f"{word.strip()} is not a whole number of dollars: type {FORMS}")
    if amount < 1:
        raise IllegalAction(f"{word.strip()} is no money: an amount is at least $1")
    return int(amount)
