-- Consent for third-party clients (docs/decisions.md, "Consent"): which
-- clients ask users before they get anything, and what each user allowed
-- each of them. A user's consents go with the user.
ALTER TABLE clients ADD COLUMN third_party BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE consents (
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    client_id   TEXT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    -- Space-separated.
    scopes      TEXT NOT NULL,
    granted_at  BIGINT NOT NULL,
    PRIMARY KEY (user_id, client_id)
);
