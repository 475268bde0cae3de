DROP TRIGGER user_search_words_insert ON users;
CREATE TRIGGER user_search_words_insert AFTER INSERT ON users
    FOR EACH ROW EXECUTE FUNCTION accounts_user_search_words();
CREATE OR REPLACE FUNCTION accounts_user_search_words() RETURNS trigger AS $$
BEGIN
    DELETE FROM user_search_words WHERE user_id = NEW.id;
    INSERT INTO user_search_words (user_id, tail)
    WITH RECURSIVE rest (tail, n) AS (
        SELECT replace(lower(NEW.name), '-', ' '), 1
        UNION ALL
        SELECT substr(rest.tail, strpos(rest.tail, ' ') + 1), rest.n + 1 FROM rest
        WHERE strpos(rest.tail, ' ') > 0 AND rest.n < 16
    )
    SELECT DISTINCT NEW.id, left(rest.tail, 64) FROM rest
    WHERE rest.tail <> '' AND left(rest.tail, 1) <> ' ';
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
DROP FUNCTION accounts_user_search_words_of(TEXT[]);
DROP TRIGGER users_events ON users;
CREATE TRIGGER users_events AFTER INSERT OR UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION accounts_user_events();
DROP TRIGGER webhook_events_quiet ON webhook_events;
DROP FUNCTION accounts_webhook_quiet();
