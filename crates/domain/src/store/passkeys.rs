//! Passkeys and the server-side state of WebAuthn ceremonies in storage
//! (docs/decisions.md, "Passkeys").

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::store::errors::RepoResult;
use crate::values::ids::{PasskeyId, UserId};

/// A registered passkey (WebAuthn credential) of a user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PasskeyRecord {
    /// The passkey's own id (shown to the user; `passkeys/{id}`).
    pub id: PasskeyId,
    /// Whose passkey. A credential id belongs to one account only.
    pub user_id: UserId,
    /// The credential id the authenticator chose (unique across accounts).
    pub credential_id: Vec<u8>,
    /// The user's name for it.
    pub name: String,
    /// The WebAuthn library's stored credential (public key, signature
    /// counter, backup flags), opaque to the domain.
    pub credential: String,
    /// Whether the passkey is backup eligible (synced between devices):
    /// `swk` rather than `hwk` in `amr`.
    pub synced: bool,
    /// When it was registered.
    pub created_at: OffsetDateTime,
    /// When it last signed the user in.
    pub last_used_at: Option<OffsetDateTime>,
}

/// What a WebAuthn ceremony is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CeremonyPurpose {
    /// Registering a passkey to a signed-in user.
    Registration,
    /// Signing in (or giving the second factor) with a passkey.
    SignIn,
    /// A browser's round trip through an upstream identity provider:
    /// keyed by the digest of its `state`, which the browser's cookie
    /// also holds.
    Upstream,
}

impl CeremonyPurpose {
    /// The stored form.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Registration => "registration",
            Self::SignIn => "sign_in",
            Self::Upstream => "upstream",
        }
    }

    /// Parses the stored form.
    pub fn parse(text: &str) -> Option<Self> {
        [Self::Registration, Self::SignIn, Self::Upstream]
            .into_iter()
            .find(|p| p.as_str() == text)
    }
}

/// A WebAuthn ceremony's server-side state: single use (taken away before
/// the answer is verified) and short-lived.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CeremonyRecord {
    /// Digest of what binds it to the browser or request that started it
    /// (the challenge id handed out, or the asking session).
    pub key: SecretDigest,
    /// Registration or sign-in.
    pub purpose: CeremonyPurpose,
    /// The user a registration is for; `None` for a sign-in.
    pub user_id: Option<UserId>,
    /// The WebAuthn library's ceremony state, opaque to the domain.
    pub state: String,
    /// When it began.
    pub created_at: OffsetDateTime,
    /// When it stops being accepted.
    pub expires_at: OffsetDateTime,
}

/// Passkeys and the server-side state of WebAuthn ceremonies.
pub trait PasskeyRepository: Send + Sync {
    /// Stores a new passkey; `Conflict` when its credential id is
    /// registered already (to this account or another).
    fn insert_passkey(&self, passkey: &PasskeyRecord) -> RepoResult<()>;
    /// The user's passkeys, oldest first.
    fn list_passkeys(&self, user: UserId) -> RepoResult<Vec<PasskeyRecord>>;
    /// The passkey with this credential id, whoever it belongs to.
    fn find_passkey_by_credential(&self, credential_id: &[u8])
    -> RepoResult<Option<PasskeyRecord>>;
    /// Renames the user's passkey; `false` when the user has none with
    /// this id.
    fn rename_passkey(&self, user: UserId, id: PasskeyId, name: &str) -> RepoResult<bool>;
    /// Deletes the user's passkey; `false` when the user has none with
    /// this id.
    fn delete_passkey(&self, user: UserId, id: PasskeyId) -> RepoResult<bool>;
    /// Deletes every passkey of the user; returns how many.
    fn delete_passkeys(&self, user: UserId) -> RepoResult<u64>;
    /// Records a sign-in with the passkey: the credential as updated
    /// (signature counter, backup flags), its synced flag and the time.
    fn record_passkey_use(
        &self,
        id: PasskeyId,
        credential: &str,
        synced: bool,
        now: OffsetDateTime,
    ) -> RepoResult<()>;
    /// Stores a ceremony, replacing one with the same key.
    fn put_ceremony(&self, ceremony: &CeremonyRecord) -> RepoResult<()>;
    /// Atomic: removes the ceremony with this key and answers it if it was
    /// for `purpose` and unexpired; of concurrent takes at most one gets it.
    fn take_ceremony(
        &self,
        key: &SecretDigest,
        purpose: CeremonyPurpose,
        now: OffsetDateTime,
    ) -> RepoResult<Option<CeremonyRecord>>;
    /// Deletes ceremonies that expired before `before`; returns how many.
    fn delete_expired_ceremonies(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
