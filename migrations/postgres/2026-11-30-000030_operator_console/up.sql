-- Console operators: a user with a role (docs/decisions.md, "Operator
-- console"). No row means no role.
CREATE TABLE operator_roles (
    user_id    TEXT PRIMARY KEY REFERENCES users (id),
    role       TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);
-- When each browser session last opened a console page: the console's idle
-- timeout reads this, not the session's activity, which apps' refreshes
-- and userinfo calls keep fresh too.
CREATE TABLE console_activity (
    session_id TEXT PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    seen_at    BIGINT NOT NULL
);
-- The console's user search answers address and name prefixes from
-- indexes: `text_pattern_ops` lets LIKE 'prefix%' use them whatever the
-- database's collation.
CREATE INDEX users_email_prefix ON users (email_normalized text_pattern_ops);
CREATE INDEX users_name_prefix ON users (lower(name) text_pattern_ops);
