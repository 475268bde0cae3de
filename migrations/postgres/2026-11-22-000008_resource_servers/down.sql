ALTER TABLE clients DROP COLUMN resource_server;
