"""The lobby and a game's life: /game new (with start:full, the game starts by itself on the last join), join, leave,
start, abandon, undo, export and import."""

from __future__ import annotations

import secrets

from bot import botseats, deadlines, pictures
from bot.commands import votes
from bot.commands.automatic import BOT_WAITS_AFTER_UNDO_S
from bot.commands.lobbies import LobbyFinding, players_allowed, seated
from bot.commands.replies import Invocation, Reply, said_yes
from bot.reminders import DEFAULT_INTERVAL_HOURS
from bot.service import UNDO_VOTE, game_of, new_setup
from bot.transfer import export_game, import_game
from engine import IllegalAction, game_class
from engine.core.action_base import Pass
from engine.core.game import Outcome
from storage import Deadline, GameRecord, SeatRecord


class LobbyCommands(LobbyFinding):
    async def _new(self, who: Invocation, options: dict[str, str]) -> Reply:
        if options.get("thread", "").strip().lower() not in ("", "no", "false"):
            raise IllegalAction("threads exist only on Discord; here every game has its own channel already")
        cls = game_class(options["title"])
        seed_text = options.get("seed", "").strip()
        if seed_text and not (self.operator_seeds or who.is_operator):
            if cls.secret_seed:
                raise IllegalAction(f"{cls.name} has hidden information, so its seed is drawn by the bot and kept secret "
                                    f"until the end")
            raise IllegalAction(f"the seed decides what {cls.name} draws at random (the seating and more), so the bot "
                                f"draws it; only the bot's operator may fix one, to replay an example")
        if seed_text and not seed_text.isdigit():
            raise IllegalAction(f"the seed must be a whole number, not '{seed_text}'")
        seed = int(seed_text) if seed_text else secrets.randbelow(2**31)
        chosen = cls.checked_options(options.get("options", "").replace(",", " ").split())
        after_s = deadlines.parse_length(options["deadline"]) if options.get("deadline", "").strip() else None
        then = deadlines.parse_then(options.get("then", ""))
        if options.get("then", "").strip() and after_s is None:
            raise IllegalAction("then says what a missed deadline does: give the deadline too, e.g. deadline:48h")
        start = options.get("start", "").strip().lower()
        if start not in ("", "full"):
            raise IllegalAction(f"start takes full (the game starts by itself when its last seat fills), not '{start}'")
        # A game with hidden information draws from a secret of its own (256 bits), not from its seed: nothing a
        # player sees tells it. Only a console operator's fixed seed (an example to replay) draws from the seed.
        secret = secrets.token_hex(32) if cls.secret_seed and not seed_text else None
        record = await self.store.create_game(
            guild_id=who.guild_id, channel_id=who.channel_id, title=cls.title, options=new_setup(chosen, secret),
            seed=seed, creator_id=who.user_id,
        )
        await self.store.add_seat(record.id, who.user_id, who.user_name)
        await self.store.open_lobby(record.id, start_full=start == "full", now=self.reminders.clock())
        if after_s is not None:
            await self.store.set_deadline(record.id, after_s=after_s, then=then, due_at=None,
                                          default_interval_s=DEFAULT_INTERVAL_HOURS * 3600)
        timed = "" if after_s is None else f" It has {deadlines.describe(Deadline(record.id, after_s, then, None))}."
        least, most = players_allowed(record)
        starts = (f"it starts by itself when all {most} seats are taken, or {who.user_name} starts it sooner with "
                  f"/game start" if start == "full" else f"{who.user_name} starts the game with /game start")
        return Reply(
            f"{who.user_name} opened a lobby for {cls.name} ({least}-{most} players) and took the first seat. "
            f"Join with /game join; {starts}.{timed}", game_id=record.id, board=True)

    # Lobby changes are serialised per game like moves (the same lock, across processes on PostgreSQL), and each
    # reads the lobby again once it holds the lock: a join racing the last seat or a start sees what really is.

    async def _join(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._lobby(who)
        cls = game_class(record.title)
        if said_yes(options, "bot"):
            return await self._join_bot(who, record, cls.max_players)
        async with self.store.lock(record.id):
            record = await self._still_lobby(record.id)
            seats = await self.store.seats(record.id)
            if any(s.user_id == who.user_id for s in seats):
                raise IllegalAction("you already have a seat in this game")
            seats.append(await self.store.add_seat(record.id, who.user_id, who.user_name, limit=cls.max_players))
            await self.store.touch_lobby(record.id, self.reminders.clock())
        return await self._seated_one(who, record, seats, f"{who.user_name} joins")

    async def _join_bot(self, who: Invocation, record: GameRecord, most: int) -> Reply:
        """A seat the bot plays, added by a seated player: at most every seat but one (a person's)."""
        async with self.store.lock(record.id):
            record = await self._still_lobby(record.id)
            seats = await self.store.seats(record.id)
            if not any(s.user_id == who.user_id for s in seats):
                raise IllegalAction("only a player seated in the lobby can seat a bot; /game join first")
            if sum(1 for s in seats if botseats.is_bot(s.user_id)) >= most - 1:
                raise IllegalAction(f"{game_class(record.title).name} seats at most {most} players, one of them a person: "
                                    f"no seat is left for another bot")
            user, name = botseats.lobby_bot([s.user_id for s in seats], [s.display_name for s in seats])
            seats.append(await self.store.add_seat(record.id, user, name, limit=most))
            await self.store.touch_lobby(record.id, self.reminders.clock())
        return await self._seated_one(who, record, seats, f"{who.user_name} seats a bot, {name}: it plays within seconds "
                                                          f"of its turn", " /game leave bot:yes takes the last bot out.")

    async def _seated_one(self, who: Invocation, record: GameRecord, seats: list[SeatRecord], said: str,
                          more: str = "") -> Reply:
        """The answer to a seat taken: the lobby's seats; the game begun if the lobby starts when full and this was its
        last seat (as /game start begins it); else its creator called if the lobby now seats the title's fewest."""
        names = ", ".join(seated(s) for s in seats)
        state = await self.store.lobby_state(record.id)
        if state is not None and state.start_full and len(seats) >= players_allowed(record)[1]:
            begun = await self._begin(who, record, f"{said}, taking the last seat: the game starts by itself.\n")
            if begun is not None:
                return begun
        reply = Reply(f"{said}. Seated: {names}.{more}", game_id=record.id, board=True)
        await self.call_creator(reply, who, record, seats)
        return reply

    async def _leave(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._lobby(who)
        if said_yes(options, "bot"):
            async with self.store.lock(record.id):
                record = await self._still_lobby(record.id)
                bots = [s for s in await self.store.seats(record.id) if botseats.is_bot(s.user_id)]
                if not bots:
                    raise IllegalAction("no bot sits in this lobby")
                await self.store.remove_seat(record.id, bots[-1].user_id)
                await self.store.touch_lobby(record.id, self.reminders.clock())
            return Reply(f"{bots[-1].display_name} (bot) leaves the lobby.", game_id=record.id, board=True)
        async with self.store.lock(record.id):
            record = await self._still_lobby(record.id)
            seats = await self.store.seats(record.id)
            if not any(s.user_id == who.user_id for s in seats):
                raise IllegalAction("you do not have a seat in this lobby")
            await self.store.remove_seat(record.id, who.user_id)
            await self.store.touch_lobby(record.id, self.reminders.clock())
        return Reply(f"{who.user_name} leaves the lobby.", game_id=record.id, board=True)

    async def _still_lobby(self, game_id: int) -> GameRecord:
        record = await self.store.get_game(game_id)
        if record.status != "lobby":
            raise IllegalAction("the game in this channel has already started")
        return record

    async def _start(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._lobby(who)
        await self._require_game_admin(who, record, "start the game")
        begun = await self._begin(who, record)
        assert begun is not None
        return begun

    async def _begin(self, who: Invocation, record: GameRecord, lead: str = "") -> Reply | None:
        """Start the lobby's game (`lead` before its announcement: None unless every seat is taken, for a lobby that
        starts when full): the seating drawn, the first player called, the bots seated first playing."""
        async with self.store.lock(record.id):
            if lead and (await self.store.get_game(record.id)).status != "lobby":
                return None  # started meanwhile
            record = await self._still_lobby(record.id)
            seats = await self.store.seats(record.id)
            if lead and len(seats) < players_allowed(record)[1]:
                return None  # someone left meanwhile: the lobby waits for its last seat again
            players = [s.display_name for s in seats]
            game = game_of(record.title, players, record.seed, record.options)  # checks the player count
            record = await self.store.set_status(record.id, "running")
        loaded = await self.games.load(record)
        text = f"{lead}{game.name} begins! {game.seating_sentence()}"
        if any(botseats.is_bot(s.user_id) for s in seats):  # owed from the start: a stop right now still has them move
            await self.store.owe_automation(record.id, self.automation_after(loaded))
        chain = await self.follow_orders(record, loaded, owing=self.owing_of(who, record))  # bots seated first play
        if chain.outcomes:
            reply = await self._chain_reply(chain, text, frozenset(), None)
        else:
            reply = self._with_next(Reply(text, changed=True), loaded)
        self._draw(reply, loaded, pictures.map_picture)
        return reply

    async def _abandon(self, who: Invocation, options: dict[str, str]) -> Reply:
        """The game's creator (or an admin) abandons it alone; any other seated player of a running game opens a vote
        that every seated person must agree to (bot/commands/votes.py)."""
        record = await self._active(who)
        seats = await self.store.seats(record.id)
        seated = any(s.user_id == who.user_id for s in seats)
        if record.status != "running" or not seated or who.is_admin or who.user_id == record.creator_id:
            await self._require_game_admin(who, record, "abandon it")
        else:
            async with self.store.lock(record.id):
                asked = await votes.ask(self, who, await self.games.load(record), "abandon", {})
            if asked is not None:
                return asked
        await self.store.set_status(record.id, "abandoned")
        self.games.forget(record.id)
        reply = Reply(f"{who.user_name} abandoned the game. The channel is free for a new one.", game_id=record.id,
                      changed=True)
        await votes.settled(self, reply, record.id, "abandon")
        return reply

    async def _undo(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._active(who)
        if record.status != "running":
            raise IllegalAction("the game has not started yet, so there is nothing to undo")
        before = pictures.seen((await self.games.peek(record)).game) if self.draw_pictures else None
        # the bot waits, so that the group may take back more: what it owes falls due later (saved with the undo)
        loaded, text, undone = await self.games.undo(record, who.user_id, is_admin=who.is_admin,
                                                     automate=self.automation_after_undo)
        bots = [loaded.user_of(p).display_name for p in loaded.game.acting_players()
                if botseats.is_bot(loaded.user_of(p).user_id)]
        if undone:
            self.wake_automation(self.reminders.clock() + BOT_WAITS_AFTER_UNDO_S)
        if undone and bots:
            text += (f" {bots[0]} (bot) plays again in {BOT_WAITS_AFTER_UNDO_S // 60:.0f} minutes, or after the next "
                     f"move: time to take back more with /game undo.")
        reply = self._with_next(Reply(text, changed=undone), loaded)
        if undone:
            await votes.settled(self, reply, record.id, "undo")
        else:  # a yes: the vote opens, or counts in the one open (its message edited)
            mine = [e for e in await self.store.log(record.id) if e.kind == UNDO_VOTE and e.user_id == who.user_id]
            await votes.counted(self, reply, loaded, "undo", {"undoes": mine[-1].data["undoes"]}, who)
        if undone:  # a picture only if the board changed back, what changed outlined (a bid or a card: none)
            said = Outcome(0, Pass(), (text,))
            self._draw(reply, loaded, lambda game: pictures.move_pictures(game, said, before))
        return reply

    async def _export(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._latest(who)
        if record.status == "lobby":
            raise IllegalAction("the game has not started yet, so there is nothing to export")
        if game_class(record.title).secret_seed and record.status != "finished":
            # an abandoned game never ended: its seed would tell every hidden card of a game that could go on elsewhere
            raise IllegalAction("this game has hidden information (its seed decides every draw), so it can be exported "
                                "only once it has ended with a result")
        name, content = await export_game(self.store, record, orders_of=who.user_id)  # others' orders stay private
        return Reply(f"The whole game ({game_class(record.title).name}) is in {name}.", files=[(name, content)])

    async def _import(self, who: Invocation, options: dict[str, str]) -> Reply:
        record, game, signed = await import_game(
            self.store, options["file"], guild_id=who.guild_id, channel_id=who.channel_id, creator_id=who.user_id
        )
        text = f"Imported {game.name} with {game.moves} moves in force."
        if signed:
            text += f" It keeps the rules it was played under (rules revision {game.revision}). {game.seating}"
        elif game.moves:  # its seed (seating, setup) is the file's: not this bot's draw
            text += (f" The file was not signed by this bot: it runs under the current rules (rules revision "
                     f"{game.revision}), and every move in it was checked again under them and is legal. Its seating "
                     f"and setup come from the file, not from this bot's draw.")
        else:
            text += (f" The file was not signed by this bot: it runs under the current rules (rules revision "
                     f"{game.revision}), and as nothing in it was played, its seating and setup are drawn here, as for "
                     f"a new game. {game.seating}")
        return self._with_next(Reply(text, changed=True), await self.games.load(record))

