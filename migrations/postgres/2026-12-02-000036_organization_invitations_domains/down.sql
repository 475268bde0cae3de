DROP TRIGGER organization_sign_ins_events ON organization_sign_ins;
DROP FUNCTION accounts_organization_sign_in_events();
DROP TRIGGER organization_domains_events ON organization_domains;
DROP FUNCTION accounts_organization_domain_events();
DROP TRIGGER organization_invitations_events ON organization_invitations;
DROP FUNCTION accounts_organization_invitation_events();
DROP TABLE organization_sign_ins;
DROP TABLE organization_domains;
DROP TABLE organization_invitations;
