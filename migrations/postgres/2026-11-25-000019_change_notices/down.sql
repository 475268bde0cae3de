DROP TRIGGER signing_keys_changed ON signing_keys;
DROP TRIGGER access_tokens_revoked ON access_tokens;
DROP TRIGGER sessions_revoked ON sessions;
DROP TRIGGER users_changed ON users;
DROP TRIGGER clients_changed ON clients;
DROP FUNCTION accounts_notify_change();
