//! Wiring and running the HTTP server: `Application::build` connects
//! storage, starts the account service, binds the listener (port 0 works,
//! for tests), and `run_until_stopped` serves.

use std::net::TcpListener;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use accounts_domain::clock::Clock;
use accounts_domain::origin::{Locator, Nowhere};
use accounts_service::accounts::{Accounts, AccountsConfig, Collaborators};
use accounts_service::mail::{Mailer, NoMail};
use accounts_service::observe::{Observer, Unobserved};
use accounts_storage::Database;
use actix_web::dev::{Server, ServerHandle};
use actix_web::middleware::Logger;
use actix_web::{App, HttpServer, web};

use crate::config::{AppConfig, MetricsListener};
use crate::csrf::Csrf;
use crate::geoip::GeoDb;
use crate::metrics::Metrics;
use crate::routes;
use crate::state::AppState;
use crate::user_agent::UserAgents;

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

/// A built, bound, not yet running server.
pub struct Application {
    port: u16,
    server: Server,
    /// The metrics listener's server and port (`metrics.bind`).
    metrics_server: Option<(Server, u16)>,
    state: Arc<AppState>,
    _refresher: Refresher,
}

impl std::fmt::Debug for Application {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Application")
            .field("port", &self.port)
            .finish_non_exhaustive()
    }
}

/// One log line per request: method, path (no query string), status and
/// latency. Never headers or bodies, so no token or secret can be logged.
fn request_logger() -> Logger {
    // Health checks come every few seconds from every load balancer: not
    // a line each.
    Logger::new("%{method}xi %U %s %Dms")
        .custom_request_replace("method", |req| req.method().to_string())
        .exclude(crate::paths::HEALTH_ALIVE)
        .exclude(crate::paths::HEALTH_READY)
        .exclude(crate::paths::METRICS)
}

impl Application {
    /// Connects storage, applies migrations, starts the account service,
    /// binds the listener. Must run inside an actix system (the server
    /// starts its workers here).
    pub fn build(config: &AppConfig, clock: Arc<dyn Clock>) -> Result<Self, StartupError> {
        let listener = TcpListener::bind(config.bind).map_err(|source| StartupError::Bind {
            address: config.bind.to_string(),
            source,
        })?;
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
        let state = Arc::new(AppState {
            accounts: Arc::clone(&accounts),
            trusted_proxies: config.trusted_proxies.clone(),
            admin_key: config.admin_key,
            csrf: Csrf::new(config.master_key.derive("csrf"), &config.issuer),
            openapi: crate::openapi::document(),
            metrics,
        });
        let refresher = Refresher::start(accounts, config.cache_refresh).map_err(|source| {
            StartupError::Io {
                what: "the cache refresher",
                source,
            }
        })?;
        let port = listener
            .local_addr()
            .map_err(|source| StartupError::Io {
                what: "reading the bound port",
                source,
            })?
            .port();
        let data = web::Data::from(Arc::clone(&state));
        let body_limit = config.body_limit;
        let admin_enabled = config.admin_key.is_some();
        let metrics_on_main = config.metrics == MetricsListener::Main;
        let record = crate::metrics::RecordRequests(state.metrics.clone());
        let metrics_server = match config.metrics {
            MetricsListener::Own(address) => Some(metrics_server(address, &data)?),
            MetricsListener::Main | MetricsListener::Off => None,
        };
        let server = HttpServer::new(move || {
            App::new()
                .wrap(record.clone())
                .wrap(request_logger())
                .app_data(data.clone())
                .configure(|cfg| routes::configure(cfg, body_limit, admin_enabled, metrics_on_main))
        })
        .workers(config.workers)
        .listen(listener)
        .map_err(|source| StartupError::Io {
            what: "the HTTP server",
            source,
        })?
        .run();
        Ok(Self {
            port,
            server,
            metrics_server,
            state,
            _refresher: refresher,
        })
    }

    /// The port actually bound.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// A handle to stop the server.
    pub fn handle(&self) -> ServerHandle {
        self.server.handle()
    }

    /// The shared state (tests reach the use cases through it).
    pub fn state(&self) -> Arc<AppState> {
        Arc::clone(&self.state)
    }

    /// The metrics listener's port, when `metrics.bind` gave it one.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics_server.as_ref().map(|(_, port)| *port)
    }

    /// Serves until the server is stopped (signal or handle); the metrics
    /// listener stops with it.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let Some((metrics, _)) = self.metrics_server else {
            return self.server.await;
        };
        let metrics_handle = metrics.handle();
        let metrics_task = actix_web::rt::spawn(metrics);
        let served = self.server.await;
        metrics_handle.stop(true).await;
        let _ = metrics_task.await;
        served
    }
}

/// The server of the metrics listener: `/metrics` alone, not logged or
/// counted, on one worker.
fn metrics_server(
    address: std::net::SocketAddr,
    data: &web::Data<AppState>,
) -> Result<(Server, u16), StartupError> {
    let listener = TcpListener::bind(address).map_err(|source| StartupError::Bind {
        address: address.to_string(),
        source,
    })?;
    let port = listener
        .local_addr()
        .map_err(|source| StartupError::Io {
            what: "reading the metrics port",
            source,
        })?
        .port();
    let data = data.clone();
    let server = HttpServer::new(move || {
        App::new()
            .app_data(data.clone())
            .configure(routes::configure_metrics_listener)
    })
    .workers(1)
    .listen(listener)
    .map_err(|source| StartupError::Io {
        what: "the metrics listener",
        source,
    })?
    .run();
    Ok((server, port))
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
        match crate::mail_sender::start(&config.mail, Arc::clone(&observer))
            .map_err(|e| StartupError::Mail(e.to_string()))?
        {
            Some(sender) => Arc::new(sender),
            None => Arc::new(NoMail),
        };
    Ok(Accounts::start(
        Collaborators {
            store: Arc::new(db),
            clock,
            devices: Arc::new(devices),
            locator,
            observer,
            mailer,
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
            registration_open: config.registration_open,
        },
    )?)
}

/// Runs [`Accounts::refresh`] every `interval` on its own thread until dropped.
#[derive(Debug)]
pub struct Refresher {
    stop: Arc<AtomicBool>,
}

impl Refresher {
    /// Starts the thread.
    pub fn start(accounts: Arc<Accounts>, interval: Duration) -> std::io::Result<Self> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        std::thread::Builder::new()
            .name("cache-refresh".into())
            .spawn(move || {
                while !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(interval);
                    if let Err(e) = accounts.refresh() {
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
