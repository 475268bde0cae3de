-- A client that gets codes and id_tokens only for sessions signed in with
-- two factors (amr mfa); users without a second factor set one up first.
ALTER TABLE clients ADD COLUMN require_mfa BOOLEAN NOT NULL DEFAULT FALSE;
