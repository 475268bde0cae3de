//! Passkeys in a real browser: headless Chromium with the WebDriver
//! virtual authenticator (W3C WebAuthn, "Automation": a CTAP2 platform
//! authenticator that stores discoverable credentials and verifies the
//! user). On the account page the user adds a passkey; signed out, the
//! login page signs in with it through the email field's autofill without
//! anything typed, and the client's code brings an id_token whose `amr`
//! says so; a password on the account page then asks for the passkey as
//! the second step. Screenshots of the passkey
//! sign-in, the authenticator app's enrolment and the second step, phone
//! and desktop sized.

use std::path::Path;
use std::time::{Duration, Instant};

use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{ClientBuilder, Locator};
use serde_json::{Value, json};

use crate::browser::params_of;
use crate::chromium::{
    Driver, callback_server, capabilities_sized, screenshot, type_into, wait_for_title,
};
use crate::helpers::{ADMIN_KEY, Backend, spawn_localhost_app};

const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
// RFC 7636 appendix B.
const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

/// `POST /session/{id}/webauthn/authenticator`: a virtual authenticator
/// for the session.
#[derive(Debug)]
struct AddVirtualAuthenticator;

impl WebDriverCompatibleCommand for AddVirtualAuthenticator {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/webauthn/authenticator",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        let body = json!({
            "protocol": "ctap2",
            "transport": "internal",
            "hasResidentKey": true,
            "hasUserVerification": true,
            "isUserVerified": true,
            "automaticPresenceSimulation": true,
        });
        (http::Method::POST, Some(body.to_string()))
    }
}

async fn click(browser: &fantoccini::Client, css: &str) {
    browser
        .find(Locator::Css(css))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// Readiness, not timing: waits until the URL satisfies `done`.
async fn wait_for_url(browser: &fantoccini::Client, done: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let url = browser.current_url().await.unwrap().to_string();
        if done(&url) {
            return url;
        }
        assert!(Instant::now() < deadline, "never got there: {url}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn sign_in_with_password(browser: &fantoccini::Client, email: &str) {
    type_into(browser, "#email", email).await;
    type_into(browser, "#password", "correct horse").await;
    click(browser, "form:not([hidden]) button[type=submit]").await;
}

/// Passkeys in a real browser with a virtual authenticator, on SQLite only:
/// a browser session is the expensive part.
#[test]
fn a_real_browser_registers_a_passkey_and_signs_in_with_it() {
    let app = &spawn_localhost_app(Backend::Sqlite);
    if !Path::new(CHROMEDRIVER).exists() {
        crate::chromium::skip_without_driver();
        return;
    }
    // The public URL is http://localhost:PORT: the relying party's name.
    let base = app.state.accounts.config().issuer.clone();
    assert!(base.starts_with("http://localhost:"), "{base}");
    let seeded = app.seed();
    let email = seeded.user.email.as_str().to_owned();
    let (callback, _requests) = callback_server();
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
            .append_pair("nonce", "n-passkey")
            .append_pair("code_challenge", CHALLENGE)
            .append_pair("code_challenge_method", "S256")
            .finish();
        format!("{base}/accounts/oauth2/v1/authorize?{query}")
    };
    let account = format!("{base}/accounts/account");

    let driver = Driver::start();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let profile = tempfile::tempdir().unwrap();
    let landed = runtime.block_on(async {
        let browser = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(capabilities_sized(profile.path(), false))
            .connect(&driver.url)
            .await
            .expect("a Chromium session");
        browser
            .issue_cmd(AddVirtualAuthenticator)
            .await
            .expect("a virtual authenticator");

        // Signed in with the password, the account page adds a passkey.
        browser.goto(&account).await.unwrap();
        wait_for_title(&browser, "Sign in").await;
        sign_in_with_password(&browser, &email).await;
        wait_for_title(&browser, "Your account").await;
        browser
            .wait()
            .for_element(Locator::Css("#passkey-add:not([hidden])"))
            .await
            .expect("the script shows the passkey form");
        type_into(&browser, "#passkey-name", "Chromium").await;
        click(&browser, "#passkey-add button[type=submit]").await;
        wait_for_url(&browser, |u| u.ends_with("done=passkey_added")).await;
        let text = browser
            .find(Locator::Css("main"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(text.contains("Chromium"), "{text}");
        screenshot(&browser, "account-passkeys-desktop.png").await;

        // With a passkey, the user has a second factor: this password
        // session is asked to sign in again before another factor.
        click(
            &browser,
            "form input[name=action][value=totp_start] ~ button[type=submit]",
        )
        .await;
        wait_for_title(&browser, "Sign in").await;
        let text = browser
            .find(Locator::Css("main"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(text.contains("sign in again"), "{text}");

        // Signed out, the login page offers the passkey in the email
        // field's autofill (conditional mediation): the virtual
        // authenticator answers at once, so the browser lands at the
        // client without anything typed.
        browser.delete_all_cookies().await.unwrap();
        browser.goto(&authorize).await.unwrap();
        let landed = wait_for_url(&browser, |u| u.starts_with(&callback)).await;

        // On the account page (which offers no autofill) a password now
        // leads to the second step, answered with the passkey's button.
        // (Cookies are deleted for the page's own site: go back there.)
        browser.goto(&account).await.unwrap();
        wait_for_title(&browser, "Your account").await;
        browser.delete_all_cookies().await.unwrap();
        browser.goto(&account).await.unwrap();
        wait_for_title(&browser, "Sign in").await;
        sign_in_with_password(&browser, &email).await;
        wait_for_title(&browser, "Two-step sign-in").await;
        browser
            .wait()
            .for_element(Locator::Css("#passkey-signin:not([hidden])"))
            .await
            .expect("the second step offers the passkey");
        click(&browser, "#passkey-signin button[type=submit]").await;
        wait_for_title(&browser, "Your account").await;

        // Signed in with both factors, the authenticator app's enrolment:
        // a QR code and the key.
        click(
            &browser,
            "form input[name=action][value=totp_start] ~ button[type=submit]",
        )
        .await;
        wait_for_title(&browser, "Set up an authenticator app").await;
        browser
            .find(Locator::Css(".qr svg"))
            .await
            .expect("the QR code");
        browser.close().await.unwrap();
        landed
    });

    let params = params_of(&landed, '?');
    let tokens = app.send(app.http.post(app.url("/accounts/oauth2/v1/token")).form(&[
        ("grant_type", "authorization_code"),
        ("code", params["code"].as_str()),
        ("redirect_uri", callback.as_str()),
        ("client_id", client_id.as_str()),
        ("code_verifier", VERIFIER),
    ]));
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    let claims = claims(tokens.body["id_token"].as_str().unwrap());
    let amr: Vec<&str> = claims["amr"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(amr.contains(&"user") && amr.contains(&"mfa"), "{amr:?}");
    assert!(amr.contains(&"hwk") || amr.contains(&"swk"), "{amr:?}");
    assert!(!amr.contains(&"pwd"), "no password was typed: {amr:?}");
    assert_eq!(claims["acr"], "urn:accounts:acr:mfa");

    // The pages on a phone-sized and a desktop-sized window, without an
    // authenticator (so the autofill offers nothing and the button shows),
    // for the screenshots: a new user's login page and authenticator app
    // enrolment, and the passkey user's second step.
    for (phone, size) in [(true, "phone"), (false, "desktop")] {
        let newcomer = app.seed();
        let profile = tempfile::tempdir().unwrap();
        runtime.block_on(async {
            let browser =
                ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
                    .capabilities(capabilities_sized(profile.path(), phone))
                    .connect(&driver.url)
                    .await
                    .expect("a Chromium session");
            browser.goto(&authorize).await.unwrap();
            wait_for_title(&browser, "Sign in").await;
            browser
                .wait()
                .for_element(Locator::Css("#passkey-signin:not([hidden])"))
                .await
                .expect("the script shows the passkey button");
            screenshot(&browser, &format!("passkey-sign-in-{size}.png")).await;
            sign_in_with_password(&browser, &email).await;
            wait_for_title(&browser, "Two-step sign-in").await;
            screenshot(&browser, &format!("second-step-{size}.png")).await;
            browser.goto(&account).await.unwrap();
            wait_for_title(&browser, "Sign in").await;
            sign_in_with_password(&browser, newcomer.user.email.as_str()).await;
            wait_for_title(&browser, "Your account").await;
            click(
                &browser,
                "form input[name=action][value=totp_start] ~ button[type=submit]",
            )
            .await;
            wait_for_title(&browser, "Set up an authenticator app").await;
            screenshot(&browser, &format!("totp-enrolment-{size}.png")).await;
            browser.close().await.unwrap();
        });
    }
}

/// An id_token's claims (its signature is checked by the token tests).
fn claims(id_token: &str) -> Value {
    use base64::Engine as _;
    let payload = id_token.split('.').nth(1).unwrap();
    serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .unwrap(),
    )
    .unwrap()
}
