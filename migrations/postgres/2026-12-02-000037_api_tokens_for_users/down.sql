ALTER TABLE refresh_tokens DROP COLUMN resource_scopes;
ALTER TABLE refresh_tokens DROP COLUMN resource;
ALTER TABLE authorization_codes DROP COLUMN resource_scopes;
ALTER TABLE authorization_codes DROP COLUMN resource;
