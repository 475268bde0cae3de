//! Editing and deleting clients (the console's; the admin API registers,
//! rotates and disables them).

use accounts_domain::destinations::Destinations;
use accounts_domain::ids::ClientId;
use accounts_domain::records::{AuditAction, ClientRecord};
use accounts_domain::repository::{ClientRepository, RepoError, Store};
use time::OffsetDateTime;

use super::clients::{NewClient, validated};
use super::operations::{Actor, ManageError, Subject, audit, client_id, not_found};

/// Replaces a client's settings with `input`'s (checked as at
/// registration); whether it is public stays as registered, since a
/// secret cannot be given or taken away by an edit.
pub fn update_client(
    store: &dyn Store,
    id: &str,
    input: &NewClient,
    destinations: Destinations,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<ClientRecord, ManageError> {
    let id = client_id(id)?;
    let current = ClientRepository::find(store, id)
        .map_err(ManageError::Repo)?
        .ok_or(ManageError::NotFound("client"))?;
    let input = NewClient {
        public: current.public,
        ..input.clone()
    };
    // The edit keeps what registration and later operations decided.
    let client = ClientRecord {
        enabled: current.enabled,
        created_at: current.created_at,
        updated_at: now,
        ..validated(store, &input, destinations)?.record(
            current.id,
            current.secret_digest,
            current.public,
            now,
        )
    };
    store
        .update_settings(&client)
        .map_err(not_found("client"))?;
    audit(
        store,
        actor,
        AuditAction::ClientUpdated,
        Subject::Client(id),
        now,
    )?;
    Ok(client)
}

/// Deletes a disabled client with everything issued to it. An enabled
/// client is refused: disabling first ends its tokens on every instance
/// (through the caches' refresh), which a deleted row could not.
pub fn delete_client(
    store: &dyn Store,
    id: &str,
    actor: Actor<'_>,
    now: OffsetDateTime,
) -> Result<ClientId, ManageError> {
    let id = client_id(id)?;
    store.delete_client(id).map_err(|e| match e {
        RepoError::NotFound => ManageError::NotFound("client"),
        RepoError::Conflict(_) => ManageError::NotAllowed("disable the client before deleting it"),
        other => ManageError::Repo(other),
    })?;
    audit(
        store,
        actor,
        AuditAction::ClientDeleted,
        Subject::Client(id),
        now,
    )?;
    Ok(id)
}
