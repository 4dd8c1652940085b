-- PostgreSQL dialect of ../0005_bot_secrets.sql.
-- The bot's own secrets, made on first use and never shown: the key that signs game exports (HMAC-SHA256).
CREATE TABLE bot_secrets (
    name   text COLLATE "C" PRIMARY KEY,
    value  text NOT NULL
);
