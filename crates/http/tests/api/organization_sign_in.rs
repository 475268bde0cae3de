//! An organization's own sign-in (docs/api.md, "Organizations"): its
//! provider set through the admin API (the secret never answered), a
//! verified domain's `sso: required` refusing passwords for its addresses
//! on the native API (403 `SSO_REQUIRED` with `ssoUrl`) and the login page,
//! except for break-glass members; `login_hint` and the organization
//! scope leading to the organization's provider; "Sign in with your
//! organization" finding it by slug or address. The round trip itself,
//! against a real OpenID provider, is in `upstream_peer.rs`.

use serde_json::json;

use crate::browser::{Browser, CHALLENGE, authorize_url};
use crate::helpers::{ISSUER, REDIRECT_URI, TestApp};
use crate::native_app::login;
use crate::organizations::{ORGS, admin, post};

const PASSWORD: &str = "correct horse";

fn put(app: &TestApp, path: &str, body: serde_json::Value) -> crate::helpers::Reply {
    admin(app, reqwest::Method::PUT, path, Some(body))
}

fn patch(app: &TestApp, path: &str, body: serde_json::Value) -> crate::helpers::Reply {
    admin(app, reqwest::Method::PATCH, path, Some(body))
}

fn user(app: &TestApp, email: &str) -> String {
    let made = post(
        app,
        "/accounts/admin/v1/users",
        json!({"email": email, "password": PASSWORD, "name": "Someone"}),
    );
    assert_eq!(made.status, 200, "{}", made.body);
    made.body["userId"].as_str().unwrap().to_owned()
}

pub fn an_organization_sets_its_sign_in_and_its_domain_may_require_it(app: &TestApp) {
    let made = post(app, ORGS, json!({"slug": "acme", "name": "Acme"}));
    assert_eq!(made.status, 201, "{}", made.body);
    let org_id = made.body["id"].as_str().unwrap().to_owned();
    let sign_in = format!("{ORGS}/acme/sign-in");
    admin(app, reqwest::Method::GET, &sign_in, None).assert_error(404, "NOT_FOUND");
    for bad in [
        json!({"issuer": "ftp://idp.example", "clientId": "c", "clientSecret": "s"}),
        json!({"issuer": "https://idp.example/?x=1", "clientId": "c", "clientSecret": "s"}),
        json!({"issuer": "https://idp.example", "clientId": "", "clientSecret": "s"}),
        json!({"issuer": "https://idp.example", "clientId": "c"}),
        json!({"issuer": "https://idp.example", "clientId": "c", "clientSecret": "s", "scopes": ["a b"]}),
    ] {
        put(app, &sign_in, bad).assert_error(400, "INVALID_REQUEST");
    }
    put(
        app,
        &format!("{ORGS}/nobody/sign-in"),
        json!({"issuer": "https://idp.example", "clientId": "c", "clientSecret": "s"}),
    )
    .assert_error(404, "NOT_FOUND");
    let secret = "a-client-secret-that-must-never-be-answered";
    let set = put(
        app,
        &sign_in,
        json!({"issuer": "http://127.0.0.1:9/idp", "clientId": "accounts", "clientSecret": secret,
               "scopes": ["email"]}),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.body["issuer"], "http://127.0.0.1:9/idp");
    assert_eq!(set.body["clientId"], "accounts");
    assert_eq!(set.body["scopes"], json!(["openid", "email"]));
    let redirect_uri = format!("{}/accounts/upstream/{org_id}/callback", ISSUER);
    assert_eq!(set.body["redirectUri"], redirect_uri.as_str());
    let read = admin(app, reqwest::Method::GET, &sign_in, None);
    assert_eq!(read.status, 200);
    assert_eq!(read.body["redirectUri"], redirect_uri.as_str());
    assert!(!set.body.to_string().contains(secret) && !read.body.to_string().contains(secret));

    // A verified domain whose addresses sign in with passwords until the
    // organization requires its own sign-in.
    let domain = format!("acme-{}.example", app.clock_now().unix_timestamp());
    let domains = format!("{ORGS}/acme/domains");
    assert_eq!(post(app, &domains, json!({"domain": domain})).status, 201);
    let one = format!("{domains}/{domain}");
    assert_eq!(patch(app, &one, json!({"verified": true})).status, 200);
    let alice = format!("alice@{domain}");
    let alice_id = user(app, &alice);
    let outsider = format!("olga-{domain}@example.com");
    user(app, &outsider);
    assert_eq!(login(app, &alice, PASSWORD).body["code"], "LOGIN_SUCCESS");

    assert_eq!(patch(app, &one, json!({"sso": "required"})).status, 200);
    // The provider stays while a domain requires it.
    admin(app, reqwest::Method::DELETE, &sign_in, None).assert_error(409, "CONFLICT");
    let sso_url = format!("{}/accounts/upstream/{org_id}/start?account=1", ISSUER);
    for (email, password) in [
        (alice.as_str(), PASSWORD),
        (alice.as_str(), "a wrong password"),
        (&*format!("nobody@{domain}"), PASSWORD),
    ] {
        let refused = login(app, email, password);
        refused.assert_error(403, "SSO_REQUIRED");
        assert_eq!(refused.body["ssoUrl"], sso_url.as_str(), "{email}");
    }
    assert_eq!(
        login(app, &outsider, PASSWORD).body["code"],
        "LOGIN_SUCCESS"
    );

    // A break-glass member signs in with the password (and a wrong one
    // still says only SSO_REQUIRED: which accounts are break-glass stays
    // unsaid).
    let members = format!("{ORGS}/acme/members");
    assert_eq!(post(app, &members, json!({"userId": alice_id})).status, 201);
    let member = format!("{members}/{alice_id}");
    assert_eq!(
        put(
            app,
            &member,
            json!({"roles": ["member"], "breakGlass": true})
        )
        .status,
        200
    );
    assert_eq!(login(app, &alice, PASSWORD).body["code"], "LOGIN_SUCCESS");
    login(app, &alice, "a wrong password").assert_error(403, "SSO_REQUIRED");
    assert_eq!(
        put(
            app,
            &member,
            json!({"roles": ["member"], "breakGlass": false})
        )
        .status,
        200
    );
    login(app, &alice, PASSWORD).assert_error(403, "SSO_REQUIRED");
    // An operator of this service in that domain signs in with their own
    // password (the organization's provider never signs an operator in):
    // the same request as alice's, with a console role.
    let ops = format!("ops@{domain}");
    let ops_id: accounts_domain::ids::UserId = user(app, &ops).parse().unwrap();
    login(app, &ops, PASSWORD).assert_error(403, "SSO_REQUIRED");
    accounts_domain::operators::OperatorRepository::set_role(
        app.store(),
        ops_id,
        Some(accounts_domain::operators::Role::Support),
        app.clock_now(),
    )
    .unwrap();
    assert_eq!(login(app, &ops, PASSWORD).body["code"], "LOGIN_SUCCESS");

    // The login page's form says so, and offers the organization's sign-in.
    let seeded = app.seed();
    let flow = |extra: &[(&str, &str)]| {
        let mut params = vec![
            ("response_type", "code"),
            ("scope", "openid"),
            ("state", "s1"),
            ("code_challenge", CHALLENGE),
            ("code_challenge_method", "S256"),
        ];
        params.extend_from_slice(extra);
        authorize_url(&seeded.client.id.to_string(), &params)
    };
    let start = format!("/accounts/upstream/{org_id}/start?");
    let mut browser = Browser::new(app);
    let page = browser.get(&flow(&[]));
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains("/accounts/login/organization?"),
        "{}",
        page.body
    );
    assert!(!page.body.contains(&start));
    let refused = browser.sign_in(&page, &alice, PASSWORD);
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.body.contains(&start), "{}", refused.body);
    assert!(refused.body.contains("Acme"));

    // login_hint: `required` goes to the provider at once, `offered` shows
    // its button first, `none` is the plain form.
    let hinted = browser.get(&flow(&[("login_hint", &alice)]));
    assert_eq!(hinted.status, 302, "{}", hinted.body);
    assert!(
        hinted.location().starts_with(&start),
        "{}",
        hinted.location()
    );
    assert!(hinted.location().contains("client_id="));
    assert_eq!(patch(app, &one, json!({"sso": "offered"})).status, 200);
    assert_eq!(login(app, &alice, PASSWORD).body["code"], "LOGIN_SUCCESS");
    let offered = browser.get(&flow(&[("login_hint", &alice)]));
    assert_eq!(offered.status, 200);
    assert!(offered.body.contains(&start), "{}", offered.body);
    assert_eq!(patch(app, &one, json!({"sso": "none"})).status, 200);
    let plain = browser.get(&flow(&[("login_hint", &alice)]));
    assert_eq!(plain.status, 200);
    assert!(!plain.body.contains(&start));

    // "Sign in with your organization": by slug or by address.
    let by_slug = browser.get("/accounts/login/organization?organization=acme");
    assert_eq!(by_slug.status, 200);
    assert!(
        by_slug.body.contains(&format!("{start}account=1")),
        "{}",
        by_slug.body
    );
    let by_address = browser.get(&format!(
        "/accounts/login/organization?organization=bob%40{domain}&client_id={}&redirect_uri={}&response_type=code",
        seeded.client.id, REDIRECT_URI
    ));
    assert_eq!(by_address.status, 200);
    assert!(by_address.body.contains(&start), "{}", by_address.body);
    assert!(by_address.body.contains("client_id="));
    for unknown in ["nobody", "bob%40gmail.com", "%3Cscript%3E"] {
        let page = browser.get(&format!(
            "/accounts/login/organization?organization={unknown}"
        ));
        assert_eq!(page.status, 404, "{unknown}");
        assert!(!page.body.contains("<script>"));
    }
    assert_eq!(browser.get("/accounts/login/organization").status, 200);

    // Without a provider, a domain cannot require it; the organization
    // scope goes to the provider while there is one.
    let client = post(
        app,
        "/accounts/admin/v1/clients",
        json!({"name": "Shop", "redirect_uris": [REDIRECT_URI],
               "scopes": ["openid", "email", "organization:*"]}),
    );
    let client_id = client.body["client_id"].as_str().unwrap().to_owned();
    let org_flow = authorize_url(
        &client_id,
        &[
            ("response_type", "code"),
            ("scope", "openid organization:acme"),
            ("state", "s1"),
            ("code_challenge", CHALLENGE),
            ("code_challenge_method", "S256"),
        ],
    );
    let to_provider = browser.get(&org_flow);
    assert_eq!(to_provider.status, 302, "{}", to_provider.body);
    assert!(to_provider.location().starts_with(&start));
    let removed = admin(app, reqwest::Method::DELETE, &sign_in, None);
    assert_eq!(removed.status, 200, "{}", removed.body);
    admin(app, reqwest::Method::GET, &sign_in, None).assert_error(404, "NOT_FOUND");
    assert_eq!(browser.get(&org_flow).status, 200);
    patch(app, &one, json!({"sso": "required"})).assert_error(409, "CONFLICT");
    // The start path of an organization without a provider is unknown.
    assert_eq!(browser.get(&format!("{start}account=1")).status, 404);
}

on_both_backends!(an_organization_sets_its_sign_in_and_its_domain_may_require_it);
