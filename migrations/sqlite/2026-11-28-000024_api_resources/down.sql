DROP TABLE client_grants;
DROP TABLE api_resources;
ALTER TABLE clients DROP COLUMN client_credentials;
