-- Each address is stored in its one canonical spelling, the one look-ups
-- compare (email_normalized: NFKC, lower case), so that mail goes where
-- the account's key points and no second spelling of an address can hold
-- it (docs/decisions.md, "Values"). Tokens already mailed follow their
-- account's address, so that they still verify it.
UPDATE email_tokens
SET email = (SELECT u.email_normalized FROM users u WHERE u.id = email_tokens.user_id)
WHERE email = (SELECT u.email FROM users u WHERE u.id = email_tokens.user_id);
UPDATE users SET email = email_normalized WHERE email <> email_normalized;
