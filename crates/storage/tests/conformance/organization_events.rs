//! Organizations' changes write their webhook events in the change's own
//! transaction (triggers), on both backends.

use accounts_domain::ids::WebhookId;
use accounts_domain::keys::SealedKey;
use accounts_domain::organization::{OrganizationMfa, OrganizationSlug, RoleKey};
use accounts_domain::organizations::{
    MembershipRecord, OrganizationRecord, OrganizationRepository,
};
use accounts_domain::repository::{RepoError, WebhookRepository};
use accounts_domain::webhooks::{Claim, WebhookEventType, WebhookRecord};
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

use crate::organizations::{keys, membership, organization, role};

pub(crate) fn endpoint(db: &Database) -> WebhookId {
    use WebhookEventType as T;
    let id = WebhookId::generate(NOW);
    db.insert_webhook(&WebhookRecord {
        id,
        url: "http://127.0.0.1:9/hooks".into(),
        events: vec![
            T::OrganizationCreated,
            T::OrganizationUpdated,
            T::OrganizationDeleted,
            T::OrganizationMemberAdded,
            T::OrganizationMemberRemoved,
            T::OrganizationRolesChanged,
            T::UserDeleted,
        ],
        sealed_secret: SealedKey::from_bytes(b"sealed".to_vec()),
        created_at: NOW,
    })
    .unwrap();
    id
}

/// The events written since the last call, delivered: (type, user,
/// detail), sorted (a cascade's order differs between the backends).
pub(crate) fn events(db: &Database) -> Vec<Event> {
    let claimed = db
        .claim_deliveries(&Claim {
            now: NOW,
            lease_until: NOW + Duration::seconds(30),
            retry_until: NOW + Duration::hours(1),
            limit: 500,
        })
        .unwrap();
    sorted(
        claimed
            .into_iter()
            .map(|d| {
                db.delivery_succeeded(d.id).unwrap();
                (d.event.kind, d.event.user_id, d.event.detail)
            })
            .collect(),
    )
}

type Event = (WebhookEventType, String, String);

fn sorted(mut events: Vec<Event>) -> Vec<Event> {
    events.sort_by(|a, b| (a.0.as_str(), &a.1, &a.2).cmp(&(b.0.as_str(), &b.1, &b.2)));
    events
}

pub fn organizations_changes_write_their_webhook_events(db: &Database) {
    use WebhookEventType as T;
    let world = fixtures::world(db);
    let colleague = fixtures::world(db);
    let acme = organization("acme");
    db.insert_organization(&acme).unwrap();
    assert!(events(db).is_empty(), "no endpoint, no event");
    endpoint(db);
    let org = acme.id.to_string();
    let (ann, bob) = (world.user.id.to_string(), colleague.user.id.to_string());
    let event = |kind, user: &str| (kind, user.to_owned(), org.clone());

    db.delete_organization(acme.id).unwrap();
    db.insert_organization(&acme).unwrap();
    assert!(matches!(
        db.insert_organization(&acme),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(
        events(db),
        [
            event(T::OrganizationCreated, ""),
            event(T::OrganizationDeleted, "")
        ]
    );
    db.update_organization(&acme).unwrap();
    assert!(events(db).is_empty(), "a write that changes nothing");
    for changed in [
        OrganizationRecord {
            name: "Acme".into(),
            ..acme.clone()
        },
        OrganizationRecord {
            enabled: false,
            ..acme.clone()
        },
        OrganizationRecord {
            mfa: OrganizationMfa::Required,
            ..acme.clone()
        },
        OrganizationRecord {
            slug: OrganizationSlug::parse("acme-corp").unwrap(),
            ..acme.clone()
        },
    ] {
        db.update_organization(&changed).unwrap();
        assert_eq!(events(db), [event(T::OrganizationUpdated, "")]);
    }

    db.insert_organization_role(&role("billing", "invoices:read"))
        .unwrap();
    assert!(events(db).is_empty(), "roles have no events");
    let member = membership(&acme, world.user.id, &["member", "billing"], NOW);
    db.add_member(&member).unwrap();
    db.add_member(&membership(&acme, colleague.user.id, &["admin"], NOW))
        .unwrap();
    assert!(db.add_member(&member).is_err());
    assert_eq!(
        events(db),
        sorted(vec![
            event(T::OrganizationMemberAdded, &ann),
            event(T::OrganizationMemberAdded, &bob),
        ])
    );
    db.update_member(&member).unwrap();
    assert!(events(db).is_empty(), "an update that changes nothing");
    let reordered = MembershipRecord {
        roles: keys(&["billing", "member"]),
        ..member.clone()
    };
    db.update_member(&reordered).unwrap();
    assert_eq!(events(db), [event(T::OrganizationRolesChanged, &ann)]);
    let break_glass = MembershipRecord {
        break_glass: true,
        ..reordered.clone()
    };
    db.update_member(&break_glass).unwrap();
    assert_eq!(events(db), [event(T::OrganizationRolesChanged, &ann)]);
    db.delete_organization_role(&RoleKey::parse("billing").unwrap())
        .unwrap();
    assert_eq!(
        events(db),
        [event(T::OrganizationRolesChanged, &ann)],
        "only the member who held it"
    );
    db.remove_member(acme.id, world.user.id, NOW).unwrap();
    assert_eq!(events(db), [event(T::OrganizationMemberRemoved, &ann)]);

    db.add_member(&member).unwrap();
    assert_eq!(events(db), [event(T::OrganizationMemberAdded, &ann)]);
    db.delete_organization(acme.id).unwrap();
    assert_eq!(
        events(db),
        sorted(vec![
            event(T::OrganizationDeleted, ""),
            event(T::OrganizationMemberRemoved, &ann),
            event(T::OrganizationMemberRemoved, &bob),
        ]),
        "the members' ends too"
    );
}
