-- Tokens sent by mail: email verification (24 h) and password reset
-- (30 min). Only the SHA-256 digest is stored; used_at makes each single
-- use (and marks a reset token voided by a newer request).
CREATE TABLE email_tokens (
    digest      BYTEA PRIMARY KEY,
    purpose     TEXT NOT NULL,
    user_id     TEXT NOT NULL REFERENCES users (id),
    email       TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);
CREATE INDEX email_tokens_user_id ON email_tokens (user_id);
CREATE INDEX email_tokens_expires_at ON email_tokens (expires_at);
