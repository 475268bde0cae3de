CREATE INDEX users_name_prefix ON users (lower(name) text_pattern_ops);
DROP TRIGGER user_search_words_update ON users;
DROP TRIGGER user_search_words_insert ON users;
DROP FUNCTION accounts_user_search_words();
DROP TABLE user_search_words;
