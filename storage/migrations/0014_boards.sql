-- The live board (issue 50 §1): the one message in each channel that shows a game's present, edited in place after
-- every move. One row per game and channel (the game's own channel, and each spectator channel mirroring it), so that
-- a restarted process finds the board again instead of posting another.
CREATE TABLE boards (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    channel_id  TEXT    NOT NULL,
    message_id  TEXT    NOT NULL,
    PRIMARY KEY (game_id, channel_id)
);
