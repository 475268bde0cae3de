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
-- The console's user search: a name prefix is a range of lower(name)
-- (the address's range uses the unique index on email_normalized).
CREATE INDEX users_name_prefix ON users (lower(name));
