//! The operator console's users, clients and webhooks (docs/decisions.md,
//! "Operator console"): the user page's reasons why a user cannot sign in,
//! users fifty a page with a cursor, an admin's clients with each secret
//! shown once, and webhook URLs whose query (a receiver's token) is shown
//! only in the answer that registered them. Who the console opens for, the roles and the helpers are in
//! `console.rs`.

use accounts_domain::operators::Role;
use accounts_domain::records::AuditQuery;
use accounts_domain::repository::UserRepository;
use serde_json::json;

use crate::browser::Page;
use crate::console::{act, operator, target};
use crate::helpers::TestApp;

pub fn the_user_page_says_why_a_user_cannot_sign_in(app: &TestApp) {
    let (mut admin, _) = operator(app, Role::Support);
    let fine = target(app);
    let page = admin.get(&format!("/accounts/console/users/{}", fine.id));
    assert!(
        page.body.contains("Nothing stops this user"),
        "{}",
        page.body
    );

    // Unverified, and locked out after wrong passwords from one IP.
    let mut unverified = target(app);
    unverified.id = accounts_domain::ids::UserId::generate(app.clock_now());
    unverified.email =
        accounts_domain::addresses::Email::parse(&format!("new-{}@example.com", unverified.id))
            .unwrap();
    unverified.email_verified = false;
    UserRepository::insert(app.store(), &unverified).unwrap();
    let locked = target(app);
    for _ in 0..6 {
        let reply = app.send(
            app.http
                .post(app.url("/accounts/users/v1/login"))
                .header("X-Forwarded-For", "203.0.113.9")
                .json(&json!({"email": locked.email.as_str(), "password": "wrong"})),
        );
        assert!(matches!(reply.status, 401 | 429), "{}", reply.body);
    }
    let page = admin.get(&format!("/accounts/console/users/{}", unverified.id));
    assert!(
        page.body.contains("The address is not verified"),
        "{}",
        page.body
    );
    let page = admin.get(&format!("/accounts/console/users/{}", locked.id));
    assert!(
        page.body.contains("Locked out after wrong passwords from"),
        "{}",
        page.body
    );

    // Disabled: said, and said no more once enabled again.
    let disabled = act(
        &mut admin,
        &format!("/accounts/console/users/{}", fine.id),
        &[("action", "disable")],
    );
    assert_eq!(disabled.status, 303);
    let page = admin.get(&format!("/accounts/console/users/{}", fine.id));
    assert!(
        page.body.contains("The account is disabled"),
        "{}",
        page.body
    );
}

pub fn an_admin_manages_clients_and_sees_each_secret_once(app: &TestApp) {
    use accounts_domain::repository::ClientRepository;
    let (mut admin, _) = operator(app, Role::Admin);
    let created = act(
        &mut admin,
        "/accounts/console/clients",
        &[
            ("action", "create"),
            ("name", "Console Shop"),
            ("redirect_uris", "https://shop.example.com/cb"),
        ],
    );
    assert_eq!(created.status, 200, "{}", created.body);
    assert!(created.body.contains("shown this once"), "{}", created.body);
    let client = ClientRepository::list(app.store())
        .unwrap()
        .into_iter()
        .find(|c| c.name == "Console Shop")
        .unwrap();
    let page = format!("/accounts/console/clients/{}", client.id);
    let shown = admin.get(&page);
    assert_eq!(shown.status, 200);
    assert!(
        !shown.body.contains("shown this once"),
        "no secret after the answer that made it"
    );

    let edited = act(
        &mut admin,
        &page,
        &[
            ("action", "edit"),
            ("name", "Console Shop 2"),
            (
                "redirect_uris",
                "https://shop.example.com/cb\nhttps://shop.example.com/cb2",
            ),
            ("require_mfa", "on"),
        ],
    );
    assert_eq!(edited.status, 303, "{}", edited.body);
    let stored = ClientRepository::find(app.store(), client.id)
        .unwrap()
        .unwrap();
    assert_eq!(stored.name, "Console Shop 2");
    assert_eq!(stored.redirect_uris.len(), 2);
    assert!(stored.require_mfa);
    assert_eq!(
        stored.secret_digest, client.secret_digest,
        "an edit keeps the secret"
    );

    let unconfirmed = act(&mut admin, &page, &[("action", "rotate_secret")]);
    assert_eq!(unconfirmed.status, 400);
    let rotated = act(
        &mut admin,
        &page,
        &[("action", "rotate_secret"), ("confirm", "yes")],
    );
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    assert!(rotated.body.contains("shown this once"));
    let stored = ClientRepository::find(app.store(), client.id)
        .unwrap()
        .unwrap();
    assert_ne!(stored.secret_digest, client.secret_digest);

    // Deleted only once disabled.
    let refused = act(
        &mut admin,
        &page,
        &[("action", "delete"), ("confirm", "yes")],
    );
    assert_eq!(refused.status, 400, "{}", refused.body);
    let disabled = act(
        &mut admin,
        &page,
        &[("action", "disable"), ("confirm", "yes")],
    );
    assert_eq!(disabled.status, 303);
    let deleted = act(
        &mut admin,
        &page,
        &[("action", "delete"), ("confirm", "yes")],
    );
    assert_eq!(deleted.status, 303, "{}", deleted.body);
    assert!(
        ClientRepository::find(app.store(), client.id)
            .unwrap()
            .is_none()
    );
    let kinds: Vec<String> = app
        .store()
        .query_audit(&AuditQuery {
            limit: 10,
            ..AuditQuery::default()
        })
        .unwrap()
        .into_iter()
        .filter(|e| e.event.client_id == Some(client.id))
        .map(|e| e.event.action.as_str().to_owned())
        .collect();
    // A webhook endpoint's signing secret, once too.
    let hook = act(
        &mut admin,
        "/accounts/console/webhooks",
        &[
            ("action", "create"),
            ("url", "http://127.0.0.1:9/hooks"),
            ("events", "user.created"),
        ],
    );
    assert_eq!(hook.status, 200, "{}", hook.body);
    assert!(hook.body.contains("whsec_"), "{}", hook.body);
    assert!(
        !admin
            .get("/accounts/console/webhooks")
            .body
            .contains("whsec_")
    );
    for kind in [
        "client.created",
        "client.updated",
        "client.secret_rotated",
        "client.disabled",
        "client.deleted",
    ] {
        assert!(kinds.iter().any(|k| k == kind), "{kind} in {kinds:?}");
    }
}

pub fn users_come_fifty_a_page_with_a_cursor_to_the_next(app: &TestApp) {
    let (mut viewer, _) = operator(app, Role::Viewer);
    // Everyone seeded here is "ann-…@example.com": enough for two pages.
    for _ in 0..55 {
        app.seed();
    }
    let rows = |page: &Page| {
        page.body
            .matches("<tr><td><a href=\"/accounts/console/users/")
            .count()
    };
    let first = viewer.get("/accounts/console/users?q=ann-");
    assert_eq!(first.status, 200);
    assert_eq!(rows(&first), 50, "{}", first.body);
    let marker = "href=\"/accounts/console/users?";
    let start = first.body.find(marker).expect("a next-page link") + "href=\"".len();
    let end = start + first.body[start..].find('"').unwrap();
    let next = first.body[start..end].replace("&amp;", "&");
    assert!(next.contains("cursor="), "{next}");
    assert!(next.contains("q=ann-"), "the search goes along: {next}");
    let second = viewer.get(&next);
    assert_eq!(second.status, 200);
    let total = UserRepository::list(app.store()).unwrap().len();
    assert_eq!(rows(&first) + rows(&second), total, "every user once");
    assert!(
        !second.body.contains(marker),
        "the last page has no next link"
    );
}

pub fn a_webhook_urls_query_is_shown_only_in_the_answer_that_registered_it(app: &TestApp) {
    const WEBHOOKS: &str = "/accounts/console/webhooks";
    let (mut admin, _) = operator(app, Role::Admin);
    let (mut viewer, _) = operator(app, Role::Viewer);
    let register = |admin: &mut crate::browser::Browser<'_>, url: &str| {
        let page = act(
            admin,
            WEBHOOKS,
            &[
                ("action", "create"),
                ("url", url),
                ("events", "user.created"),
            ],
        );
        assert_eq!(page.status, 200, "{}", page.body);
        page
    };
    // A URL without a query is shown whole, to every role.
    register(&mut admin, "http://127.0.0.1:9/plain");
    let listed = viewer.get(WEBHOOKS);
    assert!(
        listed.body.contains("http://127.0.0.1:9/plain</a>"),
        "{}",
        listed.body
    );
    // One whose query carries the receiver's token: whole in the answer
    // that registered it, and its query hidden after, from every role.
    let token = "tok-6f1e2d3c4b5a9887";
    let created = register(
        &mut admin,
        &format!("http://127.0.0.1:9/hooks?token={token}&v=1"),
    );
    assert!(created.body.contains(token), "{}", created.body);
    for (who, browser) in [("viewer", &mut viewer), ("admin", &mut admin)] {
        let page = browser.get(WEBHOOKS);
        assert!(!page.body.contains(token), "{who}: {}", page.body);
        assert!(
            page.body.contains("http://127.0.0.1:9/hooks?••••</a>"),
            "{who}: {}",
            page.body
        );
    }
}

on_both_backends!(
    a_webhook_urls_query_is_shown_only_in_the_answer_that_registered_it,
    the_user_page_says_why_a_user_cannot_sign_in,
    an_admin_manages_clients_and_sees_each_secret_once,
    users_come_fifty_a_page_with_a_cursor_to_the_next,
);
