-- Posts the bot owes a channel: a move was saved but Discord refused its reply or ping. A timer posts them
-- (a restart does not lose one); `command` and `position` let the bot recognise the mover repeating the same
-- command right after (the move is not made twice: the saved one is shown).
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id),
    channel_id  TEXT    NOT NULL,
    user_id     TEXT    NOT NULL,
    command     TEXT    NOT NULL,
    position    INTEGER NOT NULL,
    content     TEXT    NOT NULL,
    due_at      REAL    NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX outbox_by_due ON outbox (due_at);
