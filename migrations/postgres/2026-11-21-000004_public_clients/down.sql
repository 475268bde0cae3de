ALTER TABLE clients DROP COLUMN public;
