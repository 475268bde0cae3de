//! The records the repositories store and return.
//!
//! They hold only typed values: digests instead of secrets, sealed bytes
//! instead of private keys, validated emails, URIs and scopes. Storage maps
//! them to rows; it does not decide anything about them.

use time::OffsetDateTime;

pub use super::factor_records::{
    CeremonyPurpose, CeremonyRecord, KeyKind, MfaChallengeRecord, PasskeyRecord, SessionAuth,
    TotpRecord,
};
pub use super::link_records::IdentityLinkRecord;
use crate::origin::{DeviceData, GeoData};
use crate::secrets::{PasswordHash, SecretDigest};
use crate::values::addresses::{AppOrigin, Email, PackageName, RedirectUri};
use crate::values::ids::{ClientId, GrantId, SessionId, TokenId, UserId};
use crate::values::pkce::CodeChallenge;
use crate::values::scope::Scopes;

/// An OAuth client application.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientRecord {
    /// The client's id.
    pub id: ClientId,
    /// A name for people (shown on the login page).
    pub name: String,
    /// Digest of the client_secret.
    pub secret_digest: SecretDigest,
    /// Redirect URIs the client registered; authorize requests must use one exactly.
    pub redirect_uris: Vec<RedirectUri>,
    /// App package names the client registered (`package_name` must be one).
    pub package_names: Vec<PackageName>,
    /// The scopes the client may be granted.
    pub allowed_scopes: Scopes,
    /// A disabled client authenticates nowhere and its tokens stop verifying.
    pub enabled: bool,
    /// A public client (a browser or native app, RFC 6749 2.1) holds no
    /// secret: it names itself by client_id alone and must use PKCE.
    pub public: bool,
    /// A resource server (an API that accepts this service's access
    /// tokens) may introspect tokens issued to any client.
    pub resource_server: bool,
    /// Refresh tokens rotate on the standard face (always for a public
    /// client; see [`ClientRecord::rotates_refresh_tokens`]).
    pub rotate_refresh_tokens: bool,
    /// Codes and id_tokens only for sessions signed in with two factors
    /// (`amr` `mfa`); a user without a second factor sets one up first.
    pub require_mfa: bool,
    /// A confidential client that may get tokens for itself
    /// (client_credentials) for the APIs it was granted.
    pub client_credentials: bool,
    /// Its authorization requests must be pushed first (RFC 9126): the
    /// authorization endpoint takes only a `request_uri` from it.
    pub require_par: bool,
    /// Written by someone else than the service's operator: its users see
    /// a consent screen before it gets anything (first-party clients do
    /// not).
    pub third_party: bool,
    /// Where it hears that a session it holds tokens from ended (OpenID
    /// Connect Back-Channel Logout): a logout token is posted there.
    pub backchannel_logout_uri: Option<String>,
    /// Its native apps' WebAuthn origins (`android:apk-key-hash:…`):
    /// passkey ceremonies from an app of the client come from these.
    pub app_origins: Vec<AppOrigin>,
    /// When the client was registered.
    pub created_at: OffsetDateTime,
    /// When the record last changed (secret rotation, disabling); caches
    /// refresh by it.
    pub updated_at: OffsetDateTime,
}

impl ClientRecord {
    /// Whether `presented` is this client's secret and the client is enabled.
    /// The comparison runs in constant time. A public client has no secret,
    /// so this is always false for one.
    pub fn authenticates(&self, presented: &str) -> bool {
        // Compare first so a disabled client takes the same time as a wrong secret.
        let matches = self.secret_digest.matches(presented);
        matches && self.enabled && !self.public
    }

    /// Whether a refresh on the standard face answers a new refresh token
    /// (a public client cannot keep one safe, so it always rotates).
    pub fn rotates_refresh_tokens(&self) -> bool {
        self.public || self.rotate_refresh_tokens
    }

    /// Client authentication at the token endpoint: a confidential client
    /// must present its secret; a public client must present none (a
    /// secret sent by a public client is a misconfiguration, refused).
    pub fn authenticates_at_token_endpoint(&self, presented: Option<&str>) -> bool {
        match presented {
            Some(secret) => self.authenticates(secret),
            None => self.public && self.enabled,
        }
    }
}

/// A user's profile fields; `""` where unknown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UserProfile {
    /// Full name.
    pub name: String,
    /// Mobile number with country prefix.
    pub mobile: String,
    /// URL of the profile picture.
    pub picture: String,
    /// Country code.
    pub country_code: String,
    /// Country.
    pub country: String,
    /// Region (state) code.
    pub country_region_code: String,
    /// Region (state).
    pub country_region: String,
    /// City.
    pub city: String,
    /// Postal code.
    pub postal_code: String,
}

/// A user account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRecord {
    /// The user's id (`userId`, `sub`).
    pub id: UserId,
    /// Sign-in address; unique case-insensitively.
    pub email: Email,
    /// argon2id hash of the password.
    pub password: PasswordHash,
    /// Profile fields.
    pub profile: UserProfile,
    /// Whether the user showed they receive mail at `email` (OpenID
    /// Connect's `email_verified`); accounts operators make are vouched for.
    pub email_verified: bool,
    /// A disabled user cannot sign in.
    pub enabled: bool,
    /// When the account was made.
    pub created_at: OffsetDateTime,
    /// When the record last changed.
    pub updated_at: OffsetDateTime,
    /// When the account is to be deleted, while a deletion the user asked
    /// for waits out its grace period; signing in clears it.
    pub deletion_due: Option<OffsetDateTime>,
    /// The user's language (a supported BCP 47 tag such as `de` or
    /// `pt-BR`): their mails' language. Set at sign-up and by the user;
    /// `None` for accounts made by operators until the user picks one.
    pub language: Option<String>,
}

/// What the service learned about the login request that opened a session.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SessionDetails {
    /// The request's User-Agent header.
    pub user_agent: String,
    /// The client IP.
    pub ip: String,
    /// The locale (`ui_locales`, else Accept-Language).
    pub locale: String,
    /// The app's package name, when one was given (and registered).
    pub package_name: Option<PackageName>,
    /// Parsed from `user_agent` once, at login.
    pub device: DeviceData,
    /// Location of `ip`, where known.
    pub geo: GeoData,
}

/// A login session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRecord {
    /// The session's id (`sessionId`).
    pub id: SessionId,
    /// Who signed in.
    pub user_id: UserId,
    /// When the user authenticated (`auth_time`).
    pub authenticated_at: OffsetDateTime,
    /// Last activity: login, refresh, userinfo (`lastSessionTimestamp`).
    pub last_seen_at: OffsetDateTime,
    /// Set when the session was ended (logout, admin, code replay); every
    /// token issued in it stops verifying.
    pub revoked_at: Option<OffsetDateTime>,
    /// Digest of the account token a device sign-in handed out (`None` for
    /// other sessions).
    pub account_token: Option<SecretDigest>,
    /// How the user proved who they are: the id_tokens' `amr` and `acr`.
    pub auth: SessionAuth,
    /// The login request's data.
    pub details: SessionDetails,
}

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
}

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

/// A device authorization request (RFC 8628): a device without a browser
/// shows the user a short code and polls until the user approves or
/// denies it on another screen. Stored by the digests of both codes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceAuthorizationRecord {
    /// Digest of the `device_code` the device polls with.
    pub device_code: SecretDigest,
    /// Digest of the normalised `user_code` the user types.
    pub user_code: SecretDigest,
    /// The client that asked.
    pub client_id: ClientId,
    /// The scopes asked for (and granted on approval).
    pub scope: Scopes,
    /// The device's request, which becomes the new session's details.
    pub requested_by: DeviceRequester,
    /// When it was asked for.
    pub created_at: OffsetDateTime,
    /// When the codes stop being accepted.
    pub expires_at: OffsetDateTime,
    /// The polling interval the device must keep; `slow_down` raises it.
    pub interval: time::Duration,
    /// The earliest instant the next poll is welcome.
    pub next_poll_at: OffsetDateTime,
    /// The user's answer, once given.
    pub decision: Option<DeviceDecision>,
    /// When the device received its tokens; a device code is used once.
    pub consumed_at: Option<OffsetDateTime>,
}

/// What the device's request said about it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeviceRequester {
    /// The request's User-Agent header.
    pub user_agent: String,
    /// The client IP.
    pub ip: String,
    /// The locale (Accept-Language).
    pub locale: String,
}

/// The user's answer to a device authorization request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeviceDecision {
    /// Approved by `user_id`, signed in with `session_id` (the browser's
    /// session, whose sign-in time the device's session inherits).
    Approved {
        /// Who approved.
        user_id: UserId,
        /// The browser session that approved.
        session_id: SessionId,
        /// When.
        at: OffsetDateTime,
    },
    /// Denied.
    Denied {
        /// When.
        at: OffsetDateTime,
    },
}

/// What a mailed token is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmailTokenPurpose {
    /// Shows the user receives mail at the address.
    Verify,
    /// Sets a new password.
    Reset,
    /// Moves the account to the address it was sent to (the new one).
    ChangeEmail,
}

impl EmailTokenPurpose {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            EmailTokenPurpose::Verify => "verify",
            EmailTokenPurpose::Reset => "reset",
            EmailTokenPurpose::ChangeEmail => "change_email",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        [
            EmailTokenPurpose::Verify,
            EmailTokenPurpose::Reset,
            EmailTokenPurpose::ChangeEmail,
        ]
        .into_iter()
        .find(|p| p.as_str() == s)
    }
}

/// A token sent by mail (email verification, password reset), stored by
/// digest; single use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailTokenRecord {
    /// Digest of the token.
    pub digest: SecretDigest,
    /// What it is for.
    pub purpose: EmailTokenPurpose,
    /// Whose account.
    pub user_id: UserId,
    /// The address it was sent to: a verification verifies this address
    /// only, not one the account has changed to since.
    pub email: Email,
    /// When it was made.
    pub created_at: OffsetDateTime,
    /// When it stops being accepted.
    pub expires_at: OffsetDateTime,
    /// When it was used (or voided by a newer reset request).
    pub used_at: Option<OffsetDateTime>,
}

/// What happened, for the audit log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuditAction {
    /// A client was registered.
    ClientCreated,
    /// A client's secret was replaced.
    ClientSecretRotated,
    /// A client was disabled.
    ClientDisabled,
    /// A user account was made.
    UserCreated,
    /// A user account was disabled.
    UserDisabled,
    /// A user's password was set by an administrator.
    UserPasswordSet,
    /// A user's profile fields were changed.
    UserProfileChanged,
    /// Every session of a user was ended by an administrator.
    UserSessionsRevoked,
    /// A new signing key was made or activated.
    KeysRotated,
    /// A user signed in.
    LoginSucceeded,
    /// A sign-in failed (unknown email or wrong password).
    LoginFailed,
    /// A session was ended.
    SessionRevoked,
    /// An authorization code was used twice; its tokens were revoked.
    CodeReplayed,
    /// A user approved a device authorization request.
    DeviceApproved,
    /// A user denied a device authorization request.
    DeviceDenied,
    /// A user changed their own password.
    PasswordChanged,
    /// Someone registered an account.
    UserRegistered,
    /// A user showed they receive mail at their address.
    EmailVerified,
    /// A password reset was asked for.
    PasswordResetRequested,
    /// A password was set with a reset token.
    PasswordReset,
    /// A second factor (a TOTP authenticator) was added.
    FactorAdded,
    /// A second factor was removed.
    FactorRemoved,
    /// A second-factor code was wrong.
    FactorFailed,
    /// A recovery code was used.
    RecoveryCodeUsed,
    /// An upstream identity (provider and subject) was linked to a user.
    LinkAdded,
    /// An upstream identity was unlinked from a user.
    LinkRemoved,
    /// A user signed in through an upstream identity provider.
    UpstreamSignIn,
    /// A user asked to move their account to another address.
    EmailChangeRequested,
    /// A user's address changed (the new one verified).
    EmailChanged,
    /// An account was deleted (its audit events now name a pseudonym).
    UserDeleted,
    /// A user asked to delete their account; it goes after the grace
    /// period.
    DeletionScheduled,
    /// A sign-in within the grace period kept the account.
    DeletionCancelled,
    /// An operator registered a webhook endpoint.
    WebhookCreated,
    /// An operator removed a webhook endpoint.
    WebhookDeleted,
    /// An operator replayed a webhook delivery.
    DeliveryReplayed,
    /// An operator registered an API.
    ResourceCreated,
    /// An operator granted a client scopes on an API (or replaced the grant).
    ClientGranted,
    /// A user allowed a third-party client scopes.
    ConsentGranted,
    /// A user took a third-party client's access away.
    ConsentRevoked,
    /// An operator gave a user a console role, changed or removed it.
    RoleChanged,
    /// A disabled user account was enabled again.
    UserEnabled,
    /// An operator changed a client's settings.
    ClientUpdated,
    /// An operator deleted a (disabled) client.
    ClientDeleted,
    /// An operator sent a user the address-verification mail again.
    VerificationResent,
}

impl AuditAction {
    /// Every action, for parsing and listing.
    pub const ALL: [AuditAction; 44] = [
        AuditAction::ClientCreated,
        AuditAction::ClientSecretRotated,
        AuditAction::ClientDisabled,
        AuditAction::UserCreated,
        AuditAction::UserDisabled,
        AuditAction::UserPasswordSet,
        AuditAction::UserProfileChanged,
        AuditAction::UserSessionsRevoked,
        AuditAction::KeysRotated,
        AuditAction::LoginSucceeded,
        AuditAction::LoginFailed,
        AuditAction::SessionRevoked,
        AuditAction::CodeReplayed,
        AuditAction::DeviceApproved,
        AuditAction::DeviceDenied,
        AuditAction::PasswordChanged,
        AuditAction::UserRegistered,
        AuditAction::EmailVerified,
        AuditAction::PasswordResetRequested,
        AuditAction::PasswordReset,
        AuditAction::FactorAdded,
        AuditAction::FactorRemoved,
        AuditAction::FactorFailed,
        AuditAction::RecoveryCodeUsed,
        AuditAction::LinkAdded,
        AuditAction::LinkRemoved,
        AuditAction::UpstreamSignIn,
        AuditAction::EmailChangeRequested,
        AuditAction::EmailChanged,
        AuditAction::UserDeleted,
        AuditAction::DeletionScheduled,
        AuditAction::DeletionCancelled,
        AuditAction::WebhookCreated,
        AuditAction::WebhookDeleted,
        AuditAction::DeliveryReplayed,
        AuditAction::ResourceCreated,
        AuditAction::ClientGranted,
        AuditAction::ConsentGranted,
        AuditAction::ConsentRevoked,
        AuditAction::RoleChanged,
        AuditAction::UserEnabled,
        AuditAction::ClientUpdated,
        AuditAction::ClientDeleted,
        AuditAction::VerificationResent,
    ];

    /// The stored name (the audit API's `type`), e.g. `"signin.failed"`.
    pub fn as_str(self) -> &'static str {
        match self {
            AuditAction::ClientCreated => "client.created",
            AuditAction::ClientSecretRotated => "client.secret_rotated",
            AuditAction::ClientDisabled => "client.disabled",
            AuditAction::UserCreated => "user.created",
            AuditAction::UserDisabled => "user.disabled",
            AuditAction::UserPasswordSet => "user.password_set",
            AuditAction::UserProfileChanged => "user.profile_changed",
            AuditAction::UserSessionsRevoked => "user.sessions_revoked",
            AuditAction::KeysRotated => "keys.rotated",
            AuditAction::LoginSucceeded => "session.started",
            AuditAction::LoginFailed => "signin.failed",
            AuditAction::SessionRevoked => "session.ended",
            AuditAction::CodeReplayed => "code.replayed",
            AuditAction::DeviceApproved => "device.approved",
            AuditAction::DeviceDenied => "device.denied",
            AuditAction::PasswordChanged => "password.changed",
            AuditAction::UserRegistered => "user.registered",
            AuditAction::EmailVerified => "user.email_verified",
            AuditAction::PasswordResetRequested => "user.password_reset_requested",
            AuditAction::PasswordReset => "user.password_reset",
            AuditAction::FactorAdded => "factor.added",
            AuditAction::FactorRemoved => "factor.removed",
            AuditAction::FactorFailed => "factor.failed",
            AuditAction::RecoveryCodeUsed => "factor.recovery_code_used",
            AuditAction::LinkAdded => "link.added",
            AuditAction::LinkRemoved => "link.removed",
            AuditAction::UpstreamSignIn => "signin.upstream",
            AuditAction::EmailChangeRequested => "user.email_change_requested",
            AuditAction::EmailChanged => "user.email_changed",
            AuditAction::UserDeleted => "user.deleted",
            AuditAction::DeletionScheduled => "user.deletion_scheduled",
            AuditAction::DeletionCancelled => "user.deletion_cancelled",
            AuditAction::WebhookCreated => "webhook.created",
            AuditAction::WebhookDeleted => "webhook.deleted",
            AuditAction::DeliveryReplayed => "webhook.delivery_replayed",
            AuditAction::ResourceCreated => "resource.created",
            AuditAction::ClientGranted => "client.granted",
            AuditAction::ConsentGranted => "consent.granted",
            AuditAction::ConsentRevoked => "consent.revoked",
            AuditAction::RoleChanged => "role.changed",
            AuditAction::UserEnabled => "user.enabled",
            AuditAction::ClientUpdated => "client.updated",
            AuditAction::ClientDeleted => "client.deleted",
            AuditAction::VerificationResent => "user.verification_resent",
        }
    }

    /// Parses a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.as_str() == s)
    }
}

/// One entry of the audit log. Never holds a secret or a password.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditEvent {
    /// When it happened.
    pub at: OffsetDateTime,
    /// What happened.
    pub action: AuditAction,
    /// Who did it: `"admin"`, `"cli"`, a user id, or `""`.
    pub actor: String,
    /// What it was done to: a client id, user id, session id, email, kid.
    pub subject: String,
    /// The client IP, where there was a request.
    pub ip: String,
    /// A short free-text detail (never a secret).
    pub detail: String,
    /// The user it is about, when there is one.
    pub user_id: Option<UserId>,
    /// The client it happened through or to, when there is one.
    pub client_id: Option<ClientId>,
    /// The request's User-Agent, where there was a request (at most 512
    /// characters are kept).
    pub user_agent: String,
}

/// An audit event as stored: with the id that orders events and serves as
/// the listing's cursor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAuditEvent {
    /// Increasing in the order events were appended.
    pub id: i64,
    /// The event.
    pub event: AuditEvent,
}

/// Which audit events to list, newest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuditQuery {
    /// Only events about this user.
    pub user: Option<UserId>,
    /// Only events whose subject is this (an address's digest).
    pub subject: Option<String>,
    /// Only events of this type.
    pub action: Option<AuditAction>,
    /// Only events at or after this instant.
    pub since: Option<OffsetDateTime>,
    /// Only events before this instant.
    pub until: Option<OffsetDateTime>,
    /// Only events older than the one with this id (the previous page's
    /// last event).
    pub before_id: Option<i64>,
    /// At most this many.
    pub limit: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_names_round_trip() {
        for action in AuditAction::ALL {
            assert_eq!(AuditAction::parse(action.as_str()), Some(action));
        }
    }
}

/// One of a user's sessions as the user sees it in their own list.
#[derive(Debug, Clone)]
pub struct OwnSession {
    /// The session.
    pub session: SessionRecord,
    /// Whether it is the session of the account token that asked.
    pub current: bool,
}
