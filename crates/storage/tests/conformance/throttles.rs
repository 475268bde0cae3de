//! Throttles: the counting rules, applied by single statements, and a
//! burst from many threads (as from many instances) that never gets more
//! attempts than the limit.

use std::sync::Barrier;

use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, AuditEvent};
use accounts_domain::repository::{
    Admission, AuditRepository, SessionRepository, ThrottleKey, ThrottlePolicy, ThrottleRepository,
    UserRepository,
};
use accounts_storage::Database;
use time::{Duration, OffsetDateTime};

use crate::fixtures::{self, NOW};

fn policy(max_failures: u32, lockout: Duration) -> ThrottlePolicy {
    ThrottlePolicy {
        max_failures,
        lockout,
        max_lockout: Duration::minutes(15),
        window: Duration::minutes(15),
        in_flight_expiry: Duration::minutes(1),
    }
}

fn locked(seconds: i64) -> Admission {
    Admission::Locked {
        retry_after: Duration::seconds(seconds),
    }
}

fn fail(db: &Database, key: &ThrottleKey, p: &ThrottlePolicy, at: OffsetDateTime) -> Admission {
    assert_eq!(db.reserve_attempt(key, p, at).unwrap(), Admission::Admitted);
    db.attempt_failed(key, p, at).unwrap()
}

pub fn a_throttle_locks_after_the_limit_and_doubles(db: &Database) {
    let p = policy(5, Duration::seconds(30));
    let key = ThrottleKey::new("sign-in", "ann@example.com 192.0.2.1");
    for _ in 0..4 {
        assert_eq!(fail(db, &key, &p, NOW), Admission::Admitted);
    }
    assert_eq!(fail(db, &key, &p, NOW), locked(30));
    assert_eq!(
        db.reserve_attempt(&key, &p, NOW + Duration::seconds(10))
            .unwrap(),
        locked(20)
    );
    assert_eq!(fail(db, &key, &p, NOW + Duration::seconds(30)), locked(60));
    let other = ThrottleKey::new("device entry", "ann@example.com 192.0.2.1");
    assert_eq!(
        db.reserve_attempt(&other, &p, NOW).unwrap(),
        Admission::Admitted,
        "keys of other throttles are independent"
    );
    let later = NOW + Duration::seconds(90);
    assert_eq!(
        db.reserve_attempt(&key, &p, later).unwrap(),
        Admission::Admitted
    );
    assert_eq!(
        db.attempt_succeeded(&key, later).unwrap(),
        Admission::Admitted
    );
    assert_eq!(
        fail(db, &key, &p, later),
        Admission::Admitted,
        "a success starts afresh"
    );
}

pub fn a_success_beside_failures_that_locked_is_refused(db: &Database) {
    let p = policy(2, Duration::seconds(30));
    let key = ThrottleKey::new("sign-in", "k");
    for _ in 0..2 {
        assert_eq!(
            db.reserve_attempt(&key, &p, NOW).unwrap(),
            Admission::Admitted
        );
    }
    assert_eq!(
        db.reserve_attempt(&key, &p, NOW).unwrap(),
        locked(30),
        "both taken"
    );
    assert_eq!(
        db.attempt_failed(&key, &p, NOW).unwrap(),
        Admission::Admitted
    );
    // The right password, checked beside the wrong one, within the budget:
    // it clears the key.
    assert_eq!(
        db.attempt_succeeded(&key, NOW).unwrap(),
        Admission::Admitted
    );
    assert_eq!(
        fail(db, &key, &p, NOW),
        Admission::Admitted,
        "the failure was forgotten"
    );
    // A success reported after failures beside it locked the key (its own
    // attempt outlived the in-flight expiry, so others were let in).
    let slow = NOW + Duration::minutes(20);
    assert_eq!(
        db.reserve_attempt(&key, &p, slow).unwrap(),
        Admission::Admitted
    );
    let later = slow + p.in_flight_expiry;
    assert_eq!(fail(db, &key, &p, later), Admission::Admitted);
    assert_eq!(fail(db, &key, &p, later), locked(30));
    assert_eq!(db.attempt_succeeded(&key, later).unwrap(), locked(30));
    assert_eq!(
        db.reserve_attempt(&key, &p, later + Duration::seconds(1))
            .unwrap(),
        locked(29),
        "the lock outlives the success"
    );
}

pub fn after_a_lockout_one_attempt_at_a_time_and_lost_attempts_expire(db: &Database) {
    let p = policy(1, Duration::seconds(30));
    let key = ThrottleKey::new("sign-in", "k");
    assert_eq!(fail(db, &key, &p, NOW), locked(30));
    let after = NOW + Duration::seconds(30);
    assert_eq!(
        db.reserve_attempt(&key, &p, after).unwrap(),
        Admission::Admitted
    );
    assert!(
        matches!(
            db.reserve_attempt(&key, &p, after).unwrap(),
            Admission::Locked { .. }
        ),
        "and only one"
    );
    db.release_attempt(&key).unwrap();
    assert_eq!(
        db.reserve_attempt(&key, &p, after).unwrap(),
        Admission::Admitted,
        "a released attempt frees its place"
    );
    // That attempt's instance dies before it reports: after the expiry the
    // place is free again.
    let much_later = after + p.in_flight_expiry;
    assert_eq!(
        db.reserve_attempt(&key, &p, much_later).unwrap(),
        Admission::Admitted
    );
}

pub fn old_failures_are_forgotten_lockouts_capped_and_idle_rows_deleted(db: &Database) {
    let p = policy(2, Duration::minutes(10));
    let key = ThrottleKey::new("sign-in", "k");
    assert_eq!(fail(db, &key, &p, NOW), Admission::Admitted);
    assert_eq!(
        fail(db, &key, &p, NOW + Duration::minutes(16)),
        Admission::Admitted,
        "the first failure is outside the window"
    );
    assert_eq!(fail(db, &key, &p, NOW + Duration::minutes(17)), locked(600));
    assert_eq!(fail(db, &key, &p, NOW + Duration::minutes(28)), locked(900));
    let idle = ThrottleKey::new("sign-in", "idle");
    assert_eq!(fail(db, &idle, &p, NOW), Admission::Admitted);
    let deleted = db
        .delete_idle_throttles(NOW + Duration::minutes(20), NOW + Duration::minutes(35))
        .unwrap();
    assert_eq!(deleted, 1, "the locked key stays, the idle one goes");
    assert_eq!(
        db.reserve_attempt(&key, &p, NOW + Duration::minutes(30))
            .unwrap(),
        locked(780)
    );
}

/// 32 attempts from 32 threads (each with its own pooled connection, as
/// from several instances): at most `max_failures` are admitted, and the
/// failures lock the key.
pub fn a_parallel_burst_gets_no_more_attempts_than_the_limit(db: &Database) {
    let p = policy(5, Duration::seconds(30));
    let key = ThrottleKey::new("sign-in", "burst");
    let barrier = Barrier::new(32);
    let admitted = std::thread::scope(|s| {
        let handles: Vec<_> = (0..32)
            .map(|_| {
                s.spawn(|| {
                    barrier.wait();
                    let admitted =
                        db.reserve_attempt(&key, &p, NOW).unwrap() == Admission::Admitted;
                    if admitted {
                        let _ = db.attempt_failed(&key, &p, NOW).unwrap();
                    }
                    admitted
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap())
            .filter(|a| *a)
            .count()
    });
    assert!(
        (1..=5).contains(&admitted),
        "{admitted} of 32 admitted; the limit is 5"
    );
    assert!(matches!(
        db.reserve_attempt(&key, &p, NOW + Duration::seconds(1))
            .unwrap(),
        Admission::Locked { .. }
    ));
}

/// A sign-in's audit event, told apart from others by its user agent.
fn sign_in_event(action: AuditAction, user: UserId, tag: &str) -> AuditEvent {
    AuditEvent {
        at: NOW,
        action,
        actor: user.to_string(),
        subject: "address:ann".into(),
        ip: "192.0.2.1".into(),
        detail: String::new(),
        user_id: Some(user),
        client_id: None,
        user_agent: tag.into(),
    }
}

fn audited(db: &Database, tag: &str) -> usize {
    db.recent(1000)
        .unwrap()
        .iter()
        .filter(|event| event.user_agent == tag)
        .count()
}

/// A sign-in writes its outcome with what the outcome concerns in one
/// transaction: the failure with its audit event, the success with its
/// session and audit event (neither when the key is locked), and nothing
/// of it when a part fails.
pub fn a_sign_ins_outcome_commits_with_its_session_and_audit_event(db: &Database) {
    let p = policy(2, Duration::seconds(30));
    let key = ThrottleKey::new("sign-in", "ann@example.com|192.0.2.1");
    let ann = fixtures::user("ann@example.com");
    UserRepository::insert(db, &ann).unwrap();

    assert_eq!(
        db.reserve_attempt(&key, &p, NOW).unwrap(),
        Admission::Admitted
    );
    let wrong = sign_in_event(AuditAction::LoginFailed, ann.id, "wrong");
    assert_eq!(
        db.attempt_failed_audited(&key, &p, NOW, &wrong).unwrap(),
        Admission::Admitted
    );
    assert_eq!(audited(db, "wrong"), 1);

    // A part fails (a session of no user): the success is not counted
    // either, so the failure and the attempt in flight still hold.
    assert_eq!(
        db.reserve_attempt(&key, &p, NOW).unwrap(),
        Admission::Admitted
    );
    let orphan = fixtures::session(UserId::generate(NOW));
    let lost = sign_in_event(AuditAction::LoginSucceeded, ann.id, "lost");
    assert!(
        db.attempt_succeeded_opening(&key, NOW, &orphan, &lost, None)
            .is_err()
    );
    assert_eq!(audited(db, "lost"), 0);
    assert!(SessionRepository::find(db, orphan.id).unwrap().is_none());
    assert_eq!(
        db.reserve_attempt(&key, &p, NOW).unwrap(),
        locked(30),
        "one failure and one attempt in flight fill a budget of two"
    );

    // The right password: the key is cleared, the session and its event
    // stored.
    let session = fixtures::session(ann.id);
    let right = sign_in_event(AuditAction::LoginSucceeded, ann.id, "right");
    assert_eq!(
        db.attempt_succeeded_opening(&key, NOW, &session, &right, None)
            .unwrap(),
        Admission::Admitted
    );
    assert!(SessionRepository::find(db, session.id).unwrap().is_some());
    assert_eq!(audited(db, "right"), 1);
    assert_eq!(fail(db, &key, &p, NOW), Admission::Admitted, "cleared");

    // Failures beside it locked the key: no session, no event.
    assert_eq!(
        db.reserve_attempt(&key, &p, NOW).unwrap(),
        Admission::Admitted
    );
    assert_eq!(db.attempt_failed(&key, &p, NOW).unwrap(), locked(30));
    let refused = fixtures::session(ann.id);
    let late = sign_in_event(AuditAction::LoginSucceeded, ann.id, "late");
    assert_eq!(
        db.attempt_succeeded_opening(&key, NOW, &refused, &late, None)
            .unwrap(),
        locked(30)
    );
    assert!(SessionRepository::find(db, refused.id).unwrap().is_none());
    assert_eq!(audited(db, "late"), 0);

    // A session opened without a throttle (a passkey, an upstream
    // provider) comes with its event, or neither comes.
    let passkey = fixtures::session(ann.id);
    let opened = sign_in_event(AuditAction::LoginSucceeded, ann.id, "passkey");
    db.insert_audited(&passkey, &opened).unwrap();
    assert!(SessionRepository::find(db, passkey.id).unwrap().is_some());
    assert_eq!(audited(db, "passkey"), 1);
    let nobody = sign_in_event(AuditAction::LoginSucceeded, ann.id, "nobody");
    assert!(db.insert_audited(&orphan, &nobody).is_err());
    assert_eq!(audited(db, "nobody"), 0);
}
