//! Consent for third-party clients: the screen after sign-in, Allow and
//! Deny, what is remembered and when it asks again, `prompt=consent` and
//! `prompt=none`, and the account page's "Apps with access" whose
//! "Remove access" ends the app's tokens. First-party clients never ask.

use serde_json::json;

use crate::browser::{Browser, CHALLENGE, PASSWORD, Page, VERIFIER, params_of};
use crate::helpers::{ADMIN_KEY, REDIRECT_URI, TestApp};

const CONSENT: &str = "/accounts/oauth2/v1/authorize/consent";
const ACCOUNT: &str = "/accounts/account";

/// A third-party client: (id, secret).
pub fn third_party(app: &TestApp) -> (String, String) {
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"name": "Photo Printer", "redirect_uris": [REDIRECT_URI], "third_party": true})),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    assert_eq!(created.body["third_party"], true);
    (
        created.body["client_id"].as_str().unwrap().to_owned(),
        created.body["client_secret"].as_str().unwrap().to_owned(),
    )
}

pub fn request(client: &str, scope: &str, extra: &[(&str, &str)]) -> String {
    let mut params = vec![
        ("response_type", "code"),
        ("scope", scope),
        ("state", "st-1"),
        ("code_challenge", CHALLENGE),
        ("code_challenge_method", "S256"),
    ];
    params.extend_from_slice(extra);
    crate::browser::authorize_url(client, &params)
}

fn decide(browser: &mut Browser<'_>, screen: &Page, decision: &str) -> Page {
    let mut form = screen.hidden_fields();
    form.push(("decision".into(), decision.into()));
    browser.post(CONSENT, &form)
}

fn code_of(page: &Page) -> String {
    params_of(page.location(), '?')["code"].clone()
}

fn tokens(app: &TestApp, id: &str, secret: &str, code: &str) -> serde_json::Value {
    let reply = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/token"))
            .basic_auth(id, Some(secret))
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", code),
                ("redirect_uri", REDIRECT_URI),
                ("code_verifier", VERIFIER),
            ]),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body
}

pub fn a_third_party_app_asks_once_and_can_be_removed(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let (id, secret) = third_party(app);
    let mut browser = Browser::new(app);

    // Sign-in, then the screen: the app's name, the scopes in words.
    let form = browser.get(&request(&id, "openid profile", &[]));
    assert_eq!(form.status, 200, "{}", form.body);
    let screen = browser.sign_in(&form, email, PASSWORD);
    assert_eq!(screen.status, 200, "{}", screen.body);
    assert!(
        screen.set_cookie("accounts_session").is_some()
            || screen.set_cookie("__Host-accounts_session").is_some(),
        "signed in before the question"
    );
    assert!(
        screen
            .body
            .contains("Allow Photo Printer to use your account?"),
        "{}",
        screen.body
    );
    assert!(
        screen
            .body
            .contains("See your profile: name, picture, phone number and country")
    );
    assert!(screen.body.contains("Know who you are"));
    assert!(screen.body.contains(email));
    assert_eq!(screen.headers["x-frame-options"], "DENY");

    // Deny: back with access_denied; nothing remembered.
    let denied = decide(&mut browser, &screen, "deny");
    assert_eq!(denied.status, 303, "{}", denied.body);
    let params = params_of(denied.location(), '?');
    assert_eq!(params["error"], "access_denied");
    assert_eq!(params["state"], "st-1");

    // A form from another browser's cookie is refused.
    let again = browser.get(&request(&id, "openid profile", &[]));
    assert_eq!(again.status, 200, "asks again: {}", again.body);
    assert!(again.body.contains("Allow Photo Printer"));
    let mut forged = again.hidden_fields();
    forged.retain(|(n, _)| n != "csrf_token");
    forged.push(("csrf_token".into(), "forged".into()));
    forged.push(("decision".into(), "allow".into()));
    let refused = browser.post(CONSENT, &forged);
    assert_eq!(refused.status, 403, "{}", refused.body);

    // Allow: a code, and tokens.
    let again = browser.get(&request(&id, "openid profile", &[]));
    let allowed = decide(&mut browser, &again, "allow");
    assert_eq!(allowed.status, 303, "{}", allowed.body);
    let issued = tokens(app, &id, &secret, &code_of(&allowed));
    let refresh = issued["refresh_token"].as_str().unwrap().to_owned();
    let access = issued["access_token"].as_str().unwrap().to_owned();

    // Remembered: the same scopes (or fewer) skip the screen.
    for scope in ["openid profile", "openid"] {
        let straight = browser.get(&request(&id, scope, &[]));
        assert_eq!(straight.status, 302, "{scope}: {}", straight.body);
        assert!(params_of(straight.location(), '?').contains_key("code"));
    }
    // More scopes ask; prompt=none cannot; prompt=consent always asks.
    let more = browser.get(&request(&id, "openid profile email", &[]));
    assert_eq!(more.status, 200);
    assert!(more.body.contains("See your email address"));
    let silent = browser.get(&request(&id, "openid email", &[("prompt", "none")]));
    assert_eq!(silent.status, 302);
    assert_eq!(
        params_of(silent.location(), '?')["error"],
        "consent_required"
    );
    let forced = browser.get(&request(&id, "openid", &[("prompt", "consent")]));
    assert_eq!(forced.status, 200, "{}", forced.body);
    assert!(forced.body.contains("Allow Photo Printer"));

    // First-party clients never ask.
    let first_party = browser.get(&crate::browser::code_flow(&seeded));
    assert_eq!(first_party.status, 302, "{}", first_party.body);

    // The data export holds it.
    let export = browser.get("/accounts/account/export");
    assert_eq!(export.status, 200);
    let exported: serde_json::Value = serde_json::from_str(&export.body).unwrap();
    assert_eq!(exported["apps"][0]["name"], "Photo Printer");
    assert_eq!(exported["apps"][0]["scopes"], "openid profile");

    // The account page lists the app; removing it ends its tokens.
    let page = browser.get(ACCOUNT);
    assert!(page.body.contains("Apps with access"), "{}", page.body);
    assert!(page.body.contains("Photo Printer"));
    let remove: Vec<(String, String)> = page
        .body
        .split("<form")
        .find(|f| f.contains("value=\"revoke_app\""))
        .map(|f| {
            let fields = Page {
                status: 200,
                headers: Default::default(),
                body: format!("<form{f}"),
            };
            fields.hidden_fields()
        })
        .expect("a Remove access form");
    let removed = browser.post(ACCOUNT, &remove);
    assert_eq!(removed.status, 303, "{}", removed.body);
    assert!(removed.location().contains("done=app_removed"));
    let after = browser.get(ACCOUNT);
    assert!(!after.body.contains("Apps with access"), "{}", after.body);
    let refreshed = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/token"))
            .basic_auth(&id, Some(&secret))
            .form(&[("grant_type", "refresh_token"), ("refresh_token", &refresh)]),
    );
    refreshed.assert_oauth_error(400, "invalid_grant");
    let userinfo = app.get_bearer("/accounts/oauth2/v1/userinfo", &access);
    assert_eq!(userinfo.status, 401, "{}", userinfo.body);
    // And the next request asks again.
    let asks = browser.get(&request(&id, "openid", &[]));
    assert_eq!(asks.status, 200);
    assert!(asks.body.contains("Allow Photo Printer"));

    let audit = app.send(
        app.http
            .get(app.url("/accounts/admin/v1/audit?type=consent.revoked"))
            .bearer_auth(ADMIN_KEY),
    );
    assert_eq!(audit.body["events"][0]["clientId"], id, "{}", audit.body);
}

/// The native-app API has no screen: a third-party client's codes come from
/// the browser only.
pub fn the_native_app_api_refuses_third_party_clients(app: &TestApp) {
    let seeded = app.seed();
    let (id, _) = third_party(app);
    let login = app.post_json(
        "/accounts/users/v1/login",
        &json!({"email": seeded.user.email.as_str(), "password": PASSWORD}),
    );
    let account_token = login.body["accountToken"].as_str().unwrap().to_owned();
    let reply = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/code"))
            .bearer_auth(&account_token)
            .json(&json!({"client_id": id, "scope": "profile"})),
    );
    assert_eq!(reply.status, 400, "{}", reply.body);
}

on_both_backends!(
    a_third_party_app_asks_once_and_can_be_removed,
    the_native_app_api_refuses_third_party_clients,
);
