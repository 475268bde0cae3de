-- Webhooks (docs/decisions.md, "Webhooks"): the endpoints operators
-- register, the outbox of events, and one delivery per event and
-- endpoint. The events are written by triggers, so every change that
-- causes one writes it in its own transaction, whichever code path made
-- it; an event is written only when some endpoint wants its type.
CREATE TABLE webhooks (
    id             TEXT PRIMARY KEY,
    url            TEXT NOT NULL,
    -- The wanted types, comma-separated with a comma at each end.
    events         TEXT NOT NULL,
    sealed_secret  BLOB NOT NULL,
    created_at     BIGINT NOT NULL
);

CREATE TABLE webhook_events (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    type         TEXT NOT NULL,
    user_id      TEXT NOT NULL,
    detail       TEXT NOT NULL DEFAULT '',
    occurred_at  BIGINT NOT NULL
);
CREATE INDEX webhook_events_user ON webhook_events (user_id);
CREATE INDEX webhook_events_occurred ON webhook_events (occurred_at);

CREATE TABLE webhook_deliveries (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id         BIGINT NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
    webhook_id       TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    status           TEXT NOT NULL DEFAULT 'pending',
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT NOT NULL DEFAULT 0,
    retry_until      BIGINT,
    last_error       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_of_hook ON webhook_deliveries (webhook_id, id);
CREATE INDEX webhook_deliveries_of_event ON webhook_deliveries (event_id);

-- One delivery per endpoint that wants the event.
CREATE TRIGGER webhook_events_fan_out AFTER INSERT ON webhook_events
BEGIN
    INSERT INTO webhook_deliveries (event_id, webhook_id)
    SELECT NEW.id, id FROM webhooks WHERE events LIKE '%,' || NEW.type || ',%';
END;

CREATE TRIGGER users_created AFTER INSERT ON users
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'user.created', NEW.id, '', CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,user.created,%');
END;

CREATE TRIGGER users_deleted AFTER DELETE ON users
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'user.deleted', OLD.id, '', CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,user.deleted,%');
END;

-- One change, one event: an address change is `user.email_changed` even
-- though it also sets `email_verified`; a password change is only
-- `password.changed`.
CREATE TRIGGER users_changed AFTER UPDATE ON users
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT kind, NEW.id, '', CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    FROM (SELECT CASE
        WHEN NEW.email_normalized <> OLD.email_normalized THEN 'user.email_changed'
        WHEN NEW.password_hash <> OLD.password_hash THEN 'password.changed'
        WHEN NEW.email <> OLD.email OR NEW.name <> OLD.name OR NEW.mobile <> OLD.mobile OR NEW.picture <> OLD.picture OR NEW.country_code <> OLD.country_code OR NEW.country <> OLD.country OR NEW.country_region_code <> OLD.country_region_code OR NEW.country_region <> OLD.country_region OR NEW.city <> OLD.city OR NEW.postal_code <> OLD.postal_code OR NEW.enabled <> OLD.enabled OR NEW.email_verified <> OLD.email_verified THEN 'user.updated'
        END AS kind)
    WHERE kind IS NOT NULL
      AND EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,' || kind || ',%');
END;

CREATE TRIGGER sessions_started AFTER INSERT ON sessions
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'session.started', NEW.user_id, NEW.id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,session.started,%');
END;

CREATE TRIGGER sessions_ended AFTER UPDATE OF revoked_at ON sessions
WHEN OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'session.ended', NEW.user_id, NEW.id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,session.ended,%');
END;

CREATE TRIGGER totp_confirmed AFTER UPDATE OF confirmed_at ON totp_factors
WHEN OLD.confirmed_at IS NULL AND NEW.confirmed_at IS NOT NULL
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'factor.added', NEW.user_id, 'totp', CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,factor.added,%');
END;

CREATE TRIGGER totp_removed AFTER DELETE ON totp_factors
WHEN OLD.confirmed_at IS NOT NULL
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'factor.removed', OLD.user_id, 'totp', CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,factor.removed,%');
END;

CREATE TRIGGER passkeys_added AFTER INSERT ON passkeys
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'factor.added', NEW.user_id, 'passkey', CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,factor.added,%');
END;

CREATE TRIGGER passkeys_removed AFTER DELETE ON passkeys
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'factor.removed', OLD.user_id, 'passkey', CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,factor.removed,%');
END;
