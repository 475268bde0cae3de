DROP INDEX sessions_account_token_digest;
ALTER TABLE sessions DROP COLUMN account_token_digest;
