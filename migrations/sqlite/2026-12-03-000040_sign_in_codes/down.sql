DROP TRIGGER sessions_ssf_opened;
CREATE TRIGGER sessions_ssf_opened AFTER INSERT ON sessions
WHEN NEW.amr LIKE 'pwd %' AND NEW.amr LIKE '% mfa'
BEGIN
    INSERT INTO ssf_raise
    SELECT 'assurance-level-change', NEW.user_id, u.email, 'pwd mfa', 'user'
    FROM users u WHERE u.id = NEW.user_id;
END;
ALTER TABLE clients DROP COLUMN allow_sign_in_codes;
ALTER TABLE mfa_challenges DROP COLUMN first_factor;
DROP TABLE sign_in_codes;
