DROP INDEX users_name_prefix;
DROP INDEX users_email_prefix;
DROP TABLE operator_roles;
