-- SQLite serves one instance: there is no one to notify. Kept so that both
-- backends have the same migration list.
SELECT 1;
