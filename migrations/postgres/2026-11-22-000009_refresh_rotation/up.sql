-- Refresh-token rotation on the standard face: public clients always,
-- confidential clients that opt in. A rotated token keeps working for
-- tokens.refresh_grace_secs after its first use (a lost response must not
-- sign the user out); a use after that revokes the whole grant.
ALTER TABLE clients ADD COLUMN rotate_refresh_tokens BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE refresh_tokens ADD COLUMN rotated_at BIGINT;
