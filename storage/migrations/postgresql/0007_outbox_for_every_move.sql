-- PostgreSQL dialect of ../0007_outbox_for_every_move.sql.
ALTER TABLE outbox ADD COLUMN answered integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN delivered integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN interaction_id text COLLATE "C";
ALTER TABLE outbox ADD COLUMN created_at double precision NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN followed integer NOT NULL DEFAULT 0;
CREATE INDEX outbox_by_game ON outbox (game_id, id);
