-- PostgreSQL dialect of ../0010_imported_games.sql: a game written whole by /game import, left out of /stats.
ALTER TABLE games ADD COLUMN imported integer NOT NULL DEFAULT 0;
UPDATE games SET imported = 1 WHERE EXISTS
    (SELECT 1 FROM actions a WHERE a.game_id = games.id AND a.seq = 1 AND a.created_at = games.created_at);
