ALTER TABLE clients DROP COLUMN allow_sign_in_codes;
ALTER TABLE mfa_challenges DROP COLUMN first_factor;
DROP TABLE sign_in_codes;
