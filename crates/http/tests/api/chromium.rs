//! End to end in a real browser: headless Chromium, driven through
//! ChromeDriver with `fantoccini`, opens the authorize URL, fills the login
//! form, follows the redirect to a local callback, and the code it brings
//! works at the token endpoint; then, signed in, it enters a device's code
//! on the device page and allows it, and the device's poll gets tokens.
//! Screenshots of the pages are written to the test's output directory
//! (`CARGO_TARGET_TMPDIR`).

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use fantoccini::{ClientBuilder, Locator};
use serde_json::json;

use crate::browser::params_of;
use crate::helpers::{ADMIN_KEY, Backend, spawn_self_issued_app};

const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
const CHROMIUM: &str = "/usr/bin/chromium";
// RFC 7636 appendix B.
const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

/// Where screenshots go: the integration test's own output directory.
pub fn output_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
}

/// ChromeDriver, stopped when dropped.
pub(crate) struct Driver {
    child: Child,
    pub(crate) url: String,
}

impl Driver {
    pub(crate) fn start() -> Self {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        // Readiness, not timing: wait until it accepts connections.
        let deadline = Instant::now() + Duration::from_secs(30);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver never listened");
            std::thread::sleep(Duration::from_millis(50));
        }
        Self {
            child,
            url: format!("http://127.0.0.1:{port}"),
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A client app's callback: answers every request with a small page and
/// reports each request's path and query.
pub(crate) fn callback_server() -> (String, mpsc::Receiver<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut line = String::new();
            if BufReader::new(&stream).read_line(&mut line).is_err() {
                continue;
            }
            let target = line.split_whitespace().nth(1).unwrap_or_default();
            let _ = tx.send(target.to_owned());
            let body = "<!doctype html><title>Client app</title><h1>Back at the app</h1>";
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    (format!("http://127.0.0.1:{port}/callback"), rx)
}

fn capabilities(profile: &Path) -> serde_json::Map<String, serde_json::Value> {
    capabilities_sized(profile, true)
}

/// A phone (emulated, 390 px wide) or a desktop window (1280 x 900).
pub(crate) fn capabilities_sized(
    profile: &Path,
    phone: bool,
) -> serde_json::Map<String, serde_json::Value> {
    // The flags this machine needs (see the env notes): no sandbox as root,
    // and no background networking, which the closed network refuses.
    let args = [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-extensions",
        // A phone-sized window: the login page must work there.
        if phone {
            "--window-size=412,915"
        } else {
            "--window-size=1280,900"
        },
        &format!("--user-data-dir={}", profile.display()),
    ];
    let mut options = json!({"binary": CHROMIUM, "args": args});
    if phone {
        // Headless windows are at least 500 px wide; emulate a phone.
        options["mobileEmulation"] =
            json!({"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1.0}});
    }
    let mut caps = serde_json::Map::new();
    caps.insert("goog:chromeOptions".into(), options);
    caps
}

/// Says that ChromeDriver is missing: the browser tests skip, or fail
/// under CI.
pub(crate) fn skip_without_driver() {
    accounts_testkit::skips::skip_outside_ci(&format!(
        "{CHROMEDRIVER} is missing (apt-get install chromium chromium-driver; .ci/run installs them)"
    ));
}

/// ChromeDriver, or `None` (after saying why) when the machine has none:
/// outside CI the browser tests skip; under `CI=true` they fail.
pub(crate) fn driver_or_skip() -> Option<Driver> {
    if !Path::new(CHROMEDRIVER).exists() {
        skip_without_driver();
        return None;
    }
    Some(Driver::start())
}

/// A Chromium session through `driver`, phone sized or desktop sized.
pub(crate) async fn chromium(driver: &Driver, profile: &Path, phone: bool) -> fantoccini::Client {
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(capabilities_sized(profile, phone))
        .connect(&driver.url)
        .await
        .expect("a Chromium session")
}

pub(crate) async fn type_into(browser: &fantoccini::Client, css: &str, text: &str) {
    let field = browser.find(Locator::Css(css)).await.unwrap();
    field.send_keys(text).await.unwrap();
}

async fn submit(browser: &fantoccini::Client) {
    let button = browser.find(Locator::Css("button[type=submit]")).await;
    button.unwrap().click().await.unwrap();
}

/// One real browser run (SQLite): a browser session is the expensive part.
#[test]
fn a_real_browser_signs_in_through_the_login_page() {
    let app = &spawn_self_issued_app(Backend::Sqlite);
    if !Path::new(CHROMEDRIVER).exists() {
        // CI installs the browser (.ci/run); there a missing driver is a failure.
        skip_without_driver();
        return;
    }
    let seeded = app.seed();
    let (callback, requests) = callback_server();
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"name": "Photo Frame", "redirect_uris": [callback], "public": true})),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    let client_id = created.body["client_id"].as_str().unwrap().to_owned();
    let authorize = {
        let query = url::form_urlencoded::Serializer::new(String::new())
            .append_pair("response_type", "code")
            .append_pair("client_id", &client_id)
            .append_pair("redirect_uri", &callback)
            .append_pair("scope", "openid profile")
            .append_pair("state", "chromium-state")
            .append_pair("code_challenge", CHALLENGE)
            .append_pair("code_challenge_method", "S256")
            .finish();
        app.url(&format!("/accounts/oauth2/v1/authorize?{query}"))
    };

    // A device request of the same client, answered in the same browser.
    let device = app.send(
        app.http
            .post(app.url(crate::device_grant::DEVICE_CODE))
            .form(&[("client_id", client_id.as_str()), ("scope", "profile")]),
    );
    assert_eq!(device.status, 200, "{}", device.body);
    let user_code = device.body["user_code"].as_str().unwrap().to_owned();
    let verification = app.url(crate::device_grant::DEVICE);

    let driver = Driver::start();
    let profile = tempfile::tempdir().unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let landed = runtime.block_on(async {
        let browser = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(capabilities(profile.path()))
            .connect(&driver.url)
            .await
            .expect("a Chromium session");
        browser.goto(&authorize).await.unwrap();
        assert_eq!(browser.title().await.unwrap(), "Sign in");
        let shot = browser.screenshot().await.unwrap();
        let path = output_dir().join("login-page.png");
        std::fs::write(&path, &shot).unwrap();
        eprintln!("login page screenshot: {}", path.display());

        // A wrong password first: the form comes back with the email kept.
        let email = seeded.user.email.as_str();
        type_into(&browser, "#email", email).await;
        type_into(&browser, "#password", "not the password").await;
        submit(&browser).await;
        let alert = browser
            .wait()
            .for_element(Locator::Css("[role=alert]"))
            .await
            .unwrap();
        assert!(alert.text().await.unwrap().contains("not right"));
        let kept = browser
            .find(Locator::Css("#email"))
            .await
            .unwrap()
            .prop("value")
            .await
            .unwrap();
        assert_eq!(kept.as_deref(), Some(email));
        let shot = browser.screenshot().await.unwrap();
        std::fs::write(output_dir().join("login-page-error.png"), &shot).unwrap();

        type_into(&browser, "#password", "correct horse").await;
        submit(&browser).await;
        // Readiness, not timing: wait until the redirect has landed.
        let deadline = Instant::now() + Duration::from_secs(30);
        let landed = loop {
            let url = browser.current_url().await.unwrap().to_string();
            if url.starts_with(&callback) {
                break url;
            }
            assert!(
                Instant::now() < deadline,
                "never reached the callback: {url}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        // Signed in: the browser kept the session cookie, so the next
        // authorize request skips the form.
        browser.goto("about:blank").await.unwrap();
        browser.goto(&authorize).await.unwrap();
        let again = browser.current_url().await.unwrap().to_string();
        assert!(again.starts_with(&callback), "{again}");

        // The device page: signed in already, so it asks for the code,
        // typed here in lower case without the hyphen.
        browser.goto(&verification).await.unwrap();
        assert_eq!(browser.title().await.unwrap(), "Connect a device");
        let typed = user_code.replace('-', "").to_lowercase();
        type_into(&browser, "#user_code", &typed).await;
        submit(&browser).await;
        let allow = browser
            .wait()
            .for_element(Locator::Css("button[value=approve]"))
            .await
            .unwrap();
        let question = browser
            .find(Locator::Css("main"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        for shown in [
            "Photo Frame",
            user_code.as_str(),
            "See your profile",
            "Deny",
        ] {
            assert!(question.contains(shown), "{shown} in {question}");
        }
        let shot = browser.screenshot().await.unwrap();
        std::fs::write(output_dir().join("device-page.png"), &shot).unwrap();
        allow.click().await.unwrap();
        // Readiness, not timing: wait until the answer's page has loaded.
        let deadline = Instant::now() + Duration::from_secs(30);
        while browser.title().await.unwrap() != "Device connected" {
            assert!(Instant::now() < deadline, "the approval never landed");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        (landed, browser)
    });
    let (landed, browser) = landed;

    app.advance(time::Duration::seconds(5));
    let polled = app.send(app.http.post(app.url("/accounts/oauth2/v1/token")).form(&[
        ("grant_type", crate::device_grant::GRANT_TYPE),
        ("device_code", device.body["device_code"].as_str().unwrap()),
        ("client_id", client_id.as_str()),
    ]));
    assert_eq!(polled.status, 200, "{}", polled.body);
    assert_eq!(polled.body["scope"], "profile");

    let params = params_of(&landed, '?');
    assert_eq!(params["state"], "chromium-state");
    let seen: Vec<String> = requests.try_iter().collect();
    assert!(
        seen.iter()
            .any(|r| r.starts_with("/callback?") && r.contains(&params["code"])),
        "the callback received the code: {seen:?}"
    );
    let tokens = app.send(app.http.post(app.url("/accounts/oauth2/v1/token")).form(&[
        ("grant_type", "authorization_code"),
        ("code", params["code"].as_str()),
        ("redirect_uri", callback.as_str()),
        ("client_id", client_id.as_str()),
        ("code_verifier", VERIFIER),
    ]));
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    assert!(tokens.body["id_token"].is_string());
    let access = tokens.body["access_token"].as_str().unwrap();
    let userinfo = app.get_bearer("/accounts/users/v1/userinfo", access);
    assert_eq!(userinfo.status, 200, "{}", userinfo.body);
    assert_eq!(
        userinfo.body["userData"]["userId"].as_str(),
        Some(seeded.user.id.to_string().as_str()),
        "{}",
        userinfo.body
    );

    // Signing out with the client's post_logout_redirect_uri: the
    // confirmation's POST is answered with a redirect to the client,
    // which the page's form-action allows.
    let logout = {
        let query = url::form_urlencoded::Serializer::new(String::new())
            .append_pair("client_id", &client_id)
            .append_pair("post_logout_redirect_uri", &callback)
            .append_pair("state", "bye")
            .finish();
        app.url(&format!("/accounts/oauth2/v1/logout?{query}"))
    };
    let signed_out = runtime.block_on(async {
        browser.goto(&logout).await.unwrap();
        assert_eq!(browser.title().await.unwrap(), "Sign out");
        submit(&browser).await;
        let deadline = Instant::now() + Duration::from_secs(30);
        let url = loop {
            let url = browser.current_url().await.unwrap().to_string();
            if url.starts_with(&callback) {
                break url;
            }
            assert!(Instant::now() < deadline, "never reached the client: {url}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        browser.close().await.unwrap();
        url
    });
    assert_eq!(params_of(&signed_out, '?')["state"], "bye");
    app.get_bearer("/accounts/users/v1/userinfo", access)
        .assert_error(401, "INVALID_TOKEN");
}

/// Readiness, not timing: waits until the page's title is `title`.
pub(crate) async fn wait_for_title(browser: &fantoccini::Client, title: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let now = browser.title().await.unwrap();
        if now == title {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "never reached {title:?}: {now:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub(crate) async fn screenshot(browser: &fantoccini::Client, name: &str) {
    let shot = browser.screenshot().await.unwrap();
    let path = output_dir().join(name);
    std::fs::write(&path, &shot).unwrap();
    eprintln!("screenshot: {}", path.display());
}

/// Self-service in a real browser: sign up, follow the mailed link (from
/// a real SMTP server), sign in on the account page, sign out another
/// session there. Screenshots of the sign-up and account pages, phone and
/// desktop sized.
#[test]
fn a_real_browser_signs_up_and_manages_the_account() {
    use accounts_testkit::smtp::SmtpServer;

    if !Path::new(CHROMEDRIVER).exists() {
        skip_without_driver();
        return;
    }
    let smtp = SmtpServer::start();
    let url = smtp.url();
    let ca_file = smtp.ca_file();
    let app = crate::helpers::spawn_self_issued_app_with(crate::helpers::Backend::Sqlite, |s| {
        s.accounts.registration = Some("open".into());
        s.email.smtp_url = Some(url);
        s.email.smtp_ca_file = Some(ca_file);
    });
    let email = format!("chroma-{}@example.com", app.clock_now().unix_timestamp());
    let driver = Driver::start();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();

    // Phone: sign up.
    let profile = tempfile::tempdir().unwrap();
    let browser = runtime.block_on(async {
        let browser = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(capabilities_sized(profile.path(), true))
            .connect(&driver.url)
            .await
            .expect("a Chromium session");
        browser.goto(&app.url("/accounts/signup")).await.unwrap();
        wait_for_title(&browser, "Create your account").await;
        screenshot(&browser, "signup-page-phone.png").await;
        type_into(&browser, "#email", &email).await;
        type_into(&browser, "#password", "a long passphrase").await;
        type_into(&browser, "#name", "Chroma Key").await;
        submit(&browser).await;
        wait_for_title(&browser, "Check your mail").await;
        browser
    });
    // The mail's link, opened in the same browser.
    let link = smtp
        .wait_for(&email, 1)
        .word_after(&app.base)
        .expect("the verification link");
    // Before the address is confirmed, the account does not sign in.
    crate::native_app::login(&app, &email, "a long passphrase")
        .assert_error(401, "INVALID_CREDENTIALS");
    runtime.block_on(async {
        browser.goto(&app.url(&link)).await.unwrap();
        // Opening the link confirms nothing (a mail scanner opens it
        // too); its button does.
        wait_for_title(&browser, "Confirm your email address").await;
        submit(&browser).await;
        wait_for_title(&browser, "Email address confirmed").await;
    });
    // Another device signs in: the account page will list it.
    let (other, other_id) = {
        let reply = crate::native_app::login(&app, &email, "a long passphrase");
        assert_eq!(reply.status, 200, "{}", reply.body);
        (
            reply.body["accountToken"].as_str().unwrap().to_owned(),
            reply.body["sessionId"].as_str().unwrap().to_owned(),
        )
    };
    runtime.block_on(async {
        browser.goto(&app.url("/accounts/account")).await.unwrap();
        wait_for_title(&browser, "Sign in").await;
        type_into(&browser, "#email", &email).await;
        type_into(&browser, "#password", "a long passphrase").await;
        submit(&browser).await;
        wait_for_title(&browser, "Your account").await;
        screenshot(&browser, "account-page-phone.png").await;
        let text = browser
            .find(Locator::Css("main"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        for shown in [email.as_str(), "This browser", "Sign out everywhere else"] {
            assert!(text.contains(shown), "{shown} in {text}");
        }
        let sign_out =
            format!("//input[@name='session_id'][@value='{other_id}']/following-sibling::button");
        browser
            .find(Locator::XPath(&sign_out))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(30);
        while !browser
            .current_url()
            .await
            .unwrap()
            .as_str()
            .ends_with("done=signed_out")
        {
            assert!(Instant::now() < deadline, "the sign-out never landed");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        browser.close().await.unwrap();
    });
    let gone = app.send(
        app.http
            .get(app.url("/accounts/users/v1/sessions"))
            .bearer_auth(&other),
    );
    assert_eq!(gone.status, 401, "the other session ended: {}", gone.body);

    // Desktop: the same pages, wide.
    let profile = tempfile::tempdir().unwrap();
    runtime.block_on(async {
        let browser = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(capabilities_sized(profile.path(), false))
            .connect(&driver.url)
            .await
            .expect("a Chromium session");
        browser.goto(&app.url("/accounts/signup")).await.unwrap();
        wait_for_title(&browser, "Create your account").await;
        screenshot(&browser, "signup-page-desktop.png").await;
        browser.goto(&app.url("/accounts/account")).await.unwrap();
        wait_for_title(&browser, "Sign in").await;
        type_into(&browser, "#email", &email).await;
        type_into(&browser, "#password", "a long passphrase").await;
        submit(&browser).await;
        wait_for_title(&browser, "Your account").await;
        screenshot(&browser, "account-page-desktop.png").await;
        browser.close().await.unwrap();
    });
}
