DROP INDEX users_name_prefix;
DROP TABLE console_activity;
DROP TABLE operator_roles;
