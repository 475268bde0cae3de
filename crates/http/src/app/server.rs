//! Running the HTTP face: the actix-web server on a bound listener (port 0
//! works, for tests) with its request log and request counting, and the
//! metrics listener's server when there is one. Wiring the service behind
//! it (storage, adapters) is the binary's.

use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::{Server, ServerHandle};
use actix_web::middleware::Logger;
use actix_web::{App, HttpServer, web};

use crate::app::routes;
use crate::common::state::AppState;

/// How the HTTP face serves, besides what [`AppState`] holds.
#[derive(Debug, Clone, Copy)]
pub struct ServerOptions {
    /// Worker threads.
    pub workers: usize,
    /// The largest request body.
    pub body_limit: usize,
    /// Whether the admin API is routed (it has a key).
    pub admin_enabled: bool,
    /// Whether `/metrics` is on the main listener (dev mode without
    /// `metrics.bind`).
    pub metrics_on_main: bool,
}

/// The bound, not yet running servers: the main one and, with
/// `metrics.bind`, the metrics listener's.
pub struct HttpServers {
    port: u16,
    server: Server,
    metrics: Option<(Server, u16)>,
}

impl std::fmt::Debug for HttpServers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HttpServers")
            .field("port", &self.port)
            .finish_non_exhaustive()
    }
}

/// One log line per request: method, path (no query string), status and
/// latency. Never headers or bodies, so no token or secret can be logged;
/// the one path that carries a secret, an invitation's link, is logged
/// with its token masked.
fn request_logger() -> Logger {
    // Health checks come every few seconds from every load balancer: not
    // a line each.
    Logger::new("%{method}xi %{path}xi %s %Dms")
        .custom_request_replace("method", |req| req.method().to_string())
        .custom_request_replace("path", |req| logged_path(req.path()))
        .exclude(crate::paths::HEALTH_ALIVE)
        .exclude(crate::paths::HEALTH_READY)
        .exclude(crate::paths::METRICS)
}

/// The path as the request log writes it: an invitation's token replaced
/// by `…` (it is a bearer of the invitation until it is used).
fn logged_path(path: &str) -> String {
    const INVITATIONS: &str = "/accounts/invitations/";
    match path.strip_prefix(INVITATIONS) {
        Some(token) if !token.is_empty() => format!("{INVITATIONS}…"),
        _ => path.to_owned(),
    }
}

impl HttpServers {
    /// Starts the servers' workers for `state` on `listener` (and
    /// `metrics_listener`). Must run inside an actix system.
    pub fn start(
        state: Arc<AppState>,
        listener: TcpListener,
        metrics_listener: Option<TcpListener>,
        options: ServerOptions,
    ) -> std::io::Result<Self> {
        let port = listener.local_addr()?.port();
        let data = web::Data::from(state);
        let metrics = match metrics_listener {
            Some(listener) => Some(metrics_server(listener, &data)?),
            None => None,
        };
        let record = crate::operations::metrics::RecordRequests(data.metrics.clone());
        let ServerOptions {
            workers,
            body_limit,
            admin_enabled,
            metrics_on_main,
        } = options;
        let server = HttpServer::new(move || {
            App::new()
                .wrap(record.clone())
                .wrap(request_logger())
                .wrap(actix_web::middleware::from_fn(
                    crate::common::language::speak,
                ))
                .app_data(data.clone())
                .configure(|cfg| routes::configure(cfg, body_limit, admin_enabled, metrics_on_main))
        })
        .workers(workers)
        .listen(listener)?
        .run();
        Ok(Self {
            port,
            server,
            metrics,
        })
    }

    /// The main listener's port.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The metrics listener's port, when there is one.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics.as_ref().map(|(_, port)| *port)
    }

    /// A handle to stop the main server (the metrics listener follows).
    pub fn handle(&self) -> ServerHandle {
        self.server.handle()
    }

    /// Serves until the main server is stopped (signal or handle); the
    /// metrics listener stops with it.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let Some((metrics, _)) = self.metrics else {
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
    listener: TcpListener,
    data: &web::Data<AppState>,
) -> std::io::Result<(Server, u16)> {
    let port = listener.local_addr()?.port();
    let data = data.clone();
    let server = HttpServer::new(move || {
        App::new()
            .app_data(data.clone())
            .configure(routes::configure_metrics_listener)
    })
    .workers(1)
    .listen(listener)?
    .run();
    Ok((server, port))
}

#[cfg(test)]
mod tests {
    use super::logged_path;

    #[test]
    fn an_invitations_token_never_reaches_the_log() {
        assert_eq!(
            logged_path("/accounts/invitations/abcDEF123_-"),
            "/accounts/invitations/…"
        );
        assert_eq!(
            logged_path("/accounts/oauth2/v1/token"),
            "/accounts/oauth2/v1/token"
        );
        assert_eq!(
            logged_path("/accounts/invitations/"),
            "/accounts/invitations/"
        );
    }
}
