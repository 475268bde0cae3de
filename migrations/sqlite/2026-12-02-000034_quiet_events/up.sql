-- Writes that raise no webhook event (docs/decisions.md, "Bringing users
-- in"): an import without `--events` and the re-hash of an imported
-- password at its first sign-in (not a password change). The writer puts
-- a row here for those statements and deletes it before anything else it
-- writes, inside its own transaction: SQLite has one writer at a time and
-- no other connection sees the uncommitted row.
CREATE TABLE quiet_events (quiet INTEGER NOT NULL);
CREATE TRIGGER webhook_events_quiet BEFORE INSERT ON webhook_events
    WHEN EXISTS (SELECT 1 FROM quiet_events)
BEGIN
    SELECT RAISE(IGNORE);
END;
