-- A user's tokens for an API (docs/decisions.md, "A user's tokens for an
-- API"): a code and the refresh tokens of its grant remember the API the
-- authorization request named (RFC 8707 `resource`) and the API's scopes
-- the user granted, so that every token of the grant is for that API.
-- Both columns are NULL for the user's own tokens for this service.
ALTER TABLE authorization_codes ADD COLUMN resource TEXT;
-- Space-separated, as the `scope` parameter writes them.
ALTER TABLE authorization_codes ADD COLUMN resource_scopes TEXT;
ALTER TABLE refresh_tokens ADD COLUMN resource TEXT;
ALTER TABLE refresh_tokens ADD COLUMN resource_scopes TEXT;
