//! A session's account token works only on the face that opened it
//! (docs/decisions.md, "Session channels"): an app's token put in the
//! browser's cookie opens no page and no console; the browser's cookie
//! sent as a bearer opens no API.

use accounts_domain::operators::Role;
use accounts_domain::records::{SessionAuth, SessionChannel};
use accounts_domain::repository::OperatorRepository;

use crate::browser::Browser;
use crate::helpers::TestApp;
use crate::native_app::login;

const SESSIONS: &str = "/accounts/users/v1/sessions";
const ACCOUNT: &str = "/accounts/account";
const CONSOLE: &str = "/accounts/console/";
const COOKIE: &str = "__Host-accounts_session";

/// A browser whose session cookie holds `token`.
fn with_cookie<'a>(app: &'a TestApp, token: &str) -> Browser<'a> {
    let mut browser = Browser::new(app);
    browser.cookies.insert(COOKIE.into(), token.into());
    browser
}

/// Whether the account page shows the signed-in account (not its login form).
fn signed_in_page(browser: &mut Browser<'_>, email: &str) -> bool {
    let page = browser.get(ACCOUNT);
    assert_eq!(page.status, 200, "{}", page.body);
    page.body.contains("<title>Your account") && page.body.contains(email)
}

pub fn an_apps_token_opens_no_page_and_a_browsers_cookie_no_api(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();

    // An app's token: a bearer, not a cookie.
    let reply = login(app, email, "correct horse");
    assert_eq!(reply.status, 200, "{}", reply.body);
    let app_token = reply.body["accountToken"].as_str().unwrap().to_owned();
    assert_eq!(app.get_bearer(SESSIONS, &app_token).status, 200);
    let mut planted = with_cookie(app, &app_token);
    assert!(
        !signed_in_page(&mut planted, email),
        "an app's token in the cookie opens no account page"
    );

    // A browser's cookie: the pages, not a bearer.
    let mut browser = Browser::new(app);
    let form = browser.get(ACCOUNT);
    let mut fields = form.hidden_fields();
    fields.push(("email".into(), email.into()));
    fields.push(("password".into(), "correct horse".into()));
    assert_eq!(browser.post(ACCOUNT, &fields).status, 303);
    let cookie = browser.cookies[COOKIE].clone();
    assert!(signed_in_page(&mut browser, email));
    let as_bearer = app.get_bearer(SESSIONS, &cookie);
    as_bearer.assert_error(401, "INVALID_TOKEN");
    for path in ["/accounts/users/v1/export", "/accounts/users/v1/links"] {
        assert_eq!(app.get_bearer(path, &cookie).status, 401, "{path}");
        assert_eq!(app.get_bearer(path, &app_token).status, 200, "{path}");
    }
    // Both stay usable on their own face.
    assert!(signed_in_page(&mut browser, email));
    assert_eq!(app.get_bearer(SESSIONS, &app_token).status, 200);
}

/// A two-factor session of the operator's opened on `channel`; its token.
fn operator_session(
    app: &TestApp,
    seeded: &crate::helpers::Seeded,
    channel: SessionChannel,
) -> String {
    app.session_token(seeded.user.id, channel, SessionAuth::PasswordAndOtp)
}

/// The console opens only for a session the browser pages opened: not
/// for an app's two-factor session put in the cookie, nor for one opened
/// before channels were recorded.
pub fn the_console_opens_only_for_a_browsers_session(app: &TestApp) {
    let seeded = app.seed();
    OperatorRepository::set_role(
        app.store(),
        seeded.user.id,
        Some(Role::Admin),
        app.clock_now(),
    )
    .unwrap();
    let browser_token = operator_session(app, &seeded, SessionChannel::Browser);
    let opened = with_cookie(app, &browser_token).get(CONSOLE);
    assert_eq!(opened.status, 200, "{}", opened.body);
    for channel in [SessionChannel::App, SessionChannel::Unrecorded] {
        let token = operator_session(app, &seeded, channel);
        let refused = with_cookie(app, &token).get(CONSOLE);
        assert_eq!(refused.status, 303, "{channel:?}: {}", refused.body);
        assert_eq!(refused.location(), ACCOUNT, "{channel:?}");
    }
    // A session opened before channels were recorded still serves both
    // faces until it ends (it is no console session).
    let unrecorded = operator_session(app, &seeded, SessionChannel::Unrecorded);
    assert_eq!(app.get_bearer(SESSIONS, &unrecorded).status, 200);
    assert!(signed_in_page(
        &mut with_cookie(app, &unrecorded),
        seeded.user.email.as_str()
    ));
}

on_both_backends!(
    an_apps_token_opens_no_page_and_a_browsers_cookie_no_api,
    the_console_opens_only_for_a_browsers_session,
);
