//! Checking the settings and turning them into the values the service
//! runs on ([`AppConfig`]); pure: it reads no file and creates nothing.

use std::net::SocketAddr;
use std::path::PathBuf;

use accounts_adapters::mail::{MailSetup, SmtpRelay};
use accounts_domain::keys::{AccessTokenSigning, KeyAlgorithm, MasterKey};
use accounts_domain::lifetimes::Lifetimes;
use accounts_service::relying_party::RelyingParty;
use time::Duration;

use crate::error::{SettingsError, invalid};
use crate::shape::{MetricsListener, Mode, Settings};

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
    /// Where the change listener connects (the database URL unless set).
    pub listen_url: String,
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
    /// How long audit events are kept.
    pub audit_retention: Duration,
    /// How recent a sign-in must be for a deletion.
    pub recent_auth: Duration,
    /// How webhook deliveries are retried.
    pub webhooks: accounts_service::webhook_delivery::WebhookPolicy,
    /// How often each instance looks for due webhook deliveries.
    pub webhook_poll: std::time::Duration,
    /// The proxy outbound calls may go through (`outbound.proxy`).
    pub outbound_proxy: Option<String>,
    /// Between a deletion request and the deletion.
    pub deletion_grace: Duration,
    /// Digest of the admin API key; `None` disables the admin API.
    pub admin_key: Option<accounts_domain::secrets::SecretDigest>,
    /// The largest file the admin API's import reads, in bytes.
    pub import_max_bytes: u64,
    /// A GeoIP database file, opened at start.
    pub geo_path: Option<PathBuf>,
    /// Where `/metrics` is served (and whether requests are counted).
    pub metrics: MetricsListener,
    /// Whether anyone may register an account.
    pub registration_open: bool,
    /// The language of a request that offers none.
    pub default_language: accounts_service::languages::Language,
    /// How the operator console admits operators.
    pub console: accounts_service::console::access::ConsolePolicy,
    /// The effective settings as the console shows them, secrets masked.
    pub effective: Vec<(String, String)>,
    /// Where mail to users goes.
    pub mail: MailSetup,
    /// Who passkeys are registered to; `None` when passkeys are off.
    pub relying_party: Option<RelyingParty>,
    /// How organizations behave (`[organizations]`).
    pub organizations: accounts_service::service::organization_policy::OrganizationPolicy,
    /// The DNS server domain checks ask (`organizations.dns_resolver`);
    /// `None`: the system's.
    pub dns_resolver: Option<SocketAddr>,
    /// Upstream identity providers.
    pub upstreams: Vec<crate::upstream::UpstreamSetup>,
    /// How sign-in by a mailed code behaves.
    pub sign_in_codes: accounts_service::service::sign_in_code_policy::SignInCodePolicy,
}

/// Where dev mode keeps its database and master key.
pub const DEV_DATA_DIR: &str = "data";

impl Settings {
    /// Checks every value and fills in dev defaults; errors name the key.
    pub fn resolve(&self, mode: Mode) -> Result<AppConfig, SettingsError> {
        if mode == Mode::Serve {
            self.required_by_serve()?;
        }
        let bind: SocketAddr = self
            .server
            .bind
            .parse()
            .map_err(|_| invalid("server.bind", "expected host:port, e.g. 127.0.0.1:8080"))?;
        // Past `required_by_serve`, an unset public URL, database URL or
        // master key is dev mode's. A relying-party id cannot be an IP
        // address: dev mode's passkeys need a host name.
        let public_url = self
            .server
            .public_url
            .clone()
            .unwrap_or_else(|| format!("http://localhost:{}", bind.port()));
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
        check_public_url(&public, mode, self.server.allow_http)?;
        let issuer = public_url.trim_end_matches('/').to_owned();
        let relying_party = RelyingParty::for_public_url(&public, self.passkeys.rp_id.as_deref())
            .map_err(|e| invalid("passkeys.rp_id", e.to_string()))?;
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
        if self.audit.retention_days < 1 {
            return Err(invalid("audit.retention_days", "must be at least 1"));
        }
        let audit_retention = Duration::days(self.audit.retention_days);
        let recent_auth = ttl("accounts.recent_auth_secs", self.accounts.recent_auth_secs)?;
        if !(0..=3650).contains(&self.accounts.deletion_grace_days) {
            return Err(invalid(
                "accounts.deletion_grace_days",
                "must be between 0 and 3650",
            ));
        }
        let deletion_grace = Duration::days(self.accounts.deletion_grace_days);
        let hooks = &self.webhooks;
        if !(1..=24 * 30).contains(&hooks.retry_hours) {
            return Err(invalid("webhooks.retry_hours", "must be between 1 and 720"));
        }
        if !(1..=120).contains(&hooks.timeout_secs) {
            return Err(invalid(
                "webhooks.timeout_secs",
                "must be between 1 and 120",
            ));
        }
        if !(10..=60_000).contains(&hooks.poll_millis) {
            return Err(invalid(
                "webhooks.poll_millis",
                "must be between 10 and 60000",
            ));
        }
        let webhooks = accounts_service::webhook_delivery::WebhookPolicy {
            retry_base: ttl("webhooks.retry_base_secs", hooks.retry_base_secs)?,
            retry_period: Duration::hours(hooks.retry_hours),
            timeout: std::time::Duration::from_secs(hooks.timeout_secs),
            destinations: destinations(hooks.allow_private_addresses, mode == Mode::Dev),
        };
        let webhook_poll = std::time::Duration::from_millis(hooks.poll_millis);
        let outbound_proxy = self.outbound_proxy()?;
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
        if self.admin.import_max_mb == 0 {
            return Err(invalid("admin.import_max_mb", "must be at least 1"));
        }
        if self.cache.refresh_millis == 0 {
            return Err(invalid("cache.refresh_millis", "must be at least 1"));
        }
        let database_url = self
            .database
            .url
            .clone()
            .unwrap_or_else(|| format!("sqlite://{DEV_DATA_DIR}/accounts.db"));
        // The binary fills in dev mode's generated key before resolving.
        let key =
            self.keys.master_key.as_deref().ok_or_else(|| {
                invalid("keys.master_key", "dev mode keeps one in data/master.key")
            })?;
        let master_key = parse_master_key(key)?;
        let listen_url = match &self.database.listen_url {
            None => database_url.clone(),
            Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
                url.clone()
            }
            Some(_) => {
                return Err(invalid(
                    "database.listen_url",
                    "expected a postgres:// URL (change notices are PostgreSQL's)",
                ));
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
        if !(1..=60).contains(&self.login.code_minutes) {
            return Err(invalid("login.code_minutes", "must be between 1 and 60"));
        }
        if !(1..=100).contains(&self.login.code_mails_per_hour) {
            return Err(invalid(
                "login.code_mails_per_hour",
                "must be between 1 and 100",
            ));
        }
        let sign_in_codes = accounts_service::service::sign_in_code_policy::SignInCodePolicy {
            enabled: self.accounts.sign_in_codes,
            lifetime: Duration::minutes(self.login.code_minutes),
            mails_per_hour: self.login.code_mails_per_hour,
        };
        Ok(AppConfig {
            bind,
            issuer,
            workers: self.server.workers,
            body_limit: self.server.body_limit_bytes,
            database_url,
            listen_url,
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
            audit_retention,
            recent_auth,
            deletion_grace,
            webhooks,
            webhook_poll,
            outbound_proxy,
            admin_key,
            import_max_bytes: self.admin.import_max_mb.saturating_mul(1024 * 1024),
            geo_path: self.geo.mmdb_path.clone(),
            metrics: self.metrics_listener(mode)?,
            registration_open,
            sign_in_codes,
            mail,
            relying_party,
            organizations: self.organizations.policy()?,
            dns_resolver: self.organizations.resolver()?,
            upstreams: crate::upstream::resolve_upstreams(&self.upstream)?,
            console: self.console_policy(mode)?,
            default_language: accounts_service::languages::Language::ALL
                .into_iter()
                .find(|l| {
                    l.tag()
                        .eq_ignore_ascii_case(self.i18n.default_locale.trim())
                })
                .ok_or_else(|| {
                    let tags: Vec<&str> = accounts_service::languages::Language::ALL
                        .iter()
                        .map(|l| l.tag())
                        .collect();
                    invalid(
                        "i18n.default_locale",
                        format!("expected one of {}", tags.join(", ")),
                    )
                })?,
            effective: Vec::new(),
        }
        .with_effective(self))
    }
}

impl AppConfig {
    /// The settings as the console shows them, with the values resolving
    /// chose (dev mode's defaults among them) in place of unset ones.
    fn with_effective(mut self, settings: &Settings) -> Self {
        let resolved = [
            ("database.url", self.database_url.clone()),
            ("server.public_url", self.issuer.clone()),
            ("server.bind", self.bind.to_string()),
            (
                "accounts.registration",
                if self.registration_open {
                    "open"
                } else {
                    "closed"
                }
                .to_owned(),
            ),
            (
                "console.require_second_factor",
                self.console.require_second_factor.to_string(),
            ),
            (
                "admin.api_key",
                if self.admin_key.is_some() { "set" } else { "" }.to_owned(),
            ),
            (
                "admin.import_max_mb",
                (self.import_max_bytes / (1024 * 1024)).to_string(),
            ),
        ];
        self.effective = crate::effective::masked_with(settings, &resolved);
        self
    }
}

impl Settings {
    /// What `serve` must be told and dev mode fills in.
    fn required_by_serve(&self) -> Result<(), SettingsError> {
        let missing: Vec<&'static str> = [
            ("keys.master_key", self.keys.master_key.is_none()),
            ("database.url", self.database.url.is_none()),
            ("server.public_url", self.server.public_url.is_none()),
        ]
        .into_iter()
        .filter_map(|(key, unset)| unset.then_some(key))
        .collect();
        if missing.is_empty() {
            Ok(())
        } else {
            Err(SettingsError::Missing(missing))
        }
    }

    fn console_policy(
        &self,
        mode: Mode,
    ) -> Result<accounts_service::console::access::ConsolePolicy, SettingsError> {
        if !(1..=1440).contains(&self.console.idle_minutes) {
            return Err(invalid(
                "console.idle_minutes",
                "must be from 1 to 1440 minutes",
            ));
        }
        Ok(accounts_service::console::access::ConsolePolicy {
            // Dev mode's demo user is an admin without a second factor, so
            // a newcomer sees the console in the first minute.
            require_second_factor: self
                .console
                .require_second_factor
                .unwrap_or(mode == Mode::Serve),
            idle: Duration::minutes(self.console.idle_minutes),
        })
    }

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

/// The public URL is the issuer every token names and the origin of
/// every page (docs/decisions.md, "Operations face"): never with
/// credentials in it, which would be published (discovery, every token),
/// and in `serve` never plain `http://` beyond this machine unless
/// `server.allow_http` says so. Dev mode may use any host.
fn check_public_url(public: &url::Url, mode: Mode, allow_http: bool) -> Result<(), SettingsError> {
    if !public.username().is_empty() || public.password().is_some() {
        return Err(invalid(
            "server.public_url",
            "must not contain user:password@ (it is published as the token issuer)",
        ));
    }
    let loopback = match public.host() {
        Some(url::Host::Domain(name)) => name.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    };
    if mode == Mode::Serve && public.scheme() == "http" && !loopback && !allow_http {
        return Err(invalid(
            "server.public_url",
            "http:// is accepted only for a loopback host (localhost, 127.0.0.0/8, ::1): \
             use an https:// URL, or set server.allow_http = true \
             (ACCOUNTS__SERVER__ALLOW_HTTP) if clear text on the way is intended",
        ));
    }
    Ok(())
}

/// A master key from its base64 text; the error names the key.
pub fn parse_master_key(text: &str) -> Result<MasterKey, SettingsError> {
    MasterKey::from_base64(text)
        .map_err(|_| invalid("keys.master_key", "expected 32 bytes in base64"))
}

impl Settings {
    /// `outbound.proxy`: an `http://` or `https://` URL with a host and
    /// nothing after it; empty is none.
    fn outbound_proxy(&self) -> Result<Option<String>, SettingsError> {
        let Some(proxy) = self.outbound.proxy.as_deref().map(str::trim) else {
            return Ok(None);
        };
        if proxy.is_empty() {
            return Ok(None);
        }
        let why =
            "must be an http:// or https:// URL of the proxy, e.g. http://proxy.internal:3128";
        let parsed = url::Url::parse(proxy).map_err(|_| invalid("outbound.proxy", why))?;
        let bare = parsed.path() == "/" && parsed.query().is_none() && parsed.fragment().is_none();
        if !matches!(parsed.scheme(), "http" | "https") || parsed.host().is_none() || !bare {
            return Err(invalid("outbound.proxy", why));
        }
        Ok(Some(proxy.to_owned()))
    }
}

/// Where the service's own posts may go: `webhooks.allow_private_addresses`
/// if set, else anywhere in dev mode (its receivers run on the laptop) and
/// public addresses only otherwise.
pub fn destinations(
    allow_private: Option<bool>,
    dev: bool,
) -> accounts_domain::destinations::Destinations {
    if allow_private.unwrap_or(dev) {
        accounts_domain::destinations::Destinations::Any
    } else {
        accounts_domain::destinations::Destinations::PublicOnly
    }
}
