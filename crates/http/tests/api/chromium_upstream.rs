//! Linking an upstream provider in a real browser (headless Chromium):
//! the account page's "Link" form is answered with a redirect to the
//! provider's authorization endpoint (another instance of this service,
//! on another host), whose login form is answered with a redirect back to
//! our callback. Browsers hold a form's redirects to the page's
//! `form-action`, so this passes only when each page's policy allows
//! exactly where its forms lead (docs/decisions.md, "Standard face").

use std::time::{Duration, Instant};

use accounts_domain::addresses::RedirectUri;
use accounts_domain::ids::ClientId;
use accounts_domain::records::ClientRecord;
use accounts_domain::repository::ClientRepository;
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::PlainSecret;

use crate::accessibility::click;
use crate::browser::PASSWORD;
use crate::chromium::{chromium, driver_or_skip, screenshot, type_into, wait_for_title};
use crate::helpers::{Backend, spawn_self_issued_app, spawn_self_issued_app_with};

/// Readiness, not timing: waits until the URL starts with `prefix`.
async fn landed_at(browser: &fantoccini::Client, prefix: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let url = browser.current_url().await.unwrap().to_string();
        if url.starts_with(prefix) {
            return url;
        }
        assert!(Instant::now() < deadline, "never reached {prefix}: {url}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// One run (SQLite): what is tested is the browser's policy, not storage.
#[test]
fn a_real_browser_links_an_upstream_provider() {
    let Some(driver) = driver_or_skip() else {
        return;
    };
    // The provider on 127.0.0.1, the service on localhost: cookies do not
    // tell ports apart, so two hosts keep the two sessions apart.
    let upstream = spawn_self_issued_app(Backend::Sqlite);
    let upstream_user = upstream.seed().user;
    let client_id = ClientId::generate(upstream.clock_now());
    let secret = PlainSecret::generate();
    let smtp = accounts_testkit::smtp::SmtpServer::start();
    let (smtp_url, ca_file) = (smtp.url(), smtp.ca_file());
    let (id, plain, issuer) = (
        client_id.to_string(),
        secret.expose().to_owned(),
        upstream.base.clone(),
    );
    let app = spawn_self_issued_app_with(Backend::Sqlite, move |s| {
        s.server.public_url = s
            .server
            .public_url
            .as_ref()
            .map(|url| url.replace("127.0.0.1", "localhost"));
        s.email.smtp_url = Some(smtp_url);
        s.email.smtp_ca_file = Some(ca_file);
        s.upstream = vec![accounts_server::config::UpstreamSettings {
            id: "corp".into(),
            name: "Corp".into(),
            kind: "oidc".into(),
            issuer: Some(issuer),
            client_id: id,
            client_secret: Some(plain),
            ..Default::default()
        }];
    });
    let base = app.state.accounts.config().issuer.clone();
    assert!(base.starts_with("http://localhost:"), "{base}");
    let now = upstream.clock_now();
    ClientRepository::insert(
        upstream.store(),
        &ClientRecord {
            id: client_id,
            name: "Downstream".into(),
            secret_digest: secret.digest(),
            redirect_uris: vec![
                RedirectUri::parse(&format!("{base}/accounts/upstream/corp/callback")).unwrap(),
            ],
            package_names: vec![],
            allowed_scopes: Scopes::parse("openid email profile").unwrap(),
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
        },
    )
    .unwrap();
    let seeded = app.seed();

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let profile = tempfile::tempdir().unwrap();
    runtime.block_on(async {
        let browser = chromium(&driver, profile.path(), false).await;
        browser
            .goto(&format!("{base}/accounts/account"))
            .await
            .unwrap();
        type_into(&browser, "#email", seeded.user.email.as_str()).await;
        type_into(&browser, "#password", PASSWORD).await;
        click(&browser, "form:not([hidden]) button[type=submit]").await;
        wait_for_title(&browser, "Your account").await;

        // "Link Corp": a POST answered with a redirect to the provider.
        click(&browser, "input[name=link] ~ button").await;
        landed_at(&browser, &upstream.base).await;
        wait_for_title(&browser, "Sign in").await;
        screenshot(&browser, "upstream-provider-login.png").await;
        // The provider's login form: a POST answered with a redirect to
        // our callback, which answers with the account page.
        type_into(&browser, "#email", upstream_user.email.as_str()).await;
        type_into(&browser, "#password", PASSWORD).await;
        click(&browser, "form:not([hidden]) button[type=submit]").await;
        let linked = landed_at(&browser, &format!("{base}/accounts/account")).await;
        assert!(linked.contains("done=linked"), "{linked}");
        wait_for_title(&browser, "Your account").await;
        screenshot(&browser, "upstream-linked.png").await;
        browser.close().await.unwrap();
    });
    let links = accounts_domain::repository::IdentityLinkRepository::list_links(
        app.store(),
        seeded.user.id,
    )
    .unwrap();
    assert_eq!(links.len(), 1, "{links:?}");
    assert_eq!(links[0].provider, "corp");
}
