ALTER TABLE organization_members DROP COLUMN group_roles;
DROP TABLE scim_group_members;
DROP TABLE scim_groups;
DROP TABLE scim_external_ids;
DROP TABLE scim_users;
DROP TABLE scim_connections;
