-- SCIM provisioning (docs/decisions.md, "SCIM"): an organization's
-- connections (each a bearer token kept as its digest; a rotated-out
-- token stays valid until `previous_until`), its directory's users and
-- groups, and the `externalId` each connection keeps for a resource.
CREATE TABLE scim_connections (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    digest           BYTEA NOT NULL UNIQUE,
    previous_digest  BYTEA UNIQUE,
    previous_until   BIGINT,
    created_at       BIGINT NOT NULL,
    last_used_at     BIGINT
);
CREATE INDEX scim_connections_organization ON scim_connections (organization_id);

-- One entry of an organization's directory. `document` is the User as
-- SCIM writes it (JSON, without id, externalId and meta); the `_key`
-- columns are its filterable attributes in lowercase, so that a filter
-- on them is an indexed query. `user_id` is the entry's account, if it
-- has one.
CREATE TABLE scim_users (
    id                TEXT PRIMARY KEY,
    organization_id   TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    user_name         TEXT NOT NULL,
    user_name_key     TEXT NOT NULL,
    family_name_key   TEXT,
    given_name_key    TEXT,
    display_name_key  TEXT,
    active            BOOLEAN NOT NULL,
    document          TEXT NOT NULL,
    user_id           TEXT REFERENCES users (id) ON DELETE SET NULL,
    version           BIGINT NOT NULL,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL,
    UNIQUE (organization_id, user_name_key)
);
CREATE UNIQUE INDEX scim_users_account ON scim_users (organization_id, user_id);
CREATE INDEX scim_users_user ON scim_users (user_id);
-- text_pattern_ops: `sw` is a LIKE prefix whatever the collation.
CREATE INDEX scim_users_family_name ON scim_users (organization_id, family_name_key text_pattern_ops);
CREATE INDEX scim_users_given_name ON scim_users (organization_id, given_name_key);
CREATE INDEX scim_users_display_name ON scim_users (organization_id, display_name_key);

CREATE TABLE scim_external_ids (
    connection_id  TEXT NOT NULL REFERENCES scim_connections (id) ON DELETE CASCADE,
    resource_id    TEXT NOT NULL,
    external_id    TEXT NOT NULL,
    PRIMARY KEY (connection_id, resource_id)
);
CREATE INDEX scim_external_ids_value ON scim_external_ids (connection_id, external_id);

-- An organization's groups; a member is one of its users' entries.
CREATE TABLE scim_groups (
    id                TEXT PRIMARY KEY,
    organization_id   TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    display_name      TEXT NOT NULL,
    display_name_key  TEXT NOT NULL,
    -- The organization roles its members hold through it, space-separated.
    roles             TEXT NOT NULL DEFAULT '',
    version           BIGINT NOT NULL,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL,
    UNIQUE (organization_id, display_name_key)
);

CREATE TABLE scim_group_members (
    group_id  TEXT NOT NULL REFERENCES scim_groups (id) ON DELETE CASCADE,
    user_id   TEXT NOT NULL REFERENCES scim_users (id) ON DELETE CASCADE,
    -- The member's `display` as the directory sent it.
    display   TEXT,
    PRIMARY KEY (group_id, user_id)
);
CREATE INDEX scim_group_members_user ON scim_group_members (user_id);

-- The roles a member holds through their entry's groups, kept beside
-- the roles given by hand (`roles`); tokens carry both.
ALTER TABLE organization_members ADD COLUMN group_roles TEXT NOT NULL DEFAULT '';

-- A change of the roles held through groups is a change of the member's
-- roles (migration 35's event, `organization.roles_changed`).
CREATE OR REPLACE FUNCTION accounts_organization_member_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM accounts_webhook_event('organization.member_added', NEW.user_id, NEW.organization_id);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM accounts_webhook_event('organization.member_removed', OLD.user_id, OLD.organization_id);
    ELSIF (NEW.roles, NEW.break_glass, NEW.group_roles)
          IS DISTINCT FROM (OLD.roles, OLD.break_glass, OLD.group_roles) THEN
        PERFORM accounts_webhook_event('organization.roles_changed', NEW.user_id, NEW.organization_id);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
