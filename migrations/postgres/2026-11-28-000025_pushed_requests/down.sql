DROP TABLE pushed_requests;
ALTER TABLE clients DROP COLUMN require_par;
