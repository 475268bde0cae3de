-- Every committed change that instances cache is announced on the
-- `accounts_changes` channel, so that every instance refreshes at once
-- instead of at its next timer (docs/decisions.md, "Caches and several
-- instances"). One notice per statement; PostgreSQL folds identical
-- notices of one transaction into one.
CREATE FUNCTION accounts_notify_change() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('accounts_changes', TG_TABLE_NAME);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER clients_changed AFTER INSERT OR UPDATE ON clients
    FOR EACH STATEMENT EXECUTE FUNCTION accounts_notify_change();
CREATE TRIGGER users_changed AFTER UPDATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION accounts_notify_change();
CREATE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at ON sessions
    FOR EACH STATEMENT EXECUTE FUNCTION accounts_notify_change();
CREATE TRIGGER access_tokens_revoked AFTER UPDATE OF revoked_at ON access_tokens
    FOR EACH STATEMENT EXECUTE FUNCTION accounts_notify_change();
CREATE TRIGGER signing_keys_changed AFTER INSERT OR UPDATE ON signing_keys
    FOR EACH STATEMENT EXECUTE FUNCTION accounts_notify_change();
