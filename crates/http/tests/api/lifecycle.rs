//! Registration, email verification and password reset on the JSON face,
//! with mail delivered over STARTTLS to a real SMTP server on loopback
//! (`accounts_testkit::smtp`): the test reads each mail and uses the
//! token in it. The same in a browser is in `lifecycle_pages.rs`.

use accounts_domain::addresses::Email;
use accounts_domain::ids::UserId;
use accounts_testkit::smtp::SmtpServer;
use serde_json::{Value, json};

use crate::helpers::{Backend, Reply, TestApp, spawn_app_with};
use crate::native_app::login;

pub(crate) const REGISTER: &str = "/accounts/users/v1/register";
pub(crate) const VERIFY: &str = "/accounts/users/v1/email/verify";
const FORGOT: &str = "/accounts/users/v1/password/forgot";
const RESET: &str = "/accounts/users/v1/password/reset";
pub(crate) const CODE_MARKER: &str = "enter this code instead: ";

/// An app with open registration that mails through `smtp`.
pub(crate) fn app_with_mail(backend: Backend, smtp: &SmtpServer) -> TestApp {
    let url = smtp.url();
    let ca_file = smtp.ca_file();
    spawn_app_with(backend, move |s| {
        s.accounts.registration = Some("open".into());
        s.email.smtp_url = Some(url);
        s.email.smtp_ca_file = Some(ca_file);
        s.email.from = "Accounts <accounts@accounts.test>".into();
    })
}

pub(crate) fn verified(app: &TestApp, email: &str) -> bool {
    let email = Email::parse(email).unwrap();
    app.store()
        .find_by_email(&email)
        .unwrap()
        .expect("the account exists")
        .email_verified
}

pub(crate) fn done(reply: &Reply, status: u16, code: &str) {
    assert_eq!(
        (reply.status, reply.code()),
        (status, code),
        "{}",
        reply.body
    );
    assert_eq!(reply.body["success"], true);
    crate::schema::assert_valid(&reply.body, "DoneResponse");
}

pub fn people_register_verify_and_reset_over_smtp(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let email = format!("nia-{}@example.com", UserId::generate(app.clock_now()));
    let registration = json!({"email": email, "password": "a long passphrase", "name": "Nia Okafor", "countryCode": "NG"});

    done(
        &app.post_json(REGISTER, &registration),
        202,
        "REGISTRATION_ACCEPTED",
    );
    let welcome = smtp.wait_for(&email, 1);
    assert_eq!(welcome.subject, "Confirm your email address");
    assert!(
        welcome
            .body
            .contains("https://accounts.test/accounts/email/verify?token="),
        "{}",
        welcome.body
    );
    assert!(
        welcome.body.contains("Content-Type: text/html"),
        "plain text and HTML"
    );
    let token = welcome.word_after(CODE_MARKER).expect("the token for apps");

    // Until the address is verified the account does not sign in, and
    // says so exactly as a wrong password does: a registration followed
    // by a sign-in tells nobody whether the address had an account.
    assert!(!verified(&app, &email));
    let unverified = login(&app, &email, "a long passphrase");
    let wrong = login(&app, &email, "not the passphrase");
    unverified.assert_error(401, "INVALID_CREDENTIALS");
    assert_eq!(unverified.body, wrong.body);
    // The message says why, in the language the app asked for (German).
    let why = "api-code-invalid-credentials";
    assert!(
        accounts_service::catalogue::text(accounts_service::languages::Language::En, why)
            .contains("once its address is confirmed")
    );
    assert_eq!(
        unverified.body["msg"],
        accounts_service::catalogue::text(accounts_service::languages::Language::De, why).as_ref(),
        "{}",
        unverified.body
    );

    done(
        &app.post_json(VERIFY, &json!({"token": token})),
        200,
        "EMAIL_VERIFIED",
    );
    assert!(verified(&app, &email));
    let signed_in = login(&app, &email, "a long passphrase");
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    let account_token = signed_in.body["accountToken"].as_str().unwrap().to_owned();
    app.post_json(VERIFY, &json!({"token": token}))
        .assert_error(400, "INVALID_TOKEN");
    app.post_json(VERIFY, &json!({"token": "made-up"}))
        .assert_error(400, "INVALID_TOKEN");

    // The same address again, in other case: the same answer, and its
    // owner hears of it instead of getting a second account.
    let again = json!({"email": email.to_uppercase(), "password": "another passphrase"});
    done(
        &app.post_json(REGISTER, &again),
        202,
        "REGISTRATION_ACCEPTED",
    );
    let notice = smtp.wait_for(&email, 2);
    assert_eq!(notice.subject, "You already have an account");
    assert!(
        notice.word_after(CODE_MARKER).is_none(),
        "a notice carries no token"
    );
    assert!(notice.body.contains("/accounts/password/forgot"));

    // A reset for an unknown address answers the same and sends nothing;
    // mail leaves in order, so once the next mail is in, none went there.
    done(
        &app.post_json(FORGOT, &json!({"email": "nobody@example.com"})),
        202,
        "RESET_REQUESTED",
    );
    done(
        &app.post_json(FORGOT, &json!({"email": email})),
        202,
        "RESET_REQUESTED",
    );
    let first = smtp.wait_for(&email, 3);
    assert_eq!(first.subject, "Set a new password");
    assert!(
        smtp.mails()
            .iter()
            .all(|m| !m.to.contains("nobody@example.com"))
    );
    let voided = first.word_after(CODE_MARKER).unwrap();
    done(
        &app.post_json(FORGOT, &json!({"email": email})),
        202,
        "RESET_REQUESTED",
    );
    let reset = smtp.wait_for(&email, 4).word_after(CODE_MARKER).unwrap();
    assert!(
        smtp.wait_for(&email, 4)
            .body
            .contains("https://accounts.test/accounts/password/reset?token=")
    );

    app.post_json(
        RESET,
        &json!({"token": voided, "password": "another passphrase"}),
    )
    .assert_error(400, "INVALID_TOKEN");
    app.post_json(RESET, &json!({"token": reset, "password": "too short"}))
        .assert_error(400, "INVALID_REQUEST");
    done(
        &app.post_json(
            RESET,
            &json!({"token": reset, "password": "another passphrase"}),
        ),
        200,
        "PASSWORD_RESET",
    );
    app.post_json(
        RESET,
        &json!({"token": reset, "password": "yet another phrase"}),
    )
    .assert_error(400, "INVALID_TOKEN");
    // Every session ended; the new password signs in, the old does not.
    let sessions = app.send(
        app.http
            .get(app.url("/accounts/users/v1/sessions"))
            .bearer_auth(&account_token),
    );
    sessions.assert_error(401, "INVALID_TOKEN");
    login(&app, &email, "a long passphrase").assert_error(401, "INVALID_CREDENTIALS");
    assert_eq!(login(&app, &email, "another passphrase").status, 200);

    let actions: Vec<&str> = app
        .store()
        .recent(50)
        .unwrap()
        .iter()
        .map(|e| e.action.as_str())
        .collect();
    for action in [
        "user.registered",
        "user.email_verified",
        "user.password_reset_requested",
        "user.password_reset",
    ] {
        assert!(actions.contains(&action), "{action} in {actions:?}");
    }
}

pub fn registration_rules_and_the_closed_policy(backend: Backend) {
    let closed = crate::helpers::spawn_app(backend);
    let body = json!({"email": "x@example.com", "password": "a long passphrase"});
    closed
        .post_json(REGISTER, &body)
        .assert_error(403, "REGISTRATION_CLOSED");

    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    for (body, why) in [
        (
            json!({"email": "a@example.com", "password": "short"}),
            "too short",
        ),
        (
            json!({"email": "a@example.com", "password": "A@Example.com"}),
            "the email itself",
        ),
        (
            json!({"email": "not an address", "password": "a long passphrase"}),
            "no address",
        ),
        (
            json!({"email": " a@example.com", "password": "a long passphrase"}),
            "white space",
        ),
        (
            json!({"email": "a@example.com", "password": "a long passphrase", "name": "\u{202e}x"}),
            "bidi",
        ),
        (
            json!({"email": "a@example.com", "password": "a long passphrase", "admin": true}),
            "unknown field",
        ),
        (json!({"email": "a@example.com"}), "no password"),
    ] {
        let reply = app.post_json(REGISTER, &body);
        assert_eq!(
            (reply.status, reply.code()),
            (400, "INVALID_REQUEST"),
            "{why}: {}",
            reply.body
        );
        assert!(
            !reply.body.to_string().contains("a long passphrase"),
            "{why}: the password is never echoed"
        );
    }
    // A flood from one address meets the sign-in throttle's lockout.
    let mut statuses = Vec::new();
    for _ in 0..8 {
        let reply = app.post_json(FORGOT, &json!({"email": "victim@example.com"}));
        statuses.push(reply.status);
    }
    assert_eq!(statuses[..5], [202; 5], "{statuses:?}");
    assert_eq!(statuses[5], 429, "{statuses:?}");
    let locked: Value = app
        .post_json(FORGOT, &json!({"email": "victim@example.com"}))
        .body;
    assert_eq!(locked["code"], "RATE_LIMITED");
}

/// Verification links live 24 hours, reset links 30 minutes; id_tokens
/// say whether the address is verified.
pub fn mailed_tokens_expire_and_id_tokens_tell_verification(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let client = app.seed().client;
    let email = format!("ida-{}@example.com", UserId::generate(app.clock_now()));
    let registration = json!({"email": email, "password": "a long passphrase"});
    done(
        &app.post_json(REGISTER, &registration),
        202,
        "REGISTRATION_ACCEPTED",
    );
    let token = smtp.wait_for(&email, 1).word_after(CODE_MARKER).unwrap();

    let id_token_says = |app: &TestApp| {
        let signed_in = login(app, &email, "a long passphrase");
        let account = signed_in.body["accountToken"].as_str().unwrap().to_owned();
        let reply = app.send(
            app.http
                .post(app.url("/accounts/oauth2/v1/id-token"))
                .bearer_auth(&account)
                .json(&json!({"client_id": client.id.to_string(), "scope": "openid email"})),
        );
        assert_eq!(reply.status, 200, "{}", reply.body);
        crate::helpers::jwt_part(reply.body["id_token"].as_str().unwrap(), 1)["email_verified"]
            .clone()
    };
    // Not verified: no sign-in, so no id_token either.
    login(&app, &email, "a long passphrase").assert_error(401, "INVALID_CREDENTIALS");

    app.advance(time::Duration::hours(24));
    app.post_json(VERIFY, &json!({"token": token}))
        .assert_error(400, "INVALID_TOKEN");
    assert!(!verified(&app, &email));

    done(
        &app.post_json(FORGOT, &json!({"email": email})),
        202,
        "RESET_REQUESTED",
    );
    let reset = smtp.wait_for(&email, 2).word_after(CODE_MARKER).unwrap();
    app.advance(time::Duration::minutes(30));
    app.post_json(
        RESET,
        &json!({"token": reset, "password": "another passphrase"}),
    )
    .assert_error(400, "INVALID_TOKEN");

    done(
        &app.post_json(FORGOT, &json!({"email": email})),
        202,
        "RESET_REQUESTED",
    );
    let fresh = smtp.wait_for(&email, 3).word_after(CODE_MARKER).unwrap();
    app.advance(time::Duration::minutes(29));
    done(
        &app.post_json(
            RESET,
            &json!({"token": fresh, "password": "a long passphrase"}),
        ),
        200,
        "PASSWORD_RESET",
    );
    // A reset proves the mail arrived: the address counts as verified.
    assert_eq!(id_token_says(&app), json!(true));
}

/// Nobody holds an address under another spelling, and its owner can
/// always take it back: notices and resets go to the one spelling the
/// account is looked up by, and a reset drops what the first registrant
/// set before the address was verified.
pub fn the_owner_of_an_address_can_always_take_it_back(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let id = UserId::generate(app.clock_now()).to_string().to_lowercase();
    let victim = format!("victim-{id}@example.com");
    for spelling in [
        format!("\u{ff56}ictim-{id}@example.com"),
        format!("victim-{id}\u{ff20}example.com"),
        format!("Bob<{victim}>"),
        format!("victim-{id}\u{ff20}corp.com<{victim}>"),
    ] {
        app.post_json(
            REGISTER,
            &json!({"email": spelling, "password": "the squatter's phrase"}),
        )
        .assert_error(400, "INVALID_REQUEST");
    }
    // The squatter takes the plain address, in other case, with a profile.
    done(
        &app.post_json(
            REGISTER,
            &json!({"email": format!("Victim-{id}@Example.COM"), "password": "the squatter's phrase", "name": "Squatter", "mobile": "+1 555 0100"}),
        ),
        202,
        "REGISTRATION_ACCEPTED",
    );
    let welcome = smtp.wait_for(&victim, 1);
    assert_eq!(welcome.to, victim, "mailed where the account is looked up");
    login(&app, &victim, "the squatter's phrase").assert_error(401, "INVALID_CREDENTIALS");

    // The owner registers too: the notice reaches the owner.
    done(
        &app.post_json(
            REGISTER,
            &json!({"email": victim, "password": "the owner's passphrase"}),
        ),
        202,
        "REGISTRATION_ACCEPTED",
    );
    let notice = smtp.wait_for(&victim, 2);
    assert_eq!(
        (notice.to.as_str(), notice.subject.as_str()),
        (victim.as_str(), "You already have an account")
    );
    // And recovers it by reset.
    done(
        &app.post_json(FORGOT, &json!({"email": victim})),
        202,
        "RESET_REQUESTED",
    );
    let mail = smtp.wait_for(&victim, 3);
    assert_eq!(mail.to, victim);
    let token = mail.word_after(CODE_MARKER).unwrap();
    done(
        &app.post_json(
            RESET,
            &json!({"token": token, "password": "the owner's passphrase"}),
        ),
        200,
        "PASSWORD_RESET",
    );
    assert_eq!(login(&app, &victim, "the owner's passphrase").status, 200);
    login(&app, &victim, "the squatter's phrase").assert_error(401, "INVALID_CREDENTIALS");
    let owner = app
        .store()
        .find_by_email(&Email::parse(&victim).unwrap())
        .unwrap()
        .unwrap();
    assert!(owner.email_verified);
    assert_eq!(owner.email.as_str(), victim);
    assert_eq!(
        (owner.profile.name.as_str(), owner.profile.mobile.as_str()),
        ("", ""),
        "nothing the squatter set is kept"
    );
}

/// A password change voids every reset link mailed before it.
pub fn a_password_change_voids_reset_links_mailed_before_it(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let seeded = app.seed();
    let email = seeded.user.email.as_str().to_owned();
    done(
        &app.post_json(FORGOT, &json!({"email": email})),
        202,
        "RESET_REQUESTED",
    );
    let stolen = smtp.wait_for(&email, 1).word_after(CODE_MARKER).unwrap();
    // The owner changes the password (signed in with the seeded one).
    let account = login(&app, &email, "correct horse");
    assert_eq!(account.status, 200, "{}", account.body);
    let changed = app.send(
        app.http
            .post(app.url("/accounts/users/v1/password"))
            .bearer_auth(account.body["accountToken"].as_str().unwrap())
            .json(&json!({"current_password": "correct horse", "new_password": "the owner's new phrase"})),
    );
    assert_eq!(changed.status, 200, "{}", changed.body);
    app.post_json(
        RESET,
        &json!({"token": stolen, "password": "the thief's passphrase"}),
    )
    .assert_error(400, "INVALID_TOKEN");
    assert_eq!(login(&app, &email, "the owner's new phrase").status, 200);

    // So does an operator's.
    done(
        &app.post_json(FORGOT, &json!({"email": email})),
        202,
        "RESET_REQUESTED",
    );
    let stolen = smtp.wait_for(&email, 2).word_after(CODE_MARKER).unwrap();
    let set = app.send(
        app.http
            .post(app.url(&format!(
                "/accounts/admin/v1/users/{}/password",
                seeded.user.id
            )))
            .bearer_auth(crate::helpers::ADMIN_KEY)
            .json(&json!({"password": "the operator's phrase"})),
    );
    assert_eq!(set.status, 200, "{}", set.body);
    app.post_json(
        RESET,
        &json!({"token": stolen, "password": "the thief's passphrase"}),
    )
    .assert_error(400, "INVALID_TOKEN");
}

per_backend!(
    people_register_verify_and_reset_over_smtp,
    registration_rules_and_the_closed_policy,
    mailed_tokens_expire_and_id_tokens_tell_verification,
    the_owner_of_an_address_can_always_take_it_back,
    a_password_change_voids_reset_links_mailed_before_it,
);
