//! The consent screen in a real browser (headless Chromium, phone sized):
//! a third-party app's user signs in, sees the app's name and what it
//! asks in words, denies (the app hears `access_denied`), then allows (the
//! app gets a code); the account page lists the app under "Apps with
//! access" and "Remove access" takes it away. Screenshots of the screen
//! and the account page go to the test's output directory.

use std::time::{Duration, Instant};

use fantoccini::Locator;
use serde_json::json;

use crate::browser::params_of;
use crate::chromium::{
    callback_server, chromium, driver_or_skip, screenshot, type_into, wait_for_title,
};
use crate::helpers::{ADMIN_KEY, Backend, spawn_self_issued_app};

// RFC 7636 appendix B.
const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

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

async fn text_of(browser: &fantoccini::Client) -> String {
    browser
        .find(Locator::Css("main"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// The consent screen and "Apps with access" in a real browser, on SQLite
/// only: a browser session is the expensive part.
#[test]
fn a_real_browser_allows_a_third_party_app_and_removes_it() {
    let app = &spawn_self_issued_app(Backend::Sqlite);
    let Some(driver) = driver_or_skip() else {
        return;
    };
    let seeded = app.seed();
    let (callback, _requests) = callback_server();
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"name": "Photo Printer", "redirect_uris": [callback], "public": true, "third_party": true})),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    let client_id = created.body["client_id"].as_str().unwrap().to_owned();
    let authorize = {
        let query = url::form_urlencoded::Serializer::new(String::new())
            .append_pair("response_type", "code")
            .append_pair("client_id", &client_id)
            .append_pair("redirect_uri", &callback)
            .append_pair("scope", "openid profile email")
            .append_pair("state", "consent-state")
            .append_pair("code_challenge", CHALLENGE)
            .append_pair("code_challenge_method", "S256")
            .finish();
        app.url(&format!("/accounts/oauth2/v1/authorize?{query}"))
    };
    let profile = tempfile::tempdir().unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let browser = chromium(&driver, profile.path(), true).await;
        browser.goto(&authorize).await.unwrap();
        wait_for_title(&browser, "Sign in").await;
        type_into(&browser, "#email", seeded.user.email.as_str()).await;
        type_into(&browser, "#password", "correct horse").await;
        browser
            .find(Locator::Css("button[type=submit]"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        wait_for_title(&browser, "Allow Photo Printer?").await;
        let question = text_of(&browser).await;
        for shown in [
            "Allow Photo Printer to use your account?",
            seeded.user.email.as_str(),
            "Know who you are",
            "See your email address",
            "See your profile: name, picture, phone number and country",
            "take its access away",
        ] {
            assert!(question.contains(shown), "{shown} in {question}");
        }
        screenshot(&browser, "consent-page-phone.png").await;

        // Deny: the app hears access_denied.
        browser
            .find(Locator::Css("button[value=deny]"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        let denied = landed_at(&browser, &callback).await;
        assert_eq!(params_of(&denied, '?')["error"], "access_denied");

        // Asked again (nothing was remembered); Allow: a code.
        browser.goto(&authorize).await.unwrap();
        wait_for_title(&browser, "Allow Photo Printer?").await;
        browser
            .find(Locator::Css("button[value=allow]"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        let allowed = landed_at(&browser, &callback).await;
        let params = params_of(&allowed, '?');
        assert!(params.contains_key("code"), "{allowed}");
        assert_eq!(params["state"], "consent-state");

        // The account page lists it; Remove access takes it away.
        browser.goto(&app.url("/accounts/account")).await.unwrap();
        wait_for_title(&browser, "Your account").await;
        let page = text_of(&browser).await;
        assert!(page.contains("Apps with access") && page.contains("Photo Printer"), "{page}");
        // The section in view, for its screenshot.
        browser
            .execute(
                "[...document.querySelectorAll('h2')].find(h => h.textContent === 'Apps with access').scrollIntoView()",
                vec![],
            )
            .await
            .unwrap();
        screenshot(&browser, "account-apps-phone.png").await;
        browser
            .find(Locator::XPath(
                "//input[@value='revoke_app']/following-sibling::button",
            ))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        let done = landed_at(&browser, &app.url("/accounts/account?done=app_removed")).await;
        assert!(done.contains("app_removed"));
        let after = text_of(&browser).await;
        assert!(!after.contains("Apps with access"), "{after}");
        assert!(after.contains("access is removed"), "{after}");
        screenshot(&browser, "account-app-removed-phone.png").await;
        browser.close().await.unwrap();
    });
}
