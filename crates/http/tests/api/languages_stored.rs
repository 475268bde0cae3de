//! The stored language (docs/decisions.md, "Languages"): set by a
//! registration's Accept-Language, PATCH /profile and the account page's
//! form, and followed by mails, pages and the OIDC userinfo. The language
//! choice and the helpers that read a page's language are in
//! `languages.rs`.

use accounts_domain::repository::UserRepository;
use accounts_service::catalogue::text;
use accounts_service::languages::Language;
use accounts_testkit::smtp::SmtpServer;
use serde_json::json;

use crate::browser::{Browser, PASSWORD};
use crate::helpers::{Backend, Seeded, TestApp};
use crate::languages::{LOGIN, action_form, escaped, lang_and_dir};

/// A user's stored language: set at sign-up from `Accept-Language`,
/// changed with `PATCH /profile`; their mails, their pages (when nothing
/// outranks it) and the OIDC userinfo's `locale` follow it.
pub fn a_user_keeps_a_language_for_mails_pages_and_userinfo(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = crate::lifecycle::app_with_mail(backend, &smtp);
    let email = format!(
        "lang-{}@example.com",
        accounts_domain::ids::UserId::generate(app.clock_now())
    )
    .to_lowercase();
    let registered = app.send(
        app.http
            .post(app.url("/accounts/users/v1/register"))
            .header("Accept-Language", "de-DE, en;q=0.8")
            .json(&json!({"email": email, "password": "a long passphrase"})),
    );
    assert_eq!(registered.status, 202, "{}", registered.body);
    let welcome = smtp.wait_for(&email, 1);
    assert_eq!(
        welcome.subject,
        text(Language::De, "mail-verification-subject")
    );
    let stored = UserRepository::find_by_email(
        app.store(),
        &accounts_domain::addresses::Email::parse(&email).unwrap(),
    )
    .unwrap()
    .unwrap();
    assert_eq!(stored.language.as_deref(), Some("de"));

    // The seeded user was made by an operator: no language until they pick.
    let seeded = app.seed();
    assert_eq!(seeded.user.language, None);
    let signed_in = app.post_json(
        LOGIN,
        &json!({"email": seeded.user.email.as_str(), "password": PASSWORD}),
    );
    let token = signed_in.body["accountToken"].as_str().unwrap().to_owned();
    let patch = |body: serde_json::Value| {
        app.send(
            app.http
                .patch(app.url("/accounts/users/v1/profile"))
                .bearer_auth(&token)
                .json(&body),
        )
    };
    patch(json!({"locale": "xx"})).assert_error(400, "INVALID_REQUEST");
    let changed = patch(json!({"locale": "ja"}));
    assert_eq!(changed.status, 200, "{}", changed.body);
    let user = UserRepository::find(app.store(), seeded.user.id)
        .unwrap()
        .unwrap();
    assert_eq!(user.language.as_deref(), Some("ja"));

    // The OIDC userinfo's locale is the stored language, at once: the
    // change reached this instance's cache before the PATCH answered.
    let (access, _) = app.tokens(&seeded, "openid profile");
    let info = app.get_bearer("/accounts/oauth2/v1/userinfo", &access);
    assert_eq!(info.status, 200, "{}", info.body);
    assert_eq!(info.body["locale"], "ja");

    // A reset asked for in English still mails in the stored language.
    let forgot = app.send(
        app.http
            .post(app.url("/accounts/users/v1/password/forgot"))
            .header("Accept-Language", "en")
            .json(&json!({"email": seeded.user.email.as_str()})),
    );
    assert_eq!(forgot.status, 202, "{}", forgot.body);
    let reset = smtp.wait_for(seeded.user.email.as_str(), 1);
    assert_eq!(reset.subject, text(Language::Ja, "mail-reset-subject"));

    // Signed in, the stored language outranks Accept-Language, and the
    // picker's cookie outranks the stored language.
    let mut browser = Browser::new(&app);
    let (name, value) = seeded_session_cookie(&app, &seeded);
    browser.cookies.insert(name, value);
    let request = browser
        .http
        .get(app.url("/accounts/account"))
        .header("Accept-Language", "fr");
    let account = browser.send(request);
    assert_eq!(lang_and_dir(&account.body).0, "ja", "{}", account.body);
    browser
        .cookies
        .insert("__Host-accounts_lang".into(), "ko".into());
    let account = browser.get("/accounts/account");
    assert_eq!(lang_and_dir(&account.body).0, "ko");

    // Forgetting it: back to Accept-Language.
    assert_eq!(patch(json!({"locale": ""})).status, 200);
    let user = UserRepository::find(app.store(), seeded.user.id)
        .unwrap()
        .unwrap();
    assert_eq!(user.language, None);
}

/// A session cookie (name and value) for the seeded user: the account
/// page's own login.
fn seeded_session_cookie(app: &TestApp, seeded: &Seeded) -> (String, String) {
    let mut browser = Browser::new(app);
    let form = browser.get("/accounts/account");
    let mut fields = form.hidden_fields();
    fields.push(("email".into(), seeded.user.email.as_str().into()));
    fields.push(("password".into(), PASSWORD.into()));
    let signed_in = browser.post("/accounts/account", &fields);
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    browser
        .cookies
        .into_iter()
        .find(|(name, _)| name.ends_with("accounts_session"))
        .expect("a session cookie")
}

/// The account page's language form stores the language and keeps it for
/// the browser's pages.
pub fn the_account_page_sets_the_users_language(backend: Backend) {
    let app = crate::helpers::spawn_app(backend);
    let seeded = app.seed();
    let mut browser = Browser::new(&app);
    let (name, value) = seeded_session_cookie(&app, &seeded);
    browser.cookies.insert(name, value);
    let page = browser.get("/accounts/account");
    let mut fields = action_form(&page, "language");
    fields.push(("language".into(), "pt-BR".into()));
    let saved = browser.post("/accounts/account", &fields);
    assert_eq!(saved.status, 303, "{}", saved.body);
    assert_eq!(
        browser
            .cookies
            .get("__Host-accounts_lang")
            .map(String::as_str),
        Some("pt-BR")
    );
    let user = UserRepository::find(app.store(), seeded.user.id)
        .unwrap()
        .unwrap();
    assert_eq!(user.language.as_deref(), Some("pt-BR"));
    // The page had cached the user; the change reached that cache at once.
    let (access, _) = app.tokens(&seeded, "openid profile");
    let info = app.get_bearer("/accounts/oauth2/v1/userinfo", &access);
    assert_eq!(info.body["locale"], "pt-BR", "{}", info.body);
    let shown = browser.get(saved.location());
    assert_eq!(lang_and_dir(&shown.body).0, "pt-BR");
    assert!(
        shown
            .body
            .contains(&escaped(&text(Language::PtBr, "account-language-saved"))),
        "{}",
        shown.body
    );
}

/// `prompt=login` shows the login form to a browser that is signed in:
/// its user's stored language speaks there (and on the form shown again
/// after a wrong password), above `Accept-Language`.
pub fn a_signed_in_users_language_speaks_on_a_fresh_sign_in(app: &TestApp) {
    let seeded = app.seed();
    let signed_in = app.post_json(
        LOGIN,
        &json!({"email": seeded.user.email.as_str(), "password": PASSWORD}),
    );
    let token = signed_in.body["accountToken"].as_str().unwrap().to_owned();
    let stored = app.send(
        app.http
            .patch(app.url("/accounts/users/v1/profile"))
            .bearer_auth(&token)
            .json(&json!({"locale": "ja"})),
    );
    assert_eq!(stored.status, 200, "{}", stored.body);
    let url = format!("{}&prompt=login", crate::browser::code_flow(&seeded));
    let page = |browser: &mut Browser<'_>| {
        let request = browser
            .http
            .get(app.url(&url))
            .header("Accept-Language", "fr");
        browser.send(request)
    };
    // Not signed in: Accept-Language.
    let mut stranger = Browser::new(app);
    let form = page(&mut stranger);
    assert_eq!(form.status, 200, "{}", form.body);
    assert_eq!(lang_and_dir(&form.body).0, "fr");

    let mut browser = Browser::new(app);
    let (name, value) = seeded_session_cookie(app, &seeded);
    browser.cookies.insert(name, value);
    let form = page(&mut browser);
    assert_eq!(
        form.status, 200,
        "prompt=login shows the form: {}",
        form.body
    );
    assert_eq!(
        lang_and_dir(&form.body).0,
        "ja",
        "the signed-in user's language"
    );
    let mut wrong = form.hidden_fields();
    wrong.push(("email".into(), seeded.user.email.as_str().into()));
    wrong.push(("password".into(), "not the password".into()));
    let request = browser
        .http
        .post(app.url(crate::browser::AUTHORIZE))
        .header("Accept-Language", "fr")
        .form(&wrong);
    let again = browser.send(request);
    assert_eq!(again.status, 401, "{}", again.body);
    assert_eq!(lang_and_dir(&again.body).0, "ja", "the form shown again");
}

per_backend!(
    a_user_keeps_a_language_for_mails_pages_and_userinfo,
    the_account_page_sets_the_users_language,
);

on_both_backends!(a_signed_in_users_language_speaks_on_a_fresh_sign_in);
