-- PostgreSQL dialect of ../0006_outbox.sql.
-- Posts the bot owes a channel: a move was saved but Discord refused its reply or ping. A timer posts them.
CREATE TABLE outbox (
    id          bigserial PRIMARY KEY,
    game_id     bigint NOT NULL REFERENCES games (id),
    channel_id  text COLLATE "C" NOT NULL,
    user_id     text COLLATE "C" NOT NULL,
    command     text NOT NULL,
    position    bigint NOT NULL,
    content     text NOT NULL,
    due_at      double precision NOT NULL,
    attempts    integer NOT NULL DEFAULT 0
);
CREATE INDEX outbox_by_due ON outbox (due_at);
