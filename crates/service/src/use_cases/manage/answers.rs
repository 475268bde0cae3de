//! What the account manager's operations answer, as the admin API and
//! the CLI both print it: listings that never hold a secret, and the one
//! answer that shows a new client secret.

use accounts_domain::ids::KeyId;
use accounts_domain::records::{ClientRecord, PasskeyRecord, UserRecord};
use accounts_domain::timestamp::UtcTimestamp;
use serde::Serialize;

use super::factors::FactorSummary;
use super::keys::Rotation;

/// A registered client; the secret is shown only here.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClientCreated {
    /// The new client's id.
    pub client_id: String,
    /// Whether it is public.
    pub public: bool,
    /// Whether it may introspect every client's tokens.
    pub resource_server: bool,
    /// Whether its refresh tokens rotate on the standard face.
    pub rotate_refresh_tokens: bool,
    /// Whether it gets codes and id_tokens only for two-factor sign-ins.
    pub require_mfa: bool,
    /// Whether it may get tokens for itself (client_credentials).
    pub client_credentials: bool,
    /// Whether its authorization requests must be pushed (PAR).
    pub require_par: bool,
    /// Whether its users see a consent screen (a third party's app).
    pub third_party: bool,
    /// Where it hears that a session ended, if anywhere.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub backchannel_logout_uri: Option<String>,
    /// Whether it is a Shared Signals receiver.
    pub shared_signals: bool,
    /// Whether its users may sign in with a mailed code.
    pub allow_sign_in_codes: bool,
    /// The organization (id) a receiver is bound to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub organization: Option<String>,
    /// Its secret (confidential clients only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub client_secret: Option<String>,
}

impl ClientCreated {
    /// The answer for a new `client` and its secret (none for a public one).
    pub fn of(
        client: &ClientRecord,
        secret: Option<&accounts_domain::secrets::PlainSecret>,
    ) -> Self {
        Self {
            client_id: client.id.to_string(),
            public: client.public,
            resource_server: client.resource_server,
            rotate_refresh_tokens: client.rotates_refresh_tokens(),
            require_mfa: client.require_mfa,
            client_credentials: client.client_credentials,
            require_par: client.require_par,
            third_party: client.third_party,
            backchannel_logout_uri: client.backchannel_logout_uri.clone(),
            shared_signals: client.shared_signals,
            allow_sign_in_codes: client.allow_sign_in_codes,
            organization: client.organization.map(|o| o.to_string()),
            client_secret: secret.map(|s| s.expose().to_owned()),
        }
    }
}

/// A client as listed (never its secret).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClientSummary {
    /// Its id.
    pub client_id: String,
    /// Its name.
    pub name: String,
    /// Registered redirect URIs.
    pub redirect_uris: Vec<String>,
    /// Registered package names.
    pub package_names: Vec<String>,
    /// Allowed scopes, space-separated.
    pub scopes: String,
    /// Whether it may authenticate.
    pub enabled: bool,
    /// Whether it is public.
    pub public: bool,
    /// Whether it may introspect every client's tokens.
    pub resource_server: bool,
    /// Whether its refresh tokens rotate on the standard face.
    pub rotate_refresh_tokens: bool,
    /// Whether it gets codes and id_tokens only for two-factor sign-ins.
    pub require_mfa: bool,
    /// Whether it may get tokens for itself (client_credentials).
    pub client_credentials: bool,
    /// Whether its authorization requests must be pushed (PAR).
    pub require_par: bool,
    /// Whether its users see a consent screen (a third party's app).
    pub third_party: bool,
    /// Where it hears that a session ended, if anywhere.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub backchannel_logout_uri: Option<String>,
    /// Whether it is a Shared Signals receiver.
    pub shared_signals: bool,
    /// The organization (id) a receiver is bound to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub organization: Option<String>,
    /// Its native apps' WebAuthn origins.
    pub webauthn_origins: Vec<String>,
    /// When it was registered (RFC 3339).
    pub created_at: String,
}

impl ClientSummary {
    /// The listing of `client`.
    pub fn of(c: &ClientRecord) -> Self {
        Self {
            client_id: c.id.to_string(),
            name: c.name.clone(),
            redirect_uris: c
                .redirect_uris
                .iter()
                .map(|u| u.as_str().to_owned())
                .collect(),
            package_names: c
                .package_names
                .iter()
                .map(|p| p.as_str().to_owned())
                .collect(),
            scopes: c.allowed_scopes.to_string(),
            enabled: c.enabled,
            public: c.public,
            resource_server: c.resource_server,
            rotate_refresh_tokens: c.rotates_refresh_tokens(),
            require_mfa: c.require_mfa,
            client_credentials: c.client_credentials,
            require_par: c.require_par,
            third_party: c.third_party,
            backchannel_logout_uri: c.backchannel_logout_uri.clone(),
            shared_signals: c.shared_signals,
            organization: c.organization.map(|o| o.to_string()),
            webauthn_origins: c
                .app_origins
                .iter()
                .map(|o| o.as_str().to_owned())
                .collect(),
            created_at: UtcTimestamp::new(c.created_at).to_string(),
        }
    }
}

/// The admin API's client list.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClientList {
    /// Every client, oldest first.
    pub clients: Vec<ClientSummary>,
}

/// A client's new secret, shown only here.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SecretRotated {
    /// The client.
    pub client_id: String,
    /// Its new secret.
    pub client_secret: String,
}

/// A disabled client.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClientDisabled {
    /// The client.
    pub client_id: String,
    /// Always false.
    pub enabled: bool,
}

/// A user created, disabled, enabled, or given a new password.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct UserChanged {
    /// The user.
    #[serde(rename = "userId")]
    pub user_id: String,
    /// After `disable`: false; after `enable`: true.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
}

/// A user deleted by an operator.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct UserDeleted {
    /// The user that was.
    #[serde(rename = "userId")]
    pub user_id: String,
    /// Always true.
    pub deleted: bool,
}

/// A user whose sessions were ended.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SessionsRevoked {
    /// The user.
    #[serde(rename = "userId")]
    pub user_id: String,
    /// How many live sessions ended (each with its refresh and access tokens).
    #[serde(rename = "sessionsEnded")]
    pub sessions_ended: u64,
}

/// A user as listed (never the password hash).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct UserSummary {
    /// The user.
    #[serde(rename = "userId")]
    pub user_id: String,
    /// Sign-in address.
    pub email: String,
    /// Full name.
    pub name: String,
    /// Whether the user may sign in.
    pub enabled: bool,
    /// Whether the user showed they receive mail at `email`.
    pub email_verified: bool,
    /// When the account was made (RFC 3339).
    pub created_at: String,
}

impl UserSummary {
    /// The listing of `user`.
    pub fn of(u: &UserRecord) -> Self {
        Self {
            user_id: u.id.to_string(),
            email: u.email.as_str().to_owned(),
            name: u.profile.name.clone(),
            enabled: u.enabled,
            email_verified: u.email_verified,
            created_at: UtcTimestamp::new(u.created_at).to_string(),
        }
    }
}

/// The admin API's user list.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct UserList {
    /// Every user, oldest first.
    pub users: Vec<UserSummary>,
}

/// What one `keys rotate` did.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum KeyRotation {
    /// First step: a new id_token key is in the JWKS, not yet signing.
    Published {
        /// Its kid.
        published: String,
        /// What to do next.
        next: &'static str,
    },
    /// Second step: the published key and a new HS256 key sign.
    Activated {
        /// The kids now signing id_tokens and access tokens.
        activated: Vec<String>,
        /// The kids that only verify from now on.
        retired: Vec<String>,
    },
}

impl KeyRotation {
    /// The answer for `rotation`.
    pub fn of(rotation: Rotation) -> Self {
        match rotation {
            Rotation::Published { kid } => Self::Published {
                published: kid.to_string(),
                next: "run `keys rotate` again once clients have refreshed the JWKS to make it sign",
            },
            Rotation::Activated {
                id_token_kid,
                access_token_kid,
                retired,
            } => Self::Activated {
                activated: vec![id_token_kid.to_string(), access_token_kid.to_string()],
                retired: retired.iter().map(KeyId::to_string).collect(),
            },
        }
    }
}

/// A user's second factors (never a secret).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct UserFactors {
    /// The user.
    #[serde(rename = "userId")]
    pub user_id: String,
    /// When the authenticator app was set up (RFC 3339), if it is a factor.
    #[serde(rename = "totpSince", skip_serializing_if = "Option::is_none")]
    pub totp_since: Option<String>,
    /// Whether an authenticator waits for its first code.
    #[serde(rename = "totpPending")]
    pub totp_pending: bool,
    /// Unused recovery codes.
    #[serde(rename = "recoveryCodesLeft")]
    pub recovery_codes_left: u64,
    /// The user's passkeys.
    pub passkeys: Vec<PasskeyEntry>,
}

/// A passkey as listed to its owner and to operators (never a key).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PasskeyEntry {
    /// The passkey's id (`passkeys/{id}`).
    pub id: String,
    /// Its owner's name for it.
    pub name: String,
    /// When it was registered (RFC 3339).
    #[serde(rename = "createdAt")]
    pub created_at: String,
    /// When it last signed in (RFC 3339); `null` before its first use.
    #[serde(rename = "lastUsedAt")]
    pub last_used_at: Option<String>,
    /// Whether it is synced between devices (backup eligible).
    pub synced: bool,
}

impl PasskeyEntry {
    /// The listing of `passkey`.
    pub fn of(passkey: &PasskeyRecord) -> Self {
        Self {
            id: passkey.id.to_string(),
            name: passkey.name.clone(),
            created_at: UtcTimestamp::new(passkey.created_at).to_string(),
            last_used_at: passkey
                .last_used_at
                .map(|t| UtcTimestamp::new(t).to_string()),
            synced: passkey.synced,
        }
    }
}

impl UserFactors {
    /// The listing of `summary`.
    pub fn of(summary: &FactorSummary) -> Self {
        Self {
            user_id: summary.user_id.to_string(),
            totp_since: summary.totp_since.map(|t| UtcTimestamp::new(t).to_string()),
            totp_pending: summary.totp_pending,
            recovery_codes_left: summary.recovery_codes_left,
            passkeys: summary.passkeys.iter().map(PasskeyEntry::of).collect(),
        }
    }
}

/// A user whose second factors were reset.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FactorsReset {
    /// The user.
    #[serde(rename = "userId")]
    pub user_id: String,
    /// Whether there was a factor to remove.
    pub removed: bool,
}
