-- Every throttle and lockout, shared by all instances: one row per
-- throttled key (a SHA-256 of the throttle's name and its key, so no
-- address or IP is stored), changed only by single atomic statements
-- (docs/decisions.md, "Throttles"). Instants are microseconds.
CREATE TABLE throttles (
    key BYTEA PRIMARY KEY,
    failures INTEGER NOT NULL,
    in_flight INTEGER NOT NULL,
    reserved_at BIGINT NOT NULL,
    last_failure BIGINT NOT NULL,
    locked_until BIGINT
);
CREATE INDEX throttles_last_failure ON throttles (last_failure);
