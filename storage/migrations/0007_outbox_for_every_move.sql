-- Every saved move owes its post (issue 32): the row is written in the same transaction as the move, before
-- anything is sent, and removed once the channel has the post and the mover has their answer. `delivered`: the
-- channel has it; `answered`: the mover saw the answer (until then the same command again at the same position
-- is a repeat, shown and not made twice); `interaction_id`: the answer's interaction, found again in the
-- channel's history by a deliverer that cannot tell whether a killed process sent it; `created_at`: when it was
-- owed (a deliverer looks at the channel's messages since then); `followed`: the pings by direct message and the
-- spectators' mirror that go with the post were sent.
ALTER TABLE outbox ADD COLUMN answered INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN delivered INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN interaction_id TEXT;
ALTER TABLE outbox ADD COLUMN created_at REAL NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN followed INTEGER NOT NULL DEFAULT 0;
CREATE INDEX outbox_by_game ON outbox (game_id, id);
