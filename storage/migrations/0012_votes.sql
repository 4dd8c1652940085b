-- Votes on buttons (issue 48 §4): one row per vote a command opened (an undo, a pause, a resume, a replacement or an
-- abandon that others must agree to). The yes votes themselves are log entries (`undo-vote`, `pause-vote`, ...); the
-- row keeps what the log does not: the message that carries the vote's Yes and No buttons (edited with the tally),
-- whose yes the vote asks for, when it expires, and how it ended. `state`: open, passed, refused, expired or lapsed (the
-- game moved on, so the vote no longer stood). `tell_at`: when the asker is told by direct message that it expired
-- (after their quiet hours; NULL: nothing to tell).
CREATE TABLE votes (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id),
    kind        TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    asker_id    TEXT    NOT NULL,
    needed      TEXT    NOT NULL,
    ask         TEXT    NOT NULL,
    opened_seq  INTEGER NOT NULL,
    opened_at   REAL    NOT NULL,
    expires_at  REAL    NOT NULL,
    state       TEXT    NOT NULL DEFAULT 'open',
    outcome     TEXT    NOT NULL DEFAULT '',
    tell_at     REAL,
    channel_id  TEXT,
    message_id  TEXT
);
CREATE INDEX votes_by_game ON votes (game_id, state);
CREATE INDEX votes_by_expiry ON votes (state, expires_at);
