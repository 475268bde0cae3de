//! Upstream identity providers ("Sign in with Google"): the port through
//! which the use cases send a browser to a provider, redeem the code it
//! comes back with, and check a provider's id_token an app already holds.
//!
//! The adapter (`accounts-adapters`) speaks OpenID Connect or GitHub's
//! OAuth 2 and checks everything a provider's answer must satisfy (issuer,
//! audience, expiry, nonce, signature); the use cases decide what the
//! identity it returns may do here (docs/decisions.md, "Upstream identity
//! providers").

/// A configured provider, as the login page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderInfo {
    /// The provider's id (`[[upstream]]` `id`), in its paths.
    pub id: String,
    /// The button's label, e.g. "Google".
    pub name: String,
}

/// Where to send the browser, and what the callback needs to finish.
#[derive(Debug, Clone)]
pub struct UpstreamRedirect {
    /// The provider's authorization URL with our request in its query.
    pub url: String,
    /// The PKCE verifier of the request's challenge.
    pub pkce_verifier: String,
    /// The nonce the id_token must carry (OpenID Connect providers).
    pub nonce: Option<String>,
}

/// An organization's own OpenID provider, as its settings are stored
/// (docs/decisions.md, "An organization's own sign-in"): the adapter
/// keeps what it learns of it (discovery, keys) under `id` until the
/// settings change, and fetches it only under the webhooks' rule of
/// destinations.
#[derive(Clone, PartialEq, Eq)]
pub struct OrganizationProvider {
    /// The organization's id: the provider's id in paths and links.
    pub id: String,
    /// The organization's name, the button's label.
    pub name: String,
    /// The issuer URL, exactly as its id_tokens name it.
    pub issuer: String,
    /// Our client id there.
    pub client_id: String,
    /// Our client secret there, unsealed for the call.
    pub client_secret: String,
    /// The scopes asked for, `openid` among them.
    pub scopes: Vec<String>,
}

impl std::fmt::Debug for OrganizationProvider {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OrganizationProvider")
            .field("id", &self.id)
            .field("issuer", &self.issuer)
            .field("client_id", &self.client_id)
            .field("scopes", &self.scopes)
            .finish_non_exhaustive()
    }
}

/// Who the provider says signed in.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UpstreamIdentity {
    /// The provider's stable subject (`sub`; GitHub's numeric user id).
    pub subject: String,
    /// The address the provider gave, if any.
    pub email: Option<String>,
    /// Whether the provider vouches for `email` and is trusted to
    /// (`trust_email_verified`); never true otherwise.
    pub email_verified: bool,
    /// The name the provider gave, if any.
    pub name: Option<String>,
    /// The provider's own `amr` says `mfa`.
    pub mfa: bool,
    /// When the id_token this came from expires: set for an app's
    /// id_token ([`Upstreams::verify_native`]), which is accepted once
    /// until then; `None` after a browser's round trip.
    pub expires_at: Option<time::OffsetDateTime>,
}

/// Why a provider's answer was not used.
#[derive(Debug, Clone, thiserror::Error)]
pub enum UpstreamError {
    /// No provider with this id is configured.
    #[error("no upstream provider with this id")]
    UnknownProvider,
    /// The answer itself is wrong: a code the provider refused, an
    /// id_token that does not check out (signature, issuer, audience,
    /// expiry, nonce), an email outside the allowed domains.
    #[error("the upstream answer was refused: {0}")]
    Refused(String),
    /// The provider could not be reached, timed out or answered garbage.
    #[error("the upstream provider is unavailable: {0}")]
    Unavailable(String),
}

/// A provider's most recent failure, for the console's settings page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderTrouble {
    /// The provider's id.
    pub provider: String,
    /// When it failed.
    pub at: time::OffsetDateTime,
    /// What failed, in one line (never a secret: the upstream answer's
    /// description or the transport's error).
    pub error: String,
}

/// The configured upstream providers.
pub trait Upstreams: Send + Sync {
    /// Every configured provider, in configuration order.
    fn providers(&self) -> Vec<ProviderInfo>;

    /// Each provider's most recent failure, if it had one since start.
    fn troubles(&self) -> Vec<ProviderTrouble> {
        Vec::new()
    }

    /// Where a browser is sent to sign in at each provider, as far as is
    /// known without asking it: the authorization endpoint (an OpenID
    /// provider's once its discovery document was read, else its issuer).
    /// The account page's "Link" forms are answered with a redirect
    /// there, which its Content-Security-Policy must allow (`form-action`).
    fn authorization_targets(&self) -> Vec<String> {
        Vec::new()
    }

    /// The authorization request that sends a browser to `provider` with
    /// `state`, coming back to `redirect_uri` (blocking: the provider's
    /// discovery document may be fetched).
    fn authorization_url(
        &self,
        provider: &str,
        state: &str,
        redirect_uri: &str,
    ) -> Result<UpstreamRedirect, UpstreamError>;

    /// Redeems the code the browser came back with and checks what the
    /// provider answers (blocking).
    fn finish(
        &self,
        provider: &str,
        code: &str,
        redirect: &UpstreamRedirect,
        redirect_uri: &str,
    ) -> Result<UpstreamIdentity, UpstreamError>;

    /// Checks an id_token the provider issued to a native app (its
    /// audience one of the provider's `native_audiences`; no nonce)
    /// (blocking).
    fn verify_native(
        &self,
        provider: &str,
        id_token: &str,
    ) -> Result<UpstreamIdentity, UpstreamError>;

    /// [`Upstreams::authorization_url`] at an organization's own
    /// provider (blocking).
    fn organization_authorization_url(
        &self,
        _provider: &OrganizationProvider,
        _state: &str,
        _redirect_uri: &str,
    ) -> Result<UpstreamRedirect, UpstreamError> {
        Err(UpstreamError::UnknownProvider)
    }

    /// [`Upstreams::finish`] at an organization's own provider: its
    /// `email_verified` is passed on as said; which addresses it may
    /// claim is the use cases' rule (blocking).
    fn organization_finish(
        &self,
        _provider: &OrganizationProvider,
        _code: &str,
        _redirect: &UpstreamRedirect,
        _redirect_uri: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        Err(UpstreamError::UnknownProvider)
    }
}

/// No upstream providers (the default).
#[derive(Debug, Clone, Copy, Default)]
pub struct NoUpstreams;

impl Upstreams for NoUpstreams {
    fn providers(&self) -> Vec<ProviderInfo> {
        Vec::new()
    }

    fn authorization_url(
        &self,
        _: &str,
        _: &str,
        _: &str,
    ) -> Result<UpstreamRedirect, UpstreamError> {
        Err(UpstreamError::UnknownProvider)
    }

    fn finish(
        &self,
        _: &str,
        _: &str,
        _: &UpstreamRedirect,
        _: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        Err(UpstreamError::UnknownProvider)
    }

    fn verify_native(&self, _: &str, _: &str) -> Result<UpstreamIdentity, UpstreamError> {
        Err(UpstreamError::UnknownProvider)
    }
}
