//! Device authorization requests (RFC 8628): answered once, polls paced
//! across callers, a device code redeemed once under a race.

use std::sync::{Arc, Barrier};
use std::thread;

use accounts_domain::ids::SessionId;
use accounts_domain::records::{DeviceAuthorizationRecord, DeviceDecision};
use accounts_domain::repository::{
    DeviceAuthorizationRepository, Redemption, RepoError, SessionRepository,
};
use accounts_domain::secrets::PlainSecret;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

pub fn device_requests_round_trip_and_are_answered_once(db: &Database) {
    let world = fixtures::world(db);
    let request = fixtures::device_request(&world);
    db.insert_device_authorization(&request).unwrap();
    let stored = db.find_by_device_code(&request.device_code).unwrap();
    assert_eq!(stored.as_ref(), Some(&request));
    assert_eq!(db.find_by_user_code(&request.user_code).unwrap(), stored);
    assert_eq!(db.find_by_user_code(&request.device_code).unwrap(), None);
    // A user code is unique among stored requests.
    let twin = DeviceAuthorizationRecord {
        device_code: PlainSecret::generate().digest(),
        ..request.clone()
    };
    assert!(matches!(
        db.insert_device_authorization(&twin),
        Err(RepoError::Conflict(_))
    ));

    let approved = DeviceDecision::Approved {
        user_id: world.user.id,
        session_id: world.session.id,
        at: NOW,
    };
    assert!(
        db.decide_device_authorization(&request.user_code, &approved, NOW)
            .unwrap()
    );
    let denied = DeviceDecision::Denied { at: NOW };
    assert!(
        !db.decide_device_authorization(&request.user_code, &denied, NOW)
            .unwrap(),
        "the first answer stands"
    );
    let stored = db
        .find_by_device_code(&request.device_code)
        .unwrap()
        .unwrap();
    assert_eq!(stored.decision, Some(approved));

    // An expired request takes no answer; a denial round-trips.
    let late = fixtures::device_request(&world);
    db.insert_device_authorization(&late).unwrap();
    assert!(
        !db.decide_device_authorization(&late.user_code, &denied, late.expires_at)
            .unwrap()
    );
    assert!(
        db.decide_device_authorization(&late.user_code, &denied, NOW)
            .unwrap()
    );
    let stored = db.find_by_user_code(&late.user_code).unwrap().unwrap();
    assert_eq!(stored.decision, Some(denied));

    // Deleted a day after expiry, not before.
    assert_eq!(
        db.delete_expired_device_authorizations(late.expires_at)
            .unwrap(),
        0
    );
    assert_eq!(
        db.delete_expired_device_authorizations(late.expires_at + Duration::seconds(1))
            .unwrap(),
        2
    );
}

pub fn device_polls_are_paced_across_callers(db: &Database) {
    let world = fixtures::world(db);
    let request = fixtures::device_request(&world);
    db.insert_device_authorization(&request).unwrap();
    let code = &request.device_code;
    assert!(
        db.note_device_poll(code, NOW, NOW + Duration::seconds(5))
            .unwrap()
    );
    assert!(
        !db.note_device_poll(code, NOW, NOW + Duration::seconds(5))
            .unwrap(),
        "a second poll at once is too early"
    );
    db.slow_device_down(code, Duration::seconds(10), NOW + Duration::seconds(10))
        .unwrap();
    let stored = db.find_by_device_code(code).unwrap().unwrap();
    assert_eq!(stored.interval, Duration::seconds(10));
    let later = NOW + Duration::seconds(9);
    assert!(!db.note_device_poll(code, later, later).unwrap());
    let on_time = NOW + Duration::seconds(10);
    assert!(
        db.note_device_poll(code, on_time, on_time + Duration::seconds(10))
            .unwrap()
    );
    let unknown = PlainSecret::generate().digest();
    assert!(!db.note_device_poll(&unknown, on_time, on_time).unwrap());
}

pub fn a_device_code_redeemed_by_20_threads_succeeds_once(db: &Database) {
    const THREADS: usize = 20;
    let world = fixtures::world(db);
    let request = fixtures::device_request(&world);
    db.insert_device_authorization(&request).unwrap();
    // Not approved yet: nothing to redeem.
    let (session, issued) = fixtures::device_issue(&world, &request);
    assert_eq!(
        db.redeem_device_code(&request.device_code, NOW, &session, &issued)
            .unwrap(),
        Redemption::AlreadyConsumed
    );
    assert_eq!(
        db.redeem_device_code(&PlainSecret::generate().digest(), NOW, &session, &issued)
            .unwrap(),
        Redemption::NotFound
    );
    let approved = DeviceDecision::Approved {
        user_id: world.user.id,
        session_id: world.session.id,
        at: NOW,
    };
    assert!(
        db.decide_device_authorization(&request.user_code, &approved, NOW)
            .unwrap()
    );
    let barrier = Arc::new(Barrier::new(THREADS));
    let outcomes: Vec<(Redemption, SessionId)> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let (session, issued) = fixtures::device_issue(&world, &request);
                let code = request.device_code;
                scope.spawn(move || {
                    barrier.wait();
                    let outcome = db.redeem_device_code(&code, NOW, &session, &issued);
                    (
                        outcome.expect("redeem must not fail under contention"),
                        session.id,
                    )
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let winners: Vec<SessionId> = outcomes
        .iter()
        .filter(|(o, _)| *o == Redemption::Redeemed)
        .map(|(_, s)| *s)
        .collect();
    assert_eq!(winners.len(), 1, "{outcomes:?}");
    // Only the winner's session was stored, with its tokens.
    for (outcome, session) in &outcomes {
        let stored = SessionRepository::find(db, *session).unwrap();
        assert_eq!(stored.is_some(), *outcome == Redemption::Redeemed);
    }
    assert_eq!(
        SessionRepository::revoke(db, winners[0], NOW).map(|_| ()),
        Ok(())
    );
    let stored = db
        .find_by_device_code(&request.device_code)
        .unwrap()
        .unwrap();
    assert_eq!(stored.consumed_at, Some(NOW));
}
