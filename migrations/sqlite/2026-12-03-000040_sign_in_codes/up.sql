-- Sign-in by a mailed code (docs/decisions.md, "Sign-in codes"): one row
-- per address, the newest code replacing the one before; the row stays
-- after use so the hour's mail count survives until its window ends.
CREATE TABLE sign_in_codes (
    email_normalized TEXT PRIMARY KEY,
    email            TEXT NOT NULL,
    code_tag         TEXT NOT NULL,
    link_digest      BLOB NOT NULL UNIQUE,
    created_at       BIGINT NOT NULL,
    expires_at       BIGINT NOT NULL,
    used_at          BIGINT,
    failures         INTEGER NOT NULL DEFAULT 0,
    asker            BLOB,
    continuation     TEXT,
    window_start     BIGINT NOT NULL,
    mails_in_window  INTEGER NOT NULL
);
CREATE INDEX sign_in_codes_window_start ON sign_in_codes (window_start);

-- What the first step of a sign-in waiting for its second factor was:
-- the second step's session says both (amr).
ALTER TABLE mfa_challenges ADD COLUMN first_factor TEXT NOT NULL DEFAULT 'pwd';

-- A client may want a password or a passkey instead of a mailed code.
ALTER TABLE clients ADD COLUMN allow_sign_in_codes BOOLEAN NOT NULL DEFAULT TRUE;

-- A session opened with a second factor after a mailed code gained its
-- second factor too (the CAEP assurance-level-change of a password's).
DROP TRIGGER sessions_ssf_opened;
CREATE TRIGGER sessions_ssf_opened AFTER INSERT ON sessions
WHEN (NEW.amr LIKE 'pwd %' OR NEW.amr LIKE 'otp %') AND NEW.amr LIKE '% mfa'
BEGIN
    INSERT INTO ssf_raise
    SELECT 'assurance-level-change', NEW.user_id, u.email,
           CASE WHEN NEW.amr LIKE 'otp %' THEN 'otp mfa' ELSE 'pwd mfa' END, 'user'
    FROM users u WHERE u.id = NEW.user_id;
END;
