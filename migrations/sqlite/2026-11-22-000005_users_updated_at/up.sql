-- The cache of disabled users reads users changed since its last refresh
-- every second on every instance; without this index that is a full scan.
CREATE INDEX users_updated_at ON users (updated_at);
