-- PostgreSQL dialect of ../0014_boards.sql: the live board's message in each channel of a game.
CREATE TABLE boards (
    game_id     bigint NOT NULL REFERENCES games (id),
    channel_id  text COLLATE "C" NOT NULL,
    message_id  text COLLATE "C" NOT NULL,
    PRIMARY KEY (game_id, channel_id)
);
