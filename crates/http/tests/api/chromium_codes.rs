//! Signing in with a mailed code in headless Chromium, phone and desktop
//! sized: the login page's "Email me a code", the code page (a wrong
//! code, then the right one, back at the client), the standalone form,
//! the mailed link's button in the browser that asked and its digits in
//! a browser that did not. axe-core checks every new page. Without
//! ChromeDriver or axe-core the test skips with a message, except under
//! `CI=true`, where it fails.

use serde_json::json;

use crate::accessibility::{assert_accessible, axe_or_skip, click, wait_for_url};
use crate::chromium::{callback_server, chromium, driver_or_skip, type_into, wait_for_title};
use crate::helpers::ADMIN_KEY;
use crate::sign_in_codes::{digits, link};

#[test]
fn a_real_browser_signs_in_with_a_mailed_code() {
    if !axe_or_skip() {
        return;
    }
    let Some(driver) = driver_or_skip() else {
        return;
    };
    let smtp = accounts_testkit::smtp::SmtpServer::start();
    let (smtp_url, ca_file) = (smtp.url(), smtp.ca_file());
    let app = crate::helpers::spawn_self_issued_app_with(crate::helpers::Backend::Sqlite, |s| {
        s.accounts.registration = Some("open".into());
        s.email.smtp_url = Some(smtp_url);
        s.email.smtp_ca_file = Some(ca_file);
    });
    let base = app.state.accounts.config().issuer.clone();
    let (callback, requests) = callback_server();
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"name": "Notes", "redirect_uris": [callback], "public": true})),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    let client_id = created.body["client_id"].as_str().unwrap().to_owned();
    let query = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("response_type", "code")
        .append_pair("client_id", &client_id)
        .append_pair("redirect_uri", &callback)
        .append_pair("scope", "openid profile")
        .append_pair("state", "code-state")
        .append_pair("code_challenge", crate::browser::CHALLENGE)
        .append_pair("code_challenge_method", "S256")
        .finish();
    let sign_in = format!("{base}{}?{query}", crate::browser::AUTHORIZE);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    for (width, phone) in [("phone", true), ("desktop", false)] {
        let seeded = app.seed();
        let email = seeded.user.email.as_str().to_owned();
        let profile = tempfile::tempdir().unwrap();
        let check = |page: &str| format!("{page}-{width}");
        let (browser, code) = runtime.block_on(async {
            let browser = chromium(&driver, profile.path(), phone).await;

            // The login page's second button takes the address typed.
            browser.goto(&sign_in).await.unwrap();
            wait_for_title(&browser, "Sign in").await;
            type_into(&browser, "#email", &email).await;
            click(&browser, "button[formaction='/accounts/login/code']").await;
            wait_for_title(&browser, "Check your mail").await;
            assert_accessible(&browser, &check("code-page")).await;
            let code = digits(&smtp.wait_for(&email, 1));
            let wrong = if code == "000000" { "111111" } else { "000000" };
            type_into(&browser, "#code", wrong).await;
            click(&browser, "form button[type=submit]").await;
            browser
                .wait()
                .for_element(fantoccini::Locator::Css("[role=alert]"))
                .await
                .unwrap();
            wait_for_title(&browser, "Check your mail").await;
            assert_accessible(&browser, &check("code-page-wrong")).await;
            type_into(&browser, "#code", &code).await;
            click(&browser, "form button[type=submit]").await;
            wait_for_url(&browser, &callback).await;
            let back = requests
                .iter()
                .find(|r| r.starts_with("/callback"))
                .unwrap();
            assert!(back.contains("state=code-state"), "{back}");
            assert!(back.contains("code="), "{back}");

            // The standalone form (the account pages' sign-in), then the
            // mailed link's button in this browser.
            browser
                .goto(&format!("{base}/accounts/login/code?account=1"))
                .await
                .unwrap();
            wait_for_title(&browser, "Sign in with a code").await;
            assert_accessible(&browser, &check("code-ask")).await;
            type_into(&browser, "#email", &email).await;
            click(&browser, "form button[type=submit]").await;
            wait_for_title(&browser, "Check your mail").await;
            let mail = smtp.wait_for(&email, 2);
            let (path, code) = (link(&mail), digits(&mail));
            browser.goto(&format!("{base}{path}")).await.unwrap();
            wait_for_title(&browser, "Sign in").await;
            assert_accessible(&browser, &check("code-link")).await;
            click(&browser, "form button[type=submit]").await;
            wait_for_title(&browser, "Your account").await;
            (browser, code)
        });

        // Another code's link in a browser that did not ask: the digits
        // to type where it was asked for, and no session.
        let asked = app.post_json(crate::sign_in_codes::ASK, &json!({"email": email}));
        assert_eq!(asked.status, 202, "{}", asked.body);
        let mail = smtp.wait_for(&email, 3);
        let (path, elsewhere_code) = (link(&mail), digits(&mail));
        assert_ne!(path, link(&smtp.wait_for(&email, 2)));
        runtime.block_on(async {
            browser.delete_all_cookies().await.unwrap();
            browser.goto(&format!("{base}{path}")).await.unwrap();
            wait_for_title(&browser, "Type this code where you asked").await;
            let shown = browser.source().await.unwrap();
            assert!(shown.contains(&elsewhere_code), "{shown}");
            assert!(!shown.contains(&code) || code == elsewhere_code);
            assert_accessible(&browser, &check("code-link-elsewhere")).await;
            browser.close().await.unwrap();
        });
    }
}
