//! The organization admins' page, `/accounts/organizations/{slug}`
//! (docs/api.md, "Organizations"): an admin of the organization signed in
//! on the account page sees its members, invitations, domains and sign-in
//! and changes them with its forms (CSRF-checked); a plain member, an
//! outsider and an unknown slug get the same "not found"; a visitor is
//! asked to sign in.

use serde_json::json;

use crate::browser::{Browser, Page};
use crate::helpers::TestApp;
use crate::organizations::{ORGS, admin, post};

const ACCOUNT: &str = "/accounts/account";
const PAGE: &str = "/accounts/organizations/acme";

fn user(app: &TestApp, email: &str) -> String {
    let made = post(
        app,
        "/accounts/admin/v1/users",
        json!({"email": email, "password": "correct horse", "name": "Someone"}),
    );
    assert_eq!(made.status, 200, "{}", made.body);
    made.body["userId"].as_str().unwrap().to_owned()
}

fn signed_in<'a>(app: &'a TestApp, email: &str) -> Browser<'a> {
    let mut browser = Browser::new(app);
    let login = browser.get(ACCOUNT);
    let mut form = login.hidden_fields();
    form.extend([
        ("email".to_owned(), email.to_owned()),
        ("password".to_owned(), "correct horse".to_owned()),
    ]);
    assert_eq!(browser.post(ACCOUNT, &form).status, 303);
    browser
}

/// Posts one of the page's forms with the browser's CSRF token (read from
/// `from`, a page of this browser's).
fn change(browser: &mut Browser<'_>, from: &Page, fields: &[(&str, &str)]) -> Page {
    let mut form: Vec<(String, String)> = fields
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect();
    form.push((
        "csrf_token".into(),
        from.input("csrf_token").expect("a CSRF token"),
    ));
    browser.post(PAGE, &form)
}

fn members(app: &TestApp) -> Vec<String> {
    admin(
        app,
        reqwest::Method::GET,
        &format!("{ORGS}/acme/members"),
        None,
    )
    .body["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["email"].as_str().unwrap().to_owned())
        .collect()
}

pub fn an_organizations_admins_manage_it_on_their_page(app: &TestApp) {
    assert_eq!(
        post(app, ORGS, json!({"slug": "acme", "name": "Acme"})).status,
        201
    );
    let ann = user(app, "ann@acme-page.example");
    let bob = user(app, "bob@acme-page.example");
    user(app, "eve@elsewhere.example");
    let added = |user: &str, roles: &[&str]| {
        let added = post(
            app,
            &format!("{ORGS}/acme/members"),
            json!({"userId": user, "roles": roles}),
        );
        assert_eq!(added.status, 201, "{}", added.body);
    };
    added(&ann, &["admin"]);
    added(&bob, &["member"]);

    // A visitor signs in first; a member, an outsider and an unknown slug
    // learn nothing.
    let mut visitor = Browser::new(app);
    assert_eq!(visitor.get(PAGE).status, 401);
    let mut member = signed_in(app, "bob@acme-page.example");
    let refused = member.get(PAGE);
    assert_eq!(refused.status, 404);
    assert!(!refused.body.contains("ann@acme-page.example"));
    let mut outsider = signed_in(app, "eve@elsewhere.example");
    assert_eq!(outsider.get(PAGE).status, 404);
    assert_eq!(outsider.get("/accounts/organizations/nobody").status, 404);

    let mut browser = signed_in(app, "ann@acme-page.example");
    let page = browser.get(PAGE);
    assert_eq!(page.status, 200, "{}", page.body);
    for shown in ["Acme", "ann@acme-page.example", "bob@acme-page.example"] {
        assert!(page.body.contains(shown), "{shown}");
    }

    // Without the browser's CSRF token nothing changes; with it, the
    // same form invites.
    let invite = [
        ("change", "invite"),
        ("email", "new@acme-page.example"),
        ("role", "admin"),
    ];
    let forged = browser.post(
        PAGE,
        &invite
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect::<Vec<_>>(),
    );
    assert_eq!(forged.status, 403);
    let invitations = format!("{ORGS}/acme/invitations");
    let listed = admin(app, reqwest::Method::GET, &invitations, None);
    assert_eq!(listed.body["invitations"], json!([]));
    let invited = change(&mut browser, &page, &invite);
    assert_eq!((invited.status, invited.location()), (303, PAGE));
    let listed = admin(app, reqwest::Method::GET, &invitations, None);
    assert_eq!(
        listed.body["invitations"][0]["email"],
        "new@acme-page.example"
    );
    assert_eq!(listed.body["invitations"][0]["roles"], json!(["admin"]));
    let page = browser.get(PAGE);
    assert!(page.body.contains("new@acme-page.example"));
    let owner = change(
        &mut browser,
        &page,
        &[
            ("change", "invite"),
            ("email", "x@acme-page.example"),
            ("role", "owner"),
        ],
    );
    assert_eq!(owner.status, 400, "{}", owner.body);

    // A member's valid CSRF token changes nothing: they are no admin.
    let bobs_page = member.get(ACCOUNT);
    let by_member = change(
        &mut member,
        &bobs_page,
        &[("change", "remove_member"), ("user", &ann)],
    );
    assert_eq!(by_member.status, 404);
    assert!(members(app).contains(&"ann@acme-page.example".to_owned()));

    // Domains: claimed with the record to publish; a consumer domain is
    // refused with the rule's text.
    let claimed = change(
        &mut browser,
        &page,
        &[("change", "add_domain"), ("domain", "acme-page.example")],
    );
    assert_eq!(claimed.status, 303, "{}", claimed.body);
    let page = browser.get(PAGE);
    assert!(page.body.contains("_accounts-challenge.acme-page.example"));
    let consumer = change(
        &mut browser,
        &page,
        &[("change", "add_domain"), ("domain", "gmail.com")],
    );
    assert_eq!(consumer.status, 400);
    assert!(
        consumer.body.contains("consumer mail domain"),
        "{}",
        consumer.body
    );

    // Its own sign-in; the secret is never shown.
    let bad = change(
        &mut browser,
        &page,
        &[
            ("change", "sign_in"),
            ("issuer", "ftp://idp"),
            ("client_id", "c"),
            ("client_secret", "s"),
        ],
    );
    assert_eq!(bad.status, 400);
    let set = change(
        &mut browser,
        &page,
        &[
            ("change", "sign_in"),
            ("issuer", "http://127.0.0.1:9/idp"),
            ("client_id", "acme-client"),
            ("client_secret", "a-secret-never-shown"),
        ],
    );
    assert_eq!(set.status, 303, "{}", set.body);
    let page = browser.get(PAGE);
    assert!(page.body.contains("acme-client"));
    assert!(page.body.contains("/callback"));
    assert!(!page.body.contains("a-secret-never-shown"));
    let read = admin(
        app,
        reqwest::Method::GET,
        &format!("{ORGS}/acme/sign-in"),
        None,
    );
    assert_eq!(read.body["clientId"], "acme-client");

    // Removing a member.
    let removed = change(
        &mut browser,
        &page,
        &[("change", "remove_member"), ("user", &bob)],
    );
    assert_eq!(removed.status, 303, "{}", removed.body);
    assert_eq!(members(app), vec!["ann@acme-page.example".to_owned()]);
    assert_eq!(member.get(PAGE).status, 404);
}

/// The token a page shows once, after the form that made it.
fn shown_token(page: &Page) -> String {
    let (_, after) = page
        .body
        .split_once("id=\"scim-token\">")
        .unwrap_or_else(|| panic!("no token on the page: {}", page.body));
    after.split('<').next().unwrap().to_owned()
}

/// The status of a SCIM list of users with `token`.
fn scim_status(app: &TestApp, connection: &str, token: &str) -> u16 {
    app.send(
        app.http
            .get(app.url(&format!("/accounts/scim/v2/{connection}/Users")))
            .bearer_auth(token),
    )
    .status
}

fn connections(app: &TestApp, org: &str) -> Vec<String> {
    let listed = admin(
        app,
        reqwest::Method::GET,
        &format!("{ORGS}/{org}/scim"),
        None,
    );
    assert_eq!(listed.status, 200, "{}", listed.body);
    listed.body["connections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap().to_owned())
        .collect()
}

pub fn an_organizations_admins_make_rotate_and_revoke_its_scim_connections(app: &TestApp) {
    for (slug, name) in [("acme", "Acme"), ("beta", "Beta")] {
        assert_eq!(
            post(app, ORGS, json!({"slug": slug, "name": name})).status,
            201
        );
    }
    let ann = user(app, "ann@acme-scim.example");
    let bob = user(app, "bob@acme-scim.example");
    for (user, role) in [(&ann, "admin"), (&bob, "member")] {
        let added = post(
            app,
            &format!("{ORGS}/acme/members"),
            json!({"userId": user, "roles": [role]}),
        );
        assert_eq!(added.status, 201, "{}", added.body);
    }
    let made = post(app, &format!("{ORGS}/beta/scim"), json!({}));
    assert_eq!(made.status, 201, "{}", made.body);
    let (beta, beta_token) = (
        made.body["id"].as_str().unwrap().to_owned(),
        made.body["token"].as_str().unwrap().to_owned(),
    );

    // A plain member's valid CSRF token makes nothing.
    let mut member = signed_in(app, "bob@acme-scim.example");
    let bobs_page = member.get(ACCOUNT);
    let by_member = change(&mut member, &bobs_page, &[("change", "scim_make")]);
    assert_eq!(by_member.status, 404);
    assert!(connections(app, "acme").is_empty());

    // The admin makes one: its token is in this answer only, and works.
    let mut browser = signed_in(app, "ann@acme-scim.example");
    let page = browser.get(PAGE);
    assert!(page.body.contains("Provisioning (SCIM)"), "{}", page.body);
    let made = change(&mut browser, &page, &[("change", "scim_make")]);
    assert_eq!(made.status, 200, "{}", made.body);
    let token = shown_token(&made);
    assert!(token.starts_with("scim_"), "{token}");
    let listed = connections(app, "acme");
    assert_eq!(listed.len(), 1);
    let id = &listed[0];
    assert!(made.body.contains(&format!("/accounts/scim/v2/{id}")));
    assert_eq!(scim_status(app, id, &token), 200);
    let again = browser.get(PAGE);
    assert!(again.body.contains(id.as_str()));
    assert!(!again.body.contains(&token), "a token is shown once");

    // Rotated: both tokens work for a day.
    let rotated = change(
        &mut browser,
        &again,
        &[("change", "scim_rotate"), ("connection", id)],
    );
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    let new_token = shown_token(&rotated);
    assert_ne!(new_token, token);
    assert_eq!(
        (
            scim_status(app, id, &token),
            scim_status(app, id, &new_token)
        ),
        (200, 200)
    );

    // Another organization's connection is not this page's: not found,
    // and its token still works.
    let foreign = change(
        &mut browser,
        &again,
        &[("change", "scim_revoke"), ("connection", &beta)],
    );
    assert_eq!(foreign.status, 404, "{}", foreign.body);
    assert_eq!(scim_status(app, &beta, &beta_token), 200);

    // Revoked: both tokens stop at once.
    let revoked = change(
        &mut browser,
        &again,
        &[("change", "scim_revoke"), ("connection", id)],
    );
    assert_eq!((revoked.status, revoked.location()), (303, PAGE));
    assert_eq!(
        (
            scim_status(app, id, &token),
            scim_status(app, id, &new_token)
        ),
        (401, 401)
    );
    assert!(connections(app, "acme").is_empty());
}

on_both_backends!(
    an_organizations_admins_manage_it_on_their_page,
    an_organizations_admins_make_rotate_and_revoke_its_scim_connections
);
