//! Pages, mails and JSON messages in the user's language
//! (docs/decisions.md, "Languages"): the order of the choice, the picker,
//! `ui_locales` kept through a sign-in, and JSON messages; the stored
//! language (mails, pages, userinfo) is in `languages_stored.rs`, and the
//! pseudo-locale that shows any visible word that bypasses the catalogue
//! in `languages_pseudo_locale.rs`. Expected texts are read from the
//! catalogue, so a translation's wording may change without these tests.

use accounts_service::catalogue::text;
use accounts_service::languages::Language;
use serde_json::json;

use crate::browser::{AUTHORIZE, Browser, Page, code_flow, params_of};
use crate::helpers::{Backend, Seeded, TestApp};

pub(crate) const LOGIN: &str = "/accounts/users/v1/login";

/// The picker's link to `tag` on a page, unescaped.
fn picker_link(page: &Page, tag: &str) -> String {
    let marker = format!("href=\"/accounts/language?lang={tag}&amp;back=");
    let start = page.body.find(&marker).expect("a picker link") + "href=\"".len();
    page.body[start..start + page.body[start..].find('"').unwrap()].replace("&amp;", "&")
}

/// `<html lang=… dir=…>` of a page.
pub(crate) fn lang_and_dir(body: &str) -> (String, String) {
    let start = body.find("<html ").expect("an <html> element");
    let tag = &body[start..start + body[start..].find('>').unwrap()];
    let attribute = |name: &str| {
        let marker = format!("{name}=\"");
        let from = tag.find(&marker).map(|i| i + marker.len()).unwrap_or(0);
        tag[from..from + tag[from..].find('"').unwrap_or(0)].to_owned()
    };
    (attribute("lang"), attribute("dir"))
}

/// The page's `<title>`.
fn title(body: &str) -> String {
    let start = body.find("<title>").unwrap() + "<title>".len();
    let end = body[start..].find("</title>").unwrap() + start;
    body[start..end].to_owned()
}

pub(crate) fn escaped(text: &str) -> String {
    accounts_http::pages::markup::escape(text)
}

fn login_page(
    app: &TestApp,
    seeded: &Seeded,
    ui_locales: Option<&str>,
    cookie: Option<&str>,
    accept: Option<&str>,
) -> Page {
    login_page_in(
        &mut Browser::new(app),
        app,
        seeded,
        (ui_locales, cookie, accept),
    )
}

/// The login page as `browser` gets it, with `ui_locales`, the picker's
/// cookie and `Accept-Language` when given.
fn login_page_in(
    browser: &mut Browser<'_>,
    app: &TestApp,
    seeded: &Seeded,
    (ui_locales, cookie, accept): (Option<&str>, Option<&str>, Option<&str>),
) -> Page {
    let mut url = code_flow(seeded);
    if let Some(ui_locales) = ui_locales {
        url.push_str("&ui_locales=");
        url.push_str(
            &url::form_urlencoded::byte_serialize(ui_locales.as_bytes()).collect::<String>(),
        );
    }
    if let Some(cookie) = cookie {
        browser
            .cookies
            .insert("__Host-accounts_lang".into(), cookie.into());
    }
    let mut request = browser.http.get(app.url(&url));
    if let Some(accept) = accept {
        request = request.header("Accept-Language", accept);
    }
    let page = browser.send(request);
    assert_eq!(page.status, 200, "{}", page.body);
    page
}

/// `ui_locales`, then the picker's cookie, then `Accept-Language` (weights,
/// `q=0`), then the default; unknown and malformed values are skipped.
pub fn the_first_language_that_applies_speaks(app: &TestApp) {
    let seeded = app.seed();
    for (ui_locales, cookie, accept, expected) in [
        (Some("xx ja"), Some("de"), Some("fr"), Language::Ja),
        (Some("xx-YY"), Some("fr"), Some("de"), Language::Fr),
        (None, Some("fr"), Some("de"), Language::Fr),
        (None, Some("tlh"), Some("de-AT, en;q=0.5"), Language::De),
        (None, None, Some("de;q=0, ko;q=0.2, en;q=0.1"), Language::Ko),
        (None, None, Some("zh-CN"), Language::ZhHans),
        (None, None, Some("pt"), Language::PtBr),
        (None, None, Some("ar-EG"), Language::Ar),
        (Some("@@ ;;"), Some("%%"), Some("*;q=x, ??"), Language::En),
        (None, None, None, Language::En),
    ] {
        let page = login_page(app, &seeded, ui_locales, cookie, accept);
        let (lang, dir) = lang_and_dir(&page.body);
        let case = format!("{ui_locales:?} {cookie:?} {accept:?}");
        assert_eq!(lang, expected.tag(), "{case}");
        assert_eq!(dir, if expected.is_rtl() { "rtl" } else { "ltr" }, "{case}");
        assert_eq!(
            title(&page.body),
            escaped(&text(expected, "page-login-title")),
            "{case}"
        );
    }
    assert_ne!(
        text(Language::Ja, "page-login-title"),
        text(Language::En, "page-login-title"),
        "Japanese has its own words"
    );
}

/// The picker on every page sets the cookie and shows the same page again,
/// with its `ui_locales` replaced; it never leads off the service.
pub fn the_picker_keeps_the_pick_and_shows_the_page_again(app: &TestApp) {
    let seeded = app.seed();
    let page = login_page(app, &seeded, Some("ja"), None, None);
    let href = picker_link(&page, "de");
    let mut browser = Browser::new(app);
    let picked = browser.get(&href);
    assert_eq!(picked.status, 303);
    assert_eq!(
        browser
            .cookies
            .get("__Host-accounts_lang")
            .map(String::as_str),
        Some("de")
    );
    let back = picked.location().to_owned();
    assert!(back.starts_with(AUTHORIZE), "{back}");
    assert_eq!(params_of(&back, '?')["ui_locales"], "de");
    let again = browser.get(&back);
    assert_eq!(lang_and_dir(&again.body).0, "de");

    // The cookie alone speaks on every page afterwards.
    let account = browser.get("/accounts/account");
    assert_eq!(lang_and_dir(&account.body).0, "de");

    for back in [
        "https://evil.test/accounts/account",
        "//evil.test/x",
        "javascript:alert(1)",
    ] {
        let query = url::form_urlencoded::Serializer::new(String::new())
            .append_pair("lang", "fr")
            .append_pair("back", back)
            .finish();
        let answer = browser.get(&format!("/accounts/language?{query}"));
        assert_eq!(answer.status, 303);
        assert_eq!(answer.location(), "/accounts/account", "{back}");
    }
    let unknown = browser.get("/accounts/language?lang=xx&back=/accounts/account");
    assert_eq!(unknown.status, 303);
    assert_eq!(
        browser
            .cookies
            .get("__Host-accounts_lang")
            .map(String::as_str),
        Some("fr")
    );
}

/// A sign-in that asked for a language keeps it after a failed attempt,
/// on the sign-up and reset pages it links to, and through PAR.
/// Registration is open (with mail), so the login page links to sign-up.
pub fn the_sign_in_keeps_ui_locales_through_its_steps(backend: Backend) {
    let smtp = accounts_testkit::smtp::SmtpServer::start();
    let app = &crate::lifecycle::app_with_mail(backend, &smtp);
    let seeded = app.seed();
    let mut browser = Browser::new(app);
    let page = login_page_in(&mut browser, app, &seeded, (Some("ja"), None, Some("de")));
    let mut failed = page.hidden_fields();
    failed.push(("email".into(), seeded.user.email.as_str().into()));
    failed.push(("password".into(), "wrong".into()));
    let request = browser
        .http
        .post(app.url(AUTHORIZE))
        .header("Accept-Language", "de")
        .form(&failed);
    let again = browser.send(request);
    assert_eq!(again.status, 401, "{}", again.body);
    assert_eq!(
        lang_and_dir(&again.body).0,
        "ja",
        "the posted form carries ui_locales"
    );

    for path in ["/accounts/password/forgot", "/accounts/signup"] {
        let link = page
            .body
            .split("href=\"")
            .skip(1)
            .map(|rest| rest[..rest.find('"').unwrap()].replace("&amp;", "&"))
            .find(|href| href.starts_with(path))
            .unwrap_or_else(|| panic!("the login page links to {path}: {}", page.body));
        assert!(link.contains("ui_locales=ja"), "{link}");
        let request = Browser::new(app)
            .http
            .get(app.url(&link))
            .header("Accept-Language", "de");
        let linked = Browser::new(app).send(request);
        assert_eq!(linked.status, 200, "{link}: {}", linked.body);
        assert_eq!(lang_and_dir(&linked.body).0, "ja", "{link}");
    }

    let pushed = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/par"))
            .basic_auth(seeded.client.id.to_string(), Some(seeded.secret.expose()))
            .form(&[
                ("response_type", "code"),
                ("redirect_uri", crate::helpers::REDIRECT_URI),
                ("scope", "openid"),
                ("code_challenge", crate::browser::CHALLENGE),
                ("code_challenge_method", "S256"),
                ("ui_locales", "ko"),
            ]),
    );
    assert_eq!(pushed.status, 201, "{}", pushed.body);
    let request_uri = pushed.body["request_uri"].as_str().unwrap();
    let query = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("client_id", &seeded.client.id.to_string())
        .append_pair("request_uri", request_uri)
        .finish();
    let mut browser = Browser::new(app);
    let request = browser
        .http
        .get(app.url(&format!("{AUTHORIZE}?{query}")))
        .header("Accept-Language", "de");
    let form = browser.send(request);
    assert_eq!(form.status, 200, "{}", form.body);
    assert_eq!(
        lang_and_dir(&form.body).0,
        "ko",
        "the pushed request's ui_locales"
    );
    // The picker still changes it: the pick goes into the query, which
    // outranks the pushed request's own.
    let href = picker_link(&form, "de");
    let picked = browser.get(&href);
    let back = picked.location().to_owned();
    assert!(back.contains("request_uri="), "{back}");
    assert!(
        !back.contains("redirect_uri"),
        "only the request as carried: {back}"
    );
    let again = browser.get(&back);
    assert_eq!(lang_and_dir(&again.body).0, "de");
}

/// The hidden fields of the account page's form for `action`.
pub(crate) fn action_form(page: &Page, action: &str) -> Vec<(String, String)> {
    let marker = format!("name=\"action\" value=\"{action}\"");
    let index = page
        .body
        .split("<form ")
        .skip(1)
        .position(|form| form.contains(&marker))
        .unwrap_or_else(|| panic!("a {action} form: {}", page.body));
    page.form_fields(index)
}

/// JSON answers keep their `code`; `msg` is in the language asked for.
pub fn json_messages_follow_accept_language(app: &TestApp) {
    let seeded = app.seed();
    for language in [Language::De, Language::Ja, Language::Ar] {
        let refused = app.send(
            app.http
                .post(app.url(LOGIN))
                .header("Accept-Language", language.tag())
                .json(&json!({"email": seeded.user.email.as_str(), "password": "wrong"})),
        );
        refused.assert_error(401, "INVALID_CREDENTIALS");
        assert_eq!(
            refused.body["msg"],
            text(language, "api-code-invalid-credentials").as_ref()
        );
        assert_ne!(
            refused.body["msg"],
            text(Language::En, "api-code-invalid-credentials").as_ref()
        );
    }
    // An operator's refused input: a named rule, in the language asked for.
    let refused = app.send(
        app.http
            .put(app.url(&format!("/accounts/admin/v1/users/{}/role", seeded.user.id)))
            .bearer_auth(crate::helpers::ADMIN_KEY)
            .header("Accept-Language", "ja")
            .json(&json!({"role": "boss"})),
    );
    refused.assert_error(400, "INVALID_REQUEST");
    assert_eq!(
        refused.body["msg"],
        text(Language::Ja, "rule-role-name").as_ref()
    );
    let discovery = app.send(app.http.get(app.url("/.well-known/openid-configuration")));
    let supported: Vec<&str> = discovery.body["ui_locales_supported"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(
        supported,
        [
            "en", "de", "fr", "es", "pt-BR", "ja", "ko", "zh-Hans", "ru", "ar", "hi", "id", "it",
            "nl", "pl", "tr", "uk", "vi", "th", "zh-Hant", "sv", "da", "nb", "fi", "cs", "el",
            "he", "hu", "ro", "bg", "ms", "fil", "bn", "fa", "ur", "ta"
        ]
    );
}

/// The seed interface's three verify-token messages (docs/api.md,
/// "verify-token") are compared by clients: asked for in German they stay
/// as they are, beside a message that is German.
pub fn the_seeds_fixed_messages_stay_as_they_are(app: &TestApp) {
    let seeded = app.seed();
    let other = app.seed();
    let (access, _) = app.tokens(&seeded, "email");
    let verify = |asking: &Seeded| {
        app.send(
            app.http
                .post(app.url("/accounts/oauth2/v1/verify-token"))
                .header("Accept-Language", "de")
                .json(&json!({
                    "token_type": "token",
                    "token": access,
                    "client_id": asking.client.id.to_string(),
                    "client_secret": asking.secret.expose(),
                })),
        )
    };
    // German is spoken here: another answer's message is German.
    let refused = app.send(
        app.http
            .post(app.url(LOGIN))
            .header("Accept-Language", "de")
            .json(&json!({"email": seeded.user.email.as_str(), "password": "wrong"})),
    );
    refused.assert_error(401, "INVALID_CREDENTIALS");
    assert_eq!(
        refused.body["msg"],
        text(Language::De, "api-code-invalid-credentials").as_ref()
    );
    assert_ne!(
        refused.body["msg"],
        text(Language::En, "api-code-invalid-credentials").as_ref()
    );

    let verified = verify(&seeded);
    assert_eq!(
        verified.body["code"], "VERIFICATION_SUCCESS",
        "{}",
        verified.body
    );
    assert_eq!(verified.body["msg"], "Token Verification success");
    let invalid = verify(&other);
    assert_eq!(invalid.body["code"], "INVALID_TOKEN", "{}", invalid.body);
    assert_eq!(
        invalid.body["msg"],
        "Token Invalid for given ClientId/ClientSecret"
    );
    app.advance(time::Duration::hours(1));
    let expired = verify(&seeded);
    assert_eq!(expired.body["code"], "EXPIRED_TOKEN", "{}", expired.body);
    assert_eq!(expired.body["msg"], "Token Expired!");
}

per_backend!(the_sign_in_keeps_ui_locales_through_its_steps);

on_both_backends!(
    the_seeds_fixed_messages_stay_as_they_are,
    the_first_language_that_applies_speaks,
    the_picker_keeps_the_pick_and_shows_the_page_again,
    json_messages_follow_accept_language,
);
