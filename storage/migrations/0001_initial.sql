-- Games, their seats, and the append-only action log.
-- Times are unix seconds (REAL) from the Store's clock.

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    TEXT    NOT NULL,
    channel_id  TEXT    NOT NULL,
    title       TEXT    NOT NULL,
    options     TEXT    NOT NULL DEFAULT '{}',   -- canonical JSON object
    seed        INTEGER NOT NULL,
    status      TEXT    NOT NULL DEFAULT 'lobby'
                CHECK (status IN ('lobby', 'running', 'finished', 'abandoned')),
    creator_id  TEXT    NOT NULL,
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL
);

-- At most one lobby/running game per channel; finished/abandoned ones pile up freely.
CREATE UNIQUE INDEX games_one_active_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'running');

-- Channel history, newest first.
CREATE INDEX games_by_channel ON games (channel_id, created_at);

CREATE TABLE seats (
    game_id       INTEGER NOT NULL REFERENCES games (id),
    user_id       TEXT    NOT NULL,
    display_name  TEXT    NOT NULL,
    seat_order    INTEGER NOT NULL CHECK (seat_order >= 0),
    PRIMARY KEY (game_id, user_id),
    UNIQUE (game_id, seat_order)
) WITHOUT ROWID;

-- WITHOUT ROWID clusters a game's log by (game_id, seq): loading a game is one
-- range scan, and MAX(seq) is a single b-tree seek.
CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    kind        TEXT    NOT NULL,
    user_id     TEXT    NOT NULL,
    data        TEXT    NOT NULL,                -- canonical JSON object
    created_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- The log is the game's truth: refuse edits even from hand-written SQL.
-- (A future purge of old games must drop these triggers in its migration.)
CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
BEGIN
    SELECT RAISE(ABORT, 'the action log is append-only');
END;

CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
BEGIN
    SELECT RAISE(ABORT, 'the action log is append-only');
END;
