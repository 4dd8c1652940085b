-- PostgreSQL dialect of ../0008_standing_orders.sql.
-- A player's standing orders (/auto): moves the bot makes for them while the situation they were set in holds;
-- stored with the game so they survive a restart and a shard handing the game over.
CREATE TABLE standing_orders (
    id          bigserial PRIMARY KEY,
    game_id     bigint NOT NULL REFERENCES games (id),
    user_id     text COLLATE "C" NOT NULL,
    data        text NOT NULL,
    created_at  double precision NOT NULL
);
CREATE INDEX standing_orders_by_game ON standing_orders (game_id);
