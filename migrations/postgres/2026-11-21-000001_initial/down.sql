DROP TABLE audit_events;
DROP TABLE signing_keys;
DROP TABLE access_tokens;
DROP TABLE refresh_tokens;
DROP TABLE authorization_codes;
DROP TABLE sessions;
DROP TABLE users;
DROP TABLE clients;
