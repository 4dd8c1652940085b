-- Turn reminders: one row per game, served by the bot's single timer task.
-- interval_s NULL means reminders are off; due_at NULL means nothing is due
-- (no one to act, or off). Times are unix seconds chosen by the caller.
CREATE TABLE reminders (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    interval_s  REAL CHECK (interval_s IS NULL OR interval_s > 0),
    due_at      REAL
);

-- The timer task asks for the earliest due reminder.
CREATE INDEX reminders_by_due ON reminders (due_at) WHERE due_at IS NOT NULL;

-- Channels that mirror a game's moves, read-only.
CREATE TABLE spectators (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    channel_id  TEXT    NOT NULL,
    PRIMARY KEY (game_id, channel_id)
) WITHOUT ROWID;
