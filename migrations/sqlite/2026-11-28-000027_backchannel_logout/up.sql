-- OpenID Connect Back-Channel Logout (docs/decisions.md, "Back-channel
-- logout"): where each client hears that a session ended, and the outbox
-- of logout tokens to send. A trigger writes one delivery per client that
-- holds tokens from the session, in the transaction that ends it,
-- whichever code path ends it (sign-out, remote sign-out, password
-- change, disabling, deletion).
ALTER TABLE clients ADD COLUMN backchannel_logout_uri TEXT;

CREATE TABLE logout_deliveries (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    client_id        TEXT NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    session_id       TEXT NOT NULL,
    user_id          TEXT NOT NULL,
    status           TEXT NOT NULL DEFAULT 'pending',
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT NOT NULL,
    retry_until      BIGINT,
    last_error       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX logout_deliveries_due ON logout_deliveries (next_attempt_at, id) WHERE status = 'pending';

CREATE TRIGGER sessions_backchannel_logout AFTER UPDATE OF revoked_at ON sessions
    WHEN OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL
BEGIN
    INSERT INTO logout_deliveries (client_id, session_id, user_id, next_attempt_at)
    SELECT c.id, NEW.id, NEW.user_id, NEW.revoked_at FROM clients c
    WHERE c.backchannel_logout_uri IS NOT NULL AND (
        EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.session_id = NEW.id AND t.client_id = c.id)
        OR EXISTS (SELECT 1 FROM access_tokens t WHERE t.session_id = NEW.id AND t.client_id = c.id));
END;
