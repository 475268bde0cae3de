-- Shared Signals (docs/decisions.md, "Shared Signals"): receivers are
-- clients marked `shared_signals`, optionally bound to one organization;
-- each has at most one stream; events wait in a per-stream outbox that
-- the triggers below fill in the transaction of the change that causes
-- them, like the webhooks' (migration 23), so nothing is lost between the
-- change and its delivery.
ALTER TABLE clients ADD COLUMN shared_signals BOOLEAN NOT NULL DEFAULT FALSE;
-- No foreign key: a receiver whose organization was deleted receives
-- nothing (no member matches), rather than everything.
ALTER TABLE clients ADD COLUMN organization_id TEXT;

CREATE TABLE ssf_streams (
    id                    TEXT PRIMARY KEY,
    client_id             TEXT NOT NULL UNIQUE REFERENCES clients (id) ON DELETE CASCADE,
    delivery_method       TEXT NOT NULL,
    endpoint_url          TEXT NOT NULL DEFAULT '',
    -- The push `authorization_header`, sealed with the master key.
    sealed_authorization  BYTEA,
    -- As the receiver asked (a JSON array of URIs).
    events_requested      TEXT NOT NULL,
    -- The short names delivered, with a comma at each end (LIKE '%,x,%').
    events_delivered      TEXT NOT NULL,
    format                TEXT NOT NULL,
    description           TEXT NOT NULL DEFAULT '',
    status                TEXT NOT NULL DEFAULT 'enabled',
    reason                TEXT NOT NULL DEFAULT '',
    verified_at           BIGINT,
    created_at            BIGINT NOT NULL,
    updated_at            BIGINT NOT NULL
);

-- Subjects removed from a stream (its default is every subject).
CREATE TABLE ssf_excluded_subjects (
    stream_id  TEXT NOT NULL REFERENCES ssf_streams (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL,
    PRIMARY KEY (stream_id, user_id)
);

-- One row per event and stream, `pending` until pushed (and deleted) or
-- polled and acknowledged (and deleted), or `failed` after a whole retry
-- period of pushes. Whether a pending event is pushed, polled or held
-- is the stream's (its method and status when it is delivered), so a
-- stream's change never has to move its events. The subject's address and organization are
-- taken when the change happens: a deleted account has neither later.
CREATE TABLE ssf_events (
    id               BIGSERIAL PRIMARY KEY,
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

-- Who caused the change, when the writer said so (an operator's change
-- says `admin`); otherwise the event's own default.
CREATE FUNCTION accounts_ssf_initiator(fallback TEXT) RETURNS TEXT AS $$
    SELECT COALESCE(NULLIF(current_setting('accounts.initiator', true), ''), fallback);
$$ LANGUAGE sql STABLE;

-- Raising an event is inserting into this view: one row per stream that
-- wants it (not disabled, the type delivered, the subject not removed,
-- the receiver enabled and, when bound to an organization, the user one
-- of its members). The same statement raises an event on SQLite.
CREATE VIEW ssf_raise AS
    SELECT type, user_id, email, detail, initiator FROM ssf_events WHERE FALSE;

CREATE FUNCTION accounts_ssf_raise() RETURNS trigger AS $$
DECLARE
    raised INTEGER;
BEGIN
    INSERT INTO ssf_events (stream_id, jti, type, user_id, email, tenant, detail, initiator,
                            txn, occurred_at)
    SELECT s.id, replace(gen_random_uuid()::text, '-', ''), NEW.type, NEW.user_id, NEW.email,
           COALESCE(c.organization_id, ''), NEW.detail, accounts_ssf_initiator(NEW.initiator),
           txid_current()::text, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint
    FROM ssf_streams s JOIN clients c ON c.id = s.client_id
    WHERE s.status <> 'disabled'
      AND s.events_delivered LIKE '%,' || NEW.type || ',%'
      AND c.enabled AND c.shared_signals
      AND NOT EXISTS (SELECT 1 FROM ssf_excluded_subjects x
                      WHERE x.stream_id = s.id AND x.user_id = NEW.user_id)
      AND (c.organization_id IS NULL
           OR EXISTS (SELECT 1 FROM organization_members m
                      WHERE m.organization_id = c.organization_id AND m.user_id = NEW.user_id))
    -- A stream being disabled or deleted at this moment is waited for
    -- and read again: no event lands in a disabled or deleted stream.
    FOR SHARE OF s;
    GET DIAGNOSTICS raised = ROW_COUNT;
    IF raised > 0 THEN
        -- Wakes the long polls of every instance (at commit).
        PERFORM pg_notify('accounts_ssf', '');
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER ssf_raise_fan_out INSTEAD OF INSERT ON ssf_raise
    FOR EACH ROW EXECUTE FUNCTION accounts_ssf_raise();

-- The users' changes: one event per kind of change (an address change is
-- only `identifier-changed`), as the webhooks decide theirs. Deletion
-- raises `account-purged` itself, before it removes the memberships that
-- an organization's receiver is matched by.
CREATE FUNCTION accounts_ssf_user_events() RETURNS trigger AS $$
BEGIN
    IF NEW.email_normalized <> OLD.email_normalized THEN
        INSERT INTO ssf_raise VALUES ('identifier-changed', NEW.id, OLD.email, NEW.email, 'user');
    END IF;
    IF NEW.password_hash <> OLD.password_hash THEN
        INSERT INTO ssf_raise VALUES ('credential-change', NEW.id, NEW.email,
            CASE WHEN OLD.password_hash IN ('', '!') THEN 'password create' ELSE 'password update' END,
            'user');
    END IF;
    IF OLD.enabled AND NOT NEW.enabled THEN
        INSERT INTO ssf_raise VALUES ('account-disabled', NEW.id, NEW.email, '', 'admin');
    ELSIF NEW.enabled AND NOT OLD.enabled THEN
        INSERT INTO ssf_raise VALUES ('account-enabled', NEW.id, NEW.email, '', 'admin');
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER users_ssf_events AFTER UPDATE ON users
    FOR EACH ROW WHEN (current_setting('accounts.quiet_events', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION accounts_ssf_user_events();

-- A session that ends; one opened with a second factor after a password
-- (the sign-in gained its second factor).
CREATE FUNCTION accounts_ssf_session_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        IF NEW.amr LIKE 'pwd %' AND NEW.amr LIKE '% mfa' THEN
            INSERT INTO ssf_raise
            SELECT 'assurance-level-change', NEW.user_id, u.email, 'pwd mfa', 'user'
            FROM users u WHERE u.id = NEW.user_id;
        END IF;
    ELSIF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL THEN
        INSERT INTO ssf_raise
        SELECT 'session-revoked', NEW.user_id, u.email, NEW.id,
               CASE WHEN u.enabled THEN 'user' ELSE 'admin' END
        FROM users u WHERE u.id = NEW.user_id;
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER sessions_ssf_events AFTER INSERT OR UPDATE OF revoked_at ON sessions
    FOR EACH ROW EXECUTE FUNCTION accounts_ssf_session_events();

-- Second factors: an authenticator app once confirmed, a passkey.
CREATE FUNCTION accounts_ssf_totp_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' AND OLD.confirmed_at IS NOT NULL THEN
        INSERT INTO ssf_raise
        SELECT 'credential-change', OLD.user_id, u.email, 'app delete', 'user'
        FROM users u WHERE u.id = OLD.user_id;
    ELSIF TG_OP = 'UPDATE' AND OLD.confirmed_at IS NULL AND NEW.confirmed_at IS NOT NULL THEN
        INSERT INTO ssf_raise
        SELECT 'credential-change', NEW.user_id, u.email, 'app create', 'user'
        FROM users u WHERE u.id = NEW.user_id;
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER totp_ssf_events AFTER UPDATE OF confirmed_at OR DELETE ON totp_factors
    FOR EACH ROW EXECUTE FUNCTION accounts_ssf_totp_events();

CREATE FUNCTION accounts_ssf_passkey_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO ssf_raise
        SELECT 'credential-change', OLD.user_id, u.email, 'fido2-platform delete', 'user'
        FROM users u WHERE u.id = OLD.user_id;
    ELSE
        INSERT INTO ssf_raise
        SELECT 'credential-change', NEW.user_id, u.email, 'fido2-platform create', 'user'
        FROM users u WHERE u.id = NEW.user_id;
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER passkeys_ssf_events AFTER INSERT OR DELETE ON passkeys
    FOR EACH ROW EXECUTE FUNCTION accounts_ssf_passkey_events();
