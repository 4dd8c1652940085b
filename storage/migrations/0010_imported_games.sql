-- A game written whole by /game import (issue 44 §5): its result was played elsewhere, or by people who may not be the
-- members holding the seats here, so /stats leaves it out, with or without moves. Games imported before this column
-- are found as /stats found them: their log's first entry has the very time the game was created.
ALTER TABLE games ADD COLUMN imported INTEGER NOT NULL DEFAULT 0;
UPDATE games SET imported = 1 WHERE EXISTS
    (SELECT 1 FROM actions a WHERE a.game_id = games.id AND a.seq = 1 AND a.created_at = games.created_at);
