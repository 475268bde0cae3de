//! Accessibility in a real browser: Deque's axe-core (pinned in
//! `tests/peers/axe-core`, which `.ci/run` installs with `npm ci`) runs
//! inside headless Chromium on every public page, each in the state a
//! user sees it (the second step, the sign-in again before a change, the
//! recovery codes and the pages that say what was done among them), phone sized (390 px) and desktop sized (1280 px). A
//! violation of impact "serious" or "critical" fails the test; lesser
//! ones are printed. Without ChromeDriver or the package the test skips
//! with a message, except under `CI=true`, where it fails. A screenshot
//! of every page checked goes to the test's output directory as
//! `a11y-<label>.png`.

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use fantoccini::Locator;
use serde_json::{Value, json};

use crate::chromium::{
    callback_server, chromium, driver_or_skip, output_dir, type_into, wait_for_title,
};
use crate::helpers::{ADMIN_KEY, TestApp};

/// The impacts that fail a page; "minor" and "moderate" are only printed.
const FAILING: [&str; 2] = ["serious", "critical"];

fn axe_script_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/peers/axe-core/node_modules/axe-core/axe.min.js")
}

/// Whether axe-core is installed; outside CI a test without it should
/// skip (this says why), under `CI=true` it fails here. Call it before
/// starting a browser, then [`assert_accessible`] on each page.
pub(crate) fn axe_or_skip() -> bool {
    if axe_script_path().is_file() {
        return true;
    }
    let why = "the accessibility test needs `npm ci --prefix crates/http/tests/peers/axe-core` (.ci/run does it)";
    accounts_testkit::skips::skip_outside_ci(why);
    false
}

fn axe_script() -> &'static str {
    static SOURCE: OnceLock<String> = OnceLock::new();
    SOURCE.get_or_init(|| {
        let path = axe_script_path();
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (see axe_or_skip)", path.display()))
    })
}

/// Only what a report needs crosses back from the page: axe's full
/// results are large.
const RUN_AXE: &str = "\
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']}).then(results => done({
  violations: results.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
    nodes: v.nodes.map(n => ({target: n.target, html: n.html, summary: n.failureSummary})),
  })),
}), error => done({error: String(error)}));";

/// Runs axe-core on the page `browser` shows now, as it is (open the
/// page and wait for the state to check first), and panics listing every
/// violation of impact "serious" or "critical": its rule id, impact,
/// help text and link, and each offending element's selector, markup and
/// axe's summary of what to fix. Lesser violations are printed only.
/// Saves a screenshot as `a11y-<label>.png` in the test's output
/// directory first, so a failing page can be looked at; `label` names the
/// page and width, e.g. `login-phone`.
///
/// Any browser test can call it; check [`axe_or_skip`] before starting
/// the browser.
pub(crate) async fn assert_accessible(browser: &fantoccini::Client, label: &str) {
    let shot = browser.screenshot().await.unwrap();
    let path = output_dir().join(format!("a11y-{label}.png"));
    std::fs::write(&path, &shot).unwrap();
    eprintln!("{label}: screenshot {}", path.display());

    let mut failing = Vec::new();
    for violation in &violations(browser, label).await {
        let impact = violation["impact"].as_str().unwrap_or("unknown");
        let report = describe(violation);
        if FAILING.contains(&impact) {
            failing.push(report);
        } else {
            eprintln!("{label}: note, {report}");
        }
    }
    assert!(
        failing.is_empty(),
        "{label} ({}): {} serious or critical accessibility violation(s):\n{}",
        browser.current_url().await.unwrap(),
        failing.len(),
        failing.join("\n")
    );
}

/// axe-core's violations on the page `browser` shows now.
async fn violations(browser: &fantoccini::Client, label: &str) -> Vec<Value> {
    // Injected per page: a navigation drops it. WebDriver's scripts are
    // not subject to the page's Content-Security-Policy.
    browser.execute(axe_script(), vec![]).await.unwrap();
    let outcome = browser.execute_async(RUN_AXE, vec![]).await.unwrap();
    if let Some(error) = outcome.get("error") {
        panic!("{label}: axe-core failed: {error}");
    }
    match outcome["violations"].as_array() {
        Some(violations) => violations.clone(),
        None => panic!("{label}: axe-core answered {outcome}"),
    }
}

/// One violation as lines: the rule, then each element.
fn describe(violation: &Value) -> String {
    let mut out = format!(
        "{} [{}]: {} ({})",
        violation["id"].as_str().unwrap_or_default(),
        violation["impact"].as_str().unwrap_or("unknown"),
        violation["help"].as_str().unwrap_or_default(),
        violation["helpUrl"].as_str().unwrap_or_default(),
    );
    for node in violation["nodes"].as_array().into_iter().flatten() {
        out.push_str(&format!(
            "\n    at {}: {}\n      {}",
            node["target"],
            node["html"].as_str().unwrap_or_default(),
            node["summary"]
                .as_str()
                .unwrap_or_default()
                .replace('\n', "\n      "),
        ));
    }
    out
}

/// Readiness, not timing: waits until the URL starts with `prefix`.
pub(crate) async fn wait_for_url(browser: &fantoccini::Client, prefix: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let url = browser.current_url().await.unwrap().to_string();
        if url.starts_with(prefix) {
            return;
        }
        assert!(Instant::now() < deadline, "never reached {prefix}: {url}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Readiness, not timing: waits until the passkey script has shown the
/// form it hides without it.
async fn shown(browser: &fantoccini::Client, css: &str) {
    let visible = format!("{css}:not([hidden])");
    browser
        .wait()
        .for_element(Locator::Css(&visible))
        .await
        .unwrap();
}

pub(crate) async fn click(browser: &fantoccini::Client, css: &str) {
    browser
        .find(Locator::Css(css))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// The authorize URL of `client_id` (PKCE, a code to `callback`).
fn authorize_url(base: &str, client_id: &str, callback: &str, scope: &str) -> String {
    let query = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("response_type", "code")
        .append_pair("client_id", client_id)
        .append_pair("redirect_uri", callback)
        .append_pair("scope", scope)
        .append_pair("state", "a11y-state")
        .append_pair("code_challenge", crate::browser::CHALLENGE)
        .append_pair("code_challenge_method", "S256")
        .finish();
    format!("{base}{}?{query}", crate::browser::AUTHORIZE)
}

fn public_client(app: &TestApp, name: &str, callback: &str, third_party: bool) -> String {
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({
                "name": name,
                "redirect_uris": [callback],
                "public": true,
                "third_party": third_party,
            })),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    created.body["client_id"].as_str().unwrap().to_owned()
}

/// Every public page checked by axe-core in a real browser, phone and
/// desktop sized.
#[test]
fn every_public_page_passes_axe_at_phone_and_desktop_widths() {
    if !axe_or_skip() {
        return;
    }
    let Some(driver) = driver_or_skip() else {
        return;
    };
    // Open registration (the sign-up page and its link on the login
    // page; it needs mail), and a public URL on `localhost` so that
    // passkeys are on and their controls are on the pages as users get
    // them.
    let smtp = accounts_testkit::smtp::SmtpServer::start();
    let (smtp_url, ca_file) = (smtp.url(), smtp.ca_file());
    let app = crate::helpers::spawn_self_issued_app_with(crate::helpers::Backend::Sqlite, |s| {
        s.accounts.registration = Some("open".into());
        s.email.smtp_url = Some(smtp_url);
        s.email.smtp_ca_file = Some(ca_file);
        s.server.public_url = s
            .server
            .public_url
            .as_ref()
            .map(|url| url.replace("127.0.0.1", "localhost"));
    });
    let base = app.state.accounts.config().issuer.clone();
    assert!(base.starts_with("http://localhost:"), "{base}");
    let (callback, _requests) = callback_server();
    let first_party = public_client(&app, "Photo Frame", &callback, false);
    let third_party = public_client(&app, "Photo Printer", &callback, true);
    let sign_in = authorize_url(&base, &first_party, &callback, "openid profile");
    let consent = authorize_url(&base, &third_party, &callback, "openid profile email");

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    // An organization whose admins' page the users see, with a domain
    // (its record to publish) and an invitation.
    let admin_call = |path: &str, body: Value| {
        let reply = app.send(
            app.http
                .post(app.url(path))
                .bearer_auth(ADMIN_KEY)
                .json(&body),
        );
        assert!(matches!(reply.status, 200 | 201), "{}", reply.body);
    };
    let orgs = "/accounts/admin/v1/organizations";
    admin_call(orgs, json!({"slug": "photo-corp", "name": "Photo Corp"}));
    admin_call(
        &format!("{orgs}/photo-corp/domains"),
        json!({"domain": "photo-corp.example"}),
    );
    admin_call(
        &format!("{orgs}/photo-corp/invitations"),
        json!({"email": "invited@photo-corp.example", "roles": ["member"]}),
    );
    admin_call(&format!("{orgs}/photo-corp/scim"), json!({}));
    for (width, phone) in [("phone", true), ("desktop", false)] {
        // A user per width (each sets up an authenticator app), an admin
        // of the organization.
        let seeded = app.seed();
        let email = seeded.user.email.as_str().to_owned();
        admin_call(
            &format!("{orgs}/photo-corp/members"),
            json!({"userId": seeded.user.id.to_string(), "roles": ["admin"]}),
        );
        // A device waiting for its code to be entered, one per width.
        let device = app.send(
            app.http
                .post(app.url(crate::device_grant::DEVICE_CODE))
                .form(&[("client_id", first_party.as_str()), ("scope", "profile")]),
        );
        assert_eq!(device.status, 200, "{}", device.body);
        let user_code = device.body["user_code"].as_str().unwrap().to_owned();

        let profile = tempfile::tempdir().unwrap();
        runtime.block_on(async {
            let browser = chromium(&driver, profile.path(), phone).await;
            let check = |page: &str| format!("{page}-{width}");

            // Signed out: sign-up, the pages a mailed link or a link of
            // the login page opens, and a refused request's error.
            browser
                .goto(&format!("{base}/accounts/signup"))
                .await
                .unwrap();
            wait_for_title(&browser, "Create your account").await;
            assert_accessible(&browser, &check("signup")).await;
            type_into(&browser, "#email", &format!("a11y-{width}@example.com")).await;
            type_into(&browser, "#password", "a long passphrase").await;
            click(&browser, "button[type=submit]").await;
            wait_for_title(&browser, "Check your mail").await;
            assert_accessible(&browser, &check("signup-done")).await;
            browser
                .goto(&format!("{base}/accounts/password/forgot"))
                .await
                .unwrap();
            wait_for_title(&browser, "Forgot your password?").await;
            assert_accessible(&browser, &check("password-forgot")).await;
            browser
                .goto(&format!("{base}/accounts/password/reset?token=mailed"))
                .await
                .unwrap();
            wait_for_title(&browser, "Set a new password").await;
            assert_accessible(&browser, &check("password-reset")).await;
            // The mailed link, in the browser that signed up (elsewhere
            // the page asks for the password: a field more, the same form).
            let link = smtp
                .wait_for(&format!("a11y-{width}@example.com"), 1)
                .word_after(&base)
                .expect("the mailed link");
            browser.goto(&format!("{base}{link}")).await.unwrap();
            wait_for_title(&browser, "Confirm your email address").await;
            assert_accessible(&browser, &check("email-verify")).await;
            browser
                .goto(&format!("{base}/accounts/delete-account"))
                .await
                .unwrap();
            wait_for_title(&browser, "Delete your account").await;
            assert_accessible(&browser, &check("delete-account-info")).await;
            let unknown_client =
                authorize_url(&base, "01JD0000000000000000000000", &callback, "openid");
            browser.goto(&unknown_client).await.unwrap();
            wait_for_title(&browser, "Sign-in failed").await;
            assert_accessible(&browser, &check("error")).await;
            // "Sign in with your organization", and its answer for a name
            // no organization has.
            browser
                .goto(&format!("{base}/accounts/login/organization"))
                .await
                .unwrap();
            wait_for_title(&browser, "Sign in with your organization").await;
            assert_accessible(&browser, &check("organization-login")).await;
            browser
                .goto(&format!(
                    "{base}/accounts/login/organization?organization=nobody"
                ))
                .await
                .unwrap();
            wait_for_title(&browser, "Sign in with your organization").await;
            assert_accessible(&browser, &check("organization-login-unknown")).await;

            // The login page, then with a wrong password's error; the
            // passkey script shows its button first.
            browser.goto(&sign_in).await.unwrap();
            wait_for_title(&browser, "Sign in").await;
            shown(&browser, "#passkey-signin").await;
            assert_accessible(&browser, &check("login")).await;
            type_into(&browser, "#email", &email).await;
            type_into(&browser, "#password", "not the password").await;
            click(&browser, "form:not([hidden]) button[type=submit]").await;
            browser
                .wait()
                .for_element(Locator::Css("[role=alert]:not([hidden])"))
                .await
                .unwrap();
            assert_accessible(&browser, &check("login-error")).await;
            type_into(&browser, "#password", "correct horse").await;
            click(&browser, "form:not([hidden]) button[type=submit]").await;
            wait_for_url(&browser, &callback).await;

            // Signed in: the account page, its authenticator setup and
            // the deletion's confirmation.
            browser
                .goto(&format!("{base}/accounts/account"))
                .await
                .unwrap();
            wait_for_title(&browser, "Your account").await;
            shown(&browser, "#passkey-add").await;
            assert_accessible(&browser, &check("account")).await;
            click(&browser, "input[value=totp_start] ~ button").await;
            wait_for_title(&browser, "Set up an authenticator app").await;
            assert_accessible(&browser, &check("totp-setup")).await;
            let secret = browser
                .find(Locator::Css("p.code.secret"))
                .await
                .unwrap()
                .text()
                .await
                .unwrap()
                .replace(' ', "");
            let secret =
                accounts_service::second_factor::totp::TotpSecret::from_base32(&secret).unwrap();
            type_into(
                &browser,
                "#code",
                &crate::second_factor::code(&app, &secret, 0),
            )
            .await;
            click(&browser, "form:not([hidden]) button[type=submit]").await;
            wait_for_title(&browser, "Save your recovery codes").await;
            assert_accessible(&browser, &check("recovery-codes")).await;
            browser
                .goto(&format!("{base}/accounts/account/delete"))
                .await
                .unwrap();
            wait_for_title(&browser, "Delete your account").await;
            browser
                .find(Locator::Css("input[name=confirm]"))
                .await
                .unwrap();
            assert_accessible(&browser, &check("account-delete")).await;
            browser
                .goto(&format!("{base}/accounts/organizations/photo-corp"))
                .await
                .unwrap();
            wait_for_title(&browser, "Photo Corp: organization settings").await;
            assert_accessible(&browser, &check("organization-admin")).await;
            // A SCIM connection made: its token, shown this once.
            click(&browser, "input[value=scim_make] ~ button").await;
            // The answer is a new page: wait for it, not the old one.
            browser
                .wait()
                .for_element(Locator::Css("#scim-token"))
                .await
                .unwrap();
            assert_accessible(&browser, &check("organization-scim-token")).await;

            // Later, removing the authenticator asks to sign in again
            // (step-up), with the password and then the second step.
            app.advance(time::Duration::seconds(
                app.state.accounts.config().recent_auth.whole_seconds() + 30,
            ));
            browser
                .goto(&format!("{base}/accounts/account"))
                .await
                .unwrap();
            wait_for_title(&browser, "Your account").await;
            click(&browser, "input[value=totp_remove] ~ button").await;
            wait_for_title(&browser, "Sign in").await;
            assert_accessible(&browser, &check("sign-in-again")).await;
            type_into(&browser, "#email", &email).await;
            type_into(&browser, "#password", "correct horse").await;
            click(&browser, "form:not([hidden]) button[type=submit]").await;
            wait_for_title(&browser, "Two-step sign-in").await;
            assert_accessible(&browser, &check("second-step")).await;
            type_into(
                &browser,
                "#code",
                &crate::second_factor::code(&app, &secret, 0),
            )
            .await;
            click(&browser, "form:not([hidden]) button[type=submit]").await;
            wait_for_title(&browser, "Your account").await;

            // The device page: the code, then the question.
            browser
                .goto(&format!("{base}{}", crate::device_grant::DEVICE))
                .await
                .unwrap();
            wait_for_title(&browser, "Connect a device").await;
            assert_accessible(&browser, &check("device-code")).await;
            type_into(&browser, "#user_code", &user_code).await;
            click(&browser, "button[type=submit]").await;
            browser
                .wait()
                .for_element(Locator::Css("button[value=approve]"))
                .await
                .unwrap();
            assert_accessible(&browser, &check("device-confirm")).await;
            click(&browser, "button[value=approve]").await;
            wait_for_title(&browser, "Device connected").await;
            assert_accessible(&browser, &check("device-done")).await;

            // A third-party app's consent screen, and the sign-out's
            // confirmation.
            browser.goto(&consent).await.unwrap();
            wait_for_title(&browser, "Allow Photo Printer?").await;
            assert_accessible(&browser, &check("consent")).await;
            browser
                .goto(&format!("{base}/accounts/oauth2/v1/logout"))
                .await
                .unwrap();
            wait_for_title(&browser, "Sign out").await;
            assert_accessible(&browser, &check("sign-out")).await;
            click(&browser, "button[type=submit]").await;
            wait_for_title(&browser, "Signed out").await;
            assert_accessible(&browser, &check("signed-out")).await;

            // The check itself works: the client app's stand-in page has
            // no `lang`, and axe says so (a run that found nothing because
            // it never ran would pass every page above).
            browser.goto(&callback).await.unwrap();
            wait_for_title(&browser, "Client app").await;
            let found = violations(&browser, &check("callback")).await;
            assert!(
                found.iter().any(|v| v["id"] == "html-has-lang"),
                "{found:?}"
            );
            browser.close().await.unwrap();
        });
    }
}
