//! Domains and the sign-in in storage: domains claimed by many but
//! verified by one, the organization's own sign-in replaced and removed,
//! all of an organization's access (invitations too) gone with it, and
//! every change's webhook event.

use accounts_domain::ids::WebhookId;
use accounts_domain::keys::SealedKey;
use accounts_domain::organization::{OrganizationId, OrganizationRef};
use accounts_domain::organization_domains::{
    DomainJoin, DomainRecord, DomainSso, MailDomain, OrganizationDomainRepository,
    OrganizationSignInRecord,
};
use accounts_domain::organization_invitations::{InvitationRepository, InvitationStatus};
use accounts_domain::organizations::{OrganizationRecord, OrganizationRepository};
use accounts_domain::repository::{RepoError, WebhookRepository};
use accounts_domain::secrets::PlainSecret;
use accounts_domain::webhooks::{Claim, WebhookEventType, WebhookRecord};
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};
use crate::organization_access::{invitation, joining, organization};

fn domain(name: &str) -> MailDomain {
    MailDomain::parse(name).unwrap()
}

fn claim(organization: &OrganizationRecord, name: &str) -> DomainRecord {
    DomainRecord {
        organization_id: organization.id,
        domain: domain(name),
        challenge: format!("challenge-{}", organization.slug),
        verified_at: None,
        join: DomainJoin::None,
        sso: DomainSso::None,
        created_at: NOW,
    }
}

fn sign_in(organization: &OrganizationRecord, issuer: &str) -> OrganizationSignInRecord {
    OrganizationSignInRecord {
        organization_id: organization.id,
        issuer: issuer.into(),
        client_id: "accounts-client".into(),
        sealed_secret: SealedKey::from_bytes(vec![0, 1, 2, 255, 254]),
        scopes: vec!["openid".into(), "email".into(), "profile".into()],
        updated_at: NOW,
    }
}
pub fn organization_access_a_domain_is_claimed_by_many_and_verified_by_one(db: &Database) {
    let acme = organization(db, "acme");
    let beta = organization(db, "beta");
    let theirs = claim(&acme, "acme.example");
    let other = claim(&acme, "acme-mail.example");
    db.insert_domain(&theirs).unwrap();
    db.insert_domain(&other).unwrap();
    assert!(matches!(
        db.insert_domain(&theirs),
        Err(RepoError::Conflict(_))
    ));
    assert!(matches!(
        db.insert_domain(&claim(
            &OrganizationRecord {
                id: OrganizationId::generate(NOW),
                ..acme.clone()
            },
            "acme.example"
        )),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(
        db.domains(acme.id).unwrap(),
        [other.clone(), theirs.clone()],
        "by name"
    );
    assert_eq!(
        db.find_domain(acme.id, &theirs.domain).unwrap(),
        Some(theirs.clone())
    );
    assert_eq!(db.find_domain(beta.id, &theirs.domain).unwrap(), None);
    assert_eq!(db.verified_domain(&theirs.domain).unwrap(), None);

    let at = NOW + Duration::hours(1);
    assert!(
        db.verify_domain(acme.id, &theirs.domain, &theirs.challenge, at)
            .unwrap()
    );
    assert!(
        db.verify_domain(
            acme.id,
            &theirs.domain,
            &theirs.challenge,
            at + Duration::hours(1)
        )
        .unwrap(),
        "verified already"
    );
    let verified = DomainRecord {
        verified_at: Some(at),
        ..theirs.clone()
    };
    assert_eq!(
        db.find_domain(acme.id, &theirs.domain).unwrap(),
        Some(verified.clone()),
        "the first verification's time"
    );
    assert_eq!(
        db.verified_domain(&domain("ACME.example")).unwrap(),
        Some(verified.clone())
    );
    assert!(
        !db.verify_domain(beta.id, &theirs.domain, &theirs.challenge, at)
            .unwrap(),
        "no claim"
    );

    assert!(
        !db.verify_domain(acme.id, &theirs.domain, "an-older-challenge", at)
            .unwrap(),
        "only the challenge that was looked up verifies"
    );

    // Another organization may claim it, but not have it verified.
    let contested = claim(&beta, "acme.example");
    db.insert_domain(&contested).unwrap();
    assert!(matches!(
        db.verify_domain(beta.id, &contested.domain, &contested.challenge, at),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(
        db.find_domain(beta.id, &contested.domain).unwrap(),
        Some(contested.clone())
    );
    assert_eq!(
        db.verified_domain(&contested.domain).unwrap(),
        Some(verified.clone())
    );

    assert!(
        db.set_domain_rules(
            acme.id,
            &theirs.domain,
            DomainJoin::Automatic,
            DomainSso::Required
        )
        .unwrap()
    );
    let ruled = DomainRecord {
        join: DomainJoin::Automatic,
        sso: DomainSso::Required,
        ..verified.clone()
    };
    assert_eq!(
        db.find_domain(acme.id, &theirs.domain).unwrap(),
        Some(ruled.clone())
    );
    assert!(
        db.set_domain_rules(acme.id, &other.domain, DomainJoin::None, DomainSso::Offered)
            .unwrap()
    );
    assert_eq!(
        db.find_domain(acme.id, &other.domain).unwrap().unwrap().sso,
        DomainSso::Offered
    );
    assert!(
        !db.set_domain_rules(
            acme.id,
            &domain("nobody.example"),
            DomainJoin::Automatic,
            DomainSso::None
        )
        .unwrap()
    );

    assert!(db.delete_domain(acme.id, &theirs.domain).unwrap());
    assert!(!db.delete_domain(acme.id, &theirs.domain).unwrap(), "once");
    assert_eq!(db.verified_domain(&theirs.domain).unwrap(), None);
    assert_eq!(db.domains(acme.id).unwrap().len(), 1);
    assert!(
        db.verify_domain(beta.id, &contested.domain, &contested.challenge, at)
            .unwrap()
    );
    assert_eq!(
        db.verified_domain(&contested.domain)
            .unwrap()
            .map(|d| d.organization_id),
        Some(beta.id),
        "free once given up"
    );
}

pub fn organization_access_a_sign_in_is_replaced_found_and_removed(db: &Database) {
    let acme = organization(db, "acme");
    let beta = organization(db, "beta");
    assert_eq!(db.find_sign_in(acme.id).unwrap(), None);
    let first = sign_in(&acme, "https://idp.acme.example");
    db.put_sign_in(&first).unwrap();
    assert_eq!(db.find_sign_in(acme.id).unwrap(), Some(first.clone()));
    let second = OrganizationSignInRecord {
        issuer: "https://login.acme.example/tenant".into(),
        client_id: "other-client".into(),
        sealed_secret: SealedKey::from_bytes(b"resealed".to_vec()),
        scopes: vec!["openid".into()],
        updated_at: NOW + Duration::days(1),
        ..first.clone()
    };
    db.put_sign_in(&second).unwrap();
    assert_eq!(db.find_sign_in(acme.id).unwrap(), Some(second.clone()));
    let theirs = sign_in(&beta, "https://idp.beta.example");
    db.put_sign_in(&theirs).unwrap();
    assert_eq!(db.find_sign_in(beta.id).unwrap(), Some(theirs));
    assert!(matches!(
        db.put_sign_in(&OrganizationSignInRecord {
            organization_id: OrganizationId::generate(NOW),
            ..first
        }),
        Err(RepoError::Conflict(_))
    ));

    assert!(db.delete_sign_in(acme.id).unwrap());
    assert!(!db.delete_sign_in(acme.id).unwrap(), "once");
    assert_eq!(db.find_sign_in(acme.id).unwrap(), None);
    assert!(db.find_sign_in(beta.id).unwrap().is_some());
}

pub fn organization_access_goes_with_the_organization(db: &Database) {
    let acme = organization(db, "acme");
    let beta = organization(db, "beta");
    let mut kept = vec![];
    for org in [&acme, &beta] {
        let sent = invitation(org, "ann@example.com", NOW);
        db.insert_invitation(&sent).unwrap();
        let mut verified = claim(org, &format!("{}.example", org.slug));
        verified.verified_at = Some(NOW);
        db.insert_domain(&verified).unwrap();
        db.put_sign_in(&sign_in(org, "https://idp.example"))
            .unwrap();
        kept.push((sent, verified));
    }
    assert!(db.delete_organization(acme.id).unwrap());
    let (sent, verified) = &kept[0];
    assert!(db.invitations(acme.id).unwrap().is_empty());
    assert_eq!(db.invitation_by_digest(&sent.digest).unwrap(), None);
    assert!(db.domains(acme.id).unwrap().is_empty());
    assert_eq!(db.verified_domain(&verified.domain).unwrap(), None);
    assert_eq!(db.find_sign_in(acme.id).unwrap(), None);

    let (sent, verified) = &kept[1];
    assert_eq!(db.invitations(beta.id).unwrap(), std::slice::from_ref(sent));
    assert_eq!(
        db.verified_domain(&verified.domain).unwrap().as_ref(),
        Some(verified)
    );
    assert!(db.find_sign_in(beta.id).unwrap().is_some());
    assert!(
        db.find_organization(&OrganizationRef::Id(beta.id))
            .unwrap()
            .is_some()
    );
}

fn endpoint(db: &Database) -> WebhookId {
    use WebhookEventType as T;
    let id = WebhookId::generate(NOW);
    db.insert_webhook(&WebhookRecord {
        id,
        url: "http://127.0.0.1:9/hooks".into(),
        events: vec![
            T::OrganizationDeleted,
            T::OrganizationMemberAdded,
            T::OrganizationInvitationSent,
            T::OrganizationInvitationAccepted,
            T::OrganizationInvitationRevoked,
            T::OrganizationDomainVerified,
            T::OrganizationDomainRemoved,
            T::OrganizationSignInChanged,
        ],
        sealed_secret: SealedKey::from_bytes(b"sealed".to_vec()),
        created_at: NOW,
    })
    .unwrap();
    id
}

/// The events written since the last call, delivered: (type, user,
/// detail), sorted (a cascade's order differs between the backends).
fn events(db: &Database) -> Vec<(WebhookEventType, String, String)> {
    let claimed = db
        .claim_deliveries(&Claim {
            now: NOW,
            lease_until: NOW + Duration::seconds(30),
            retry_until: NOW + Duration::hours(1),
            limit: 500,
        })
        .unwrap();
    let mut events: Vec<_> = claimed
        .into_iter()
        .map(|d| {
            db.delivery_succeeded(d.id).unwrap();
            (d.event.kind, d.event.user_id, d.event.detail)
        })
        .collect();
    events.sort_by(|a, b| (a.0.as_str(), &a.1, &a.2).cmp(&(b.0.as_str(), &b.1, &b.2)));
    events
}

pub fn organization_access_changes_write_their_webhook_events(db: &Database) {
    use WebhookEventType as T;
    let acme = organization(db, "acme");
    let ann = fixtures::world(db).user.id;
    let unwatched = invitation(&acme, "early@example.com", NOW);
    db.insert_invitation(&unwatched).unwrap();
    assert!(events(db).is_empty(), "no endpoint, no event");
    endpoint(db);
    let org = acme.id.to_string();
    let event = |kind| vec![(kind, String::new(), org.clone())];

    let sent = invitation(&acme, "ann@example.com", NOW);
    db.insert_invitation(&sent).unwrap();
    assert!(db.insert_invitation(&sent).is_err());
    assert_eq!(events(db), event(T::OrganizationInvitationSent));
    let link = PlainSecret::generate().digest();
    db.renew_invitation(sent.id, &link, NOW, sent.expires_at)
        .unwrap();
    assert_eq!(events(db), event(T::OrganizationInvitationSent), "resent");
    db.renew_invitation(sent.id, &link, NOW, sent.expires_at)
        .unwrap();
    assert!(events(db).is_empty(), "the same link is not a new sending");
    db.accept_invitation(sent.id, &joining(&sent, ann, NOW), NOW)
        .unwrap();
    assert_eq!(
        events(db),
        vec![
            (
                T::OrganizationInvitationAccepted,
                String::new(),
                org.clone()
            ),
            (T::OrganizationMemberAdded, ann.to_string(), org.clone()),
        ]
    );
    db.accept_invitation(sent.id, &joining(&sent, ann, NOW), NOW)
        .unwrap();
    assert!(events(db).is_empty(), "accepted once");
    db.end_invitation(unwatched.id, InvitationStatus::Revoked)
        .unwrap();
    assert_eq!(events(db), event(T::OrganizationInvitationRevoked));
    let lapsed = invitation(&acme, "lapsed@example.com", NOW);
    db.insert_invitation(&lapsed).unwrap();
    events(db);
    db.end_invitation(lapsed.id, InvitationStatus::Expired)
        .unwrap();
    assert!(events(db).is_empty(), "expiry has no event");

    let verified = claim(&acme, "acme.example");
    let pending = claim(&acme, "acme-pending.example");
    db.insert_domain(&verified).unwrap();
    db.insert_domain(&pending).unwrap();
    assert!(events(db).is_empty(), "a claim has no event");
    db.verify_domain(acme.id, &verified.domain, &verified.challenge, NOW)
        .unwrap();
    assert_eq!(events(db), event(T::OrganizationDomainVerified));
    db.verify_domain(
        acme.id,
        &verified.domain,
        &verified.challenge,
        NOW + Duration::hours(1),
    )
    .unwrap();
    db.set_domain_rules(
        acme.id,
        &verified.domain,
        DomainJoin::Automatic,
        DomainSso::Offered,
    )
    .unwrap();
    assert!(events(db).is_empty(), "verified once; rules have no event");
    db.delete_domain(acme.id, &pending.domain).unwrap();
    assert!(events(db).is_empty(), "a pending claim's removal");
    db.delete_domain(acme.id, &verified.domain).unwrap();
    assert_eq!(events(db), event(T::OrganizationDomainRemoved));

    let first = sign_in(&acme, "https://idp.acme.example");
    db.put_sign_in(&first).unwrap();
    assert_eq!(events(db), event(T::OrganizationSignInChanged), "set");
    db.put_sign_in(&OrganizationSignInRecord {
        updated_at: NOW + Duration::hours(1),
        ..first.clone()
    })
    .unwrap();
    assert!(events(db).is_empty(), "a write that changes nothing");
    for changed in [
        OrganizationSignInRecord {
            issuer: "https://other.acme.example".into(),
            ..first.clone()
        },
        OrganizationSignInRecord {
            client_id: "another".into(),
            ..first.clone()
        },
        OrganizationSignInRecord {
            sealed_secret: SealedKey::from_bytes(b"resealed".to_vec()),
            ..first.clone()
        },
        OrganizationSignInRecord {
            scopes: vec!["openid".into()],
            ..first.clone()
        },
    ] {
        db.put_sign_in(&changed).unwrap();
        assert_eq!(events(db), event(T::OrganizationSignInChanged));
    }
    db.delete_sign_in(acme.id).unwrap();
    assert_eq!(events(db), event(T::OrganizationSignInChanged), "removed");

    // The organization's end: a verified domain's removal is implied by
    // `organization.deleted`; the sign-in's is not told apart.
    let mut gone = claim(&acme, "acme.example");
    gone.verified_at = Some(NOW);
    db.insert_domain(&gone).unwrap();
    db.put_sign_in(&first).unwrap();
    events(db);
    db.delete_organization(acme.id).unwrap();
    assert_eq!(
        events(db),
        [
            event(T::OrganizationDeleted),
            event(T::OrganizationSignInChanged)
        ]
        .concat()
    );
}
