//! Confirming an address from the mailed link's page (docs/decisions.md,
//! "Confirming an address"): only the one who asked confirms. The
//! browser that signed up (or asked for an address change), or one
//! signed in to the account, confirms with one click; any other browser
//! is asked for the account's password; the mail, in another language,
//! also says in English not to confirm what one did not ask for.

use accounts_domain::ids::UserId;
use accounts_domain::records::{AuditAction, AuditQuery};
use accounts_domain::repository::UserRepository;
use accounts_service::catalogue::text;
use accounts_service::languages::Language;
use accounts_testkit::smtp::SmtpServer;
use serde_json::json;

use crate::browser::{Browser, Page};
use crate::helpers::{Backend, TestApp};
use crate::lifecycle::{CODE_MARKER, REGISTER, VERIFY, app_with_mail, done, verified};

const LINK_BASE: &str = "https://accounts.test";
const CONFIRM: &str = "/accounts/email/verify";

/// Signs up on the sign-up page in `browser`; the mailed link's path.
fn sign_up(browser: &mut Browser<'_>, smtp: &SmtpServer, email: &str, password: &str) -> String {
    let form = browser.get("/accounts/signup");
    assert_eq!(form.status, 200, "{}", form.body);
    let mut fields = form.hidden_fields();
    fields.push(("email".into(), email.into()));
    fields.push(("password".into(), password.into()));
    let checked = browser.post("/accounts/signup", &fields);
    assert_eq!(checked.status, 200, "{}", checked.body);
    let binding = checked
        .set_cookie("__Host-accounts_asked")
        .expect("the asking browser's binding")
        .to_owned();
    assert!(
        binding.contains("HttpOnly") && binding.contains("Secure") && binding.contains("Path=/;"),
        "{binding}"
    );
    smtp.wait_for(email, 1)
        .word_after(LINK_BASE)
        .expect("the link")
}

/// Whether the confirmation page asks for the account's password.
fn asks_for_password(page: &Page) -> bool {
    page.body.contains("name=\"password\"") && page.body.contains("type=\"password\"")
}

/// The link's form posted from `browser` with its own CSRF token, and
/// the password when given.
fn confirm(browser: &mut Browser<'_>, link: &str, password: Option<&str>) -> Page {
    let page = browser.get(link);
    assert_eq!(page.status, 200, "{}", page.body);
    let mut fields = page.hidden_fields();
    assert!(
        fields
            .iter()
            .any(|(n, v)| n == "csrf_token" && !v.is_empty()),
        "the form has its CSRF token: {}",
        page.body
    );
    if let Some(password) = password {
        fields.push(("password".into(), password.into()));
    }
    browser.post(CONFIRM, &fields)
}

/// A pre-hijack: someone signs up with another person's address. The
/// owner's browser, opening the unexpected mail's link, is asked for the
/// account's password, which only the one who signed up knows; the
/// browser that signed up confirms with one click.
pub fn only_the_browser_that_signed_up_confirms_with_a_click(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let email = format!("owner-{}@example.com", UserId::generate(app.clock_now()));
    let mut squatter = Browser::new(&app);
    let link = sign_up(&mut squatter, &smtp, &email, "the squatter's phrase");

    // The owner's browser: asked for the password, and nothing confirmed
    // without it, or with a wrong one.
    let mut owner = Browser::new(&app);
    let page = owner.get(&link);
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(asks_for_password(&page), "{}", page.body);
    assert!(
        page.body.contains("type the code from the mail in the app"),
        "{}",
        page.body
    );
    let refused = confirm(&mut owner, &link, None);
    assert_eq!(refused.status, 401, "{}", refused.body);
    assert!(asks_for_password(&refused), "{}", refused.body);
    let wrong = confirm(&mut owner, &link, Some("a guess at the phrase"));
    assert_eq!(wrong.status, 401, "{}", wrong.body);
    assert!(
        wrong
            .body
            .contains("That is not the account&#39;s password"),
        "{}",
        wrong.body
    );
    assert!(
        !verified(&app, &email),
        "the owner's click confirmed nothing"
    );
    // A guess there leaves the trail a failed sign-in leaves.
    let guesses = app
        .store()
        .query_audit(&AuditQuery {
            action: Some(AuditAction::LoginFailed),
            limit: 10,
            ..AuditQuery::default()
        })
        .unwrap();
    assert!(
        guesses.iter().any(|e| e.event.detail == "confirmation"),
        "{guesses:?}"
    );

    // The browser that signed up: one button, and the same link works.
    let page = squatter.get(&link);
    assert!(!asks_for_password(&page), "{}", page.body);
    assert!(page.body.contains("Confirm my address"), "{}", page.body);
    let confirmed = confirm(&mut squatter, &link, None);
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    assert!(verified(&app, &email));
    assert_eq!(
        squatter.get(&link).status,
        400,
        "a used link's page says it is not valid"
    );
}

/// An app's registration: the app confirms with the mailed code; the
/// link's page, in any browser, asks for the password and confirms with
/// the right one.
pub fn a_registration_from_an_app_confirms_with_its_code_or_the_password(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let by_code = format!("code-{}@example.com", UserId::generate(app.clock_now()));
    let by_link = format!("link-{}@example.com", UserId::generate(app.clock_now()));
    for email in [&by_code, &by_link] {
        done(
            &app.post_json(
                REGISTER,
                &json!({"email": email, "password": "a long passphrase"}),
            ),
            202,
            "REGISTRATION_ACCEPTED",
        );
    }
    let token = smtp.wait_for(&by_code, 1).word_after(CODE_MARKER).unwrap();
    done(
        &app.post_json(VERIFY, &json!({"token": token})),
        200,
        "EMAIL_VERIFIED",
    );
    assert!(verified(&app, &by_code));

    let link = smtp.wait_for(&by_link, 1).word_after(LINK_BASE).unwrap();
    let mut browser = Browser::new(&app);
    assert!(asks_for_password(&browser.get(&link)));
    assert_eq!(confirm(&mut browser, &link, None).status, 401);
    assert!(!verified(&app, &by_link));
    // A disabled account is confirmed by nobody, its password included.
    let id = account_id(&app, &by_link);
    UserRepository::set_enabled(app.store(), id, false, app.clock_now()).unwrap();
    let refused = confirm(&mut browser, &link, Some("a long passphrase"));
    assert_eq!(refused.status, 401, "{}", refused.body);
    UserRepository::set_enabled(app.store(), id, true, app.clock_now()).unwrap();
    let confirmed = confirm(&mut browser, &link, Some("a long passphrase"));
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    assert!(verified(&app, &by_link));
    // Wrong passwords here count as failed sign-ins do.
    let unknown = Browser::new(&app).get(&format!("{CONFIRM}?token=nothing-we-sent"));
    assert_eq!(unknown.status, 400, "{}", unknown.body);
}

/// Moving an account to another address: the browser that asked, or
/// one signed in to the account, confirms with a click; the new
/// address's owner, elsewhere, is asked for the account's password.
pub fn an_address_change_is_confirmed_only_by_whoever_asked(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let seeded = app.seed();
    let old = seeded.user.email.as_str();
    let new = format!("taken-{}@example.com", UserId::generate(app.clock_now())).to_lowercase();
    let mut asker = Browser::new(&app);
    let asked = ask_for_address(&mut asker, old, &new);
    assert!(
        asked.set_cookie("__Host-accounts_asked").is_some(),
        "the asking browser's binding"
    );
    let link = smtp.wait_for(&new, 1).word_after(LINK_BASE).unwrap();

    let mut stranger = Browser::new(&app);
    assert!(asks_for_password(&stranger.get(&link)));
    let refused = confirm(&mut stranger, &link, None);
    assert_eq!(refused.status, 401, "{}", refused.body);
    assert_eq!(address_of(&app, seeded.user.id), old, "nothing moved");

    // Another browser of the account's, signed in but without the
    // binding: one click.
    let mut signed_in = Browser::new(&app);
    assert_eq!(account_sign_in(&mut signed_in, old).status, 303);
    let page = signed_in.get(&link);
    assert!(!asks_for_password(&page), "{}", page.body);
    let confirmed = confirm(&mut signed_in, &link, None);
    assert_eq!(confirmed.status, 200, "{}", confirmed.body);
    assert_eq!(address_of(&app, seeded.user.id), new);
}

/// Signs `email` in on the account page.
fn account_sign_in(browser: &mut Browser<'_>, email: &str) -> Page {
    let form = browser.get("/accounts/account");
    let mut fields = form.hidden_fields();
    fields.push(("email".into(), email.into()));
    fields.push(("password".into(), "correct horse".into()));
    browser.post("/accounts/account", &fields)
}

/// Signs in on the account page and asks to move the account to `new`.
fn ask_for_address(browser: &mut Browser<'_>, email: &str, new: &str) -> Page {
    assert_eq!(account_sign_in(browser, email).status, 303);
    let page = browser.get("/accounts/account");
    let mut fields = crate::languages::action_form(&page, "email");
    fields.push(("email".into(), new.into()));
    fields.push(("current_password".into(), "correct horse".into()));
    let asked = browser.post("/accounts/account", &fields);
    assert_eq!(asked.status, 303, "{}", asked.body);
    asked
}

fn account_id(app: &TestApp, email: &str) -> UserId {
    let email = accounts_domain::addresses::Email::parse(email).unwrap();
    app.store().find_by_email(&email).unwrap().unwrap().id
}

fn address_of(app: &TestApp, id: UserId) -> String {
    UserRepository::find(app.store(), id)
        .unwrap()
        .unwrap()
        .email
        .as_str()
        .to_owned()
}

/// Whoever registers picks the mail's language; in any language but
/// English, the mail also says in English not to confirm an account one
/// did not create.
pub fn a_confirmation_mail_in_another_language_warns_in_english_too(backend: Backend) {
    let smtp = SmtpServer::start();
    let app = app_with_mail(backend, &smtp);
    let warning = text(Language::En, "mail-not-yours-english").into_owned();
    for (tag, language) in [
        ("de", Language::De),
        ("en", Language::En),
        ("th-TH", Language::Th),
        ("he", Language::He),
        ("zh-TW", Language::ZhHant),
    ] {
        let email = format!("{tag}-{}@example.com", UserId::generate(app.clock_now()));
        let registered = app.send(
            app.http
                .post(app.url(REGISTER))
                .header("Accept-Language", tag)
                .json(&json!({"email": email, "password": "a long passphrase"})),
        );
        assert_eq!(registered.status, 202, "{}", registered.body);
        let mail = smtp.wait_for(&email, 1);
        assert_eq!(mail.subject, text(language, "mail-verification-subject"));
        let warned = mail.body.contains(&warning);
        assert_eq!(warned, language != Language::En, "{tag}: {}", mail.body);
        assert!(
            mail.body
                .contains(text(language, "mail-verification-where").as_ref()),
            "{}",
            mail.body
        );
    }
}

per_backend!(
    only_the_browser_that_signed_up_confirms_with_a_click,
    a_registration_from_an_app_confirms_with_its_code_or_the_password,
    an_address_change_is_confirmed_only_by_whoever_asked,
    a_confirmation_mail_in_another_language_warns_in_english_too,
);
