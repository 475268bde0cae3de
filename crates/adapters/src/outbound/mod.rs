//! The one HTTP client through which the service calls other servers:
//! upstream providers (discovery, JWKS, token and userinfo calls, GitHub's
//! API), webhook receivers and clients' back-channel logout URIs, and
//! whatever later work calls out to (docs/decisions.md, "Outbound HTTP").
//!
//! It is reqwest's async client, and it runs on one small runtime of its
//! own (one thread, `outbound`, started on the first call): actix runs a
//! single-threaded runtime per worker, and a connection opened on one of
//! them would be driven by that worker alone. Async callers await
//! [`Outbound::send`]; the use cases, which run on blocking threads
//! beside the database, call [`Outbound::send_waiting`], which waits for
//! the answer as they wait for a query.
//!
//! Every call has a connect timeout and a total timeout, reads at most
//! `body_limit` bytes of the answer, never follows a redirect, goes
//! through a proxy only when one is configured (never the environment's
//! `HTTP_PROXY`), and names itself with [`USER_AGENT`]. Where only public
//! destinations are allowed, an IP address in the URL is checked before
//! connecting and a name is resolved by a resolver that keeps only its
//! public addresses, so the check and the connection see the same
//! addresses (no DNS rebinding between them).

use std::net::{SocketAddr, ToSocketAddrs};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use accounts_domain::destinations::{Destinations, is_public};
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use tokio::runtime::{Builder, Runtime};

/// How this service names itself to every server it calls.
pub const USER_AGENT: &str = concat!("accounts-server/", env!("CARGO_PKG_VERSION"));

/// How an [`Outbound`] client behaves.
#[derive(Clone)]
pub struct OutboundSettings {
    /// The longest a connection may take to open.
    pub connect_timeout: Duration,
    /// The longest a whole call may take, answer included.
    pub timeout: Duration,
    /// The most bytes of an answer's body that are read; a longer answer
    /// fails the call.
    pub body_limit: usize,
    /// Which addresses may be called.
    pub destinations: Destinations,
    /// A proxy every call goes through (`http://host:port`); none when
    /// unset, whatever the environment says.
    pub proxy: Option<String>,
}

impl std::fmt::Debug for OutboundSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OutboundSettings")
            .field("connect_timeout", &self.connect_timeout)
            .field("timeout", &self.timeout)
            .field("body_limit", &self.body_limit)
            .field("destinations", &self.destinations)
            // Its user and password are a secret.
            .field("proxy", &self.proxy.as_ref().map(|_| "(set)"))
            .finish()
    }
}

/// Why a call brought no usable answer, in one line (never a secret: the
/// URL's query is not repeated).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OutboundError {
    /// The settings cannot make a client.
    #[error("no outbound HTTP client: {0}")]
    Setup(String),
    /// The destination is not one this client may call.
    #[error("refused: {0}")]
    Refused(String),
    /// No answer came in time.
    #[error("timed out")]
    TimedOut,
    /// No connection, or the answer broke off.
    #[error("{0}")]
    Transport(String),
    /// The answer's body is larger than the client reads.
    #[error("the answer is larger than {0} bytes")]
    TooLarge(usize),
}

/// One call: method, URL, headers and body.
#[derive(Clone)]
pub struct OutboundRequest {
    method: reqwest::Method,
    url: String,
    headers: Vec<(String, String)>,
    body: Option<Vec<u8>>,
    status_only: bool,
}

impl OutboundRequest {
    /// A GET of `url`.
    pub fn get(url: impl Into<String>) -> Self {
        Self {
            method: reqwest::Method::GET,
            url: url.into(),
            headers: Vec::new(),
            body: None,
            status_only: false,
        }
    }

    /// A POST of `body` (of type `content_type`) to `url`.
    pub fn post(url: impl Into<String>, content_type: &str, body: impl Into<Vec<u8>>) -> Self {
        Self {
            method: reqwest::Method::POST,
            url: url.into(),
            headers: vec![("content-type".into(), content_type.to_owned())],
            body: Some(body.into()),
            status_only: false,
        }
    }

    /// A POST of an `application/x-www-form-urlencoded` form.
    pub fn form(url: impl Into<String>, fields: &[(&str, &str)]) -> Self {
        let body = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(fields)
            .finish();
        Self::post(url, "application/x-www-form-urlencoded", body)
    }

    /// Leaves the answer's body unread (an empty [`Answer::body`]): for
    /// callers to whom only the status matters.
    #[must_use]
    pub fn status_only(mut self) -> Self {
        self.status_only = true;
        self
    }

    /// Whether a header of this name was added.
    pub fn has_header(&self, name: &str) -> bool {
        self.headers
            .iter()
            .any(|(n, _)| n.eq_ignore_ascii_case(name))
    }

    /// Adds a header.
    #[must_use]
    pub fn header(mut self, name: &str, value: impl Into<String>) -> Self {
        self.headers.push((name.to_owned(), value.into()));
        self
    }
}

impl std::fmt::Debug for OutboundRequest {
    /// The method, the URL without its query, the headers' names and the
    /// body's length: the rest may be a secret (a client secret, a code, a
    /// bearer token, a token in a webhook URL's query).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let url = self.url.split(['?', '#']).next().unwrap_or_default();
        let headers: Vec<&str> = self.headers.iter().map(|(n, _)| n.as_str()).collect();
        f.debug_struct("OutboundRequest")
            .field("method", &self.method)
            .field("url", &url)
            .field("headers", &headers)
            .field("body_bytes", &self.body.as_ref().map(Vec::len))
            .field("status_only", &self.status_only)
            .finish()
    }
}

/// An answer: its status, its content type and its body (at most the
/// client's `body_limit` bytes).
#[derive(Clone, PartialEq, Eq)]
pub struct Answer {
    /// The HTTP status.
    pub status: u16,
    /// The `Content-Type` header, if any.
    pub content_type: Option<String>,
    /// The body.
    pub body: Vec<u8>,
}

impl Answer {
    /// Whether the status is 2xx.
    pub fn is_success(&self) -> bool {
        (200..300).contains(&self.status)
    }
}

impl std::fmt::Debug for Answer {
    /// The status, the type and the body's length: a token answer's body
    /// is a secret.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Answer")
            .field("status", &self.status)
            .field("content_type", &self.content_type)
            .field("body_bytes", &self.body.len())
            .finish()
    }
}

/// The client; cheap to clone (clones share connections).
#[derive(Clone)]
pub struct Outbound {
    settings: Arc<OutboundSettings>,
    /// reqwest's client, made on the first call: its TLS roots cost
    /// memory that an instance calling nobody need not spend.
    client: Arc<OnceLock<Result<reqwest::Client, OutboundError>>>,
}

impl std::fmt::Debug for Outbound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Outbound")
            .field("settings", &self.settings)
            .finish_non_exhaustive()
    }
}

impl Outbound {
    /// A client with `settings`. A proxy is refused where only public
    /// destinations are allowed: it would resolve names itself, past the
    /// resolver's check.
    pub fn new(settings: &OutboundSettings) -> Result<Self, OutboundError> {
        if settings.proxy.is_some() && settings.destinations == Destinations::PublicOnly {
            return Err(OutboundError::Setup(
                "a proxy cannot be used where only public addresses may be called".into(),
            ));
        }
        if let Some(proxy) = &settings.proxy {
            proxy_of(proxy)?;
        }
        Ok(Self {
            settings: Arc::new(settings.clone()),
            client: Arc::default(),
        })
    }

    /// reqwest's client, made now if this is the first call.
    fn client(&self) -> Result<reqwest::Client, OutboundError> {
        self.client.get_or_init(|| build(&self.settings)).clone()
    }

    /// Sends `request` and reads its answer, on the outbound runtime.
    pub async fn send(&self, request: OutboundRequest) -> Result<Answer, OutboundError> {
        let call = self.call(request);
        runtime()?
            .spawn(call)
            .await
            .map_err(|e| OutboundError::Transport(format!("the call was lost: {e}")))?
    }

    /// Sends `request` and waits for its answer: for callers on a thread
    /// that runs no async task (actix's blocking pool, the webhook
    /// sender's thread), never inside an async task.
    pub fn send_waiting(&self, request: OutboundRequest) -> Result<Answer, OutboundError> {
        let (answered, answer) = std::sync::mpsc::sync_channel(1);
        let call = self.call(request);
        runtime()?.spawn(async move {
            // The waiter may be gone (its thread ended): nothing to tell.
            let _ = answered.send(call.await);
        });
        answer
            .recv()
            .map_err(|_| OutboundError::Transport("the call was lost".into()))?
    }

    /// The call itself, to be run on the outbound runtime.
    fn call(
        &self,
        request: OutboundRequest,
    ) -> impl Future<Output = Result<Answer, OutboundError>> + Send + 'static {
        let client = self.client();
        let (destinations, limit) = (self.settings.destinations, self.settings.body_limit);
        async move {
            let client = client?;
            check_literal(destinations, &request.url)?;
            let mut builder = client.request(request.method, &request.url);
            for (name, value) in &request.headers {
                builder = builder.header(name.as_str(), value.as_str());
            }
            if let Some(body) = request.body {
                builder = builder.body(body);
            }
            let mut response = builder.send().await.map_err(|e| failure(&e))?;
            let status = response.status().as_u16();
            let content_type = response
                .headers()
                .get(reqwest::header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned);
            if request.status_only {
                return Ok(Answer {
                    status,
                    content_type,
                    body: Vec::new(),
                });
            }
            if response
                .content_length()
                .is_some_and(|length| length > limit as u64)
            {
                return Err(OutboundError::TooLarge(limit));
            }
            let mut body = Vec::new();
            while let Some(chunk) = response.chunk().await.map_err(|e| failure(&e))? {
                if body.len() + chunk.len() > limit {
                    return Err(OutboundError::TooLarge(limit));
                }
                body.extend_from_slice(&chunk);
            }
            Ok(Answer {
                status,
                content_type,
                body,
            })
        }
    }
}

/// reqwest's client for `settings` (checked by [`Outbound::new`]).
fn build(settings: &OutboundSettings) -> Result<reqwest::Client, OutboundError> {
    let mut builder = reqwest::Client::builder()
        .connect_timeout(settings.connect_timeout)
        .timeout(settings.timeout)
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(USER_AGENT)
        .no_proxy();
    match (&settings.proxy, settings.destinations) {
        (Some(proxy), _) => builder = builder.proxy(proxy_of(proxy)?),
        (None, Destinations::PublicOnly) => {
            builder = builder.dns_resolver(Arc::new(PublicAddressesOnly));
        }
        (None, Destinations::Any) => {}
    }
    builder
        .build()
        .map_err(|e| OutboundError::Setup(e.to_string()))
}

/// The proxy `url` names (never repeated in the error: it may hold a
/// password).
fn proxy_of(url: &str) -> Result<reqwest::Proxy, OutboundError> {
    reqwest::Proxy::all(url).map_err(|_| OutboundError::Setup("the proxy is not a URL".into()))
}

/// The runtime every call runs on: one thread, made on the first call (an
/// instance that calls nobody starts none).
fn runtime() -> Result<&'static Runtime, OutboundError> {
    static RUNTIME: OnceLock<Result<Runtime, String>> = OnceLock::new();
    RUNTIME
        .get_or_init(|| {
            Builder::new_multi_thread()
                .worker_threads(1)
                .thread_name("outbound")
                .enable_all()
                .build()
                .map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(|e| OutboundError::Setup(format!("no outbound runtime: {e}")))
}

/// Refuses a URL whose host is an IP address outside `destinations`
/// (names are the resolver's to check).
fn check_literal(destinations: Destinations, url: &str) -> Result<(), OutboundError> {
    let parsed =
        url::Url::parse(url).map_err(|e| OutboundError::Refused(format!("not a URL: {e}")))?;
    let ip = match parsed.host() {
        Some(url::Host::Ipv4(ip)) => ip.into(),
        Some(url::Host::Ipv6(ip)) => ip.into(),
        _ => return Ok(()),
    };
    if destinations.allow(ip) {
        Ok(())
    } else {
        Err(OutboundError::Refused(format!(
            "{ip} is not a public address (webhooks.allow_private_addresses)"
        )))
    }
}

/// Resolves names with the system's resolver and keeps their public
/// addresses; a name with none fails, and the call with it.
#[derive(Debug)]
struct PublicAddressesOnly;

impl Resolve for PublicAddressesOnly {
    fn resolve(&self, name: Name) -> Resolving {
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let looked_up = host.clone();
            let found: Vec<SocketAddr> = tokio::task::spawn_blocking(move || {
                (looked_up.as_str(), 0)
                    .to_socket_addrs()
                    .map(Iterator::collect)
            })
            .await??;
            let public: Vec<SocketAddr> = found.into_iter().filter(|a| is_public(a.ip())).collect();
            if public.is_empty() {
                return Err(format!(
                    "refused: {host} resolves to no public address (webhooks.allow_private_addresses)"
                )
                .into());
            }
            Ok(Box::new(public.into_iter()) as Addrs)
        })
    }
}

/// Why a call failed, in one line: the innermost cause.
fn failure(error: &reqwest::Error) -> OutboundError {
    if error.is_timeout() {
        return OutboundError::TimedOut;
    }
    let mut cause: &dyn std::error::Error = error;
    while let Some(source) = cause.source() {
        cause = source;
    }
    if error.is_connect() {
        OutboundError::Transport(format!("could not connect: {cause}"))
    } else {
        OutboundError::Transport(cause.to_string())
    }
}

#[cfg(test)]
mod tests;
