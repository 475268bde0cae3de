DROP INDEX users_updated_at;
