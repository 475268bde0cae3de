//! The console's organizations (docs/decisions.md, "Operator console"):
//! every operator role sees them; only admins make one and set a
//! verified domain's `join` and `sso` (a viewer's and a support agent's
//! valid CSRF token changes nothing); admins make, rotate and revoke an
//! organization's SCIM connections.

use accounts_domain::operators::Role;
use serde_json::json;

use crate::console::{
    ROLE_REFUSES_CHANGE, act, assert_refused_by_role, csrf_token, operator, post_with_token,
};
use crate::helpers::TestApp;
use crate::organizations::{ORGS, admin, post};

const LIST: &str = "/accounts/console/organizations";
const PAGE: &str = "/accounts/console/organizations/acme";

fn domain_rules(app: &TestApp) -> (String, String) {
    let listed = admin(
        app,
        reqwest::Method::GET,
        &format!("{ORGS}/acme/domains"),
        None,
    );
    let domain = &listed.body["domains"][0];
    (
        domain["join"].as_str().unwrap().to_owned(),
        domain["sso"].as_str().unwrap().to_owned(),
    )
}

pub fn operators_see_organizations_and_admins_set_their_domains_rules(app: &TestApp) {
    let (mut boss, _) = operator(app, Role::Admin);
    let list = boss.get(LIST);
    assert_eq!(list.status, 200, "{}", list.body);
    let made = act(
        &mut boss,
        LIST,
        &[("action", "create"), ("slug", "acme"), ("name", "Acme")],
    );
    assert_eq!(made.status, 303, "{}", made.body);
    assert!(made.location().starts_with(PAGE), "{}", made.location());
    let refused = act(
        &mut boss,
        LIST,
        &[("action", "create"), ("slug", "Not A Slug"), ("name", "x")],
    );
    assert_eq!(refused.status, 400, "{}", refused.body);
    let page = boss.get(PAGE);
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("Acme"));

    // A verified domain of an organization with its own sign-in.
    let domains = format!("{ORGS}/acme/domains");
    assert_eq!(
        post(app, &domains, json!({"domain": "acme-console.example"})).status,
        201
    );
    let verified = admin(
        app,
        reqwest::Method::PATCH,
        &format!("{domains}/acme-console.example"),
        Some(json!({"verified": true})),
    );
    assert_eq!(verified.status, 200, "{}", verified.body);
    let set = admin(
        app,
        reqwest::Method::PUT,
        &format!("{ORGS}/acme/sign-in"),
        Some(json!({"issuer": "http://127.0.0.1:9/idp", "clientId": "c", "clientSecret": "s"})),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    let rules = [
        ("action", "domain_rules"),
        ("domain", "acme-console.example"),
        ("join", "automatic"),
        ("sso", "required"),
    ];

    // Viewers and support staff see the page; their valid token changes
    // nothing.
    for role in [Role::Viewer, Role::Support] {
        let (mut browser, _) = operator(app, role);
        let seen = browser.get(PAGE);
        assert_eq!(seen.status, 200, "{role:?}: {}", seen.body);
        assert!(seen.body.contains("acme-console.example"));
        assert!(
            !seen.body.contains("name=\"sso\""),
            "{role:?} is offered the rules"
        );
        let token = csrf_token(&mut browser);
        let tried = post_with_token(&mut browser, PAGE, &token, &rules);
        assert_refused_by_role(&tried, ROLE_REFUSES_CHANGE, &format!("{role:?} rules"));
        let created = post_with_token(
            &mut browser,
            LIST,
            &token,
            &[("action", "create"), ("slug", "beta"), ("name", "Beta")],
        );
        assert_refused_by_role(&created, ROLE_REFUSES_CHANGE, &format!("{role:?} create"));
        assert_eq!(domain_rules(app), ("none".to_owned(), "none".to_owned()));
    }

    // The admin sets them.
    let saved = act(&mut boss, PAGE, &rules);
    assert_eq!(saved.status, 303, "{}", saved.body);
    assert_eq!(
        domain_rules(app),
        ("automatic".to_owned(), "required".to_owned())
    );
    let page = boss.get(PAGE);
    assert!(page.body.contains("http://127.0.0.1:9/idp"));
    assert_eq!(
        boss.get("/accounts/console/organizations/nobody").status,
        404
    );
}

fn scim_connections(app: &TestApp) -> usize {
    let listed = admin(
        app,
        reqwest::Method::GET,
        &format!("{ORGS}/acme/scim"),
        None,
    );
    listed.body["connections"].as_array().unwrap().len()
}

pub fn console_admins_make_and_revoke_an_organizations_scim_connections(app: &TestApp) {
    assert_eq!(
        post(app, ORGS, json!({"slug": "acme", "name": "Acme"})).status,
        201
    );

    // A viewer's valid CSRF token makes none.
    let (mut viewer, _) = operator(app, Role::Viewer);
    assert!(viewer.get(PAGE).body.contains("Provisioning (SCIM)"));
    let token = csrf_token(&mut viewer);
    let tried = post_with_token(&mut viewer, PAGE, &token, &[("action", "scim_make")]);
    assert_refused_by_role(&tried, ROLE_REFUSES_CHANGE, "viewer scim_make");
    assert_eq!(scim_connections(app), 0);

    // An admin makes one, shown with its token this once.
    let (mut boss, _) = operator(app, Role::Admin);
    let made = act(&mut boss, PAGE, &[("action", "scim_make")]);
    assert_eq!(made.status, 200, "{}", made.body);
    assert_eq!(made.body.matches("id=\"scim-token\"").count(), 1);
    let (_, after) = made.body.split_once("id=\"scim-token\">").unwrap();
    let secret = after.split('<').next().unwrap().to_owned();
    assert!(secret.starts_with("scim_"), "{secret}");
    let listed = admin(
        app,
        reqwest::Method::GET,
        &format!("{ORGS}/acme/scim"),
        None,
    );
    let id = listed.body["connections"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let users = app.url(&format!("/accounts/scim/v2/{id}/Users"));
    assert_eq!(
        app.send(app.http.get(&users).bearer_auth(&secret)).status,
        200
    );
    let page = boss.get(PAGE);
    assert!(page.body.contains(&id) && !page.body.contains(&secret));

    // Rotated: a new token, shown once; both work for a day.
    let rotated = act(
        &mut boss,
        PAGE,
        &[("action", "scim_rotate"), ("connection", &id)],
    );
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    assert_eq!(rotated.body.matches("id=\"scim-token\"").count(), 1);
    let (_, after) = rotated.body.split_once("id=\"scim-token\">").unwrap();
    let rotated = after.split('<').next().unwrap().to_owned();
    assert_ne!(rotated, secret);
    assert_eq!(
        app.send(app.http.get(&users).bearer_auth(&rotated)).status,
        200
    );
    assert_eq!(
        app.send(app.http.get(&users).bearer_auth(&secret)).status,
        200
    );

    // Revoked (with its box ticked): both tokens stop.
    let unconfirmed = act(
        &mut boss,
        PAGE,
        &[("action", "scim_revoke"), ("connection", &id)],
    );
    assert_eq!(unconfirmed.status, 400, "{}", unconfirmed.body);
    assert_eq!(
        app.send(app.http.get(&users).bearer_auth(&secret)).status,
        200
    );
    let revoked = act(
        &mut boss,
        PAGE,
        &[
            ("action", "scim_revoke"),
            ("connection", &id),
            ("confirm", "yes"),
        ],
    );
    assert_eq!(revoked.status, 303, "{}", revoked.body);
    for token in [&secret, &rotated] {
        assert_eq!(
            app.send(app.http.get(&users).bearer_auth(token)).status,
            401
        );
    }
    assert_eq!(scim_connections(app), 0);
}

on_both_backends!(
    operators_see_organizations_and_admins_set_their_domains_rules,
    console_admins_make_and_revoke_an_organizations_scim_connections
);
