//! Refresh tokens and the record of issued access tokens in storage: what
//! revocation, rotation and a grant's replay act on (the JWTs themselves
//! are not stored).

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::store::errors::RepoResult;
use crate::values::ids::{ClientId, GrantId, SessionId, TokenId, UserId};
use crate::values::organization::OrganizationId;
use crate::values::resource::ApiAccess;
use crate::values::scope::Scopes;

/// A refresh token, stored by digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefreshTokenRecord {
    /// The token's id.
    pub id: TokenId,
    /// Digest of the token.
    pub digest: SecretDigest,
    /// The grant (code) it was issued from.
    pub grant_id: GrantId,
    /// The client it was issued to.
    pub client_id: ClientId,
    /// The user it speaks for.
    pub user_id: UserId,
    /// The session it belongs to.
    pub session_id: SessionId,
    /// The scopes of the access tokens it yields.
    pub scope: Scopes,
    /// When it was issued.
    pub created_at: OffsetDateTime,
    /// When it stops being accepted.
    pub expires_at: OffsetDateTime,
    /// When it was revoked.
    pub revoked_at: Option<OffsetDateTime>,
    /// When it was first exchanged for a new refresh token (rotation); it
    /// keeps working for the grace period after that.
    pub rotated_at: Option<OffsetDateTime>,
    /// The DPoP key (RFC 7638 thumbprint) a public client's token is bound
    /// to: only a proof of that key refreshes it.
    pub jkt: Option<String>,
    /// The organization its tokens are for (`organization:<slug>`), whose
    /// membership every refresh checks again.
    pub organization_id: Option<OrganizationId>,
    /// The API its access tokens are for, and the API's scopes granted
    /// (RFC 8707 `resource`); `None`, the user's own tokens for this
    /// service.
    pub api: Option<ApiAccess>,
}

impl RefreshTokenRecord {
    /// Whether the token was rotated longer than `grace` before `now`:
    /// presenting it then is a replay (a stolen copy), which revokes its
    /// grant.
    pub fn past_rotation_grace(&self, now: OffsetDateTime, grace: time::Duration) -> bool {
        self.rotated_at
            .is_some_and(|rotated| now >= rotated + grace)
    }
}

/// What storage remembers of an issued access token: enough to revoke it,
/// alone or with its grant. The JWT itself is not stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessTokenRecord {
    /// `tokenId`.
    pub id: TokenId,
    /// The grant it was issued from.
    pub grant_id: GrantId,
    /// The client it was issued to.
    pub client_id: ClientId,
    /// The session it belongs to.
    pub session_id: SessionId,
    /// When it was issued.
    pub issued_at: OffsetDateTime,
    /// `exp`: after this, revocation no longer matters and the row can go.
    pub expires_at: OffsetDateTime,
    /// When it was revoked.
    pub revoked_at: Option<OffsetDateTime>,
}

/// Refresh tokens and the record of issued access tokens.
pub trait TokenRepository: Send + Sync {
    /// The refresh token with this digest, revoked or not.
    fn find_refresh_token(&self, digest: &SecretDigest) -> RepoResult<Option<RefreshTokenRecord>>;
    /// Records an access token issued outside a code exchange (refresh
    /// grant) if its session is live, checked in the same transaction;
    /// `Ok(false)`, storing nothing, when the session has ended.
    fn insert_access_token(&self, token: &AccessTokenRecord) -> RepoResult<bool>;
    /// Atomic: marks the refresh token with digest `old` rotated at `now`
    /// (the first rotation's time is kept) and stores an access token and
    /// the successor, unless a token with the successor's digest exists
    /// already (`old` was rotated before, to this same successor: one
    /// chain, never two). Returns the successor's expiry as stored; `None`,
    /// storing nothing, when `old` is unknown or revoked by then, the
    /// successor it was rotated to is revoked, or the token's session has
    /// ended (checked in the same transaction).
    fn rotate_refresh_token(
        &self,
        old: &SecretDigest,
        now: OffsetDateTime,
        successor: &RefreshTokenRecord,
        access: &AccessTokenRecord,
    ) -> RepoResult<Option<OffsetDateTime>>;
    /// Atomic: revokes every refresh and access token of the grant (code
    /// replay, RFC 6749 10.5); returns how many were newly revoked.
    fn revoke_grant(&self, grant: GrantId, now: OffsetDateTime) -> RepoResult<u64>;
    /// Revokes one refresh token; `Ok(false)` when unknown or already revoked.
    fn revoke_refresh_token(&self, digest: &SecretDigest, now: OffsetDateTime) -> RepoResult<bool>;
    /// Revokes one access token; `Ok(false)` when unknown or already revoked.
    fn revoke_access_token(&self, id: TokenId, now: OffsetDateTime) -> RepoResult<bool>;
    /// Access tokens revoked at or after `since` that have not expired by
    /// `now`: the revocation cache refresh.
    fn revoked_access_tokens_since(
        &self,
        since: OffsetDateTime,
        now: OffsetDateTime,
    ) -> RepoResult<Vec<TokenId>>;
    /// Deletes refresh and access token records that expired before `before`.
    fn delete_expired(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
