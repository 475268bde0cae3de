DROP INDEX audit_events_user;
UPDATE audit_events SET action = CASE action
    WHEN 'session.started' THEN 'login.succeeded'
    WHEN 'signin.failed' THEN 'login.failed'
    WHEN 'signin.upstream' THEN 'login.upstream'
    WHEN 'session.ended' THEN 'session.revoked'
    WHEN 'password.changed' THEN 'user.password_changed'
    ELSE action END;
ALTER TABLE audit_events DROP COLUMN user_agent;
ALTER TABLE audit_events DROP COLUMN client_id;
ALTER TABLE audit_events DROP COLUMN user_id;
