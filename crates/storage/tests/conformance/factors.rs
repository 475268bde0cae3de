//! Second factors: an authenticator pending until confirmed, each of its
//! steps accepted once, and a second-step challenge taken once while
//! fresh.

use std::sync::{Arc, Barrier};
use std::thread;

use accounts_domain::addresses::PackageName;
use accounts_domain::records::MfaChallengeRecord;
use accounts_domain::repository::{FactorRepository, RepoError, UserRepository};
use accounts_domain::secrets::PlainSecret;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW, pending_totp};

pub fn a_totp_factor_is_pending_until_confirmed_then_fixed(db: &Database) {
    let world = fixtures::world(db);
    let user = world.user.id;
    assert_eq!(db.find_totp(user).unwrap(), None);
    db.put_pending_totp(&pending_totp(user, b"first")).unwrap();
    // A new enrolment replaces a pending one.
    db.put_pending_totp(&pending_totp(user, b"second")).unwrap();
    let pending = db.find_totp(user).unwrap().unwrap();
    assert_eq!(pending.sealed_secret.as_bytes(), b"second");
    assert_eq!(pending.confirmed_at, None);
    // Steps are not accepted before confirmation.
    assert!(!db.claim_totp_step(user, 100).unwrap());
    let codes: Vec<_> = (0..10).map(|_| PlainSecret::generate().digest()).collect();
    assert!(db.confirm_totp(user, 100, &codes, NOW).unwrap());
    assert!(
        !db.confirm_totp(user, 101, &codes, NOW).unwrap(),
        "confirmed once"
    );
    let confirmed = db.find_totp(user).unwrap().unwrap();
    assert_eq!(confirmed.confirmed_at, Some(NOW));
    assert_eq!(confirmed.last_step, Some(100));
    assert_eq!(db.unused_recovery_codes(user).unwrap(), 10);
    // A confirmed authenticator is not replaced by a new enrolment.
    assert!(matches!(
        db.put_pending_totp(&pending_totp(user, b"third")),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(
        db.find_totp(user)
            .unwrap()
            .unwrap()
            .sealed_secret
            .as_bytes(),
        b"second"
    );
    // The confirming step counts as used; later steps once each, never an
    // earlier one.
    assert!(!db.claim_totp_step(user, 100).unwrap());
    assert!(db.claim_totp_step(user, 101).unwrap());
    assert!(!db.claim_totp_step(user, 101).unwrap());
    assert!(!db.claim_totp_step(user, 99).unwrap());
    // Recovery codes are single use and belong to their user.
    let other = fixtures::user("other@example.com");
    UserRepository::insert(db, &other).unwrap();
    assert!(!db.use_recovery_code(other.id, &codes[0], NOW).unwrap());
    assert!(db.use_recovery_code(user, &codes[0], NOW).unwrap());
    assert!(!db.use_recovery_code(user, &codes[0], NOW).unwrap());
    assert_eq!(db.unused_recovery_codes(user).unwrap(), 9);
    // Removal takes the authenticator and the codes.
    assert!(db.remove_totp(user).unwrap());
    assert!(!db.remove_totp(user).unwrap());
    assert_eq!(db.find_totp(user).unwrap(), None);
    assert_eq!(db.unused_recovery_codes(user).unwrap(), 0);
    assert!(!db.use_recovery_code(user, &codes[1], NOW).unwrap());
}

pub fn a_totp_step_claimed_by_16_threads_is_accepted_once(db: &Database) {
    const THREADS: usize = 16;
    let world = fixtures::world(db);
    let user = world.user.id;
    db.put_pending_totp(&pending_totp(user, b"secret")).unwrap();
    let codes: Vec<_> = (0..10).map(|_| PlainSecret::generate().digest()).collect();
    assert!(db.confirm_totp(user, 1, &codes, NOW).unwrap());
    let barrier = Arc::new(Barrier::new(THREADS));
    let (steps, recoveries): (Vec<bool>, Vec<bool>) = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let code = codes[0];
                scope.spawn(move || {
                    barrier.wait();
                    let step = db.claim_totp_step(user, 2).expect("claim must not fail");
                    let recovery = db
                        .use_recovery_code(user, &code, NOW)
                        .expect("use must not fail");
                    (step, recovery)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).unzip()
    });
    assert_eq!(steps.iter().filter(|s| **s).count(), 1);
    assert_eq!(recoveries.iter().filter(|r| **r).count(), 1);
}

pub fn an_mfa_challenge_is_taken_once_and_only_while_fresh(db: &Database) {
    const THREADS: usize = 16;
    let world = fixtures::world(db);
    let challenge = |token: &PlainSecret, ttl: Duration| MfaChallengeRecord {
        digest: token.digest(),
        user_id: world.user.id,
        created_at: NOW,
        expires_at: NOW + ttl,
        used_at: None,
        package_name: Some(PackageName::parse("com.example.app").unwrap()),
        user_agent: "Agent/1.0".into(),
        ip: "203.0.113.9".into(),
        locale: "de-DE".into(),
        first_factor: Default::default(),
    };
    let fresh = PlainSecret::generate();
    let record = challenge(&fresh, Duration::minutes(5));
    db.insert_mfa_challenge(&record).unwrap();
    let barrier = Arc::new(Barrier::new(THREADS));
    let taken: Vec<Option<MfaChallengeRecord>> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let digest = record.digest;
                scope.spawn(move || {
                    barrier.wait();
                    db.take_mfa_challenge(&digest, NOW)
                        .expect("take must not fail")
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let winners: Vec<_> = taken.into_iter().flatten().collect();
    assert_eq!(winners.len(), 1);
    assert_eq!(winners[0].used_at, Some(NOW));
    assert_eq!(
        MfaChallengeRecord {
            used_at: None,
            ..winners[0].clone()
        },
        record
    );
    // Expired: not taken, and deleted by the cleanup.
    let stale = PlainSecret::generate();
    db.insert_mfa_challenge(&challenge(&stale, Duration::minutes(5)))
        .unwrap();
    assert_eq!(
        db.take_mfa_challenge(&stale.digest(), NOW + Duration::minutes(5))
            .unwrap(),
        None
    );
    assert_eq!(
        db.delete_expired_mfa_challenges(NOW + Duration::minutes(6))
            .unwrap(),
        2
    );
    assert_eq!(db.take_mfa_challenge(&stale.digest(), NOW).unwrap(), None);
}
