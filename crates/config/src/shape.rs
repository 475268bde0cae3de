//! The settings' shape: every key with its default. Unknown keys are
//! errors, so a typo never silently falls back to a default.

use std::net::SocketAddr;
use std::path::PathBuf;

use accounts_domain::keys::KeyAlgorithm;
use accounts_domain::lifetimes::Lifetimes;
use serde::Deserialize;

use crate::error::{SettingsError, invalid};

/// Keys whose environment variable holds a comma-separated list (the
/// loader parses these, and the reference says so).
pub const ENV_LIST_KEYS: &[&str] = &["server.trusted_proxies"];

/// Everything that can be configured.
#[derive(Debug, Clone, Default, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
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
    /// `[audit]`
    #[serde(default)]
    pub audit: AuditSettings,
    /// `[admin]`
    #[serde(default)]
    pub admin: AdminSettings,
    /// `[webhooks]`
    #[serde(default)]
    pub webhooks: WebhookSettings,
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
    /// `[passkeys]`
    #[serde(default)]
    pub passkeys: PasskeySettings,
    /// `[console]`
    #[serde(default)]
    pub console: ConsoleSettings,
    /// `[i18n]`
    #[serde(default)]
    pub i18n: I18nSettings,
    /// `[[upstream]]`: upstream identity providers, one table each.
    #[serde(default)]
    pub upstream: Vec<crate::upstream::UpstreamSettings>,
    /// `[outbound]`
    #[serde(default)]
    pub outbound: OutboundSettings,
    /// `[organizations]`
    #[serde(default)]
    pub organizations: crate::organizations::OrganizationSettings,
}

/// `[outbound]`: the calls this service makes to other servers (upstream
/// providers, webhook receivers, back-channel logout URIs).
#[derive(Debug, Clone, Default, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct OutboundSettings {
    /// An HTTP proxy (`http://host:port`) for the calls to upstream
    /// providers, and to webhook and logout receivers when
    /// `webhooks.allow_private_addresses` is on (where only public
    /// addresses may be called, deliveries go direct: a proxy would
    /// resolve names past that check). Unset: every call goes direct;
    /// `HTTP_PROXY` and `HTTPS_PROXY` are never read.
    #[cfg_attr(test, schemars(extend("x-example" = "http://proxy.internal:3128")))]
    pub proxy: Option<String>,
}

/// `[console]`: the operator console (docs/operations.md, "Operator console").
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct ConsoleSettings {
    /// Every operator signs in with a second factor
    /// (`ACCOUNTS__CONSOLE__REQUIRE_SECOND_FACTOR`; default true, false in
    /// dev mode).
    #[cfg_attr(test, schemars(extend("x-default" = "true (false in dev mode)", "x-example" = true)))]
    pub require_second_factor: Option<bool>,
    /// Minutes without a console request after which the console asks
    /// for a sign-in again; the session itself is not ended
    /// (`ACCOUNTS__CONSOLE__IDLE_MINUTES`, default 30, 1 to 1440).
    pub idle_minutes: i64,
}

impl Default for ConsoleSettings {
    fn default() -> Self {
        Self {
            require_second_factor: None,
            idle_minutes: 30,
        }
    }
}

/// `[i18n]`: the pages' and mails' languages (docs/decisions.md,
/// "Languages").
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct I18nSettings {
    /// The language of a request that offers none of the supported ones
    /// (`ACCOUNTS__I18N__DEFAULT_LOCALE`, default `en`).
    pub default_locale: String,
}

impl Default for I18nSettings {
    fn default() -> Self {
        Self {
            default_locale: "en".to_owned(),
        }
    }
}

/// `[passkeys]`: the WebAuthn relying party.
#[derive(Debug, Clone, Default, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct PasskeySettings {
    /// The relying-party id passkeys are bound to: the public URL's host
    /// (the default) or a parent domain of it, so that passkeys work on
    /// every host under it (`ACCOUNTS__PASSKEYS__RP_ID`). Passkeys are
    /// off when the public URL's host is an IP address and this is unset.
    #[cfg_attr(test, schemars(extend("x-default" = "the public URL's host", "x-example" = "example.com")))]
    pub rp_id: Option<String>,
}

/// `[accounts]`: who may create accounts, and how they are deleted.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct AccountSettings {
    /// `open` (anyone may register) or `closed` (only the CLI and the
    /// admin API create users) (`ACCOUNTS__ACCOUNTS__REGISTRATION`).
    /// Default: `closed` for `serve`, `open` in dev mode.
    #[cfg_attr(test, schemars(extend("x-default" = "`closed` (`open` in dev mode)", "x-example" = "closed")))]
    pub registration: Option<String>,
    /// How recent a session's sign-in must be for the user to delete the
    /// account or to add or remove a way to sign in (a second factor, a
    /// passkey, a provider's link)
    /// (`ACCOUNTS__ACCOUNTS__RECENT_AUTH_SECS`, default 300).
    pub recent_auth_secs: i64,
    /// Days between a user's deletion request and the deletion, during
    /// which signing in keeps the account; 0 deletes at once
    /// (`ACCOUNTS__ACCOUNTS__DELETION_GRACE_DAYS`, default 0).
    pub deletion_grace_days: i64,
    /// Whether people may sign in with a code mailed to their address
    /// instead of a password (`ACCOUNTS__ACCOUNTS__SIGN_IN_CODES`,
    /// default true).
    pub sign_in_codes: bool,
}

impl Default for AccountSettings {
    fn default() -> Self {
        Self {
            registration: None,
            recent_auth_secs: 300,
            deletion_grace_days: 0,
            sign_in_codes: true,
        }
    }
}

/// `[email]`: how mail to users leaves.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct EmailSettings {
    /// `smtp://host[:port]` (STARTTLS required, port 587),
    /// `smtps://host[:port]` (TLS from the first byte, port 465), with
    /// optional `user:password@`; `smtp://host:port?tls=none` sends in
    /// clear text to a loopback relay without credentials
    /// (`ACCOUNTS__EMAIL__SMTP_URL`; docs/operations.md, "Mail"). Unset:
    /// dev mode writes mails to `data/outbox/`; `serve` with open
    /// registration refuses to start.
    #[cfg_attr(test, schemars(extend("x-example" = "smtps://accounts:PASSWORD@mail.example.com")))]
    pub smtp_url: Option<String>,
    /// A PEM file of certificates to trust for the SMTP server besides
    /// the usual roots: a relay with a private CA or a self-signed
    /// certificate (`ACCOUNTS__EMAIL__SMTP_CA_FILE`).
    #[cfg_attr(test, schemars(extend("x-example" = "/etc/accounts-server/smtp-ca.pem")))]
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

/// `[metrics]`: Prometheus metrics and where they are served.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct MetricsSettings {
    /// Serve `GET /metrics` (Prometheus) and count requests
    /// (`ACCOUNTS__METRICS__ENABLED`, default true).
    pub enabled: bool,
    /// The listener of its own that serves `/metrics`, e.g.
    /// `127.0.0.1:9464` (`ACCOUNTS__METRICS__BIND`). `serve` never serves
    /// it on the public listener: without this, no metrics. Dev mode
    /// without it serves `/metrics` on the main listener.
    #[cfg_attr(test, schemars(extend("x-example" = "127.0.0.1:9464")))]
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

/// `[geo]`: where sign-ins come from (`geoData`).
#[derive(Debug, Clone, Default, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct GeoSettings {
    /// A MaxMind-format City database (GeoIP2/GeoLite2) for `geoData`
    /// (`ACCOUNTS__GEO__MMDB_PATH`). Unset: `geoData` values are `""`.
    #[cfg_attr(test, schemars(extend("x-example" = "/var/lib/accounts-server/GeoLite2-City.mmdb")))]
    pub mmdb_path: Option<PathBuf>,
}

/// `[admin]`: the admin API (docs/api.md).
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct AdminSettings {
    /// Bearer key of the admin API (`ACCOUNTS__ADMIN__API_KEY`), at least
    /// 32 characters. Unset: the admin API answers 404.
    #[cfg_attr(test, schemars(extend("x-example" = "<at least 32 random characters>")))]
    pub api_key: Option<String>,
    /// The largest file `POST /accounts/admin/v1/users/import` reads, in
    /// MiB (`ACCOUNTS__ADMIN__IMPORT_MAX_MB`); the CLI's `user import` has
    /// no limit. The file is streamed: memory does not grow with it (but
    /// for the report's list of replaced ids).
    pub import_max_mb: u64,
}

impl Default for AdminSettings {
    fn default() -> Self {
        Self {
            api_key: None,
            import_max_mb: 512,
        }
    }
}

/// `[sessions]`: how sessions' activity is recorded.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
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

/// `[audit]`: how long the audit log is kept.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct AuditSettings {
    /// Audit events older than this many days are deleted (at least 1).
    pub retention_days: i64,
}

impl Default for AuditSettings {
    fn default() -> Self {
        Self {
            retention_days: 365,
        }
    }
}

/// `[webhooks]`: how deliveries are retried (docs/operations.md,
/// "Webhooks").
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct WebhookSettings {
    /// The first retry's wait in seconds, counted from when the failed
    /// attempt began; each next one doubles, up to an hour.
    pub retry_base_secs: i64,
    /// Hours a delivery is retried before it is parked as failed.
    pub retry_hours: i64,
    /// Seconds one attempt may take.
    pub timeout_secs: u64,
    /// How often each instance looks for due deliveries, in milliseconds.
    pub poll_millis: u64,
    /// Whether webhook endpoints and back-channel logout URIs may point at
    /// loopback, private, link-local or reserved addresses (checked when
    /// registered and on the resolved address at every delivery). Default:
    /// true in dev mode, false in `serve`.
    #[cfg_attr(test, schemars(extend("x-default" = "false (true in dev mode)", "x-example" = false)))]
    pub allow_private_addresses: Option<bool>,
}

impl Default for WebhookSettings {
    fn default() -> Self {
        Self {
            retry_base_secs: 5,
            retry_hours: 24,
            timeout_secs: 10,
            poll_millis: 500,
            allow_private_addresses: None,
        }
    }
}

/// `[login]`: throttling of sign-ins and the bound on password hashing.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct LoginSettings {
    /// Failures (per email and client IP, within 15 minutes) before a lockout.
    pub max_failures: u32,
    /// First lockout in seconds; it doubles with each further failure, up to 15 minutes.
    pub lockout_secs: i64,
    /// Password hashes (argon2id, about 19 MiB each) computed at once;
    /// default: the number of cores.
    #[cfg_attr(test, schemars(extend("x-default" = "the number of cores", "x-example" = 4)))]
    pub hash_concurrency: usize,
    /// How long a sign-in waits for a hashing slot before it is answered
    /// 503 with Retry-After.
    pub hash_wait_millis: u64,
    /// How long a mailed sign-in code and its link work, in minutes
    /// (1 to 60).
    pub code_minutes: i64,
    /// The most sign-in code mails an address gets within an hour; more
    /// requests are answered the same and send nothing.
    pub code_mails_per_hour: u32,
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
            code_minutes: 10,
            code_mails_per_hour: 5,
        }
    }
}

/// `[server]`: the HTTP listener and how the service is reached.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct ServerSettings {
    /// Listen address (`ACCOUNTS__SERVER__BIND`).
    pub bind: String,
    /// The service's public base URL, which is also the token issuer
    /// (`ACCOUNTS__SERVER__PUBLIC_URL`). Required by `serve`; `dev` uses
    /// `http://{bind}`. Never with `user:password@`; `serve` takes
    /// `http://` only for a loopback host (localhost, 127.0.0.0/8, ::1)
    /// unless `allow_http` is set.
    #[cfg_attr(test, schemars(extend("x-example" = "https://accounts.example.com")))]
    pub public_url: Option<String>,
    /// Let `serve` run on an `http://` public URL whose host is not
    /// loopback (`ACCOUNTS__SERVER__ALLOW_HTTP`, default false): cookies
    /// without `Secure`, tokens and passwords in clear text on the way.
    /// Only for a network where that cannot be read, e.g. a test lab.
    pub allow_http: bool,
    /// HTTP worker threads.
    #[cfg_attr(test, schemars(extend("x-default" = "the number of cores", "x-example" = 4)))]
    pub workers: usize,
    /// Largest request body accepted, in bytes.
    pub body_limit_bytes: usize,
    /// IP addresses of reverse proxies whose `X-Forwarded-For` is believed
    /// (`ACCOUNTS__SERVER__TRUSTED_PROXIES`, comma-separated). Empty: the
    /// socket peer is the client.
    #[cfg_attr(test, schemars(extend("x-example" = ["127.0.0.1"])))]
    pub trusted_proxies: Vec<String>,
}

impl Default for ServerSettings {
    fn default() -> Self {
        Self {
            bind: "127.0.0.1:8080".into(),
            public_url: None,
            allow_http: false,
            workers: std::thread::available_parallelism()
                .map(usize::from)
                .unwrap_or(2),
            body_limit_bytes: 16 * 1024,
            trusted_proxies: Vec::new(),
        }
    }
}

/// `[database]`: where accounts are stored (PostgreSQL or SQLite).
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct DatabaseSettings {
    /// `sqlite://PATH` or `postgres://...` (`ACCOUNTS__DATABASE__URL`).
    /// Required by `serve`; `dev` defaults to `sqlite://data/accounts.db`.
    #[cfg_attr(test, schemars(extend("x-example" = "postgres:///accounts?host=/run/postgresql")))]
    pub url: Option<String>,
    /// Pool size.
    pub max_connections: u32,
    /// Seconds to wait for a connection before answering 503.
    pub connect_timeout_secs: u64,
    /// Where the change listener connects (PostgreSQL; defaults to `url`):
    /// `LISTEN` needs a session of its own, so behind a pgbouncer in
    /// transaction pooling this names PostgreSQL itself.
    #[cfg_attr(test, schemars(extend("x-example" = "postgres://accounts@db.example.com/accounts")))]
    pub listen_url: Option<String>,
}

impl Default for DatabaseSettings {
    fn default() -> Self {
        Self {
            url: None,
            listen_url: None,
            max_connections: 10,
            connect_timeout_secs: 5,
        }
    }
}

/// `[tokens]`: lifetimes and algorithms of what the service issues.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
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

/// `[keys]`: the master key, which seals the signing keys in the database.
#[derive(Debug, Clone, Default, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields, default)]
pub struct KeySettings {
    /// 32 random bytes, base64 (`ACCOUNTS__KEYS__MASTER_KEY`). Required by
    /// `serve`; `dev` keeps a generated one in `data/master.key`.
    #[cfg_attr(test, schemars(extend("x-example" = "<the output of: openssl rand -base64 32>")))]
    pub master_key: Option<String>,
}

/// `[cache]`: how instances learn of each other's changes.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[cfg_attr(test, derive(schemars::JsonSchema))]
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
