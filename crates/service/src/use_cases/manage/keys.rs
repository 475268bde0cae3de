//! Rotating the signing keys (`keys rotate`, the admin API, the console).

use time::OffsetDateTime;

use crate::service::accounts::Accounts;

use accounts_domain::ids::KeyId;
use accounts_domain::keys::{KeyAlgorithm, MasterKey, SigningKey};
use accounts_domain::keys::{KeyPurpose, KeyState};
use accounts_domain::records::AuditAction;
use accounts_domain::repository::KeyStateChange;
use accounts_domain::repository::Store;

use super::operations::{Actor, ManageError, Subject, administer, audit};

/// What one `keys rotate` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rotation {
    /// A new id_token key is in the JWKS but does not sign yet, so clients
    /// can fetch it before the first token signed with it arrives. The next
    /// rotation activates it.
    Published {
        /// The new key.
        kid: KeyId,
    },
    /// The published key now signs id_tokens and a new HS256 key signs
    /// access tokens; the keys they replace verify until their last token
    /// expires.
    Activated {
        /// The id_token key now signing.
        id_token_kid: KeyId,
        /// The access-token key now signing.
        access_token_kid: KeyId,
        /// The keys that stopped signing.
        retired: Vec<KeyId>,
    },
}

/// Rotates the signing keys in two steps (see [`Rotation`]); running
/// servers pick the change up within their cache refresh interval.
pub fn rotate_keys_in_store(
    store: &dyn Store,
    master: &MasterKey,
    algorithm: KeyAlgorithm,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<Rotation, ManageError> {
    let keys = accounts_domain::repository::SigningKeyRepository::list(store)
        .map_err(ManageError::Repo)?;
    let pending_of = |purpose: KeyPurpose| {
        keys.iter()
            .find(|k| k.state == KeyState::Pending && k.purpose == purpose)
    };
    // The security-event key exists once a receiver made a stream; it is
    // rotated with the others from then on.
    let signs_events = keys
        .iter()
        .any(|k| k.purpose == KeyPurpose::SecurityEvents && k.state == KeyState::Active);
    let Some(pending) = pending_of(KeyPurpose::IdToken) else {
        let key = SigningKey::generate(algorithm, now)?;
        let insert = |key: &SigningKey| {
            accounts_domain::repository::SigningKeyRepository::insert(
                store,
                &key.to_record(master, KeyState::Pending, now)?,
            )
            .map_err(ManageError::Repo)
        };
        insert(&key)?;
        if signs_events && pending_of(KeyPurpose::SecurityEvents).is_none() {
            insert(&SigningKey::generate_for_security_events(now)?)?;
        }
        audit(
            store,
            actor,
            AuditAction::KeysRotated,
            Subject::Keys(format!("published {}", key.kid())),
            now,
        )?;
        return Ok(Rotation::Published { kid: key.kid() });
    };
    let access = SigningKey::generate(KeyAlgorithm::Hs256, now)?;
    accounts_domain::repository::SigningKeyRepository::insert(
        store,
        &access.to_record(master, KeyState::Pending, now)?,
    )
    .map_err(ManageError::Repo)?;
    let retired: Vec<KeyId> = keys
        .iter()
        .filter(|k| k.state == KeyState::Active)
        .map(|k| k.kid)
        .collect();
    let mut changes: Vec<KeyStateChange> = retired
        .iter()
        .map(|&kid| KeyStateChange {
            kid,
            state: KeyState::Retired,
            at: now,
        })
        .collect();
    changes.push(KeyStateChange {
        kid: pending.kid,
        state: KeyState::Active,
        at: now,
    });
    changes.push(KeyStateChange {
        kid: access.kid(),
        state: KeyState::Active,
        at: now,
    });
    if let Some(events) = pending_of(KeyPurpose::SecurityEvents) {
        changes.push(KeyStateChange {
            kid: events.kid,
            state: KeyState::Active,
            at: now,
        });
    } else if signs_events {
        // Published too late to wait for: receivers fetch the JWKS again
        // when a SET names a kid they do not know.
        let events = SigningKey::generate_for_security_events(now)?;
        accounts_domain::repository::SigningKeyRepository::insert(
            store,
            &events.to_record(master, KeyState::Pending, now)?,
        )
        .map_err(ManageError::Repo)?;
        changes.push(KeyStateChange {
            kid: events.kid(),
            state: KeyState::Active,
            at: now,
        });
    }
    store.apply(&changes).map_err(ManageError::Repo)?;
    audit(
        store,
        actor,
        AuditAction::KeysRotated,
        Subject::Keys(format!("activated {} and {}", pending.kid, access.kid())),
        now,
    )?;
    Ok(Rotation::Activated {
        id_token_kid: pending.kid,
        access_token_kid: access.kid(),
        retired,
    })
}

/// [`rotate_keys`] with the service's master key and algorithm.
pub fn rotate_keys(accounts: &Accounts, actor: Actor<'_>) -> Result<Rotation, ManageError> {
    let (master, algorithm) = (&accounts.config.master_key, accounts.config.id_alg);
    administer(accounts, |store, now| {
        rotate_keys_in_store(store, master, algorithm, actor, now)
    })
}
