//! Registration, verification and reset in a browser, through the tests'
//! cookie-keeping client and a real SMTP server: the pages the mailed links
//! open, and sign-up from an authorization request's login page back to
//! the client. The JSON face and the helpers are in `lifecycle.rs`.

use accounts_domain::ids::UserId;
use accounts_testkit::smtp::SmtpServer;
use serde_json::json;

use crate::helpers::{Backend, TestApp};
use crate::lifecycle::{CODE_MARKER, REGISTER, VERIFY, app_with_mail, done, verified};
use crate::native_app::login;

/// The pages the mails' links open, through a cookie-keeping client.
pub fn mailed_links_open_working_pages(backend: Backend) {
    use crate::browser::Browser;

    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let email = format!("omar-{}@example.com", UserId::generate(app.clock_now()));
    let registration = json!({"email": email, "password": "a long passphrase"});
    done(
        &app.post_json(REGISTER, &registration),
        202,
        "REGISTRATION_ACCEPTED",
    );
    let verify = smtp
        .wait_for(&email, 1)
        .word_after("https://accounts.test")
        .expect("the link");
    // Opening the link (as a mail scanner or a link preview does)
    // confirms nothing (issue 34, finding 4): its page's button does.
    let scanner = Browser::new(&app).get(&verify);
    assert_eq!(scanner.status, 200, "{}", scanner.body);
    assert!(!verified(&app, &email), "a GET confirms nothing");
    let mut browser = Browser::new(&app);
    let page = browser.get(&verify);
    assert!(page.body.contains("Confirm my address"), "{}", page.body);
    assert!(!verified(&app, &email));
    // An app registered: the page asks for the account's password
    // (confirmation.rs has the browser that signed up).
    let mut form = page.hidden_fields();
    form.push(("password".into(), "a long passphrase".into()));
    // The form without its CSRF token, or from another site, does nothing.
    let token_only: Vec<_> = form.iter().filter(|(n, _)| n == "token").cloned().collect();
    let forged = Browser::new(&app).post("/accounts/email/verify", &token_only);
    assert_eq!(forged.status, 403, "{}", forged.body);
    let request = browser
        .http
        .post(app.url("/accounts/email/verify"))
        .header("Origin", "https://evil.example")
        .form(&form);
    assert_eq!(browser.send(request).status, 403);
    assert!(!verified(&app, &email));
    let confirmed = browser.post("/accounts/email/verify", &form);
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    assert!(confirmed.body.contains("Email address confirmed"));
    assert!(verified(&app, &email));
    let again = browser.post("/accounts/email/verify", &form);
    assert_eq!(again.status, 400, "a link works once");

    // The login page leads to the reset request.
    let login = browser.get(&crate::browser::authorize_url(
        &app.seed().client.id.to_string(),
        &[("response_type", "code"), ("scope", "email")],
    ));
    assert!(
        login.body.contains("href=\"/accounts/password/forgot\""),
        "{}",
        login.body
    );
    let forgot = browser.get("/accounts/password/forgot");
    assert_eq!(forgot.status, 200, "{}", forgot.body);
    let mut form = forgot.hidden_fields();
    form.push(("email".into(), email.clone()));
    let sent = browser.post("/accounts/password/forgot", &form);
    assert_eq!(sent.status, 200, "{}", sent.body);
    assert!(sent.body.contains("Check your mail"));
    let forged = Browser::new(&app).post(
        "/accounts/password/forgot",
        &[("email".into(), email.clone())],
    );
    assert_eq!(forged.status, 403, "a form without its CSRF token");

    let mail = smtp.wait_for(&email, 2);
    let reset_path = mail.word_after("https://accounts.test").expect("the link");
    let page = browser.get(&reset_path);
    assert_eq!(page.status, 200, "{}", page.body);
    let mut form = page.hidden_fields();
    form.push(("password".into(), "short".into()));
    let refused = browser.post("/accounts/password/reset", &form);
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert!(
        refused.body.contains("at least 10 characters"),
        "{}",
        refused.body
    );
    let mut form = refused.hidden_fields();
    form.push(("password".into(), "a brand new passphrase".into()));
    let set = browser.post("/accounts/password/reset", &form);
    assert_eq!(set.status, 200, "{}", set.body);
    assert!(set.body.contains("Password set"));
    assert_eq!(login_status(&app, &email, "a brand new passphrase"), 200);
    let reused = browser.post("/accounts/password/reset", &form);
    assert_eq!(reused.status, 400, "{}", reused.body);
}

fn login_status(app: &TestApp, email: &str, password: &str) -> u16 {
    login(app, email, password).status
}

/// Sign-up in the browser during an authorization request: the login
/// page links to it, and after it the browser signs in and lands back on
/// the client with a code.
pub fn browser_sign_up_continues_the_authorization(backend: Backend) {
    use crate::browser::{Browser, authorize_url, params_of};

    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let client = app.seed().client;
    let mut browser = Browser::new(&app);
    let login = browser.get(&authorize_url(
        &client.id.to_string(),
        &[
            ("response_type", "code"),
            ("scope", "openid email"),
            ("state", "s1"),
        ],
    ));
    assert_eq!(login.status, 200, "{}", login.body);
    let start = login
        .body
        .find("href=\"/accounts/signup?")
        .expect("a sign-up link")
        + 6;
    let end = start + login.body[start..].find('"').unwrap();
    let signup_path = login.body[start..end].replace("&amp;", "&");
    let signup = browser.get(&signup_path);
    assert_eq!(signup.status, 200, "{}", signup.body);
    let email = format!("lea-{}@example.com", UserId::generate(app.clock_now()));
    let mut form = signup.hidden_fields();
    form.push(("email".into(), email.clone()));
    form.push(("password".into(), "short".into()));
    let refused = browser.post("/accounts/signup", &form);
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert!(refused.body.contains("at least 10 characters"));
    let mut form = refused.hidden_fields();
    form.extend([
        ("email".into(), email.clone()),
        ("password".into(), "a long passphrase".into()),
        ("name".into(), "Lea".into()),
    ]);
    let checked = browser.post("/accounts/signup", &form);
    assert_eq!(checked.status, 200, "{}", checked.body);
    assert!(checked.body.contains("Check your mail"));
    let start = checked
        .body
        .find("href=\"/accounts/oauth2/v1/authorize?")
        .expect("the way on")
        + 6;
    let end = start + checked.body[start..].find('"').unwrap();
    let next = checked.body[start..end].replace("&amp;", "&");
    let login = browser.get(&next);
    assert_eq!(login.input("email").as_deref(), Some(email.as_str()));
    // Before the address is confirmed the form answers as for a wrong
    // password, and tells a new user what to do.
    let early = browser.sign_in(&login, &email, "a long passphrase");
    assert_eq!(early.status, 401, "{}", early.body);
    assert!(
        early.body.contains("once its address is confirmed"),
        "{}",
        early.body
    );
    let welcome = smtp.wait_for(&email, 1);
    assert_eq!(welcome.subject, "Confirm your email address");
    let token = welcome.word_after(CODE_MARKER).unwrap();
    done(
        &app.post_json(VERIFY, &json!({"token": token})),
        200,
        "EMAIL_VERIFIED",
    );
    let back = browser.sign_in(&early, &email, "a long passphrase");
    assert_eq!(back.status, 303, "{}", back.body);
    let params = params_of(back.location(), '?');
    assert_eq!(params["state"], "s1");
    assert!(params.contains_key("code"));

    // Closed registration: no link, and the page says so.
    let closed = crate::helpers::spawn_app(backend);
    let client = closed.seed().client;
    let mut browser = Browser::new(&closed);
    let login = browser.get(&authorize_url(
        &client.id.to_string(),
        &[("response_type", "code"), ("scope", "email")],
    ));
    assert!(!login.body.contains("/accounts/signup"), "{}", login.body);
    assert_eq!(browser.get("/accounts/signup").status, 403);
}

/// A missing or malformed address on the forgot-password form gets the
/// form again (400, saying what is wrong), not the 500 error page that
/// schemathesis found once it posted the form with a CSRF token.
pub fn the_forgot_form_refuses_a_malformed_address_with_the_form(app: &TestApp) {
    let mut browser = crate::browser::Browser::new(app);
    let mut form = browser.get("/accounts/password/forgot").hidden_fields();
    form.push(("email".into(), "nobody@example.com".into()));
    let sent = browser.post("/accounts/password/forgot", &form);
    assert_eq!(sent.status, 200, "{}", sent.body);
    for malformed in [None, Some(""), Some("not an address")] {
        let mut form = browser.get("/accounts/password/forgot").hidden_fields();
        if let Some(email) = malformed {
            form.push(("email".into(), email.into()));
        }
        let refused = browser.post("/accounts/password/forgot", &form);
        assert_eq!(refused.status, 400, "{malformed:?}: {}", refused.body);
        assert!(
            refused.body.contains("name@example.com") && refused.body.contains("name=\"email\""),
            "{malformed:?}: the form again, saying why: {}",
            refused.body
        );
    }
}

per_backend!(
    mailed_links_open_working_pages,
    browser_sign_up_continues_the_authorization,
);

on_both_backends!(the_forgot_form_refuses_a_malformed_address_with_the_form);
