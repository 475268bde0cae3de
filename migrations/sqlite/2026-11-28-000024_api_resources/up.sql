-- Machine tokens (docs/decisions.md, "Machine tokens"): the APIs an
-- operator registers (their identifier is the tokens' audience), which
-- clients may get tokens for which of them with which scopes, and which
-- clients may use client_credentials at all.
ALTER TABLE clients ADD COLUMN client_credentials BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE api_resources (
    identifier  TEXT PRIMARY KEY,
    -- Space-separated.
    scopes      TEXT NOT NULL,
    created_at  BIGINT NOT NULL
);

CREATE TABLE client_grants (
    client_id   TEXT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    resource    TEXT NOT NULL REFERENCES api_resources (identifier) ON DELETE CASCADE,
    -- Space-separated, a subset of the resource's.
    scopes      TEXT NOT NULL,
    granted_at  BIGINT NOT NULL,
    PRIMARY KEY (client_id, resource)
);
