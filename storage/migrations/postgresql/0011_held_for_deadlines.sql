-- PostgreSQL dialect of ../0011_held_for_deadlines.sql: a stand-in with no statement, replaced by the deadlines
-- change's own 0011 when the two meet.
SELECT 1;
