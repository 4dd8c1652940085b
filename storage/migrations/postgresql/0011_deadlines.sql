-- PostgreSQL dialect of ../0011_deadlines.sql: a game's deadline beside its reminder (how long a decision may take,
-- what a missed one does, and when the decision under way misses it).
ALTER TABLE reminders ADD COLUMN deadline_s double precision CHECK (deadline_s IS NULL OR deadline_s > 0);
ALTER TABLE reminders ADD COLUMN deadline_then text NOT NULL DEFAULT 'ask';
ALTER TABLE reminders ADD COLUMN deadline_at double precision;
CREATE INDEX reminders_by_deadline ON reminders (deadline_at) WHERE deadline_at IS NOT NULL;
