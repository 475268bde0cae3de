//! A user's tokens for an API (docs/api.md, "A user's tokens for an
//! API"): an authorization request naming a granted API (RFC 8707
//! `resource`) yields RFC 9068 access tokens for it, verified here
//! through the JWKS as the API would; an API the client was not granted,
//! or one of its scopes, is refused beside the same request succeeding;
//! such a token opens nothing of this service; introspection follows its
//! grant; and signed in for an organization, the token keeps only the
//! API scopes the member's roles allow, at every refresh.

use serde_json::{Value, json};

use crate::browser::{Browser, PASSWORD, Page, TOKEN, VERIFIER, params_of};
use crate::consent::request;
use crate::helpers::{REDIRECT_URI, Reply, Seeded, TestApp, jwt_part};
use crate::machine_tokens::{grant, introspect, register_api, verify_through_jwks};
use crate::organizations::{ORGS, admin, post};

const ORDERS: &str = "https://orders.example.com/api";
const BILLING: &str = "https://billing.example.com";

/// The two APIs, the client granted two of ORDERS' three scopes and
/// nothing of BILLING.
fn apis(app: &TestApp, client: &str) {
    let orders = register_api(
        app,
        ORDERS,
        &["orders:read", "orders:write", "orders:admin"],
    );
    assert_eq!(orders.status, 201, "{}", orders.body);
    assert_eq!(register_api(app, BILLING, &["invoices:read"]).status, 201);
    let granted = grant(app, client, ORDERS, &["orders:read", "orders:write"]);
    assert!(granted.status < 300, "{}", granted.body);
}

/// Where a signed-in browser is sent back to: the redirect's parameters.
fn answer(browser: &mut Browser<'_>, url: &str) -> std::collections::HashMap<String, String> {
    let page: Page = browser.get(url);
    assert_eq!(page.status, 302, "{}", page.body);
    params_of(page.location(), '?')
}

/// The code of `url`, signed in already.
fn code(browser: &mut Browser<'_>, url: &str) -> String {
    let back = answer(browser, url);
    back.get("code")
        .cloned()
        .unwrap_or_else(|| panic!("{back:?}"))
}

fn exchange(app: &TestApp, id: &str, secret: &str, code: &str, extra: &[(&str, &str)]) -> Reply {
    let mut form = vec![
        ("grant_type", "authorization_code"),
        ("code", code),
        ("redirect_uri", REDIRECT_URI),
        ("code_verifier", VERIFIER),
    ];
    form.extend_from_slice(extra);
    app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(id, Some(secret))
            .form(&form),
    )
}

fn refresh(app: &TestApp, id: &str, secret: &str, tokens: &Value, extra: &[(&str, &str)]) -> Reply {
    let mut form = vec![
        ("grant_type", "refresh_token"),
        ("refresh_token", tokens["refresh_token"].as_str().unwrap()),
    ];
    form.extend_from_slice(extra);
    app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(id, Some(secret))
            .form(&form),
    )
}

/// A browser signed in as the seeded user through a request without an
/// API, and that request's tokens.
fn signed_in<'a>(
    app: &'a TestApp,
    seeded: &Seeded,
    id: &str,
    secret: &str,
) -> (Browser<'a>, Value) {
    let mut browser = Browser::new(app);
    let form = browser.get(&request(id, "openid profile", &[]));
    let back = browser.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    let code = params_of(back.location(), '?')["code"].clone();
    let tokens = exchange(app, id, secret, &code, &[]);
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    (browser, tokens.body)
}

pub fn a_granted_api_gets_the_users_token_for_it(app: &TestApp) {
    let seeded = app.seed();
    let (id, secret) = (
        seeded.client.id.to_string(),
        seeded.secret.expose().to_owned(),
    );
    apis(app, &id);
    let (mut browser, own) = signed_in(app, &seeded, &id, &secret);

    // An API the client was not granted, and a scope of the API it was
    // not granted, are refused; the granted API and scope are not.
    let refused = answer(
        &mut browser,
        &request(&id, "openid orders:read", &[("resource", BILLING)]),
    );
    assert_eq!(
        refused.get("error").map(String::as_str),
        Some("invalid_target")
    );
    let refused = answer(
        &mut browser,
        &request(&id, "openid orders:admin", &[("resource", ORDERS)]),
    );
    assert_eq!(
        refused.get("error").map(String::as_str),
        Some("invalid_scope")
    );
    let refused = answer(
        &mut browser,
        &request(
            &id,
            "openid orders:read",
            &[("resource", "https://Orders.example.com")],
        ),
    );
    assert_eq!(
        refused.get("error").map(String::as_str),
        Some("invalid_target")
    );
    // Without `resource` an API's word is no scope of this service.
    let refused = answer(&mut browser, &request(&id, "openid orders:read", &[]));
    assert_eq!(
        refused.get("error").map(String::as_str),
        Some("invalid_scope")
    );

    let url = request(&id, "openid profile orders:read", &[("resource", ORDERS)]);
    let tokens = exchange(app, &id, &secret, &code(&mut browser, &url), &[]);
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    assert_eq!(tokens.body["scope"], "openid profile orders:read");
    let token = tokens.body["access_token"].as_str().unwrap();
    let header = jwt_part(token, 0);
    assert_eq!(header["typ"], "at+jwt");
    verify_through_jwks(app, token);
    let claims = jwt_part(token, 1);
    assert_eq!(claims["aud"], ORDERS);
    assert_eq!(claims["sub"], seeded.user.id.to_string());
    assert_eq!(claims["client_id"], id);
    assert_eq!(claims["scope"], "orders:read");
    assert!(
        claims["sid"].is_string() && claims["jti"].is_string(),
        "{claims}"
    );
    assert!(claims.get("userId").is_none() && claims.get("org_id").is_none());
    // The id_token is the sign-in's, as ever.
    let id_token = jwt_part(tokens.body["id_token"].as_str().unwrap(), 1);
    assert_eq!(id_token["aud"], id);

    // The user's own token opens userinfo; the API's does not.
    let userinfo = |bearer: &str| {
        app.send(
            app.http
                .get(app.url("/accounts/oauth2/v1/userinfo"))
                .bearer_auth(bearer),
        )
        .status
    };
    assert_eq!(userinfo(own["access_token"].as_str().unwrap()), 200);
    assert_eq!(userinfo(token), 401);

    let facts = introspect(app, &id, &secret, token);
    assert_eq!(facts["active"], true, "{facts}");
    assert_eq!(facts["aud"], ORDERS);
    assert_eq!(facts["sub"], seeded.user.id.to_string());
    assert_eq!(facts["scope"], "orders:read");
    assert_eq!(facts["sid"], claims["sid"]);

    // RFC 8707 2.2 at the token endpoint: the grant's API, or refused.
    let url = request(
        &id,
        "openid orders:read orders:write",
        &[("resource", ORDERS)],
    );
    let second = code(&mut browser, &url);
    let wrong = exchange(app, &id, &secret, &second, &[("resource", BILLING)]);
    assert_eq!(wrong.status, 400, "{}", wrong.body);
    assert_eq!(wrong.body["error"], "invalid_target");
    let right = exchange(app, &id, &secret, &second, &[("resource", ORDERS)]);
    assert_eq!(right.status, 200, "{}", right.body);
    assert_eq!(right.body["scope"], "openid orders:read orders:write");

    // A refresh keeps the API; its `scope` narrows the API's scopes and
    // never widens them. (The seeded client does not rotate: its refresh
    // token stays.)
    let again = refresh(app, &id, &secret, &right.body, &[]);
    assert_eq!(again.status, 200, "{}", again.body);
    let claims = jwt_part(again.body["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["aud"], ORDERS);
    assert_eq!(claims["scope"], "orders:read orders:write");
    let wider = refresh(
        app,
        &id,
        &secret,
        &right.body,
        &[("scope", "openid orders:admin")],
    );
    assert_eq!(wider.status, 400, "{}", wider.body);
    assert_eq!(wider.body["error"], "invalid_scope");
    let narrower = refresh(
        app,
        &id,
        &secret,
        &right.body,
        &[("scope", "openid orders:write")],
    );
    assert_eq!(narrower.status, 200, "{}", narrower.body);
    let claims = jwt_part(narrower.body["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["scope"], "orders:write");
    let elsewhere = refresh(app, &id, &secret, &right.body, &[("resource", BILLING)]);
    assert_eq!(
        elsewhere.body["error"], "invalid_target",
        "{}",
        elsewhere.body
    );

    // The operator narrows the client's grant: the grant's next token
    // follows, though the user allowed more.
    assert!(grant(app, &id, ORDERS, &["orders:read"]).status < 300);
    let regranted = refresh(app, &id, &secret, &right.body, &[]);
    assert_eq!(regranted.status, 200, "{}", regranted.body);
    let claims = jwt_part(regranted.body["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["scope"], "orders:read");

    // RFC 7009 ends an API token as it ends the user's own.
    let latest = narrower.body["access_token"].as_str().unwrap();
    assert_eq!(introspect(app, &id, &secret, latest)["active"], true);
    let revoked = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/revoke"))
            .basic_auth(&id, Some(&secret))
            .form(&[("token", latest)]),
    );
    assert_eq!(revoked.status, 200, "{}", revoked.body);
    let ended = introspect(app, &id, &secret, latest);
    assert_eq!(ended, json!({"active": false}));
    // Ending the session ends the others.
    let older = again.body["access_token"].as_str().unwrap();
    assert_eq!(introspect(app, &id, &secret, older)["active"], true);
    let confirm = browser.get(crate::browser::LOGOUT);
    assert_eq!(confirm.status, 200, "{}", confirm.body);
    let done = browser.post(crate::browser::LOGOUT, &confirm.hidden_fields());
    assert!(done.status < 400, "{}", done.body);
    assert_eq!(
        introspect(app, &id, &secret, older),
        json!({"active": false})
    );
}

/// A client that may ask for organizations, granted ORDERS: (id, secret).
fn organization_client(app: &TestApp) -> (String, String) {
    let client = post(
        app,
        "/accounts/admin/v1/clients",
        json!({"name": "Shop", "redirect_uris": [REDIRECT_URI],
               "scopes": ["openid", "email", "organizations", "organization:*"]}),
    );
    assert_eq!(client.status, 200, "{}", client.body);
    let id = client.body["client_id"].as_str().unwrap().to_owned();
    apis(app, &id);
    (
        id,
        client.body["client_secret"].as_str().unwrap().to_owned(),
    )
}

fn roles(app: &TestApp, user: &str, roles: &[&str]) {
    let put = admin(
        app,
        reqwest::Method::PUT,
        &format!("{ORGS}/acme/members/{user}"),
        Some(json!({"roles": roles})),
    );
    assert_eq!(put.status, 200, "{}", put.body);
}

pub fn an_organizations_roles_narrow_the_apis_scopes(app: &TestApp) {
    let seeded = app.seed();
    let user = seeded.user.id.to_string();
    let (id, secret) = organization_client(app);
    for (key, permissions) in [
        ("reader", json!(["orders:read"])),
        ("writer", json!(["orders:write", "invoices:read"])),
    ] {
        let role = post(
            app,
            "/accounts/admin/v1/organization-roles",
            json!({"key": key, "permissions": permissions}),
        );
        assert_eq!(role.status, 201, "{}", role.body);
    }
    assert_eq!(
        post(app, ORGS, json!({"slug": "acme", "name": "Acme"})).status,
        201
    );
    let joined = post(
        app,
        &format!("{ORGS}/acme/members"),
        json!({"userId": user, "roles": ["reader"]}),
    );
    assert_eq!(joined.status, 201, "{}", joined.body);

    let mut browser = Browser::new(app);
    let asked = "openid organization:acme orders:read orders:write";
    let form = browser.get(&request(&id, asked, &[("resource", ORDERS)]));
    let back = browser.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    let code = params_of(back.location(), '?')["code"].clone();
    let tokens = exchange(app, &id, &secret, &code, &[]);
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    // The reader's role allows one of the two scopes asked for.
    assert_eq!(tokens.body["scope"], "openid organization:acme orders:read");
    let token = tokens.body["access_token"].as_str().unwrap();
    verify_through_jwks(app, token);
    let claims = jwt_part(token, 1);
    assert_eq!(claims["aud"], ORDERS);
    assert_eq!(claims["scope"], "orders:read");
    assert_eq!(claims["org_slug"], "acme");
    assert_eq!(claims["org_roles"], json!(["reader"]));
    assert!(claims["org_id"].as_str().unwrap().starts_with("org_"));
    let facts = introspect(app, &id, &secret, token);
    assert_eq!(
        (facts["scope"].clone(), facts["org_slug"].clone()),
        (json!("orders:read"), json!("acme"))
    );

    // Roles change: each refresh reads them again, within what the
    // grant holds (`invoices:read` is another API's, never this one's).
    roles(app, &user, &["reader", "writer"]);
    let both = refresh(app, &id, &secret, &tokens.body, &[]);
    assert_eq!(both.status, 200, "{}", both.body);
    let claims = jwt_part(both.body["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["scope"], "orders:read orders:write");
    assert_eq!(claims["org_roles"], json!(["reader", "writer"]));
    roles(app, &user, &["member"]);
    let none = refresh(app, &id, &secret, &tokens.body, &[]);
    assert_eq!(none.status, 200, "{}", none.body);
    let claims = jwt_part(none.body["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["scope"], "", "the built-in roles allow no API scope");
    assert_eq!(none.body["scope"], "openid organization:acme");

    // Without an organization the grant's scopes are not narrowed.
    let plain = request(
        &id,
        "openid orders:read orders:write",
        &[("resource", ORDERS)],
    );
    let unbound = exchange(app, &id, &secret, &self::code(&mut browser, &plain), &[]);
    assert_eq!(unbound.status, 200, "{}", unbound.body);
    let claims = jwt_part(unbound.body["access_token"].as_str().unwrap(), 1);
    assert_eq!(claims["scope"], "orders:read orders:write");
}

pub fn a_third_party_app_shows_the_api_and_asks_each_time(app: &TestApp) {
    let seeded = app.seed();
    let (id, secret) = crate::consent::third_party(app);
    apis(app, &id);
    let mut browser = Browser::new(app);
    let url = request(&id, "openid orders:read", &[("resource", ORDERS)]);
    let form = browser.get(&url);
    let screen = browser.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(screen.status, 200, "the consent screen");
    assert!(screen.body.contains(ORDERS), "{}", screen.body);
    assert!(
        screen.body.contains("<code>orders:read</code>"),
        "{}",
        screen.body
    );
    let mut allow = screen.hidden_fields();
    allow.push(("decision".into(), "allow".into()));
    let back = browser.post("/accounts/oauth2/v1/authorize/consent", &allow);
    let code = params_of(back.location(), '?')["code"].clone();
    let tokens = exchange(app, &id, &secret, &code, &[]);
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    assert_eq!(
        jwt_part(tokens.body["access_token"].as_str().unwrap(), 1)["aud"],
        ORDERS
    );
    // The same scopes without the API are remembered; with it, asked again.
    let own = browser.get(&request(&id, "openid", &[]));
    assert_eq!(own.status, 302, "remembered: {}", own.body);
    let again = browser.get(&url);
    assert_eq!(again.status, 200, "asked again");
    assert!(again.body.contains(ORDERS));
}

on_both_backends!(
    a_granted_api_gets_the_users_token_for_it,
    an_organizations_roles_narrow_the_apis_scopes,
    a_third_party_app_shows_the_api_and_asks_each_time,
);
