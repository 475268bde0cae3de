-- The device authorization grant (RFC 8628): a request waits here for the
-- user's answer while the device polls. Both codes are stored as SHA-256
-- digests. approving_session_id is the browser session that approved; the
-- device gets a session of its own when it redeems the request.
CREATE TABLE device_authorizations (
    device_code_digest    BYTEA PRIMARY KEY,
    user_code_digest      BYTEA NOT NULL UNIQUE,
    client_id             TEXT NOT NULL REFERENCES clients (id),
    scope                 TEXT NOT NULL,
    user_agent            TEXT NOT NULL,
    ip                    TEXT NOT NULL,
    locale                TEXT NOT NULL,
    created_at            BIGINT NOT NULL,
    expires_at            BIGINT NOT NULL,
    interval_secs         BIGINT NOT NULL,
    next_poll_at          BIGINT NOT NULL,
    decided_at            BIGINT,
    approved              BOOLEAN,
    user_id               TEXT REFERENCES users (id),
    approving_session_id  TEXT REFERENCES sessions (id),
    consumed_at           BIGINT
);
CREATE INDEX device_authorizations_expires_at ON device_authorizations (expires_at);
