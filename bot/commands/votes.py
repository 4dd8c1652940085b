"""Votes on buttons (issue 48 §4): a command that needs others' agreement (an undo, a pause, a resume, a seat handed
over, an abandon) opens a vote whose message carries Yes and No buttons, edited in place with the tally.

`KINDS` is the registry: a vote kind's name → its record (the log entry of a yes, what settles it, whose yes it asks
for, the command a Yes press runs, its words). A yes is always its player's own command: a Yes press runs the command
the kind names, by that player, through the command layer, as if typed, so the same judge decides. A No press refuses
the vote (`answer`): a `vote-refused` log entry. A vote open for `VOTE_S` expires (`expire`, from the front end's
loop): a `vote-expired` log entry, and the asker told. Either one settles the vote: a later command starts afresh.

The yes votes are log entries (`undo-vote`, `pause-vote`, ...); the table votes (storage/votes.py) ties them to their
message and keeps when the vote expires and how it ended.

A new kind is one record in `KINDS` and, in its command's handler (holding the game's lock), one call to `ask`: it
returns None once every yes it needs is in (the handler then does the thing and calls `settled`), else the reply that
opens or counts the vote."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot import botseats
from bot.commands.replies import Invocation, Reply
from bot.service import (
    ABANDON_VOTE,
    DEADLINE,
    DEADLINE_VOTE,
    PAUSE,
    PAUSE_VOTE,
    REPLACE,
    REPLACE_VOTE,
    RESUME,
    RESUME_VOTE,
    UNDO_VOTE,
    VOTE_EXPIRED,
    VOTE_REFUSED,
    LoadedGame,
)
from engine import IllegalAction
from storage import ACTIVE_STATUSES, LogEntry
from storage.votes import VoteRecord

if TYPE_CHECKING:
    from bot.commands.base import CommandBase

VOTE_S = 24 * 3600.0  # a vote stays open this long
SETTLES = (VOTE_REFUSED, VOTE_EXPIRED)
ENDED = {"passed": "it was agreed", "refused": "it was refused", "expired": "it expired after 24 hours",
         "lapsed": "it no longer stood (the game moved on)"}  # the entries that end a vote of any kind (their data: {"vote": kind, ...})


def humans(loaded: LoadedGame, data: dict[str, object], asker: str) -> set[str]:
    """Every seated person (bots never vote)."""
    return {s.user_id for s in loaded.seats if not botseats.is_bot(s.user_id)}


def _others_than_the_seat(loaded: LoadedGame, data: dict[str, object], asker: str) -> set[str]:
    """A seat handed over: every seated person but the seat's own player (and the person the bot plays it for)."""
    old = str(data.get("old"))
    return humans(loaded, data, asker) - {old, botseats.holder_of(old)}


def _replace_options(data: dict[str, object]) -> dict[str, str]:
    old, new = str(data["old"]), str(data["new"])
    return {"seat": old, "bot": "yes"} if botseats.is_bot(new) else {"seat": old, "with": new}


@dataclass(frozen=True)
class VoteKind:
    entry: str  # the log entry kind of a yes
    resets: tuple[str, ...] | None  # the entry kinds that settle it (None: any other entry, as for an undo)
    voters: Callable[[LoadedGame, dict[str, object], str], set[str]]  # whose yes it asks for (given the asker's id)
    command: str  # the command a Yes press runs, as that player's own
    what: str  # what is asked, after "asks to": "pause the game"
    options: Callable[[dict[str, object]], dict[str, str]] = lambda data: {}  # that command's options, from the data
    alone: str = ""  # who may do it without a vote, for the words ("or the game's creator, or an admin")


KINDS: dict[str, VoteKind] = {
    "undo": VoteKind(UNDO_VOTE, None, humans, "game undo", "undo the last move", alone="its own player, or an admin"),
    "pause": VoteKind(PAUSE_VOTE, (PAUSE, RESUME), humans, "game pause", "pause the game",
                      alone="the game's creator, or an admin"),
    "resume": VoteKind(RESUME_VOTE, (PAUSE, RESUME), humans, "game resume", "resume the game",
                       alone="the game's creator, or an admin"),
    "replace": VoteKind(REPLACE_VOTE, (REPLACE,), _others_than_the_seat, "game replace", "hand a seat over",
                        _replace_options, alone="the seat's own player, or an admin"),
    "abandon": VoteKind(ABANDON_VOTE, (), humans, "game abandon", "abandon the game",
                        alone="the game's creator, or an admin"),
    "deadline": VoteKind(DEADLINE_VOTE, (DEADLINE,), humans, "deadline", "change the deadline",
                         lambda data: {"after": str(data["after"]), "then": str(data["then"])},
                         alone="the game's creator, or an admin"),
}


def _about(entry: LogEntry, data: dict[str, object]) -> bool:
    return all(entry.data.get(k) == v for k, v in data.items())


def _resets(name: str, entry: LogEntry, data: dict[str, object]) -> bool:
    """Does `entry` settle a vote of kind `name` about `data`?"""
    kind = KINDS[name]
    if entry.kind in SETTLES:
        return entry.data.get("vote") == name and _about(entry, data)
    return entry.kind != kind.entry if kind.resets is None else entry.kind in kind.resets


def yes_so_far(entries: list[LogEntry], name: str, data: dict[str, object]) -> set[str]:
    """Who said yes to the vote of kind `name` about `data` since it was last settled (done, refused, expired)."""
    yes: set[str] = set()
    for entry in entries:
        if entry.kind == KINDS[name].entry and _about(entry, data):
            yes.add(entry.user_id)
        elif _resets(name, entry, data):
            yes.clear()
    return yes


def stands(entries: list[LogEntry], vote: VoteRecord) -> bool:
    """Does the vote still stand: its first yes in the log, and nothing since that settled it?"""
    after = [e for e in entries if e.seq >= vote.opened_seq]
    return bool(after) and after[0].seq == vote.opened_seq and not any(
        _resets(vote.kind, e, vote.data) for e in after[1:])


def _yes_of(entries: list[LogEntry], vote: VoteRecord) -> list[str]:
    """Who said yes to this vote, in order."""
    said: list[str] = []
    for entry in entries:
        if entry.seq >= vote.opened_seq and entry.kind == KINDS[vote.kind].entry and _about(entry, vote.data) \
                and entry.user_id not in said:
            said.append(entry.user_id)
    return said


def _names(names: dict[str, str], users: list[str]) -> str:
    return ", ".join(names.get(u, u) for u in users) or "no one"


async def message_of(layer: CommandBase, vote_id: int) -> tuple[str, bool] | None:
    """The vote's message as it stands now: its words and tally (who said yes, who is still awaited) or how it ended,
    and whether it still takes answers (its buttons stay); None for a vote not known or never posted."""
    vote = await layer.store.vote(vote_id)
    if vote is None:
        return None
    if not vote.is_open:
        return f"{vote.ask}\n🗳️ {vote.outcome}", False
    names = {s.user_id: s.display_name for s in await layer.store.seats(vote.game_id)}
    yes = _yes_of(await layer.store.log(vote.game_id, after_seq=vote.opened_seq - 1), vote)
    awaited = [u for u in vote.needed if u not in yes]
    typed = f"/{KINDS[vote.kind].command}"
    return (f"{vote.ask}\n🗳️ Yes so far: {_names(names, yes)}. Still awaited: {_names(names, awaited)}. Press Yes or "
            f"No (or type {typed}); open until <t:{int(vote.expires_at)}:f>."), True


async def counted(layer: CommandBase, reply: Reply, loaded: LoadedGame, name: str, data: dict[str, object],
                  who: Invocation) -> None:
    """A yes of `who` was just logged: it opens the vote (the reply is its message, with the buttons; its words as the
    vote's) or counts in the one open (whose message is edited). A vote open no longer standing ends as lapsed."""
    store = layer.store
    game_id = loaded.record.id
    entries = await store.log(game_id)
    vote = await store.open_vote_of(game_id, name, data)
    if vote is not None and not stands(entries, vote):
        vote = None if await _lapsed(layer, reply, vote) else vote
    reply.game_id = game_id
    if vote is not None:
        reply.vote_edits.append(vote.id)
        return
    mine = [e for e in entries if e.kind == KINDS[name].entry and e.user_id == who.user_id and _about(e, data)]
    now = layer.reminders.clock()
    opened = await store.open_vote(game_id, kind=name, data=data, asker_id=who.user_id,
                                   needed=sorted(KINDS[name].voters(loaded, data, who.user_id)), ask=reply.text,
                                   opened_seq=mine[-1].seq, opened_at=now, expires_at=now + VOTE_S)
    reply.vote = opened.id


async def _lapsed(layer: CommandBase, reply: Reply, vote: VoteRecord) -> bool:
    ended = await layer.store.close_vote(vote.id, "lapsed", "No longer open: the game moved on since it was asked.")
    reply.vote_edits.append(vote.id)
    return ended


async def settled(layer: CommandBase, reply: Reply, game_id: int, name: str, data: dict[str, object] | None = None) -> None:
    """The thing a vote of kind `name` asked for was done (by the last yes, or by someone who may do it alone): its
    open vote (about `data`; None: whichever is open) ends as agreed; any other open vote of the game that no longer
    stands ends as lapsed."""
    store = layer.store
    done = reply.text.splitlines()[0] if reply.text else "done."
    running = (await store.get_game(game_id)).status == "running"
    entries = await store.log(game_id)
    for vote in await store.open_votes(game_id):
        if vote.kind == name and (data is None or vote.data == data):
            if await store.close_vote(vote.id, "passed", f"Agreed: {done}"):
                reply.vote_edits.append(vote.id)
        elif not running or not stands(entries, vote):
            await _lapsed(layer, reply, vote)


async def ask(layer: CommandBase, who: Invocation, loaded: LoadedGame, name: str, data: dict[str, object]) -> Reply | None:
    """`who` asks for (or says yes to) a vote of kind `name` about `data`, by a handler holding the game's lock. None:
    every yes it needs is in (the handler does the thing, then calls `settled`); else the reply that opens the vote
    (its message, with Yes and No buttons) or counts `who`'s yes in the one open."""
    kind = KINDS[name]
    entries = await layer.store.log(loaded.record.id)
    needed = kind.voters(loaded, data, who.user_id)
    if who.user_id not in needed:
        raise IllegalAction(f"only the game's players can ask to {kind.what}")
    earlier = yes_so_far(entries, name, data)
    if needed <= earlier | {who.user_id}:
        return None
    if who.user_id in earlier:
        raise IllegalAction(f"you have already asked to {kind.what}; waiting for the other players")
    await layer.games.append(loaded, kind.entry, who.user_id, data)
    names = {s.user_id: s.display_name for s in loaded.seats}
    waiting = ", ".join(names[u] for u in sorted(needed - earlier - {who.user_id}))
    alone = f" (or {kind.alone})" if kind.alone else ""
    reply = Reply(f"{who.user_name} asks to {kind.what}; it needs a yes (/{kind.command}) from: {waiting}{alone}.",
                  game_id=loaded.record.id)
    await counted(layer, reply, loaded, name, data, who)
    return reply


async def answer(layer: CommandBase, who: Invocation, vote_id: int, *, yes: bool) -> Reply:
    """A press of a vote's Yes (the vote kind's command, run as `who`'s own) or No (the vote refused); anyone whose yes
    the vote does not ask for is refused in one sentence, and so is a press on a vote that has ended."""
    edits: list[int] = []
    try:
        vote = await layer.store.vote(vote_id)
        if vote is None:
            raise IllegalAction("that vote is not known here")
        edits.append(vote.id)  # edited again only if it turns out to have ended
        if not vote.is_open:
            raise IllegalAction(f"that vote has ended: {ENDED[vote.state]}")
        record = await layer.store.get_game(vote.game_id)
        if record.status not in ACTIVE_STATUSES:
            await layer.store.close_vote(vote.id, "lapsed", "No longer open: the game has ended.")
            raise IllegalAction("that vote's game is no longer running")
        if who.user_id not in vote.needed:
            edits.clear()  # the vote stands as its message shows it
            raise IllegalAction("only the players whose yes this vote asks for can answer it")
        if vote.expires_at <= layer.reminders.clock():
            await expire(layer, vote)  # its time is up: the front end's loop tells the asker
            raise IllegalAction("that vote has ended: it expired after 24 hours; asking again starts a new one")
        if not stands(await layer.store.log(record.id), vote):
            await _lapsed(layer, Reply(""), vote)
            raise IllegalAction("that vote no longer stands (the game moved on since it was asked); ask again if you "
                                "still want it")
        if yes:
            return await layer.handle(who, KINDS[vote.kind].command, KINDS[vote.kind].options(vote.data))  # type: ignore[attr-defined]
        return await _refuse(layer, who, vote, edits)
    except IllegalAction as refusal:
        return Reply(str(refusal), ephemeral=True, vote_edits=edits)


async def _refuse(layer: CommandBase, who: Invocation, vote: VoteRecord, edits: list[int]) -> Reply:
    """A No: the vote ends refused (a log entry), if it still stands once the game's lock is held."""
    record = await layer.store.get_game(vote.game_id)
    async with layer.store.lock(record.id):
        loaded = await layer.games.load(record)
        if not stands(await layer.store.log(record.id), vote):
            raise IllegalAction("that vote no longer stands (the game moved on since it was asked)")
        await layer.games.append(loaded, VOTE_REFUSED, who.user_id, {"vote": vote.kind, **vote.data})
        if not await layer.store.close_vote(vote.id, "refused", f"Refused by {who.user_name}."):
            raise IllegalAction("that vote has just ended")
    return Reply(f"You refused it: the vote to {KINDS[vote.kind].what} is over.", ephemeral=True, vote_edits=edits)


async def expire(layer: CommandBase, vote: VoteRecord) -> bool:
    """An open vote whose time is up ends as expired (a `vote-expired` log entry, the asker to be told once their
    quiet hours allow), or as lapsed if it no longer stood; True if it ended here."""
    store = layer.store
    record = await store.get_game(vote.game_id)
    async with store.lock(record.id):
        current = await store.vote(vote.id)
        if current is None or not current.is_open:
            return False
        entries = await store.log(record.id)
        expired = [e for e in entries if e.seq > vote.opened_seq and e.kind == VOTE_EXPIRED and
                   e.data.get("vote") == vote.kind and _about(e, vote.data)]  # written by a process that died after
        if record.status != "running" or not (stands(entries, vote) or expired):
            return await store.close_vote(vote.id, "lapsed", "No longer open: the game moved on since it was asked.")
        if not expired:
            await layer.games.append(await layer.games.load(record), VOTE_EXPIRED, vote.asker_id,
                                     {"vote": vote.kind, **vote.data})
        names = {s.user_id: s.display_name for s in await store.seats(record.id)}
        awaited = [u for u in vote.needed if u not in _yes_of(entries, vote)]
        tell = await layer.quiet_until(vote.asker_id) or layer.reminders.clock()
        return await store.close_vote(vote.id, "expired", f"Expired: no yes from {_names(names, awaited)} within 24 "
                                                          f"hours; asking again starts a new vote.", tell_at=tell)


async def telling(layer: CommandBase, vote: VoteRecord) -> tuple[str, str] | None:
    """(asker, words) of the direct message telling an asker their vote expired, once, when their quiet hours allow
    (None: not now, or another task or process tells it)."""
    until = await layer.quiet_until(vote.asker_id)
    if until is not None:
        await layer.store.vote_told(vote, until)
        return None
    if not await layer.store.vote_told(vote):
        return None
    record = await layer.store.get_game(vote.game_id)
    where = f"<#{record.channel_id}>" if record.channel_id.isdigit() else f"#{record.channel_id}"
    return vote.asker_id, (f"Your vote to {KINDS[vote.kind].what} in {where} expired after 24 hours: "
                           f"{vote.outcome.removeprefix('Expired: ')}")
