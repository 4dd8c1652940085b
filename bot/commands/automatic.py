"""Automatic moves (issues 35, 36, 43): a bot seat's, a move with no choice in it, a standing order's. Each is made by
the one writer path (GameService.play), judged like a typed move at the position it was chosen at, and saved with its
post in the outbox in its own transaction (its words added to the post a move before it still owes, or a post of its
own), so every saved automatic move is owed to its channel until posted, whatever stops the process.

What a game owes in automatic moves is saved with every move too (`automation_after`, table automation): a chain
that stops before its end (a kill, a stop, a database fault, a process that lost the game) leaves its row due, and
any process finishes it once the row falls due (bot/automation.py's loop, `automate_soon`). A chain made for an answer
stops at the answer's deadline and goes on at once in the background of the same process; nothing bounds how long
the background goes on, only how much one post holds."""

from __future__ import annotations

import asyncio
import functools
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from pydantic import ValidationError

from bot import botseats, pictures, workers
from bot.commands.base import CommandBase, log
from bot.commands.replies import Invocation
from bot.service import LoadedGame, Stale, automatic, tagged
from engine import IllegalAction
from engine.core.action_base import Pass
from engine.core.game import Game, Outcome
from engine.orders import Order, describe, disturbed, review, share_deal
from engine.players import bot_move
from storage import Automate, Extend, GameRecord, OrderRecord, Owing, SequenceConflict, StorageError

# How long a saved move's post waits for its answer to say it was posted before any live process posts it (a process
# killed between saving a move and answering it; a slow answer draws its pictures well within this).
OWED_GRACE_S = 90.0
CHAIN_SECONDS = 1.5  # automatic moves made before the answer; the rest are made right after it, in the background
CHAIN_MOST = 400  # automatic moves made in one go at most (the background then goes on in another)
LEASE_S = 5.0  # a chain's next move is owed this soon: a process that made none for this long is replaced by another
BATCH_S = 1.0  # a background post is posted once no move was added to it for this long...
BATCH_MOST_S = 5.0  # ...or this long after its first move
POST_MOST = 60_000  # characters a background post keeps (it is shown summarised: bot/commands/replies.py)
BOT_WAITS_AFTER_UNDO_S = 120.0  # a bot due after an undo moves this much later (its own move would come straight back)
FAULT_WAITS = (0.5, 1.0, 2.0, 4.0, 8.0)  # a chain the database stopped tries again after these (then its row does)


@dataclass
class Chain:
    """The automatic moves one move (or a new order, a start, a seat handed over, a row fallen due) set off."""

    loaded: LoadedGame | None = None
    outcomes: list[Outcome] = field(default_factory=list)
    seen: list[object] = field(default_factory=list)  # what the pictures showed before each (bot.pictures.seen)
    lines: list[str] = field(default_factory=list)  # what each said, with what made it
    notices: list[tuple[str, str]] = field(default_factory=list)  # (user, text): orders that ended, and why
    stopped: set[str] = field(default_factory=set)  # the users whose plan stopped (their notice: in their call, once)
    owed: int | None = None  # the outbox row the next move's words go to while it is open
    rows: list[int] = field(default_factory=list)  # every outbox row the chain's moves' words went to
    cut: bool = False  # stopped at the deadline (or at CHAIN_MOST) with more to make: the background goes on
    idle: bool = False  # stopped because nothing automatic is due
    broken: bool = False  # stopped by a fault: what it owes stays owed (table automation), tried again later
    faulted: bool = False  # the fault was the database's (the background tries again within seconds)
    rounds: QuietRounds = field(default_factory=lambda: QuietRounds())  # rounds that went by with passes alone


QUIET_ROUNDS = 2  # whole rounds in a row of passes alone, on standing orders, before the orders stop


@dataclass
class QuietRounds:
    """The rounds a chain saw go by from their start in which every move was a pass (nothing bought, floated or
    laid): standing orders that alone keep a game going round for ever (two players passing every share round of a
    game that floated nothing) stop after QUIET_ROUNDS such rounds in a row, and their owners decide."""

    round: str | None = None  # the round under way
    whole: bool = False  # the chain saw it begin
    quiet: bool = True  # every move in it so far was a pass
    streak: int = 0  # quiet whole rounds in a row, just before it
    names: list[str] = field(default_factory=list)  # their names
    orders: set[int] = field(default_factory=set)  # the standing orders that made moves in them

    def after(self, game: Game, outcome: Outcome, order: int | None) -> str | None:
        """Note a move made; why the orders stop (None: they go on)."""
        if order is not None:
            self.orders.add(order)
        self.quiet = self.quiet and isinstance(outcome.action, Pass)
        now = game.situation(0).round
        if self.round is None:
            self.round = now
        if now == self.round:
            return None
        if self.whole and self.quiet:
            self.streak, self.names = self.streak + 1, [*self.names, self.round]
        else:
            self.streak, self.names, self.orders = 0, [], set()
        self.round, self.whole, self.quiet = now, True, True
        if self.streak < QUIET_ROUNDS or not self.orders:
            return None
        return (f"{' and '.join(self.names[-QUIET_ROUNDS:])} went by on standing orders and passes alone, and nothing "
                f"changed: the game needs a person to decide")


class AutomaticMoves(CommandBase):
    order_seconds: float | None = CHAIN_SECONDS  # None: no deadline (the console)
    automatic: bool = True  # False: no automatic moves at all
    bots_only: bool = False  # True: the bot seats' moves only (tests/example_script.py reads scripts so)
    on_owed: Callable[[float], None] | None = None  # a post falls due at this time: the front's deliverer wakes for it
    # automatic moves are owed from this time with no chain under way to make them (an undo's wait, a chain stopped by
    # a fault): the loop that finishes chains (bot/automation.py) looks then
    on_automation: Callable[[float], None] | None = None
    # direct messages a background chain leaves (an order ended, and why): the front sends them
    tell: Callable[[list[tuple[str, str]]], Awaitable[None]] | None = None
    _chains: dict[int, asyncio.Task[None]]  # the background chains of this process, by game
    _again: set[int]  # games whose background chain should look once more when it ends

    # -- what a game owes -----------------------------------------------------------------------------------------

    def automation_after(self, loaded: LoadedGame, wait_s: float = LEASE_S) -> Automate:
        """What the game owes in automatic moves as it stands (just after a move): a bot seat or a move with no choice
        due (owed within `wait_s`), a standing order that may act (owed if the game has orders), or nothing."""
        game = loaded.game
        if not self.automatic or game.over or loaded.paused or loaded.record.status != "running":
            return Automate(None)
        due_at = self.reminders.clock() + wait_s
        acting = game.acting_players()
        if any(botseats.is_bot(loaded.user_of(p).user_id) for p in acting):
            return Automate(due_at, wait_s)
        if self.bots_only:
            return Automate(None)
        if any(game.forced_move(p) is not None for p in acting):
            return Automate(due_at, wait_s)
        return Automate(due_at, wait_s, only_with_orders=True)

    def automation_after_undo(self, loaded: LoadedGame) -> Automate:
        """After an undo the bot waits, so that the group may take back more (its own move would come straight back)."""
        return self.automation_after(loaded, BOT_WAITS_AFTER_UNDO_S)

    async def automatic_due(self, loaded: LoadedGame) -> bool:
        """Is an automatic move due in the game now (a bot seat, a move with no choice in it, an order that acts)?"""
        game = loaded.game
        if self.automation_after(loaded).due_at is None:
            return False
        if any(botseats.is_bot(loaded.user_of(p).user_id) for p in game.acting_players()):
            return True
        rows = [] if self.bots_only else await self._live_orders(loaded)
        return review(game, [(row.id, player, order) for row, player, order in rows]).action is not None

    def owing_of(self, who: Invocation, record: GameRecord) -> Owing | None:
        """The post a command made through Discord owes its channel, written with the first move it makes (the
        console owes none)."""
        if not who.interaction_id:
            return None
        now = self.reminders.clock()
        return Owing(record.channel_id, who.command, "", now + OWED_GRACE_S, who.interaction_id, now)

    # -- making them ----------------------------------------------------------------------------------------------

    async def follow_orders(self, record: GameRecord, loaded: LoadedGame, *, moved: Outcome | None = None,
                            owed: int | None = None, owing: Owing | None = None, background: bool = False) -> Chain:
        """Make the automatic moves due now, one at a time through the writer path, until none is due. `moved`: the
        move just made, which may end other players' share-round orders; `owed`: its outbox row, which the automatic
        moves' words extend; `owing`: the post the first automatic move owes when no move came before it (an order
        just set, a game started, a seat handed over; None from the console, which owes no posts). For an answer
        (not `background`) the chain stops at the answer's deadline and goes on at once in the background; in the
        background, each post gathers what is made within BATCH_S and is posted by the front's deliverer."""
        chain = Chain(loaded, owed=owed, rows=[owed] if owed is not None else [])
        if not self.automatic:
            chain.idle = True
            return chain
        try:
            await self._follow(record, loaded, chain, moved, owing, background)
        except (StorageError, SequenceConflict) as fault:  # what was made stands; the rest stays owed
            log.warning("the automatic moves of game %s stopped: %s", record.id, fault)
            chain.broken = chain.faulted = True
        except Exception:
            log.exception("the automatic moves of game %s stopped", record.id)
            chain.broken = True
        if (chain.cut or chain.faulted) and not background:  # the background goes on (after a fault, once it passes)
            self.automate_soon(record.id)
        if chain.broken:  # the row left owed is taken again once it falls due (pushed on by the last move made)
            self.wake_automation(self.reminders.clock() + LEASE_S)
        return chain

    def wake_automation(self, due_at: float) -> None:
        if self.on_automation is not None:
            self.on_automation(due_at)

    async def _follow(self, record: GameRecord, loaded: LoadedGame, chain: Chain, moved: Outcome | None,
                      owing: Owing | None, background: bool) -> None:
        if moved is not None:
            await self._disturb(loaded, moved, chain)
        deadline = None if self.order_seconds is None or background else time.monotonic() + self.order_seconds
        tracked = background or owing is not None or chain.owed is not None  # a front that delivers posts
        while True:
            if loaded.paused or record.status != "running":
                chain.idle = True
                return
            if len(chain.outcomes) >= CHAIN_MOST and (background or self.order_seconds is not None):
                chain.cut = True  # goes on in another go (the console, with no deadline, goes on in this one)
                return
            game = loaded.game
            rows = [] if self.bots_only else await self._live_orders(loaded)
            found = review(game, [(row.id, player, order) for row, player, order in rows])
            if self.bots_only:
                found.action = found.player = None  # no move with no choice in it either
            by_id = {row.id: (row, order) for row, _p, order in rows}
            for oid, order in found.bound:
                await self.store.update_order(oid, order.model_dump(mode="json"))
            for oid, why in found.ended:  # one whose time ran out as it was set ends without a word
                await self._end(by_id[oid][0], by_id[oid][1], why, chain, record, tell=oid not in found.lapsed)
            for oid, why in found.stopped:  # a plan stops, kept: its owner decides (told what changed, once)
                await self._stop_plan(by_id[oid][0], by_id[oid][1], why, chain, record)
            bots = [p for p in game.acting_players() if botseats.is_bot(loaded.user_of(p).user_id)]
            if (found.action is None or found.player is None) and not bots:
                chain.idle = True
                if rows:  # an order that might have acted left the game owing: it owes nothing after all
                    await self._settle(record.id)
                return
            if deadline is not None and time.monotonic() >= deadline:
                chain.cut = True
                return
            position = loaded.log_length
            auto: dict[str, object]
            if bots and (found.player is None or found.player in bots or found.order is not None):
                view = game.snapshot()  # the bot decides off the event loop, from its seat's view of a copy
                found.player, found.order, found.done = bots[0], None, None
                try:
                    found.action = await workers.for_answer(functools.partial(bot_move, view, bots[0]))
                except Exception:  # the moves made before stand; the row owed brings the bot back later
                    log.exception("game %s: the bot could not choose a move for seat %s", record.id, bots[0])
                    chain.broken = True
                    return
                auto = {"bot": True}
            else:
                auto = {"id": found.order} if found.order else {}  # the order's words stay its owner's
                if found.order is not None and by_id[found.order][1].plan is not None:
                    auto["plan"] = True
            assert found.player is not None and found.action is not None
            now = self.reminders.clock()
            fallback = extend = None
            if tracked:  # the post this move's words open if the one before is closed (or none came before)
                fallback = owing if owing is not None and chain.owed is None else Owing(
                    record.channel_id, "auto", "", now + (BATCH_S if background else OWED_GRACE_S), None, now, waited=False)
            if chain.owed is not None:  # in the background, a post waits for more moves: a few seconds' in one post
                extend = Extend(chain.owed, "", POST_MOST, now + BATCH_S, BATCH_MOST_S) if background else Extend(chain.owed, "")
            try:
                loaded, outcome = await self.games.play(
                    record, loaded.user_of(found.player).user_id, found.action, position, owing=fallback, now=now,
                    auto=auto, extend_owed=extend, automate=self.automation_after,
                    probe=pictures.seen if self.draw_pictures else None)
            except Stale:  # another move came first (a typed one, another process's): look again
                loaded = await self.games.load(record)
                continue
            except IllegalAction as refusal:  # the judge refused what was chosen
                if auto.get("bot") or found.order is None:
                    log.error("game %s: the automatic move %s was refused: %s", record.id, found.action.text, refusal)
                    chain.broken = True
                    return
                await self._end(by_id[found.order][0], by_id[found.order][1], str(refusal), chain, record)  # it ends
                continue
            self._note_post(chain, loaded.owed, now, background)
            chain.loaded = loaded
            chain.outcomes.append(outcome)
            chain.seen.append(loaded.probed)
            chain.lines.append(tagged(loaded.game, outcome, automatic(auto)))
            if found.done is not None and found.order is not None:  # done what it was for: its owner knows
                await self._end(by_id[found.order][0], by_id[found.order][1], f"done: {found.done}", chain, record,
                                tell=False)
            elif found.order is not None and (planned := by_id[found.order][1].plan) is not None:  # its next step
                await self.store.update_order(found.order, by_id[found.order][1].model_copy(
                    update={"plan": planned.model_copy(update={"steps": planned.steps[1:]})}).model_dump(mode="json"))
            await self._disturb(loaded, outcome, chain)
            record = loaded.record
            futile = chain.rounds.after(loaded.game, outcome, found.order)
            if futile is not None:  # standing orders alone go round and change nothing: a person decides
                for oid in chain.rounds.orders:
                    if oid in by_id:
                        await self._end(by_id[oid][0], by_id[oid][1], futile, chain, record)
                chain.idle = True
                return

    def _note_post(self, chain: Chain, row: int | None, now: float, background: bool) -> None:
        """The outbox row a move's words went to: a new one (the one before was taken or full) is waited for."""
        if row is None or row == chain.owed:
            return
        chain.owed = row
        chain.rows.append(row)
        if background and self.on_owed is not None:
            self.on_owed(now + BATCH_S)

    async def _settle(self, game_id: int) -> None:
        owed = await self.store.automation(game_id)
        if owed is not None:
            await self.store.settle_automation(game_id, owed.due_at)

    # -- in the background ----------------------------------------------------------------------------------------

    def automate_soon(self, game_id: int) -> None:
        """Make the game's owed automatic moves now, in the background of this process (a chain cut at its answer's
        deadline, a game's row fallen due); one chain a game at a time."""
        running = self._chains.get(game_id)
        if running is not None and not running.done():
            self._again.add(game_id)
            return
        task = asyncio.get_running_loop().create_task(self._background(game_id), name=f"automatic-{game_id}")
        self._chains[game_id] = task
        task.add_done_callback(functools.partial(self._chain_ended, game_id))

    def _chain_ended(self, game_id: int, task: asyncio.Task[None]) -> None:
        if self._chains.get(game_id) is task:
            del self._chains[game_id]

    async def _background(self, game_id: int) -> None:
        """The game's chain, in the background, until nothing is owed; a database fault is waited out for a while
        (FAULT_WAITS), then left to the row it leaves owed."""
        waits = list(FAULT_WAITS)
        try:
            while True:
                self._again.discard(game_id)
                try:
                    record = await self.store.get_game(game_id)
                    if record.status != "running":
                        await self._settle(game_id)
                        return
                    chain = await self.follow_orders(record, await self.games.load(record), background=True)
                except StorageError:  # the database did not answer: as a fault of the chain
                    chain = Chain(broken=True, faulted=True)
                if chain.notices and self.tell is not None:
                    await self.tell(chain.notices)
                if chain.idle and not chain.outcomes and game_id not in self._again:
                    await self._settle(game_id)  # a row fallen due with nothing to make after all (paused, say)
                if chain.faulted and waits:
                    await asyncio.sleep(waits.pop(0))
                    continue
                if chain.broken or not (chain.cut or game_id in self._again):
                    return  # done, or stopped: the row left owed brings it back
                if chain.outcomes:
                    waits = list(FAULT_WAITS)
        except asyncio.CancelledError:
            raise
        except Exception:  # what was made is saved and owed to the channel; the row owed brings the rest back
            log.exception("the background chain of game %s stopped", game_id)

    async def stop_automatic(self) -> None:
        """The process stops: the background chains end after the move each is saving (what they owe stays owed)."""
        tasks = [task for task in self._chains.values() if not task.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # -- orders -----------------------------------------------------------------------------------------------------

    async def _live_orders(self, loaded: LoadedGame) -> list[tuple[OrderRecord, int, Order]]:
        """The game's orders whose owners still sit in it (an order of a seat handed over, or unreadable, goes)."""
        found = []
        for row in await self.store.orders(loaded.record.id):
            player = loaded.seat_of(row.user_id)
            try:
                order = Order.model_validate(row.data)
            except ValidationError:
                order = None
            if player is None or order is None:
                await self.store.remove_order(row.id)
                continue
            found.append((row, player, order))
        return found

    async def _end(self, row: OrderRecord, order: Order, why: str, chain: Chain, record: GameRecord, *,
                   tell: bool = True) -> None:
        """The order goes; its owner is told why by direct message only when it ended for a reason they did not set
        (`tell`): not when its round is over or it did what it was for (a message for each would cost more than the
        order saves)."""
        if await self.store.remove_order(row.id) and tell:
            ended = "has done what it was for" if why.startswith("done: ") else "has ended"
            chain.notices.append((row.user_id, f"Your standing order in the game in <#{record.channel_id}>, "
                                               f"{describe(order)}, {ended}: {why.removeprefix('done: ')}."))

    async def _stop_plan(self, row: OrderRecord, order: Order, why: str, chain: Chain, record: GameRecord) -> None:
        """A plan whose next move is not legal, or no longer what its owner meant, stops (kept): they are told why."""
        if order.plan is None:
            return
        await self.store.update_order(row.id, order.model_copy(
            update={"plan": order.plan.model_copy(update={"stopped": why.rstrip(".")[:400]})}).model_dump(mode="json"))
        left = len(order.plan.steps)
        chain.stopped.add(row.user_id)
        chain.notices.append((row.user_id, f"Your plan in the game in <#{record.channel_id}> stopped: {why.rstrip('.')}. "
                                           f"{left} step{'s' if left != 1 else ''} kept: /plan lists them, "
                                           f"/plan resume:yes goes on, /plan clear:yes clears it."))

    async def _disturb(self, loaded: LoadedGame, outcome: Outcome, chain: Chain) -> None:
        """18xx.games's rule: another player's share deal in a company you preside ends your share-round orders."""
        if not loaded.presided or not share_deal(outcome.action)[0]:
            return  # no share deal: no order to read
        for row, owner, order in await self._live_orders(loaded):
            why = disturbed(order, owner, loaded.presided[owner], outcome.player, loaded.game.player_name(outcome.player),
                            outcome.action, loaded.game)
            if why is not None:
                await self._end(row, order, why, chain, loaded.record)
