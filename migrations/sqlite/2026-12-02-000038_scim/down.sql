DROP TRIGGER organization_members_changed;
CREATE TRIGGER organization_members_changed AFTER UPDATE ON organization_members
WHEN NEW.roles IS NOT OLD.roles OR NEW.break_glass IS NOT OLD.break_glass
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.roles_changed', NEW.user_id, NEW.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.roles_changed,%');
END;
ALTER TABLE organization_members DROP COLUMN group_roles;
DROP TABLE scim_group_members;
DROP TABLE scim_groups;
DROP TABLE scim_external_ids;
DROP TABLE scim_users;
DROP TABLE scim_connections;
