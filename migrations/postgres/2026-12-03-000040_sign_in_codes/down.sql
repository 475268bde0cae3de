CREATE OR REPLACE FUNCTION accounts_ssf_session_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        IF NEW.amr LIKE 'pwd %' AND NEW.amr LIKE '% mfa' THEN
            INSERT INTO ssf_raise
            SELECT 'assurance-level-change', NEW.user_id, u.email, 'pwd mfa', 'user'
            FROM users u WHERE u.id = NEW.user_id;
        END IF;
    ELSIF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL THEN
        INSERT INTO ssf_raise
        SELECT 'session-revoked', NEW.user_id, u.email, NEW.id,
               CASE WHEN u.enabled THEN 'user' ELSE 'admin' END
        FROM users u WHERE u.id = NEW.user_id;
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
ALTER TABLE clients DROP COLUMN allow_sign_in_codes;
ALTER TABLE mfa_challenges DROP COLUMN first_factor;
DROP TABLE sign_in_codes;
