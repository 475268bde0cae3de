-- The earlier spellings are not kept: there is nothing to restore.
SELECT 1;
