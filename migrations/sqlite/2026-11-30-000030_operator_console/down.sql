DROP INDEX users_name_prefix;
DROP TABLE operator_roles;
