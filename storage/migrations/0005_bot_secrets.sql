-- The bot's own secrets, made on first use and never shown: the key that signs game exports (HMAC-SHA256).
-- Every process on this database shares them.
CREATE TABLE bot_secrets (
    name   TEXT PRIMARY KEY,
    value  TEXT NOT NULL
) WITHOUT ROWID;
