//! The storage contract: one trait per table family, implemented by
//! `accounts-storage` for SQLite and PostgreSQL.
//!
//! Rules every implementation follows:
//! - look-ups answer `Ok(None)` for "no such row" and `Err` only for failures;
//!   an outage is never reported as "not found";
//! - secrets arrive and are looked up as [`SecretDigest`](crate::secrets::SecretDigest)s, keys as
//!   [`crate::tokens::keys::SealedKey`]s;
//! - the methods documented as atomic are one transaction;
//! - storage stores and fetches, it does not decide: which code may be
//!   redeemed, which key signs, who may sign in is decided by the caller.
//!
//! Each trait is defined beside its records, in the file of its
//! aggregate; this module names them all by the path other crates use.

pub use super::audit::AuditRepository;
pub use super::clients::ClientRepository;
pub use super::codes::{AuthorizationCodeRepository, IssuedTokens, Redemption};
pub use super::consents::ConsentRepository;
pub use super::deletion::{AccountDeletionRepository, Purge};
pub use super::devices::DeviceAuthorizationRepository;
pub use super::email_tokens::EmailTokenRepository;
pub use super::errors::{RepoError, RepoResult};
pub use super::factors::FactorRepository;
pub use super::imports::UserImportRepository;
pub use super::links::IdentityLinkRepository;
pub use super::logouts::LogoutRepository;
pub use super::operators::OperatorRepository;
pub use super::organization_domains::OrganizationDomainRepository;
pub use super::organization_invitations::InvitationRepository;
pub use super::organizations::OrganizationRepository;
pub use super::passkeys::PasskeyRepository;
pub use super::proofs::ProofRepository;
pub use super::pushed::PushedRequestRepository;
pub use super::reachability::{Connections, Reachability};
pub use super::refresh_tokens::TokenRepository;
pub use super::reset_reviews::ResetReviewRepository;
pub use super::resources::ResourceRepository;
pub use super::scim::ScimRepository;
pub use super::sessions::SessionRepository;
pub use super::shared_signals::SharedSignalsRepository;
pub use super::sign_in_codes::SignInCodeRepository;
pub use super::signing_keys::{KeyStateChange, SigningKeyRepository};
pub use super::throttles::{Admission, ThrottleKey, ThrottlePolicy, ThrottleRepository};
pub use super::users::UserRepository;
pub use super::webhooks::WebhookRepository;

/// Every repository at once: what the use cases need. Implemented for any
/// type that implements all the traits (the storage crate's `Database`).
pub trait Store:
    Reachability
    + ClientRepository
    + UserRepository
    + SessionRepository
    + AuthorizationCodeRepository
    + DeviceAuthorizationRepository
    + EmailTokenRepository
    + FactorRepository
    + PasskeyRepository
    + IdentityLinkRepository
    + TokenRepository
    + SigningKeyRepository
    + AuditRepository
    + ThrottleRepository
    + AccountDeletionRepository
    + WebhookRepository
    + ResourceRepository
    + PushedRequestRepository
    + ConsentRepository
    + LogoutRepository
    + ProofRepository
    + OperatorRepository
    + ResetReviewRepository
    + UserImportRepository
    + OrganizationRepository
    + InvitationRepository
    + OrganizationDomainRepository
    + ScimRepository
    + SharedSignalsRepository
    + SignInCodeRepository
{
}

impl<T> Store for T where
    T: Reachability
        + ClientRepository
        + UserRepository
        + SessionRepository
        + AuthorizationCodeRepository
        + DeviceAuthorizationRepository
        + EmailTokenRepository
        + FactorRepository
        + PasskeyRepository
        + IdentityLinkRepository
        + TokenRepository
        + SigningKeyRepository
        + AuditRepository
        + ThrottleRepository
        + AccountDeletionRepository
        + WebhookRepository
        + ResourceRepository
        + PushedRequestRepository
        + ConsentRepository
        + LogoutRepository
        + ProofRepository
        + OperatorRepository
        + ResetReviewRepository
        + UserImportRepository
        + OrganizationRepository
        + InvitationRepository
        + OrganizationDomainRepository
        + ScimRepository
        + SharedSignalsRepository
        + SignInCodeRepository
{
}
