-- Organizations (docs/decisions.md, "Organizations"): each customer
-- company, the roles its members may hold (one set the whole service
-- shares; `admin` and `member` are built in and not stored), and who
-- belongs to which with which roles. Codes and refresh tokens remember
-- the organization a sign-in was for, so that a refresh checks the
-- membership again and removing a member revokes their tokens for it.
CREATE TABLE organizations (
    id          TEXT PRIMARY KEY,
    slug        TEXT NOT NULL UNIQUE,
    name        TEXT NOT NULL,
    enabled     BOOLEAN NOT NULL,
    -- `optional` or `required`.
    mfa         TEXT NOT NULL,
    created_at  BIGINT NOT NULL
);

CREATE TABLE organization_roles (
    key          TEXT PRIMARY KEY,
    description  TEXT NOT NULL,
    -- Space-separated API scopes; may be empty.
    permissions  TEXT NOT NULL,
    created_at   BIGINT NOT NULL
);

CREATE TABLE organization_members (
    organization_id  TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- Space-separated role keys, in the order given. Not a foreign key:
    -- the built-in roles have no row, and deleting a role rewrites this.
    roles            TEXT NOT NULL,
    managed          BOOLEAN NOT NULL,
    break_glass      BOOLEAN NOT NULL,
    joined_at        BIGINT NOT NULL,
    PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_members_user ON organization_members (user_id);

ALTER TABLE authorization_codes ADD COLUMN organization_id TEXT;
ALTER TABLE refresh_tokens ADD COLUMN organization_id TEXT;
-- Removing a member revokes that user's tokens for the organization;
-- deleting the organization deletes all of its tokens.
CREATE INDEX refresh_tokens_organization ON refresh_tokens (organization_id, user_id)
    WHERE organization_id IS NOT NULL;

-- Webhook events (as migration 23's): an organization's own events name
-- no user; a member's name the member. The detail is the organization id.
CREATE FUNCTION accounts_organization_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM accounts_webhook_event('organization.created', '', NEW.id);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM accounts_webhook_event('organization.deleted', '', OLD.id);
    ELSIF (NEW.slug, NEW.name, NEW.enabled, NEW.mfa)
          IS DISTINCT FROM (OLD.slug, OLD.name, OLD.enabled, OLD.mfa) THEN
        PERFORM accounts_webhook_event('organization.updated', '', NEW.id);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER organizations_events AFTER INSERT OR UPDATE OR DELETE ON organizations
    FOR EACH ROW EXECUTE FUNCTION accounts_organization_events();

CREATE FUNCTION accounts_organization_member_events() RETURNS trigger AS $$
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
CREATE TRIGGER organization_members_events AFTER INSERT OR UPDATE OR DELETE ON organization_members
    FOR EACH ROW EXECUTE FUNCTION accounts_organization_member_events();
