CREATE INDEX users_name_prefix ON users (lower(name));
DROP TRIGGER user_search_words_update;
DROP TRIGGER user_search_words_insert;
DROP TABLE user_search_words;
