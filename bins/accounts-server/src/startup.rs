//! Building and running the HTTP server: `Application::build` binds the
//! listener (port 0 works, for tests) and `run_until_stopped` serves.

use std::net::TcpListener;
use std::sync::Arc;

use accounts_domain::clock::Clock;
use accounts_storage::Database;
use actix_web::dev::{Server, ServerHandle};
use actix_web::middleware::Logger;
use actix_web::{App, HttpServer, web};
use anyhow::Context;

use crate::routes;
use crate::settings::Resolved;
use crate::state::{AppState, Refresher};

/// A built, bound, not yet running server.
pub struct Application {
    port: u16,
    server: Server,
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
    Logger::new("%{method}xi %U %s %Dms")
        .custom_request_replace("method", |req| req.method().to_string())
}

impl Application {
    /// Connects storage, applies migrations, loads keys and caches, binds
    /// the listener. Must run inside an actix system (the server starts its
    /// workers here).
    pub fn build(config: &Resolved, clock: Arc<dyn Clock>) -> anyhow::Result<Self> {
        let listener =
            TcpListener::bind(config.bind).with_context(|| format!("binding {}", config.bind))?;
        Self::build_on(config, clock, listener)
    }

    /// [`Application::build`] on a listener bound beforehand, for callers
    /// that must know the port before the configuration is final (tests
    /// whose issuer is the server's own address).
    pub fn build_on(
        config: &Resolved,
        clock: Arc<dyn Clock>,
        listener: TcpListener,
    ) -> anyhow::Result<Self> {
        let db = Database::connect(&config.database_url, config.database)
            .context("connecting to the database")?;
        let applied = db.migrate().context("applying database migrations")?;
        if applied > 0 {
            log::info!("applied {applied} migration(s)");
        }
        let state = Arc::new(
            AppState::build(db, clock, config).context("loading signing keys and caches")?,
        );
        let refresher = Refresher::start(Arc::clone(&state), config.cache_refresh)
            .context("starting the cache refresher")?;
        let port = listener
            .local_addr()
            .context("reading the bound port")?
            .port();
        let data = web::Data::from(Arc::clone(&state));
        let body_limit = config.body_limit;
        let admin_enabled = config.admin_key.is_some();
        let server = HttpServer::new(move || {
            App::new()
                .wrap(request_logger())
                .app_data(data.clone())
                .configure(|cfg| routes::configure(cfg, body_limit, admin_enabled))
        })
        .workers(config.workers)
        .listen(listener)
        .context("starting the HTTP server")?
        .run();
        Ok(Self {
            port,
            server,
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

    /// The shared state (tests reach storage and caches through it).
    pub fn state(&self) -> Arc<AppState> {
        Arc::clone(&self.state)
    }

    /// Serves until the server is stopped (signal or handle).
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}
