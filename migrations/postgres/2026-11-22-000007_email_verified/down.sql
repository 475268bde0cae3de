ALTER TABLE users DROP COLUMN email_verified;
