//! Adding or removing a way to sign in needs a fresh sign-in, with both
//! factors where the user has two (issue 34, finding 3: with a sign-in
//! 317 s old, TOTP start, confirm and delete and passkey add and delete
//! were 200, so a stolen one-factor session could make itself a
//! two-factor one or take the owner's factor away).

use serde_json::json;

use crate::helpers::{Reply, TestApp};
use crate::native_app::login;
use crate::second_factor::{account_token, code};
use accounts_service::second_factor::totp::TotpSecret;

const TOTP: &str = "/accounts/users/v1/totp";
const PASSKEYS: &str = "/accounts/users/v1/passkeys";

fn call(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    token: &str,
    body: Option<serde_json::Value>,
) -> Reply {
    let request = app.http.request(method, app.url(path)).bearer_auth(token);
    app.send(match body {
        Some(body) => request.json(&body),
        None => request,
    })
}

/// Every call that adds or removes a factor, as an app makes them.
fn factor_changes(app: &TestApp, token: &str) -> Vec<(&'static str, Reply)> {
    use reqwest::Method;
    vec![
        ("totp start", call(app, Method::POST, TOTP, token, None)),
        (
            "totp confirm",
            call(
                app,
                Method::POST,
                &format!("{TOTP}/confirm"),
                token,
                Some(json!({"code": "123456"})),
            ),
        ),
        ("totp delete", call(app, Method::DELETE, TOTP, token, None)),
        (
            "passkey options",
            call(
                app,
                Method::POST,
                &format!("{PASSKEYS}/register/options"),
                token,
                Some(json!({})),
            ),
        ),
        (
            "passkey add",
            call(
                app,
                Method::POST,
                PASSKEYS,
                token,
                Some(json!({"name": "Key", "credential": {"id": "AAAA"}})),
            ),
        ),
        (
            "passkey delete",
            call(
                app,
                Method::DELETE,
                &format!("{PASSKEYS}/01JD0000000000000000000000"),
                token,
                None,
            ),
        ),
        (
            "unlink",
            call(
                app,
                Method::DELETE,
                "/accounts/users/v1/links/corp",
                token,
                None,
            ),
        ),
    ]
}

fn assert_refused(replies: Vec<(&str, Reply)>) {
    for (what, reply) in replies {
        assert_eq!(reply.status, 403, "{what}: {}", reply.body);
        assert_eq!(reply.code(), "REAUTHENTICATION_REQUIRED", "{what}");
        crate::schema::assert_valid(&reply.body, "ErrorResponse");
    }
}

pub fn factor_changes_need_a_fresh_sign_in_with_every_factor(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let stale = account_token(app, email);
    app.advance(time::Duration::seconds(317));
    assert_refused(factor_changes(app, &stale));
    // What changes nothing still works.
    let listed = call(app, reqwest::Method::GET, PASSKEYS, &stale, None);
    assert_eq!(listed.status, 200, "{}", listed.body);

    // A fresh one-factor sign-in of a user without a factor may set one up.
    let fresh = account_token(app, email);
    let started = call(app, reqwest::Method::POST, TOTP, &fresh, None);
    assert_eq!(started.status, 200, "{}", started.body);
    let secret = TotpSecret::from_base32(started.body["secret"].as_str().unwrap()).unwrap();
    let confirmed = call(
        app,
        reqwest::Method::POST,
        &format!("{TOTP}/confirm"),
        &fresh,
        Some(json!({"code": code(app, &secret, 0)})),
    );
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);

    // Now the user has two factors: the same recent one-factor session
    // may neither add another nor remove this one.
    assert_refused(factor_changes(app, &fresh));

    // A sign-in with both factors may, while it is recent.
    app.advance(time::Duration::seconds(30));
    let step = login(app, email, "correct horse");
    assert_eq!(step.code(), "MFA_REQUIRED", "{}", step.body);
    let two = app.post_json(
        "/accounts/users/v1/login/mfa",
        &json!({"mfaToken": step.body["mfaToken"], "code": code(app, &secret, 0)}),
    );
    assert_eq!(two.status, 200, "{}", two.body);
    let two = two.body["accountToken"].as_str().unwrap().to_owned();
    let options = call(
        app,
        reqwest::Method::POST,
        &format!("{PASSKEYS}/register/options"),
        &two,
        Some(json!({})),
    );
    assert_eq!(options.status, 200, "{}", options.body);
    app.advance(time::Duration::seconds(301));
    assert_refused(factor_changes(app, &two));
    let step = login(app, email, "correct horse");
    let two = app.post_json(
        "/accounts/users/v1/login/mfa",
        &json!({"mfaToken": step.body["mfaToken"], "code": code(app, &secret, 0)}),
    );
    let two = two.body["accountToken"].as_str().unwrap().to_owned();
    let removed = call(app, reqwest::Method::DELETE, TOTP, &two, None);
    assert_eq!(removed.status, 200, "{}", removed.body);
}

/// The account page asks for a new sign-in instead, and its sign-in (with
/// the second step) leads back to the page, where the change is allowed.
pub fn the_account_page_asks_to_sign_in_again_before_a_factor_change(app: &TestApp) {
    use crate::factor_pages::act;
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let secret = crate::second_factor::enrolled(app, email);
    // Signed in on the page with the password and the code.
    let mut browser = crate::browser::Browser::new(app);
    let login = browser.get("/accounts/account");
    let mut form = login.hidden_fields();
    form.push(("email".into(), email.into()));
    form.push(("password".into(), "correct horse".into()));
    let step = browser.post("/accounts/account", &form);
    assert_eq!(step.status, 200, "{}", step.body);
    let mut answer = step.hidden_fields();
    answer.push(("code".into(), code(app, &secret, 0)));
    let opened = browser.post("/accounts/account", &answer);
    assert_eq!(opened.status, 303, "{}", opened.body);
    app.advance(time::Duration::seconds(317));

    let page = browser.get("/accounts/account");
    let refused = act(&mut browser, &page, "totp_remove", &[]);
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.body.contains("sign in again"), "{}", refused.body);
    assert!(refused.body.contains("name=\"password\""), "the login form");
    assert!(
        app.store()
            .find_totp(seeded.user.id)
            .unwrap()
            .is_some_and(|t| t.confirmed_at.is_some()),
        "still set up"
    );

    // Password, then the code: back to the account page, where removing
    // the authenticator works.
    let mut form = refused.hidden_fields();
    form.push(("email".into(), email.into()));
    form.push(("password".into(), "correct horse".into()));
    let second = browser.post("/accounts/account", &form);
    assert_eq!(second.status, 200, "{}", second.body);
    app.advance(time::Duration::seconds(30));
    let mut answer = second.hidden_fields();
    answer.push(("code".into(), code(app, &secret, 0)));
    let back = browser.post("/accounts/account", &answer);
    assert_eq!(back.status, 303, "{}", back.body);
    assert_eq!(back.location(), "/accounts/account");
    let page = browser.get("/accounts/account");
    let removed = act(&mut browser, &page, "totp_remove", &[]);
    assert_eq!(removed.status, 303, "{}", removed.body);
    assert!(app.store().find_totp(seeded.user.id).unwrap().is_none());
}

on_both_backends!(
    factor_changes_need_a_fresh_sign_in_with_every_factor,
    the_account_page_asks_to_sign_in_again_before_a_factor_change,
);
