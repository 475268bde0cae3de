-- Device sign-in hands the app an opaque account token bound to the new
-- session; only its SHA-256 digest is stored. Browser sessions have none.
ALTER TABLE sessions ADD COLUMN account_token_digest BYTEA;
CREATE UNIQUE INDEX sessions_account_token_digest ON sessions (account_token_digest);
