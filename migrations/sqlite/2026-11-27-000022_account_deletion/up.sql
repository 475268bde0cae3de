-- Account deletion (docs/decisions.md, "Account deletion"): when a
-- deletion the user asked for falls due, and the ended sessions of
-- deleted accounts, kept without their user so that every instance's
-- revocation cache still hears that they ended.
ALTER TABLE users ADD COLUMN deletion_due_at BIGINT;
CREATE INDEX users_deletion_due ON users (deletion_due_at) WHERE deletion_due_at IS NOT NULL;
CREATE TABLE ended_sessions (
    id          TEXT PRIMARY KEY,
    revoked_at  BIGINT NOT NULL
);
CREATE INDEX ended_sessions_revoked ON ended_sessions (revoked_at);
