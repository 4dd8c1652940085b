-- Deadlines (issue 48): how long a player may take over a decision, kept beside the game's reminder. `deadline_s` NULL:
-- the game has no deadline. `deadline_then`: what a missed deadline does: 'ask' (a button for the table: the bot
-- plays for the silent player until they are back), 'bot' (the bot does so at once) or 'skip' (the player passes
-- where the rules allow it). `deadline_at`: when the decision under way misses its deadline (set with every move, in
-- its transaction, as the reminder is); NULL: nothing is due.
ALTER TABLE reminders ADD COLUMN deadline_s REAL CHECK (deadline_s IS NULL OR deadline_s > 0);
ALTER TABLE reminders ADD COLUMN deadline_then TEXT NOT NULL DEFAULT 'ask';
ALTER TABLE reminders ADD COLUMN deadline_at REAL;
CREATE INDEX reminders_by_deadline ON reminders (deadline_at) WHERE deadline_at IS NOT NULL;
