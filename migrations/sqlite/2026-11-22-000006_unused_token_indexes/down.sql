CREATE INDEX authorization_codes_session_id ON authorization_codes (session_id);
CREATE INDEX authorization_codes_client_id ON authorization_codes (client_id);
CREATE INDEX access_tokens_client_id ON access_tokens (client_id);
CREATE INDEX refresh_tokens_client_id ON refresh_tokens (client_id);
CREATE INDEX refresh_tokens_user_id ON refresh_tokens (user_id);
