//! The audit trail through the admin API: what a sign-in leaves (type,
//! user, client IP, User-Agent), filters, pages chained by their cursor,
//! and parameters that do not validate.

use serde_json::Value;

use crate::helpers::TestApp;
use crate::native_app::{login, provision};

const AUDIT: &str = "/accounts/admin/v1/audit";

fn audit(app: &TestApp, query: &str) -> Value {
    let reply = app.send(
        app.http
            .get(app.url(&format!("{AUDIT}{query}")))
            .bearer_auth(crate::helpers::ADMIN_KEY),
    );
    assert_eq!(reply.status, 200, "{query}: {}", reply.body);
    accounts_testkit::schema::assert_valid(&reply.body, "AdminOk_AuditPage");
    reply.body
}

fn types(page: &Value) -> Vec<&str> {
    page["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["type"].as_str().unwrap())
        .collect()
}

pub fn operators_query_the_audit_trail(app: &TestApp) {
    let account = provision(app);
    login(app, &account.email, "wrong").assert_error(401, "INVALID_CREDENTIALS");
    let signed_in = login(app, &account.email, "correct horse");
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    let user_id = accounts_domain::repository::UserRepository::find_by_email(
        app.store(),
        &accounts_domain::addresses::Email::parse(&account.email).unwrap(),
    )
    .unwrap()
    .unwrap()
    .id
    .to_string();

    let theirs = audit(app, &format!("?user={user_id}"));
    assert_eq!(
        types(&theirs),
        ["session.started", "signin.failed", "user.created"],
        "{theirs}"
    );
    let started = &theirs["events"][0];
    assert_eq!(started["userId"], user_id.as_str());
    assert_eq!(started["actor"], user_id.as_str());
    assert!(started["ip"].as_str().is_some_and(|ip| !ip.is_empty()));
    assert_eq!(
        started["userAgent"],
        accounts_testkit::fixtures::ANDROID_CHROME_UA
    );
    assert_eq!(theirs["events"][2]["actor"], "admin");
    assert!(theirs["nextCursor"].is_null(), "one short page");

    let failures = audit(app, &format!("?user={user_id}&type=signin.failed"));
    assert_eq!(types(&failures), ["signin.failed"]);
    let none = audit(app, "?since=2999-01-01T00:00:00Z");
    assert_eq!(
        types(&audit(app, &format!("?user={user_id}&type=&since="))).len(),
        3,
        "empty is no filter"
    );
    assert_eq!(types(&none), Vec::<&str>::new());

    // Every event, one per page, by cursor: the same as one long page.
    let everything = audit(app, "?limit=500");
    let mut paged = Vec::new();
    let mut query = "?limit=1".to_owned();
    loop {
        let page = audit(app, &query);
        paged.extend(page["events"].as_array().unwrap().iter().cloned());
        match page["nextCursor"].as_str() {
            Some(cursor) => query = format!("?limit=1&cursor={cursor}"),
            None => break,
        }
        assert!(paged.len() <= 100, "the cursor never ends");
    }
    assert_eq!(Value::Array(paged), everything["events"]);

    // A failed sign-in for an address without an account leaves no
    // address in the trail (issue 34): a keyed digest, which the query
    // finds by the address, in any spelling of it.
    let stranger = "Nobody.Here@Example.com";
    login(app, stranger, "a guess").assert_error(401, "INVALID_CREDENTIALS");
    let stored = app
        .store()
        .recent(100)
        .unwrap()
        .into_iter()
        .map(|e| format!("{e:?}").to_lowercase())
        .collect::<Vec<_>>();
    assert!(
        stored.iter().all(|e| !e.contains("nobody.here")),
        "{stored:?}"
    );
    assert!(
        stored
            .iter()
            .all(|e| !e.contains(&account.email.to_lowercase())),
        "no address of an account either: {stored:?}"
    );
    let attempts = audit(app, "?email=nobody.here%40example.com");
    assert_eq!(types(&attempts), ["signin.failed"], "{attempts}");
    assert!(attempts["events"][0]["userId"].is_null());
    let theirs_by_address = audit(
        app,
        &format!("?email={}", account.email.replace('@', "%40")),
    );
    assert_eq!(
        types(&theirs_by_address),
        ["session.started", "signin.failed"],
        "{theirs_by_address}"
    );
    assert_eq!(types(&audit(app, "?email=other%40example.com")).len(), 0);

    for bad in [
        "?user=ann",
        "?email=not-an-address",
        "?type=login.nonsense",
        "?since=yesterday",
        "?limit=0",
        "?limit=501",
        "?cursor=-3",
        "?user=a&user=b",
    ] {
        let reply = app.send(
            app.http
                .get(app.url(&format!("{AUDIT}{bad}")))
                .bearer_auth(crate::helpers::ADMIN_KEY),
        );
        reply.assert_error(400, "INVALID_REQUEST");
    }
    app.send(app.http.get(app.url(AUDIT)))
        .assert_error(401, "INVALID_TOKEN");
}

on_both_backends!(operators_query_the_audit_trail);
