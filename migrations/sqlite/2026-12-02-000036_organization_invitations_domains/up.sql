-- Organizations' invitations, mail domains and own sign-in
-- (docs/decisions.md, "Organizations").
--
-- An invitation is an address and roles with a single-use link, kept as
-- the digest of its token. At most one is pending per address and
-- organization; an expired one still counts until it is marked expired,
-- so that replacing it is a deliberate write.
CREATE TABLE organization_invitations (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    -- The canonical address.
    email            TEXT NOT NULL,
    -- Space-separated role keys, in the order given.
    roles            TEXT NOT NULL,
    digest           BLOB NOT NULL UNIQUE,
    -- `pending`, `accepted`, `revoked` or `expired`.
    status           TEXT NOT NULL,
    sent_at          BIGINT NOT NULL,
    expires_at       BIGINT NOT NULL
);
CREATE UNIQUE INDEX organization_invitations_pending ON organization_invitations (organization_id, email)
    WHERE status = 'pending';
CREATE INDEX organization_invitations_organization ON organization_invitations (organization_id);

-- A claimed domain is proved with a DNS challenge. Several organizations
-- may claim one, but only one may have it verified: the partial index
-- refuses the second verification.
CREATE TABLE organization_domains (
    organization_id  TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    domain           TEXT NOT NULL,
    challenge        TEXT NOT NULL,
    verified_at      BIGINT,
    -- `none` or `automatic`.
    join_rule        TEXT NOT NULL DEFAULT 'none',
    -- `none`, `offered` or `required`.
    sso              TEXT NOT NULL DEFAULT 'none',
    created_at       BIGINT NOT NULL,
    PRIMARY KEY (organization_id, domain)
);
CREATE UNIQUE INDEX organization_domains_verified ON organization_domains (domain)
    WHERE verified_at IS NOT NULL;
CREATE INDEX organization_domains_domain ON organization_domains (domain);

-- The organization's own OpenID provider; the client secret is sealed
-- with the master key, as webhooks' secrets are.
CREATE TABLE organization_sign_ins (
    organization_id  TEXT PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
    issuer           TEXT NOT NULL,
    client_id        TEXT NOT NULL,
    sealed_secret    BLOB NOT NULL,
    -- Space-separated.
    scopes           TEXT NOT NULL,
    updated_at       BIGINT NOT NULL
);

-- Webhook events (as migration 35's): none names a user; the detail is
-- the organization id. A verified domain removed because its
-- organization was deleted raises nothing: `organization.deleted` says
-- it (the cascade runs after the organization's row is gone, on both
-- backends, which is how the trigger tells). A sign-in's removal always
-- raises `organization.sign_in_changed`, with its organization's too.
CREATE TRIGGER organization_invitations_sent AFTER INSERT ON organization_invitations
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.invitation_sent', '', NEW.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.invitation_sent,%');
END;

-- A new link: the invitation was sent again.
CREATE TRIGGER organization_invitations_resent AFTER UPDATE ON organization_invitations
WHEN NEW.digest IS NOT OLD.digest AND NEW.status IS OLD.status
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.invitation_sent', '', NEW.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.invitation_sent,%');
END;

CREATE TRIGGER organization_invitations_accepted AFTER UPDATE ON organization_invitations
WHEN NEW.status = 'accepted' AND OLD.status <> 'accepted'
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.invitation_accepted', '', NEW.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.invitation_accepted,%');
END;

CREATE TRIGGER organization_invitations_revoked AFTER UPDATE ON organization_invitations
WHEN NEW.status = 'revoked' AND OLD.status <> 'revoked'
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.invitation_revoked', '', NEW.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.invitation_revoked,%');
END;

CREATE TRIGGER organization_domains_verified AFTER UPDATE OF verified_at ON organization_domains
WHEN OLD.verified_at IS NULL AND NEW.verified_at IS NOT NULL
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.domain_verified', '', NEW.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.domain_verified,%');
END;

CREATE TRIGGER organization_domains_removed AFTER DELETE ON organization_domains
WHEN OLD.verified_at IS NOT NULL
    AND EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id)
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.domain_removed', '', OLD.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.domain_removed,%');
END;

CREATE TRIGGER organization_sign_ins_set AFTER INSERT ON organization_sign_ins
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.sign_in_changed', '', NEW.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.sign_in_changed,%');
END;

CREATE TRIGGER organization_sign_ins_changed AFTER UPDATE ON organization_sign_ins
WHEN NEW.issuer IS NOT OLD.issuer OR NEW.client_id IS NOT OLD.client_id
    OR NEW.sealed_secret IS NOT OLD.sealed_secret OR NEW.scopes IS NOT OLD.scopes
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.sign_in_changed', '', NEW.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.sign_in_changed,%');
END;

CREATE TRIGGER organization_sign_ins_removed AFTER DELETE ON organization_sign_ins
BEGIN
    INSERT INTO webhook_events (type, user_id, detail, occurred_at)
    SELECT 'organization.sign_in_changed', '', OLD.organization_id, CAST((julianday('now') - 2440587.5) * 86400000000.0 AS INTEGER)
    WHERE EXISTS (SELECT 1 FROM webhooks WHERE events LIKE '%,organization.sign_in_changed,%');
END;
