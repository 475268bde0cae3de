//! Who a stream request comes from: a receiver's bearer token, got by
//! client_credentials with `ssf.manage` or `ssf.read` for the
//! transmitter's own audience.

use accounts_domain::claims::ResourceTokenClaims;
use accounts_domain::keys::KeyError;
use accounts_domain::records::ClientRecord;
use accounts_domain::repository::RepoError;
use accounts_domain::token_types::TokenType;
use accounts_domain::verify::signed_claims;

use crate::service::accounts::Accounts;

/// Why a stream request failed, with the status SSF 1.0 gives it.
#[derive(Debug, thiserror::Error)]
pub enum SsfError {
    /// 400: the request says something wrong.
    #[error("{0}")]
    Invalid(String),
    /// 401: no valid token of a receiver.
    #[error("a valid bearer token of a Shared Signals receiver is required")]
    Unauthorized,
    /// 403: the token lacks the scope.
    #[error("the token lacks the {0} scope")]
    Forbidden(&'static str),
    /// 404: no such stream (of this receiver).
    #[error("no such stream")]
    NotFound,
    /// 409: the receiver has a stream already.
    #[error("the receiver has a stream already: read, update or delete it")]
    Conflict,
    /// 429: a verification was asked for too recently.
    #[error("a verification was asked for less than min_verification_interval ago")]
    TooSoon {
        /// Seconds until the next may be asked for.
        retry_after: i64,
    },
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
    /// A key could not be made, sealed or used.
    #[error(transparent)]
    Key(#[from] KeyError),
}

/// What a receiver's token allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SsfScope {
    /// `ssf.read`: read the stream and its status, poll.
    Read,
    /// `ssf.manage`: everything, writes included.
    Manage,
}

impl SsfScope {
    /// The scope word.
    pub fn as_str(self) -> &'static str {
        match self {
            SsfScope::Read => "ssf.read",
            SsfScope::Manage => "ssf.manage",
        }
    }

    /// Whether `granted` (a token's space-separated scopes) allows this.
    fn allowed_by(self, granted: &str) -> bool {
        granted.split(' ').any(|w| {
            w == SsfScope::Manage.as_str() || (self == SsfScope::Read && w == self.as_str())
        })
    }
}

/// A receiver, as its token names it.
#[derive(Debug, Clone)]
pub struct Receiver {
    /// The client.
    pub client: ClientRecord,
}

/// The audience of receivers' tokens: the transmitter as a resource.
pub fn ssf_audience(issuer: &str) -> String {
    format!("{issuer}/accounts/ssf")
}

/// The receiver whose `Authorization: Bearer` token this is, when the
/// token allows `scope`. The client must still be an enabled receiver:
/// a token outlives neither.
pub fn authenticate(
    accounts: &Accounts,
    bearer: Option<&str>,
    scope: SsfScope,
) -> Result<Receiver, SsfError> {
    let token = bearer.ok_or(SsfError::Unauthorized)?;
    let issuer = &accounts.config().issuer;
    let claims: ResourceTokenClaims = signed_claims(
        accounts.key_ring().verifying_keys(),
        token,
        TokenType::Token,
        issuer,
        |c: &ResourceTokenClaims| &c.iss,
    )
    .map_err(|_| SsfError::Unauthorized)?;
    let fresh = accounts.clock.now().unix_timestamp() < claims.exp;
    // A client's token for itself: a user's token for an API names the
    // user as `sub`.
    let own = claims.sub == claims.client_id;
    if !fresh || !own || claims.aud.as_str() != ssf_audience(issuer) || claims.cnf.is_some() {
        return Err(SsfError::Unauthorized);
    }
    let client = accounts
        .client(claims.client_id)?
        .filter(|c| c.enabled && c.shared_signals)
        .ok_or(SsfError::Unauthorized)?;
    if !scope.allowed_by(&claims.scope) {
        return Err(SsfError::Forbidden(scope.as_str()));
    }
    Ok(Receiver { client })
}
