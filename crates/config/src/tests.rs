//! Tests of the configuration's checks.

use std::path::PathBuf;

use accounts_adapters::mail::{MailSetup, SmtpRelay, SmtpSecurity};
use accounts_domain::keys::MasterKey;

use super::*;

pub(crate) fn settings() -> Settings {
    let mut s = Settings::default();
    s.server.public_url = Some("https://accounts.test".into());
    s.database.url = Some("sqlite://unused.db".into());
    s.keys.master_key = Some(MasterKey::generate().to_base64());
    s
}

pub(crate) fn key_of(error: SettingsError) -> &'static str {
    match error {
        SettingsError::Invalid { key, .. } => key,
        SettingsError::Missing(keys) => keys[0],
        SettingsError::Load(reason) => panic!("not a value error: {reason}"),
    }
}

#[test]
fn registration_is_open_in_dev_and_closed_by_default_for_serve() {
    let s = settings();
    let dev = s.resolve(Mode::Dev).expect("dev resolves");
    assert!(dev.registration_open);
    assert_eq!(dev.mail, MailSetup::Outbox(PathBuf::from("data/outbox")));
    let serve = s.resolve(Mode::Serve).expect("serve resolves");
    assert!(!serve.registration_open);
    assert_eq!(serve.mail, MailSetup::Nowhere);

    let mut closed_dev = settings();
    closed_dev.accounts.registration = Some("closed".into());
    assert!(
        !closed_dev
            .resolve(Mode::Dev)
            .expect("resolves")
            .registration_open
    );
    let mut odd = settings();
    odd.accounts.registration = Some("sometimes".into());
    assert_eq!(
        key_of(odd.resolve(Mode::Serve).unwrap_err()),
        "accounts.registration"
    );
}

#[test]
fn serve_with_open_registration_needs_smtp() {
    let mut s = settings();
    s.accounts.registration = Some("open".into());
    assert_eq!(
        key_of(s.resolve(Mode::Serve).unwrap_err()),
        "email.smtp_url"
    );
    s.email.smtp_url = Some("smtp://127.0.0.1:2525".into());
    let config = s.resolve(Mode::Serve).expect("resolves with SMTP");
    assert!(config.registration_open);
    assert!(matches!(config.mail, MailSetup::Smtp { .. }));
    for bad in ["http://mail.test", "smtp://", "not a url"] {
        s.email.smtp_url = Some(bad.into());
        assert_eq!(
            key_of(s.resolve(Mode::Serve).unwrap_err()),
            "email.smtp_url",
            "{bad}"
        );
    }
    s.email.smtp_url = Some("smtp://127.0.0.1:2525".into());
    s.email.from = "no address here".into();
    assert_eq!(key_of(s.resolve(Mode::Serve).unwrap_err()), "email.from");
}

#[test]
fn smtp_urls_require_tls_unless_a_loopback_relay_opts_out() {
    let relay = |url: &str| SmtpRelay::parse(url, None);
    let starttls = relay("smtp://mailer:p%40ss%20word@mail.example.com").expect("parses");
    assert_eq!(
        (starttls.security, starttls.port),
        (SmtpSecurity::StartTls, 587)
    );
    assert_eq!(
        starttls.credentials,
        Some(("mailer".to_owned(), "p@ss word".to_owned()))
    );
    assert!(
        !format!("{starttls:?}").contains("p@ss"),
        "Debug never shows the password"
    );
    let wrapped = relay("smtps://mail.example.com").expect("parses");
    assert_eq!((wrapped.security, wrapped.port), (SmtpSecurity::Tls, 465));
    assert_eq!(
        relay("smtp://mail.example.com:2525?tls=required")
            .expect("parses")
            .security,
        SmtpSecurity::StartTls
    );
    for clear in [
        "smtp://127.0.0.1:25?tls=none",
        "smtp://localhost?tls=none",
        "smtp://[::1]:2525?tls=none",
    ] {
        assert_eq!(
            relay(clear).expect(clear).security,
            SmtpSecurity::None,
            "{clear}"
        );
    }
    for refused in [
        // Clear text beyond this machine.
        "smtp://mail.example.com?tls=none",
        // Credentials in clear text, even to loopback.
        "smtp://mailer:secret@127.0.0.1:25?tls=none",
        // lettre's downgradable and unknown modes.
        "smtp://mail.example.com?tls=opportunistic",
        "smtps://mail.example.com?tls=none",
        "smtp://mail.example.com?tls=none&tls=required",
        "smtp://mail.example.com?timeout=5",
        "http://mail.example.com",
        "smtp://",
    ] {
        let error = relay(refused).expect_err(refused);
        assert!(!error.contains("secret"), "{error}");
    }
    let mut s = settings();
    s.email.smtp_url = Some("smtp://mail.example.com?tls=none".into());
    assert_eq!(
        key_of(s.resolve(Mode::Serve).unwrap_err()),
        "email.smtp_url"
    );
    s.email.smtp_url = Some("smtp://mail.example.com".into());
    s.email.smtp_ca_file = Some(PathBuf::from("/nonexistent/ca.pem"));
    assert_eq!(
        key_of(s.resolve(Mode::Serve).unwrap_err()),
        "email.smtp_ca_file"
    );
}

#[test]
fn serve_serves_metrics_only_on_a_listener_of_its_own() {
    let mut s = settings();
    assert_eq!(
        s.resolve(Mode::Dev).expect("dev").metrics,
        MetricsListener::Main
    );
    assert_eq!(
        s.resolve(Mode::Serve).expect("serve").metrics,
        MetricsListener::Off
    );
    s.metrics.bind = Some("127.0.0.1:9464".into());
    let own = MetricsListener::Own("127.0.0.1:9464".parse().expect("an address"));
    assert_eq!(s.resolve(Mode::Serve).expect("serve").metrics, own);
    assert_eq!(s.resolve(Mode::Dev).expect("dev").metrics, own);
    s.metrics.enabled = false;
    assert_eq!(
        s.resolve(Mode::Serve).expect("serve").metrics,
        MetricsListener::Off
    );
    s.metrics.enabled = true;
    s.metrics.bind = Some("port 9464".into());
    assert_eq!(key_of(s.resolve(Mode::Serve).unwrap_err()), "metrics.bind");
}

#[test]
fn the_relying_party_follows_the_public_url() {
    let s = settings();
    let rp = s.resolve(Mode::Serve).expect("resolves").relying_party;
    assert_eq!(rp.map(|rp| rp.id), Some("accounts.test".to_owned()));

    let mut parent = settings();
    parent.server.public_url = Some("https://login.accounts.test".into());
    parent.passkeys.rp_id = Some("accounts.test".into());
    let rp = parent.resolve(Mode::Serve).expect("resolves").relying_party;
    assert_eq!(rp.map(|rp| rp.id), Some("accounts.test".to_owned()));

    // One that cannot work stops start-up, naming the key.
    let mut wrong = settings();
    wrong.passkeys.rp_id = Some("example.com".into());
    let error = wrong.resolve(Mode::Serve).expect_err("refused");
    assert!(error.to_string().contains("example.com"), "{error}");
    assert_eq!(key_of(error), "passkeys.rp_id");

    // An IP address is no relying-party id: passkeys are off.
    let mut ip = settings();
    ip.server.public_url = Some("http://127.0.0.1:8080".into());
    assert_eq!(
        ip.resolve(Mode::Serve).expect("resolves").relying_party,
        None
    );

    // Dev mode serves localhost, where browsers allow passkeys.
    let mut dev = settings();
    dev.server.public_url = None;
    dev.server.bind = "127.0.0.1:8080".into();
    let resolved = dev.resolve(Mode::Dev).expect("resolves");
    assert_eq!(resolved.issuer, "http://localhost:8080");
    assert_eq!(
        resolved.relying_party.map(|rp| rp.id),
        Some("localhost".to_owned())
    );
}

fn provider(id: &str) -> UpstreamSettings {
    UpstreamSettings {
        id: id.into(),
        name: "Google".into(),
        kind: "oidc".into(),
        issuer: Some("https://accounts.google.com".into()),
        client_id: "client".into(),
        client_secret: Some("secret".into()),
        ..UpstreamSettings::default()
    }
}

/// Makes one value of an `[[upstream]]` table wrong.
type Spoil = fn(&mut UpstreamSettings);

#[test]
fn upstream_providers_are_checked_and_errors_name_the_key() {
    let mut s = settings();
    s.upstream = vec![
        provider("google"),
        UpstreamSettings {
            kind: "github".into(),
            issuer: None,
            ..provider("github")
        },
    ];
    let config = s.resolve(Mode::Serve).expect("resolves");
    assert_eq!(config.upstreams.len(), 2);
    assert_eq!(
        config.upstreams[0].oidc_issuer.as_deref(),
        Some("https://accounts.google.com")
    );
    assert_eq!(config.upstreams[0].scopes, ["email", "profile"]);
    assert_eq!(config.upstreams[1].oidc_issuer, None);
    assert_eq!(config.upstreams[1].github_base_url, "https://github.com");

    let wrong: [(&str, Spoil); 9] = [
        ("upstream.id", |u| u.id = "Google!".into()),
        ("upstream.name", |u| u.name = String::new()),
        ("upstream.kind", |u| u.kind = "saml".into()),
        ("upstream.issuer", |u| u.issuer = None),
        ("upstream.issuer", |u| u.issuer = Some("ftp://x".into())),
        ("upstream.client_id", |u| u.client_id = " ".into()),
        ("upstream.client_secret", |u| u.client_secret = None),
        ("upstream.apple_private_key_file", |u| {
            u.apple_team_id = Some("TEAM".into());
        }),
        ("upstream.client_secret", |u| {
            u.apple_team_id = Some("TEAM".into());
            u.apple_key_id = Some("KEY".into());
            u.apple_private_key_file = Some("key.p8".into());
        }),
    ];
    for (key, spoil) in wrong {
        let mut s = settings();
        let mut table = provider("google");
        spoil(&mut table);
        s.upstream = vec![table];
        assert_eq!(key_of(s.resolve(Mode::Serve).unwrap_err()), key);
    }
    let mut twice = settings();
    twice.upstream = vec![provider("google"), provider("google")];
    assert_eq!(
        key_of(twice.resolve(Mode::Serve).unwrap_err()),
        "upstream.id"
    );
    let mut github_apps = settings();
    github_apps.upstream = vec![UpstreamSettings {
        kind: "github".into(),
        native_audiences: vec!["app".into()],
        ..provider("github")
    }];
    assert_eq!(
        key_of(github_apps.resolve(Mode::Serve).unwrap_err()),
        "upstream.native_audiences"
    );
    // The web client among the apps would let the web app's tokens in.
    let mut web_as_app = settings();
    let google = provider("google");
    web_as_app.upstream = vec![UpstreamSettings {
        native_audiences: vec!["android".into(), google.client_id.clone()],
        ..google
    }];
    assert_eq!(
        key_of(web_as_app.resolve(Mode::Serve).unwrap_err()),
        "upstream.native_audiences"
    );
}

#[test]
fn upstream_tables_come_from_the_toml_file() {
    let toml = r#"
[server]
public_url = "https://accounts.test"

[[upstream]]
id = "google"
name = "Google"
kind = "oidc"
issuer = "https://accounts.google.com"
client_id = "1234-web.apps.googleusercontent.com"
client_secret = "s"
trust_email_verified = true
native_audiences = ["1234-android.apps.googleusercontent.com"]

[[upstream]]
id = "github"
name = "GitHub"
kind = "github"
client_id = "Iv1.x"
client_secret = "s"
"#;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("accounts.toml");
    std::fs::write(&file, toml).expect("written");
    let parsed = crate::load(Some(&file)).expect("the documented example loads");
    assert_eq!(parsed.upstream.len(), 2);
    assert!(parsed.upstream[0].trust_email_verified);
    std::fs::write(&file, toml.replace("trust_email_verified", "trust_emails")).expect("written");
    assert!(crate::load(Some(&file)).is_err(), "unknown keys are errors");
}

#[test]
fn the_change_listener_connects_to_the_database_url_unless_told_otherwise() {
    let mut s = settings();
    s.database.url = Some("postgres://app@pgbouncer:6432/accounts".into());
    let config = s.resolve(Mode::Serve).expect("resolves");
    assert_eq!(config.listen_url, "postgres://app@pgbouncer:6432/accounts");
    s.database.listen_url = Some("postgres://app@db:5432/accounts".into());
    let config = s.resolve(Mode::Serve).expect("resolves");
    assert_eq!(config.listen_url, "postgres://app@db:5432/accounts");
    s.database.listen_url = Some("sqlite://other.db".into());
    assert_eq!(
        key_of(s.resolve(Mode::Serve).unwrap_err()),
        "database.listen_url"
    );
}

#[test]
fn audit_events_are_kept_a_year_unless_configured() {
    let mut s = settings();
    let config = s.resolve(Mode::Serve).expect("resolves");
    assert_eq!(config.audit_retention, time::Duration::days(365));
    s.audit.retention_days = 30;
    assert_eq!(
        s.resolve(Mode::Serve).expect("resolves").audit_retention,
        time::Duration::days(30)
    );
    s.audit.retention_days = 0;
    assert_eq!(
        key_of(s.resolve(Mode::Serve).unwrap_err()),
        "audit.retention_days"
    );
}

#[test]
fn deletion_and_webhook_defaults_are_the_documented_ones() {
    let mut s = settings();
    let config = s.resolve(Mode::Serve).expect("resolves");
    assert_eq!(config.recent_auth, time::Duration::seconds(300));
    assert_eq!(config.deletion_grace, time::Duration::ZERO);
    assert_eq!(config.webhooks.retry_base, time::Duration::seconds(5));
    assert_eq!(config.webhooks.retry_period, time::Duration::hours(24));
    assert_eq!(config.webhooks.timeout, std::time::Duration::from_secs(10));
    assert_eq!(config.webhook_poll, std::time::Duration::from_millis(500));
    s.accounts.deletion_grace_days = 30;
    assert_eq!(
        s.resolve(Mode::Serve).expect("resolves").deletion_grace,
        time::Duration::days(30)
    );
    type Bad = (&'static str, fn(&mut Settings));
    let bad: [Bad; 5] = [
        ("accounts.recent_auth_secs", |s| {
            s.accounts.recent_auth_secs = 0
        }),
        ("accounts.deletion_grace_days", |s| {
            s.accounts.deletion_grace_days = -1
        }),
        ("webhooks.retry_base_secs", |s| {
            s.webhooks.retry_base_secs = 0
        }),
        ("webhooks.retry_hours", |s| s.webhooks.retry_hours = 0),
        ("webhooks.timeout_secs", |s| s.webhooks.timeout_secs = 0),
    ];
    for (key, spoil) in bad {
        let mut s = settings();
        spoil(&mut s);
        assert_eq!(key_of(s.resolve(Mode::Serve).unwrap_err()), key);
    }
}

#[test]
fn private_destinations_are_allowed_in_dev_and_refused_by_default_for_serve() {
    use accounts_domain::destinations::Destinations;
    let s = settings();
    let dev = s.resolve(Mode::Dev).expect("dev resolves");
    assert_eq!(dev.webhooks.destinations, Destinations::Any);
    let serve = s.resolve(Mode::Serve).expect("serve resolves");
    assert_eq!(serve.webhooks.destinations, Destinations::PublicOnly);
    let mut allowed = settings();
    allowed.webhooks.allow_private_addresses = Some(true);
    assert_eq!(
        allowed
            .resolve(Mode::Serve)
            .expect("serve")
            .webhooks
            .destinations,
        Destinations::Any
    );
    let mut refused = settings();
    refused.webhooks.allow_private_addresses = Some(false);
    assert_eq!(
        refused
            .resolve(Mode::Dev)
            .expect("dev")
            .webhooks
            .destinations,
        Destinations::PublicOnly
    );
}

#[test]
fn the_console_asks_operators_for_a_second_factor_except_in_dev_mode() {
    let s = settings();
    let serve = s.resolve(Mode::Serve).expect("serve").console;
    assert!(serve.require_second_factor);
    assert_eq!(serve.idle, time::Duration::minutes(30));
    assert!(
        !s.resolve(Mode::Dev)
            .expect("dev")
            .console
            .require_second_factor
    );
    let mut set = settings();
    set.console.require_second_factor = Some(true);
    set.console.idle_minutes = 5;
    let dev = set.resolve(Mode::Dev).expect("dev").console;
    assert!(dev.require_second_factor);
    assert_eq!(dev.idle, time::Duration::minutes(5));
    for minutes in [0, -1, 1441] {
        let mut odd = settings();
        odd.console.idle_minutes = minutes;
        assert_eq!(
            key_of(odd.resolve(Mode::Serve).unwrap_err()),
            "console.idle_minutes"
        );
    }
}

#[test]
fn the_default_language_is_english_or_a_supported_tag() {
    use accounts_service::languages::Language;
    assert_eq!(
        settings()
            .resolve(Mode::Serve)
            .expect("serve")
            .default_language,
        Language::En
    );
    let mut set = settings();
    set.i18n.default_locale = "pt-br".into();
    assert_eq!(
        set.resolve(Mode::Serve).expect("serve").default_language,
        Language::PtBr
    );
    for odd in ["", "xx", "en-XA", "de-DE"] {
        let mut odd_set = settings();
        odd_set.i18n.default_locale = odd.into();
        assert_eq!(
            key_of(odd_set.resolve(Mode::Serve).unwrap_err()),
            "i18n.default_locale",
            "{odd}"
        );
    }
}

#[test]
fn serve_names_every_setting_it_needs_at_once_and_dev_fills_them_in() {
    let error = Settings::default()
        .resolve(Mode::Serve)
        .expect_err("serve needs them");
    let text = error.to_string();
    for named in [
        "keys.master_key",
        "ACCOUNTS__KEYS__MASTER_KEY",
        "openssl rand -base64 32",
        "database.url",
        "server.public_url",
    ] {
        assert!(text.contains(named), "{named} in {text}");
    }
    let mut without_key = settings();
    without_key.keys.master_key = None;
    let error = without_key.resolve(Mode::Serve).expect_err("needs a key");
    assert!(
        matches!(&error, SettingsError::Missing(keys) if keys == &["keys.master_key"]),
        "{error}"
    );
    let mut dev = Settings::default();
    dev.keys.master_key = Some(MasterKey::generate().to_base64());
    let config = dev.resolve(Mode::Dev).expect("dev fills in the rest");
    assert_eq!(config.database_url, "sqlite://data/accounts.db");
    assert_eq!(config.issuer, "http://localhost:8080");
}

#[test]
fn the_public_url_never_carries_credentials() {
    let mut s = settings();
    s.server.public_url = Some("https://accounts.test/base".into());
    assert_eq!(
        s.resolve(Mode::Serve).expect("resolves").issuer,
        "https://accounts.test/base"
    );
    for with_credentials in [
        "https://issuer:hunter2@accounts.test/base",
        "https://issuer@accounts.test/base",
        "https://:hunter2@accounts.test/base",
    ] {
        s.server.public_url = Some(with_credentials.into());
        for mode in [Mode::Serve, Mode::Dev] {
            let error = s.resolve(mode).expect_err(with_credentials);
            assert!(!error.to_string().contains("hunter2"), "{error}");
            assert_eq!(key_of(error), "server.public_url", "{with_credentials}");
        }
    }
}

#[test]
fn serve_takes_http_only_on_loopback_unless_allowed() {
    let mut s = settings();
    s.server.public_url = Some("https://accounts.test".into());
    s.resolve(Mode::Serve).expect("https resolves");
    for loopback in [
        "http://localhost:8080",
        "http://LOCALHOST:8080",
        "http://127.0.0.1:8080",
        "http://127.8.9.10",
        "http://[::1]:8080",
    ] {
        s.server.public_url = Some(loopback.into());
        s.resolve(Mode::Serve).expect(loopback);
    }
    for beyond in [
        "http://accounts.test",
        "http://10.0.0.5:8080",
        "http://[2001:db8::1]",
        "http://localhost.accounts.test",
    ] {
        s.server.public_url = Some(beyond.into());
        s.server.allow_http = false;
        let error = s.resolve(Mode::Serve).expect_err(beyond);
        let text = error.to_string();
        assert!(
            text.contains("https://") && text.contains("server.allow_http"),
            "the message says what to do: {text}"
        );
        assert_eq!(key_of(error), "server.public_url", "{beyond}");
        // Dev mode is a laptop's: any host.
        s.resolve(Mode::Dev).expect(beyond);
        s.server.allow_http = true;
        assert_eq!(
            s.resolve(Mode::Serve).expect(beyond).issuer,
            beyond.trim_end_matches('/')
        );
    }
}
