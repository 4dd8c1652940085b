"""/auto, standing orders: moves a player gives in advance, made by the bot while the situation they were set in holds
(engine/orders/). They are automatic moves (bot/commands/automatic.py): judged like a typed move, saved before the
next is tried, and said in the channel and the log with what made it ("(auto: pass in the share round: this round
(Stock Round 3))"). An order that ends tells its owner why, in a direct message."""

from __future__ import annotations

from dataclasses import replace

from pydantic import ValidationError

from bot.commands.automatic import LEASE_S, AutomaticMoves, Chain
from bot.commands.base import log
from bot.commands.replies import Invocation, Reply, said_yes, shown
from bot.service import LoadedGame
from engine import IllegalAction
from engine.core.game import Game
from engine.core.money import dollars
from engine.orders import Order, companies, describe, new_order
from storage import Automate, GameRecord, OrderRecord


class OrderCommands(AutomaticMoves):
    async def _seated(self, who: Invocation, what: str, none: str) -> tuple[GameRecord, LoadedGame, int]:
        """The channel's running game and the seat of the player giving orders (or a plan) in it."""
        record = await self._active(who)
        if record.status != "running":
            raise IllegalAction(f"{what} for a game under way; this one has not started")
        loaded = await self.games.load(record)
        player = loaded.seat_of(who.user_id)
        if player is None:
            raise IllegalAction(f"you are not playing in this game, so you have {none} in it")
        return record, loaded, player

    async def _followed(self, who: Invocation, record: GameRecord, loaded: LoadedGame, words: str) -> Reply:
        """An order (or a plan) just set: the automatic moves it makes at once, with its words for its owner alone."""
        due_before = frozenset(loaded.game.acting_players())
        chain = await self.follow_orders(record, loaded, owing=self.owing_of(who, record))
        if not chain.outcomes:
            return Reply(words, ephemeral=True, direct=chain.notices)
        return await self._chain_reply(chain, "", due_before, None, private=words)

    async def _auto(self, who: Invocation, options: dict[str, str]) -> Reply:
        record, loaded, player = await self._seated(who, "standing orders are", "no orders to give")
        kind = options.get("order", "").strip().lower()
        mine = [r for r in await self.store.orders(record.id) if r.user_id == who.user_id]
        if not kind:
            return Reply(_listing(mine), ephemeral=True)
        if kind == "off":
            return Reply(await self._cancel(record, mine, options.get("which", "").strip().lower()), ephemeral=True)
        order = _order_from(loaded.game, player, kind, options)
        # saved with what it may owe at once, so that a process stopped right after still makes its move
        owes = Automate(self.reminders.clock() + LEASE_S, LEASE_S)
        await self.store.add_order(record.id, who.user_id, order.model_dump(mode="json"), owes)
        words = f"Standing order set (only you see it): {describe(order)}. /auto lists yours; /auto order:off cancels."
        return await self._followed(who, record, loaded, words)

    async def company_names(self, who: Invocation, typed: str) -> list[str]:
        """/auto company: the companies of the channel's game (ids), those starting with what was typed first."""
        try:
            record = await self.store.active_game(who.channel_id)
            if record is None or record.status != "running":
                return []
            names = companies((await self.games.load(record)).game)
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

    async def _chain_reply(self, chain: Chain, said: str, due_before: frozenset[int], mover: int | None, *,
                           private: str = "") -> Reply:
        """The answer that shows a move and the automatic moves after it: who must act now is called if they became
        due with them (never the mover for their own next step; no one while the background goes on). It covers every
        post the chain owes so far (its front marks them delivered)."""
        loaded = chain.loaded
        assert loaded is not None
        text = shown("\n".join(line for line in [said, *chain.lines] if line))  # long chains summarised
        calling = set(loaded.game.acting_players()) - due_before - ({mover} if mover is not None else set())
        if chain.cut:  # the background goes on: its last post calls whoever is due when it ends
            calling = set()
        reply = self._with_next(Reply(text, changed=True, private=private, owed=chain.rows[0] if chain.rows else None,
                                      owed_more=tuple(chain.rows[1:]), continued=chain.cut, rearmed=True,
                                      direct=list(chain.notices)), loaded, buttons=False, calling=calling)
        once_called(reply, chain.stopped)
        if self.buttons:  # worked out off the event loop
            await self._with_buttons(reply, loaded)
        return reply


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
                     price=amount("price"), amount=amount("amount"), bonds=_bonds(options.get("bonds", "")),
                     unless=tuple(_company(game, w) for w in options.get("unless", "").replace(",", " ").split()),
                     dividend=options.get("dividend", "pay").strip().lower() or "pay",
                     trains=options.get("trains", "ask").strip().lower() or "ask",
                     every=said_yes(options, "every"), where_=options.get("where", "").strip().lower() or None)


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


def _bonds(text: str) -> int:
    """bonds: as typed: a whole number (none: 0)."""
    text = text.strip()
    if not text:
        return 0
    if not text.isdigit():
        raise IllegalAction("the bonds: option is a whole number of bonds, such as 1")
    return int(text)


STOPPED_HINT = " (your plan stopped: /plan says why)"


def once_called(reply: Reply, stopped: set[str]) -> None:
    """A player whose plan stopped and who is called with this reply is called once: by direct message, the call
    carries why (their notice, no second message); in the channel, their line says the plan stopped (nothing of it)
    and /plan, privately, says why."""
    for n, up in enumerate(reply.next_up):
        if up.user_id not in stopped or not up.called:
            continue
        notice = next((text for user, text in reply.direct if user == up.user_id), None)
        if notice is None:
            continue
        reply.direct.remove((up.user_id, notice))
        reply.next_up[n] = replace(up, note=notice) if up.notify == "dm" else replace(up, prompt=up.prompt + STOPPED_HINT)
