//! Every cookie of ours is `__Host-` over https (docs/decisions.md,
//! "Standard face"): `Secure`, `Path=/`, no `Domain`, so a sibling
//! subdomain cannot plant one; and the server reads only the prefixed
//! name there, so a cookie of the unprefixed name that a sibling planted
//! is ignored. Each case first shows the cookie doing its work under its
//! own name, then the same request with the same value under the
//! unprefixed name doing nothing. The second step's challenge cookie has
//! its case in `second_factor_sign_in.rs`.

use crate::browser::{AUTHORIZE, Browser, PASSWORD, Page, code_flow, params_of};
use crate::helpers::{Backend, REDIRECT_URI, TestApp};
use crate::languages::lang_and_dir;
use crate::upstream::{PROVIDER, start_link, to_callback, world};

/// The Set-Cookie of `name` has the `__Host-` prefix's attributes.
fn assert_host_only(page: &Page, name: &str) {
    let cookie = page
        .set_cookie(name)
        .unwrap_or_else(|| panic!("{name} is set: {:?}", page.headers));
    let attributes: Vec<&str> = cookie.split("; ").skip(1).collect();
    for attribute in ["Secure", "Path=/"] {
        assert!(
            attributes.contains(&attribute),
            "{cookie} lacks {attribute}"
        );
    }
    assert!(!cookie.contains("Domain"), "{cookie}");
}

/// A browser holding only `name` = `value`.
fn browser_with<'a>(app: &'a TestApp, name: &str, value: &str) -> Browser<'a> {
    let mut browser = Browser::new(app);
    browser.cookies.insert(name.into(), value.into());
    browser
}

/// The session, the CSRF and the language picker's cookies.
pub fn an_unprefixed_cookie_is_ignored_over_https(app: &TestApp) {
    // The session: its cookie skips the login form (302 to the client);
    // the same value unprefixed is no session (the form).
    let seeded = app.seed();
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    assert_host_only(&form, "__Host-accounts_csrf");
    let signed_in = browser.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(signed_in.status, 303, "{}", signed_in.body);
    assert_host_only(&signed_in, "__Host-accounts_session");
    let session = browser.cookies["__Host-accounts_session"].clone();
    let skipped = browser_with(app, "__Host-accounts_session", &session).get(&code_flow(&seeded));
    assert_eq!(skipped.status, 302, "{}", skipped.body);
    assert!(skipped.location().starts_with(REDIRECT_URI));
    let planted = browser_with(app, "accounts_session", &session).get(&code_flow(&seeded));
    assert_eq!(planted.status, 200, "the login form: {}", planted.body);
    let title = |page: &Page| {
        page.body
            .split("<title>")
            .nth(1)
            .unwrap()
            .split("</title>")
            .next()
            .unwrap()
            .to_owned()
    };
    let account = browser_with(app, "__Host-accounts_session", &session).get("/accounts/account");
    let planted = browser_with(app, "accounts_session", &session).get("/accounts/account");
    let signed_out = Browser::new(app).get("/accounts/account");
    assert_ne!(title(&account), title(&signed_out), "the account itself");
    assert_eq!(
        title(&planted),
        title(&signed_out),
        "the account page's login form"
    );

    // The CSRF cookie: a form's token fits its browser's cookie; the same
    // cookie value unprefixed makes the same form 403.
    let mut stranger = Browser::new(app);
    let form = stranger.get(&code_flow(&seeded));
    let csrf = stranger.cookies["__Host-accounts_csrf"].clone();
    let mut fields = form.hidden_fields();
    fields.push(("email".into(), seeded.user.email.as_str().into()));
    fields.push(("password".into(), PASSWORD.into()));
    let refused = browser_with(app, "accounts_csrf", &csrf).post(AUTHORIZE, &fields);
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.set_cookie("__Host-accounts_session").is_none());
    let accepted = browser_with(app, "__Host-accounts_csrf", &csrf).post(AUTHORIZE, &fields);
    assert_eq!(accepted.status, 303, "{}", accepted.body);

    // The language picker's cookie: `__Host-accounts_lang`, read; the
    // unprefixed one is not.
    let mut picker = Browser::new(app);
    let picked = picker.get("/accounts/language?lang=de&back=/accounts/account");
    assert_eq!(picked.status, 303);
    assert_host_only(&picked, "__Host-accounts_lang");
    assert!(picked.set_cookie("accounts_lang").is_none());
    assert_eq!(lang_and_dir(&picker.get("/accounts/account").body).0, "de");
    let planted = browser_with(app, "accounts_lang", "de").get("/accounts/account");
    assert_eq!(lang_and_dir(&planted.body).0, "en");
}

/// The upstream round trip's cookie: it binds the callback to the browser
/// that started the round trip; unprefixed, the callback is refused.
pub fn an_unprefixed_round_trip_cookie_is_ignored_over_https(backend: Backend) {
    let world = world(backend, "open");
    let down = &world.downstream;
    let seeded = down.seed();
    let upstream_user = world.upstream.seed().user;

    let mut browser = Browser::new(down);
    let start = start_link(&mut browser, &seeded, PROVIDER, "Corp");
    let to_upstream = browser.get(&start);
    assert_host_only(&to_upstream, "__Host-accounts_upstream");
    let callback = to_callback(&world, &to_upstream, &upstream_user);
    let back = browser.get(&callback);
    assert_eq!(back.status, 303, "{}", back.body);
    assert!(
        back.location().starts_with(REDIRECT_URI),
        "{}",
        back.location()
    );
    assert!(params_of(back.location(), '?').contains_key("code"));

    // The same round trip, its cookie moved to the unprefixed name.
    let mut browser = Browser::new(down);
    let start = start_link(&mut browser, &seeded, PROVIDER, "Corp");
    let to_upstream = browser.get(&start);
    let callback = to_callback(&world, &to_upstream, &upstream_user);
    let value = browser.cookies.remove("__Host-accounts_upstream").unwrap();
    browser.cookies.insert("accounts_upstream".into(), value);
    let refused = browser.get(&callback);
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert!(refused.set_cookie("__Host-accounts_session").is_none());
}

on_both_backends!(an_unprefixed_cookie_is_ignored_over_https);

upstream_on_both_backends!(an_unprefixed_round_trip_cookie_is_ignored_over_https);
