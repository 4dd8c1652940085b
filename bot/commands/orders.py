"""/auto, standing orders: moves a player gives in advance, made by the bot while the situation they were set in holds
(engine/orders/), and the moves with no choice in them, made at once. Each is made by the one writer path
(GameService.play), judged like a typed move, saved before the next is tried, and said in the channel and the log
with what made it ("(auto: pass in the share round: this round (Stock Round 3))"). An order that ends tells its
owner why, in a direct message."""

from __future__ import annotations

import asyncio
import functools
import time
from dataclasses import dataclass, field

from pydantic import ValidationError

from bot import botseats, workers
from bot.commands.base import CommandBase, log
from bot.commands.replies import Invocation, Reply
from bot.service import LoadedGame, automatic
from engine import IllegalAction
from engine.core.game import Game, Outcome
from engine.core.money import dollars
from engine.orders import Order, describe, disturbed, new_order, review, share_deal
from engine.players import bot_move
from storage import GameRecord, OrderRecord, Owing

# How long a saved move's post waits for its answer to say it was posted before any live process posts it (a process
# killed between saving a move and answering it; a slow answer draws its pictures well within this).
OWED_GRACE_S = 90.0
CHAIN_SECONDS = 1.5  # automatic moves made before the answer; the rest are made right after it
CHAIN_MOST = 400  # automatic moves in one chain at most (a whole round of passes is far fewer)
YES = ("yes", "y", "true", "on")
_BACKGROUND: set[asyncio.Task[None]] = set()  # chains finishing after their answer (kept referenced until done)


@dataclass
class Chain:
    """The automatic moves one move (or a new order, or a reminder) set off."""

    loaded: LoadedGame | None = None
    outcomes: list[Outcome] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)  # what each said, with what made it
    notices: list[tuple[str, str]] = field(default_factory=list)  # (user, text): orders that ended, and why
    cut: bool = False  # stopped at the deadline with more to make


class OrderCommands(CommandBase):
    order_seconds: float | None = CHAIN_SECONDS  # None: no deadline (the console)
    automatic: bool = True  # False: no automatic moves at all
    bots_only: bool = False  # True: the bot seats' moves only (tests/example_script.py reads scripts so)

    async def _auto(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._active(who)
        if record.status != "running":
            raise IllegalAction("standing orders are for a game under way; this one has not started")
        loaded = await self.games.load(record)
        player = loaded.seat_of(who.user_id)
        if player is None:
            raise IllegalAction("you are not playing in this game, so you have no orders to give in it")
        kind = options.get("order", "").strip().lower()
        mine = [r for r in await self.store.orders(record.id) if r.user_id == who.user_id]
        if not kind:
            return Reply(_listing(mine), ephemeral=True)
        if kind == "off":
            return Reply(await self._cancel(record, mine, options.get("which", "").strip().lower()), ephemeral=True)
        order = _order_from(loaded.game, player, kind, options)
        await self.store.add_order(record.id, who.user_id, order.model_dump(mode="json"))
        words = f"Standing order set (only you see it): {describe(order)}. /auto lists yours; /auto order:off cancels."
        now = self.reminders.clock()
        owing = Owing(record.channel_id, who.command, "", now + OWED_GRACE_S, who.interaction_id, now) \
            if who.interaction_id else None
        due_before = frozenset(loaded.game.acting_players())
        chain = await self.follow_orders(record, loaded, owing=owing)
        if not chain.outcomes:
            return Reply(words, ephemeral=True, direct=chain.notices)
        return await self._chain_reply(chain, "", due_before, None, private=words)

    async def company_names(self, who: Invocation, typed: str) -> list[str]:
        """/auto company: the companies of the channel's game (ids), those starting with what was typed first."""
        try:
            record = await self.store.active_game(who.channel_id)
            if record is None or record.status != "running":
                return []
            names = _companies((await self.games.load(record)).game)
        except Exception:  # a suggestion list must never break typing
            log.exception("company names for /auto failed")
            return []
        key = typed.strip().casefold()
        return sorted((n for n in names if key in n.casefold()), key=lambda n: not n.casefold().startswith(key))[:25]

    async def _cancel(self, record: GameRecord, mine: list[OrderRecord], which: str) -> str:
        if not mine:
            return "You have no standing orders in this game."
        if which in ("", "all"):
            for row in mine:
                await self.store.remove_order(row.id)
            return f"Cancelled all your standing orders in this game ({len(mine)})."
        try:
            row = mine[int(which) - 1]
        except (ValueError, IndexError):
            raise IllegalAction(f"which: is all or a number from /auto's list, 1 to {len(mine)}") from None
        await self.store.remove_order(row.id)
        return f"Cancelled: {_words(row)}."

    async def follow_orders(self, record: GameRecord, loaded: LoadedGame, *, moved: Outcome | None = None,
                            owed: int | None = None, owing: Owing | None = None, unhurried: bool = False) -> Chain:
        """Make the automatic moves due now, one at a time through the writer path, until none is due (or the
        deadline: the rest are made right after, in the background). `moved`: the move just made, which may end
        other players' share-round orders; `owed`: its outbox row, which each automatic move's words extend;
        `owing`: the post the first automatic move owes when no move came before (an order just set); `unhurried`: no
        deadline (the background's)."""
        chain = Chain(loaded)
        if not self.automatic:
            return chain
        if moved is not None:
            await self._disturb(loaded, moved, chain)
        deadline = None if self.order_seconds is None or unhurried else time.monotonic() + self.order_seconds
        while len(chain.outcomes) < CHAIN_MOST and not loaded.paused and record.status == "running":
            game = loaded.game
            rows = await self._live_orders(loaded)
            found = review(game, [] if self.bots_only else [(row.id, player, order) for row, player, order in rows])
            if self.bots_only:
                found.action = found.player = None  # no move with no choice in it either
            by_id = {row.id: (row, order) for row, _p, order in rows}
            for oid, order in found.bound:
                await self.store.update_order(oid, order.model_dump(mode="json"))
            for oid, why in found.ended:
                await self._end(by_id[oid][0], by_id[oid][1], why, chain, record)
            bots = [p for p in game.acting_players() if botseats.is_bot(loaded.user_of(p).user_id)]
            if (found.action is None or found.player is None) and not bots:
                break
            if deadline is not None and time.monotonic() > deadline:
                chain.cut = True
                break
            auto: dict[str, object]
            if bots and (found.player is None or found.player in bots or found.order is not None):
                view = game.snapshot()  # the bot decides off the event loop, from its seat's view of a copy
                found.player, found.order, found.done = bots[0], None, None
                try:
                    found.action = await workers.for_answer(functools.partial(bot_move, view, bots[0]))
                except Exception:  # the move made before stands; the bot tries again after the next move or reminder
                    log.exception("game %s: the bot could not choose a move for seat %s", record.id, bots[0])
                    break
                auto = {"bot": True}
            else:
                auto = {"id": found.order, "order": describe(by_id[found.order][1])} if found.order else {}
            assert found.player is not None and found.action is not None
            seat = loaded.user_of(found.player)
            try:
                loaded, outcome = await self.games.play(record, seat.user_id, found.action, owing=owing if owed is None else None,
                                                        now=self.reminders.clock(), auto=auto, extend_owed=owed)
            except IllegalAction as refusal:  # the judge refused what the order chose: the order ends
                if auto.get("bot"):
                    log.error("game %s: the bot's move %s was refused: %s", record.id, found.action.text, refusal)
                    break
                if found.order is None:
                    log.warning("game %s: the move with no choice in it, %s, was refused: %s", record.id, found.action.text, refusal)
                    break
                await self._end(by_id[found.order][0], by_id[found.order][1], str(refusal), chain, record)
                continue
            owed = loaded.owed if owed is None else owed
            chain.loaded = loaded
            chain.outcomes.append(outcome)
            chain.lines.append(_tagged(loaded.game, outcome, automatic(auto)))
            if found.done is not None and found.order is not None:
                await self._end(by_id[found.order][0], by_id[found.order][1], f"done: {found.done}", chain, record)
            await self._disturb(loaded, outcome, chain)
            record = loaded.record
        return chain

    def _continue_orders(self, record: GameRecord) -> None:
        """The automatic moves left when the answer's deadline came: made right after, in the background (never
        blocking another channel), and posted to the channel as a saved move's post is (exactly once)."""
        task = asyncio.get_running_loop().create_task(self._finish_orders(record), name=f"orders-{record.id}")
        _BACKGROUND.add(task)
        task.add_done_callback(_BACKGROUND.discard)

    async def _finish_orders(self, record: GameRecord) -> None:
        try:
            chain = await self.follow_orders(record, await self.games.load(record), unhurried=True)
            if chain.outcomes and chain.loaded is not None:
                mover = chain.loaded.user_of(chain.outcomes[-1].player).user_id
                await self.store.owe_post(record.id, channel_id=record.channel_id, user_id=mover, command="auto",
                                          position=chain.loaded.log_length, content="\n".join(chain.lines),
                                          due_at=self.reminders.clock())
        except Exception:  # the moves made are saved; what is left is made after the next move or reminder
            log.exception("the automatic moves of game %s stopped", record.id)

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

    async def _end(self, row: OrderRecord, order: Order, why: str, chain: Chain, record: GameRecord) -> None:
        if await self.store.remove_order(row.id):
            ended = "has done what it was for" if why.startswith("done: ") else "has ended"
            chain.notices.append((row.user_id, f"Your standing order in the game in <#{record.channel_id}>, "
                                               f"{describe(order)}, {ended}: {why.removeprefix('done: ')}."))

    async def _disturb(self, loaded: LoadedGame, outcome: Outcome, chain: Chain) -> None:
        """18xx.games's rule: another player's share deal in a company you preside ends your share-round orders."""
        if not loaded.presided or not share_deal(outcome.action)[0]:
            return  # no share deal: no order to read
        for row, owner, order in await self._live_orders(loaded):
            why = disturbed(order, owner, loaded.presided[owner], outcome.player, loaded.game.player_name(outcome.player),
                            outcome.action)
            if why is not None:
                await self._end(row, order, why, chain, loaded.record)

    async def _chain_reply(self, chain: Chain, said: str, due_before: frozenset[int], mover: int | None, *,
                           private: str = "") -> Reply:
        """The answer that shows a move and the automatic moves after it: who must act now is called if they became
        due with them (never the mover for their own next step)."""
        loaded = chain.loaded
        assert loaded is not None
        text = "\n".join(line for line in [said, *chain.lines] if line)
        calling = set(loaded.game.acting_players()) - due_before - ({mover} if mover is not None else set())
        reply = self._with_next(Reply(text, changed=True, private=private, owed=loaded.owed, rearmed=True,
                                      direct=list(chain.notices)), loaded, buttons=False, calling=calling)
        if self.buttons:  # worked out off the event loop
            await self._with_buttons(reply, loaded)
        return reply


def _tagged(game: Game, outcome: Outcome, made: str) -> str:
    """An automatic move's words, its first line tagged with what made it; a move its messages do not name (a pass
    of the buy-trains step) is named first: "Bob: pass (auto: …)"."""
    name = game.player_name(outcome.player)
    lines = list(outcome.messages)
    if lines and lines[0].startswith((name, *((outcome.company,) if outcome.company else ()))):
        lines[0] = f"{lines[0]} ({made})"
    else:
        lines.insert(0, f"{name}: {outcome.action.public_text} ({made})")
    return "\n".join(lines)


def _order_from(game: Game, player: int, kind: str, options: dict[str, str]) -> Order:
    def number(name: str) -> int | None:
        text = options.get(name, "").strip()
        if not text:
            return None
        if not text.isdigit() or int(text) < 1:
            raise IllegalAction(f"{name}: is a whole number of shares, such as 4")
        return int(text)

    def amount(name: str) -> int | None:
        text = options.get(name, "").strip()
        return dollars(text) if text else None

    company = options.get("company", "").strip()
    return new_order(game, player, kind, company=_company(game, company) if company else None, holding=number("holding"),
                     price=amount("price"), amount=amount("amount"),
                     unless=tuple(_company(game, w) for w in options.get("unless", "").replace(",", " ").split()),
                     dividend=options.get("dividend", "pay").strip().lower() or "pay",
                     trains=options.get("trains", "ask").strip().lower() or "ask",
                     every=options.get("every", "").strip().lower() in YES, where_=options.get("where", "").strip().lower() or None)


def _company(game: Game, text: str) -> str:
    """A company or private company as typed (its id or its full name, any case) -> its id."""
    find = getattr(getattr(game, "board", None), "find_railroad", None)  # an 18xx railroad, by id or full name
    spec = find(text.strip()) if callable(find) else None
    if spec is not None:
        return str(spec.id)
    wanted = text.strip().casefold()
    for cid, name, _text in game.card_texts():  # a private company or a card
        if wanted in (cid.casefold(), name.casefold()):
            return cid
    raise IllegalAction(f"there is no company called '{text}' in this game")


def _companies(game: Game) -> list[str]:
    """The ids of the game's companies: railroads or corporations, then private companies and cards."""
    names: list[str] = []
    for query in ("railroads", "corporations"):
        found = getattr(game, query, None)
        if callable(found):
            names += [c.id for c in found()]
    return names + [c for c, _n, _t in game.card_texts()]


def _words(row: OrderRecord) -> str:
    try:
        return describe(Order.model_validate(row.data))
    except ValidationError:
        return "an order this bot no longer reads"


def _listing(mine: list[OrderRecord]) -> str:
    if not mine:
        return ("You have no standing orders in this game. Set one with /auto order:pass (pass for the rest of the "
                "round), order:buy company:… holding:…, order:bid amount:…, or order:run (run and pay out); see "
                "/game help.")
    lines = [f"{n}. {_words(row)}" for n, row in enumerate(mine, start=1)]
    return "Your standing orders in this game (only you see them):\n" + "\n".join(lines) + \
        "\nCancel one with /auto order:off which:N, or all with /auto order:off."
