-- Second factors. A user's TOTP authenticator: the secret only sealed
-- under the master key; confirmed_at is set by the first code (until then
-- it is no factor); last_step makes each time step's code single use.
CREATE TABLE totp_factors (
    user_id        TEXT PRIMARY KEY REFERENCES users (id),
    sealed_secret  BYTEA NOT NULL,
    created_at     BIGINT NOT NULL,
    confirmed_at   BIGINT,
    last_step      BIGINT
);
-- Recovery codes: only their SHA-256 digests; used_at makes each single use.
CREATE TABLE recovery_codes (
    user_id     TEXT NOT NULL REFERENCES users (id),
    digest      BYTEA NOT NULL,
    created_at  BIGINT NOT NULL,
    used_at     BIGINT,
    PRIMARY KEY (user_id, digest)
);
-- A password sign-in waiting for its second factor: the challenge token's
-- digest, single use (used_at) and short-lived, with what the session it
-- opens records.
CREATE TABLE mfa_challenges (
    digest        BYTEA PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users (id),
    created_at    BIGINT NOT NULL,
    expires_at    BIGINT NOT NULL,
    used_at       BIGINT,
    package_name  TEXT,
    user_agent    TEXT NOT NULL,
    ip            TEXT NOT NULL,
    locale        TEXT NOT NULL
);
CREATE INDEX mfa_challenges_expires_at ON mfa_challenges (expires_at);
