//! Signing in with a code mailed to the address (docs/decisions.md,
//! "Sign-in codes"): the JSON face and the pages over the tests'
//! cookie-keeping client, with mail through a real SMTP server on
//! loopback. Headless Chromium and axe-core drive the pages in
//! `chromium_codes.rs`.

use accounts_domain::addresses::{Email, PackageName};
use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, AuditQuery, SessionAuth};
use accounts_domain::repository::{ClientRepository, SessionRepository};
use accounts_testkit::smtp::{ReceivedMail, SmtpServer};
use serde_json::{Value, json};

use crate::helpers::{Backend, Reply, TestApp, spawn_app_with};
use crate::lifecycle::{REGISTER, done};
use crate::native_app::login;

pub(crate) const ASK: &str = "/accounts/users/v1/login/code";
const LOGIN: &str = "/accounts/users/v1/login";
pub(crate) const CODE_MARKER: &str = "The code to type is:";

/// An app that mails through `smtp`, with `adjust` on top (registration
/// open, a throttle that does not stand in the way of counting codes).
pub(crate) fn app_with_codes(
    backend: Backend,
    smtp: &SmtpServer,
    adjust: impl FnOnce(&mut accounts_server::config::Settings),
) -> TestApp {
    let url = smtp.url();
    let ca_file = smtp.ca_file();
    spawn_app_with(backend, move |s| {
        s.accounts.registration = Some("open".into());
        s.email.smtp_url = Some(url);
        s.email.smtp_ca_file = Some(ca_file);
        s.email.from = "Accounts <accounts@accounts.test>".into();
        s.login.max_failures = 20;
        adjust(s);
    })
}

pub(crate) fn ask(app: &TestApp, email: &str) -> Reply {
    app.post_json(ASK, &json!({"email": email}))
}

pub(crate) fn code_login(app: &TestApp, body: Value) -> Reply {
    app.post_json(LOGIN, &body)
}

/// The six digits of a code mail.
pub(crate) fn digits(mail: &ReceivedMail) -> String {
    let digits = mail.word_after(CODE_MARKER).expect("the code");
    assert!(
        digits.len() == 6 && digits.bytes().all(|b| b.is_ascii_digit()),
        "{digits}"
    );
    digits
}

/// The link of a code mail, as a path and query on the issuer.
pub(crate) fn link(mail: &ReceivedMail) -> String {
    const PATH: &str = "/accounts/login/code/link?token=";
    let start = mail.body.find(PATH).expect("the link");
    let link = mail.body[start..].split_whitespace().next().unwrap();
    assert!(link.len() > PATH.len(), "{link}");
    link.to_owned()
}

fn address(app: &TestApp, name: &str) -> String {
    format!("{name}-{}@example.com", UserId::generate(app.clock_now()))
}

fn session_auth(app: &TestApp, reply: &Reply) -> SessionAuth {
    let id = reply.body["sessionId"].as_str().unwrap().parse().unwrap();
    SessionRepository::find(app.store(), id)
        .unwrap()
        .expect("the session")
        .auth
}

fn user(app: &TestApp, email: &str) -> Option<accounts_domain::records::UserRecord> {
    app.store()
        .find_by_email(&Email::parse(email).unwrap())
        .unwrap()
}

pub fn people_sign_in_with_a_mailed_code(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_codes(backend, &smtp, |_| {});
    let seeded = app.seed();
    let email = seeded.user.email.as_str();

    let sent = ask(&app, email);
    done(&sent, 202, "CODE_SENT");
    let mail = smtp.wait_for(email, 1);
    assert_eq!(mail.subject, "Your sign-in code");
    assert!(mail.body.contains("10 minutes"), "{}", mail.body);
    assert!(!mail.body.contains("No account uses"), "{}", mail.body);
    let code = digits(&mail);
    link(&mail);

    // A wrong code is refused, and the right one then signs in: the
    // refusal was the digits'.
    let wrong = if code == "000000" { "111111" } else { "000000" };
    code_login(&app, json!({"email": email, "code": wrong}))
        .assert_error(401, "INVALID_CREDENTIALS");
    let signed_in = code_login(
        &app,
        json!({"email": email.to_uppercase(), "code": code, "package_name": "com.example.app"}),
    );
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    assert_eq!(signed_in.code(), "LOGIN_SUCCESS");
    crate::schema::assert_valid(&signed_in.body, "LoginResponse");
    let auth = session_auth(&app, &signed_in);
    assert_eq!(auth, SessionAuth::MailedCode);
    assert_eq!(auth.amr(), ["otp"]);
    assert_eq!(auth.acr(), SessionAuth::ACR_ONE_FACTOR);

    // Once: the same code again signs nobody in.
    code_login(&app, json!({"email": email, "code": code}))
        .assert_error(401, "INVALID_CREDENTIALS");
    // A password and a code at once is no request of ours.
    code_login(
        &app,
        json!({"email": email, "code": code, "password": "correct horse"}),
    )
    .assert_error(400, "INVALID_REQUEST");

    // The audit trail says how: the sign-in and the mail.
    let events = app
        .store()
        .query_audit(&AuditQuery {
            user: Some(seeded.user.id),
            limit: 50,
            ..AuditQuery::default()
        })
        .unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.event.action == AuditAction::LoginSucceeded && e.event.detail == "code"),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e.event.action == AuditAction::SignInCodeSent)
    );
    assert!(
        events
            .iter()
            .any(|e| e.event.action == AuditAction::LoginFailed && e.event.detail == "code")
            || app
                .store()
                .query_audit(&AuditQuery {
                    action: Some(AuditAction::LoginFailed),
                    limit: 50,
                    ..AuditQuery::default()
                })
                .unwrap()
                .iter()
                .any(|e| e.event.detail == "code"),
        "a wrong code is audited"
    );
}

pub fn refused_codes_sign_nobody_in(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_codes(backend, &smtp, |_| {});
    let ann = app.seed();
    let bob = app.seed();
    let (ann_email, bob_email) = (ann.user.email.as_str(), bob.user.email.as_str());

    // Another address's code.
    done(&ask(&app, ann_email), 202, "CODE_SENT");
    done(&ask(&app, bob_email), 202, "CODE_SENT");
    let ann_code = digits(&smtp.wait_for(ann_email, 1));
    let bob_code = digits(&smtp.wait_for(bob_email, 1));
    if ann_code != bob_code {
        code_login(&app, json!({"email": ann_email, "code": bob_code}))
            .assert_error(401, "INVALID_CREDENTIALS");
    }
    // Codes of the wrong length or alphabet, and malformed addresses:
    // refused the same, without a look-up.
    for (email, code) in [
        (ann_email, "12345"),
        (ann_email, "1234567"),
        (ann_email, "12a456"),
        (ann_email, "١٢٣٤٥٦"),
        ("not an address", ann_code.as_str()),
    ] {
        let refused = code_login(&app, json!({"email": email, "code": code}));
        refused.assert_error(401, "INVALID_CREDENTIALS");
    }
    // None of those spent Ann's code.
    let ann_in = code_login(&app, json!({"email": ann_email, "code": ann_code}));
    assert_eq!(ann_in.status, 200, "{}", ann_in.body);

    // A newer code replaces the one before.
    done(&ask(&app, bob_email), 202, "CODE_SENT");
    let newer = digits(&smtp.wait_for(bob_email, 2));
    if newer != bob_code {
        code_login(&app, json!({"email": bob_email, "code": bob_code}))
            .assert_error(401, "INVALID_CREDENTIALS");
    }
    // An expired code: ten minutes and it is gone.
    app.advance(time::Duration::minutes(10));
    code_login(&app, json!({"email": bob_email, "code": newer}))
        .assert_error(401, "INVALID_CREDENTIALS");

    // The fifth wrong code ends the code (the throttle here allows more,
    // so it is the code's own count): the right one is refused after it.
    done(&ask(&app, bob_email), 202, "CODE_SENT");
    let code = digits(&smtp.wait_for(bob_email, 3));
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for _ in 0..5 {
        code_login(&app, json!({"email": bob_email, "code": wrong}))
            .assert_error(401, "INVALID_CREDENTIALS");
    }
    code_login(&app, json!({"email": bob_email, "code": code}))
        .assert_error(401, "INVALID_CREDENTIALS");
    // A new code works again.
    done(&ask(&app, bob_email), 202, "CODE_SENT");
    let fresh = digits(&smtp.wait_for(bob_email, 4));
    let bob_in = code_login(&app, json!({"email": bob_email, "code": fresh}));
    assert_eq!(bob_in.status, 200, "{}", bob_in.body);

    // A malformed address asks for nothing.
    ask(&app, "not an address").assert_error(400, "INVALID_REQUEST");
}

pub fn new_people_get_an_account_and_closed_registration_tells_nothing(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_codes(backend, &smtp, |_| {});
    let email = address(&app, "nia");
    done(&ask(&app, &email), 202, "CODE_SENT");
    let mail = smtp.wait_for(&email, 1);
    assert!(mail.body.contains("No account uses this address yet"));
    assert!(user(&app, &email).is_none(), "asking makes no account");
    let code = digits(&mail);
    let signed_in = code_login(
        &app,
        json!({"email": email, "code": code, "name": "Nia Okafor"}),
    );
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    let made = user(&app, &email).expect("the account");
    assert!(made.email_verified, "the code proved the mailbox");
    assert_eq!(made.profile.name, "Nia Okafor");
    assert!(!made.password.is_usable(), "no password was set");
    // A name that breaks the profile's rules is refused before the code
    // is spent.
    let other = address(&app, "omar");
    done(&ask(&app, &other), 202, "CODE_SENT");
    let other_code = digits(&smtp.wait_for(&other, 1));
    code_login(
        &app,
        json!({"email": other, "code": other_code, "name": "x".repeat(5000)}),
    )
    .assert_error(400, "INVALID_REQUEST");
    let omar = code_login(&app, json!({"email": other, "code": other_code}));
    assert_eq!(omar.status, 200, "{}", omar.body);

    // Registration closed: an unknown address gets a notice, no code, and
    // the asker the same answer.
    let closed_smtp = SmtpServer::start();
    let closed = app_with_codes(backend, &closed_smtp, |s| {
        s.accounts.registration = Some("closed".into());
    });
    let stranger = address(&closed, "zoe");
    done(&ask(&closed, &stranger), 202, "CODE_SENT");
    let notice = closed_smtp.wait_for(&stranger, 1);
    assert_eq!(notice.subject, "Signing in with this address");
    assert!(notice.word_after(CODE_MARKER).is_none(), "{}", notice.body);
    assert!(!notice.body.contains("/accounts/login/code/link"));
    code_login(&closed, json!({"email": stranger, "code": "123456"}))
        .assert_error(401, "INVALID_CREDENTIALS");
    assert!(user(&closed, &stranger).is_none());
    // A known address signs in there as anywhere.
    let known = closed.seed();
    done(&ask(&closed, known.user.email.as_str()), 202, "CODE_SENT");
    let code = digits(&closed_smtp.wait_for(known.user.email.as_str(), 1));
    let known_in = code_login(
        &closed,
        json!({"email": known.user.email.as_str(), "code": code}),
    );
    assert_eq!(known_in.status, 200, "{}", known_in.body);
}

pub fn a_code_takes_a_pre_hijacked_account_back(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_codes(backend, &smtp, |_| {});
    let email = address(&app, "victim");
    // Someone registers the address first, with their password and name.
    done(
        &app.post_json(
            REGISTER,
            &json!({"email": email, "password": "the squatter's pass", "name": "Mallory"}),
        ),
        202,
        "REGISTRATION_ACCEPTED",
    );
    let squatted = user(&app, &email).expect("the unverified account");
    assert!(!squatted.email_verified);
    // Its owner signs in with a code from their mailbox.
    done(&ask(&app, &email), 202, "CODE_SENT");
    let code = digits(&smtp.wait_for(&email, 2));
    let signed_in = code_login(&app, json!({"email": email, "code": code}));
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    let owned = user(&app, &email).unwrap();
    assert_eq!(owned.id, squatted.id);
    assert!(owned.email_verified);
    assert_eq!(owned.profile.name, "", "what the squatter set is gone");
    assert!(!owned.password.is_usable(), "and so is their password");
    // The squatter's password would sign in to a verified account; it
    // signs nobody in.
    login(&app, &email, "the squatter's pass").assert_error(401, "INVALID_CREDENTIALS");
}

pub fn mails_are_counted_and_codes_can_be_switched_off(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_codes(backend, &smtp, |_| {});
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    for _ in 0..6 {
        done(&ask(&app, email), 202, "CODE_SENT");
    }
    // Mail leaves in order: once a later address's mail is in, every mail
    // for the first has left.
    let marker = address(&app, "marker");
    done(&ask(&app, &marker), 202, "CODE_SENT");
    smtp.wait_for(&marker, 1);
    let counted = smtp.mails().iter().filter(|m| m.to.contains(email)).count();
    assert_eq!(counted, 5, "at most five mails an hour");
    // The sixth request sent nothing and replaced nothing: the fifth
    // mail's code works.
    let fifth = digits(&smtp.wait_for(email, 5));
    let signed_in = code_login(&app, json!({"email": email, "code": fifth}));
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    // An hour on, mail goes out again.
    app.advance(time::Duration::minutes(61));
    done(&ask(&app, email), 202, "CODE_SENT");
    smtp.wait_for(email, 6);

    // A client that wants a password or a passkey: its package's code
    // sign-ins are refused, the same request without it is not.
    let (mut strict, _) = app.new_client();
    strict.package_names = vec![PackageName::parse("com.example.strict").unwrap()];
    strict.allow_sign_in_codes = false;
    ClientRepository::update_settings(app.store(), &strict).unwrap();
    app.refresh_caches();
    app.post_json(
        ASK,
        &json!({"email": email, "package_name": "com.example.strict"}),
    )
    .assert_error(403, "SIGN_IN_CODE_NOT_ALLOWED");
    let code = digits(&smtp.wait_for(email, 6));
    code_login(
        &app,
        json!({"email": email, "code": code, "package_name": "com.example.strict"}),
    )
    .assert_error(403, "SIGN_IN_CODE_NOT_ALLOWED");
    let allowed = code_login(
        &app,
        json!({"email": email, "code": code, "package_name": "com.example.app"}),
    );
    assert_eq!(allowed.status, 200, "{}", allowed.body);

    // `accounts.sign_in_codes = false`: nothing asks or answers a code.
    let off_smtp = SmtpServer::start();
    let off = app_with_codes(backend, &off_smtp, |s| s.accounts.sign_in_codes = false);
    let someone = off.seed();
    ask(&off, someone.user.email.as_str()).assert_error(403, "SIGN_IN_CODE_NOT_ALLOWED");
    code_login(
        &off,
        json!({"email": someone.user.email.as_str(), "code": "123456"}),
    )
    .assert_error(403, "SIGN_IN_CODE_NOT_ALLOWED");
}

pub fn a_second_factor_follows_the_code(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_codes(backend, &smtp, |_| {});
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let secret = crate::second_factor::enrolled(&app, email);
    done(&ask(&app, email), 202, "CODE_SENT");
    // The authenticator's notice came first.
    let code = digits(&smtp.wait_for_subject(email, "Your sign-in code"));
    let challenged = code_login(&app, json!({"email": email, "code": code}));
    assert_eq!(challenged.status, 401, "{}", challenged.body);
    assert_eq!(challenged.code(), "MFA_REQUIRED");
    assert!(challenged.body.get("accountToken").is_none());
    let mfa_token = challenged.body["mfaToken"].as_str().unwrap();
    let answered = app.post_json(
        "/accounts/users/v1/login/mfa",
        &json!({"mfaToken": mfa_token, "code": crate::second_factor::code(&app, &secret, 0)}),
    );
    assert_eq!(answered.status, 200, "{}", answered.body);
    let auth = session_auth(&app, &answered);
    assert_eq!(auth, SessionAuth::MailedCodeAndOtp);
    assert_eq!(auth.amr(), ["otp", "mfa"]);
    assert_eq!(auth.acr(), SessionAuth::ACR_MFA);
}

/// A code is no way around an organization's own sign-in: once its
/// verified domain has `sso: required`, a right code for one of its
/// addresses is refused as a password is, and signed in before.
pub fn an_organizations_own_sign_in_still_rules(backend: Backend) {
    use crate::organizations::{ORGS, admin, post};
    let smtp = SmtpServer::start();
    let app = app_with_codes(backend, &smtp, |_| {});
    assert_eq!(
        post(&app, ORGS, json!({"slug": "acme", "name": "Acme"})).status,
        201
    );
    let set = admin(
        &app,
        reqwest::Method::PUT,
        &format!("{ORGS}/acme/sign-in"),
        Some(
            json!({"issuer": "http://127.0.0.1:9/idp", "clientId": "accounts", "clientSecret": "s"}),
        ),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    let domain = format!("acme-{}.example", app.clock_now().unix_timestamp());
    let domains = format!("{ORGS}/acme/domains");
    assert_eq!(post(&app, &domains, json!({"domain": domain})).status, 201);
    let one = format!("{domains}/{domain}");
    let verified = admin(
        &app,
        reqwest::Method::PATCH,
        &one,
        Some(json!({"verified": true})),
    );
    assert_eq!(verified.status, 200, "{}", verified.body);
    let alice = format!("alice@{domain}");
    let made = post(
        &app,
        "/accounts/admin/v1/users",
        json!({"email": alice, "password": "correct horse", "name": "Alice"}),
    );
    assert_eq!(made.status, 200, "{}", made.body);

    done(&ask(&app, &alice), 202, "CODE_SENT");
    let code = digits(&smtp.wait_for(&alice, 1));
    let before = code_login(&app, json!({"email": alice, "code": code}));
    assert_eq!(before.status, 200, "{}", before.body);

    let required = admin(
        &app,
        reqwest::Method::PATCH,
        &one,
        Some(json!({"sso": "required"})),
    );
    assert_eq!(required.status, 200, "{}", required.body);
    done(&ask(&app, &alice), 202, "CODE_SENT");
    let code = digits(&smtp.wait_for(&alice, 2));
    let refused = code_login(&app, json!({"email": alice, "code": code}));
    refused.assert_error(403, "SSO_REQUIRED");
    assert!(
        refused.body["ssoUrl"]
            .as_str()
            .is_some_and(|u| u.contains("/accounts/upstream/")),
        "{}",
        refused.body
    );
}

per_backend!(
    an_organizations_own_sign_in_still_rules,
    people_sign_in_with_a_mailed_code,
    refused_codes_sign_nobody_in,
    new_people_get_an_account_and_closed_registration_tells_nothing,
    a_code_takes_a_pre_hijacked_account_back,
    mails_are_counted_and_codes_can_be_switched_off,
    a_second_factor_follows_the_code,
);
