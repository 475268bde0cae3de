//! Every event type, raised by the surfaces that cause it (the native
//! app API, the admin API), polled and held to the specifications by the
//! receiver.

use accounts_service::second_factor::totp::TotpSecret;
use accounts_testkit::smtp::SmtpServer;
use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{Backend, ISSUER, Reply, TestApp, spawn_app_with};
use crate::receiver::{
    ACCOUNT_DISABLED, ACCOUNT_ENABLED, ACCOUNT_PURGED, ASSURANCE_LEVEL_CHANGE, CREDENTIAL_CHANGE,
    IDENTIFIER_CHANGED, Receiver, SESSION_REVOKED, Set, admin,
};

on_both_backends!(
    sign_out_and_a_new_password_are_caep_events,
    an_authenticator_and_its_sign_in_are_caep_events,
    an_operators_changes_are_risc_events_said_to_be_the_admins,
);

#[test]
fn an_address_change_is_identifier_changed_on_sqlite() {
    an_address_change_is_identifier_changed(Backend::Sqlite);
}

#[test]
fn an_address_change_is_identifier_changed_on_postgres() {
    an_address_change_is_identifier_changed(Backend::Postgres);
}

fn login(app: &TestApp, email: &str, password: &str) -> Reply {
    app.send(
        app.http.post(app.url("/accounts/users/v1/login")).json(
            &json!({"email": email, "password": password, "package_name": "com.example.app"}),
        ),
    )
}

fn account_token(app: &TestApp, email: &str) -> String {
    let reply = login(app, email, "correct horse");
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["accountToken"].as_str().unwrap().to_owned()
}

fn of_kind<'s>(sets: &'s [Set], kind: &str) -> Vec<&'s Set> {
    sets.iter().filter(|s| s.kind == kind).collect()
}

fn iss_sub(user: impl std::fmt::Display) -> Value {
    json!({"format": "iss_sub", "iss": ISSUER, "sub": user.to_string()})
}

pub fn sign_out_and_a_new_password_are_caep_events(app: &TestApp) {
    let receiver = Receiver::register(app, json!({}));
    receiver.poll_stream(json!({}));
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let token = account_token(app, email);
    assert!(receiver.take().is_empty(), "a password sign-in is no event");

    let changed = app.send(
        app.http
            .post(app.url("/accounts/users/v1/password"))
            .bearer_auth(&token)
            .json(
                &json!({"current_password": "correct horse", "new_password": "battery staple 42"}),
            ),
    );
    assert_eq!(changed.status, 200, "{}", changed.body);
    let sets = receiver.take();
    let credential = of_kind(&sets, CREDENTIAL_CHANGE);
    assert_eq!(credential.len(), 1, "{sets:?}");
    assert_eq!(credential[0].event["credential_type"], "password");
    assert_eq!(credential[0].event["change_type"], "update");
    assert_eq!(credential[0].event["initiating_entity"], "user");
    assert_eq!(credential[0].claims["sub_id"], iss_sub(seeded.user.id));

    let token = account_token_with(app, email, "battery staple 42");
    let out = app.send(
        app.http
            .post(app.url("/accounts/users/v1/logout"))
            .bearer_auth(&token),
    );
    assert_eq!(out.status, 200, "{}", out.body);
    let sets = receiver.take();
    let revoked = of_kind(&sets, SESSION_REVOKED);
    assert_eq!(revoked.len(), 1, "{sets:?}");
    assert_eq!(revoked[0].event["initiating_entity"], "user");
    assert_eq!(
        revoked[0].event["reason_admin"]["en"],
        "A session was ended by the user"
    );
}

fn account_token_with(app: &TestApp, email: &str, password: &str) -> String {
    let reply = login(app, email, password);
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body["accountToken"].as_str().unwrap().to_owned()
}

pub fn an_authenticator_and_its_sign_in_are_caep_events(app: &TestApp) {
    let receiver = Receiver::register(app, json!({}));
    receiver.poll_stream(json!({}));
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let token = account_token(app, email);
    let started = app.send(
        app.http
            .post(app.url("/accounts/users/v1/totp"))
            .bearer_auth(&token),
    );
    assert_eq!(started.status, 200, "{}", started.body);
    let secret = TotpSecret::from_base32(started.body["secret"].as_str().unwrap()).unwrap();
    let code = |steps: i64| {
        secret
            .code_at(app.clock_now() + time::Duration::seconds(30 * steps))
            .unwrap()
    };
    assert!(
        receiver.take().is_empty(),
        "an unconfirmed authenticator is nothing yet"
    );
    let confirmed = app.send(
        app.http
            .post(app.url("/accounts/users/v1/totp/confirm"))
            .bearer_auth(&token)
            .json(&json!({"code": code(0)})),
    );
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    let sets = receiver.take();
    let created = of_kind(&sets, CREDENTIAL_CHANGE);
    assert_eq!(created.len(), 1, "{sets:?}");
    assert_eq!(created[0].event["credential_type"], "app");
    assert_eq!(created[0].event["change_type"], "create");

    // A sign-in completed with the code gains its second factor.
    app.advance(time::Duration::seconds(30));
    let challenged = login(app, email, "correct horse");
    assert_eq!(challenged.status, 401, "{}", challenged.body);
    let answered = app.send(
        app.http
            .post(app.url("/accounts/users/v1/login/mfa"))
            .json(&json!({"mfaToken": challenged.body["mfaToken"], "code": code(0)})),
    );
    assert_eq!(answered.status, 200, "{}", answered.body);
    let sets = receiver.take();
    let raised = of_kind(&sets, ASSURANCE_LEVEL_CHANGE);
    assert_eq!(raised.len(), 1, "{sets:?}");
    assert_eq!(raised[0].event["namespace"], "RFC8176");
    assert_eq!(raised[0].event["previous_level"], "pwd");
    assert_eq!(raised[0].event["current_level"], "mfa");
    assert_eq!(raised[0].event["change_direction"], "increase");

    // After a mailed code, the same; a code alone gains nothing.
    use accounts_domain::records::{SessionAuth, SessionChannel};
    app.session_token(seeded.user.id, SessionChannel::App, SessionAuth::MailedCode);
    assert!(of_kind(&receiver.take(), ASSURANCE_LEVEL_CHANGE).is_empty());
    app.session_token(
        seeded.user.id,
        SessionChannel::App,
        SessionAuth::MailedCodeAndOtp,
    );
    let sets = receiver.take();
    let raised = of_kind(&sets, ASSURANCE_LEVEL_CHANGE);
    assert_eq!(raised.len(), 1, "{sets:?}");
    assert_eq!(raised[0].event["previous_level"], "otp");
    assert_eq!(raised[0].event["current_level"], "mfa");

    // An operator resets the factors: deleted, by an administrator.
    let reset = admin(
        app,
        Method::DELETE,
        &format!("/accounts/admin/v1/users/{}/factors", seeded.user.id),
        None,
    );
    assert_eq!(reset.status, 200, "{}", reset.body);
    let sets = receiver.take();
    let deleted = of_kind(&sets, CREDENTIAL_CHANGE);
    assert_eq!(deleted.len(), 1, "{sets:?}");
    assert_eq!(deleted[0].event["change_type"], "delete");
    assert_eq!(deleted[0].event["initiating_entity"], "admin");
}

pub fn an_operators_changes_are_risc_events_said_to_be_the_admins(app: &TestApp) {
    let receiver = Receiver::register(app, json!({}));
    receiver.poll_stream(json!({}));
    let seeded = app.seed();
    let user = seeded.user.id;
    let post = |what: &str| {
        let reply = admin(
            app,
            Method::POST,
            &format!("/accounts/admin/v1/users/{user}/{what}"),
            None,
        );
        assert_eq!(reply.status, 200, "{what}: {}", reply.body);
    };

    post("revoke-sessions");
    let sets = receiver.take();
    let revoked = of_kind(&sets, SESSION_REVOKED);
    assert_eq!(revoked.len(), 1, "the seeded session: {sets:?}");
    assert_eq!(revoked[0].event["initiating_entity"], "admin");

    account_token(app, seeded.user.email.as_str());
    post("disable");
    let sets = receiver.take();
    let disabled = of_kind(&sets, ACCOUNT_DISABLED);
    assert_eq!(disabled.len(), 1, "{sets:?}");
    assert_eq!(disabled[0].event["initiating_entity"], "admin");
    let ended = of_kind(&sets, SESSION_REVOKED);
    assert_eq!(ended.len(), 1, "disabling ends the session: {sets:?}");
    assert_eq!(ended[0].event["initiating_entity"], "admin");

    post("enable");
    let sets = receiver.take();
    assert_eq!(of_kind(&sets, ACCOUNT_ENABLED).len(), 1, "{sets:?}");

    let gone = admin(
        app,
        Method::DELETE,
        &format!("/accounts/admin/v1/users/{user}"),
        None,
    );
    assert_eq!(gone.status, 200, "{}", gone.body);
    let sets = receiver.take();
    let purged = of_kind(&sets, ACCOUNT_PURGED);
    assert_eq!(purged.len(), 1, "{sets:?}");
    assert_eq!(purged[0].event["initiating_entity"], "admin");
    assert_eq!(purged[0].claims["sub_id"], iss_sub(user));
}

fn an_address_change_is_identifier_changed(backend: Backend) {
    let smtp = SmtpServer::start();
    let (url, ca_file) = (smtp.url(), smtp.ca_file());
    let app = spawn_app_with(backend, move |s| {
        s.email.smtp_url = Some(url);
        s.email.smtp_ca_file = Some(ca_file);
        s.email.from = "Accounts <accounts@accounts.test>".into();
    });
    let receiver = Receiver::register(&app, json!({}));
    receiver.poll_stream(json!({"format": "email"}));
    let seeded = app.seed();
    let old = seeded.user.email.as_str().to_owned();
    let new = old.replace('@', ".moved@");
    let token = account_token(&app, &old);
    let asked = app.send(
        app.http
            .post(app.url("/accounts/users/v1/email"))
            .bearer_auth(&token)
            .json(&json!({"email": new, "password": "correct horse"})),
    );
    assert_eq!(asked.status, 202, "{}", asked.body);
    let code = smtp
        .wait_for(&new, 1)
        .word_after("enter this code instead: ")
        .unwrap();
    let moved = app.post_json("/accounts/users/v1/email/verify", &json!({"token": code}));
    assert_eq!(moved.status, 200, "{}", moved.body);
    let sets = receiver.take();
    let changed = of_kind(&sets, IDENTIFIER_CHANGED);
    assert_eq!(changed.len(), 1, "{sets:?}");
    assert_eq!(
        changed[0].claims["sub_id"],
        json!({"format": "email", "email": old}),
        "the subject is the address the receiver knew"
    );
    assert_eq!(changed[0].event["new-value"], json!(new));
    assert_eq!(changed[0].event["initiating_entity"], "user");
}
