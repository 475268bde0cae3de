//! The records the repositories store and return, by the path other crates
//! name them with; each is defined beside its repository trait, in the
//! file of its aggregate.
//!
//! They hold only typed values: digests instead of secrets, sealed bytes
//! instead of private keys, validated emails, URIs and scopes. Storage maps
//! them to rows; it does not decide anything about them.

pub use super::audit::{AuditAction, AuditEvent, AuditQuery, StoredAuditEvent};
pub use super::clients::ClientRecord;
pub use super::codes::AuthorizationCodeRecord;
pub use super::devices::{DeviceAuthorizationRecord, DeviceDecision, DeviceRequester};
pub use super::email_tokens::{EmailTokenPurpose, EmailTokenRecord};
pub use super::factors::{MfaChallengeRecord, TotpRecord};
pub use super::links::IdentityLinkRecord;
pub use super::passkeys::{CeremonyPurpose, CeremonyRecord, PasskeyRecord};
pub use super::refresh_tokens::{AccessTokenRecord, RefreshTokenRecord};
pub use super::sessions::{
    OwnSession, SessionChannel, SessionDetails, SessionRecord, SignInCredential,
};
pub use super::sign_in_codes::{CodeProof, CodeRedemption, SignInCodeRecord};
pub use super::users::{UserProfile, UserRecord};
// A session stores how its user signed in, but the values are the
// id_token's `amr` and `acr`, which client teams read without `server`.
pub use crate::tokens::amr::{FirstFactor, KeyKind, SessionAuth};
