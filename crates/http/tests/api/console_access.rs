//! Who the console opens for, beyond the roles (docs/decisions.md,
//! "Operator console"): an idle console asks for a sign-in again and ends
//! no session (a cross-site link to the console used to end the
//! operator's whole browser session); an operator whose address is not
//! verified is refused; a role is given only to a verified address, in
//! the console and the admin API alike (the CLI's is in
//! `bins/accounts-server/tests/commands.rs`). The helpers are in
//! `console.rs`.

use std::collections::BTreeSet;

use accounts_domain::ids::{SessionId, UserId};
use accounts_domain::operators::Role;
use accounts_domain::records::{AuditQuery, UserRecord};
use accounts_domain::repository::{OperatorRepository, UserRepository};
use diesel::Connection;
use diesel::RunQueryDsl;
use diesel::connection::SimpleConnection;
use serde_json::json;

use crate::browser::Page;
use crate::console::{
    ROLE_REFUSES_CHANGE, act, csrf_token, operator, operator_with_secret, post_with_token,
    sign_in_on, target,
};
use crate::helpers::{ADMIN_KEY, Reply, TestApp};

const CONSOLE: &str = "/accounts/console/";
const ACCOUNT: &str = "/accounts/account";
/// What the console says to an operator whose address is not verified.
const UNVERIFIED: &str = "The console opens only for operators whose address is verified";
/// What the console and the admin API say to a role for such a user.
const ROLE_NEEDS_VERIFIED: &str = "console role needs a verified address";

/// The console's answer to a session whose console was idle: the login
/// form (403), saying why.
pub(crate) fn assert_idle(page: &Page) {
    assert_eq!(page.status, 403, "{}", page.body);
    assert!(page.body.contains("name=\"password\""), "{}", page.body);
    assert!(
        page.body.contains("The console was not used for 30 min"),
        "{}",
        page.body
    );
}

fn user_page(user: UserId) -> String {
    format!("/accounts/console/users/{user}")
}

/// The live sessions of `user`.
fn live(app: &TestApp, user: UserId) -> BTreeSet<SessionId> {
    app.store()
        .live_sessions_of_user(user, app.clock_now() - time::Duration::days(30))
        .unwrap()
        .into_iter()
        .map(|s| s.id)
        .collect()
}

/// A user who registered and never used the verification link.
fn unverified_user(app: &TestApp) -> UserRecord {
    let mut user = target(app);
    user.id = UserId::generate(app.clock_now());
    user.email =
        accounts_domain::addresses::Email::parse(&format!("new-{}@example.com", user.id)).unwrap();
    user.email_verified = false;
    UserRepository::insert(app.store(), &user).unwrap();
    user
}

/// Marks `user`'s address unverified behind the service's back, as an
/// operator given a role before roles needed a verified address (no use
/// case unverifies an address), and lets the app's caches see it.
fn unverify(app: &TestApp, user: UserId) {
    let micros = i64::try_from(app.clock_now().unix_timestamp_nanos() / 1000).unwrap();
    let sql = format!(
        "UPDATE users SET email_verified = false, updated_at = {micros} WHERE id = '{user}'"
    );
    match app.database_url.strip_prefix("sqlite://") {
        Some(path) => {
            let mut c = diesel::SqliteConnection::establish(path).unwrap();
            c.batch_execute("PRAGMA busy_timeout = 10000").unwrap();
            diesel::sql_query(sql).execute(&mut c).unwrap();
        }
        None => {
            let mut c = diesel::PgConnection::establish(&app.database_url).unwrap();
            diesel::sql_query(sql).execute(&mut c).unwrap();
        }
    }
    app.refresh_caches();
    assert!(
        !UserRepository::find(app.store(), user)
            .unwrap()
            .unwrap()
            .email_verified
    );
}

pub fn an_idle_console_asks_for_a_sign_in_again_and_ends_no_session(app: &TestApp) {
    let (mut browser, seeded, secret) = operator_with_secret(app, Role::Viewer);
    let email = seeded.user.email.as_str();
    assert_eq!(browser.get(CONSOLE).status, 200);
    let before = live(app, seeded.user.id);
    assert!(!before.is_empty());

    // 31 minutes later another site links to the console: the login form
    // says why, and nothing ends.
    app.advance(time::Duration::minutes(31));
    let request = browser
        .http
        .get(app.url(CONSOLE))
        .header("Sec-Fetch-Site", "cross-site");
    assert_idle(&browser.send(request));
    assert_eq!(live(app, seeded.user.id), before, "no session ended");
    let ended = app
        .store()
        .query_audit(&AuditQuery {
            user: Some(seeded.user.id),
            limit: 50,
            ..AuditQuery::default()
        })
        .unwrap()
        .into_iter()
        .filter(|e| e.event.action.as_str() == "session.ended")
        .count();
    assert_eq!(ended, 0, "no session.ended event");

    // The browser's session still opens the account page...
    let account = browser.get(ACCOUNT);
    assert_eq!(account.status, 200);
    assert!(
        account.body.contains("<title>Your account"),
        "{}",
        account.body
    );
    // ...but never the console again, a POST included.
    let form = browser.get(CONSOLE);
    assert_idle(&form);
    let token = csrf_token(&mut browser);
    let victim = target(app);
    let refused = post_with_token(
        &mut browser,
        &user_page(victim.id),
        &token,
        &[("action", "disable")],
    );
    assert_idle(&refused);

    // Signing in again (both factors) on that form makes a new session,
    // which opens the console; the idle one stays as it was.
    let signed_in = sign_in_on(&mut browser, &form, email, Some((app, &secret)));
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    assert_eq!(signed_in.location(), CONSOLE);
    assert_eq!(browser.get(CONSOLE).status, 200);
    let after = live(app, seeded.user.id);
    assert!(before.is_subset(&after), "{before:?} in {after:?}");
    assert_eq!(after.len(), before.len() + 1, "one new session");
}

pub fn the_console_refuses_an_operator_whose_address_is_not_verified(app: &TestApp) {
    let (mut support, seeded) = operator(app, Role::Support);
    // Verified: the console opens and support's change is made.
    assert_eq!(support.get(CONSOLE).status, 200);
    let first = target(app);
    let disabled = act(&mut support, &user_page(first.id), &[("action", "disable")]);
    assert_eq!(disabled.status, 303, "{}", disabled.body);
    let token = csrf_token(&mut support);

    // The same operator and session with the address unverified: every
    // page and form is refused, saying why.
    unverify(app, seeded.user.id);
    let refused = support.get(CONSOLE);
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.body.contains(UNVERIFIED), "{}", refused.body);
    let second = target(app);
    let refused = post_with_token(
        &mut support,
        &user_page(second.id),
        &token,
        &[("action", "disable")],
    );
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.body.contains(UNVERIFIED), "{}", refused.body);
    assert!(
        UserRepository::find(app.store(), second.id)
            .unwrap()
            .unwrap()
            .enabled
    );
}

fn put_role(app: &TestApp, user: UserId, role: &str) -> Reply {
    app.send(
        app.http
            .put(app.url(&format!("/accounts/admin/v1/users/{user}/role")))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({ "role": role })),
    )
}

pub fn a_console_role_needs_a_verified_address(app: &TestApp) {
    let verified = target(app);
    let unverified = unverified_user(app);
    let role_of = |id| OperatorRepository::role_of(app.store(), id).unwrap();

    // The admin API.
    let given = put_role(app, verified.id, "support");
    assert_eq!(given.status, 200, "{}", given.body);
    assert_eq!(role_of(verified.id), Some(Role::Support));
    let refused = put_role(app, unverified.id, "support");
    refused.assert_error(400, "INVALID_REQUEST");
    assert!(
        refused.body["msg"]
            .as_str()
            .unwrap()
            .contains(ROLE_NEEDS_VERIFIED),
        "{}",
        refused.body
    );
    assert_eq!(role_of(unverified.id), None);
    // Taking a role away needs nothing.
    assert_eq!(put_role(app, unverified.id, "none").status, 200);

    // The console.
    let (mut admin, _) = operator(app, Role::Admin);
    let given = act(
        &mut admin,
        &user_page(verified.id),
        &[("action", "role"), ("role", "viewer")],
    );
    assert_eq!(given.status, 303, "{}", given.body);
    assert_eq!(role_of(verified.id), Some(Role::Viewer));
    let refused = act(
        &mut admin,
        &user_page(unverified.id),
        &[("action", "role"), ("role", "viewer")],
    );
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert!(
        refused.body.contains(ROLE_NEEDS_VERIFIED),
        "{}",
        refused.body
    );
    assert!(!refused.body.contains(ROLE_REFUSES_CHANGE));
    assert_eq!(role_of(unverified.id), None);
}

pub fn the_admin_api_sets_and_shows_roles(app: &TestApp) {
    let seeded = app.seed();
    let path = format!("/accounts/admin/v1/users/{}", seeded.user.id);
    let shown = app.get_bearer(&path, ADMIN_KEY);
    assert_eq!(shown.status, 200, "{}", shown.body);
    assert_eq!(shown.body["role"], "none");
    assert_eq!(shown.body["email"], seeded.user.email.as_str());
    let put = |role: &str, path: &str| {
        app.send(
            app.http
                .put(app.url(&format!("{path}/role")))
                .bearer_auth(ADMIN_KEY)
                .json(&json!({ "role": role })),
        )
    };
    let set = put("support", &path);
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.body["role"], "support");
    assert_eq!(set.body["userId"], seeded.user.id.to_string());
    assert_eq!(app.get_bearer(&path, ADMIN_KEY).body["role"], "support");
    put("owner", &path).assert_error(400, "INVALID_REQUEST");
    put(
        "admin",
        "/accounts/admin/v1/users/01HZZZZZZZZZZZZZZZZZZZZZZZ",
    )
    .assert_error(404, "NOT_FOUND");
    app.get_bearer("/accounts/admin/v1/users/nobody", ADMIN_KEY)
        .assert_error(404, "NOT_FOUND");
    assert_eq!(put("none", &path).body["role"], "none");
    let changes = app
        .store()
        .query_audit(&AuditQuery {
            user: Some(seeded.user.id),
            limit: 10,
            ..AuditQuery::default()
        })
        .unwrap()
        .into_iter()
        .filter(|e| e.event.action.as_str() == "role.changed")
        .map(|e| e.event.detail)
        .collect::<Vec<_>>();
    assert_eq!(changes, ["none", "support"]);
}

on_both_backends!(
    an_idle_console_asks_for_a_sign_in_again_and_ends_no_session,
    the_console_refuses_an_operator_whose_address_is_not_verified,
    a_console_role_needs_a_verified_address,
    the_admin_api_sets_and_shows_roles,
);
