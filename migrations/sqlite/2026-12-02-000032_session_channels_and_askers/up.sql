-- The face a session was opened on (docs/decisions.md, "Session channels"):
-- 'browser' (its token is the pages' cookie), 'app' (a bearer) or 'device'
-- (RFC 8628, no token). Sessions opened before this have '' (unrecorded).
ALTER TABLE sessions ADD COLUMN channel TEXT NOT NULL DEFAULT ''
    CHECK (channel IN ('', 'browser', 'app', 'device'));

-- Who asked for a mailed confirmation (docs/decisions.md, "Confirming an
-- address"): the digest of the asking browser's cookie; NULL when an app
-- asked (it confirms with the mailed code).
ALTER TABLE email_tokens ADD COLUMN asker_digest BLOB;

-- A password reset's review of the other ways in (docs/decisions.md,
-- "After a reset"): one row per user whose account page lists them, until
-- the user keeps or removes them.
CREATE TABLE reset_reviews (
    user_id   TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    reset_at  BIGINT NOT NULL
);
