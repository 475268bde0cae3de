//! What the account service starts with: its configuration, its
//! collaborators (store, mailer, observers, parsers) and why a start fails.

use std::sync::Arc;

use time::Duration;

use crate::ports::mail::Mailer;
use crate::ports::observe::Observer;
use crate::ports::upstream::Upstreams;
use accounts_domain::clock::Clock;
use accounts_domain::keys::{AccessTokenSigning, KeyAlgorithm, KeyError, MasterKey};
use accounts_domain::lifetimes::Lifetimes;
use accounts_domain::origin::{DeviceParser, Locator};
use accounts_domain::repository::{RepoError, Store};

/// What the service is configured with, besides its collaborators.
#[derive(Debug, Clone)]
pub struct AccountsConfig {
    /// Our issuer URL (`iss`).
    pub issuer: String,
    /// Token lifetimes.
    pub lifetimes: Lifetimes,
    /// Algorithm of new id_token keys.
    pub id_alg: KeyAlgorithm,
    /// Which key signs access tokens.
    pub access_signing: AccessTokenSigning,
    /// Seals the signing keys at rest.
    pub master_key: MasterKey,
    /// Failed sign-ins (per email and IP) before a lockout.
    pub login_max_failures: u32,
    /// The first lockout's length (doubling, at most 15 minutes).
    pub login_lockout: Duration,
    /// Password hashes computed at once.
    pub hash_concurrency: usize,
    /// How long a password check waits for its turn before it is refused
    /// as busy.
    pub hash_wait: Duration,
    /// A session's activity is written at most once per this interval
    /// (`lastSessionTimestamp` is accurate to it): reads do not write.
    pub touch_interval: Duration,
    /// How long audit events are kept (`audit.retention_days`).
    pub audit_retention: Duration,
    /// How recent a session's sign-in must be for its user to delete the
    /// account (`accounts.recent_auth_secs`).
    pub recent_auth: Duration,
    /// Between a user's deletion request and the deletion
    /// (`accounts.deletion_grace_days`); zero deletes at once.
    pub deletion_grace: Duration,
    /// How webhook deliveries are retried (`[webhooks]`).
    pub webhooks: crate::service::webhook_policy::WebhookPolicy,
    /// Whether anyone may register an account (`accounts.registration`).
    pub registration_open: bool,
    /// How the operator console admits operators (`[console]`).
    pub console: crate::service::console_policy::ConsolePolicy,
    /// The language of a request that offers none (`i18n.default_locale`).
    pub default_language: crate::languages::Language,
    /// Who passkeys are registered to; `None` turns passkeys off.
    pub relying_party: Option<crate::service::relying_party::RelyingParty>,
    /// How organizations behave (`[organizations]`).
    pub organizations: crate::service::organization_policy::OrganizationPolicy,
    /// How sign-in by a mailed code behaves (`accounts.sign_in_codes`,
    /// `login.code_minutes`, `login.code_mails_per_hour`).
    pub sign_in_codes: crate::service::sign_in_code_policy::SignInCodePolicy,
}

/// The collaborators the use cases are written against.
pub struct Collaborators {
    /// Storage.
    pub store: Arc<dyn Store + Send + Sync>,
    /// The time source.
    pub clock: Arc<dyn Clock>,
    /// Reads sign-ins' User-Agents.
    pub devices: Arc<dyn DeviceParser>,
    /// Places sign-ins' IP addresses.
    pub locator: Arc<dyn Locator>,
    /// Hears what the use cases issued and decided (metrics).
    pub observer: Arc<dyn Observer>,
    /// Delivers mail to users, off the request path.
    pub mailer: Arc<dyn Mailer>,
    /// The upstream identity providers ([`crate::ports::upstream::NoUpstreams`] for none).
    pub upstreams: Arc<dyn Upstreams>,
    /// The DNS, for organizations' domains ([`crate::ports::dns::NoDns`] for none).
    pub domain_records: Arc<dyn crate::ports::dns::DomainRecords>,
}

impl std::fmt::Debug for Collaborators {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Collaborators").finish_non_exhaustive()
    }
}

/// Why the service could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
    /// The keys could not be made or opened (wrong master key?).
    #[error(transparent)]
    Key(#[from] KeyError),
    /// The passkeys' relying party cannot be made from the public URL.
    #[error(transparent)]
    RelyingParty(#[from] crate::service::relying_party::RelyingPartyError),
    /// The background thread could not be started.
    #[error("starting the background thread: {0}")]
    Thread(#[from] std::io::Error),
}
