//! Passkeys: each belongs to one account and records its use; a
//! ceremony is taken once while fresh.

use std::sync::{Arc, Barrier};
use std::thread;

use accounts_domain::records::{CeremonyPurpose, CeremonyRecord};
use accounts_domain::repository::{PasskeyRepository, RepoError};
use accounts_domain::secrets::PlainSecret;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW, micros, passkey};

pub fn passkeys_belong_to_one_account_and_record_their_use(db: &Database) {
    let world = fixtures::world(db);
    let other = fixtures::world(db);
    let first = passkey(world.user.id, b"credential-1", NOW);
    let second = passkey(world.user.id, b"credential-2", NOW + Duration::seconds(1));
    db.insert_passkey(&first).unwrap();
    db.insert_passkey(&second).unwrap();
    // A credential id registered to one account cannot be registered again,
    // to it or to another.
    for owner in [world.user.id, other.user.id] {
        assert!(matches!(
            db.insert_passkey(&passkey(owner, b"credential-1", NOW)),
            Err(RepoError::Conflict(_))
        ));
    }
    assert_eq!(
        db.list_passkeys(world.user.id).unwrap(),
        vec![first.clone(), second.clone()]
    );
    assert_eq!(db.list_passkeys(other.user.id).unwrap(), vec![]);
    assert_eq!(
        db.find_passkey_by_credential(b"credential-2").unwrap(),
        Some(second.clone())
    );
    assert_eq!(db.find_passkey_by_credential(b"unknown").unwrap(), None);

    let used = micros(NOW + Duration::minutes(1));
    db.record_passkey_use(first.id, r#"{"cred":{"counter":2}}"#, true, used)
        .unwrap();
    let after = db
        .find_passkey_by_credential(b"credential-1")
        .unwrap()
        .unwrap();
    assert_eq!(after.last_used_at, Some(used));
    assert!(after.synced);
    assert_eq!(after.credential, r#"{"cred":{"counter":2}}"#);

    // Only the owner renames or deletes.
    assert!(!db.rename_passkey(other.user.id, first.id, "Mine").unwrap());
    assert!(db.rename_passkey(world.user.id, first.id, "Phone").unwrap());
    assert!(!db.delete_passkey(other.user.id, first.id).unwrap());
    assert!(db.delete_passkey(world.user.id, first.id).unwrap());
    assert!(!db.delete_passkey(world.user.id, first.id).unwrap());
    assert_eq!(db.delete_passkeys(world.user.id).unwrap(), 1);
    assert_eq!(db.list_passkeys(world.user.id).unwrap(), vec![]);
}

pub fn a_ceremony_is_taken_once_and_only_while_fresh(db: &Database) {
    const THREADS: usize = 16;
    let world = fixtures::world(db);
    let ceremony = |key: &PlainSecret, purpose, state: &str| CeremonyRecord {
        key: key.digest(),
        purpose,
        user_id: Some(world.user.id),
        state: state.into(),
        created_at: NOW,
        expires_at: NOW + Duration::minutes(5),
    };
    // One registration at a time per key: a new one replaces the old.
    let key = PlainSecret::generate();
    db.put_ceremony(&ceremony(&key, CeremonyPurpose::Registration, "old"))
        .unwrap();
    let record = ceremony(&key, CeremonyPurpose::Registration, "new");
    db.put_ceremony(&record).unwrap();
    // Not for another purpose (and then it is gone: taking spends it).
    let barrier = Arc::new(Barrier::new(THREADS));
    let taken: Vec<Option<CeremonyRecord>> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let key = record.key;
                scope.spawn(move || {
                    barrier.wait();
                    db.take_ceremony(&key, CeremonyPurpose::Registration, NOW)
                        .expect("take must not fail")
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let winners: Vec<_> = taken.into_iter().flatten().collect();
    assert_eq!(winners, vec![record.clone()]);

    let wrong_purpose = PlainSecret::generate();
    db.put_ceremony(&ceremony(&wrong_purpose, CeremonyPurpose::SignIn, "s"))
        .unwrap();
    assert_eq!(
        db.take_ceremony(&wrong_purpose.digest(), CeremonyPurpose::Registration, NOW)
            .unwrap(),
        None
    );
    assert_eq!(
        db.take_ceremony(&wrong_purpose.digest(), CeremonyPurpose::SignIn, NOW)
            .unwrap(),
        None,
        "a take for the wrong purpose spent it"
    );

    let stale = PlainSecret::generate();
    db.put_ceremony(&ceremony(&stale, CeremonyPurpose::SignIn, "s"))
        .unwrap();
    assert_eq!(
        db.take_ceremony(
            &stale.digest(),
            CeremonyPurpose::SignIn,
            NOW + Duration::minutes(5)
        )
        .unwrap(),
        None
    );
    let expired = PlainSecret::generate();
    db.put_ceremony(&ceremony(&expired, CeremonyPurpose::SignIn, "s"))
        .unwrap();
    assert_eq!(
        db.delete_expired_ceremonies(NOW + Duration::minutes(6))
            .unwrap(),
        1
    );
}
