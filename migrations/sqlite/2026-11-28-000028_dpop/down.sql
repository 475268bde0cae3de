DROP TABLE dpop_proofs;
ALTER TABLE refresh_tokens DROP COLUMN jkt;
