-- PostgreSQL dialect of ../0013_follows.sql: the followers of a game and when each is next looked at, and the
-- lobbies' own state (started when full, the last join or leave, the creator called once).
CREATE TABLE follows (
    game_id     bigint NOT NULL REFERENCES games (id),
    user_id     text COLLATE "C" NOT NULL,
    every       text COLLATE "C" NOT NULL DEFAULT 'round' CHECK (every IN ('round', 'day')),
    seen_moves  bigint NOT NULL DEFAULT 0,
    seen_round  text NOT NULL DEFAULT '',
    due_at      double precision NOT NULL,
    created_at  double precision NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX follows_by_due ON follows (due_at);
CREATE INDEX follows_by_user ON follows (user_id);

CREATE TABLE lobbies (
    game_id     bigint PRIMARY KEY REFERENCES games (id),
    start_full  integer NOT NULL DEFAULT 0,
    touched_at  double precision NOT NULL,
    called_at   double precision
);
CREATE INDEX lobbies_by_touch ON lobbies (touched_at);
INSERT INTO lobbies (game_id, touched_at) SELECT id, updated_at FROM games WHERE status = 'lobby';
