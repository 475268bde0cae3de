-- A resource server (an API that accepts this service's access tokens)
-- may introspect tokens issued to any client; other clients only their own.
ALTER TABLE clients ADD COLUMN resource_server BOOLEAN NOT NULL DEFAULT FALSE;
