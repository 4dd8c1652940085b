-- A player's standing orders (/auto): moves the bot makes for them while the situation they were set in holds;
-- stored with the game so they survive a restart and a shard handing the game over. `data` is the order's
-- canonical JSON, which only the bot reads.
CREATE TABLE standing_orders (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id),
    user_id     TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    created_at  REAL    NOT NULL
);
CREATE INDEX standing_orders_by_game ON standing_orders (game_id);
