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
    sealed_secret  BYTEA NOT NULL,
    created_at     BIGINT NOT NULL
);

CREATE TABLE webhook_events (
    id           BIGSERIAL PRIMARY KEY,
    type         TEXT NOT NULL,
    user_id      TEXT NOT NULL,
    detail       TEXT NOT NULL DEFAULT '',
    occurred_at  BIGINT NOT NULL
);
CREATE INDEX webhook_events_user ON webhook_events (user_id);
CREATE INDEX webhook_events_occurred ON webhook_events (occurred_at);

CREATE TABLE webhook_deliveries (
    id               BIGSERIAL PRIMARY KEY,
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

CREATE FUNCTION accounts_webhook_event(kind TEXT, uid TEXT, detail TEXT) RETURNS void AS $$
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT kind, uid, detail, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,' || kind || ',%');
END;
$$ LANGUAGE plpgsql;

-- One delivery per endpoint that wants the event.
CREATE FUNCTION accounts_webhook_fan_out() RETURNS trigger AS $$
BEGIN
    INSERT INTO webhook_deliveries (event_id, webhook_id)
    SELECT NEW.id, id FROM webhooks WHERE events LIKE '%,' || NEW.type || ',%';
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER webhook_events_fan_out AFTER INSERT ON webhook_events
    FOR EACH ROW EXECUTE FUNCTION accounts_webhook_fan_out();

-- One change, one event: an address change is `user.email_changed` even
-- though it also sets `email_verified`; a password change is only
-- `password.changed`.
CREATE FUNCTION accounts_user_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM accounts_webhook_event('user.created', NEW.id, '');
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM accounts_webhook_event('user.deleted', OLD.id, '');
    ELSIF NEW.email_normalized <> OLD.email_normalized THEN
        PERFORM accounts_webhook_event('user.email_changed', NEW.id, '');
    ELSIF NEW.password_hash <> OLD.password_hash THEN
        PERFORM accounts_webhook_event('password.changed', NEW.id, '');
    ELSIF (NEW.email, NEW.name, NEW.mobile, NEW.picture, NEW.country_code, NEW.country,
           NEW.country_region_code, NEW.country_region, NEW.city, NEW.postal_code,
           NEW.enabled, NEW.email_verified)
          IS DISTINCT FROM
          (OLD.email, OLD.name, OLD.mobile, OLD.picture, OLD.country_code, OLD.country,
           OLD.country_region_code, OLD.country_region, OLD.city, OLD.postal_code,
           OLD.enabled, OLD.email_verified) THEN
        PERFORM accounts_webhook_event('user.updated', NEW.id, '');
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER users_events AFTER INSERT OR UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION accounts_user_events();

CREATE FUNCTION accounts_session_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM accounts_webhook_event('session.started', NEW.user_id, NEW.id);
    ELSIF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL THEN
        PERFORM accounts_webhook_event('session.ended', NEW.user_id, NEW.id);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER sessions_events AFTER INSERT OR UPDATE OF revoked_at ON sessions
    FOR EACH ROW EXECUTE FUNCTION accounts_session_events();

CREATE FUNCTION accounts_totp_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.confirmed_at IS NULL AND NEW.confirmed_at IS NOT NULL THEN
        PERFORM accounts_webhook_event('factor.added', NEW.user_id, 'totp');
    ELSIF TG_OP = 'DELETE' AND OLD.confirmed_at IS NOT NULL THEN
        PERFORM accounts_webhook_event('factor.removed', OLD.user_id, 'totp');
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER totp_events AFTER UPDATE OF confirmed_at OR DELETE ON totp_factors
    FOR EACH ROW EXECUTE FUNCTION accounts_totp_events();

CREATE FUNCTION accounts_passkey_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM accounts_webhook_event('factor.added', NEW.user_id, 'passkey');
    ELSE
        PERFORM accounts_webhook_event('factor.removed', OLD.user_id, 'passkey');
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER passkeys_events AFTER INSERT OR DELETE ON passkeys
    FOR EACH ROW EXECUTE FUNCTION accounts_passkey_events();
