-- How a session's user proved who they are (RFC 8176 amr values,
-- space-separated): `pwd`, or `pwd otp mfa` after a second factor. The
-- id_tokens of the session carry them, and the matching acr.
ALTER TABLE sessions ADD COLUMN amr TEXT NOT NULL DEFAULT 'pwd';
