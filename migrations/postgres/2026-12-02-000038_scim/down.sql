CREATE OR REPLACE FUNCTION accounts_organization_member_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM accounts_webhook_event('organization.member_added', NEW.user_id, NEW.organization_id);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM accounts_webhook_event('organization.member_removed', OLD.user_id, OLD.organization_id);
    ELSIF (NEW.roles, NEW.break_glass) IS DISTINCT FROM (OLD.roles, OLD.break_glass) THEN
        PERFORM accounts_webhook_event('organization.roles_changed', NEW.user_id, NEW.organization_id);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
ALTER TABLE organization_members DROP COLUMN group_roles;
DROP TABLE scim_group_members;
DROP TABLE scim_groups;
DROP TABLE scim_external_ids;
DROP TABLE scim_users;
DROP TABLE scim_connections;
