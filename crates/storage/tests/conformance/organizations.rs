//! Organizations in storage: found by id or slug (alone, or with a
//! user's membership in one query), slugs and role keys unique, deleting
//! an organization takes its members and the tokens bound to it,
//! deleting a role takes it from every member, removing a member revokes
//! only that member's tokens for that organization, a deleted account
//! leaves no membership, and every change writes its webhook event.

use accounts_domain::ids::UserId;
use accounts_domain::organization::{
    OrganizationId, OrganizationMfa, OrganizationRef, OrganizationSlug, RoleKey,
};
use accounts_domain::organizations::{
    MembershipRecord, OrganizationRecord, OrganizationRepository, OrganizationRoleRecord,
};
use accounts_domain::records::RefreshTokenRecord;
use accounts_domain::repository::{
    AccountDeletionRepository, AuthorizationCodeRepository, Redemption, RepoError, TokenRepository,
};
use accounts_domain::resource::ResourceScopes;
use accounts_domain::webhooks::WebhookEventType;
use accounts_storage::Database;
use time::{Duration, OffsetDateTime};

use crate::fixtures::{self, NOW};
use crate::organization_events::{endpoint, events};

pub(crate) fn organization(slug: &str) -> OrganizationRecord {
    OrganizationRecord {
        id: OrganizationId::generate(NOW),
        slug: OrganizationSlug::parse(slug).unwrap(),
        name: format!("{slug} — Ünïcode GmbH"),
        enabled: true,
        mfa: OrganizationMfa::Optional,
        created_at: NOW,
    }
}

pub(crate) fn role(key: &str, permissions: &str) -> OrganizationRoleRecord {
    OrganizationRoleRecord {
        key: RoleKey::parse(key).unwrap(),
        description: format!("May {key}"),
        permissions: ResourceScopes::parse_spaced(permissions).unwrap(),
        created_at: NOW,
    }
}

pub(crate) fn keys(roles: &[&str]) -> Vec<RoleKey> {
    roles.iter().map(|k| RoleKey::parse(k).unwrap()).collect()
}

pub(crate) fn membership(
    organization: &OrganizationRecord,
    user: UserId,
    roles: &[&str],
    joined_at: OffsetDateTime,
) -> MembershipRecord {
    MembershipRecord {
        organization_id: organization.id,
        user_id: user,
        roles: keys(roles),
        managed: false,
        break_glass: false,
        group_roles: Vec::new(),
        joined_at,
    }
}

pub(crate) fn by_id(organization: &OrganizationRecord) -> OrganizationRef {
    OrganizationRef::Id(organization.id)
}

/// Redeems a fresh code of the world's session, for `organization` (or
/// none), for an access token and a refresh token; the refresh token.
pub(crate) fn signed_in(
    db: &Database,
    world: &fixtures::World,
    organization: Option<OrganizationId>,
) -> RefreshTokenRecord {
    let (mut code, _) = fixtures::code(world, Duration::minutes(1));
    code.organization_id = organization;
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let stored = AuthorizationCodeRepository::find_by_digest(db, &code.digest)
        .unwrap()
        .unwrap();
    assert_eq!(stored.organization_id, organization);
    let (mut issued, _) = fixtures::issued_with_refresh(&code);
    let refresh = issued.refresh.as_mut().unwrap();
    refresh.organization_id = organization;
    let refresh = refresh.clone();
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap(),
        Redemption::Redeemed
    );
    refresh
}

/// `None` when the token is gone, else whether it is unrevoked.
pub(crate) fn live(db: &Database, token: &RefreshTokenRecord) -> Option<bool> {
    TokenRepository::find_refresh_token(db, &token.digest)
        .unwrap()
        .map(|t| t.revoked_at.is_none())
}

pub fn organizations_are_found_by_id_or_slug_and_slugs_are_unique(db: &Database) {
    let acme = organization("acme");
    let beta = organization("beta-2");
    db.insert_organization(&beta).unwrap();
    db.insert_organization(&acme).unwrap();
    let twin = OrganizationRecord {
        id: OrganizationId::generate(NOW),
        ..acme.clone()
    };
    assert!(matches!(
        db.insert_organization(&twin),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(
        db.find_organization(&by_id(&acme)).unwrap(),
        Some(acme.clone())
    );
    let slug = OrganizationRef::Slug(acme.slug.clone());
    assert_eq!(db.find_organization(&slug).unwrap(), Some(acme.clone()));
    assert_eq!(db.find_organization(&by_id(&twin)).unwrap(), None);
    let nobody = OrganizationRef::Slug(OrganizationSlug::parse("nobody").unwrap());
    assert_eq!(db.find_organization(&nobody).unwrap(), None);
    assert_eq!(
        db.list_organizations().unwrap(),
        [acme.clone(), beta.clone()]
    );

    let renamed = OrganizationRecord {
        slug: OrganizationSlug::parse("acme-corp").unwrap(),
        name: "Acme Corp".into(),
        enabled: false,
        mfa: OrganizationMfa::Required,
        // Not replaced: it was made when it was made.
        created_at: NOW + Duration::days(1),
        ..acme.clone()
    };
    assert!(db.update_organization(&renamed).unwrap());
    let stored = db.find_organization(&by_id(&acme)).unwrap().unwrap();
    assert_eq!(
        stored,
        OrganizationRecord {
            created_at: NOW,
            ..renamed.clone()
        }
    );
    assert_eq!(db.find_organization(&slug).unwrap(), None, "the old slug");
    let taken = OrganizationRecord {
        slug: beta.slug.clone(),
        ..renamed.clone()
    };
    assert!(matches!(
        db.update_organization(&taken),
        Err(RepoError::Conflict(_))
    ));
    assert!(!db.update_organization(&twin).unwrap(), "none such");
    assert_eq!(
        db.list_organizations()
            .unwrap()
            .iter()
            .map(|o| o.slug.as_str())
            .collect::<Vec<_>>(),
        ["acme-corp", "beta-2"]
    );
}

pub fn organizations_deleted_take_their_members_and_their_tokens(db: &Database) {
    let world = fixtures::world(db);
    let colleague = fixtures::world(db);
    let acme = organization("acme");
    let beta = organization("beta");
    db.insert_organization(&acme).unwrap();
    db.insert_organization(&beta).unwrap();
    for (org, who) in [
        (&acme, world.user.id),
        (&acme, colleague.user.id),
        (&beta, world.user.id),
    ] {
        db.add_member(&membership(org, who, &["member"], NOW))
            .unwrap();
    }
    let for_acme = signed_in(db, &world, Some(acme.id));
    let colleagues = signed_in(db, &colleague, Some(acme.id));
    let for_beta = signed_in(db, &world, Some(beta.id));
    let unbound = signed_in(db, &world, None);

    assert!(db.delete_organization(acme.id).unwrap());
    assert_eq!(db.find_organization(&by_id(&acme)).unwrap(), None);
    assert!(db.members(acme.id).unwrap().is_empty());
    assert_eq!(db.find_membership(acme.id, world.user.id).unwrap(), None);
    let left: Vec<_> = db
        .organizations_of(world.user.id)
        .unwrap()
        .into_iter()
        .map(|o| o.organization.id)
        .collect();
    assert_eq!(left, [beta.id]);
    assert_eq!(live(db, &for_acme), None);
    assert_eq!(live(db, &colleagues), None);
    assert_eq!(live(db, &for_beta), Some(true));
    assert_eq!(live(db, &unbound), Some(true));
    assert!(!db.delete_organization(acme.id).unwrap(), "once");
}

pub fn organizations_roles_are_unique_and_a_deleted_one_leaves_every_member(db: &Database) {
    let billing = role("billing", "invoices:read invoices:write");
    let viewer = role("billing.viewer", "invoices:read");
    let auditor = role("auditor", "");
    for r in [&billing, &viewer, &auditor] {
        db.insert_organization_role(r).unwrap();
    }
    let twin = OrganizationRoleRecord {
        description: "again".into(),
        ..billing.clone()
    };
    assert!(matches!(
        db.insert_organization_role(&twin),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(
        db.list_organization_roles().unwrap(),
        [auditor.clone(), billing.clone(), viewer.clone()]
    );

    let acme = organization("acme");
    let beta = organization("beta");
    db.insert_organization(&acme).unwrap();
    db.insert_organization(&beta).unwrap();
    let (ann, bob) = (fixtures::world(db).user.id, fixtures::world(db).user.id);
    let held = [
        (&acme, ann, vec!["admin", "billing", "billing.viewer"]),
        (&acme, bob, vec!["billing"]),
        (&beta, ann, vec!["billing.viewer", "member", "billing"]),
        (&beta, bob, vec!["member", "auditor"]),
    ];
    for (org, who, roles) in &held {
        db.add_member(&membership(org, *who, roles, NOW)).unwrap();
    }

    assert!(db.delete_organization_role(&billing.key).unwrap());
    let roles_of =
        |org: &OrganizationRecord, who| db.find_membership(org.id, who).unwrap().unwrap().roles;
    assert_eq!(roles_of(&acme, ann), keys(&["admin", "billing.viewer"]));
    assert_eq!(roles_of(&acme, bob), keys(&[]));
    assert_eq!(roles_of(&beta, ann), keys(&["billing.viewer", "member"]));
    assert_eq!(roles_of(&beta, bob), keys(&["member", "auditor"]));
    assert_eq!(
        db.list_organization_roles().unwrap(),
        [auditor.clone(), viewer.clone()]
    );
    assert!(!db.delete_organization_role(&billing.key).unwrap(), "once");
    assert!(
        !db.delete_organization_role(&RoleKey::admin()).unwrap(),
        "the built-in roles are not stored"
    );
    assert_eq!(roles_of(&acme, ann), keys(&["admin", "billing.viewer"]));
}

pub fn organizations_members_are_added_once_listed_with_their_address_and_updated(db: &Database) {
    let acme = organization("acme");
    db.insert_organization(&acme).unwrap();
    let (ann, bob) = (fixtures::world(db), fixtures::world(db));
    let first = MembershipRecord {
        managed: true,
        ..membership(&acme, bob.user.id, &["admin", "member"], NOW)
    };
    let second = membership(&acme, ann.user.id, &["member"], NOW + Duration::hours(1));
    db.add_member(&second).unwrap();
    db.add_member(&first).unwrap();
    assert!(matches!(
        db.add_member(&second),
        Err(RepoError::Conflict(_))
    ));
    let stranger = membership(&acme, UserId::generate(NOW), &["member"], NOW);
    assert!(matches!(
        db.add_member(&stranger),
        Err(RepoError::Conflict(_))
    ));
    let nowhere = MembershipRecord {
        organization_id: OrganizationId::generate(NOW),
        ..second.clone()
    };
    assert!(matches!(
        db.add_member(&nowhere),
        Err(RepoError::Conflict(_))
    ));

    let members = db.members(acme.id).unwrap();
    let listed: Vec<_> = members
        .iter()
        .map(|m| (m.membership.clone(), m.email.clone()))
        .collect();
    assert_eq!(
        listed,
        [
            (first.clone(), bob.user.email.clone()),
            (second.clone(), ann.user.email.clone()),
        ],
        "oldest first"
    );
    assert_eq!(db.managed_members(acme.id).unwrap(), [bob.user.id]);
    assert_eq!(
        db.find_membership(acme.id, ann.user.id).unwrap(),
        Some(second.clone())
    );
    assert_eq!(
        db.find_membership(acme.id, UserId::generate(NOW)).unwrap(),
        None
    );

    let changed = MembershipRecord {
        roles: keys(&["member", "admin"]),
        break_glass: true,
        // Neither is replaced by an update.
        managed: true,
        group_roles: Vec::new(),
        joined_at: NOW + Duration::days(3),
        ..second.clone()
    };
    assert!(db.update_member(&changed).unwrap());
    assert_eq!(
        db.find_membership(acme.id, ann.user.id).unwrap(),
        Some(MembershipRecord {
            roles: keys(&["member", "admin"]),
            break_glass: true,
            ..second.clone()
        })
    );
    assert!(!db.update_member(&stranger).unwrap(), "none such");
    assert_eq!(db.managed_members(acme.id).unwrap(), [bob.user.id]);
}

pub fn organizations_removing_a_member_revokes_only_their_tokens_for_it(db: &Database) {
    let world = fixtures::world(db);
    let colleague = fixtures::world(db);
    let acme = organization("acme");
    let beta = organization("beta");
    db.insert_organization(&acme).unwrap();
    db.insert_organization(&beta).unwrap();
    for (org, who) in [
        (&acme, world.user.id),
        (&acme, colleague.user.id),
        (&beta, world.user.id),
    ] {
        db.add_member(&membership(org, who, &["member"], NOW))
            .unwrap();
    }
    let for_acme = signed_in(db, &world, Some(acme.id));
    // A rotation keeps the binding: its successor is revoked too.
    let (code, _) = fixtures::code(&world, Duration::minutes(1));
    let (mut successor, _) = fixtures::refresh_token(&code, Duration::days(30));
    successor.grant_id = for_acme.grant_id;
    successor.organization_id = Some(acme.id);
    let access = fixtures::access_token(&code, Duration::hours(1));
    db.rotate_refresh_token(&for_acme.digest, NOW, &successor, &access)
        .unwrap()
        .unwrap();
    let stored = db.find_refresh_token(&successor.digest).unwrap().unwrap();
    assert_eq!(stored.organization_id, Some(acme.id));
    let colleagues = signed_in(db, &colleague, Some(acme.id));
    let for_beta = signed_in(db, &world, Some(beta.id));
    let unbound = signed_in(db, &world, None);

    let at = NOW + Duration::minutes(5);
    assert!(db.remove_member(acme.id, world.user.id, at).unwrap());
    assert_eq!(db.find_membership(acme.id, world.user.id).unwrap(), None);
    for token in [&for_acme, &successor] {
        let stored = db.find_refresh_token(&token.digest).unwrap().unwrap();
        assert_eq!(stored.revoked_at, Some(at));
    }
    assert_eq!(live(db, &colleagues), Some(true), "another member's");
    assert_eq!(live(db, &for_beta), Some(true), "another organization's");
    assert_eq!(live(db, &unbound), Some(true), "for no organization");
    assert!(
        !db.remove_member(acme.id, world.user.id, at).unwrap(),
        "once"
    );
    assert_eq!(db.members(acme.id).unwrap().len(), 1);
}

pub fn a_users_organizations_are_listed_by_slug(db: &Database) {
    let world = fixtures::world(db);
    let other = fixtures::world(db);
    let orgs = [
        organization("zeta"),
        organization("acme"),
        organization("mid"),
    ];
    for org in &orgs {
        db.insert_organization(org).unwrap();
    }
    assert!(db.organizations_of(world.user.id).unwrap().is_empty());
    let zeta = membership(&orgs[0], world.user.id, &["admin"], NOW);
    let acme = membership(&orgs[1], world.user.id, &["member", "billing"], NOW);
    db.add_member(&zeta).unwrap();
    db.add_member(&acme).unwrap();
    db.add_member(&membership(&orgs[2], other.user.id, &["member"], NOW))
        .unwrap();
    let mine: Vec<_> = db
        .organizations_of(world.user.id)
        .unwrap()
        .into_iter()
        .map(|o| (o.organization, o.membership))
        .collect();
    assert_eq!(mine, [(orgs[1].clone(), acme), (orgs[0].clone(), zeta)]);
}

pub fn a_users_organization_is_found_by_id_or_slug_with_their_membership(db: &Database) {
    let world = fixtures::world(db);
    let other = fixtures::world(db);
    let acme = OrganizationRecord {
        mfa: OrganizationMfa::Required,
        ..organization("acme")
    };
    let beta = organization("beta");
    let idle = OrganizationRecord {
        enabled: false,
        ..organization("idle")
    };
    for org in [&acme, &beta, &idle] {
        db.insert_organization(org).unwrap();
    }
    let mine = membership(&acme, world.user.id, &["admin", "billing"], NOW);
    let theirs = membership(&beta, other.user.id, &["member"], NOW);
    let disabled = membership(&idle, world.user.id, &["member"], NOW);
    for m in [&mine, &theirs, &disabled] {
        db.add_member(m).unwrap();
    }
    let slug = |s: &str| OrganizationRef::Slug(OrganizationSlug::parse(s).unwrap());
    let found = |reference: &OrganizationRef, user: UserId| {
        db.find_user_organization(reference, user)
            .unwrap()
            .map(|o| (o.organization, o.membership))
    };
    let expected = Some((acme.clone(), mine.clone()));
    assert_eq!(found(&by_id(&acme), world.user.id), expected);
    assert_eq!(found(&slug("acme"), world.user.id), expected);
    // An organization that exists without the user, another member's
    // organization, and one that does not exist all find nothing.
    assert_eq!(found(&by_id(&acme), other.user.id), None);
    assert_eq!(found(&slug("beta"), world.user.id), None);
    assert_eq!(found(&by_id(&beta), world.user.id), None);
    assert_eq!(found(&slug("nobody"), world.user.id), None);
    let unknown = OrganizationRef::Id(OrganizationId::generate(NOW));
    assert_eq!(found(&unknown, world.user.id), None);
    // A disabled organization is found as stored: refusing it is the
    // service's rule, not storage's.
    assert_eq!(
        found(&slug("idle"), world.user.id),
        Some((idle.clone(), disabled))
    );
    // The answer follows changes at once (nothing is cached here).
    let renamed = OrganizationRecord {
        slug: OrganizationSlug::parse("acme-corp").unwrap(),
        ..acme.clone()
    };
    assert!(db.update_organization(&renamed).unwrap());
    assert_eq!(found(&slug("acme"), world.user.id), None, "the old slug");
    assert_eq!(
        found(&slug("acme-corp"), world.user.id),
        Some((renamed, mine))
    );
    assert!(db.remove_member(acme.id, world.user.id, NOW).unwrap());
    assert_eq!(found(&by_id(&acme), world.user.id), None, "removed");
}

pub fn organizations_keep_no_membership_of_a_deleted_account(db: &Database) {
    use WebhookEventType as T;
    let world = fixtures::world(db);
    let other = fixtures::world(db);
    let (acme, beta) = (organization("acme"), organization("beta"));
    db.insert_organization(&acme).unwrap();
    db.insert_organization(&beta).unwrap();
    endpoint(db);
    for org in [&acme, &beta] {
        db.add_member(&membership(org, world.user.id, &["admin"], NOW))
            .unwrap();
    }
    db.add_member(&membership(&acme, other.user.id, &["member"], NOW))
        .unwrap();
    let bound = signed_in(db, &world, Some(acme.id));
    events(db);

    assert!(db.purge_user(&fixtures::purge(world.user.id, NOW)).unwrap());
    assert!(db.organizations_of(world.user.id).unwrap().is_empty());
    for org in [&acme, &beta] {
        assert_eq!(db.find_membership(org.id, world.user.id).unwrap(), None);
    }
    let left: Vec<_> = db
        .members(acme.id)
        .unwrap()
        .into_iter()
        .map(|m| m.membership.user_id)
        .collect();
    assert_eq!(left, [other.user.id]);
    assert_eq!(live(db, &bound), None);
    assert_eq!(
        events(db),
        [(T::UserDeleted, world.user.id.to_string(), String::new())],
        "the membership's end is purged with the account's other events"
    );
}
