-- Public clients (browser and native apps, RFC 6749 2.1) hold no secret and
-- must use PKCE; existing clients stay confidential.
ALTER TABLE clients ADD COLUMN public BOOLEAN NOT NULL DEFAULT FALSE;
