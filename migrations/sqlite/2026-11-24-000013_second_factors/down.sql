DROP TABLE mfa_challenges;
DROP TABLE recovery_codes;
DROP TABLE totp_factors;
