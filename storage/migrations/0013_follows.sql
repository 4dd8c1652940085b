-- Following a game as a person (issue 50 §4): one row per follower of a game, who gets a digest by direct message
-- once a round (`every` 'round': an 18xx stock or operating round, a Railways of the World turn) or once a day
-- ('day'). `seen_moves`: the moves in force when their last digest was made (the next lists those after it);
-- `seen_round`: the round the game was in then. `due_at`: when the row is next looked at (a claim moves it on by a
-- lease, a compare-and-set, so one process makes each digest; quiet hours move it to their end).
CREATE TABLE follows (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    user_id     TEXT    NOT NULL,
    every       TEXT    NOT NULL DEFAULT 'round' CHECK (every IN ('round', 'day')),
    seen_moves  INTEGER NOT NULL DEFAULT 0,
    seen_round  TEXT    NOT NULL DEFAULT '',
    due_at      REAL    NOT NULL,
    created_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, user_id)
) WITHOUT ROWID;
CREATE INDEX follows_by_due ON follows (due_at);
CREATE INDEX follows_by_user ON follows (user_id);

-- Lobbies people can find (issue 50 §5): one row per lobby. `start_full` 1: the game starts by itself when its last
-- seat fills (/game new … start:full). `touched_at`: the last join or leave (a lobby idle 14 days closes), on the
-- bot's clock. `called_at`: when its creator was called because it reached the title's fewest players (once).
CREATE TABLE lobbies (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    start_full  INTEGER NOT NULL DEFAULT 0,
    touched_at  REAL    NOT NULL,
    called_at   REAL
);
CREATE INDEX lobbies_by_touch ON lobbies (touched_at);
INSERT INTO lobbies (game_id, touched_at) SELECT id, updated_at FROM games WHERE status = 'lobby';
