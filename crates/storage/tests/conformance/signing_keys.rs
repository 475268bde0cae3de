//! Signing keys: rotation in one step, and never two active keys for a
//! purpose.

use accounts_domain::ids::KeyId;
use accounts_domain::keys::KeyState;
use accounts_domain::keys::{KeyAlgorithm, MasterKey, SigningKey};
use accounts_domain::repository::{KeyStateChange, RepoError, SigningKeyRepository};
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::NOW;

pub fn signing_keys_rotate_atomically(db: &Database) {
    let master = MasterKey::generate();
    let old = SigningKey::generate(KeyAlgorithm::Es256, NOW).unwrap();
    let hs = SigningKey::generate(KeyAlgorithm::Hs256, NOW).unwrap();
    let new = SigningKey::generate(KeyAlgorithm::Es256, NOW + Duration::seconds(1)).unwrap();
    let records = [
        old.to_record(&master, KeyState::Active, NOW).unwrap(),
        hs.to_record(&master, KeyState::Active, NOW).unwrap(),
        new.to_record(&master, KeyState::Pending, NOW + Duration::seconds(1))
            .unwrap(),
    ];
    for record in &records {
        SigningKeyRepository::insert(db, record).unwrap();
    }
    assert!(matches!(
        SigningKeyRepository::insert(db, &records[0]),
        Err(RepoError::Conflict(_))
    ));
    let stored = SigningKeyRepository::list(db).unwrap();
    assert_eq!(stored.len(), 3);
    for record in &records {
        let found = stored.iter().find(|k| k.kid == record.kid).unwrap();
        assert_eq!(found, record);
        // Sealed material comes back intact and opens under the master key.
        SigningKey::unseal(found.kid, found.algorithm, &found.sealed, &master).unwrap();
    }

    let at = NOW + Duration::hours(1);
    let rotation = [
        KeyStateChange {
            kid: old.kid(),
            state: KeyState::Retired,
            at,
        },
        KeyStateChange {
            kid: new.kid(),
            state: KeyState::Active,
            at,
        },
    ];
    // A change set naming an unknown key changes nothing.
    let broken = [
        rotation[0],
        KeyStateChange {
            kid: KeyId::generate(NOW),
            state: KeyState::Active,
            at,
        },
    ];
    assert_eq!(
        SigningKeyRepository::apply(db, &broken),
        Err(RepoError::NotFound)
    );
    assert_eq!(SigningKeyRepository::list(db).unwrap(), stored);

    SigningKeyRepository::apply(db, &rotation).unwrap();
    let rotated = SigningKeyRepository::list(db).unwrap();
    let state = |kid: KeyId| rotated.iter().find(|k| k.kid == kid).unwrap().clone();
    assert_eq!(
        (state(old.kid()).state, state(old.kid()).retired_at),
        (KeyState::Retired, Some(at))
    );
    assert_eq!(
        (state(new.kid()).state, state(new.kid()).activated_at),
        (KeyState::Active, Some(at))
    );
    assert_eq!(state(hs.kid()).state, KeyState::Active);
}

pub fn only_one_key_per_purpose_can_be_active(db: &Database) {
    let master = MasterKey::generate();
    let record = |alg, state| {
        SigningKey::generate(alg, NOW)
            .unwrap()
            .to_record(&master, state, NOW)
            .unwrap()
    };
    let first = record(KeyAlgorithm::Es256, KeyState::Active);
    SigningKeyRepository::insert(db, &first).unwrap();
    SigningKeyRepository::insert(db, &record(KeyAlgorithm::Hs256, KeyState::Active)).unwrap();
    // A second active id_token key (any asymmetric algorithm) is refused...
    for alg in [KeyAlgorithm::Es256, KeyAlgorithm::EdDsa] {
        assert!(matches!(
            SigningKeyRepository::insert(db, &record(alg, KeyState::Active)),
            Err(RepoError::Conflict(_))
        ));
    }
    assert!(matches!(
        SigningKeyRepository::insert(db, &record(KeyAlgorithm::Hs256, KeyState::Active)),
        Err(RepoError::Conflict(_))
    ));
    // ...pending and retired ones are not.
    let pending = record(KeyAlgorithm::Es256, KeyState::Pending);
    SigningKeyRepository::insert(db, &pending).unwrap();
    SigningKeyRepository::insert(db, &record(KeyAlgorithm::Es256, KeyState::Retired)).unwrap();
    // Activating without retiring is refused and changes nothing.
    let at = NOW + Duration::hours(1);
    let activate = KeyStateChange {
        kid: pending.kid,
        state: KeyState::Active,
        at,
    };
    assert!(matches!(
        SigningKeyRepository::apply(db, &[activate]),
        Err(RepoError::Conflict(_))
    ));
    let retire = KeyStateChange {
        kid: first.kid,
        state: KeyState::Retired,
        at,
    };
    SigningKeyRepository::apply(db, &[retire, activate]).unwrap();
    let active: Vec<KeyId> = SigningKeyRepository::list(db)
        .unwrap()
        .into_iter()
        .filter(|k| k.state == KeyState::Active && !k.algorithm.is_symmetric())
        .map(|k| k.kid)
        .collect();
    assert_eq!(active, vec![pending.kid]);
}
