//! The operator console in a real browser (headless Chromium): an admin
//! signs in with a password and an authenticator code and is led back to
//! the console; every console page passes axe-core at phone and desktop
//! widths (screenshots `a11y-console-*.png` in the test's output
//! directory); a support operator's change works and a page beyond the
//! role is refused; a form whose CSRF token was tampered with changes
//! nothing; the user page says why a user cannot sign in.

use accounts_domain::operators::Role;
use accounts_domain::repository::{OperatorRepository, UserRepository};
use fantoccini::Locator;

use crate::accessibility::{assert_accessible, axe_or_skip, click, wait_for_url};
use crate::chromium::{chromium, driver_or_skip, type_into, wait_for_title};
use crate::helpers::{Backend, TestApp};
use crate::second_factor::{code, enrolled};

/// Signs `email` in from the console's redirect, with the authenticator's
/// code for the second step, and waits for the overview.
async fn sign_in(
    browser: &fantoccini::Client,
    app: &TestApp,
    base: &str,
    email: &str,
    secret: &accounts_service::second_factor::totp::TotpSecret,
) {
    browser
        .goto(&format!("{base}/accounts/console/"))
        .await
        .unwrap();
    wait_for_title(browser, "Sign in").await;
    type_into(browser, "#email", email).await;
    type_into(browser, "#password", "correct horse").await;
    click(browser, "form:not([hidden]) button[type=submit]").await;
    wait_for_title(browser, "Two-step sign-in").await;
    // A code answers once: each sign-in uses the next step's.
    app.advance(time::Duration::seconds(30));
    type_into(browser, "#code", &code(app, secret, 0)).await;
    click(browser, "form:not([hidden]) button[type=submit]").await;
    wait_for_title(browser, "Overview · Console").await;
}

async fn page_text(browser: &fantoccini::Client) -> String {
    browser
        .find(Locator::Css("body"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

pub fn operators_use_the_console_in_a_real_browser(backend: Backend) {
    if !axe_or_skip() {
        return;
    }
    let Some(driver) = driver_or_skip() else {
        return;
    };
    let app = crate::helpers::spawn_self_issued_app(backend);
    let base = app.state.accounts.config().issuer.clone();
    let now = app.clock_now();
    let admin = app.seed();
    OperatorRepository::set_role(app.store(), admin.user.id, Some(Role::Admin), now).unwrap();
    let admin_secret = enrolled(&app, admin.user.email.as_str());
    let support = app.seed();
    OperatorRepository::set_role(app.store(), support.user.id, Some(Role::Support), now).unwrap();
    let support_secret = enrolled(&app, support.user.email.as_str());
    let target = app.seed().user;
    UserRepository::set_enabled(app.store(), target.id, false, now).unwrap();
    let user_page = format!("{base}/accounts/console/users/{}", target.id);
    // An organization with a member, a verified domain (its rules' form)
    // and a pending invitation.
    let admin_call = |method: reqwest::Method, path: &str, body: serde_json::Value| {
        let reply = app.send(
            app.http
                .request(method, app.url(path))
                .bearer_auth(crate::helpers::ADMIN_KEY)
                .json(&body),
        );
        assert!(matches!(reply.status, 200 | 201), "{}", reply.body);
    };
    let orgs = "/accounts/admin/v1/organizations";
    let post = reqwest::Method::POST;
    admin_call(
        post.clone(),
        orgs,
        serde_json::json!({"slug": "acme", "name": "Acme"}),
    );
    admin_call(
        post.clone(),
        &format!("{orgs}/acme/members"),
        serde_json::json!({"userId": target.id.to_string()}),
    );
    admin_call(
        post.clone(),
        &format!("{orgs}/acme/domains"),
        serde_json::json!({"domain": "acme-a11y.example"}),
    );
    admin_call(
        reqwest::Method::PATCH,
        &format!("{orgs}/acme/domains/acme-a11y.example"),
        serde_json::json!({"verified": true}),
    );
    admin_call(
        post.clone(),
        &format!("{orgs}/acme/invitations"),
        serde_json::json!({"email": "invited@acme-a11y.example"}),
    );
    admin_call(post, &format!("{orgs}/acme/scim"), serde_json::json!({}));

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    for (width, phone) in [("phone", true), ("desktop", false)] {
        let profile = tempfile::tempdir().unwrap();
        runtime.block_on(async {
            let browser = chromium(&driver, profile.path(), phone).await;
            sign_in(&browser, &app, &base, admin.user.email.as_str(), &admin_secret).await;
            let pages = [
                ("overview", "/accounts/console/".to_owned(), "Overview"),
                ("users", "/accounts/console/users".to_owned(), "Users"),
                (
                    "users-search",
                    format!("/accounts/console/users?q={}", &target.email.as_str()[..4]),
                    "Users",
                ),
                (
                    "user",
                    format!("/accounts/console/users/{}", target.id),
                    target.email.as_str(),
                ),
                ("clients", "/accounts/console/clients".to_owned(), "Clients"),
                (
                    "client",
                    format!("/accounts/console/clients/{}", admin.client.id),
                    admin.client.name.as_str(),
                ),
                ("apis", "/accounts/console/apis".to_owned(), "APIs"),
                ("webhooks", "/accounts/console/webhooks".to_owned(), "Webhooks"),
                ("audit", "/accounts/console/audit".to_owned(), "Audit trail"),
                ("keys", "/accounts/console/keys".to_owned(), "Keys"),
                ("settings", "/accounts/console/settings".to_owned(), "Settings"),
                (
                    "organizations",
                    "/accounts/console/organizations".to_owned(),
                    "Organizations",
                ),
                (
                    "organization",
                    "/accounts/console/organizations/acme".to_owned(),
                    "Acme",
                ),
            ];
            for (label, path, title) in pages {
                browser.goto(&format!("{base}{path}")).await.unwrap();
                wait_for_title(&browser, &format!("{title} · Console")).await;
                assert_accessible(&browser, &format!("console-{label}-{width}")).await;
            }
            // The user page answers support's first question.
            browser.goto(&user_page).await.unwrap();
            let text = page_text(&browser).await;
            assert!(text.contains("The account is disabled"), "{text}");

            // A tampered CSRF token: refused, nothing changes.
            browser
                .execute(
                    "document.querySelectorAll('input[name=csrf_token]').forEach(i => i.value = 'forged');",
                    vec![],
                )
                .await
                .unwrap();
            click(&browser, "input[value=enable] ~ button").await;
            wait_for_title(&browser, "Not allowed").await;
            assert!(!UserRepository::find(app.store(), target.id).unwrap().unwrap().enabled);
            browser.close().await.unwrap();
        });
    }

    // Support: enables the user from the page; clients are beyond the role.
    let profile = tempfile::tempdir().unwrap();
    runtime.block_on(async {
        let browser = chromium(&driver, profile.path(), false).await;
        sign_in(
            &browser,
            &app,
            &base,
            support.user.email.as_str(),
            &support_secret,
        )
        .await;
        browser.goto(&user_page).await.unwrap();
        wait_for_title(&browser, &format!("{} · Console", target.email.as_str())).await;
        click(&browser, "input[value=enable] ~ button").await;
        wait_for_url(&browser, &format!("{user_page}?done=enabled")).await;
        let text = page_text(&browser).await;
        assert!(text.contains("The user is enabled"), "{text}");
        assert!(
            UserRepository::find(app.store(), target.id)
                .unwrap()
                .unwrap()
                .enabled
        );
        assert!(
            !text.contains("Delete the user"),
            "no button beyond the role"
        );
        browser
            .goto(&format!("{base}/accounts/console/clients"))
            .await
            .unwrap();
        wait_for_title(&browser, "Not allowed").await;
        browser.close().await.unwrap();
    });
}

per_backend!(operators_use_the_console_in_a_real_browser);
