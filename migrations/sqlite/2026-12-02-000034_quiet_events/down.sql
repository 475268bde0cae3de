DROP TRIGGER webhook_events_quiet;
DROP TABLE quiet_events;
