DROP TABLE reset_reviews;
ALTER TABLE email_tokens DROP COLUMN asker_digest;
ALTER TABLE sessions DROP COLUMN channel;
