-- Shared Signals (docs/decisions.md, "Shared Signals"): as on PostgreSQL
-- (its migration 39 explains each table); SQLite has no functions, so the
-- fan-out is the INSTEAD OF trigger of the view `ssf_raise`, and who
-- caused a change is the one row of `change_initiator` that the writer
-- puts there inside its transaction.
ALTER TABLE clients ADD COLUMN shared_signals BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE clients ADD COLUMN organization_id TEXT;

CREATE TABLE ssf_streams (
    id                    TEXT PRIMARY KEY,
    client_id             TEXT NOT NULL UNIQUE REFERENCES clients (id) ON DELETE CASCADE,
    delivery_method       TEXT NOT NULL,
    endpoint_url          TEXT NOT NULL DEFAULT '',
    sealed_authorization  BLOB,
    events_requested      TEXT NOT NULL,
    events_delivered      TEXT NOT NULL,
    format                TEXT NOT NULL,
    description           TEXT NOT NULL DEFAULT '',
    status                TEXT NOT NULL DEFAULT 'enabled',
    reason                TEXT NOT NULL DEFAULT '',
    verified_at           BIGINT,
    created_at            BIGINT NOT NULL,
    updated_at            BIGINT NOT NULL
);

CREATE TABLE ssf_excluded_subjects (
    stream_id  TEXT NOT NULL REFERENCES ssf_streams (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL,
    PRIMARY KEY (stream_id, user_id)
);

CREATE TABLE ssf_events (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id        TEXT NOT NULL REFERENCES ssf_streams (id) ON DELETE CASCADE,
    jti              TEXT NOT NULL UNIQUE,
    type             TEXT NOT NULL,
    user_id          TEXT NOT NULL DEFAULT '',
    email            TEXT NOT NULL DEFAULT '',
    tenant           TEXT NOT NULL DEFAULT '',
    detail           TEXT NOT NULL DEFAULT '',
    initiator        TEXT NOT NULL DEFAULT '',
    txn              TEXT NOT NULL,
    occurred_at      BIGINT NOT NULL,
    status           TEXT NOT NULL DEFAULT 'pending',
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT NOT NULL DEFAULT 0,
    retry_until      BIGINT,
    last_error       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX ssf_events_due ON ssf_events (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX ssf_events_of_stream ON ssf_events (stream_id, status, id);

CREATE TABLE change_initiator (initiator TEXT NOT NULL);

CREATE VIEW ssf_raise AS
    SELECT type, user_id, email, detail, initiator FROM ssf_events WHERE 0;

CREATE TRIGGER ssf_raise_fan_out INSTEAD OF INSERT ON ssf_raise
BEGIN
    INSERT INTO ssf_events (stream_id, jti, type, user_id, email, tenant, detail, initiator,
                            txn, occurred_at)
    SELECT s.id, lower(hex(randomblob(16))), NEW.type, NEW.user_id, NEW.email,
           COALESCE(c.organization_id, ''), NEW.detail,
           COALESCE((SELECT initiator FROM change_initiator LIMIT 1), NEW.initiator),
           lower(hex(randomblob(16))),
           CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    FROM ssf_streams s JOIN clients c ON c.id = s.client_id
    WHERE s.status <> 'disabled'
      AND s.events_delivered LIKE '%,' || NEW.type || ',%'
      AND c.enabled AND c.shared_signals
      AND NOT EXISTS (SELECT 1 FROM ssf_excluded_subjects x
                      WHERE x.stream_id = s.id AND x.user_id = NEW.user_id)
      AND (c.organization_id IS NULL
           OR EXISTS (SELECT 1 FROM organization_members m
                      WHERE m.organization_id = c.organization_id AND m.user_id = NEW.user_id));
END;

CREATE TRIGGER users_ssf_identifier AFTER UPDATE OF email_normalized ON users
WHEN NEW.email_normalized <> OLD.email_normalized AND NOT EXISTS (SELECT 1 FROM quiet_events)
BEGIN
    INSERT INTO ssf_raise VALUES ('identifier-changed', NEW.id, OLD.email, NEW.email, 'user');
END;

CREATE TRIGGER users_ssf_password AFTER UPDATE OF password_hash ON users
WHEN NEW.password_hash <> OLD.password_hash AND NOT EXISTS (SELECT 1 FROM quiet_events)
BEGIN
    INSERT INTO ssf_raise VALUES ('credential-change', NEW.id, NEW.email,
        CASE WHEN OLD.password_hash IN ('', '!') THEN 'password create' ELSE 'password update' END,
        'user');
END;

CREATE TRIGGER users_ssf_enabled AFTER UPDATE OF enabled ON users
WHEN NEW.enabled <> OLD.enabled AND NOT EXISTS (SELECT 1 FROM quiet_events)
BEGIN
    INSERT INTO ssf_raise VALUES (
        CASE WHEN NEW.enabled THEN 'account-enabled' ELSE 'account-disabled' END,
        NEW.id, NEW.email, '', 'admin');
END;

CREATE TRIGGER sessions_ssf_opened AFTER INSERT ON sessions
WHEN NEW.amr LIKE 'pwd %' AND NEW.amr LIKE '% mfa'
BEGIN
    INSERT INTO ssf_raise
    SELECT 'assurance-level-change', NEW.user_id, u.email, 'pwd mfa', 'user'
    FROM users u WHERE u.id = NEW.user_id;
END;

CREATE TRIGGER sessions_ssf_revoked AFTER UPDATE OF revoked_at ON sessions
WHEN OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL
BEGIN
    INSERT INTO ssf_raise
    SELECT 'session-revoked', NEW.user_id, u.email, NEW.id,
           CASE WHEN u.enabled THEN 'user' ELSE 'admin' END
    FROM users u WHERE u.id = NEW.user_id;
END;

CREATE TRIGGER totp_ssf_confirmed AFTER UPDATE OF confirmed_at ON totp_factors
WHEN OLD.confirmed_at IS NULL AND NEW.confirmed_at IS NOT NULL
BEGIN
    INSERT INTO ssf_raise
    SELECT 'credential-change', NEW.user_id, u.email, 'app create', 'user'
    FROM users u WHERE u.id = NEW.user_id;
END;

CREATE TRIGGER totp_ssf_removed AFTER DELETE ON totp_factors
WHEN OLD.confirmed_at IS NOT NULL
BEGIN
    INSERT INTO ssf_raise
    SELECT 'credential-change', OLD.user_id, u.email, 'app delete', 'user'
    FROM users u WHERE u.id = OLD.user_id;
END;

CREATE TRIGGER passkeys_ssf_added AFTER INSERT ON passkeys
BEGIN
    INSERT INTO ssf_raise
    SELECT 'credential-change', NEW.user_id, u.email, 'fido2-platform create', 'user'
    FROM users u WHERE u.id = NEW.user_id;
END;

CREATE TRIGGER passkeys_ssf_removed AFTER DELETE ON passkeys
BEGIN
    INSERT INTO ssf_raise
    SELECT 'credential-change', OLD.user_id, u.email, 'fido2-platform delete', 'user'
    FROM users u WHERE u.id = OLD.user_id;
END;
