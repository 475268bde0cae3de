//! The service's configuration: its shape ([`Settings`], every key with
//! its default; unknown keys are errors, so a typo never silently falls
//! back to a default) and its checked form ([`AppConfig`]).
//!
//! Resolving is pure: it reads no file and creates nothing. Loading the
//! layers (defaults, a TOML file, `ACCOUNTS__SECTION__KEY` variables) and
//! dev mode's data directory and master key file are the binary's.

use std::net::SocketAddr;
use std::path::PathBuf;

use accounts_adapters::mail::{MailSetup, SmtpRelay};
use accounts_domain::keys::{AccessTokenSigning, KeyAlgorithm, MasterKey};
use accounts_domain::lifetimes::Lifetimes;
use serde::Deserialize;
use time::Duration;

/// A configuration problem, naming the key at fault.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// The sources could not be read or do not fit the settings' shape.
    #[error("invalid configuration: {0}")]
    Load(String),
    /// A value that has the right type but cannot be used.
    #[error("invalid configuration: {key}: {reason}")]
    Invalid {
        /// The key, e.g. `tokens.access_ttl_secs`.
        key: &'static str,
        /// Why.
        reason: String,
    },
}

fn invalid(key: &'static str, reason: impl Into<String>) -> SettingsError {
    SettingsError::Invalid {
        key,
        reason: reason.into(),
    }
}

/// Everything that can be configured.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// `[server]`
    #[serde(default)]
    pub server: ServerSettings,
    /// `[database]`
    #[serde(default)]
    pub database: DatabaseSettings,
    /// `[tokens]`
    #[serde(default)]
    pub tokens: TokenSettings,
    /// `[keys]`
    #[serde(default)]
    pub keys: KeySettings,
    /// `[cache]`
    #[serde(default)]
    pub cache: CacheSettings,
    /// `[login]`
    #[serde(default)]
    pub login: LoginSettings,
    /// `[sessions]`
    #[serde(default)]
    pub sessions: SessionSettings,
    /// `[admin]`
    #[serde(default)]
    pub admin: AdminSettings,
    /// `[geo]`
    #[serde(default)]
    pub geo: GeoSettings,
    /// `[metrics]`
    #[serde(default)]
    pub metrics: MetricsSettings,
    /// `[accounts]`
    #[serde(default)]
    pub accounts: AccountSettings,
    /// `[email]`
    #[serde(default)]
    pub email: EmailSettings,
}

/// `[accounts]`: who may create accounts.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct AccountSettings {
    /// `open` (anyone may register) or `closed` (only the CLI and the
    /// admin API create users) (`ACCOUNTS__ACCOUNTS__REGISTRATION`).
    /// Default: `closed` for `serve`, `open` in dev mode.
    pub registration: Option<String>,
}

/// `[email]`: how mail to users leaves.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct EmailSettings {
    /// `smtp://host[:port]` (STARTTLS required, port 587),
    /// `smtps://host[:port]` (TLS from the first byte, port 465), with
    /// optional `user:password@`; `smtp://host:port?tls=none` sends in
    /// clear text to a loopback relay without credentials
    /// (`ACCOUNTS__EMAIL__SMTP_URL`; docs/operations.md, "Mail"). Unset:
    /// dev mode writes mails to `data/outbox/`; `serve` with open
    /// registration refuses to start.
    pub smtp_url: Option<String>,
    /// A PEM file of certificates to trust for the SMTP server besides
    /// the usual roots: a relay with a private CA or a self-signed
    /// certificate (`ACCOUNTS__EMAIL__SMTP_CA_FILE`).
    pub smtp_ca_file: Option<PathBuf>,
    /// The sender (`ACCOUNTS__EMAIL__FROM`).
    pub from: String,
}

impl Default for EmailSettings {
    fn default() -> Self {
        Self {
            smtp_url: None,
            smtp_ca_file: None,
            from: "Accounts <accounts@localhost>".into(),
        }
    }
}

/// `[metrics]`
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MetricsSettings {
    /// Serve `GET /metrics` (Prometheus) and count requests
    /// (`ACCOUNTS__METRICS__ENABLED`, default true).
    pub enabled: bool,
    /// The listener of its own that serves `/metrics`, e.g.
    /// `127.0.0.1:9464` (`ACCOUNTS__METRICS__BIND`). `serve` never serves
    /// it on the public listener: without this, no metrics. Dev mode
    /// without it serves `/metrics` on the main listener.
    pub bind: Option<String>,
}

impl Default for MetricsSettings {
    fn default() -> Self {
        Self {
            enabled: true,
            bind: None,
        }
    }
}

/// Where `/metrics` is served.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MetricsListener {
    /// Nowhere, and requests are not counted.
    Off,
    /// On the main listener (dev mode without `metrics.bind`).
    Main,
    /// On a listener of its own (`metrics.bind`).
    Own(SocketAddr),
}

/// `[geo]`
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct GeoSettings {
    /// A MaxMind-format City database (GeoIP2/GeoLite2) for `geoData`
    /// (`ACCOUNTS__GEO__MMDB_PATH`). Unset: `geoData` values are `""`.
    pub mmdb_path: Option<PathBuf>,
}

/// `[admin]`
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct AdminSettings {
    /// Bearer key of the admin API (`ACCOUNTS__ADMIN__API_KEY`), at least
    /// 32 characters. Unset: the admin API answers 404.
    pub api_key: Option<String>,
}

/// `[sessions]`
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SessionSettings {
    /// A session's activity (`lastSessionTimestamp`) is written at most
    /// once per this many seconds, across instances: reads do not write.
    pub touch_interval_secs: i64,
}

impl Default for SessionSettings {
    fn default() -> Self {
        Self {
            touch_interval_secs: 60,
        }
    }
}

/// `[login]`: throttling of sign-ins and the bound on password hashing.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LoginSettings {
    /// Failures (per email and client IP, within 15 minutes) before a lockout.
    pub max_failures: u32,
    /// First lockout in seconds; it doubles with each further failure, up to 15 minutes.
    pub lockout_secs: i64,
    /// Password hashes (argon2id, about 19 MiB each) computed at once;
    /// default: the number of cores.
    pub hash_concurrency: usize,
    /// How long a sign-in waits for a hashing slot before it is answered
    /// 503 with Retry-After.
    pub hash_wait_millis: u64,
}

impl Default for LoginSettings {
    fn default() -> Self {
        Self {
            max_failures: 5,
            lockout_secs: 30,
            hash_concurrency: std::thread::available_parallelism()
                .map(usize::from)
                .unwrap_or(2),
            hash_wait_millis: 5000,
        }
    }
}

/// `[server]`
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ServerSettings {
    /// Listen address (`ACCOUNTS__SERVER__BIND`).
    pub bind: String,
    /// The service's public base URL, which is also the token issuer
    /// (`ACCOUNTS__SERVER__PUBLIC_URL`). Required by `serve`; `dev` uses
    /// `http://{bind}`.
    pub public_url: Option<String>,
    /// HTTP worker threads.
    pub workers: usize,
    /// Largest request body accepted, in bytes.
    pub body_limit_bytes: usize,
    /// IP addresses of reverse proxies whose `X-Forwarded-For` is believed
    /// (`ACCOUNTS__SERVER__TRUSTED_PROXIES`, comma-separated). Empty: the
    /// socket peer is the client.
    pub trusted_proxies: Vec<String>,
}

impl Default for ServerSettings {
    fn default() -> Self {
        Self {
            bind: "127.0.0.1:8080".into(),
            public_url: None,
            workers: std::thread::available_parallelism()
                .map(usize::from)
                .unwrap_or(2),
            body_limit_bytes: 16 * 1024,
            trusted_proxies: Vec::new(),
        }
    }
}

/// `[database]`
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DatabaseSettings {
    /// `sqlite://PATH` or `postgres://...` (`ACCOUNTS__DATABASE__URL`).
    /// Required by `serve`; `dev` defaults to `sqlite://data/accounts.db`.
    pub url: Option<String>,
    /// Pool size.
    pub max_connections: u32,
    /// Seconds to wait for a connection before answering 503.
    pub connect_timeout_secs: u64,
}

impl Default for DatabaseSettings {
    fn default() -> Self {
        Self {
            url: None,
            max_connections: 10,
            connect_timeout_secs: 5,
        }
    }
}

/// `[tokens]`
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TokenSettings {
    /// Access token lifetime.
    pub access_ttl_secs: i64,
    /// id_token lifetime.
    pub id_ttl_secs: i64,
    /// Refresh token lifetime.
    pub refresh_ttl_secs: i64,
    /// How long a rotated refresh token keeps working after its first use
    /// (0: not at all).
    pub refresh_grace_secs: i64,
    /// Authorization code lifetime.
    pub code_ttl_secs: i64,
    /// Account token lifetime, sliding: counted from the session's last
    /// activity.
    pub account_ttl_secs: i64,
    /// Algorithm of new id_token keys: `ES256`, `EdDSA` or `RS256`.
    pub alg: String,
    /// `HS256` (default) or `asymmetric` (access tokens signed like id_tokens).
    pub access_alg: String,
}

impl Default for TokenSettings {
    fn default() -> Self {
        let d = Lifetimes::default();
        Self {
            access_ttl_secs: d.access.whole_seconds(),
            id_ttl_secs: d.id_token.whole_seconds(),
            refresh_ttl_secs: d.refresh.whole_seconds(),
            refresh_grace_secs: d.refresh_grace.whole_seconds(),
            code_ttl_secs: d.code.whole_seconds(),
            account_ttl_secs: d.account.whole_seconds(),
            alg: "ES256".into(),
            access_alg: "HS256".into(),
        }
    }
}

/// `[keys]`
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct KeySettings {
    /// 32 random bytes, base64 (`ACCOUNTS__KEYS__MASTER_KEY`). Required by
    /// `serve`; `dev` keeps a generated one in `data/master.key`.
    pub master_key: Option<String>,
}

/// `[cache]`
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CacheSettings {
    /// How often the client and revocation caches pick up changes made by
    /// other instances.
    pub refresh_millis: u64,
}

impl Default for CacheSettings {
    fn default() -> Self {
        Self {
            refresh_millis: 1000,
        }
    }
}

/// How the binary runs: dev fills in what production must state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// SQLite under `./data/`, a generated master key there.
    Dev,
    /// Production: database URL and master key are required.
    Serve,
}

impl Settings {
    /// The algorithm of new id_token keys.
    pub fn id_algorithm(&self) -> Result<KeyAlgorithm, SettingsError> {
        KeyAlgorithm::parse(&self.tokens.alg)
            .filter(|a| !a.is_symmetric())
            .ok_or_else(|| invalid("tokens.alg", "expected ES256, EdDSA or RS256"))
    }

    /// Pool options alone (for commands that need no keys).
    pub fn resolve_database_options(&self) -> accounts_storage::DatabaseOptions {
        accounts_storage::DatabaseOptions {
            max_connections: self.database.max_connections.max(1),
            connect_timeout: std::time::Duration::from_secs(
                self.database.connect_timeout_secs.max(1),
            ),
        }
    }
}

/// Settings checked and turned into the values the service runs on.
#[derive(Debug, Clone)]
pub struct AppConfig {
    /// Listen address.
    pub bind: SocketAddr,
    /// The issuer (public URL without a trailing slash).
    pub issuer: String,
    /// Worker threads.
    pub workers: usize,
    /// Largest body accepted.
    pub body_limit: usize,
    /// Database URL.
    pub database_url: String,
    /// Pool options.
    pub database: accounts_storage::DatabaseOptions,
    /// Seals the signing keys.
    pub master_key: MasterKey,
    /// Lifetimes of issued tokens and codes.
    pub lifetimes: Lifetimes,
    /// Algorithm of new id_token keys.
    pub id_alg: KeyAlgorithm,
    /// Which key signs access tokens.
    pub access_signing: AccessTokenSigning,
    /// Cache refresh interval.
    pub cache_refresh: std::time::Duration,
    /// Proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Failures before a sign-in lockout.
    pub login_max_failures: u32,
    /// The first lockout.
    pub login_lockout: Duration,
    /// Password hashes computed at once.
    pub hash_concurrency: usize,
    /// How long a sign-in waits for a hashing slot.
    pub hash_wait: Duration,
    /// A session's activity is written at most once per this interval.
    pub touch_interval: Duration,
    /// Digest of the admin API key; `None` disables the admin API.
    pub admin_key: Option<accounts_domain::secrets::SecretDigest>,
    /// A GeoIP database file, opened at start.
    pub geo_path: Option<PathBuf>,
    /// Where `/metrics` is served (and whether requests are counted).
    pub metrics: MetricsListener,
    /// Whether anyone may register an account.
    pub registration_open: bool,
    /// Where mail to users goes.
    pub mail: MailSetup,
}

/// Where dev mode keeps its database and master key.
pub const DEV_DATA_DIR: &str = "data";

impl Settings {
    /// Checks every value and fills in dev defaults; errors name the key.
    pub fn resolve(&self, mode: Mode) -> Result<AppConfig, SettingsError> {
        let bind: SocketAddr = self
            .server
            .bind
            .parse()
            .map_err(|_| invalid("server.bind", "expected host:port, e.g. 127.0.0.1:8080"))?;
        let public_url = match (&self.server.public_url, mode) {
            (Some(url), _) => url.clone(),
            (None, Mode::Dev) => format!("http://{bind}"),
            (None, Mode::Serve) => {
                return Err(invalid(
                    "server.public_url",
                    "required by `serve`: the public base URL, which is also the token issuer (ACCOUNTS__SERVER__PUBLIC_URL)",
                ));
            }
        };
        let public = url::Url::parse(&public_url).map_err(|_| {
            invalid(
                "server.public_url",
                "expected an absolute URL, e.g. https://accounts.example.com",
            )
        })?;
        if !matches!(public.scheme(), "http" | "https")
            || public.query().is_some()
            || public.fragment().is_some()
        {
            return Err(invalid(
                "server.public_url",
                "must be http(s) with no query or fragment",
            ));
        }
        let issuer = public_url.trim_end_matches('/').to_owned();
        if self.server.workers == 0 {
            return Err(invalid("server.workers", "must be at least 1"));
        }
        if self.server.body_limit_bytes < 1024 {
            return Err(invalid("server.body_limit_bytes", "must be at least 1024"));
        }
        let ttl = |key: &'static str, secs: i64| {
            if secs > 0 {
                Ok(Duration::seconds(secs))
            } else {
                Err(invalid(key, "must be a positive number of seconds"))
            }
        };
        let lifetimes = Lifetimes {
            access: ttl("tokens.access_ttl_secs", self.tokens.access_ttl_secs)?,
            id_token: ttl("tokens.id_ttl_secs", self.tokens.id_ttl_secs)?,
            refresh: ttl("tokens.refresh_ttl_secs", self.tokens.refresh_ttl_secs)?,
            refresh_grace: match self.tokens.refresh_grace_secs {
                secs if secs >= 0 => Duration::seconds(secs),
                _ => {
                    return Err(invalid(
                        "tokens.refresh_grace_secs",
                        "must be zero or a positive number of seconds",
                    ));
                }
            },
            code: ttl("tokens.code_ttl_secs", self.tokens.code_ttl_secs)?,
            account: ttl("tokens.account_ttl_secs", self.tokens.account_ttl_secs)?,
        };
        let id_alg = KeyAlgorithm::parse(&self.tokens.alg)
            .filter(|a| !a.is_symmetric())
            .ok_or_else(|| invalid("tokens.alg", "expected ES256, EdDSA or RS256"))?;
        let access_signing = match self.tokens.access_alg.as_str() {
            "HS256" => AccessTokenSigning::Hmac,
            "asymmetric" => AccessTokenSigning::Asymmetric,
            _ => return Err(invalid("tokens.access_alg", "expected HS256 or asymmetric")),
        };
        if self.database.max_connections == 0 {
            return Err(invalid("database.max_connections", "must be at least 1"));
        }
        let trusted_proxies = self
            .server
            .trusted_proxies
            .iter()
            .map(|p| p.trim().parse())
            .collect::<Result<Vec<std::net::IpAddr>, _>>()
            .map_err(|_| {
                invalid(
                    "server.trusted_proxies",
                    "expected IP addresses, e.g. 10.0.0.2,10.0.0.3",
                )
            })?;
        if self.login.max_failures == 0 {
            return Err(invalid("login.max_failures", "must be at least 1"));
        }
        let login_lockout = ttl("login.lockout_secs", self.login.lockout_secs)?;
        let touch_interval = ttl(
            "sessions.touch_interval_secs",
            self.sessions.touch_interval_secs,
        )?;
        if self.login.hash_concurrency == 0 {
            return Err(invalid("login.hash_concurrency", "must be at least 1"));
        }
        let admin_key = match self.admin.api_key.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(key) if key.chars().count() < 32 => {
                return Err(invalid(
                    "admin.api_key",
                    "must be at least 32 characters (`openssl rand -base64 32` makes one)",
                ));
            }
            Some(key) => Some(accounts_domain::secrets::SecretDigest::of(key)),
        };
        if self.cache.refresh_millis == 0 {
            return Err(invalid("cache.refresh_millis", "must be at least 1"));
        }
        let (database_url, master_key) = match mode {
            Mode::Serve => {
                let url = self.database.url.clone().ok_or_else(|| {
                    invalid("database.url", "required by `serve` (ACCOUNTS__DATABASE__URL=postgres://... or sqlite://PATH)")
                })?;
                let key = self.keys.master_key.as_deref().ok_or_else(|| {
                    invalid("keys.master_key", "required by `serve` (ACCOUNTS__KEYS__MASTER_KEY; `openssl rand -base64 32` makes one)")
                })?;
                (url, parse_master_key(key)?)
            }
            Mode::Dev => {
                let url = self
                    .database
                    .url
                    .clone()
                    .unwrap_or_else(|| format!("sqlite://{DEV_DATA_DIR}/accounts.db"));
                // The binary fills in dev mode's generated key before resolving.
                let key = self.keys.master_key.as_deref().ok_or_else(|| {
                    invalid("keys.master_key", "dev mode keeps one in data/master.key")
                })?;
                (url, parse_master_key(key)?)
            }
        };
        let registration_open = match (self.accounts.registration.as_deref(), mode) {
            (Some("open"), _) | (None, Mode::Dev) => true,
            (Some("closed"), _) | (None, Mode::Serve) => false,
            (Some(_), _) => {
                return Err(invalid("accounts.registration", "expected open or closed"));
            }
        };
        let mail = self.mail_setup(mode, registration_open)?;
        Ok(AppConfig {
            bind,
            issuer,
            workers: self.server.workers,
            body_limit: self.server.body_limit_bytes,
            database_url,
            database: self.resolve_database_options(),
            master_key,
            lifetimes,
            id_alg,
            access_signing,
            cache_refresh: std::time::Duration::from_millis(self.cache.refresh_millis),
            trusted_proxies,
            login_max_failures: self.login.max_failures,
            login_lockout,
            hash_concurrency: self.login.hash_concurrency,
            hash_wait: Duration::milliseconds(
                i64::try_from(self.login.hash_wait_millis).unwrap_or(i64::MAX),
            ),
            touch_interval,
            admin_key,
            geo_path: self.geo.mmdb_path.clone(),
            metrics: self.metrics_listener(mode)?,
            registration_open,
            mail,
        })
    }
}

impl Settings {
    fn metrics_listener(&self, mode: Mode) -> Result<MetricsListener, SettingsError> {
        if !self.metrics.enabled {
            return Ok(MetricsListener::Off);
        }
        match (&self.metrics.bind, mode) {
            (Some(bind), _) => bind
                .parse()
                .map(MetricsListener::Own)
                .map_err(|_| invalid("metrics.bind", "expected host:port, e.g. 127.0.0.1:9464")),
            (None, Mode::Dev) => Ok(MetricsListener::Main),
            (None, Mode::Serve) => Ok(MetricsListener::Off),
        }
    }

    fn mail_setup(&self, mode: Mode, registration_open: bool) -> Result<MailSetup, SettingsError> {
        let from = self.email.from.trim();
        if from.parse::<lettre::message::Mailbox>().is_err() {
            return Err(invalid(
                "email.from",
                "expected an address, e.g. Accounts <accounts@example.com>",
            ));
        }
        match (&self.email.smtp_url, mode) {
            (Some(url), _) => {
                let relay = SmtpRelay::parse(url, self.email.smtp_ca_file.clone())
                    .map_err(|reason| invalid("email.smtp_url", reason))?;
                if let Some(path) = &relay.ca_file
                    && !path.is_file()
                {
                    return Err(invalid(
                        "email.smtp_ca_file",
                        format!("{} is not a readable file", path.display()),
                    ));
                }
                Ok(MailSetup::Smtp {
                    relay,
                    from: from.to_owned(),
                })
            }
            (None, Mode::Dev) => Ok(MailSetup::Outbox(
                PathBuf::from(DEV_DATA_DIR).join("outbox"),
            )),
            (None, Mode::Serve) if registration_open => Err(invalid(
                "email.smtp_url",
                "required when accounts.registration is open: new accounts are verified by mail (ACCOUNTS__EMAIL__SMTP_URL)",
            )),
            (None, Mode::Serve) => Ok(MailSetup::Nowhere),
        }
    }
}

/// A master key from its base64 text; the error names the key.
pub fn parse_master_key(text: &str) -> Result<MasterKey, SettingsError> {
    MasterKey::from_base64(text)
        .map_err(|_| invalid("keys.master_key", "expected 32 bytes in base64"))
}

#[cfg(test)]
#[path = "config_tests.rs"]
mod tests;
