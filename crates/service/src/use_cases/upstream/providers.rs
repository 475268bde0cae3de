//! The upstream providers this instance is configured with: for the
//! login and account pages' buttons, the console's settings page, and
//! the callback URL each provider is registered with.

use accounts_domain::organization::OrganizationId;
use accounts_domain::organizations::OrganizationRecord;
use accounts_domain::repository::OrganizationRepository;

use crate::ports::upstream::{
    OrganizationProvider, ProviderInfo, UpstreamError, UpstreamIdentity, UpstreamRedirect,
};
use crate::service::accounts::Accounts;
use crate::use_cases::manage::organization_sign_in::{
    organization_redirect_uri, sign_in_secret_label,
};
use crate::use_cases::upstream::flow_error::UpstreamFlowError;

/// A provider a browser's round trip goes through: one of the
/// configuration's, or an organization's own (docs/decisions.md, "An
/// organization's own sign-in"), whose id is the organization's.
#[derive(Debug, Clone)]
pub(crate) enum Upstream {
    /// `[[upstream]]`.
    Configured(ProviderInfo),
    /// An enabled organization's provider, its secret unsealed.
    Organization(Box<(OrganizationRecord, OrganizationProvider)>),
}

impl Upstream {
    /// The id in its paths and links.
    pub(crate) fn id(&self) -> &str {
        match self {
            Self::Configured(info) => &info.id,
            Self::Organization(org) => &org.1.id,
        }
    }

    /// The button's label.
    pub(crate) fn name(&self) -> &str {
        match self {
            Self::Configured(info) => &info.name,
            Self::Organization(org) => &org.1.name,
        }
    }

    /// The organization whose provider it is.
    pub(crate) fn organization(&self) -> Option<&OrganizationRecord> {
        match self {
            Self::Configured(_) => None,
            Self::Organization(org) => Some(&org.0),
        }
    }

    /// Where the provider sends the browser back.
    pub(crate) fn callback_url(&self, accounts: &Accounts) -> String {
        upstream_callback_url(accounts, self.id())
    }

    /// The authorization request that sends a browser there (blocking).
    pub(crate) fn authorization_url(
        &self,
        accounts: &Accounts,
        state: &str,
    ) -> Result<UpstreamRedirect, UpstreamError> {
        let redirect_uri = self.callback_url(accounts);
        match self {
            Self::Configured(info) => {
                accounts
                    .upstreams
                    .authorization_url(&info.id, state, &redirect_uri)
            }
            Self::Organization(org) => {
                accounts
                    .upstreams
                    .organization_authorization_url(&org.1, state, &redirect_uri)
            }
        }
    }

    /// Redeems the code the browser came back with (blocking).
    pub(crate) fn finish(
        &self,
        accounts: &Accounts,
        code: &str,
        redirect: &UpstreamRedirect,
    ) -> Result<UpstreamIdentity, UpstreamError> {
        let redirect_uri = self.callback_url(accounts);
        match self {
            Self::Configured(info) => {
                accounts
                    .upstreams
                    .finish(&info.id, code, redirect, &redirect_uri)
            }
            Self::Organization(org) => {
                accounts
                    .upstreams
                    .organization_finish(&org.1, code, redirect, &redirect_uri)
            }
        }
    }
}

/// The provider with this id: a configured one, or the provider of the
/// enabled organization with this id (its canonical spelling only, as
/// its links are stored under it) (blocking).
pub(crate) fn upstream_named(accounts: &Accounts, id: &str) -> Result<Upstream, UpstreamFlowError> {
    if let Ok(info) = provider_named(accounts, id) {
        return Ok(Upstream::Configured(info));
    }
    let organization_id: OrganizationId =
        id.parse().map_err(|_| UpstreamFlowError::UnknownProvider)?;
    if organization_id.to_string() != id {
        return Err(UpstreamFlowError::UnknownProvider);
    }
    organization_upstream(accounts, organization_id)?.ok_or(UpstreamFlowError::UnknownProvider)
}

/// The enabled organization's own provider, if it has one (blocking).
pub(crate) fn organization_upstream(
    accounts: &Accounts,
    organization: OrganizationId,
) -> Result<Option<Upstream>, UpstreamFlowError> {
    let store = &*accounts.store;
    let Some(record) = OrganizationRepository::find_organization(
        store,
        &accounts_domain::organization::OrganizationRef::Id(organization),
    )?
    .filter(|o| o.enabled) else {
        return Ok(None);
    };
    let Some(sign_in) = store.find_sign_in(organization)? else {
        return Ok(None);
    };
    let id = organization.to_string();
    let secret = accounts
        .config
        .master_key
        .open(&sign_in_secret_label(&id), &sign_in.sealed_secret)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .ok_or_else(|| {
            UpstreamFlowError::Unavailable(
                "the organization's client secret does not unseal (another master key?)".into(),
            )
        })?;
    let provider = OrganizationProvider {
        id,
        name: record.name.clone(),
        issuer: sign_in.issuer,
        client_id: sign_in.client_id,
        client_secret: secret,
        scopes: sign_in.scopes,
    };
    Ok(Some(Upstream::Organization(Box::new((record, provider)))))
}

/// Each provider's most recent failure on this instance, for the
/// console's settings page.
pub fn upstream_troubles(accounts: &Accounts) -> Vec<crate::ports::upstream::ProviderTrouble> {
    accounts.upstreams.troubles()
}

/// The configured providers, for the login and account pages.
pub fn upstream_providers(accounts: &Accounts) -> Vec<ProviderInfo> {
    accounts.upstreams.providers()
}

/// Where the providers send a browser to sign in, for the
/// Content-Security-Policy of a page whose forms lead there.
pub fn upstream_authorization_targets(accounts: &Accounts) -> Vec<String> {
    accounts.upstreams.authorization_targets()
}

/// The configured provider with this id.
pub(super) fn provider_named(
    accounts: &Accounts,
    id: &str,
) -> Result<ProviderInfo, UpstreamFlowError> {
    accounts
        .upstreams
        .providers()
        .into_iter()
        .find(|p| p.id == id)
        .ok_or(UpstreamFlowError::UnknownProvider)
}

/// The callback URL registered at the provider `id`.
pub fn upstream_callback_url(accounts: &Accounts, id: &str) -> String {
    organization_redirect_uri(&accounts.config.issuer, id)
}
