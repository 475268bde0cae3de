//! After a password reset, every other way into the account is listed in
//! a mail and on the account page, with one button that removes them all
//! but the new password (docs/decisions.md, "After a reset").

use accounts_domain::records::{
    AuditAction, AuditQuery, IdentityLinkRecord, SessionAuth, SessionChannel,
};
use accounts_service::second_factor::totp::TotpSecret;
use accounts_testkit::smtp::SmtpServer;
use serde_json::json;

use crate::browser::{Browser, Page};
use crate::helpers::{Backend, Seeded, TestApp};
use crate::lifecycle::{CODE_MARKER, app_with_mail};
use crate::native_app::login;
use crate::second_factor::{code, enrolled};

const ACCOUNT: &str = "/accounts/account";
const NEW_PASSWORD: &str = "the owner's new phrase";

/// A verified account with an authenticator, a provider link and an
/// app's session, its password then reset by mail: the seeded user, the
/// authenticator, and the mails so far.
fn reset_account(app: &TestApp, smtp: &SmtpServer) -> (Seeded, TotpSecret) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let secret = enrolled(app, email);
    app.store()
        .insert_link(&IdentityLinkRecord {
            provider: "corp".into(),
            subject: "planted-1".into(),
            user_id: seeded.user.id,
            email: None,
            linked_at: app.clock_now(),
        })
        .unwrap();
    let forgot = app.post_json(
        "/accounts/users/v1/password/forgot",
        &json!({"email": email}),
    );
    assert_eq!(forgot.status, 202, "{}", forgot.body);
    let token = smtp
        .wait_for_subject(email, "Set a new password")
        .word_after(CODE_MARKER)
        .unwrap();
    let reset = app.post_json(
        "/accounts/users/v1/password/reset",
        &json!({"token": token, "password": NEW_PASSWORD}),
    );
    assert_eq!(reset.status, 200, "{}", reset.body);
    (seeded, secret)
}

/// Signs in on the account page with the new password and the
/// authenticator's next code.
fn owner_signs_in<'a>(app: &'a TestApp, email: &str, secret: &TotpSecret) -> Browser<'a> {
    let mut browser = Browser::new(app);
    let form = browser.get(ACCOUNT);
    let mut fields = form.hidden_fields();
    fields.push(("email".into(), email.into()));
    fields.push(("password".into(), NEW_PASSWORD.into()));
    let step = browser.post(ACCOUNT, &fields);
    assert_eq!(step.status, 200, "the second step: {}", step.body);
    app.advance(time::Duration::seconds(30));
    let mut answer = step.hidden_fields();
    answer.push(("code".into(), code(app, secret, 0)));
    let signed_in = browser.post(ACCOUNT, &answer);
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    browser
}

/// Posts the review's `action` form of the account page.
fn review_action(browser: &mut Browser<'_>, action: &str) -> Page {
    let page = browser.get(ACCOUNT);
    let fields = crate::languages::action_form(&page, action);
    assert!(
        fields
            .iter()
            .any(|(n, v)| n == "csrf_token" && !v.is_empty())
    );
    browser.post(ACCOUNT, &fields)
}

fn has_review(page: &Page) -> bool {
    page.body.contains("id=\"review-heading\"")
}

/// An app's session opened with both factors after the reset: another
/// way in the review lists; its token.
fn app_session(app: &TestApp, email: &str, secret: &TotpSecret) -> String {
    let step = login(app, email, NEW_PASSWORD);
    assert_eq!(step.code(), "MFA_REQUIRED", "{}", step.body);
    app.advance(time::Duration::seconds(30));
    let done = app.post_json(
        "/accounts/users/v1/login/mfa",
        &json!({"mfaToken": step.body["mfaToken"], "code": code(app, secret, 0)}),
    );
    assert_eq!(done.status, 200, "{}", done.body);
    done.body["accountToken"].as_str().unwrap().to_owned()
}

pub fn after_a_reset_the_owner_removes_every_other_way_in(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let (seeded, secret) = reset_account(&app, &smtp);
    let email = seeded.user.email.as_str();

    // The mail lists what still signs in.
    let mail = smtp.wait_for_subject(email, "Your password was reset");
    for line in [
        "An authenticator app",
        "Signing in with corp",
        "unused recovery codes",
        "a second factor that you do not have, it is not yours",
    ] {
        assert!(mail.body.contains(line), "{line}: {}", mail.body);
    }

    let other = app_session(&app, email, &secret);
    let mut owner = owner_signs_in(&app, email, &secret);
    let page = owner.get(ACCOUNT);
    assert!(has_review(&page), "{}", page.body);
    for line in [
        "An authenticator app",
        "Signing in with corp",
        "1 other device signed in",
    ] {
        assert!(page.body.contains(line), "{line}: {}", page.body);
    }

    // A session that did not sign in with the new password (a planted
    // passkey's, say) neither sees nor closes the review.
    let passkey_session = app.session_token(
        seeded.user.id,
        SessionChannel::Browser,
        SessionAuth::Passkey(accounts_domain::records::KeyKind::Synced),
    );
    let mut planted = Browser::new(&app);
    planted
        .cookies
        .insert("__Host-accounts_session".into(), passkey_session);
    let page = planted.get(ACCOUNT);
    assert!(page.body.contains("<title>Your account"), "{}", page.body);
    assert!(!has_review(&page), "{}", page.body);
    let fields = crate::languages::action_form(&page, "profile")
        .into_iter()
        .map(|(n, v)| {
            if n == "action" {
                (n, "review_keep".into())
            } else {
                (n, v)
            }
        })
        .collect::<Vec<_>>();
    let refused = planted.post(ACCOUNT, &fields);
    assert_eq!(refused.status, 400, "{}", refused.body);

    // Removing asks for a recent sign-in, as every such change does.
    app.advance(time::Duration::minutes(10));
    let stale = review_action(&mut owner, "review_remove");
    assert_eq!(stale.status, 403, "{}", stale.body);
    assert!(app.store().find_totp(seeded.user.id).unwrap().is_some());

    let mut owner = owner_signs_in(&app, email, &secret);
    let removed = review_action(&mut owner, "review_remove");
    assert_eq!(removed.status, 303, "{}", removed.body);
    assert_eq!(removed.location(), format!("{ACCOUNT}?done=ways_removed"));
    assert!(app.store().find_totp(seeded.user.id).unwrap().is_none());
    assert_eq!(
        app.store().unused_recovery_codes(seeded.user.id).unwrap(),
        0
    );
    assert!(app.store().list_links(seeded.user.id).unwrap().is_empty());
    app.get_bearer("/accounts/users/v1/sessions", &other)
        .assert_error(401, "INVALID_TOKEN");
    let page = owner.get(ACCOUNT);
    assert!(page.body.contains("<title>Your account"), "still signed in");
    assert!(!has_review(&page), "{}", page.body);
    // The password alone signs in now.
    assert_eq!(login(&app, email, NEW_PASSWORD).status, 200);
    let audited = app
        .store()
        .query_audit(&AuditQuery {
            user: Some(seeded.user.id),
            action: Some(AuditAction::WaysInRemoved),
            limit: 5,
            ..AuditQuery::default()
        })
        .unwrap();
    assert_eq!(audited.len(), 1);
}

pub fn keeping_the_other_ways_in_closes_the_review(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let (seeded, secret) = reset_account(&app, &smtp);
    let mut owner = owner_signs_in(&app, seeded.user.email.as_str(), &secret);
    let kept = review_action(&mut owner, "review_keep");
    assert_eq!(kept.status, 303, "{}", kept.body);
    let page = owner.get(&format!("{ACCOUNT}?done=ways_kept"));
    assert!(!has_review(&page), "{}", page.body);
    assert!(
        page.body.contains("everything stays as it is"),
        "{}",
        page.body
    );
    assert!(app.store().find_totp(seeded.user.id).unwrap().is_some());
    assert_eq!(app.store().list_links(seeded.user.id).unwrap().len(), 1);
}

per_backend!(
    after_a_reset_the_owner_removes_every_other_way_in,
    keeping_the_other_ways_in_closes_the_review,
);
