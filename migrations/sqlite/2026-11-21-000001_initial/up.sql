-- Every *_at column is a UTC instant in microseconds since the Unix epoch.
-- Secrets, codes and refresh tokens appear only as SHA-256 digests; signing
-- keys only sealed (AES-256-GCM under the master key).

CREATE TABLE clients (
    id              TEXT PRIMARY KEY,
    name            TEXT NOT NULL,
    secret_digest   BLOB NOT NULL,
    redirect_uris   TEXT NOT NULL,      -- JSON array of strings
    package_names   TEXT NOT NULL,      -- JSON array of strings
    allowed_scopes  TEXT NOT NULL,
    enabled         BOOLEAN NOT NULL,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
CREATE INDEX clients_updated_at ON clients (updated_at);

CREATE TABLE users (
    id                  TEXT PRIMARY KEY,
    email               TEXT NOT NULL,
    email_normalized    TEXT NOT NULL UNIQUE,
    password_hash       TEXT NOT NULL,
    name                TEXT NOT NULL,
    mobile              TEXT NOT NULL,
    picture             TEXT NOT NULL,
    country_code        TEXT NOT NULL,
    country             TEXT NOT NULL,
    country_region_code TEXT NOT NULL,
    country_region      TEXT NOT NULL,
    city                TEXT NOT NULL,
    postal_code         TEXT NOT NULL,
    enabled             BOOLEAN NOT NULL,
    created_at          BIGINT NOT NULL,
    updated_at          BIGINT NOT NULL
);

CREATE TABLE sessions (
    id               TEXT PRIMARY KEY,
    user_id          TEXT NOT NULL REFERENCES users (id),
    authenticated_at BIGINT NOT NULL,
    last_seen_at     BIGINT NOT NULL,
    revoked_at       BIGINT,
    user_agent       TEXT NOT NULL,
    ip               TEXT NOT NULL,
    locale           TEXT NOT NULL,
    package_name     TEXT,
    device           TEXT NOT NULL,     -- JSON object: deviceData
    geo              TEXT NOT NULL      -- JSON object: geoData
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_revoked_at ON sessions (revoked_at);

CREATE TABLE authorization_codes (
    digest          BLOB PRIMARY KEY,
    grant_id        TEXT NOT NULL UNIQUE,
    client_id       TEXT NOT NULL REFERENCES clients (id),
    user_id         TEXT NOT NULL REFERENCES users (id),
    session_id      TEXT NOT NULL REFERENCES sessions (id),
    scope           TEXT NOT NULL,
    redirect_uri    TEXT,
    code_challenge  TEXT,
    nonce           TEXT,
    created_at      BIGINT NOT NULL,
    expires_at      BIGINT NOT NULL,
    consumed_at     BIGINT
);
CREATE INDEX authorization_codes_expires_at ON authorization_codes (expires_at);
CREATE INDEX authorization_codes_session_id ON authorization_codes (session_id);
CREATE INDEX authorization_codes_client_id ON authorization_codes (client_id);

CREATE TABLE refresh_tokens (
    id          TEXT PRIMARY KEY,
    digest      BLOB NOT NULL UNIQUE,
    grant_id    TEXT NOT NULL,
    client_id   TEXT NOT NULL REFERENCES clients (id),
    user_id     TEXT NOT NULL REFERENCES users (id),
    session_id  TEXT NOT NULL REFERENCES sessions (id),
    scope       TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    revoked_at  BIGINT
);
CREATE INDEX refresh_tokens_grant_id ON refresh_tokens (grant_id);
CREATE INDEX refresh_tokens_session_id ON refresh_tokens (session_id);
CREATE INDEX refresh_tokens_client_id ON refresh_tokens (client_id);
CREATE INDEX refresh_tokens_user_id ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_expires_at ON refresh_tokens (expires_at);

CREATE TABLE access_tokens (
    id          TEXT PRIMARY KEY,
    grant_id    TEXT NOT NULL,
    client_id   TEXT NOT NULL REFERENCES clients (id),
    session_id  TEXT NOT NULL REFERENCES sessions (id),
    issued_at   BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    revoked_at  BIGINT
);
CREATE INDEX access_tokens_grant_id ON access_tokens (grant_id);
CREATE INDEX access_tokens_session_id ON access_tokens (session_id);
CREATE INDEX access_tokens_client_id ON access_tokens (client_id);
CREATE INDEX access_tokens_revoked_at ON access_tokens (revoked_at);
CREATE INDEX access_tokens_expires_at ON access_tokens (expires_at);

CREATE TABLE signing_keys (
    kid          TEXT PRIMARY KEY,
    algorithm    TEXT NOT NULL,
    sealed       BLOB NOT NULL,
    state        TEXT NOT NULL CHECK (state IN ('pending', 'active', 'retired')),
    created_at   BIGINT NOT NULL,
    activated_at BIGINT,
    retired_at   BIGINT
);

CREATE TABLE audit_events (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    at       BIGINT NOT NULL,
    action   TEXT NOT NULL,
    actor    TEXT NOT NULL,
    subject  TEXT NOT NULL,
    ip       TEXT NOT NULL,
    detail   TEXT NOT NULL
);
CREATE INDEX audit_events_at ON audit_events (at);
