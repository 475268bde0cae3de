//! Wiring and starting the service: `Application::build` connects storage,
//! starts the adapters (mail, GeoIP, User-Agent rules, Prometheus) and the
//! account service on them, and hands it to the HTTP face on a bound
//! listener (port 0 works, for tests); `run_until_stopped` serves.

use std::net::TcpListener;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use accounts_adapters::geoip::GeoDb;
use accounts_adapters::prometheus::Metrics;
use accounts_adapters::upstream::{AppleKey, ProviderConfig, ProviderKind, Providers};
use accounts_adapters::user_agent::UserAgents;
use accounts_domain::clock::Clock;
use accounts_domain::origin::{Locator, Nowhere};
use accounts_http::bell::SignalBell;
use accounts_http::common::csrf::Csrf;
use accounts_http::server::{HttpServers, ServerOptions};
use accounts_http::state::AppState;
use accounts_service::accounts::{Accounts, AccountsConfig, Collaborators};
use accounts_service::mail::{Mailer, NoMail};
use accounts_service::observe::{Observer, RequestMetrics, Unobserved};
use accounts_storage::{ChangeListener, Database, Notice, SECURITY_EVENTS_CHANNEL};
use actix_web::dev::ServerHandle;

use crate::config::{AppConfig, MetricsListener, UpstreamSetup};
use crate::signal_sender::SignalSender;
use crate::webhook_sender::WebhookSender;

/// Why the application could not start; each names the step that failed.
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    /// The listen address could not be bound.
    #[error("binding {address}: {source}")]
    Bind {
        /// The address.
        address: String,
        /// Why.
        source: std::io::Error,
    },
    /// The database could not be reached or migrated.
    #[error("preparing the database: {0}")]
    Database(String),
    /// The GeoIP database could not be opened.
    #[error("invalid configuration: geo.mmdb_path: cannot open {path}: {reason}")]
    Geo {
        /// The file.
        path: String,
        /// Why.
        reason: String,
    },
    /// The mail sender could not start.
    #[error("{0}")]
    Mail(String),
    /// An upstream provider's key could not be read.
    #[error("upstream {id:?}: {reason}")]
    Upstream {
        /// The provider's id.
        id: String,
        /// Why.
        reason: String,
    },
    /// The signing keys or caches could not be loaded.
    #[error("loading signing keys and caches: {0}")]
    Accounts(#[from] accounts_service::accounts::StartError),
    /// A thread or the server could not be started.
    #[error("starting {what}: {source}")]
    Io {
        /// What.
        what: &'static str,
        /// Why.
        source: std::io::Error,
    },
}

/// A built, bound, not yet running service.
pub struct Application {
    servers: HttpServers,
    state: Arc<AppState>,
    _refresher: Refresher,
    _webhooks: WebhookSender,
    _signals: SignalSender,
}

impl std::fmt::Debug for Application {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Application")
            .field("port", &self.servers.port())
            .finish_non_exhaustive()
    }
}

impl Application {
    /// Connects storage, applies migrations, starts the account service,
    /// binds the listener. Must run inside an actix system (the server
    /// starts its workers here).
    pub fn build(config: &AppConfig, clock: Arc<dyn Clock>) -> Result<Self, StartupError> {
        let listener = bind(config.bind)?;
        Self::build_on(config, clock, listener)
    }

    /// [`Application::build`] on a listener bound beforehand, for callers
    /// that must know the port before the configuration is final (tests
    /// whose issuer is the server's own address).
    pub fn build_on(
        config: &AppConfig,
        clock: Arc<dyn Clock>,
        listener: TcpListener,
    ) -> Result<Self, StartupError> {
        let metrics = (config.metrics != MetricsListener::Off)
            .then(Metrics::new)
            .transpose()
            .map_err(|e| StartupError::Io {
                what: "the metrics registry",
                source: std::io::Error::other(e.to_string()),
            })?
            .map(Arc::new);
        let observer: Arc<dyn Observer> = match &metrics {
            Some(metrics) => Arc::clone(metrics) as Arc<dyn Observer>,
            None => Arc::new(Unobserved),
        };
        let accounts = Arc::new(start_observed_accounts(config, clock, observer)?);
        // Only a PostgreSQL database has notices to listen to; its
        // security events' notices ring the bell (on the same connection),
        // and SQLite's waiters look again shortly instead.
        let notices = ChangeListener::for_url(&config.database_url)
            .and(ChangeListener::for_url(&config.listen_url));
        let ssf_bell = Arc::new(SignalBell::new(if notices.is_some() {
            Duration::from_secs(1)
        } else {
            Duration::from_millis(25)
        }));
        let notices = notices.map(|listener| {
            let bell = Arc::clone(&ssf_bell);
            listener.with_bell(SECURITY_EVENTS_CHANNEL, move || bell.ring())
        });
        let state = Arc::new(AppState {
            accounts: Arc::clone(&accounts),
            trusted_proxies: config.trusted_proxies.clone(),
            admin_key: config.admin_key,
            import_max_bytes: config.import_max_bytes,
            csrf: Csrf::new(config.master_key.derive("csrf"), &config.issuer),
            metrics: metrics.map(|m| m as Arc<dyn RequestMetrics>),
            settings: Arc::new(config.effective.clone()),
            ssf_bell: Arc::clone(&ssf_bell),
        });
        let refresher =
            Refresher::start(accounts, config.cache_refresh, notices).map_err(|source| {
                StartupError::Io {
                    what: "the cache refresher",
                    source,
                }
            })?;
        let webhooks = WebhookSender::start(
            Arc::clone(&state.accounts),
            &config.webhooks,
            config.webhook_poll,
            config.outbound_proxy.clone(),
        )
        .map_err(|source| StartupError::Io {
            what: "the webhook sender",
            source,
        })?;
        let signals = SignalSender::start(
            Arc::clone(&state.accounts),
            ssf_bell,
            &config.webhooks,
            config.outbound_proxy.clone(),
        )
        .map_err(|source| StartupError::Io {
            what: "the Shared Signals sender",
            source,
        })?;
        let metrics_listener = match config.metrics {
            MetricsListener::Own(address) => Some(bind(address)?),
            MetricsListener::Main | MetricsListener::Off => None,
        };
        let options = ServerOptions {
            workers: config.workers,
            body_limit: config.body_limit,
            admin_enabled: config.admin_key.is_some(),
            metrics_on_main: config.metrics == MetricsListener::Main,
        };
        let servers = HttpServers::start(Arc::clone(&state), listener, metrics_listener, options)
            .map_err(|source| StartupError::Io {
            what: "the HTTP server",
            source,
        })?;
        Ok(Self {
            servers,
            state,
            _refresher: refresher,
            _webhooks: webhooks,
            _signals: signals,
        })
    }

    /// The port actually bound.
    pub fn port(&self) -> u16 {
        self.servers.port()
    }

    /// A handle to stop the server.
    pub fn handle(&self) -> ServerHandle {
        self.servers.handle()
    }

    /// The shared state (tests reach the use cases through it).
    pub fn state(&self) -> Arc<AppState> {
        Arc::clone(&self.state)
    }

    /// The metrics listener's port, when `metrics.bind` gave it one.
    pub fn metrics_port(&self) -> Option<u16> {
        self.servers.metrics_port()
    }

    /// Serves until the server is stopped (signal or handle); the metrics
    /// listener stops with it.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.servers.run_until_stopped().await
    }
}

fn bind(address: std::net::SocketAddr) -> Result<TcpListener, StartupError> {
    TcpListener::bind(address).map_err(|source| StartupError::Bind {
        address: address.to_string(),
        source,
    })
}

/// Connects and migrates the database and starts the account service on
/// it with the User-Agent parser and, when configured, the GeoIP database;
/// nothing observes it (the CLI).
pub fn start_accounts(config: &AppConfig, clock: Arc<dyn Clock>) -> Result<Accounts, StartupError> {
    start_observed_accounts(config, clock, Arc::new(Unobserved))
}

/// [`start_accounts`] with the use cases reporting to `observer` (the
/// server's metrics).
pub fn start_observed_accounts(
    config: &AppConfig,
    clock: Arc<dyn Clock>,
    observer: Arc<dyn Observer>,
) -> Result<Accounts, StartupError> {
    let db = Database::connect(&config.database_url, config.database)
        .map_err(|e| StartupError::Database(e.to_string()))?;
    let applied = db
        .migrate()
        .map_err(|e| StartupError::Database(format!("applying migrations: {e}")))?;
    if applied > 0 {
        log::info!("applied {applied} migration(s)");
    }
    let locator: Arc<dyn Locator> = match &config.geo_path {
        None => Arc::new(Nowhere),
        Some(path) => Arc::new(GeoDb::open(path).map_err(|e| StartupError::Geo {
            path: path.display().to_string(),
            reason: e.to_string(),
        })?),
    };
    let devices = UserAgents::start().map_err(|source| StartupError::Io {
        what: "the User-Agent parser",
        source,
    })?;
    let mailer: Arc<dyn Mailer> =
        match accounts_adapters::mail::start(&config.mail, Arc::clone(&observer))
            .map_err(|e| StartupError::Mail(e.to_string()))?
        {
            Some(sender) => Arc::new(sender),
            None => Arc::new(NoMail),
        };
    let upstreams = upstream_providers(
        &config.upstreams,
        config.outbound_proxy.clone(),
        config.webhooks.destinations,
    )?;
    Ok(Accounts::start(
        Collaborators {
            store: Arc::new(db),
            clock,
            devices: Arc::new(devices),
            locator,
            observer,
            mailer,
            upstreams: Arc::new(upstreams),
            domain_records: domain_records(config.dns_resolver),
        },
        AccountsConfig {
            issuer: config.issuer.clone(),
            lifetimes: config.lifetimes,
            id_alg: config.id_alg,
            access_signing: config.access_signing,
            master_key: config.master_key.clone(),
            login_max_failures: config.login_max_failures,
            login_lockout: config.login_lockout,
            hash_concurrency: config.hash_concurrency,
            hash_wait: config.hash_wait,
            touch_interval: config.touch_interval,
            audit_retention: config.audit_retention,
            recent_auth: config.recent_auth,
            deletion_grace: config.deletion_grace,
            webhooks: config.webhooks,
            registration_open: config.registration_open,
            default_language: config.default_language,
            console: config.console,
            relying_party: config.relying_party.clone(),
            organizations: config.organizations.clone(),
            sign_in_codes: config.sign_in_codes,
        },
    )?)
}

/// The DNS organizations' domains are verified with: the configured
/// server, or the system's; without a readable `/etc/resolv.conf` the
/// service still starts, and verifying a domain says the lookup failed.
fn domain_records(
    resolver: Option<std::net::SocketAddr>,
) -> Arc<dyn accounts_service::ports::dns::DomainRecords> {
    match accounts_adapters::dns::HickoryTxt::new(resolver) {
        Ok(dns) => Arc::new(dns),
        Err(e) => {
            log::warn!("no DNS resolver for domain verification: {e}");
            Arc::new(accounts_service::ports::dns::NoDns)
        }
    }
}

/// The configured upstream providers, with Apple's keys read from their
/// files.
fn upstream_providers(
    setups: &[UpstreamSetup],
    proxy: Option<String>,
    organization_destinations: accounts_domain::destinations::Destinations,
) -> Result<Providers, StartupError> {
    let mut configs = Vec::new();
    for setup in setups {
        let apple = match &setup.apple {
            None => None,
            Some((team, key_id, file)) => {
                let failed = |reason: String| StartupError::Upstream {
                    id: setup.id.clone(),
                    reason,
                };
                let pem = std::fs::read(file).map_err(|e| {
                    failed(format!("apple_private_key_file {}: {e}", file.display()))
                })?;
                Some(
                    AppleKey::new(team, key_id, &pem)
                        .map_err(|e| failed(format!("apple_private_key_file: {e}")))?,
                )
            }
        };
        configs.push(ProviderConfig {
            id: setup.id.clone(),
            name: setup.name.clone(),
            kind: match &setup.oidc_issuer {
                Some(issuer) => ProviderKind::Oidc {
                    issuer: issuer.clone(),
                },
                None => ProviderKind::Github {
                    base_url: setup.github_base_url.clone(),
                },
            },
            client_id: setup.client_id.clone(),
            client_secret: setup.client_secret.clone(),
            scopes: setup.scopes.clone(),
            trust_email_verified: setup.trust_email_verified,
            allowed_email_domains: setup.allowed_email_domains.clone(),
            native_audiences: setup.native_audiences.clone(),
            apple,
        });
    }
    Ok(Providers::with_organizations(
        configs,
        proxy,
        organization_destinations,
    ))
}

/// Keeps this instance's caches current on its own thread until dropped:
/// on PostgreSQL at once when a change notice arrives (and everything
/// again after the listening connection was lost), and in any case every
/// `interval`, the safety net (docs/decisions.md, "Caches and several
/// instances").
#[derive(Debug)]
pub struct Refresher {
    stop: Arc<AtomicBool>,
}

impl Refresher {
    /// Starts the thread; `listener` is `None` on SQLite.
    pub fn start(
        accounts: Arc<Accounts>,
        interval: Duration,
        mut listener: Option<ChangeListener>,
    ) -> std::io::Result<Self> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        std::thread::Builder::new()
            .name("cache-refresh".into())
            .spawn(move || {
                while !flag.load(Ordering::Relaxed) {
                    let refreshed = match listener.as_mut().map(|l| l.wait(interval)) {
                        None => {
                            std::thread::sleep(interval);
                            accounts.sync_caches()
                        }
                        Some(Ok(Notice::Changed | Notice::Quiet)) => accounts.sync_caches(),
                        Some(Ok(Notice::Reconnected)) => accounts.resync_caches(),
                        Some(Err(e)) => {
                            log::warn!("change notices lost, polling until they are back: {e}");
                            std::thread::sleep(interval.min(Duration::from_secs(1)));
                            accounts.sync_caches()
                        }
                    };
                    if let Err(e) = refreshed {
                        log::warn!("cache refresh failed: {e}");
                    }
                }
            })?;
        Ok(Self { stop })
    }
}

impl Drop for Refresher {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
