//! Mails to the owner of an account for every change to its factors
//! (a passkey added or removed, the authenticator app set up or removed,
//! a recovery code used), through a real SMTP server, on an app of its
//! own (SQLite) with the mail settings. The passkey helpers are in
//! `passkeys.rs`.

use serde_json::json;

use crate::native_app::login;
use crate::passkeys::{PASSKEYS, account_token, registered, two_factor_token};

/// The owner hears of every factor change, through a real SMTP server.
#[test]
fn factor_changes_are_mailed_to_the_owner() {
    use accounts_testkit::smtp::{SmtpOptions, SmtpServer};
    let smtp = SmtpServer::start_with(SmtpOptions {
        starttls: true,
        ..SmtpOptions::default()
    });
    let url = format!("smtp://127.0.0.1:{}", smtp.port());
    let ca_file = smtp.ca_file();
    let app = crate::helpers::spawn_app_with(crate::helpers::Backend::Sqlite, move |s| {
        s.email.smtp_url = Some(url);
        s.email.smtp_ca_file = Some(ca_file);
        s.email.from = "Accounts <accounts@accounts.test>".into();
    });
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let token = account_token(&app, email);
    let (mut authenticator, credential_id) = registered(&app, &token);
    let added = smtp.wait_for(email, 1);
    assert_eq!(added.subject, "A passkey was added");
    // Removing it takes a sign-in with both factors.
    let token = two_factor_token(&app, email, &mut authenticator, &credential_id);
    let listed = app.send(app.http.get(app.url(PASSKEYS)).bearer_auth(&token));
    let id = listed.body["passkeys"][0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    app.send(
        app.http
            .delete(app.url(&format!("{PASSKEYS}/{id}")))
            .bearer_auth(&token),
    );
    assert_eq!(smtp.wait_for(email, 2).subject, "A passkey was removed");

    let started = app.send(
        app.http
            .post(app.url("/accounts/users/v1/totp"))
            .bearer_auth(&token),
    );
    let secret = accounts_service::second_factor::totp::TotpSecret::from_base32(
        started.body["secret"].as_str().unwrap(),
    )
    .unwrap();
    let confirmed = app.send(
        app.http
            .post(app.url("/accounts/users/v1/totp/confirm"))
            .bearer_auth(&token)
            .json(&json!({ "code": secret.code_at(app.clock_now()).unwrap() })),
    );
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    assert_eq!(
        smtp.wait_for(email, 3).subject,
        "An authenticator app was added"
    );
    let recovery = confirmed.body["recoveryCodes"][0]
        .as_str()
        .unwrap()
        .to_owned();
    let step = login(&app, email, "correct horse");
    let used = app.post_json(
        "/accounts/users/v1/login/mfa",
        &json!({ "mfaToken": step.body["mfaToken"], "code": recovery }),
    );
    assert_eq!(used.status, 200, "{}", used.body);
    let notice = smtp.wait_for(email, 4);
    assert_eq!(notice.subject, "A recovery code was used");
    assert!(notice.body.contains("9 remain"), "{}", notice.body);
    // The recovery code's sign-in had both factors.
    let token = used.body["accountToken"].as_str().unwrap();
    let removed = app.send(
        app.http
            .delete(app.url("/accounts/users/v1/totp"))
            .bearer_auth(token),
    );
    assert_eq!(removed.status, 200, "{}", removed.body);
    assert_eq!(
        smtp.wait_for(email, 5).subject,
        "Your authenticator app was removed"
    );

    // Each change is also the owner's own audit event, naming the factor.
    let user = seeded.user.id;
    let changes: Vec<(String, String)> =
        accounts_domain::repository::AuditRepository::recent(app.store(), 100)
            .unwrap()
            .into_iter()
            .rev()
            .filter(|e| e.user_id == Some(user) && e.action.as_str().starts_with("factor."))
            .filter(|e| e.action.as_str() != "factor.failed")
            .map(|e| {
                assert_eq!(
                    (e.actor.as_str(), e.subject.as_str()),
                    (&*user.to_string(), &*user.to_string())
                );
                (e.action.as_str().to_owned(), e.detail)
            })
            .collect();
    let changes: Vec<(&str, &str)> = changes
        .iter()
        .map(|(a, d)| (a.as_str(), d.as_str()))
        .collect();
    assert_eq!(
        changes,
        [
            ("factor.added", "passkey"),
            ("factor.removed", "passkey"),
            ("factor.added", "totp"),
            ("factor.recovery_code_used", ""),
            ("factor.removed", "totp"),
        ]
    );
}

/// Five wrong second-factor codes lock the second step, and the owner
/// hears of it once: whoever typed them had the password.
pub fn the_owner_hears_when_wrong_codes_lock_the_second_step(backend: crate::helpers::Backend) {
    use crate::second_factor::{answer, challenged, code, enrolled};
    use accounts_testkit::smtp::SmtpServer;
    const LOCKED: &str = "Someone tried to get past your second factor";
    let smtp = SmtpServer::start();
    let app = crate::lifecycle::app_with_mail(backend, &smtp);
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let secret = enrolled(&app, email);
    let good = code(&app, &secret, 0);
    let wrong = if good == "000000" { "111111" } else { "000000" };
    let lock_mails = || smtp.mails().iter().filter(|m| m.subject == LOCKED).count();
    let statuses: Vec<u16> = (0..7)
        .map(|_| answer(&app, &challenged(&app, email), wrong).status)
        .collect();
    assert_eq!(statuses, [401, 401, 401, 401, 429, 429, 429]);
    let mail = smtp.wait_for_subject(email, LOCKED);
    assert!(mail.body.contains("set a new one now"), "{}", mail.body);
    assert!(
        mail.body.contains("/accounts/password/forgot"),
        "{}",
        mail.body
    );
    // Refusals while locked mail nothing more.
    std::thread::sleep(std::time::Duration::from_millis(500));
    assert_eq!(lock_mails(), 1);
}

per_backend!(the_owner_hears_when_wrong_codes_lock_the_second_step);
