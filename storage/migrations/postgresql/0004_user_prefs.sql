-- PostgreSQL dialect of ../0004_user_prefs.sql.
-- A player's own preferences, across every game: quiet hours and their time zone, the daily
-- direct-message digest (and when it was last sent). One canonical JSON object per user.
CREATE TABLE user_prefs (
    user_id  text COLLATE "C" PRIMARY KEY,
    prefs    text NOT NULL
);
