//! The upstream providers this instance is configured with: for the
//! login and account pages' buttons, the console's settings page, and
//! the callback URL each provider is registered with.

use crate::ports::upstream::ProviderInfo;
use crate::service::accounts::Accounts;
use crate::use_cases::upstream::flow_error::UpstreamFlowError;

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
    format!("{}/accounts/upstream/{id}/callback", accounts.config.issuer)
}
