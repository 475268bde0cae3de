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
    digest           BYTEA NOT NULL UNIQUE,
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
    sealed_secret    BYTEA NOT NULL,
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
CREATE FUNCTION accounts_organization_invitation_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM accounts_webhook_event('organization.invitation_sent', '', NEW.organization_id);
    ELSIF NEW.status = 'accepted' AND OLD.status <> 'accepted' THEN
        PERFORM accounts_webhook_event('organization.invitation_accepted', '', NEW.organization_id);
    ELSIF NEW.status = 'revoked' AND OLD.status <> 'revoked' THEN
        PERFORM accounts_webhook_event('organization.invitation_revoked', '', NEW.organization_id);
    ELSIF NEW.digest <> OLD.digest AND NEW.status = OLD.status THEN
        -- A new link: the invitation was sent again.
        PERFORM accounts_webhook_event('organization.invitation_sent', '', NEW.organization_id);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER organization_invitations_events AFTER INSERT OR UPDATE ON organization_invitations
    FOR EACH ROW EXECUTE FUNCTION accounts_organization_invitation_events();

CREATE FUNCTION accounts_organization_domain_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'UPDATE' THEN
        IF OLD.verified_at IS NULL AND NEW.verified_at IS NOT NULL THEN
            PERFORM accounts_webhook_event('organization.domain_verified', '', NEW.organization_id);
        END IF;
    ELSIF OLD.verified_at IS NOT NULL
          AND EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id) THEN
        PERFORM accounts_webhook_event('organization.domain_removed', '', OLD.organization_id);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER organization_domains_events AFTER UPDATE OF verified_at OR DELETE ON organization_domains
    FOR EACH ROW EXECUTE FUNCTION accounts_organization_domain_events();

CREATE FUNCTION accounts_organization_sign_in_events() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM accounts_webhook_event('organization.sign_in_changed', '', NEW.organization_id);
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM accounts_webhook_event('organization.sign_in_changed', '', OLD.organization_id);
    ELSIF (NEW.issuer, NEW.client_id, NEW.sealed_secret, NEW.scopes)
          IS DISTINCT FROM (OLD.issuer, OLD.client_id, OLD.sealed_secret, OLD.scopes) THEN
        PERFORM accounts_webhook_event('organization.sign_in_changed', '', NEW.organization_id);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER organization_sign_ins_events AFTER INSERT OR UPDATE OR DELETE ON organization_sign_ins
    FOR EACH ROW EXECUTE FUNCTION accounts_organization_sign_in_events();
