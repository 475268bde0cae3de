-- Identity links: an upstream provider's subject signs in one user. The
-- key is (provider, subject), never an email address; a user has at most
-- one link per provider.
CREATE TABLE identity_links (
    provider   TEXT NOT NULL,
    subject    TEXT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id),
    email      TEXT,
    linked_at  BIGINT NOT NULL,
    PRIMARY KEY (provider, subject),
    UNIQUE (user_id, provider)
);
