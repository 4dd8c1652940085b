-- The automatic moves a game owes (issue 43): a bot seat due, a move with no choice in it, a standing order that may
-- act. Written in the transaction of the move (or the undo, the seat handed over, the order set) after which they
-- are owed, and settled by the move after which none is, so a process killed mid-chain leaves the chain owed: any
-- process finishes it once `due_at` passes (at once, for one alone on its database, when it starts). `wait_s`: how
-- long the row was set to wait (a clock stepped back never makes it wait longer); `attempts`: tries that found the
-- chain could not go on (each waits longer than the last).
CREATE TABLE automation (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id),
    due_at    REAL    NOT NULL,
    wait_s    REAL    NOT NULL,
    attempts  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX automation_by_due ON automation (due_at);
-- Games saved before this table: each running game is looked at once (whatever it owes is made at the first start).
INSERT INTO automation (game_id, due_at, wait_s, attempts) SELECT id, 0, 10, 0 FROM games WHERE status = 'running';
