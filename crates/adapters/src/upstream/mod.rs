//! Upstream identity providers over HTTP: OpenID Connect providers
//! (Google, Microsoft, Apple, GitLab, Keycloak, another instance of this
//! service…) through the `openidconnect` crate, GitHub through `oauth2`
//! and its REST API.
//!
//! The SSRF guard (docs/decisions.md, "Upstream identity providers"):
//! only the configured issuer and the URLs its discovery document names
//! are fetched, redirects are never followed, and every request has a
//! timeout. A provider that is down at start-up does not stop the
//! service: its discovery document is fetched on first use, kept for an
//! hour, and fetched again when an id_token names a key it does not have.

mod apple;
mod github;
mod oidc;

use std::sync::OnceLock;
use std::time::Duration;

use accounts_service::ports::upstream::{
    ProviderInfo, UpstreamError, UpstreamIdentity, UpstreamRedirect, Upstreams,
};

pub use apple::{AppleKey, AppleKeyError};

/// What kind of provider it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProviderKind {
    /// OpenID Connect with discovery at `{issuer}/.well-known/openid-configuration`.
    Oidc {
        /// The issuer URL, exactly as the provider's id_tokens name it.
        issuer: String,
    },
    /// GitHub (or GitHub Enterprise at `base_url`): OAuth 2 and the REST
    /// API's user and emails, no id_token.
    Github {
        /// `https://github.com`, or a GitHub Enterprise server's URL.
        base_url: String,
    },
}

/// One configured provider (`[[upstream]]`).
#[derive(Debug, Clone)]
pub struct ProviderConfig {
    /// The provider's id, in paths.
    pub id: String,
    /// The button's label.
    pub name: String,
    /// OpenID Connect or GitHub.
    pub kind: ProviderKind,
    /// Our client id at the provider.
    pub client_id: String,
    /// Our client secret at the provider (none for Apple, whose secret is
    /// made from `apple`).
    pub client_secret: Option<String>,
    /// Scopes asked for besides `openid`.
    pub scopes: Vec<String>,
    /// Whether the provider's `email_verified` is believed.
    pub trust_email_verified: bool,
    /// Addresses outside these domains are refused (empty: any).
    pub allowed_email_domains: Vec<String>,
    /// Audiences of id_tokens the provider issues to native apps.
    pub native_audiences: Vec<String>,
    /// Sign in with Apple's key, from which the client secret is made.
    pub apple: Option<AppleKey>,
}

/// The configured providers.
#[derive(Debug)]
pub struct Providers {
    providers: Vec<Provider>,
}

#[derive(Debug)]
enum Provider {
    Oidc(Box<oidc::OidcProvider>),
    Github(Box<github::GithubProvider>),
}

impl Provider {
    fn config(&self) -> &ProviderConfig {
        match self {
            Self::Oidc(p) => &p.config,
            Self::Github(p) => &p.config,
        }
    }
}

impl Providers {
    /// The providers, in configuration order.
    pub fn new(configs: Vec<ProviderConfig>) -> Self {
        Self {
            providers: configs
                .into_iter()
                .map(|config| match config.kind.clone() {
                    ProviderKind::Oidc { issuer } => {
                        Provider::Oidc(Box::new(oidc::OidcProvider::new(config, issuer)))
                    }
                    ProviderKind::Github { base_url } => {
                        Provider::Github(Box::new(github::GithubProvider::new(config, &base_url)))
                    }
                })
                .collect(),
        }
    }

    fn find(&self, id: &str) -> Result<&Provider, UpstreamError> {
        self.providers
            .iter()
            .find(|p| p.config().id == id)
            .ok_or(UpstreamError::UnknownProvider)
    }
}

impl Upstreams for Providers {
    fn providers(&self) -> Vec<ProviderInfo> {
        self.providers
            .iter()
            .map(|p| ProviderInfo {
                id: p.config().id.clone(),
                name: p.config().name.clone(),
            })
            .collect()
    }

    fn authorization_url(
        &self,
        provider: &str,
        state: &str,
        redirect_uri: &str,
    ) -> Result<UpstreamRedirect, UpstreamError> {
        match self.find(provider)? {
            Provider::Oidc(p) => p.authorization_url(state, redirect_uri),
            Provider::Github(p) => p.authorization_url(state, redirect_uri),
        }
    }

    fn finish(
        &self,
        provider: &str,
        code: &str,
        redirect: &UpstreamRedirect,
        redirect_uri: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        let provider = self.find(provider)?;
        let identity = match provider {
            Provider::Oidc(p) => p.finish(code, redirect, redirect_uri)?,
            Provider::Github(p) => p.finish(code, redirect, redirect_uri)?,
        };
        screened(provider.config(), identity)
    }

    fn verify_native(
        &self,
        provider: &str,
        id_token: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        let provider = self.find(provider)?;
        let identity = match provider {
            Provider::Oidc(p) => p.verify_native(id_token)?,
            // GitHub issues no id_tokens.
            Provider::Github(_) => {
                return Err(UpstreamError::Refused(
                    "this provider issues no id_tokens".into(),
                ));
            }
        };
        screened(provider.config(), identity)
    }
}

/// Applies the provider's settings to what it said: `email_verified` only
/// when trusted, and only addresses in the allowed domains.
fn screened(
    config: &ProviderConfig,
    identity: UpstreamIdentity,
) -> Result<UpstreamIdentity, UpstreamError> {
    if identity.subject.is_empty() || identity.subject.len() > 255 {
        return Err(UpstreamError::Refused(
            "the subject is empty or too long".into(),
        ));
    }
    if !config.allowed_email_domains.is_empty() {
        let domain = identity
            .email
            .as_deref()
            .and_then(|e| e.rsplit_once('@'))
            .map(|(_, d)| d.to_ascii_lowercase());
        let allowed = domain.is_some_and(|d| {
            config
                .allowed_email_domains
                .iter()
                .any(|a| a.eq_ignore_ascii_case(&d))
        });
        if !allowed {
            return Err(UpstreamError::Refused(
                "the address is outside the allowed domains".into(),
            ));
        }
    }
    Ok(UpstreamIdentity {
        email_verified: identity.email_verified && config.trust_email_verified,
        ..identity
    })
}

/// The HTTP client of every provider: no redirects, timeouts. Kept in a
/// static, made on first use (on a blocking thread: a blocking client
/// must not be made or dropped inside the async runtime).
fn http() -> &'static reqwest::blocking::Client {
    static CLIENT: OnceLock<reqwest::blocking::Client> = OnceLock::new();
    CLIENT.get_or_init(|| {
        reqwest::blocking::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(Duration::from_secs(5))
            .timeout(Duration::from_secs(10))
            .user_agent(concat!("accounts-server/", env!("CARGO_PKG_VERSION")))
            .build()
            .unwrap_or_else(|e| {
                log::error!("upstream HTTP client with defaults: {e}");
                reqwest::blocking::Client::new()
            })
    })
}
