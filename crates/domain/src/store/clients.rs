//! OAuth clients in storage: the applications that sign users in and the
//! APIs' resource servers, with their registered URIs and flags.

use time::OffsetDateTime;

use crate::secrets::SecretDigest;
use crate::store::errors::RepoResult;
use crate::values::addresses::{AppOrigin, PackageName, RedirectUri};
use crate::values::ids::ClientId;
use crate::values::organization::OrganizationId;
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
    /// A Shared Signals receiver: it may get `ssf.manage` and `ssf.read`
    /// tokens for itself and keep one stream of security events.
    pub shared_signals: bool,
    /// The organization a receiver is bound to: its stream carries events
    /// about that organization's members only.
    pub organization: Option<OrganizationId>,
    /// Its users may sign in with a code mailed to them; `false`: its
    /// authorization requests offer no code and a native sign-in naming
    /// its package is refused (a password or a passkey is wanted).
    pub allow_sign_in_codes: bool,
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

/// OAuth clients.
pub trait ClientRepository: Send + Sync {
    /// Stores a new client; `Conflict` when the id exists.
    fn insert(&self, client: &ClientRecord) -> RepoResult<()>;
    /// The client with `id`.
    fn find(&self, id: ClientId) -> RepoResult<Option<ClientRecord>>;
    /// Every client, oldest first.
    fn list(&self) -> RepoResult<Vec<ClientRecord>>;
    /// Clients whose `updated_at` is at or after `since`: the cache refresh.
    fn changed_since(&self, since: OffsetDateTime) -> RepoResult<Vec<ClientRecord>>;
    /// Replaces the secret digest; `NotFound` when there is no such client.
    fn update_secret(
        &self,
        id: ClientId,
        digest: &SecretDigest,
        now: OffsetDateTime,
    ) -> RepoResult<()>;
    /// Enables or disables; `NotFound` when there is no such client.
    fn set_enabled(&self, id: ClientId, enabled: bool, now: OffsetDateTime) -> RepoResult<()>;
    /// Replaces the settings an operator edits (name, redirect URIs,
    /// package names, scopes, flags, back-channel logout URI, app origins)
    /// and `updated_at`; id, secret, `public`, `enabled` and `created_at`
    /// stay. `NotFound` when there is no such client.
    fn update_settings(&self, client: &ClientRecord) -> RepoResult<()>;
    /// Atomic: deletes a disabled client with every code, token and device
    /// request issued to it, and its grants, consents and pushed requests.
    /// `NotFound` when there is no such client; `Conflict` when it is
    /// enabled (disabling first ends its tokens on every instance).
    fn delete_client(&self, id: ClientId) -> RepoResult<()>;
}
