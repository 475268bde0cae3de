//! Invitations in storage: pending once per address, listed newest
//! first, renewed with a new link, ended only while pending, and accepted
//! once while fresh (also by racing callers). Domains and the sign-in are
//! in `organization_access_domains`.

use std::sync::{Arc, Barrier};
use std::thread;

use accounts_domain::addresses::Email;
use accounts_domain::ids::{InvitationId, UserId};
use accounts_domain::organization::{OrganizationId, OrganizationMfa, OrganizationSlug, RoleKey};
use accounts_domain::organization_invitations::{
    Acceptance, InvitationRecord, InvitationRepository, InvitationStatus,
};
use accounts_domain::organizations::{
    MembershipRecord, OrganizationRecord, OrganizationRepository,
};
use accounts_domain::repository::RepoError;
use accounts_domain::secrets::PlainSecret;
use accounts_storage::Database;
use time::{Duration, OffsetDateTime};

use crate::fixtures::{self, NOW};

pub(crate) fn organization(db: &Database, slug: &str) -> OrganizationRecord {
    let record = OrganizationRecord {
        id: OrganizationId::generate(NOW),
        slug: OrganizationSlug::parse(slug).unwrap(),
        name: format!("{slug} AG"),
        enabled: true,
        mfa: OrganizationMfa::Optional,
        created_at: NOW,
    };
    db.insert_organization(&record).unwrap();
    record
}

fn keys(roles: &[&str]) -> Vec<RoleKey> {
    roles.iter().map(|k| RoleKey::parse(k).unwrap()).collect()
}

pub(crate) fn invitation(
    organization: &OrganizationRecord,
    email: &str,
    sent_at: OffsetDateTime,
) -> InvitationRecord {
    InvitationRecord {
        id: InvitationId::generate(sent_at),
        organization_id: organization.id,
        email: Email::parse(email).unwrap(),
        roles: keys(&["member", "billing.viewer"]),
        digest: PlainSecret::generate().digest(),
        status: InvitationStatus::Pending,
        sent_at,
        expires_at: sent_at + Duration::days(7),
    }
}

pub(crate) fn joining(
    invitation: &InvitationRecord,
    user: UserId,
    at: OffsetDateTime,
) -> MembershipRecord {
    MembershipRecord {
        organization_id: invitation.organization_id,
        user_id: user,
        roles: invitation.roles.clone(),
        managed: false,
        break_glass: false,
        group_roles: Vec::new(),
        joined_at: at,
    }
}
fn status(db: &Database, invitation: &InvitationRecord) -> InvitationStatus {
    db.find_invitation(invitation.organization_id, invitation.id)
        .unwrap()
        .unwrap()
        .status
}
pub fn organization_access_invitations_are_pending_once_per_address_and_listed_newest_first(
    db: &Database,
) {
    let acme = organization(db, "acme");
    let beta = organization(db, "beta");
    let first = invitation(&acme, "ann@example.com", NOW);
    db.insert_invitation(&first).unwrap();
    let again = invitation(&acme, "ann@example.com", NOW + Duration::minutes(1));
    assert!(matches!(
        db.insert_invitation(&again),
        Err(RepoError::Conflict(_))
    ));
    let same_link = InvitationRecord {
        digest: first.digest,
        ..invitation(&beta, "bob@example.com", NOW)
    };
    assert!(matches!(
        db.insert_invitation(&same_link),
        Err(RepoError::Conflict(_))
    ));
    let nowhere = invitation(&acme, "ann@example.com", NOW);
    let nowhere = InvitationRecord {
        organization_id: OrganizationId::generate(NOW),
        ..nowhere
    };
    assert!(matches!(
        db.insert_invitation(&nowhere),
        Err(RepoError::Conflict(_))
    ));
    let elsewhere = invitation(&beta, "ann@example.com", NOW);
    db.insert_invitation(&elsewhere).unwrap();

    // Past its time it is still the pending one, until marked expired.
    let later = first.expires_at + Duration::days(1);
    assert_eq!(first.status_at(later), InvitationStatus::Expired);
    assert_eq!(
        db.pending_invitation(acme.id, &first.email).unwrap(),
        Some(first.clone())
    );
    assert!(
        db.end_invitation(first.id, InvitationStatus::Expired)
            .unwrap()
    );
    assert!(
        !db.end_invitation(first.id, InvitationStatus::Revoked)
            .unwrap(),
        "only a pending one ends"
    );
    assert_eq!(status(db, &first), InvitationStatus::Expired);
    assert_eq!(db.pending_invitation(acme.id, &first.email).unwrap(), None);
    let second = invitation(&acme, "ann@example.com", later);
    db.insert_invitation(&second).unwrap();
    assert_eq!(
        db.pending_invitation(acme.id, &first.email).unwrap(),
        Some(second.clone())
    );
    let unknown = Email::parse("nobody@example.com").unwrap();
    assert_eq!(db.pending_invitation(acme.id, &unknown).unwrap(), None);

    let expired = InvitationRecord {
        status: InvitationStatus::Expired,
        ..first.clone()
    };
    // Sent at the same time, the greater id first.
    let mut same_time = vec![
        invitation(&acme, "cy@example.com", NOW),
        invitation(&acme, "dee@example.com", NOW),
    ];
    for sent in &same_time {
        db.insert_invitation(sent).unwrap();
    }
    same_time.push(expired.clone());
    same_time.sort_by_key(|i| std::cmp::Reverse(i.id.to_string()));
    assert_eq!(
        db.invitations(acme.id).unwrap(),
        [vec![second.clone()], same_time].concat()
    );
    assert_eq!(
        db.invitations(beta.id).unwrap(),
        std::slice::from_ref(&elsewhere)
    );
    assert_eq!(db.invitations(OrganizationId::generate(NOW)).unwrap(), []);

    assert_eq!(
        db.find_invitation(acme.id, second.id).unwrap(),
        Some(second.clone())
    );
    assert_eq!(
        db.find_invitation(beta.id, second.id).unwrap(),
        None,
        "another organization's"
    );
    assert_eq!(
        db.invitation_by_digest(&first.digest).unwrap(),
        Some(expired)
    );
    assert_eq!(
        db.invitation_by_digest(&elsewhere.digest).unwrap(),
        Some(elsewhere)
    );
    assert_eq!(
        db.invitation_by_digest(&PlainSecret::generate().digest())
            .unwrap(),
        None
    );
}

pub fn organization_access_a_renewed_invitation_has_a_new_link_and_only_pending_ones_end(
    db: &Database,
) {
    let acme = organization(db, "acme");
    let sent = invitation(&acme, "ann@example.com", NOW);
    db.insert_invitation(&sent).unwrap();
    let link = PlainSecret::generate().digest();
    let (at, until) = (NOW + Duration::hours(2), NOW + Duration::days(9));
    assert!(db.renew_invitation(sent.id, &link, at, until).unwrap());
    let renewed = InvitationRecord {
        digest: link,
        sent_at: at,
        expires_at: until,
        ..sent.clone()
    };
    assert_eq!(db.invitation_by_digest(&sent.digest).unwrap(), None);
    assert_eq!(
        db.invitation_by_digest(&link).unwrap(),
        Some(renewed.clone())
    );
    assert!(
        !db.renew_invitation(InvitationId::generate(NOW), &link, at, until)
            .unwrap(),
        "none such"
    );

    assert!(
        db.end_invitation(sent.id, InvitationStatus::Revoked)
            .unwrap()
    );
    assert!(
        !db.end_invitation(sent.id, InvitationStatus::Expired)
            .unwrap()
    );
    assert_eq!(status(db, &sent), InvitationStatus::Revoked);
    let other = PlainSecret::generate().digest();
    assert!(!db.renew_invitation(sent.id, &other, at, until).unwrap());
    assert_eq!(
        db.invitation_by_digest(&link).unwrap().unwrap().digest,
        link,
        "an ended invitation keeps its link"
    );
    assert!(
        !db.end_invitation(InvitationId::generate(NOW), InvitationStatus::Revoked)
            .unwrap()
    );
}

pub fn organization_access_an_invitation_is_accepted_once_while_fresh(db: &Database) {
    let acme = organization(db, "acme");
    let beta = organization(db, "beta");
    let (ann, bob, cy) = (
        fixtures::world(db).user.id,
        fixtures::world(db).user.id,
        fixtures::world(db).user.id,
    );

    let sent = invitation(&acme, "ann@example.com", NOW);
    db.insert_invitation(&sent).unwrap();
    let now = NOW + Duration::hours(1);
    let membership = joining(&sent, ann, now);
    assert_eq!(
        db.accept_invitation(sent.id, &membership, now).unwrap(),
        Acceptance::Joined
    );
    assert_eq!(status(db, &sent), InvitationStatus::Accepted);
    assert_eq!(
        db.find_membership(acme.id, ann).unwrap(),
        Some(membership.clone())
    );
    assert_eq!(
        db.accept_invitation(sent.id, &joining(&sent, bob, now), now)
            .unwrap(),
        Acceptance::NotPending,
        "once"
    );
    assert_eq!(db.find_membership(acme.id, bob).unwrap(), None);
    assert_eq!(
        db.pending_invitation(acme.id, &sent.email).unwrap(),
        None,
        "the address may be invited again"
    );

    let stale = invitation(&acme, "bob@example.com", NOW);
    db.insert_invitation(&stale).unwrap();
    let (late, fresh) = (
        stale.expires_at,
        stale.expires_at - Duration::microseconds(1),
    );
    assert_eq!(
        db.accept_invitation(stale.id, &joining(&stale, bob, late), late)
            .unwrap(),
        Acceptance::NotPending,
        "expired at its expiry"
    );
    assert_eq!(
        status(db, &stale),
        InvitationStatus::Pending,
        "nothing written"
    );
    assert_eq!(db.find_membership(acme.id, bob).unwrap(), None);
    let elsewhere = MembershipRecord {
        organization_id: beta.id,
        ..joining(&stale, bob, fresh)
    };
    assert_eq!(
        db.accept_invitation(stale.id, &elsewhere, fresh).unwrap(),
        Acceptance::NotPending,
        "an invitation to another organization"
    );
    assert_eq!(db.find_membership(beta.id, bob).unwrap(), None);
    assert_eq!(status(db, &stale), InvitationStatus::Pending);
    assert!(
        db.end_invitation(stale.id, InvitationStatus::Revoked)
            .unwrap()
    );
    assert_eq!(
        db.accept_invitation(stale.id, &joining(&stale, bob, fresh), fresh)
            .unwrap(),
        Acceptance::NotPending,
        "revoked"
    );
    assert_eq!(
        db.accept_invitation(InvitationId::generate(NOW), &membership, now)
            .unwrap(),
        Acceptance::NotPending,
        "none such"
    );

    // A member already: the invitation is used up, the membership kept.
    let admin = MembershipRecord {
        roles: keys(&["admin"]),
        managed: true,
        ..joining(&sent, cy, NOW)
    };
    db.add_member(&admin).unwrap();
    let redundant = invitation(&acme, "cy@example.com", NOW);
    db.insert_invitation(&redundant).unwrap();
    assert_eq!(
        db.accept_invitation(redundant.id, &joining(&redundant, cy, now), now)
            .unwrap(),
        Acceptance::AlreadyMember
    );
    assert_eq!(status(db, &redundant), InvitationStatus::Accepted);
    assert_eq!(db.find_membership(acme.id, cy).unwrap(), Some(admin));

    // A user who does not exist cannot join: nothing is written.
    let ghost = invitation(&acme, "ghost@example.com", NOW);
    db.insert_invitation(&ghost).unwrap();
    assert!(matches!(
        db.accept_invitation(ghost.id, &joining(&ghost, UserId::generate(NOW), now), now),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(status(db, &ghost), InvitationStatus::Pending);
}

pub fn organization_access_concurrent_acceptances_join_once(db: &Database) {
    const THREADS: usize = 8;
    let acme = organization(db, "acme");
    let ann = fixtures::world(db).user.id;
    let sent = invitation(&acme, "ann@example.com", NOW);
    db.insert_invitation(&sent).unwrap();
    let membership = joining(&sent, ann, NOW);
    let outcomes = race(THREADS, |_| db.accept_invitation(sent.id, &membership, NOW));
    let joined = outcomes
        .iter()
        .filter(|o| **o == Acceptance::Joined)
        .count();
    assert_eq!(joined, 1, "{outcomes:?}");
    assert!(
        outcomes
            .iter()
            .all(|o| matches!(o, Acceptance::Joined | Acceptance::NotPending)),
        "{outcomes:?}"
    );
    assert_eq!(db.find_membership(acme.id, ann).unwrap(), Some(membership));

    // Two invitations of one user (two addresses) accepted at once: one
    // joins, the other finds the membership.
    let bob = fixtures::world(db).user.id;
    let both = [
        invitation(&acme, "bob@example.com", NOW),
        invitation(&acme, "bob@work.example", NOW),
    ];
    for sent in &both {
        db.insert_invitation(sent).unwrap();
    }
    let mut outcomes = race(2, |i| {
        db.accept_invitation(both[i].id, &joining(&both[i], bob, NOW), NOW)
    });
    outcomes.sort_by_key(|o| format!("{o:?}"));
    assert_eq!(outcomes, [Acceptance::AlreadyMember, Acceptance::Joined]);
    for sent in &both {
        assert_eq!(status(db, sent), InvitationStatus::Accepted);
    }
}

/// Runs `accept` on `threads` threads at once; their answers.
fn race(
    threads: usize,
    accept: impl Fn(usize) -> Result<Acceptance, RepoError> + Sync,
) -> Vec<Acceptance> {
    let barrier = Arc::new(Barrier::new(threads));
    thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|i| {
                let barrier = Arc::clone(&barrier);
                let accept = &accept;
                scope.spawn(move || {
                    barrier.wait();
                    accept(i).expect("an acceptance must not fail under contention")
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    })
}
