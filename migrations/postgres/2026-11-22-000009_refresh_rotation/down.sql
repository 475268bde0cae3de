ALTER TABLE refresh_tokens DROP COLUMN rotated_at;
ALTER TABLE clients DROP COLUMN rotate_refresh_tokens;
