DROP TRIGGER webhook_events_quiet ON webhook_events;
DROP FUNCTION accounts_webhook_quiet();
