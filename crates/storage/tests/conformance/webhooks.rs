//! Webhooks in storage: each change writes its one event in its own
//! transaction (the triggers), only for types an endpoint wants; parallel
//! senders claim each delivery once, and a lease brings back what a dead
//! sender held; failures back off, park, and are replayed; settled events
//! are deleted, pending ones never.

use std::collections::HashSet;
use std::sync::{Arc, Barrier};
use std::thread;

use accounts_domain::ids::{UserId, WebhookId};
use accounts_domain::keys::SealedKey;
use accounts_domain::records::{EmailTokenPurpose, EmailTokenRecord, UserProfile, UserRecord};
use accounts_domain::repository::{
    AccountDeletionRepository, EmailTokenRepository, FactorRepository, PasskeyRepository,
    RepoError, SessionRepository, UserRepository, WebhookRepository,
};
use accounts_domain::secrets::PlainSecret;
use accounts_domain::webhooks::{Claim, DeliveryStatus, WebhookEventType, WebhookRecord};
use accounts_storage::Database;
use time::{Duration, OffsetDateTime};

use crate::fixtures::{self, NOW, passkey, pending_totp};

fn endpoint(db: &Database, events: &[WebhookEventType]) -> WebhookId {
    let id = WebhookId::generate(NOW);
    db.insert_webhook(&WebhookRecord {
        id,
        url: "http://127.0.0.1:9/hooks".into(),
        events: events.to_vec(),
        sealed_secret: SealedKey::from_bytes(b"sealed".to_vec()),
        created_at: NOW,
    })
    .unwrap();
    id
}

fn claim(
    db: &Database,
    now: OffsetDateTime,
    limit: u32,
) -> Vec<accounts_domain::webhooks::ClaimedDelivery> {
    db.claim_deliveries(&Claim {
        now,
        lease_until: now + Duration::seconds(30),
        retry_until: now + Duration::hours(1),
        limit,
    })
    .unwrap()
}

/// The events claimed at `now` (and then delivered): (type, user id,
/// detail), in order.
fn events(db: &Database, now: OffsetDateTime) -> Vec<(WebhookEventType, String, String)> {
    claim(db, now, 500)
        .into_iter()
        .map(|d| {
            db.delivery_succeeded(d.id).unwrap();
            (d.event.kind, d.event.user_id, d.event.detail)
        })
        .collect()
}

pub fn each_change_writes_its_one_event_for_endpoints_that_want_it(db: &Database) {
    let world = fixtures::world(db);
    assert!(events(db, NOW).is_empty(), "no endpoint, no event");
    let hook = endpoint(db, &WebhookEventType::ALL);
    endpoint(db, &[WebhookEventType::UserDeleted]);
    use WebhookEventType as T;
    let user = world.user.id;
    let id = user.to_string();
    let mut at = NOW;
    let mut next = |db: &Database| {
        at += Duration::minutes(1);
        events(db, at)
    };

    let other = fixtures::user(&format!("webhook-{}@example.com", UserId::generate(NOW)));
    UserRepository::insert(db, &other).unwrap();
    // A change that fails writes no event: the event is part of it.
    let twin = UserRecord {
        id: UserId::generate(NOW),
        ..other.clone()
    };
    assert!(matches!(
        UserRepository::insert(db, &twin),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(
        next(db),
        [(T::UserCreated, other.id.to_string(), String::new())]
    );

    let session = fixtures::session(user);
    SessionRepository::insert(db, &session).unwrap();
    SessionRepository::revoke(db, session.id, NOW).unwrap();
    assert_eq!(
        next(db),
        [
            (T::SessionStarted, id.clone(), session.id.to_string()),
            (T::SessionEnded, id.clone(), session.id.to_string()),
        ]
    );
    assert!(!SessionRepository::revoke(db, session.id, NOW).unwrap());
    assert!(next(db).is_empty(), "an ended session ends once");

    let profile = UserProfile {
        name: "Ann B. Lee".into(),
        ..world.user.profile.clone()
    };
    db.set_profile(user, &profile, NOW).unwrap();
    db.set_profile(user, &profile, NOW).unwrap();
    assert_eq!(
        next(db),
        [(T::UserUpdated, id.clone(), String::new())],
        "a change, not a write"
    );
    db.set_password(user, &fixtures::password_hash_other(), None, NOW)
        .unwrap();
    assert_eq!(
        next(db),
        [
            (T::PasswordChanged, id.clone(), String::new()),
            (T::SessionEnded, id.clone(), world.session.id.to_string()),
        ]
    );
    let token = PlainSecret::generate();
    db.insert_email_token(&EmailTokenRecord {
        digest: token.digest(),
        purpose: EmailTokenPurpose::ChangeEmail,
        user_id: user,
        email: accounts_domain::addresses::Email::parse(&format!("moved-{id}@example.com"))
            .unwrap(),
        created_at: NOW,
        expires_at: NOW + Duration::hours(1),
        used_at: None,
        asker: None,
    })
    .unwrap();
    db.redeem_email_change(&token.digest(), NOW).unwrap();
    assert_eq!(
        next(db),
        [(T::UserEmailChanged, id.clone(), String::new())],
        "the address and email_verified together: one event"
    );

    db.put_pending_totp(&pending_totp(user, b"secret")).unwrap();
    assert!(
        next(db).is_empty(),
        "a pending authenticator is no factor yet"
    );
    assert!(db.confirm_totp(user, 1, &[], NOW).unwrap());
    assert!(db.remove_totp(user).unwrap());
    let key = passkey(user, id.as_bytes(), NOW);
    db.insert_passkey(&key).unwrap();
    assert!(db.delete_passkey(user, key.id).unwrap());
    assert_eq!(
        next(db),
        [
            (T::FactorAdded, id.clone(), "totp".into()),
            (T::FactorRemoved, id.clone(), "totp".into()),
            (T::FactorAdded, id.clone(), "passkey".into()),
            (T::FactorRemoved, id.clone(), "passkey".into()),
        ]
    );
    db.set_enabled(user, false, NOW).unwrap();
    assert_eq!(next(db), [(T::UserUpdated, id.clone(), String::new())]);

    // A deletion is one event, to each endpoint that wants it; what the
    // user's other undelivered events said goes with the account.
    let session = fixtures::session(user);
    SessionRepository::insert(db, &session).unwrap();
    let purge = fixtures::purge(user, NOW);
    assert!(db.purge_user(&purge).unwrap());
    let deleted = claim(db, at + Duration::minutes(1), 500);
    let kinds: Vec<_> = deleted
        .iter()
        .map(|d| (d.event.kind, d.webhook_id))
        .collect();
    assert_eq!(kinds.len(), 2, "{kinds:?}");
    assert!(kinds.iter().all(|(kind, _)| *kind == T::UserDeleted));
    assert!(kinds.iter().any(|(_, to)| *to == hook));
    assert_eq!(deleted[0].event.user_id, id);
    assert_eq!(
        deleted[0].event.id, deleted[1].event.id,
        "one event, two deliveries"
    );
    // Announced to every endpoint, the deletion leaves no trace.
    let deletions = |db: &Database| -> usize {
        db.list_webhooks()
            .unwrap()
            .iter()
            .map(|w| {
                db.deliveries(w.id, None, 500)
                    .unwrap()
                    .unwrap()
                    .iter()
                    .filter(|d| d.kind == T::UserDeleted)
                    .count()
            })
            .sum()
    };
    db.delivery_succeeded(deleted[0].id).unwrap();
    assert_eq!(deletions(db), 2, "one endpoint still waits");
    db.delivery_succeeded(deleted[1].id).unwrap();
    assert_eq!(deletions(db), 0);
}

pub fn parallel_senders_claim_each_delivery_once_and_a_lease_brings_it_back(db: &Database) {
    const EVENTS: usize = 40;
    const SENDERS: usize = 8;
    endpoint(db, &[WebhookEventType::UserCreated]);
    for n in 0..EVENTS {
        UserRepository::insert(
            db,
            &fixtures::user(&format!("claim-{n}-{}@example.com", UserId::generate(NOW))),
        )
        .unwrap();
    }
    let barrier = Arc::new(Barrier::new(SENDERS));
    let claimed: Vec<Vec<i64>> = thread::scope(|scope| {
        let senders: Vec<_> = (0..SENDERS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                scope.spawn(move || {
                    barrier.wait();
                    let mut mine = Vec::new();
                    loop {
                        let round = claim(db, NOW, 3);
                        if round.is_empty() {
                            return mine;
                        }
                        mine.extend(round.iter().map(|d| d.id));
                    }
                })
            })
            .collect();
        senders.into_iter().map(|s| s.join().unwrap()).collect()
    });
    let all: Vec<i64> = claimed.concat();
    let distinct: HashSet<i64> = all.iter().copied().collect();
    assert_eq!(
        (all.len(), distinct.len()),
        (EVENTS, EVENTS),
        "each claimed once"
    );

    // Until the lease ends nobody gets them; then they come back, with the
    // attempt counted and the retry period kept.
    assert!(claim(db, NOW + Duration::seconds(29), 100).is_empty());
    let again = claim(db, NOW + Duration::seconds(30), 100);
    assert_eq!(again.len(), EVENTS);
    assert!(
        again
            .iter()
            .all(|d| d.attempt == 2 && d.retry_until == NOW + Duration::hours(1))
    );
}

pub fn failures_back_off_then_park_and_a_replay_sends_again(db: &Database) {
    let hook = endpoint(db, &[WebhookEventType::UserCreated]);
    let world = fixtures::world(db);
    let first = claim(db, NOW, 10);
    assert_eq!(first.len(), 1);
    let delivery = first[0].id;
    db.delivery_failed(
        delivery,
        "answered HTTP 503",
        Some(NOW + Duration::seconds(5)),
    )
    .unwrap();
    assert!(
        claim(db, NOW + Duration::seconds(4), 10).is_empty(),
        "backing off"
    );
    let second = claim(db, NOW + Duration::seconds(5), 10);
    assert_eq!(second[0].attempt, 2);
    db.delivery_failed(delivery, "timed out", None).unwrap();
    assert!(claim(db, NOW + Duration::days(1), 10).is_empty(), "parked");
    let failed = db
        .deliveries(hook, Some(DeliveryStatus::Failed), 50)
        .unwrap()
        .unwrap();
    assert_eq!(failed.len(), 1);
    assert_eq!(
        (failed[0].attempts, failed[0].last_error.as_str()),
        (2, "timed out")
    );
    assert_eq!(failed[0].kind, WebhookEventType::UserCreated);
    assert!(
        db.deliveries(hook, Some(DeliveryStatus::Pending), 50)
            .unwrap()
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        db.deliveries(WebhookId::generate(NOW), None, 50).unwrap(),
        None
    );

    assert_eq!(
        db.replay_delivery(WebhookId::generate(NOW), delivery, NOW)
            .unwrap(),
        None
    );
    let replayed = db.replay_delivery(hook, delivery, NOW).unwrap().unwrap();
    assert_eq!(
        (replayed.status, replayed.attempts),
        (DeliveryStatus::Pending, 0)
    );
    let third = claim(db, NOW, 10);
    assert_eq!(
        (third[0].attempt, third[0].event.id),
        (1, first[0].event.id)
    );
    // Not yet settled: old as it is, a pending event stays.
    assert_eq!(
        db.delete_old_webhook_events(NOW + Duration::days(30))
            .unwrap(),
        0
    );
    db.delivery_succeeded(delivery).unwrap();
    assert_eq!(
        db.deliveries(hook, None, 50).unwrap().unwrap()[0].status,
        DeliveryStatus::Delivered
    );
    assert_eq!(
        db.delete_old_webhook_events(NOW + Duration::days(30))
            .unwrap(),
        1
    );
    assert!(db.deliveries(hook, None, 50).unwrap().unwrap().is_empty());

    // Removing an endpoint removes its deliveries.
    UserRepository::insert(
        db,
        &fixtures::user(&format!("late-{}@example.com", world.user.id)),
    )
    .unwrap();
    assert!(db.delete_webhook(hook).unwrap());
    assert!(!db.delete_webhook(hook).unwrap());
    assert!(claim(db, NOW, 10).is_empty());
    assert!(db.list_webhooks().unwrap().is_empty());
}
