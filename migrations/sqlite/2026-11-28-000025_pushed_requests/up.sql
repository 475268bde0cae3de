-- Pushed authorization requests (RFC 9126; docs/decisions.md, "Pushed
-- authorization requests"): a client posts its authorization request and
-- gets a request_uri naming it; the browser's visit names only that. Kept
-- by the digest of the request_uri, so a database read does not give it
-- away; taken (deleted) when the authorization answers with it.
ALTER TABLE clients ADD COLUMN require_par BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE pushed_requests (
    digest      BLOB PRIMARY KEY,
    client_id   TEXT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    -- The authorization request's parameters, as JSON.
    params      TEXT NOT NULL,
    expires_at  BIGINT NOT NULL
);
CREATE INDEX pushed_requests_expiry ON pushed_requests (expires_at);
