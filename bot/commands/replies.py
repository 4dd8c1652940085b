"""What a front end hands to the command layer (`Invocation`) and gets back (`Reply`, with
`NextUp` for each player who must act now)."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from renderer import Picture


@dataclass(frozen=True)
class Invocation:
    user_id: str
    user_name: str
    channel_id: str
    guild_id: str = "local"
    is_admin: bool = False
    is_operator: bool = False  # the bot's operator (its owner on Discord): may fix a game's seed
    # A front that answers through Discord: the interaction, and the command as typed. A move made so owes its post
    # (written with the move), which the front then says it delivered; the console leaves both empty.
    interaction_id: str = ""
    command: str = ""


@dataclass(frozen=True)
class NextUp:
    user_id: str
    name: str
    prompt: str
    notify: str = "channel"  # where they want the ping: the game's channel or a direct message
    quick: tuple[str, ...] = ()  # the step's common moves (not tile lays), offered as buttons
    labels: tuple[str, ...] = ()  # the buttons' labels, one per quick move (none: each shows its move)
    # Called (mentioned, or sent a direct message): only when they became due to act with this reply, once a decision.
    # Not when they were already due before the move (others choosing at the same time), nor for the mover's own next
    # step (the reply to their move says what is next): then their name is shown in bold, unpinged.
    called: bool = True
    note: str = ""  # for them alone, in their direct-message call (why their plan stopped): never in the channel


@dataclass(frozen=True)
class Steps:
    """Where a replay stands (/replay, bot/commands/replay.py): its game, the move shown (0: the start), the moves in
    force, and the move each of its buttons shows (None: no step that way, at the start or the end)."""

    game_id: int
    at: int
    total: int
    back: int | None  # one move back
    forward: int | None  # one move on
    round_back: int | None  # the end of the round (Railways of the World: the turn) before
    round_forward: int | None  # the end of this round


@dataclass
class Reply:
    text: str
    ephemeral: bool = False  # a refusal: shown only to the person who typed
    next_up: list[NextUp] = field(default_factory=list)  # who must act now (to ping)
    game_over: bool = False
    files: list[tuple[str, bytes]] = field(default_factory=list)  # attachments: (file name, content)
    pictures: list[Picture] = field(default_factory=list)  # images to show inline (map, routes, status)
    # Pictures still to draw: a front end with a deadline (Discord) acknowledges first, then awaits this.
    painter: Callable[[], Awaitable[list[Picture]]] | None = None
    game_id: int | None = None  # the game this reply is about, when there is one
    move: int = 0  # how many moves are in force in that game
    position: int | None = None  # the game's log length this reply was made at (its buttons carry it)
    changed: bool = False  # the game moved on: mirror to spectators, restart the idle clock
    private: str = ""  # what only the person who typed may see (a move's secret details); never mirrored
    posted: bool = False  # a front end showed it in the channel (what fails after that is not posted again)
    confirm: str | None = None  # "Are you sure?": the move's text, made by a Confirm button (or the command with confirm:yes)
    mentions: tuple[str, ...] = ()  # users the text mentions to call them (beyond whoever acts next): only these are pinged
    direct: list[tuple[str, str]] = field(default_factory=list)  # (user id, text): direct messages that go with the reply
    owed: int | None = None  # the outbox row of the move this reply answers: the front marks it delivered and answered
    owed_more: tuple[int, ...] = ()  # further rows the reply's automatic moves owed (a post full, or taken): the same
    continued: bool = False  # automatic moves go on in the background: their posts follow this one (the front wakes
    #                          its deliverer once this one is delivered)
    rearmed: bool = False  # the game's reminder was set with the move, in its transaction (the layer leaves it)
    ping: bool | None = None  # mention and DM whoever acts next: when the turn passes (a move) or a reminder; a status
    #                           or a map names them without pinging. None: ping when the game changed
    deadline_at: float | None = None  # when the decision under way misses the game's deadline (shown with each ping)
    offers: tuple[tuple[str, str], ...] = ()  # buttons of the reply's own, (move, label): a deadline's stand-in
    vote: int | None = None  # a vote this reply opened (bot/commands/votes.py): its message carries the Yes/No buttons
    vote_edits: list[int] = field(default_factory=list)  # votes whose messages show a new tally or end (edited in place)
    board: bool = False  # the lobby opened or its seats changed: the game's live board shows it (a move's does anyway)
    replay: Steps | None = None  # a replay's place (/replay): its message carries the buttons that step it

    @property
    def pings(self) -> bool:
        return self.changed if self.ping is None else self.ping


SHOWN_MOST = 1500  # characters of automatic moves' words one post shows (one Discord message, with its pings)
LEFT_OUT = "… {} more lines of automatic moves (bot seats, standing orders, moves with no choice); /game log has them all."


def summarised(lines: list[str], most: int = SHOWN_MOST) -> list[str]:
    """Automatic moves' lines as one post shows them: all of them if they fit in `most` characters, else the first
    and the last of them with one line between saying how many are left out (the log keeps every move)."""
    if sum(len(line) + 1 for line in lines) <= most:
        return lines
    head: list[str] = []
    tail: list[str] = []
    room = most - len(LEFT_OUT) - 8
    for line in lines:  # the first three fifths: how the chain began
        if sum(len(kept) + 1 for kept in head) + len(line) + 1 > room * 3 // 5:
            break
        head.append(line)
    for line in reversed(lines[len(head):]):  # the rest: how it ended, where the game stands now
        if sum(len(kept) + 1 for kept in head + tail) + len(line) + 1 > room:
            break
        tail.insert(0, line)
    return [*head, LEFT_OUT.format(len(lines) - len(head) - len(tail)), *tail]


# a run's question, answered by the line after it when an order (or the bot) paid or kept the income at once
_ASKED = re.compile(r"^(?P<company>\S+) earns (?P<amount>\$[\d,]+): its president pays it out \(pay\) or keeps it "
                    r"\(withhold\)\.$")


def answered(lines: list[str]) -> list[str]:
    """The lines without a question the next line answers: "M&R earns $330: its president pays it out (pay) or keeps
    it (withhold)." followed by "M&R pays $33 a share: …" reads "M&R earns $330.", then the payout."""
    kept = list(lines)
    for at, line in enumerate(lines[:-1]):
        asked = _ASKED.match(line)
        if asked and lines[at + 1].startswith((f"{asked['company']} pays ", f"{asked['company']} keeps ")):
            kept[at] = f"{asked['company']} earns {asked['amount']}."
    return kept


def shown(text: str) -> str:
    """A post's words as the channel shows them: questions already answered left out (`answered`), long runs of
    lines summarised (`summarised`)."""
    return "\n".join(summarised(answered(text.splitlines())))


YES = ("yes", "y", "true", "on")  # how an option says yes (confirm:, bot:, every:, stop:), as the help promises


def said_yes(options: dict[str, str], name: str) -> bool:
    """Whether the option `name` says yes (yes, y, true or on, in any case); absent: no."""
    return options.get(name, "").strip().lower() in YES
