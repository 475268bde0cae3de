//! Pushed authorization requests (RFC 9126; docs/decisions.md, "Pushed
//! authorization requests"): a client posts its authorization request
//! with its credentials, which is validated at once by the authorization
//! endpoint's own rules and kept; it answers a `request_uri` that the
//! browser's visit names instead of the parameters. The request is read
//! back at every step of the sign-in and taken when the authorization
//! answers, so it answers once; it expires after [`PUSHED_LIFETIME`].

use time::Duration;

use crate::service::accounts::Accounts;
use crate::use_cases::authorize::{
    AuthorizationParams, AuthorizeError, ErrorCode, Flow, REQUEST_URI_PREFIX, check_api, validate,
};
use accounts_domain::pushed::PushedRequestRecord;
use accounts_domain::repository::RepoError;
use accounts_domain::secrets::PlainSecret;

/// How long a `request_uri` works: the browser's whole sign-in, second
/// factor included, happens within it.
pub const PUSHED_LIFETIME: Duration = Duration::seconds(300);

/// A pushed request, kept.
#[derive(Debug, Clone)]
pub struct Pushed {
    /// `urn:ietf:params:oauth:request_uri:` and a random value.
    pub request_uri: String,
    /// Seconds it works.
    pub expires_in: i64,
}

/// Why a push was refused.
#[derive(Debug, thiserror::Error)]
pub enum PushError {
    /// Client authentication failed (`invalid_client`).
    #[error("client authentication failed")]
    InvalidClient,
    /// The request breaks a rule of the authorization endpoint, or names
    /// another client, or carries a `request_uri` itself.
    #[error("{description}")]
    Invalid {
        /// The RFC 6749 error code.
        error: ErrorCode,
        /// Why.
        description: String,
    },
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

fn invalid(description: &str) -> PushError {
    PushError::Invalid {
        error: ErrorCode::InvalidRequest,
        description: description.to_owned(),
    }
}

/// Authenticates the client as the token endpoint does and keeps its
/// authorization request when the authorization endpoint would accept
/// it (blocking).
pub fn push_authorization(
    accounts: &Accounts,
    client_id: &str,
    client_secret: Option<&str>,
    params: AuthorizationParams,
) -> Result<Pushed, PushError> {
    let client = accounts
        .client_named(client_id)?
        .filter(|c| c.authenticates_at_token_endpoint(client_secret))
        .ok_or(PushError::InvalidClient)?;
    if params.request_uri.is_some() {
        return Err(invalid("request_uri cannot be pushed"));
    }
    if params
        .client_id
        .as_deref()
        .is_some_and(|id| id != client_id)
    {
        return Err(invalid("client_id is not the authenticated client's"));
    }
    // Kept bounded, as the authorization endpoint reads it (10 tags, 100
    // characters): the row is stored for anyone holding client
    // credentials, and the pages carry it on.
    let params = AuthorizationParams {
        client_id: Some(client_id.to_owned()),
        ui_locales: params
            .ui_locales
            .as_deref()
            .and_then(crate::languages::bounded_ui_locales),
        ..params
    };
    validate(client.clone(), &params, Flow::Browser)
        .and_then(|request| check_api(accounts, &request))
        .map_err(|e| match e {
            AuthorizeError::Rejected {
                error, description, ..
            } => PushError::Invalid { error, description },
            AuthorizeError::Repo(e) => PushError::Repo(e),
            other => invalid(&other.to_string()),
        })?;
    let secret = PlainSecret::generate();
    let now = accounts.clock.now();
    let serialized = serde_json::to_string(&params)
        .map_err(|e| RepoError::Other(format!("serializing a pushed request: {e}")))?;
    accounts.store.insert_pushed(&PushedRequestRecord {
        digest: secret.digest(),
        client_id: client.id,
        params: serialized,
        expires_at: now + PUSHED_LIFETIME,
    })?;
    Ok(Pushed {
        request_uri: format!("{REQUEST_URI_PREFIX}{}", secret.expose()),
        expires_in: PUSHED_LIFETIME.whole_seconds(),
    })
}
