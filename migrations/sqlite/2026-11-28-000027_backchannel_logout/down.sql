DROP TRIGGER sessions_backchannel_logout;
DROP TABLE logout_deliveries;
ALTER TABLE clients DROP COLUMN backchannel_logout_uri;
