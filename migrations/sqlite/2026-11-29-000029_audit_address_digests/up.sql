-- Sign-ins name their address by a keyed digest from now on, never in
-- clear text (docs/decisions.md, "Audit trail"). The digest needs the
-- master key, which SQL has not: addresses already written are blanked
-- instead (the events keep their user id where there was an account).
UPDATE audit_events SET subject = ''
    WHERE action IN ('signin.failed', 'session.started') AND subject LIKE '%@%';
-- Operators look attempts on an address up by its digest.
CREATE INDEX audit_events_subject ON audit_events (subject, id);
