//! Editing and deleting clients (the console's; the admin API registers,
//! rotates and disables them).

use accounts_domain::destinations::Destinations;
use accounts_domain::ids::ClientId;
use accounts_domain::records::{AuditAction, ClientRecord};
use accounts_domain::repository::{ClientRepository, RepoError, Store};
use time::OffsetDateTime;

use super::operations::{
    Actor, ManageError, NewClient, Subject, audit, client_id, not_found, validated,
};

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
    let valid = validated(&input, destinations)?;
    let client = ClientRecord {
        name: valid.name,
        redirect_uris: valid.redirect_uris,
        package_names: valid.package_names,
        allowed_scopes: valid.allowed_scopes,
        resource_server: input.resource_server,
        rotate_refresh_tokens: input.rotate_refresh_tokens,
        require_mfa: input.require_mfa,
        client_credentials: input.client_credentials,
        require_par: input.require_par,
        third_party: input.third_party,
        backchannel_logout_uri: valid.backchannel_logout_uri,
        app_origins: valid.app_origins,
        updated_at: now,
        ..current
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
