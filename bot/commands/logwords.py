"""The log in words: each move numbered as /game history numbers it (its place among the moves in force), and
said as the engine said it when it was accepted ("M&R's type 2 train runs Marston (J13) - Iron Gate (I10) for
$60."), not in notation. An undone move keeps the number it had, marked undone; the next move takes that number
again. Entries that are not moves (an undo, a vote, a pause, a seat handed over) carry no number. A move's headline
(`headline`, `shortened`: one short line) is what a direct message and a follower's digest show of it."""

from __future__ import annotations

from dataclasses import dataclass

from bot.commands.votes import KINDS
from bot.service import MOVE, UNDO, UNDO_VOTE, LoadedGame, automatic
from engine import action_from_data
from storage import LogEntry

LIFE_EVENTS = {"pause": "pauses the game", "resume": "resumes the game", "pause-vote": "asks to pause the game",
               "resume-vote": "asks to resume the game", "replace-vote": "asks to hand a seat over",
               "abandon-vote": "asks to abandon the game", "deadline": "changes the deadline",
               "deadline-vote": "asks to change the deadline", "deadline-missed": "missed the deadline"}
ENDED_VOTES = {"vote-refused": "refuses the vote to {}", "vote-expired": "'s vote to {} expired (24 hours)"}
WORDS_MAX = 400  # characters of one move's words in a log line (a long run is cut with "…")


@dataclass(frozen=True)
class LogLine:
    entry: LogEntry
    number: int | None  # the move's number (None: not a move)
    text: str


def said(messages: tuple[str, ...] | list[str]) -> str:
    """A move's public messages as one line, cut to WORDS_MAX."""
    text = " ".join(m.strip() for m in messages if m.strip())
    if len(text) <= WORDS_MAX:
        return text
    cut = text[: WORDS_MAX - 1]
    return (cut.rsplit(" ", 1)[0] if " " in cut else cut).rstrip(" ,;:") + " …"  # between words: never mid-amount


def spoken(name: str, words: str) -> str:
    """"Ann: Ann buys a share" reads "Ann buys a share"; words about a railroad keep the mover's name first."""
    return words if words.startswith(f"{name} ") else f"{name}: {words}"


def move_words(loaded: LoadedGame, number: int) -> str:
    """Move `number` (1-based, among the moves in force) in words: what the engine said when it was accepted."""
    outcome = loaded.game.history[number - 1]
    return said(outcome.messages) or outcome.action.public_text


def shortened(text: str, most: int = 100) -> str:
    """The text within `most` characters, cut between words and never inside a bracket ("Ottawa (AB…" reads
    "Ottawa …"), marked "…"."""
    if len(text) <= most:
        return text
    cut = text[: most - 1]
    cut = cut.rsplit(" ", 1)[0] if " " in cut else cut
    if cut.count("(") > cut.count(")"):  # a place's hex, an amount's detail: dropped whole
        cut = cut[: cut.rfind("(")]
    return cut.rstrip(" ,;:(") + " …"


def headline(messages: tuple[str, ...] | list[str], fallback: str) -> str:
    """What a move did, in one line, without its closing full stop: its first message that is not about bonds
    issued to pay for it (a Railways of the World build issues them first), else its notation's words."""
    lines = [m.strip() for m in messages if m.strip()]
    main = next((m for m in lines if " bond" not in m), lines[0] if lines else fallback)
    return main.rstrip(".")


def numbered_log(loaded: LoadedGame, entries: list[LogEntry]) -> list[LogLine]:
    """Every log entry, oldest first, numbered and said in words."""
    names = {s.user_id: s.display_name for s in loaded.seats}
    stack: list[int] = []  # the moves in force so far: their log lines' indexes
    number_of: dict[int, int] = {}  # a move entry's seq -> its number
    lines: list[LogLine] = []
    undone: set[int] = set()
    for entry in entries:
        name = names.get(entry.user_id, entry.user_id)
        if entry.kind == MOVE:
            stack.append(len(lines))
            number_of[entry.seq] = len(stack)
            lines.append(LogLine(entry, len(stack), ""))
            continue
        if entry.kind == UNDO:
            undone.add(stack.pop())
            drew = " and what it drew in secret, by everyone's consent" if entry.data.get("drew") else ""
            text = f"undo (takes back move {number_of.get(entry.data['undoes'], '?')}{drew})"
        elif entry.kind == UNDO_VOTE:
            text = f"asks to undo move {number_of.get(entry.data['undoes'], '?')}"
        elif entry.kind == "replace":
            seat_name = loaded.seats[int(entry.data["seat"])].display_name
            text = f"gives {seat_name}'s seat to {entry.data['new']} (was {entry.data['old']})"
        elif entry.kind in ENDED_VOTES:  # "Cid: refuses the vote to pause the game", "Ann's vote to … expired"
            kind = KINDS.get(str(entry.data.get("vote")))
            what = kind.what if kind is not None else str(entry.data.get("vote"))
            text = ENDED_VOTES[entry.kind].format(what)
            lines.append(LogLine(entry, None, f"{name}{text}" if text.startswith("'") else f"{name}: {text}"))
            continue
        else:
            text = LIFE_EVENTS.get(entry.kind, entry.kind)
        lines.append(LogLine(entry, None, f"{name}: {text}"))
    for index, line in enumerate(lines):
        if line.number is None:
            continue
        name = names.get(line.entry.user_id, line.entry.user_id)
        if index in undone:
            words = f"{action_from_data(line.entry.data['action']).public_text} (undone)"
        else:
            words = move_words(loaded, line.number)
        auto = line.entry.data.get("auto")
        made = f" ({automatic(auto)})" if isinstance(auto, dict) else ""
        lines[index] = LogLine(line.entry, line.number, f"{line.number}. {spoken(name, words)}{made}")
    return [line if line.number is not None else LogLine(line.entry, None, f"· {line.text}") for line in lines]
