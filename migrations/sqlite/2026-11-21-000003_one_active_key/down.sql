DROP INDEX signing_keys_one_active;
ALTER TABLE signing_keys DROP COLUMN purpose;
