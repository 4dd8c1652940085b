-- PostgreSQL dialect of ../0002_scores_and_notify.sql.
-- Final scores are kept with the game so history can show them without replaying.
ALTER TABLE games ADD COLUMN scores text;   -- canonical JSON object, NULL until set

-- How a player wants to be told it is their turn; the bot owns the vocabulary.
ALTER TABLE seats ADD COLUMN notify text NOT NULL DEFAULT 'channel';
