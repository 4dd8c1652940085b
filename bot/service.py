"""Games per channel: load from storage, check moves with the engine, append, answer.

The single writer path for a game is `GameService.play`: under the game's
lock it rebuilds (or reuses) the game, lets the engine judge the move, and
appends the move to the log; only after the append commits is the move
reported as accepted.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import Game, IllegalAction, action_from_data, game_class
from engine.actions import Action
from engine.game import Outcome
from storage import GameRecord, LogEntry, SeatRecord, Store

MOVE = "action"


@dataclass
class LoadedGame:
    record: GameRecord
    seats: list[SeatRecord]
    game: Game
    log_length: int  # log entries this game was rebuilt from

    def seat_of(self, user_id: str) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return index
        return None

    def user_of(self, player: int) -> SeatRecord:
        return self.seats[player]


def moves_from_log(entries: list[LogEntry]) -> list[tuple[int, Action]]:
    """The moves in force: each entry's move, minus those taken back by undo entries."""
    moves: list[tuple[int, Action]] = []
    for entry in entries:
        if entry.kind == MOVE:
            moves.append((int(entry.data["player"]), action_from_data(entry.data["action"])))
        elif entry.kind == "undo":
            moves.pop()
    return moves


class GameService:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._cache: dict[int, LoadedGame] = {}

    async def load(self, record: GameRecord) -> LoadedGame:
        """The running game, rebuilt from its log (reusing the cache when it is current)."""
        length = await self.store.log_length(record.id)
        cached = self._cache.get(record.id)
        if cached is not None and cached.log_length == length:
            cached.record = record
            return cached
        seats = await self.store.seats(record.id)
        entries = await self.store.log(record.id)
        players = [s.display_name for s in seats]
        game = game_class(record.title).replay(players, record.seed, moves_from_log(entries))
        loaded = LoadedGame(record, seats, game, length)
        self._cache[record.id] = loaded
        return loaded

    async def play(self, record: GameRecord, user_id: str, action: Action) -> tuple[LoadedGame, Outcome]:
        """Judge and record one move by `user_id`; raise IllegalAction if refused."""
        async with self.store.lock(record.id):
            loaded = await self.load(record)
            player = loaded.seat_of(user_id)
            if player is None:
                raise IllegalAction("you are not playing in this game; only its players can make moves")
            try:
                outcome = loaded.game.apply(player, action)
                data = {"player": player, "action": outcome.action.model_dump(mode="json")}
                await self.store.append(record.id, expected_seq=loaded.log_length, kind=MOVE, user_id=user_id, data=data)
            except BaseException:
                self._cache.pop(record.id, None)  # the cached game may be ahead of the log now
                raise
            loaded.log_length += 1
            if loaded.game.over:
                scores = {loaded.seats[p].display_name: money for p, money in (loaded.game.scores() or {}).items()}
                loaded.record = await self.store.set_status(record.id, "finished", scores=scores)
            return loaded, outcome

    def forget(self, game_id: int) -> None:
        self._cache.pop(game_id, None)
