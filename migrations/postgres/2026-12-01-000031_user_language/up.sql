-- The user's stored language (a supported BCP 47 tag, docs/decisions.md "Languages"):
-- the language of their mails; NULL until sign-up sets it or they pick one.
ALTER TABLE users ADD COLUMN language TEXT;
