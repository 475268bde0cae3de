ALTER TABLE clients DROP COLUMN app_origins;
