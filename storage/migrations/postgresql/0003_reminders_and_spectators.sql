-- PostgreSQL dialect of ../0003_reminders_and_spectators.sql.
-- Turn reminders: one row per game. interval_s NULL means reminders are off; due_at NULL means
-- nothing is due (no one to act, or off). Times are unix seconds chosen by the caller.
-- Each process's timer serves the games of its shards; a claim is a compare-and-set on due_at.
CREATE TABLE reminders (
    game_id     bigint PRIMARY KEY REFERENCES games (id),
    interval_s  double precision CHECK (interval_s IS NULL OR interval_s > 0),
    due_at      double precision
);

-- The timer task asks for the earliest due reminder.
CREATE INDEX reminders_by_due ON reminders (due_at) WHERE due_at IS NOT NULL;

-- Channels that mirror a game's moves, read-only. COLLATE "C": listed in the same (byte) order as SQLite.
CREATE TABLE spectators (
    game_id     bigint NOT NULL REFERENCES games (id),
    channel_id  text COLLATE "C" NOT NULL,
    PRIMARY KEY (game_id, channel_id)
);
