//! Why an upstream sign-in or link did not happen, and how a session
//! opened through a provider signed in.

use accounts_domain::records::SessionAuth;

use crate::ports::upstream::{UpstreamError, UpstreamIdentity};
use crate::use_cases::authorize::AuthorizeError;
use crate::use_cases::browser_sign_in::BrowserError;
use accounts_domain::repository::RepoError;

/// Why an upstream sign-in or link did not happen.
#[derive(Debug, thiserror::Error)]
pub enum UpstreamFlowError {
    /// No such provider is configured.
    #[error("no upstream provider with this id")]
    UnknownProvider,
    /// The callback's `state` is missing, unknown, used, expired or not
    /// this browser's; or the code is missing.
    #[error("the sign-in round trip is unknown, used or expired")]
    BadState,
    /// The user did not allow the sign-in at the provider.
    #[error("the provider did not sign the user in: {0}")]
    Denied(String),
    /// The provider's answer was refused (see [`UpstreamError::Refused`]).
    #[error("the provider's answer was refused: {0}")]
    Refused(String),
    /// The provider is down or answered garbage.
    #[error("the provider is unavailable: {0}")]
    Unavailable(String),
    /// The identity is not linked and its address belongs to an account:
    /// its owner signs in and links the provider first.
    #[error("an account with this address exists; sign in to it and link the provider")]
    EmailTaken,
    /// An organization's provider said an address outside the
    /// organization's verified domains, or none: it may claim no other
    /// (a customer's provider never takes over an account elsewhere).
    #[error("the organization's sign-in may only sign in addresses of its verified domains")]
    OutsideOrganizationDomains,
    /// An organization's provider named an account with a console role:
    /// an operator signs in with their own password and second factor,
    /// never on a customer's provider's word.
    #[error("an operator's account signs in with its own password and second factor")]
    OperatorAccount,
    /// An organization's provider signed in an address whose account
    /// here was never confirmed: its holder is unknown, so the
    /// organization's identity is not linked to it.
    #[error("an account with this address exists but its address was never confirmed")]
    UnconfirmedAccount,
    /// The address's verified domain signs in only through its
    /// organization's own provider (`sso: required`).
    #[error(transparent)]
    SsoRequired(#[from] crate::use_cases::organization_sso::SsoRequired),
    /// The identity is not linked, and registration is closed.
    #[error("registration is closed")]
    RegistrationClosed,
    /// The identity is not linked and the provider gave no usable address
    /// to make an account with.
    #[error("the provider did not share an email address")]
    NoEmail,
    /// The identity is not linked and no trusted party verified its
    /// address (the provider is not trusted for `email_verified`, or did
    /// not say so): an account made with it would hold an address its
    /// owner never confirmed (a pre-hijacked account). The owner registers
    /// with the address, then links the provider.
    #[error("the provider does not vouch for the email address")]
    UnverifiedEmail,
    /// Linking: the identity signs in another account already.
    #[error("this identity is linked to another account")]
    LinkedElsewhere,
    /// Linking: the account has a link to this provider already.
    #[error("the account is linked to this provider already")]
    AlreadyLinked,
    /// Linking: the session signed in too long ago, or with one factor
    /// while the user has two; a link is a way to sign in, so adding one
    /// needs a fresh sign-in.
    #[error("sign in again to link a provider")]
    ReauthenticationRequired,
    /// The linked account is disabled.
    #[error("the account is disabled")]
    Disabled,
    /// Continuing the authorization request failed.
    #[error(transparent)]
    Browser(Box<BrowserError>),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

impl From<UpstreamError> for UpstreamFlowError {
    fn from(e: UpstreamError) -> Self {
        match e {
            UpstreamError::UnknownProvider => Self::UnknownProvider,
            UpstreamError::Refused(reason) => Self::Refused(reason),
            UpstreamError::Unavailable(reason) => Self::Unavailable(reason),
        }
    }
}

impl From<AuthorizeError> for UpstreamFlowError {
    fn from(e: AuthorizeError) -> Self {
        BrowserError::from(e).into()
    }
}

impl From<BrowserError> for UpstreamFlowError {
    fn from(e: BrowserError) -> Self {
        match e {
            BrowserError::Repo(e) => Self::Repo(e),
            other => Self::Browser(Box::new(other)),
        }
    }
}

/// How a session opened through `identity` signed in: one factor, or two
/// when the provider's own `amr` says `mfa`.
pub(super) fn session_auth(identity: &UpstreamIdentity) -> SessionAuth {
    SessionAuth::Federated { mfa: identity.mfa }
}
