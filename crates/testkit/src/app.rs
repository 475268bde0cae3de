//! The HTTP test client: `spawn_app` runs the real application (the
//! `accounts-http` library) on 127.0.0.1:0 in its own actix system on a
//! thread; typed helpers send requests and write fixtures through the
//! storage layer.

// Test support: a panic is a failing test, and the helpers are documented
// by their names and the tests that read them.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    missing_docs,
    missing_debug_implementations
)]

use std::sync::Arc;
use std::sync::mpsc;
use std::thread::JoinHandle;

use accounts_domain::addresses::{Email, PackageName, RedirectUri};
use accounts_domain::claims::IdTokenClaims;
use accounts_domain::clock::ManualClock;
use accounts_domain::ids::{ClientId, GrantId, SessionId, UserId};
use accounts_domain::keys::MasterKey;
use accounts_domain::pkce::CodeChallenge;
use accounts_domain::records::{AuthorizationCodeRecord, ClientRecord, SessionRecord, UserRecord};
use accounts_domain::repository::Store;
use accounts_domain::repository::{
    AuthorizationCodeRepository, ClientRepository, SessionRepository, UserRepository,
};
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::{PasswordHash, PlainSecret};
use accounts_http::state::AppState;
use accounts_server::config::{Mode, Settings};
use accounts_server::startup::Application;
use accounts_service::passwords::Password;
use actix_web::dev::ServerHandle;
use serde_json::Value;
use time::macros::datetime;
use time::{Duration, OffsetDateTime};

pub const NOW: OffsetDateTime = datetime!(2026-11-21 17:04:05 UTC);
pub const ISSUER: &str = "https://accounts.test";
pub const REDIRECT_URI: &str = "https://app.example.com/callback";
/// The admin key every test app has (unless a test removes it).
pub const ADMIN_KEY: &str = "admin-key-0123456789-abcdefghijklmnop";

#[derive(Debug, Clone, Copy)]
pub enum Backend {
    Sqlite,
    Postgres,
}

pub struct TestApp {
    pub base: String,
    /// The metrics listener's base URL (`metrics.bind`), when it has one.
    pub metrics_base: Option<String>,
    pub http: reqwest::blocking::Client,
    pub state: Arc<AppState>,
    pub clock: Arc<ManualClock>,
    pub database_url: String,
    pub master_key: MasterKey,
    handle: ServerHandle,
    thread: Option<JoinHandle<()>>,
    guard: Box<dyn std::any::Any + Send + Sync>,
}

pub fn spawn_app(backend: Backend) -> TestApp {
    spawn_app_with(backend, |_| {})
}

/// `spawn_app` with settings changed by `adjust`.
pub fn spawn_app_with(backend: Backend, adjust: impl FnOnce(&mut Settings)) -> TestApp {
    spawn_app_on(backend, Issuer::Fixed, adjust)
}

/// An app whose issuer is its own address, as OpenID Connect clients need
/// (they fetch discovery from the issuer and compare the two).
pub fn spawn_self_issued_app(backend: Backend) -> TestApp {
    spawn_app_on(backend, Issuer::Loopback, |_| {})
}

/// `spawn_self_issued_app` with settings changed by `adjust`.
pub fn spawn_self_issued_app_with(backend: Backend, adjust: impl FnOnce(&mut Settings)) -> TestApp {
    spawn_app_on(backend, Issuer::Loopback, adjust)
}

/// An app whose issuer is `http://localhost:PORT`, its own address by
/// name: what a browser's passkeys need (a relying-party id cannot be an
/// IP address, and browsers treat localhost as secure).
pub fn spawn_localhost_app(backend: Backend) -> TestApp {
    spawn_app_on(backend, Issuer::Localhost, |_| {})
}

/// Which public URL a test app has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Issuer {
    /// [`ISSUER`], a name nothing resolves.
    Fixed,
    /// `http://127.0.0.1:PORT`.
    Loopback,
    /// `http://localhost:PORT`.
    Localhost,
}

fn spawn_app_on(backend: Backend, issuer: Issuer, adjust: impl FnOnce(&mut Settings)) -> TestApp {
    let (database_url, guard): (String, Box<dyn std::any::Any + Send + Sync>) = match backend {
        Backend::Sqlite => {
            let g = crate::sqlite::TempSqlite::new();
            (g.url().to_owned(), Box::new(g))
        }
        Backend::Postgres => {
            let g = crate::pg::TestDatabase::new();
            (g.url().to_owned(), Box::new(g))
        }
    };
    start_app(database_url, MasterKey::generate(), issuer, guard, adjust)
}

impl TestApp {
    /// The PostgreSQL database this app was started on (`None` on SQLite
    /// and for [`TestApp::another_instance`]).
    pub fn database(&self) -> Option<&crate::pg::TestDatabase> {
        self.guard.downcast_ref()
    }

    /// A second instance of the service on this app's database, with the
    /// same master key and its own clock (set to this app's now) and
    /// caches: what another server behind the load balancer is.
    pub fn another_instance(&self) -> TestApp {
        self.another_instance_with(|_| {})
    }

    /// [`TestApp::another_instance`] with settings changed by `adjust`.
    pub fn another_instance_with(&self, adjust: impl FnOnce(&mut Settings)) -> TestApp {
        let app = start_app(
            self.database_url.clone(),
            self.master_key.clone(),
            Issuer::Fixed,
            Box::new(()),
            adjust,
        );
        app.clock.set(self.clock_now());
        app
    }
}

fn start_app(
    database_url: String,
    master_key: MasterKey,
    issuer: Issuer,
    guard: Box<dyn std::any::Any + Send + Sync>,
    adjust: impl FnOnce(&mut Settings),
) -> TestApp {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let mut settings = Settings::default();
    settings.server.bind = "127.0.0.1:0".into();
    settings.server.public_url = Some(ISSUER.into());
    settings.server.workers = 2;
    settings.database.url = Some(database_url.clone());
    // The product's default wait for a connection (5 s): with a shorter
    // one a test app on a busy CI machine failed to start, its first SQLite
    // connection (a new file switched to WAL) slower than a second.
    settings.keys.master_key = Some(master_key.to_base64());
    settings.cache.refresh_millis = 100;
    settings.admin.api_key = Some(ADMIN_KEY.into());
    // serve mode: /metrics only on a listener of its own.
    settings.metrics.bind = Some("127.0.0.1:0".into());
    // The tests' webhook and back-channel receivers listen on loopback,
    // which `serve` refuses by default.
    settings.webhooks.allow_private_addresses = Some(true);
    match issuer {
        Issuer::Fixed => {}
        Issuer::Loopback => {
            settings.server.public_url = Some(format!("http://127.0.0.1:{port}"));
        }
        Issuer::Localhost => {
            settings.server.public_url = Some(format!("http://localhost:{port}"));
        }
    }
    adjust(&mut settings);
    let config = settings
        .resolve(Mode::Serve)
        .expect("test settings resolve");
    // Third-party clients check expiry against the real clock.
    let clock = Arc::new(ManualClock::new(if issuer != Issuer::Fixed {
        OffsetDateTime::now_utc()
    } else {
        NOW
    }));
    let server_clock = Arc::clone(&clock);
    let (tx, rx) = mpsc::channel();
    let thread = std::thread::spawn(move || {
        let system = actix_web::rt::System::new();
        system.block_on(async move {
            let app =
                Application::build_on(&config, server_clock, listener).expect("application builds");
            tx.send((app.port(), app.metrics_port(), app.handle(), app.state()))
                .expect("report port");
            app.run_until_stopped().await.expect("server runs");
        });
    });
    let (port, metrics_port, handle, state) = rx.recv().expect("the app started");
    TestApp {
        base: format!("http://127.0.0.1:{port}"),
        metrics_base: metrics_port.map(|port| format!("http://127.0.0.1:{port}")),
        http: reqwest::blocking::Client::builder()
            .timeout(std::time::Duration::from_secs(30))
            .build()
            .unwrap(),
        state,
        clock,
        database_url,
        master_key,
        handle,
        thread: Some(thread),
        guard,
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        actix_web::rt::System::new().block_on(self.handle.stop(false));
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// A response: status, headers and JSON body (`Value::Null` if not JSON).
pub struct Reply {
    pub status: u16,
    pub headers: reqwest::header::HeaderMap,
    pub body: Value,
}

impl Reply {
    fn from(response: reqwest::blocking::Response) -> Self {
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let bytes = response.bytes().expect("read the body");
        let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        Self {
            status,
            headers,
            body,
        }
    }

    pub fn code(&self) -> &str {
        self.body["code"].as_str().unwrap_or("<no code>")
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// Asserts an error answer: status, code, `success: false`, a `msg`,
    /// and the ErrorResponse schema.
    pub fn assert_error(&self, status: u16, code: &str) {
        assert_eq!(
            (self.status, self.code()),
            (status, code),
            "body: {}",
            self.body
        );
        assert_eq!(self.body["success"], false);
        assert!(self.body["msg"].as_str().is_some_and(|m| !m.is_empty()));
        crate::schema::assert_valid(&self.body, "ErrorResponse");
    }

    /// Asserts an RFC 6749 / 6750 error answer of the standard face:
    /// status, `error`, an `error_description`, the OAuthErrorBody schema.
    pub fn assert_oauth_error(&self, status: u16, error: &str) {
        assert_eq!(
            (self.status, self.body["error"].as_str()),
            (status, Some(error)),
            "body: {}",
            self.body
        );
        assert!(
            self.body["error_description"]
                .as_str()
                .is_some_and(|d| !d.is_empty())
        );
        crate::schema::assert_valid(&self.body, "OAuthErrorBody");
    }
}

/// A client, a user and an open session, stored.
pub struct Seeded {
    pub client: ClientRecord,
    pub secret: PlainSecret,
    pub user: UserRecord,
    pub session: SessionRecord,
}

fn password_hash() -> PasswordHash {
    static HASH: std::sync::OnceLock<PasswordHash> = std::sync::OnceLock::new();
    HASH.get_or_init(|| Password::parse("correct horse").unwrap().hash().unwrap())
        .clone()
}

impl TestApp {
    /// The app's storage, for fixtures and for checking what was stored.
    pub fn store(&self) -> &(dyn Store + Send + Sync) {
        self.state.accounts.store()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// `/metrics` on the metrics listener.
    pub fn metrics_url(&self) -> String {
        format!(
            "{}/metrics",
            self.metrics_base
                .as_deref()
                .expect("this app has a metrics listener")
        )
    }

    pub fn post_json(&self, path: &str, body: &Value) -> Reply {
        Reply::from(
            self.http
                .post(self.url(path))
                .json(body)
                .send()
                .expect("request sent"),
        )
    }

    pub fn get_bearer(&self, path: &str, token: &str) -> Reply {
        let request = self
            .http
            .get(self.url(path))
            .header("Authorization", format!("Bearer {token}"));
        Reply::from(request.send().expect("request sent"))
    }

    pub fn send(&self, request: reqwest::blocking::RequestBuilder) -> Reply {
        Reply::from(request.send().expect("request sent"))
    }

    pub fn new_client(&self) -> (ClientRecord, PlainSecret) {
        let secret = PlainSecret::generate();
        let now = self.clock_now();
        let client = ClientRecord {
            id: ClientId::generate(now),
            name: "Demo app".into(),
            secret_digest: secret.digest(),
            redirect_uris: vec![RedirectUri::parse(REDIRECT_URI).unwrap()],
            package_names: vec![PackageName::parse("com.example.app").unwrap()],
            allowed_scopes: Scopes::parse("openid email profile authorization").unwrap(),
            enabled: true,
            public: false,
            resource_server: false,
            rotate_refresh_tokens: false,
            require_mfa: false,
            client_credentials: false,
            require_par: false,
            third_party: false,
            backchannel_logout_uri: None,
            shared_signals: false,
            allow_sign_in_codes: true,
            organization: None,
            app_origins: vec![],
            created_at: now,
            updated_at: now,
        };
        ClientRepository::insert(self.store(), &client).unwrap();
        (client, secret)
    }

    pub fn seed(&self) -> Seeded {
        let (client, secret) = self.new_client();
        let now = self.clock_now();
        let user = UserRecord {
            id: UserId::generate(now),
            email: Email::parse(&format!("ann-{}@example.com", UserId::generate(now))).unwrap(),
            password: password_hash(),
            profile: crate::fixtures::profile(),
            enabled: true,
            email_verified: true,
            created_at: now,
            updated_at: now,
            deletion_due: None,
            language: None,
        };
        UserRepository::insert(self.store(), &user).unwrap();
        let session = SessionRecord {
            id: SessionId::generate(now),
            user_id: user.id,
            authenticated_at: now,
            last_seen_at: now,
            revoked_at: None,
            account_token: None,
            auth: Default::default(),
            details: crate::fixtures::session_details(),
        };
        SessionRepository::insert(self.store(), &session).unwrap();
        Seeded {
            client,
            secret,
            user,
            session,
        }
    }

    /// Stores a live session of `user` opened now on `channel` with
    /// `auth`, bound to a new account token; returns the token (a bearer
    /// or a cookie value, as the channel says).
    pub fn session_token(
        &self,
        user: UserId,
        channel: accounts_domain::records::SessionChannel,
        auth: accounts_domain::records::SessionAuth,
    ) -> String {
        let token = PlainSecret::generate();
        let now = self.clock_now();
        let session = SessionRecord {
            id: SessionId::generate(now),
            user_id: user,
            authenticated_at: now,
            last_seen_at: now,
            revoked_at: None,
            account_token: Some(token.digest()),
            auth,
            details: accounts_domain::records::SessionDetails {
                channel,
                ..crate::fixtures::session_details()
            },
        };
        SessionRepository::insert(self.store(), &session).unwrap();
        token.expose().to_owned()
    }

    /// Stores an authorization code for the seeded session; returns it.
    pub fn code(&self, seeded: &Seeded, scope: &str, challenge: Option<&str>) -> String {
        let plain = PlainSecret::generate();
        let now = self.clock_now();
        let record = AuthorizationCodeRecord {
            api: None,
            digest: plain.digest(),
            grant_id: GrantId::generate(now),
            client_id: seeded.client.id,
            user_id: seeded.user.id,
            session_id: seeded.session.id,
            scope: Scopes::parse(scope).unwrap(),
            redirect_uri: Some(RedirectUri::parse(REDIRECT_URI).unwrap()),
            code_challenge: challenge.map(|c| CodeChallenge::parse(c, Some("S256")).unwrap()),
            nonce: None,
            created_at: now,
            expires_at: now + self.state.accounts.config().lifetimes.code,
            consumed_at: None,
            organization_id: None,
        };
        AuthorizationCodeRepository::insert(self.store(), &record).unwrap();
        plain.expose().to_owned()
    }

    /// The code-grant request body for `code`.
    pub fn code_request(&self, seeded: &Seeded, code: &str, token_type: &str) -> Value {
        serde_json::json!({
            "grant_type": "code",
            "code": code,
            "token_type": token_type,
            "client_id": seeded.client.id.to_string(),
            "client_secret": seeded.secret.expose(),
            "redirect_uri": REDIRECT_URI,
        })
    }

    /// Exchanges a fresh code with `scope` for an access token (and refresh token).
    pub fn tokens(&self, seeded: &Seeded, scope: &str) -> (String, String) {
        let code = self.code(seeded, scope, None);
        let reply = self.post_json(
            "/accounts/oauth2/v1/token",
            &self.code_request(seeded, &code, "refresh_token"),
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
        (
            reply.body["token"].as_str().unwrap().to_owned(),
            reply.body["refresh_token"].as_str().unwrap().to_owned(),
        )
    }

    /// An id_token for the seeded user, signed by the app's key ring.
    pub fn id_token(&self, seeded: &Seeded) -> (String, IdTokenClaims) {
        let now = self.clock_now();
        let claims = IdTokenClaims::for_user(
            ISSUER,
            &seeded.user,
            seeded.client.id,
            seeded.client.allowed_scopes,
            now,
            now,
            self.state.accounts.config().lifetimes.id_token,
        )
        .with_nonce(Some("nonce-1".into()));
        (
            self.state
                .accounts
                .key_ring()
                .sign_id_token(&claims)
                .unwrap(),
            claims,
        )
    }

    pub fn clock_now(&self) -> OffsetDateTime {
        use accounts_domain::clock::Clock;
        self.clock.now()
    }

    pub fn advance(&self, by: Duration) {
        self.clock.advance(by);
    }

    /// Applies changes made behind the app's back (as another instance
    /// would), without waiting for the refresher.
    pub fn refresh_caches(&self) {
        self.state.accounts.sync_caches().unwrap();
    }
}

/// Waits until `check` holds: for changes that arrive through another
/// instance's cache refresh. Bounded (20 s), and never a timing assertion:
/// it fails only when the change never arrives.
pub fn eventually(what: &str, check: impl Fn() -> bool) {
    eventually_within(what, std::time::Duration::from_secs(20), check);
}

/// [`eventually`] with a bound of its own (a process to start, a lease to
/// run out).
pub fn eventually_within(what: &str, limit: std::time::Duration, check: impl Fn() -> bool) {
    let deadline = std::time::Instant::now() + limit;
    while !check() {
        assert!(
            std::time::Instant::now() < deadline,
            "{what} never happened"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// The JSON payload of a JWT, without verifying it.
pub fn jwt_part(token: &str, index: usize) -> Value {
    use base64::Engine as _;
    let part = token.split('.').nth(index).unwrap();
    serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(part)
            .unwrap(),
    )
    .unwrap()
}
