DROP INDEX audit_events_subject;
