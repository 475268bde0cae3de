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
CREATE INDEX refresh_tokens_organization ON refresh_tokens (organization_id, user_id);

-- Webhook events (as migration 23's): an organization's own events name
-- no user; a member's name the member. The detail is the organization id.
CREATE TRIGGER organizations_created AFTER INSERT ON organizations
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.created', '', NEW.id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.created,%');
END;

CREATE TRIGGER organizations_changed AFTER UPDATE ON organizations
WHEN NEW.slug IS NOT OLD.slug OR NEW.name IS NOT OLD.name OR NEW.enabled IS NOT OLD.enabled
    OR NEW.mfa IS NOT OLD.mfa
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.updated', '', NEW.id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.updated,%');
END;

CREATE TRIGGER organizations_deleted AFTER DELETE ON organizations
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.deleted', '', OLD.id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.deleted,%');
END;

CREATE TRIGGER organization_members_added AFTER INSERT ON organization_members
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.member_added', NEW.user_id, NEW.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.member_added,%');
END;

CREATE TRIGGER organization_members_changed AFTER UPDATE ON organization_members
WHEN NEW.roles IS NOT OLD.roles OR NEW.break_glass IS NOT OLD.break_glass
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.roles_changed', NEW.user_id, NEW.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.roles_changed,%');
END;

CREATE TRIGGER organization_members_removed AFTER DELETE ON organization_members
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.member_removed', OLD.user_id, OLD.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.member_removed,%');
END;
