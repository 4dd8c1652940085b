"""Looking at a game: /game status, map, tiles, log, moves and help."""

from __future__ import annotations

import difflib

from bot import pictures, workers
from bot.commands.base import CommandBase
from bot.commands.logwords import headline, numbered_log
from bot.commands.movelist import grouped_moves
from bot.commands.quick import quick_moves
from bot.commands.replies import Invocation, Reply
from bot.commandtable import COMMANDS
from bot.deadlines import describe
from bot.service import LoadedGame, options_of
from engine import TITLES, IllegalAction, game_class
from engine.core.game import Game
from engine.eighteen.shared.moves import LayTile
from engine.rotw.actions import card_word
from storage import GameRecord

LAST_MOVES = 3  # moves a status (and the live board) recalls in words
LAST_MOVES_MOST = 300  # characters of them


def _last_moves(game: Game) -> str | None:
    """'Last moves: Bob lays tile 57 on E4; Cid passes; Ann buys a 2 train.' (each move's headline: what it did, not the
    bonds issued to pay for it)."""
    said = [headline(o.messages, o.action.public_text) for o in game.history[-LAST_MOVES:]]
    if not said:
        return None
    line = "Last moves: " + "; ".join(said) + "."
    return line if len(line) <= LAST_MOVES_MOST else line[:LAST_MOVES_MOST - 1] + "…"


class InfoCommands(CommandBase):
    async def _status(self, who: Invocation, options: dict[str, str]) -> Reply:
        return (await self.status_of(await self._latest(who)))[0]

    async def status_of(self, record: GameRecord) -> tuple[Reply, LoadedGame | None]:
        """Where the game stands (/game status, and the live board): its status lines, what is in force, the last
        moves in words and since when it waits, and who acts next (named, unpinged); with the game it was read from."""
        if record.status == "lobby":
            seats = await self.store.seats(record.id)
            return Reply(f"Lobby for {game_class(record.title).name}: " + ", ".join(s.display_name for s in seats)), None
        loaded = await self.games.load(record)
        in_force = f"Options: {', '.join(loaded.game.options)}" if loaded.game.options else None
        cards = "What each card or private company does: /game card name:…" if loaded.game.card_texts() else None
        extra = [line for line in (in_force, cards, _last_moves(loaded.game)) if line]
        if record.status == "running" and loaded.log_length:
            last = await self.store.log(record.id, after_seq=loaded.log_length - 1)
            if last and loaded.game.acting_players():
                extra.append(f"Waiting since <t:{int(last[-1].created_at)}:R>.")
        deadline = await self.store.deadline(record.id)
        if deadline is not None and deadline.after_s is not None and record.status == "running":
            due = "" if deadline.due_at is None else f" (the decision under way: <t:{int(deadline.due_at)}:R>)"
            extra.append(f"This game has {describe(deadline)}{due}.")
        extra += await self.away_lines(loaded.seats)
        reply = self._with_next(Reply("\n".join([*loaded.game.status_lines(), *extra])), loaded)
        self._draw(reply, loaded, pictures.status_picture)
        return reply, loaded

    async def board_reply(self, game_id: int, *, map_too: bool = False) -> Reply | None:
        """The game's live board (issue 50 §1): its /game status (the front adds the buttons and the map its latest
        post had; `map_too`: its painter draws the map, else it has none); None once the game is abandoned."""
        record = await self.store.get_game(game_id)
        if record.status not in ("lobby", "running", "finished"):
            return None  # abandoned: its board stays as it was
        reply, loaded = await self.status_of(record)
        reply.game_id = game_id
        reply.painter = None if loaded is None or not map_too else (
            lambda: pictures.draw(self.store, loaded, pictures.map_picture))
        return reply

    async def _board(self, who: Invocation, options: dict[str, str]) -> Reply:
        """/board: the channel's game's live board, for the asker alone (on Discord the front answers with the board's
        link instead, posting the board if it has none): its status, and the buttons it offers whoever acts next."""
        record = await self._latest(who)
        if record.status not in ("lobby", "running", "finished"):
            raise IllegalAction("that game was abandoned: its board stays as it was")
        reply, loaded = await self.status_of(record)
        reply.game_id = record.id
        if loaded is not None and record.status == "running" and reply.next_up:  # the buttons the board offers
            game = loaded.game.snapshot()
            moves, labels = await workers.for_answer(lambda: quick_moves(game, game.acting_players()[0]))
            if moves:
                shown = labels if len(labels) == len(moves) else moves
                reply.text += f"\nButtons for {reply.next_up[0].name}: " + " · ".join(f"[{label}]" for label in shown)
        reply.ephemeral, reply.ping = True, False
        return reply

    async def _map(self, who: Invocation, options: dict[str, str]) -> Reply:
        loaded = await self._running(who, finished_too=True)
        reply = self._with_next(Reply(f"The map of {loaded.game.name}, move {len(loaded.game.history)}."), loaded)
        self._draw(reply, loaded, pictures.map_picture, forced=True)
        return reply

    async def _tiles(self, who: Invocation, options: dict[str, str]) -> Reply:
        loaded = await self._running(who)
        hex_name = options["hex"].strip().upper()
        if LayTile not in type(loaded.game).move_types:
            raise IllegalAction(f"{loaded.game.name} has no tiles to choose: track is built by naming the hexes it "
                                f"crosses, /build path:… (a city or your link's end, then up to 4 hexes)")
        player = loaded.seat_of(who.user_id)
        acting = loaded.game.acting_players()
        if player not in acting:
            if not acting:
                raise IllegalAction("no one may lay tiles now")
            player = acting[0]  # show what the player to act may lay there
        lays = [a for a in loaded.game.legal_actions(player, [hex_name]) if isinstance(a, LayTile)]
        if not lays:
            raise IllegalAction(f"{loaded.game.player_name(player)} cannot lay any tile on {hex_name} now")
        listing = ", ".join(f"{a.tile} r{a.rotation}" for a in lays)
        reply = Reply(f"Tiles {loaded.game.player_name(player)} may lay on {hex_name}: {listing}. Lay one with /lay.",
                      ephemeral=True, game_id=loaded.record.id)
        self._draw(reply, loaded, lambda game: pictures.tiles_picture(game, player, hex_name), forced=True)
        return reply

    async def _log(self, who: Invocation, options: dict[str, str]) -> Reply:
        count_text = options.get("count", "10").strip()
        if not count_text.isdigit() or int(count_text) < 1:
            raise IllegalAction(f"count must be a whole number of moves, not '{count_text}'")
        page_text = options.get("page", "1").strip()
        if not page_text.isdigit() or int(page_text) < 1:
            raise IllegalAction(f"page must be a whole number from 1 (the newest moves), not '{page_text}'")
        loaded = await self._running(who, finished_too=True)
        entries = list(reversed(numbered_log(loaded, await self.store.log(loaded.record.id))))  # newest first
        count, page = int(count_text), int(page_text)
        pages = max(1, -(-len(entries) // count))
        if page > pages:
            raise IllegalAction(f"the log has {pages} page{'s' if pages > 1 else ''} of {count}")
        lines = [f"Log, newest first (page {page} of {pages}):"] if entries else []
        lines += [line.text for line in entries[(page - 1) * count: page * count]]
        return Reply("\n".join(lines) if lines else "No moves yet.")

    async def _moves(self, who: Invocation, options: dict[str, str]) -> Reply:
        loaded = await self._running(who)
        player = loaded.seat_of(who.user_id)
        if player is None:
            raise IllegalAction("you are not playing in this game")
        hexes = [options["hex"].strip().upper()] if options.get("hex") else None
        game = loaded.game.snapshot()
        lines = await workers.for_answer(lambda: grouped_moves(game, player, hexes))
        if not lines:
            return Reply("You have no moves right now; it is not your turn.", ephemeral=True)
        return Reply("\n".join(["Your legal moves:", *lines]), ephemeral=True)

    async def _hand(self, who: Invocation, options: dict[str, str]) -> Reply:
        """What only this player may see (a secret card), always privately."""
        loaded = await self._running(who, finished_too=True)
        player = loaded.seat_of(who.user_id)
        if player is None:
            raise IllegalAction("you are not playing in this game")
        lines = loaded.game.private_lines(player)
        return Reply("\n".join(lines) if lines else "You hold nothing secret in this game.", ephemeral=True)

    async def _card(self, who: Invocation, options: dict[str, str]) -> Reply:
        """What a card, private company or power does: by its id or its name (or the start of it)."""
        loaded = await self._running(who, finished_too=True)
        name, text = find_card(loaded.game, options["name"])
        return Reply(f"{name}: {text}", ephemeral=True)

    async def card_choices(self, who: Invocation, typed: str) -> list[tuple[str, str]]:
        """Autocomplete for /game card: (name — what it does, id), those matching what was typed."""
        record = await self.store.active_game(who.channel_id)
        if record is None or record.status == "lobby":
            return []
        loaded = await self.games.load(record)
        key = card_word(typed)
        found = [(f"{name} — {text}", card) for card, name, text in loaded.game.card_texts()
                 if not key or key in card_word(name) or key in card_word(card)]
        return [(label if len(label) <= 100 else label[:98].rsplit(" ", 1)[0] + " …", card) for label, card in found]

    async def _help(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self.store.active_game(who.channel_id)
        lines = []
        if record is not None:
            cls = game_class(record.title)
            lines.append(cls.summary)
            chosen = options_of(record.options)
            if chosen:
                lines.append("Options in force: " + ", ".join(f"{o} ({cls.options_offered.get(o, '')})" for o in chosen))
            elif cls.options_offered:
                lines.append("Options (none in force; the players' guide explains them): " + ", ".join(cls.options_offered))
            lines.append("")
        title = record.title if record is not None else None
        moves = [c.name for c in COMMANDS if c.titles and (title is None or title in c.titles)]
        others = [c.name for c in COMMANDS if not c.titles]
        if title is None:  # no game here yet: what /game new offers, each title with its options
            lines.append("Titles (/game new title:…, options:a,b): " + "; ".join(
                f"{key} ({cls.name}, {cls.min_players}-{cls.max_players} players"
                + (f"; options: {', '.join(cls.options_offered)}" if cls.options_offered else "") + ")"
                for key, cls in TITLES.items()))
        lines.append(("Moves: " if title else "Moves (by title): ") + ", ".join(f"/{name}" for name in moves))
        lines.append("Game and you: " + ", ".join(f"/{name}" for name in others))
        lines.append("Each command's options, and your legal values, show as you type; /game moves lists what you may do "
                     "now. Every command, with examples: the players' guide (docs/players.md).")
        return Reply("\n".join(lines), ephemeral=True)


def find_card(game: Game, typed: str) -> tuple[str, str]:
    """(name, text) of the card `typed` names: its id, its name, or a part of its name found in one card only."""
    cards = game.card_texts()
    if not cards:
        raise IllegalAction(f"{game.name} has no cards, private companies or powers")
    numbered = game.card_numbered(int(typed)) if typed.strip().isdigit() else None  # its number on the status card
    if numbered is not None:
        typed = numbered
    key = card_word(typed)
    exact = [(n, t) for c, n, t in cards if card_word(c) == key or card_word(n) == key]
    if exact:
        return exact[0]
    partial = [(n, t) for c, n, t in cards if key and key in card_word(n)]
    if len(partial) == 1:
        return partial[0]
    if partial:
        raise IllegalAction(f"'{typed}' may be {', '.join(n for n, _ in partial[:6])}: say which")
    words = {w: n for _, n, _ in cards for w in [n.lower(), *n.lower().split()] if len(w) > 2}  # a word or the whole
    close = list(dict.fromkeys(words[w] for w in difflib.get_close_matches(typed.lower(), list(words), n=3, cutoff=0.75)))
    hint = f"; did you mean {' or '.join(close)}?" if close else "; /game card lists them as you type"
    raise IllegalAction(f"{game.name} has no card called '{typed}'{hint}")
