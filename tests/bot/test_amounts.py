"""Amounts typed as a phone keyboard types them (issue 34 §4): one reader, engine.core.money, behind every option that
takes money, for the console and Discord alike (both build moves with bot.commandtable's builders). 3000, 3,000,
$3,000, 3k, 3K, $3k and 3.5k are amounts; anything else, a negative amount and nothing are refused in one sentence.
Railways of the World counts money in whole thousands: its bid takes the same dollars and refuses $3,500."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.commands.quick import button_label, label_of
from bot.commandtable import COMMANDS, MOVE_BUILDERS
from bot.console import Console
from engine import IllegalAction, parse_action
from engine.core.money import FORMS, dollars
from storage import Store

FORMS_OF = {
    3000: ["3000", "3,000", "$3,000", "$3000", "3k", "3K", "$3k", "$3K", "3.0k", "3 000", " $3,000 ", "3000$"],
    3500: ["3500", "3,500", "$3,500", "3.5k", "$3.5K"],
    70: ["70", "$70", "0.07k", "$70.00", "70.0"],
    1_250_000: ["1250000", "$1,250,000", "1250k", "1,250k"],
}
# Each option taking money, with the other options of a move using it: every form of 3000 builds the same move.
MONEY_OPTIONS = {
    ("bid", "amount"): {"company": "HOTEL"},
    ("buy-company", "price"): {"company": "HOTEL"},
    ("sell-company", "price"): {"company": "HOTEL", "to": "Bob"},
    ("buy-train", "price"): {"type": "3", "from": "BR&N"},
    ("par", "price"): {"railroad": "PS&W"},
}
REFUSED = {
    "abc": f"'abc' is not an amount: type {FORMS}.",
    "3,00": f"'3,00' is not an amount: type {FORMS}.",
    "three": f"'three' is not an amount: type {FORMS}.",
    "-3000": "-3000 is a negative amount: an amount is at least $1.",
    "-$3,000": "-$3,000 is a negative amount: an amount is at least $1.",
    "$-3k": "$-3k is a negative amount: an amount is at least $1.",
    "−5": "−5 is a negative amount: an amount is at least $1.",
    "0": "0 is no money: an amount is at least $1.",
    "$0k": "$0k is no money: an amount is at least $1.",
    "3.0005k": f"3.0005k is not a whole number of dollars: type {FORMS}.",
    "70.5": f"70.5 is not a whole number of dollars: type {FORMS}.",
    "3.000": f"'3.000' is not an amount: type {FORMS}.",  # $3, or a European $3,000?
    "1,5k": f"'1,5k' is not an amount: type {FORMS}.",
    "9" * 5000: f"'{'9' * 20}…' is not an amount: type {FORMS}.",  # not a crash of int()
}


def refusal(call: object) -> str:
    with pytest.raises(IllegalAction) as refused:
        call()  # type: ignore[operator]
    return str(refused.value)


def test_every_form_is_the_same_dollars() -> None:
    for amount, forms in FORMS_OF.items():
        assert {dollars(form) for form in forms} == {amount}, forms


def test_a_non_amount_a_negative_amount_and_nothing_are_refused_in_one_sentence() -> None:
    for typed, said in REFUSED.items():
        assert refusal(lambda typed=typed: dollars(typed)) == said
        assert said.count(". ") == 0 and said.endswith(".")  # one sentence


def test_every_option_taking_money_builds_the_same_move_from_every_form() -> None:
    declared = {(c.name, o.name) for c in COMMANDS for o in c.options if o.money}
    assert declared == set(MONEY_OPTIONS)
    for (command, option), others in MONEY_OPTIONS.items():
        built = {MOVE_BUILDERS[command]({**others, option: form}) for form in FORMS_OF[3000]}
        assert len(built) == 1, (command, built)
        assert "$3,000" in built.pop().shown
        for typed, said in REFUSED.items():
            assert refusal(lambda c=command, o=option, t=typed, rest=others: MOVE_BUILDERS[c]({**rest, o: t})) == said


def test_railways_of_the_world_bids_whole_thousands_of_dollars() -> None:
    bid = MOVE_BUILDERS["bid"]
    assert {bid({"amount": form}) for form in FORMS_OF[3000]} == {parse_action("bid 3000")}
    assert parse_action("bid 3000").amount == 3  # type: ignore[union-attr]  # kept in thousands, as the rulebook counts
    assert refusal(lambda: bid({"amount": "3.5k"})) == ("Money comes in whole thousands in Railways of the World, and $3,500 "
                                                       "is not: for $4,000 type 4000, $4,000 or 4k.")
    assert refusal(lambda: bid({"amount": "3"})) == ("Money comes in whole thousands in Railways of the World, and $3 is "
                                                    "not: for $3,000 type 3000, $3,000 or 3k.")
    assert refusal(lambda: bid({"amount": "abc"})) == f"'abc' is not an amount: type {FORMS}."
    assert refusal(lambda: bid({"amount": "-2k"})) == "-2k is a negative amount: an amount is at least $1."


def test_a_refusal_shows_amounts_with_their_thousands_comma() -> None:
    """Every refusal is one IllegalAction sentence: its amounts read "$1,642" wherever the rules wrote them."""
    assert str(IllegalAction("CONRAIL has $1642, and 3 Bonds cost $300")) == "CONRAIL has $1,642, and 3 Bonds cost $300."
    assert str(IllegalAction("a bid of $12000000 is too much")) == "A bid of $12,000,000 is too much."
    assert str(IllegalAction("'$1234.5' is not whole")) == "'$1234.5' is not whole."  # what was typed, quoted as typed


def test_a_move_with_an_amount_is_shown_in_dollars_and_reads_back() -> None:
    for text, label in [("bid C&A 145", "Bid C&A $145"), ("bid 1000", "Bid $1,000"), ("bid 12000", "Bid $12,000"),
                        ("buy-company HOTEL 60", "Buy-company HOTEL $60"), ("sell-company HOTEL 1500 to Bob",
                                                                             "Sell-company HOTEL $1,500 to Bob"),
                        ("buy 6H from NYC 1100", "Buy 6H from NYC $1,100"), ("par PS&W 70", "Par PS&W $70"),
                        ("buy 3", "Buy 3"), ("pass", "Pass")]:
        move = parse_action(text)
        assert button_label(move) == label_of(text) == label
        assert parse_action(move.shown) == move  # what a button shows is a move one may type


async def test_the_console_takes_every_form(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "g.sqlite3")
    try:
        console = Console(store, "local", out=io.StringIO())
        for line in ("Ann: /game new title:18EZ-L2 seed:2", "Bob: /game join", "Ann: /game start"):
            reply = await console.run_line(line, echo=False)
            assert reply is not None and not reply.ephemeral, line
        first = reply.next_up[0].name
        for form in ("50", "$50", "0.05k", "$0.05K"):
            made = await console.run_line(f"{first}: /par railroad:PS&W price:{form}", echo=False)
            assert made is not None and not made.ephemeral and "starts PS&W at par $50" in made.text, form
            undone = await console.run_line(f"{first}: /game undo", echo=False)
            assert undone is not None and not undone.ephemeral, undone.text
        refused = await console.run_line(f"{first}: /par railroad:PS&W price:fifty", echo=False)
        assert refused is not None and refused.ephemeral and refused.text == f"'fifty' is not an amount: type {FORMS}."
    finally:
        await store.close()
