-- Whether the user showed they receive mail at their address (OpenID
-- Connect's email_verified). Accounts that exist were made by operators,
-- who vouch for the address; self-registered accounts start unverified.
ALTER TABLE users ADD COLUMN email_verified BOOLEAN NOT NULL DEFAULT TRUE;
