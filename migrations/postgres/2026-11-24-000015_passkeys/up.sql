-- Passkeys (WebAuthn credentials). A credential id belongs to one account
-- only (UNIQUE across users); credential is the WebAuthn library's record
-- (public key, signature counter, backup flags) as JSON; synced is the
-- backup-eligible flag (amr swk rather than hwk).
CREATE TABLE passkeys (
    id             TEXT PRIMARY KEY,
    user_id        TEXT NOT NULL REFERENCES users (id),
    credential_id  BYTEA NOT NULL UNIQUE,
    name           TEXT NOT NULL,
    credential     TEXT NOT NULL,
    synced         BOOLEAN NOT NULL,
    created_at     BIGINT NOT NULL,
    last_used_at   BIGINT
);
CREATE INDEX passkeys_user_id ON passkeys (user_id);
-- A WebAuthn ceremony's server-side state, keyed by the digest of what
-- binds it to its browser or request (the challenge id, or the session
-- that asked to register); taken away (deleted) before the answer is
-- verified, so each is used once.
CREATE TABLE webauthn_ceremonies (
    key         BYTEA PRIMARY KEY,
    purpose     TEXT NOT NULL,
    user_id     TEXT REFERENCES users (id),
    state       TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX webauthn_ceremonies_expires_at ON webauthn_ceremonies (expires_at);
