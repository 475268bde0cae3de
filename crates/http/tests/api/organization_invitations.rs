//! Invitations to an organization (docs/api.md, "Organizations"): mailed
//! over SMTP in the invitee's language, a page at the link that changes
//! nothing when opened, accepted by the signed-in invitee or by creating
//! the account with the invited address; a second pending invitation is
//! a conflict; revoked, used and expired links are refused, each beside
//! the same link working.

use accounts_domain::records::{SessionAuth, SessionChannel};
use accounts_testkit::smtp::SmtpServer;
use serde_json::json;
use time::Duration;

use crate::browser::Browser;
use crate::helpers::{Backend, Reply, TestApp};
use crate::lifecycle::app_with_mail;
use crate::organizations::{ORGS, admin};

fn invite(app: &TestApp, email: &str, roles: &[&str]) -> Reply {
    admin(
        app,
        reqwest::Method::POST,
        &format!("{ORGS}/acme/invitations"),
        Some(json!({"email": email, "roles": roles})),
    )
}

/// The invitation page's path in the latest mail to `email`.
fn link_in(smtp: &SmtpServer, email: &str, count: usize) -> String {
    let mail = smtp.wait_for(email, count);
    let start = mail
        .body
        .find("/accounts/invitations/")
        .expect("a link in the mail");
    mail.body[start..]
        .split(|c: char| c.is_whitespace() || c == '"' || c == '<')
        .next()
        .unwrap()
        .to_owned()
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

pub fn invitations_are_mailed_answered_and_refused_when_spent(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    assert_eq!(
        admin(
            &app,
            reqwest::Method::POST,
            ORGS,
            Some(json!({"slug": "acme", "name": "Acme Tools"}))
        )
        .status,
        201
    );

    // A newcomer: the page offers the account with the invited address.
    let new = format!("nia-{}@example.com", app.clock_now().unix_timestamp());
    let sent = invite(&app, &new, &["admin"]);
    assert_eq!(sent.status, 201, "{}", sent.body);
    assert_eq!(sent.body["status"], "pending");
    assert_eq!(sent.body["roles"], json!(["admin"]));
    assert!(sent.body.get("token").is_none() && sent.body.get("link").is_none());
    invite(&app, &new, &[]).assert_error(409, "CONFLICT");
    let mail = smtp.wait_for(&new, 1);
    assert_eq!(mail.subject, "Join Acme Tools");
    let link = link_in(&smtp, &new, 1);
    let mut browser = Browser::new(&app);
    let page = browser.get(&link);
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains(&new), "{}", page.body);
    assert!(members(&app).is_empty(), "opening the link joins nobody");
    // Without the CSRF token nothing happens; with it, the account is made.
    let mut form = page.hidden_fields();
    form.retain(|(name, _)| name != "csrf_token");
    form.push(("name".into(), "Nia".into()));
    form.push(("password".into(), "a long passphrase".into()));
    assert_eq!(browser.post(&link, &form).status, 403);
    assert!(members(&app).is_empty());
    let mut form = page.hidden_fields();
    form.push(("name".into(), "Nia".into()));
    form.push(("password".into(), "short".into()));
    assert_eq!(browser.post(&link, &form).status, 400);
    let mut form = page.hidden_fields();
    form.push(("name".into(), "Nia".into()));
    form.push(("password".into(), "a long passphrase".into()));
    let joined = browser.post(&link, &form);
    assert_eq!(joined.status, 200, "{}", joined.body);
    assert_eq!(members(&app), vec![new.clone()]);
    assert!(
        crate::lifecycle::verified(&app, &new),
        "the link proved the address"
    );
    let login = crate::native_app::login(&app, &new, "a long passphrase");
    assert_eq!(login.status, 200, "{}", login.body);
    // A used link is spent.
    assert_eq!(browser.get(&link).status, 404);

    // An existing user: signed in as someone else, refused; as the
    // invitee, one button joins.
    let seeded = app.seed();
    let invitee = seeded.user.email.as_str().to_owned();
    assert_eq!(invite(&app, &invitee, &[]).status, 201);
    let link = link_in(&smtp, &invitee, 1);
    let stranger = app.seed();
    let mut browser = Browser::new(&app);
    let signed_in_stranger = app.session_token(
        stranger.user.id,
        SessionChannel::Browser,
        SessionAuth::Password,
    );
    browser
        .cookies
        .insert("__Host-accounts_session".into(), signed_in_stranger);
    assert_eq!(browser.get(&link).status, 403);
    let cookie = app.session_token(
        seeded.user.id,
        SessionChannel::Browser,
        SessionAuth::Password,
    );
    browser
        .cookies
        .insert("__Host-accounts_session".into(), cookie);
    let page = browser.get(&link);
    assert_eq!(page.status, 200, "{}", page.body);
    let joined = browser.post(&link, &page.hidden_fields());
    assert_eq!(joined.status, 200, "{}", joined.body);
    assert!(members(&app).contains(&invitee));

    // Revoked and expired invitations stop working.
    let later = format!("ola-{}@example.com", app.clock_now().unix_timestamp());
    let sent = invite(&app, &later, &[]);
    let id = sent.body["id"].as_str().unwrap().to_owned();
    let link = link_in(&smtp, &later, 1);
    assert_eq!(Browser::new(&app).get(&link).status, 200);
    let revoked = admin(
        &app,
        reqwest::Method::DELETE,
        &format!("{ORGS}/acme/invitations/{id}"),
        None,
    );
    assert_eq!(revoked.body["status"], "revoked", "{}", revoked.body);
    assert_eq!(Browser::new(&app).get(&link).status, 404);
    let resent = admin(
        &app,
        reqwest::Method::POST,
        &format!("{ORGS}/acme/invitations/{id}/resend"),
        None,
    );
    resent.assert_error(409, "CONFLICT");

    let last = format!("kai-{}@example.com", app.clock_now().unix_timestamp());
    let sent = invite(&app, &last, &[]);
    let id = sent.body["id"].as_str().unwrap().to_owned();
    let first_link = link_in(&smtp, &last, 1);
    app.advance(Duration::days(8));
    assert_eq!(Browser::new(&app).get(&first_link).status, 404);
    let listed = admin(
        &app,
        reqwest::Method::GET,
        &format!("{ORGS}/acme/invitations"),
        None,
    );
    let status_of = |id: &str| {
        listed.body["invitations"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["id"] == id)
            .map(|i| i["status"].as_str().unwrap().to_owned())
    };
    assert_eq!(status_of(&id).as_deref(), Some("expired"));
    // Sent again: a new link works, the old one does not.
    let resent = admin(
        &app,
        reqwest::Method::POST,
        &format!("{ORGS}/acme/invitations/{id}/resend"),
        None,
    );
    assert_eq!(resent.body["status"], "pending", "{}", resent.body);
    let second_link = link_in(&smtp, &last, 2);
    assert_ne!(first_link, second_link);
    assert_eq!(Browser::new(&app).get(&first_link).status, 404);
    assert_eq!(Browser::new(&app).get(&second_link).status, 200);

    let audit = admin(
        &app,
        reqwest::Method::GET,
        "/accounts/admin/v1/audit?type=organization.invitation_accepted",
        None,
    );
    assert_eq!(
        audit.body["events"].as_array().map(Vec::len),
        Some(2),
        "{}",
        audit.body
    );
}

per_backend!(invitations_are_mailed_answered_and_refused_when_spent);
