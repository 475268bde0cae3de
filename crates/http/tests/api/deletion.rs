//! Deleting an account: from an app after a recent sign-in, with the
//! mail on a real SMTP server; every token refused at once on this
//! instance and on another; the grace period and the sign-in that cancels
//! it; operators' deletion; the pages (the public one for the Play Console
//! and the account page's confirmation behind a fresh sign-in).

use accounts_domain::addresses::Email;
use accounts_domain::repository::UserRepository;
use accounts_testkit::smtp::SmtpServer;
use serde_json::{Value, json};
use time::Duration;

use crate::browser::Browser;
use crate::helpers::{ADMIN_KEY, Backend, Reply, TestApp, spawn_app_with};
use crate::native_app::login;

const ACCOUNT: &str = "/accounts/users/v1/account";
const SESSIONS: &str = "/accounts/users/v1/sessions";
const USERINFO: &str = "/accounts/users/v1/userinfo";

fn delete(app: &TestApp, token: &str) -> Reply {
    app.send(app.http.delete(app.url(ACCOUNT)).bearer_auth(token))
}

fn account_token(app: &TestApp, email: &str) -> String {
    let reply = login(app, email, "correct horse");
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["accountToken"].as_str().unwrap().to_owned()
}

fn audit(app: &TestApp, query: &str) -> Vec<Value> {
    let reply = app.send(
        app.http
            .get(app.url(&format!("/accounts/admin/v1/audit{query}")))
            .bearer_auth(ADMIN_KEY),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["events"].as_array().unwrap().clone()
}

fn mail_app(backend: Backend, smtp: &SmtpServer, grace_days: i64) -> TestApp {
    let (url, ca_file) = (smtp.url(), smtp.ca_file());
    spawn_app_with(backend, move |s| {
        s.email.smtp_url = Some(url);
        s.email.smtp_ca_file = Some(ca_file);
        s.accounts.deletion_grace_days = grace_days;
    })
}

pub fn users_delete_their_account_at_once(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = mail_app(backend, &smtp, 0);
    let seeded = app.seed();
    let email = seeded.user.email.as_str().to_owned();
    let (access, refresh) = app.tokens(&seeded, "authorization");
    let other = matches!(backend, Backend::Postgres).then(|| app.another_instance());
    if let Some(other) = &other {
        assert_eq!(other.get_bearer(USERINFO, &access).status, 200);
    }

    let stale = account_token(&app, &email);
    app.advance(Duration::seconds(301));
    let refused = delete(&app, &stale);
    refused.assert_error(403, "REAUTHENTICATION_REQUIRED");
    crate::schema::assert_valid(&refused.body, "ErrorResponse");
    delete(&app, "not-a-token").assert_error(401, "INVALID_TOKEN");

    let fresh = account_token(&app, &email);
    let deleted = delete(&app, &fresh);
    assert_eq!(
        (deleted.status, deleted.code()),
        (200, "ACCOUNT_DELETED"),
        "{}",
        deleted.body
    );
    crate::schema::assert_valid(&deleted.body, "DoneResponse");

    // Every session and token ends at once, here and on the other instance.
    for token in [&stale, &fresh] {
        app.get_bearer(SESSIONS, token)
            .assert_error(401, "INVALID_TOKEN");
    }
    app.get_bearer(USERINFO, &access)
        .assert_error(401, "INVALID_TOKEN");
    if let Some(other) = &other {
        crate::helpers::eventually("the deletion reaching the other instance", || {
            other.get_bearer(USERINFO, &access).status == 401
        });
    }
    let refreshed = app.post_json(
        "/accounts/oauth2/v1/token",
        &json!({
            "grant_type": "refresh_token", "refresh_token": refresh, "token_type": "token",
            "client_id": seeded.client.id.to_string(), "client_secret": seeded.secret.expose(),
        }),
    );
    refreshed.assert_error(400, "INVALID_GRANT");
    login(&app, &email, "correct horse").assert_error(401, "INVALID_CREDENTIALS");
    let gone = app
        .store()
        .find_by_email(&Email::parse(&email).unwrap())
        .unwrap();
    assert!(gone.is_none());

    let mail = smtp.wait_for(&email, 1);
    assert_eq!(mail.subject, "Your account was deleted");
    // The trail keeps the events under a pseudonym, never the old id.
    let old = seeded.user.id.to_string();
    assert!(audit(&app, &format!("?user={old}")).is_empty());
    let record = audit(&app, "?type=user.deleted");
    assert_eq!(record.len(), 1, "{record:?}");
    let pseudonym = record[0]["userId"].as_str().unwrap().to_owned();
    assert_ne!(pseudonym, old);
    let kept = audit(&app, &format!("?user={pseudonym}"));
    assert!(
        kept.iter().any(|e| e["type"] == "session.started"),
        "{kept:?}"
    );
    assert!(
        kept.iter().all(|e| e["ip"] == "" && e["userAgent"] == ""),
        "{kept:?}"
    );
    let everything = serde_json::to_string(&audit(&app, "?limit=500")).unwrap();
    assert!(!everything.contains(&old) && !everything.contains(&email));
}

pub fn a_grace_period_ends_sessions_and_a_sign_in_keeps_the_account(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = mail_app(backend, &smtp, 7);
    let seeded = app.seed();
    let email = seeded.user.email.as_str().to_owned();
    let user = seeded.user.id;
    let (access, _) = app.tokens(&seeded, "authorization");
    let token = account_token(&app, &email);
    let scheduled = delete(&app, &token);
    assert_eq!(
        (scheduled.status, scheduled.code()),
        (200, "DELETION_SCHEDULED"),
        "{}",
        scheduled.body
    );
    app.get_bearer(SESSIONS, &token)
        .assert_error(401, "INVALID_TOKEN");
    app.get_bearer(USERINFO, &access)
        .assert_error(401, "INVALID_TOKEN");
    let notice = smtp.wait_for(&email, 1);
    assert_eq!(notice.subject, "Your account will be deleted");
    let due = app.clock_now() + Duration::days(7);
    assert!(
        notice.body.contains(&due.date().to_string()),
        "{}",
        notice.body
    );

    // Signing in within the grace period keeps the account.
    app.advance(Duration::days(3));
    account_token(&app, &email);
    let kept = UserRepository::find(app.store(), user).unwrap().unwrap();
    assert_eq!(kept.deletion_due, None);
    assert_eq!(audit(&app, "?type=user.deletion_cancelled").len(), 1);
    app.advance(Duration::days(8));
    app.refresh_caches();
    assert!(UserRepository::find(app.store(), user).unwrap().is_some());

    // Asked again and left alone, it goes when the period runs out.
    assert_eq!(delete(&app, &account_token(&app, &email)).status, 200);
    app.advance(Duration::days(6));
    app.refresh_caches();
    assert!(
        UserRepository::find(app.store(), user).unwrap().is_some(),
        "not yet"
    );
    app.advance(Duration::days(2));
    app.refresh_caches();
    assert!(UserRepository::find(app.store(), user).unwrap().is_none());
    let last = smtp.wait_for(&email, 3);
    assert_eq!(last.subject, "Your account was deleted");
}

pub fn operators_delete_accounts(app: &TestApp) {
    let seeded = app.seed();
    let (access, _) = app.tokens(&seeded, "authorization");
    let path = format!("/accounts/admin/v1/users/{}", seeded.user.id);
    let send = |path: &str| app.send(app.http.delete(app.url(path)).bearer_auth(ADMIN_KEY));
    let reply = send(&path);
    assert_eq!(reply.status, 200, "{}", reply.body);
    crate::schema::assert_valid(&reply.body, "AdminOk_UserDeleted");
    assert_eq!(reply.body["userId"], seeded.user.id.to_string());
    assert_eq!(reply.body["deleted"], true);
    app.get_bearer(USERINFO, &access)
        .assert_error(401, "INVALID_TOKEN");
    send(&path).assert_error(404, "NOT_FOUND");
    send("/accounts/admin/v1/users/not-an-id").assert_error(404, "NOT_FOUND");
    let unauthorised = app.send(app.http.delete(app.url(&path)));
    assert_eq!(unauthorised.status, 401);
    let record = audit(app, "?type=user.deleted");
    assert_eq!(record[0]["actor"], "admin");
}

pub fn the_pages_lead_through_a_fresh_sign_in_to_the_deletion(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let mut browser = Browser::new(app);
    let public = browser.get("/accounts/delete-account");
    assert_eq!(public.status, 200);
    assert!(
        public
            .body
            .contains("<a href=\"/accounts/account/delete\">Sign in and delete your account</a>"),
        "{}",
        public.body
    );

    let login_form = browser.get("/accounts/account/delete");
    assert_eq!(login_form.status, 200);
    assert!(login_form.body.contains("to delete your account"));
    let mut form = login_form.hidden_fields();
    form.extend([
        ("email".to_owned(), email.to_owned()),
        ("password".to_owned(), "correct horse".to_owned()),
    ]);
    let signed_in = browser.post("/accounts/account", &form);
    assert_eq!(
        (signed_in.status, signed_in.location()),
        (303, "/accounts/account/delete")
    );
    let confirm = browser.get("/accounts/account/delete");
    assert!(
        confirm.body.contains("Delete my account"),
        "{}",
        confirm.body
    );
    let account_page = browser.get("/accounts/account");
    assert!(
        account_page
            .body
            .contains("<a href=\"/accounts/account/delete\">Delete your account</a>")
    );

    // Unticked, the confirmation comes again; a sign-in gone stale asks
    // for a new one.
    let unticked = confirm.form_fields(0);
    assert_eq!(
        browser.post("/accounts/account/delete", &unticked).status,
        400
    );
    let ticked = |page: &crate::browser::Page| {
        let mut fields = page.form_fields(0);
        fields.push(("confirm".to_owned(), "yes".to_owned()));
        fields
    };
    let fields = ticked(&confirm);
    app.advance(Duration::seconds(301));
    let stale = browser.post("/accounts/account/delete", &fields);
    assert_eq!(stale.status, 403);
    assert!(stale.body.contains("to delete your account"));
    let mut form = stale.hidden_fields();
    form.extend([
        ("email".to_owned(), email.to_owned()),
        ("password".to_owned(), "correct horse".to_owned()),
    ]);
    assert_eq!(browser.post("/accounts/account", &form).status, 303);
    let confirm = browser.get("/accounts/account/delete");
    let done = browser.post("/accounts/account/delete", &ticked(&confirm));
    assert_eq!(done.status, 200, "{}", done.body);
    assert!(done.body.contains("Account deleted"), "{}", done.body);
    assert!(
        UserRepository::find(app.store(), seeded.user.id)
            .unwrap()
            .is_none()
    );
    // Signed out: the page asks for a sign-in again.
    let after = browser.get("/accounts/account");
    assert!(after.body.contains("Sign in"));
}

on_both_backends!(
    operators_delete_accounts,
    the_pages_lead_through_a_fresh_sign_in_to_the_deletion,
);

per_backend!(
    users_delete_their_account_at_once,
    a_grace_period_ends_sessions_and_a_sign_in_keeps_the_account,
);
