-- Writes that raise no webhook event (docs/decisions.md, "Bringing users
-- in"): an import without `--events` (a million `user.created` is rarely
-- wanted) and the re-hash of an imported password at its first sign-in
-- (not a password change). The writer turns `accounts.quiet_events` on
-- for those statements only, inside its own transaction
-- (`set_config(..., true)`), and off again before anything else it writes:
-- the session that sign-in opens still raises `session.started`.
CREATE FUNCTION accounts_webhook_quiet() RETURNS trigger AS $$
BEGIN
    IF current_setting('accounts.quiet_events', true) = 'on' THEN
        RETURN NULL;
    END IF;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER webhook_events_quiet BEFORE INSERT ON webhook_events
    FOR EACH ROW EXECUTE FUNCTION accounts_webhook_quiet();

-- The users' own event trigger is not even entered while quiet: a
-- million-user import would otherwise call it a million times for nothing.
DROP TRIGGER users_events ON users;
CREATE TRIGGER users_events AFTER INSERT OR UPDATE OR DELETE ON users
    FOR EACH ROW WHEN (current_setting('accounts.quiet_events', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION accounts_user_events();

-- The search words of many users at once, by their ids: the one place
-- that knows how a name becomes its words (migration 33's rules). The
-- insert trigger calls it for its row; an import, which turns
-- `accounts.bulk_users` on for its insert, calls it once per batch after
-- the insert instead of once per user.
CREATE FUNCTION accounts_user_search_words_of(ids TEXT[]) RETURNS void AS $$
    DELETE FROM user_search_words WHERE user_id = ANY(ids);
    INSERT INTO user_search_words (user_id, tail)
    WITH RECURSIVE rest (user_id, tail, n) AS (
        SELECT id, replace(lower(name), '-', ' '), 1 FROM users WHERE id = ANY(ids)
        UNION ALL
        SELECT rest.user_id, substr(rest.tail, strpos(rest.tail, ' ') + 1), rest.n + 1 FROM rest
        WHERE strpos(rest.tail, ' ') > 0 AND rest.n < 16
    )
    SELECT DISTINCT rest.user_id, left(rest.tail, 64) FROM rest
    WHERE rest.tail <> '' AND left(rest.tail, 1) <> ' ';
$$ LANGUAGE sql;
CREATE OR REPLACE FUNCTION accounts_user_search_words() RETURNS trigger AS $$
BEGIN
    PERFORM accounts_user_search_words_of(ARRAY[NEW.id]);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
DROP TRIGGER user_search_words_insert ON users;
CREATE TRIGGER user_search_words_insert AFTER INSERT ON users
    FOR EACH ROW WHEN (current_setting('accounts.bulk_users', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION accounts_user_search_words();
