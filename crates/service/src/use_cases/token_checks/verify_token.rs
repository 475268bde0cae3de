//! verify-token for client backends: the client named by the request is
//! looked up (cache first), then [`accounts_domain::verify::verdict`] decides.
//!
//! Verification needs no I/O when the client is cached, which is the hot
//! path of the whole service; [`verify_cached`] lets an
//! async caller take it without a thread hop.

use crate::service::accounts::Accounts;
use accounts_domain::codes::ResultCode;
use accounts_domain::ids::ClientId;
use accounts_domain::records::ClientRecord;
use accounts_domain::repository::RepoError;
use accounts_domain::verify;
use accounts_domain::verify::{Verification, VerificationRequest, VerificationRequestError};

/// Why verify-token gave no verdict.
#[derive(Debug, thiserror::Error)]
pub enum VerifyTokenError {
    /// The request cannot be verified at all (INVALID_REQUEST).
    #[error(transparent)]
    Request(#[from] VerificationRequestError),
    /// Storage failed while loading the client.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

/// The verdict on `request` (blocking when the client is not cached).
pub fn verify(
    accounts: &Accounts,
    request: &VerificationRequest<'_>,
) -> Result<Verification, VerifyTokenError> {
    // A client_id that is not an id is an unknown client: INVALID_TOKEN.
    let client = match request.client_id.parse::<ClientId>() {
        Ok(id) => accounts.client(id)?,
        Err(_) => None,
    };
    decide(accounts, request, client.as_ref())
}

/// [`verify()`] without I/O: `None` when the client
/// would have to be read from the database.
pub fn verify_cached(
    accounts: &Accounts,
    request: &VerificationRequest<'_>,
) -> Option<Result<Verification, VerifyTokenError>> {
    let client = match request.client_id.parse::<ClientId>() {
        Ok(id) => Some(accounts.cached_client(id)?),
        Err(_) => None,
    };
    Some(decide(accounts, request, client.as_ref()))
}

fn decide(
    accounts: &Accounts,
    request: &VerificationRequest<'_>,
    client: Option<&ClientRecord>,
) -> Result<Verification, VerifyTokenError> {
    let ring = accounts.key_ring();
    let verdict = verify::verdict(
        request,
        client,
        &ring,
        accounts.issuer(),
        &*accounts.revocations(),
        accounts.clock.now(),
    )?;
    accounts.observer.verified(match &verdict {
        Verification::Success(_) => ResultCode::VerificationSuccess,
        Verification::Expired => ResultCode::ExpiredToken,
        Verification::Invalid(_) => ResultCode::InvalidToken,
    });
    Ok(verdict)
}
