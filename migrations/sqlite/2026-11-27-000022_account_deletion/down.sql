DROP TABLE ended_sessions;
DROP INDEX users_deletion_due;
ALTER TABLE users DROP COLUMN deletion_due_at;
