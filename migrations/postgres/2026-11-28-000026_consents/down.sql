DROP TABLE consents;
ALTER TABLE clients DROP COLUMN third_party;
