//! How an authorization request is refused: the RFC 6749 4.1.2.1 error
//! codes, the refusal itself, and where the client may be told
//! (`authorize` re-exports them; kept apart so the request's rules fit
//! one file).

use accounts_domain::addresses::RedirectUri;
use accounts_domain::repository::RepoError;

/// An RFC 6749 4.1.2.1 error code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorCode {
    /// `invalid_request`.
    InvalidRequest,
    /// `unsupported_response_type`.
    UnsupportedResponseType,
    /// `invalid_scope`.
    InvalidScope,
    /// `login_required` (OpenID Connect, `prompt=none`).
    LoginRequired,
    /// `consent_required` (OpenID Connect, `prompt=none` and a
    /// third-party client the user has not allowed).
    ConsentRequired,
    /// `access_denied`: the user denied the request.
    AccessDenied,
    /// `interaction_required` (OpenID Connect, `prompt=none` and a
    /// `require_mfa` client whose user must first set up a second factor).
    InteractionRequired,
    /// `invalid_target` (RFC 8707 2): the `resource` is no API the client
    /// may ask for.
    InvalidTarget,
}

impl ErrorCode {
    /// The code as sent.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::InvalidRequest => "invalid_request",
            Self::UnsupportedResponseType => "unsupported_response_type",
            Self::InvalidScope => "invalid_scope",
            Self::LoginRequired => "login_required",
            Self::ConsentRequired => "consent_required",
            Self::AccessDenied => "access_denied",
            Self::InteractionRequired => "interaction_required",
            Self::InvalidTarget => "invalid_target",
        }
    }
}

/// Why an authorization request is refused.
#[derive(Debug, thiserror::Error)]
pub enum AuthorizeError {
    /// No `client_id`.
    #[error("client_id is required")]
    MissingClient,
    /// Unknown or disabled client.
    #[error("client_id is unknown or disabled")]
    UnknownClient,
    /// The browser flow's request has no `redirect_uri`.
    #[error("redirect_uri is required")]
    MissingRedirectUri,
    /// `redirect_uri` is not one of the client's.
    #[error("redirect_uri is not registered for this client")]
    UnregisteredRedirectUri,
    /// `state` is longer than [`MAX_STATE_LEN`].
    #[error("state is too long")]
    StateTooLong,
    /// Any later rule: an RFC 6749 error the client may be told.
    #[error("{description}")]
    Rejected {
        /// The error code.
        error: ErrorCode,
        /// Why, for the developer reading it.
        description: String,
        /// Where the browser may be sent with it.
        back: Option<ReturnTo>,
    },
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

impl AuthorizeError {
    /// Whether the client may be told (the redirect URI is its own).
    pub fn is_redirectable(&self) -> bool {
        matches!(self, Self::Rejected { back: Some(_), .. })
    }
}

/// Where and how answers go back to the client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReturnTo {
    /// The registered redirect URI.
    pub redirect_uri: RedirectUri,
    /// `id_token` answers travel in the fragment, so they never reach a
    /// server log.
    pub fragment: bool,
    /// The request's `state`.
    pub state: Option<String>,
}
