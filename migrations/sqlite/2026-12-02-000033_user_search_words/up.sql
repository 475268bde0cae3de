-- The console's user search finds a user by the start of any word of the
-- name (docs/decisions.md, "Operator console"): one row per word, holding
-- the name lower-cased from that word on (so "quarr" and "quarrington sm"
-- both find "Zebediah Quarrington Smith"), hyphens read as spaces, at most
-- 64 characters and 16 words a name. Triggers keep it in step with every
-- write of users.name, in the writing transaction, whatever code writes it;
-- deleting the user deletes its rows. (SQLite's lower() folds ASCII only.)
CREATE TABLE user_search_words (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    tail    TEXT NOT NULL,
    PRIMARY KEY (user_id, tail)
);
CREATE INDEX user_search_words_tail ON user_search_words (tail);

CREATE TRIGGER user_search_words_insert AFTER INSERT ON users
BEGIN
    INSERT OR IGNORE INTO user_search_words (user_id, tail)
    WITH RECURSIVE rest (tail, n) AS (
        SELECT replace(lower(NEW.name), '-', ' '), 1
        UNION ALL
        SELECT substr(rest.tail, instr(rest.tail, ' ') + 1), rest.n + 1 FROM rest
        WHERE instr(rest.tail, ' ') > 0 AND rest.n < 16
    )
    SELECT NEW.id, substr(rest.tail, 1, 64) FROM rest
    WHERE rest.tail <> '' AND substr(rest.tail, 1, 1) <> ' ';
END;

CREATE TRIGGER user_search_words_update AFTER UPDATE OF name ON users
WHEN OLD.name IS NOT NEW.name
BEGIN
    DELETE FROM user_search_words WHERE user_id = NEW.id;
    INSERT OR IGNORE INTO user_search_words (user_id, tail)
    WITH RECURSIVE rest (tail, n) AS (
        SELECT replace(lower(NEW.name), '-', ' '), 1
        UNION ALL
        SELECT substr(rest.tail, instr(rest.tail, ' ') + 1), rest.n + 1 FROM rest
        WHERE instr(rest.tail, ' ') > 0 AND rest.n < 16
    )
    SELECT NEW.id, substr(rest.tail, 1, 64) FROM rest
    WHERE rest.tail <> '' AND substr(rest.tail, 1, 1) <> ' ';
END;

-- The users there are already.
INSERT OR IGNORE INTO user_search_words (user_id, tail)
WITH RECURSIVE rest (user_id, tail, n) AS (
    SELECT id, replace(lower(name), '-', ' '), 1 FROM users
    UNION ALL
    SELECT rest.user_id, substr(rest.tail, instr(rest.tail, ' ') + 1), rest.n + 1 FROM rest
    WHERE instr(rest.tail, ' ') > 0 AND rest.n < 16
)
SELECT rest.user_id, substr(rest.tail, 1, 64) FROM rest
WHERE rest.tail <> '' AND substr(rest.tail, 1, 1) <> ' ';

-- The whole name's prefix is the first word's row now.
DROP INDEX users_name_prefix;
