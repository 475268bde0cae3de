-- Writes that raise no webhook event (docs/decisions.md, "Bringing users
-- in"): an import without `--events` (a million `user.created` is rarely
-- wanted) and the re-hash of an imported password at its first sign-in
-- (not a password change). The writer turns `accounts.quiet_events` on
-- for those statements only, inside its own transaction
-- (`set_config(..., true)`), and off again before anything else it writes:
-- the session that sign-in opens still raises `session.started`.
CREATE FUNCTION accounts_webhook_quiet() RETURNS trigger AS $$
BEGIN
    IF current_setting('accounts.quiet_events', true) = 'on' THEN
        RETURN NULL;
    END IF;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER webhook_events_quiet BEFORE INSERT ON webhook_events
    FOR EACH ROW EXECUTE FUNCTION accounts_webhook_quiet();
