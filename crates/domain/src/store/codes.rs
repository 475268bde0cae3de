//! Authorization codes in storage, and what redeeming one records in the
//! same transaction (docs/decisions.md, "The code grant on PostgreSQL").

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::store::errors::RepoResult;
use crate::store::organizations::UserOrganization;
use crate::store::refresh_tokens::{AccessTokenRecord, RefreshTokenRecord};
use crate::values::addresses::RedirectUri;
use crate::values::ids::{ClientId, GrantId, SessionId, UserId};
use crate::values::organization::{OrganizationId, OrganizationRef};
use crate::values::pkce::CodeChallenge;
use crate::values::resource::ApiAccess;
use crate::values::scope::Scopes;

/// An authorization code, stored by digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuthorizationCodeRecord {
    /// Digest of the code.
    pub digest: SecretDigest,
    /// The grant this code starts; every token issued from it carries it.
    pub grant_id: GrantId,
    /// The client the code was issued to.
    pub client_id: ClientId,
    /// The user who signed in.
    pub user_id: UserId,
    /// The session the code belongs to.
    pub session_id: SessionId,
    /// The scopes granted.
    pub scope: Scopes,
    /// The redirect URI of the authorization request, if it had one.
    pub redirect_uri: Option<RedirectUri>,
    /// PKCE challenge, if one was sent.
    pub code_challenge: Option<CodeChallenge>,
    /// OpenID Connect nonce, copied into the id_token issued from the code.
    pub nonce: Option<String>,
    /// When the code was issued.
    pub created_at: OffsetDateTime,
    /// When the code stops being accepted.
    pub expires_at: OffsetDateTime,
    /// When the code was exchanged; a second exchange is a replay.
    pub consumed_at: Option<OffsetDateTime>,
    /// The organization the user signed in for (`organization:<slug>`),
    /// their membership checked before the code was issued.
    pub organization_id: Option<OrganizationId>,
    /// The API its access tokens are for, and the API's scopes granted
    /// (RFC 8707 `resource`); `None`, the user's own tokens for this
    /// service.
    pub api: Option<ApiAccess>,
}

/// What a code exchange issues, recorded in the same transaction that
/// consumes the code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedTokens {
    /// The access token.
    pub access: AccessTokenRecord,
    /// The refresh token, for `token_type=refresh_token`.
    pub refresh: Option<RefreshTokenRecord>,
}

/// The outcome of [`AuthorizationCodeRepository::redeem`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Redemption {
    /// The code was unconsumed; it is now consumed and the tokens recorded.
    Redeemed,
    /// The code had been consumed before: a replay. Nothing was written.
    AlreadyConsumed,
    /// No such code.
    NotFound,
    /// The code's session has ended (signed out, its user disabled or
    /// given a new password): the code stays unconsumed and nothing was
    /// written.
    SessionEnded,
}

/// Authorization codes.
pub trait AuthorizationCodeRepository: Send + Sync {
    /// Stores a new code.
    fn insert(&self, code: &AuthorizationCodeRecord) -> RepoResult<()>;
    /// Stores a new code for the organization `organization` names, in
    /// one statement that also checks what issuing it needs: the code's
    /// user is a member, the organization is enabled, and its `mfa: required`
    /// is met (`multi_factor`: the session signed in with two factors).
    /// The code's `organization_id` is the organization's, whatever the
    /// record says. `false`: nothing was stored, and the caller finds out
    /// why (docs/decisions.md, "Organizations").
    fn insert_for_member(
        &self,
        code: &AuthorizationCodeRecord,
        organization: &OrganizationRef,
        multi_factor: bool,
    ) -> RepoResult<bool>;
    /// The code with this digest, consumed or not.
    fn find_by_digest(&self, digest: &SecretDigest) -> RepoResult<Option<AuthorizationCodeRecord>>;
    /// [`AuthorizationCodeRepository::find_by_digest`] for an exchange:
    /// with the code, its user's membership of the organization it was
    /// issued for, read in the same statement (`None` when it names none,
    /// or the membership or organization is gone), so that an
    /// organization-bound exchange costs no query more than another
    /// (docs/decisions.md, "Organizations").
    fn find_for_exchange(
        &self,
        digest: &SecretDigest,
    ) -> RepoResult<Option<(AuthorizationCodeRecord, Option<UserOrganization>)>>;
    /// Atomic: consumes the code if it is unconsumed and its session is
    /// live, and records `issued`. Of any number of concurrent calls for
    /// one code, exactly one answers `Redeemed`. The session is checked in
    /// the same transaction, so a session ending at the same moment either
    /// ends after the redemption (and revokes what it issued) or before it
    /// (and nothing is issued).
    fn redeem(
        &self,
        digest: &SecretDigest,
        now: OffsetDateTime,
        issued: &IssuedTokens,
    ) -> RepoResult<Redemption>;
    /// Deletes codes that expired before `before`; returns how many.
    fn delete_expired(&self, before: OffsetDateTime) -> RepoResult<u64>;
}
