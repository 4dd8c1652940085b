-- PostgreSQL dialect of ../0009_automation.sql.
-- The automatic moves a game owes (issue 43): written with the move after which they are owed, settled by the move
-- after which none is; any process finishes a chain whose row fell due.
CREATE TABLE automation (
    game_id   bigint PRIMARY KEY REFERENCES games (id),
    due_at    double precision NOT NULL,
    wait_s    double precision NOT NULL,
    attempts  integer NOT NULL DEFAULT 0
);
CREATE INDEX automation_by_due ON automation (due_at);
INSERT INTO automation (game_id, due_at, wait_s, attempts) SELECT id, 0, 10, 0 FROM games WHERE status = 'running';
