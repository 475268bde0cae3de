//! Upstream identity providers over HTTP: OpenID Connect providers
//! (Google, Microsoft, Apple, GitLab, Keycloak, another instance of this
//! service…) through our own small relying party (discovery, the code
//! flow with PKCE and a nonce, id_token checks on josekit), GitHub through
//! OAuth 2 and its REST API; every call through the outbound client
//! ([`crate::outbound`]).
//!
//! The SSRF guard (docs/decisions.md, "Upstream identity providers"):
//! only the configured issuer and the URLs its discovery document names
//! are fetched, redirects are never followed, and every request has a
//! timeout. A provider that is down at start-up does not stop the
//! service: its discovery document is fetched on first use, kept for an
//! hour, and fetched again when an id_token names a key it does not have.

mod apple;
mod config;
mod github;
mod id_token;
mod oidc;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use accounts_domain::destinations::Destinations;
use accounts_service::ports::upstream::{
    OrganizationProvider, ProviderInfo, ProviderTrouble, UpstreamError, UpstreamIdentity,
    UpstreamRedirect, Upstreams,
};

pub use apple::{AppleKey, AppleKeyError};
pub use config::{ProviderConfig, ProviderKind};

use crate::outbound::{Outbound, OutboundError};

/// The configured providers.
#[derive(Debug)]
pub struct Providers {
    providers: Vec<Provider>,
    /// Each provider's last failure, for the console.
    troubles: Mutex<HashMap<String, ProviderTrouble>>,
    /// The client every provider is called through.
    client: Result<Outbound, OutboundError>,
    /// Organizations' own providers, by organization id, each with the
    /// settings it was made from: made on first use, made again when the
    /// settings change (its discovery document and keys with it).
    organizations: Mutex<HashMap<String, Arc<(OrganizationProvider, oidc::OidcProvider)>>>,
    /// The client organizations' providers are called through: an
    /// organization's admin names the issuer, so it may reach only what
    /// a webhook may (`webhooks.allow_private_addresses`).
    organization_client: Result<Outbound, OutboundError>,
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
    /// The providers, in configuration order, called directly.
    pub fn new(configs: Vec<ProviderConfig>) -> Self {
        Self::through(configs, None)
    }

    /// The providers, in configuration order, called through `proxy`
    /// when one is given.
    pub fn through(configs: Vec<ProviderConfig>, proxy: Option<String>) -> Self {
        Self::with_organizations(configs, proxy, Destinations::PublicOnly)
    }

    /// [`Providers::through`], with organizations' own providers called
    /// only at `destinations` (the webhooks' rule).
    pub fn with_organizations(
        configs: Vec<ProviderConfig>,
        proxy: Option<String>,
        destinations: Destinations,
    ) -> Self {
        Self {
            // Where only public destinations may be called, a proxy would
            // resolve the names itself, past the check: none then (as the
            // webhooks' client).
            organization_client: Outbound::new(&crate::outbound::OutboundSettings {
                destinations,
                ..config::outbound_settings(
                    proxy.clone().filter(|_| destinations == Destinations::Any),
                )
            }),
            organizations: Mutex::new(HashMap::new()),
            client: Outbound::new(&config::outbound_settings(proxy)),
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
            troubles: Mutex::new(HashMap::new()),
        }
    }

    /// Notes a provider's failure (an unknown provider is no provider's).
    fn noted<T>(
        &self,
        provider: &str,
        result: Result<T, UpstreamError>,
    ) -> Result<T, UpstreamError> {
        if let Err(error) = &result
            && !matches!(error, UpstreamError::UnknownProvider)
            && let Ok(mut troubles) = self.troubles.lock()
        {
            troubles.insert(
                provider.to_owned(),
                ProviderTrouble {
                    provider: provider.to_owned(),
                    at: time::OffsetDateTime::now_utc(),
                    error: error.to_string(),
                },
            );
        }
        result
    }

    fn client(&self) -> Result<&Outbound, UpstreamError> {
        self.client
            .as_ref()
            .map_err(|e| UpstreamError::Unavailable(e.to_string()))
    }

    fn organization_client(&self) -> Result<&Outbound, UpstreamError> {
        self.organization_client
            .as_ref()
            .map_err(|e| UpstreamError::Unavailable(e.to_string()))
    }

    /// The organization's provider as `settings` describe it: the one
    /// made before while they are the same, a new one when they changed.
    fn organization(
        &self,
        settings: &OrganizationProvider,
    ) -> Arc<(OrganizationProvider, oidc::OidcProvider)> {
        let mut made = self
            .organizations
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(known) = made.get(&settings.id)
            && known.0 == *settings
        {
            return Arc::clone(known);
        }
        let config = ProviderConfig {
            id: settings.id.clone(),
            name: settings.name.clone(),
            kind: ProviderKind::Oidc {
                issuer: settings.issuer.clone(),
            },
            client_id: settings.client_id.clone(),
            client_secret: Some(settings.client_secret.clone()),
            // `openid` is always asked for.
            scopes: settings
                .scopes
                .iter()
                .filter(|s| *s != "openid")
                .cloned()
                .collect(),
            // Said as the provider says it: which addresses it may claim
            // is the use cases' rule (the organization's verified domains).
            trust_email_verified: true,
            allowed_email_domains: Vec::new(),
            native_audiences: Vec::new(),
            apple: None,
        };
        let provider = Arc::new((
            settings.clone(),
            oidc::OidcProvider::new(config, settings.issuer.clone()),
        ));
        made.insert(settings.id.clone(), Arc::clone(&provider));
        provider
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

    fn troubles(&self) -> Vec<ProviderTrouble> {
        let troubles = self.troubles.lock().map(|t| t.clone()).unwrap_or_default();
        self.providers
            .iter()
            .filter_map(|p| troubles.get(&p.config().id).cloned())
            .collect()
    }

    fn authorization_targets(&self) -> Vec<String> {
        self.providers
            .iter()
            .map(|provider| match provider {
                Provider::Oidc(p) => p.authorization_target(),
                Provider::Github(p) => p.authorization_target(),
            })
            .collect()
    }

    fn authorization_url(
        &self,
        provider: &str,
        state: &str,
        redirect_uri: &str,
    ) -> Result<UpstreamRedirect, UpstreamError> {
        let url = match self.find(provider)? {
            Provider::Oidc(p) => self
                .client()
                .and_then(|client| p.authorization_url(client, state, redirect_uri)),
            Provider::Github(p) => p.authorization_url(state, redirect_uri),
        };
        self.noted(provider, url)
    }

    fn finish(
        &self,
        provider: &str,
        code: &str,
        redirect: &UpstreamRedirect,
        redirect_uri: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        let found = self.find(provider)?;
        let identity = self.client().and_then(|client| match found {
            Provider::Oidc(p) => p.finish(client, code, redirect, redirect_uri),
            Provider::Github(p) => p.finish(client, code, redirect, redirect_uri),
        });
        self.noted(provider, identity.and_then(|i| screened(found.config(), i)))
    }

    fn verify_native(
        &self,
        provider: &str,
        id_token: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        let provider = self.find(provider)?;
        let identity = match provider {
            Provider::Oidc(p) => p.verify_native(self.client()?, id_token)?,
            // GitHub issues no id_tokens.
            Provider::Github(_) => {
                return Err(UpstreamError::Refused(
                    "this provider issues no id_tokens".into(),
                ));
            }
        };
        screened(provider.config(), identity)
    }

    fn organization_authorization_url(
        &self,
        provider: &OrganizationProvider,
        state: &str,
        redirect_uri: &str,
    ) -> Result<UpstreamRedirect, UpstreamError> {
        let made = self.organization(provider);
        let url = self
            .organization_client()
            .and_then(|client| made.1.authorization_url(client, state, redirect_uri))
            .and_then(|redirect| on_issuers_origin(&provider.issuer, redirect));
        self.noted(&provider.id, url)
    }

    fn organization_finish(
        &self,
        provider: &OrganizationProvider,
        code: &str,
        redirect: &UpstreamRedirect,
        redirect_uri: &str,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        let made = self.organization(provider);
        let identity = self
            .organization_client()
            .and_then(|client| made.1.finish(client, code, redirect, redirect_uri))
            .and_then(|identity| screened(&made.1.config, identity));
        self.noted(&provider.id, identity)
    }
}

/// An organization's provider sends browsers only to its issuer's own
/// origin: its admin names the issuer, and a discovery document naming
/// any other authorization endpoint would make this service's start path
/// a redirect to wherever they like.
fn on_issuers_origin(
    issuer: &str,
    redirect: UpstreamRedirect,
) -> Result<UpstreamRedirect, UpstreamError> {
    let origin = |text: &str| url::Url::parse(text).ok().map(|u| u.origin());
    match (origin(issuer), origin(&redirect.url)) {
        (Some(expected), Some(found)) if expected == found && expected.is_tuple() => Ok(redirect),
        _ => Err(UpstreamError::Refused(
            "the provider's authorization endpoint is not on its issuer's origin".into(),
        )),
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

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn config(trust: bool, domains: &[&str]) -> ProviderConfig {
        ProviderConfig {
            id: "corp".into(),
            name: "Corp".into(),
            kind: ProviderKind::Oidc {
                issuer: "https://id.example".into(),
            },
            client_id: "c".into(),
            client_secret: Some("s".into()),
            scopes: vec![],
            trust_email_verified: trust,
            allowed_email_domains: domains.iter().map(|d| (*d).to_owned()).collect(),
            native_audiences: vec![],
            apple: None,
        }
    }

    fn said(email: &str) -> UpstreamIdentity {
        UpstreamIdentity {
            subject: "1".into(),
            email: Some(email.into()),
            email_verified: true,
            ..UpstreamIdentity::default()
        }
    }

    #[test]
    fn an_organizations_provider_sends_browsers_only_to_its_issuers_origin() {
        let at = |url: &str| UpstreamRedirect {
            url: url.into(),
            pkce_verifier: String::new(),
            nonce: None,
        };
        let issuer = "https://acme.okta.com/oauth2/default";
        assert!(
            on_issuers_origin(issuer, at("https://acme.okta.com/oauth2/v1/authorize?x=1")).is_ok()
        );
        assert!(on_issuers_origin(issuer, at("https://evil.example/authorize")).is_err());
        assert!(on_issuers_origin(issuer, at("http://acme.okta.com/authorize")).is_err());
        assert!(on_issuers_origin(issuer, at("https://acme.okta.com:8443/authorize")).is_err());
        assert!(on_issuers_origin(issuer, at("javascript:alert(1)")).is_err());
    }

    #[test]
    fn only_a_trusted_provider_vouches_and_only_for_allowed_domains() {
        let trusted = screened(&config(true, &[]), said("a@x.example")).unwrap();
        assert!(trusted.email_verified);
        let untrusted = screened(&config(false, &[]), said("a@x.example")).unwrap();
        assert!(!untrusted.email_verified);
        let corp = config(true, &["Corp.Example"]);
        assert!(screened(&corp, said("a@corp.example")).is_ok());
        assert!(screened(&corp, said("a@evil.example")).is_err());
        assert!(screened(&corp, said("a@corp.example.evil")).is_err());
        let nameless = UpstreamIdentity {
            email: None,
            ..said("")
        };
        assert!(screened(&corp, nameless).is_err());
        let no_subject = UpstreamIdentity {
            subject: String::new(),
            ..said("a@x.example")
        };
        assert!(screened(&config(true, &[]), no_subject).is_err());
    }
}
