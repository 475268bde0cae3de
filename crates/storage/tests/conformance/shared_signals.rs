//! Shared Signals in storage: the triggers queue one event per stream
//! that wants it, where the stream's status and method say; parallel
//! pushers claim each event once; a paused stream holds, a disabled one
//! drops; verifications keep their interval; old events go, pending
//! pushes never.

use std::collections::HashSet;
use std::sync::{Arc, Barrier};
use std::thread;

use accounts_domain::repository::{ClientRepository, RepoError, UserRepository};
use accounts_domain::shared_signals::{
    SecurityEventType, SharedSignalsRepository, StreamDelivery, StreamRecord, StreamStatus,
    SubjectChange, SubjectFormat,
};
use accounts_domain::webhooks::Claim;
use accounts_storage::Database;
use time::{Duration, OffsetDateTime};

use crate::fixtures::{self, NOW};

/// A receiver with a stream delivered by `delivery`; the stream.
fn stream(db: &Database, delivery: StreamDelivery) -> StreamRecord {
    let (mut client, _) = fixtures::client();
    client.shared_signals = true;
    ClientRepository::insert(db, &client).unwrap();
    let stream = StreamRecord {
        id: format!("stream-{}", client.id),
        client_id: client.id,
        delivery,
        events_requested: vec![SecurityEventType::AccountDisabled.uri().to_owned()],
        events_delivered: vec![SecurityEventType::AccountDisabled],
        format: SubjectFormat::IssSub,
        description: String::new(),
        status: StreamStatus::Enabled,
        reason: String::new(),
        verified_at: None,
        created_at: NOW,
        updated_at: NOW,
    };
    db.insert_stream(&stream).unwrap();
    stream
}

/// A new user, disabled: one account-disabled event.
fn disabled_user(db: &Database, n: usize) -> accounts_domain::ids::UserId {
    let user = fixtures::user(&format!("ssf-{n}-{}@example.com", NOW.unix_timestamp()));
    UserRepository::insert(db, &user).unwrap();
    UserRepository::set_enabled(db, user.id, false, NOW).unwrap();
    user.id
}

fn claim(db: &Database, now: OffsetDateTime) -> Vec<i64> {
    db.claim_pushes(&Claim {
        now,
        lease_until: now + Duration::seconds(30),
        retry_until: now + Duration::hours(1),
        limit: 100,
    })
    .unwrap()
    .into_iter()
    .map(|p| p.event.id)
    .collect()
}

pub fn parallel_pushers_claim_each_security_event_once(db: &Database) {
    let push = || StreamDelivery::Push {
        endpoint_url: "https://receiver.example.com/events".into(),
        authorization: None,
    };
    // Six receivers, four changes: 24 events, 4 a stream.
    let streams: Vec<String> = (0..6).map(|_| stream(db, push()).id).collect();
    for n in 0..4 {
        disabled_user(db, n);
    }
    let start = Arc::new(Barrier::new(6));
    let claimed: Vec<Vec<(String, i64)>> = thread::scope(|scope| {
        let pushers: Vec<_> = (0..6)
            .map(|_| {
                let start = Arc::clone(&start);
                scope.spawn(move || {
                    start.wait();
                    let mut mine = Vec::new();
                    let mut idle = 0;
                    while idle < 50 {
                        let got = db
                            .claim_pushes(&Claim {
                                now: NOW,
                                lease_until: NOW + Duration::seconds(30),
                                retry_until: NOW + Duration::hours(1),
                                limit: 3,
                            })
                            .unwrap();
                        if got.is_empty() {
                            // Another pusher holds the head of the streams
                            // left: it succeeds in a moment.
                            idle += 1;
                            thread::sleep(std::time::Duration::from_millis(2));
                            continue;
                        }
                        idle = 0;
                        for push in got {
                            db.push_succeeded(push.event.id).unwrap();
                            mine.push((push.stream_id, push.event.id));
                        }
                    }
                    mine
                })
            })
            .collect();
        pushers.into_iter().map(|t| t.join().unwrap()).collect()
    });
    let all: Vec<(String, i64)> = claimed.into_iter().flatten().collect();
    let distinct: HashSet<i64> = all.iter().map(|(_, id)| *id).collect();
    assert_eq!(all.len(), 24, "every event claimed");
    assert_eq!(distinct.len(), 24, "none claimed twice");
    for id in &streams {
        assert_eq!(all.iter().filter(|(s, _)| s == id).count(), 4);
    }
}

pub fn a_streams_pushes_go_in_order_and_a_lease_brings_one_back(db: &Database) {
    stream(
        db,
        StreamDelivery::Push {
            endpoint_url: "https://receiver.example.com/events".into(),
            authorization: None,
        },
    );
    disabled_user(db, 1);
    disabled_user(db, 2);
    let first = claim(db, NOW);
    assert_eq!(first.len(), 1, "the stream's oldest only");
    assert!(claim(db, NOW).is_empty(), "the next waits behind it");
    // The pusher died: the lease brings the same event back.
    assert_eq!(claim(db, NOW + Duration::seconds(31)), first);
    db.push_succeeded(first[0]).unwrap();
    let second = claim(db, NOW + Duration::seconds(31));
    assert_eq!(second.len(), 1);
    assert!(second[0] > first[0]);
    // A failure parked for good lets the next go.
    db.push_failed(second[0], "503", None).unwrap();
    assert!(claim(db, NOW + Duration::minutes(5)).is_empty());
}

pub fn a_stream_holds_drops_and_resumes_its_events(db: &Database) {
    let polled = stream(db, StreamDelivery::Poll);
    let other = stream(db, StreamDelivery::Poll);
    assert!(matches!(
        db.insert_stream(&polled),
        Err(RepoError::Conflict(_))
    ));
    assert!(
        claim(db, NOW).is_empty(),
        "a poll stream's events are not pushed"
    );

    let first = disabled_user(db, 1);
    let (waiting, more) = db.waiting_events(&polled.id, 10).unwrap();
    assert_eq!((waiting.len(), more), (1, false));
    assert_eq!(waiting[0].kind, SecurityEventType::AccountDisabled);
    assert_eq!(waiting[0].user_id, first.to_string());
    assert_eq!(waiting[0].initiator, "admin");

    // Paused: held; enabled again: delivered.
    db.set_stream_status(polled.client_id, StreamStatus::Paused, "", NOW)
        .unwrap();
    disabled_user(db, 2);
    assert!(db.waiting_events(&polled.id, 10).unwrap().0.is_empty());
    db.set_stream_status(polled.client_id, StreamStatus::Enabled, "", NOW)
        .unwrap();
    let (waiting, _) = db.waiting_events(&polled.id, 1).unwrap();
    assert_eq!(waiting.len(), 1);
    assert!(db.waiting_events(&polled.id, 1).unwrap().1, "moreAvailable");
    // Acknowledged: gone; someone else's stream keeps its own.
    let jtis: Vec<String> = db
        .waiting_events(&polled.id, 10)
        .unwrap()
        .0
        .into_iter()
        .map(|e| e.jti)
        .collect();
    assert_eq!(db.acknowledge(&other.id, &jtis).unwrap(), 0);
    assert_eq!(db.acknowledge(&polled.id, &jtis).unwrap(), 2);
    assert_eq!(db.waiting_events(&other.id, 10).unwrap().0.len(), 2);

    // Disabled: dropped, and nothing is queued while it is.
    db.set_stream_status(polled.client_id, StreamStatus::Disabled, "", NOW)
        .unwrap();
    disabled_user(db, 3);
    db.set_stream_status(polled.client_id, StreamStatus::Enabled, "", NOW)
        .unwrap();
    assert!(db.waiting_events(&polled.id, 10).unwrap().0.is_empty());

    // A removed subject gets nothing until added again.
    let user = fixtures::user("removed@example.com");
    UserRepository::insert(db, &user).unwrap();
    db.change_subject(&polled.id, &SubjectChange::Remove(user.id))
        .unwrap();
    db.change_subject(&polled.id, &SubjectChange::Remove(user.id))
        .unwrap();
    UserRepository::set_enabled(db, user.id, false, NOW).unwrap();
    assert!(db.waiting_events(&polled.id, 10).unwrap().0.is_empty());
    db.change_subject(&polled.id, &SubjectChange::Add(user.id))
        .unwrap();
    UserRepository::set_enabled(db, user.id, true, NOW).unwrap();
    let (waiting, _) = db.waiting_events(&polled.id, 10).unwrap();
    assert_eq!(waiting.len(), 0, "account-enabled is not asked for");

    // Verifications keep their interval.
    let interval = Duration::seconds(60);
    assert!(
        db.queue_verification(&polled.id, "s", interval, NOW)
            .unwrap()
    );
    assert!(
        !db.queue_verification(&polled.id, "s", interval, NOW + Duration::seconds(59))
            .unwrap()
    );
    assert!(
        db.queue_verification(&polled.id, "s", interval, NOW + Duration::seconds(60))
            .unwrap()
    );
    let (waiting, _) = db.waiting_events(&polled.id, 10).unwrap();
    assert_eq!(waiting.len(), 2);
    assert!(
        waiting
            .iter()
            .all(|e| e.kind == SecurityEventType::Verification)
    );

    // Old events nobody took go; the stream's deletion takes the rest.
    let far = OffsetDateTime::now_utc() + Duration::days(1);
    assert!(db.delete_old_security_events(far).unwrap() >= 5);
    assert!(db.waiting_events(&other.id, 10).unwrap().0.is_empty());
    assert!(db.delete_stream(polled.client_id).unwrap());
    assert!(!db.delete_stream(polled.client_id).unwrap());
}

pub fn a_pending_push_is_never_deleted_as_old(db: &Database) {
    stream(
        db,
        StreamDelivery::Push {
            endpoint_url: "https://receiver.example.com/events".into(),
            authorization: None,
        },
    );
    disabled_user(db, 1);
    let far = OffsetDateTime::now_utc() + Duration::days(1);
    assert_eq!(db.delete_old_security_events(far).unwrap(), 0);
    let claimed = claim(db, NOW);
    assert_eq!(claimed.len(), 1);
    db.push_failed(claimed[0], "503", None).unwrap();
    assert_eq!(
        db.delete_old_security_events(far).unwrap(),
        1,
        "a parked failure goes"
    );
}
