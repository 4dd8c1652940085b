"""The move commands (/pass, /lay, /buy, ...; their table is bot/commandtable.py): a move is
judged by the engine, saved, and answered with who acts next and the pictures of what changed;
and their autocomplete, which offers only what the person typing may legally play."""

from __future__ import annotations

from bot import pictures
from bot.commands.base import log
from bot.commands.orders import OrderCommands
from bot.commands.replies import Invocation, Reply
from bot.suggestions import choice_label, suggest_values
from engine import IllegalAction
from engine.actions import Action
from storage import GameRecord


class MoveCommands(OrderCommands):
    async def _play(self, who: Invocation, action: Action, position: int | None = None, *, confirmed: bool = False) -> Reply:
        record = await self._active(who)
        if record.status != "running":
            raise IllegalAction("the game has not started yet; the creator starts it with /game start")
        if not confirmed:
            asked = await self._are_you_sure(who, record, action)
            if asked is not None:
                return asked
        probe = pictures.seen if self.draw_pictures else None
        now = self.reminders.clock()  # Discord's clock: the deliverer compares it with its messages' times
        # the post this move owes, written with it: a deliverer posts it if no answer says it was
        loaded, outcome = await self.games.play(record, who.user_id, action, position, probe, self.owing_of(who, record),
                                                now, automate=self.automation_after)
        before, due_before = loaded.probed, loaded.due_before
        # the moves it sets off (bot seats, standing orders, moves with no choice in them), each saved before the next;
        # the move is saved whatever becomes of them: its answer says so
        chain = await self.follow_orders(record, loaded, moved=outcome, owed=loaded.owed)
        loaded = chain.loaded or loaded
        moved_at, outcomes = loaded.log_length, [outcome, *chain.outcomes]
        # called once a decision: those who became due with these moves, never the mover for their own next step
        reply = await self._chain_reply(chain, "\n".join(outcome.messages), due_before, outcome.player,
                                        private="\n".join(outcome.private))

        if self.draw_pictures:  # a map only if the board changed; merged with a later move's under load
            reply.painter = lambda: pictures.draw_move(self.store, loaded, outcomes if chain.outcomes else outcome, before,
                                                       moved_at, [before, *chain.seen])
        return reply

    async def _are_you_sure(self, who: Invocation, record: GameRecord, action: Action) -> Reply | None:
        """A move one careless tap should not make (it issues bonds, closes a company): asked first, privately, with
        a Confirm button; nothing is saved until it is confirmed."""
        loaded = await self.games.peek(record)
        player = loaded.seat_of(who.user_id)
        if player is None or player not in loaded.game.acting_players():
            return None  # the engine refuses it with its own sentence
        warning = loaded.game.consequences(player, action)
        if warning is None:
            return None
        trial = loaded.game.snapshot()  # asked only about a move the engine would accept (a refusal says why at once)
        draws = trial.draws
        try:
            outcome = trial.apply(player, action)
        except IllegalAction:
            return None
        # what the move does, in the game's words (places and cost), unless it drew something hidden: that is seen
        # only once the move stands
        said = next((m.rstrip(".") for m in outcome.messages if "bond" not in m), "") if trial.draws == draws else ""
        what = f"{said}: this move {warning}" if said else f"This move ({action.shown}) {warning}"
        return Reply(f"Are you sure? {what}. Press Confirm, or type the command again with confirm:yes; nothing is "
                     f"changed until then.", ephemeral=True, confirm=action.text, game_id=record.id,
                     position=loaded.log_length)

    async def suggest_labelled(self, who: Invocation, command: str, option: str, typed: str,
                               filled: dict[str, str]) -> list[tuple[str, str]]:
        """(label, value) pairs: what autocomplete shows, and what is sent back."""
        values = await self.suggest(who, command, option, typed, filled)
        try:
            record = await self.store.active_game(who.channel_id)
            if record is None:
                return [(v, v) for v in values]
            loaded = await self.games.load(record)
            player = loaded.seat_of(who.user_id)
            if player is None:
                return [(v, v) for v in values]
            return [(choice_label(loaded.game, player, command, option, v, filled), v) for v in values]
        except Exception:  # a suggestion list must never break typing
            log.exception("labels for /%s %s failed", command, option)
            return [(v, v) for v in values]

    async def suggest(self, who: Invocation, command: str, option: str, typed: str, filled: dict[str, str]) -> list[str]:
        """Autocomplete values for `option` of `/command`: only what the person typing may legally play."""
        try:
            record = await self.store.active_game(who.channel_id)
            if record is None or record.status != "running":
                return []
            loaded = await self.games.load(record)
            player = loaded.seat_of(who.user_id)
            if player is None:
                return []
            return suggest_values(loaded.game, player, command, option, typed, filled)
        except Exception:  # a suggestion list must never break typing
            log.exception("suggestions for /%s %s failed", command, option)
            return []
