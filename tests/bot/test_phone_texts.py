"""What a phone shows of a ping and a catch-up (issue 45 §8): what each move did (not the bonds issued to pay for
it), joined without ".;" or "..", long moves cut between words and never inside a hex's brackets, and a prompt that
names its player once."""

from __future__ import annotations

from bot.commands import NextUp, Reply
from bot.commands.logwords import headline, shortened
from bot.discordbot.messages import message_parts, unnamed


def test_a_moves_headline_is_what_it_did_not_the_bonds_it_issued() -> None:
    built = ("Brunel issues 1 bond ($5,000) to pay for the track.", "Brunel builds Ottawa (AB12) - Kingston (AC13).")
    assert headline(built, "build") == "Brunel builds Ottawa (AB12) - Kingston (AC13)"
    assert headline((), "pass") == "pass"


def test_a_long_move_is_cut_between_words_never_inside_a_hexs_brackets() -> None:
    text = "Ann builds Toronto (AA10) - Ottawa (AB12) - Montreal (AC14) - Quebec (AD15) and completes a link to"
    cut = shortened(text, 50)
    assert len(cut) <= 50 and cut.endswith(" …") and cut.count("(") == cut.count(")"), cut
    assert not cut.rstrip(" …").endswith(("(", "AB")), cut


def test_a_ping_line_names_its_player_once() -> None:
    up = NextUp("1", "Bob", "Bob: bid for first player (/bid amount:…) or /pass", called=False)  # named in bold
    assert unnamed(up) == "bid for first player (/bid amount:…) or /pass"
    line = message_parts(Reply("Ann passes.", changed=True, next_up=[up]))["content"].splitlines()[-1]
    assert line == "➡️ **Bob**: bid for first player (/bid amount:…) or /pass", line
