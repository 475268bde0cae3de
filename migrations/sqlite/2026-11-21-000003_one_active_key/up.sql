-- At most one active key per purpose (id_token keys are asymmetric, access
-- keys HS256), enforced by the database: two instances starting at once on
-- an empty database cannot both make an active key.
ALTER TABLE signing_keys ADD COLUMN purpose TEXT NOT NULL DEFAULT 'id_token';
UPDATE signing_keys SET purpose = 'access_token' WHERE algorithm = 'HS256';
CREATE UNIQUE INDEX signing_keys_one_active ON signing_keys (purpose) WHERE state = 'active';
