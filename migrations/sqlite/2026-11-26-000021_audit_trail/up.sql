-- The audit trail as operators query it (docs/decisions.md, "Audit
-- trail"): the user an event is about, the client, the User-Agent; types
-- named like the webhook events.
ALTER TABLE audit_events ADD COLUMN user_id TEXT;
ALTER TABLE audit_events ADD COLUMN client_id TEXT;
ALTER TABLE audit_events ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
UPDATE audit_events SET action = CASE action
    WHEN 'login.succeeded' THEN 'session.started'
    WHEN 'login.failed' THEN 'signin.failed'
    WHEN 'login.upstream' THEN 'signin.upstream'
    WHEN 'session.revoked' THEN 'session.ended'
    WHEN 'user.password_changed' THEN 'password.changed'
    ELSE action END;
CREATE INDEX audit_events_user ON audit_events (user_id, id);
