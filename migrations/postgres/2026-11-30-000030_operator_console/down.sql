DROP INDEX users_name_prefix;
DROP INDEX users_email_prefix;
DROP TABLE console_activity;
DROP TABLE operator_roles;
