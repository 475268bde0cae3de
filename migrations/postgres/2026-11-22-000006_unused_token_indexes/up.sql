-- No query looks codes or tokens up by client or user, nor codes by
-- session, and no client, user or session row is ever deleted, so the
-- foreign keys need no index on these columns either. Each index cost
-- every code and token insert a write (docs/decisions.md, "The code grant
-- on PostgreSQL").
DROP INDEX authorization_codes_session_id;
DROP INDEX authorization_codes_client_id;
DROP INDEX access_tokens_client_id;
DROP INDEX refresh_tokens_client_id;
DROP INDEX refresh_tokens_user_id;
