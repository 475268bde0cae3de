//! Moving an account to another address, with the mails on a real SMTP
//! server: the link to the new address, the notice to the old one, the
//! change only once the link is used, and the same answer for an address
//! another account has.

use accounts_domain::addresses::Email;
use accounts_domain::records::AuditAction;
use accounts_testkit::smtp::SmtpServer;
use serde_json::json;

use crate::helpers::{Backend, TestApp};
use crate::lifecycle::app_with_mail;
use crate::native_app::{login, provision};

const CHANGE: &str = "/accounts/users/v1/email";
const VERIFY: &str = "/accounts/users/v1/email/verify";
const CODE_MARKER: &str = "enter this code instead: ";

fn change(app: &TestApp, token: &str, email: &str, password: &str) -> crate::helpers::Reply {
    app.send(
        app.http
            .post(app.url(CHANGE))
            .bearer_auth(token)
            .json(&json!({"email": email, "password": password})),
    )
}

pub fn users_move_their_account_to_a_new_address(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let account = provision(&app);
    let old = account.email.clone();
    let signed_in = login(&app, &old, "correct horse");
    assert_eq!(signed_in.status, 200, "{}", signed_in.body);
    let token = signed_in.body["accountToken"].as_str().unwrap().to_owned();
    let new = old.replace('@', ".moved@");

    change(&app, &token, &new, "wrong").assert_error(401, "INVALID_CREDENTIALS");
    change(&app, &token, &old.to_uppercase(), "correct horse").assert_error(409, "CONFLICT");
    change(&app, &token, "not an address", "correct horse").assert_error(400, "INVALID_REQUEST");
    change(&app, "not-a-token", &new, "correct horse").assert_error(401, "INVALID_TOKEN");
    let asked = change(&app, &token, &new, "correct horse");
    assert_eq!(
        (asked.status, asked.code()),
        (202, "EMAIL_CHANGE_REQUESTED"),
        "{}",
        asked.body
    );
    crate::schema::assert_valid(&asked.body, "DoneResponse");

    let link = smtp.wait_for(&new, 1);
    assert_eq!(link.subject, "Confirm your new email address");
    assert!(
        link.body
            .contains("https://accounts.test/accounts/email/verify?token=")
    );
    let code = link.word_after(CODE_MARKER).expect("the token for apps");
    let notice = smtp.wait_for(&old, 1);
    assert_eq!(notice.subject, "A change of your account's email address");
    assert!(notice.body.contains(&new), "{}", notice.body);
    assert!(notice.body.contains("/accounts/password/forgot"));
    assert!(!notice.body.contains(&code), "the notice carries no token");

    // Until the link is used, the old address signs in and the new does not.
    assert_eq!(login(&app, &old, "correct horse").status, 200);
    login(&app, &new, "correct horse").assert_error(401, "INVALID_CREDENTIALS");

    let moved = app.post_json(VERIFY, &json!({"token": code}));
    assert_eq!(moved.status, 200, "{}", moved.body);
    assert_eq!(login(&app, &new, "correct horse").status, 200);
    login(&app, &old, "correct horse").assert_error(401, "INVALID_CREDENTIALS");
    let user = app
        .store()
        .find_by_email(&Email::parse(&new).unwrap())
        .unwrap()
        .expect("the account has the new address");
    assert!(user.email_verified);
    app.post_json(VERIFY, &json!({"token": code}))
        .assert_error(400, "INVALID_TOKEN");
    let actions: Vec<AuditAction> = app
        .store()
        .recent(50)
        .unwrap()
        .into_iter()
        .filter(|e| e.user_id == Some(user.id))
        .map(|e| e.action)
        .collect();
    assert!(actions.contains(&AuditAction::EmailChangeRequested));
    assert!(actions.contains(&AuditAction::EmailChanged));

    // An address another account has: the same answer, and no mail goes
    // to it (its owner did not ask). A later request's mail arriving shows
    // the earlier one was carried out.
    let other = provision(&app);
    let taken = change(&app, &token, &other.email, "correct horse");
    assert_eq!(
        (taken.status, taken.code()),
        (202, "EMAIL_CHANGE_REQUESTED")
    );
    let free = old.replace('@', ".again@");
    assert_eq!(change(&app, &token, &free, "correct horse").status, 202);
    smtp.wait_for(&free, 1);
    assert!(
        smtp.mails()
            .iter()
            .all(|m| !m.to.to_lowercase().contains(&other.email.to_lowercase())),
        "nothing was mailed to the taken address"
    );

    // The account page asks the same, with the same rules.
    let mut browser = crate::browser::Browser::new(&app);
    let login_form = browser.get("/accounts/account");
    let mut form = login_form.hidden_fields();
    form.extend([
        ("email".to_owned(), new.clone()),
        ("password".to_owned(), "correct horse".to_owned()),
    ]);
    assert_eq!(browser.post("/accounts/account", &form).status, 303);
    let page = browser.get("/accounts/account");
    assert!(page.body.contains("Change email address"), "{}", page.body);
    let csrf: Vec<(String, String)> = page
        .hidden_fields()
        .into_iter()
        .filter(|(name, _)| name == "csrf_token")
        .take(1)
        .collect();
    let third = old.replace('@', ".page@");
    let submit = |password: &str| {
        let mut fields = csrf.clone();
        fields.extend([
            ("action".to_owned(), "email".to_owned()),
            ("email".to_owned(), third.clone()),
            ("current_password".to_owned(), password.to_owned()),
        ]);
        fields
    };
    let wrong = browser.post("/accounts/account", &submit("wrong"));
    assert_eq!(wrong.status, 401, "{}", wrong.body);
    let asked = browser.post("/accounts/account", &submit("correct horse"));
    assert_eq!(
        (asked.status, asked.location()),
        (303, "/accounts/account?done=email_requested")
    );
    assert_eq!(
        smtp.wait_for(&third, 1).subject,
        "Confirm your new email address"
    );
}

per_backend!(users_move_their_account_to_a_new_address);
