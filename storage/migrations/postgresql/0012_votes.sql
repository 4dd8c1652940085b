-- PostgreSQL dialect of ../0012_votes.sql: the votes on buttons, the message each is on, and how it ended.
CREATE TABLE votes (
    id          bigserial PRIMARY KEY,
    game_id     bigint NOT NULL REFERENCES games (id),
    kind        text COLLATE "C" NOT NULL,
    data        text COLLATE "C" NOT NULL,
    asker_id    text COLLATE "C" NOT NULL,
    needed      text NOT NULL,
    ask         text NOT NULL,
    opened_seq  bigint NOT NULL,
    opened_at   double precision NOT NULL,
    expires_at  double precision NOT NULL,
    state       text COLLATE "C" NOT NULL DEFAULT 'open',
    outcome     text NOT NULL DEFAULT '',
    tell_at     double precision,
    channel_id  text COLLATE "C",
    message_id  text COLLATE "C"
);
CREATE INDEX votes_by_game ON votes (game_id, state);
CREATE INDEX votes_by_expiry ON votes (state, expires_at);
