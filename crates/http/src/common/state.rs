//! What every request shares: the account service (its use cases, key ring
//! and caches) and what only the HTTP face needs (trusted proxies, the
//! admin key, the forms' CSRF key).

use std::net::IpAddr;
use std::sync::Arc;

use accounts_domain::secrets::SecretDigest;
use accounts_service::accounts::Accounts;

use crate::common::csrf::Csrf;
use accounts_service::observe::RequestMetrics;

/// Shared state of one server instance.
pub struct AppState {
    /// The use cases.
    pub accounts: Arc<Accounts>,
    /// Proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<IpAddr>,
    /// Digest of the admin API key; `None` disables the admin API.
    pub admin_key: Option<SecretDigest>,
    /// The largest file the admin API's user import reads, in bytes.
    pub import_max_bytes: u64,
    /// Issues and checks the forms' CSRF tokens and judges where form
    /// posts come from.
    pub csrf: Csrf,
    /// The Prometheus metrics; `None` when `metrics.enabled` is false.
    pub metrics: Option<Arc<dyn RequestMetrics>>,
    /// The effective configuration as the console's settings page shows
    /// it: (setting, value) pairs with every secret masked.
    pub settings: Arc<Vec<(String, String)>>,
    /// Rung when security events may wait for a long poll or a push.
    pub ssf_bell: Arc<crate::common::bell::SignalBell>,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState")
            .field("accounts", &self.accounts)
            .finish_non_exhaustive()
    }
}

impl AppState {
    /// Our issuer URL.
    pub fn issuer(&self) -> &str {
        self.accounts.issuer()
    }

    /// Whether cookies must be `Secure` (the service is served over https).
    pub fn secure_cookies(&self) -> bool {
        self.issuer().starts_with("https://")
    }
}
