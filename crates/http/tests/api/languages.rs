//! Pages, mails and JSON messages in the user's language
//! (docs/decisions.md, "Languages"): the order of the choice, the picker,
//! `ui_locales` kept through a sign-in, the stored language (mails,
//! pages, userinfo), and the pseudo-locale that shows any visible word
//! that bypasses the catalogue. Expected texts are read from the
//! catalogue, so a translation's wording may change without these tests.

use accounts_domain::repository::UserRepository;
use accounts_service::catalogue::text;
use accounts_service::languages::Language;
use accounts_testkit::smtp::SmtpServer;
use serde_json::json;

use crate::browser::{AUTHORIZE, Browser, PASSWORD, Page, code_flow, params_of};
use crate::helpers::{Backend, Seeded, TestApp};

const LOGIN: &str = "/accounts/users/v1/login";

/// The picker's link to `tag` on a page, unescaped.
fn picker_link(page: &Page, tag: &str) -> String {
    let marker = format!("href=\"/accounts/language?lang={tag}&amp;back=");
    let start = page.body.find(&marker).expect("a picker link") + "href=\"".len();
    page.body[start..start + page.body[start..].find('"').unwrap()].replace("&amp;", "&")
}

/// `<html lang=… dir=…>` of a page.
fn lang_and_dir(body: &str) -> (String, String) {
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

fn escaped(text: &str) -> String {
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
            .insert("accounts_lang".into(), cookie.into());
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
        browser.cookies.get("accounts_lang").map(String::as_str),
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
        browser.cookies.get("accounts_lang").map(String::as_str),
        Some("fr")
    );
}

/// A sign-in that asked for a language keeps it after a failed attempt,
/// on the sign-up and reset pages it links to, and through PAR.
pub fn the_sign_in_keeps_ui_locales_through_its_steps(app: &TestApp) {
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
            .find(|href| href.starts_with(path));
        if let Some(link) = link {
            assert!(link.contains("ui_locales=ja"), "{link}");
            let linked = Browser::new(app).get(&link);
            assert_eq!(lang_and_dir(&linked.body).0, "ja", "{link}");
        }
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
    browser.cookies.insert("accounts_lang".into(), "ko".into());
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
        browser.cookies.get("accounts_lang").map(String::as_str),
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

/// The hidden fields of the account page's form for `action`.
fn action_form(page: &Page, action: &str) -> Vec<(String, String)> {
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
            "en", "de", "fr", "es", "pt-BR", "ja", "ko", "zh-Hans", "ru", "ar", "hi", "id"
        ]
    );
}

/// Every page in the pseudo-locale (`en-XA`: English accented and
/// lengthened) shows no plain English word: no visible string bypasses
/// the catalogue. Data (addresses, names, ids, URLs), protocol words and
/// the language picker's own names are not the catalogue's and are taken
/// out first; anything else in plain ASCII letters is a bypass.
pub fn no_visible_string_bypasses_the_catalogue(app: &TestApp) {
    let (mut browser, seeded) =
        crate::console::operator(app, accounts_domain::operators::Role::Admin);
    browser
        .cookies
        .insert("accounts_lang".into(), "en-XA".into());
    let user = seeded.user.id.to_string();
    let client = seeded.client.id.to_string();
    let (third_party, _) = crate::consent::third_party(app);
    let mut pages: Vec<(String, Page)> = Vec::new();
    let mut visit = |browser: &mut Browser<'_>, path: String| {
        let page = browser.get(&path);
        pages.push((path, page));
    };
    for path in [
        "/accounts/console/".to_owned(),
        "/accounts/console/users".to_owned(),
        format!("/accounts/console/users/{user}"),
        "/accounts/console/audit".to_owned(),
        // A refused filter: a named rule, said from the catalogue.
        "/accounts/console/audit?limit=9999".to_owned(),
        "/accounts/console/clients".to_owned(),
        "/accounts/console/clients/new".to_owned(),
        format!("/accounts/console/clients/{client}"),
        "/accounts/console/apis".to_owned(),
        "/accounts/console/webhooks".to_owned(),
        "/accounts/console/keys".to_owned(),
        "/accounts/console/settings".to_owned(),
        "/accounts/account".to_owned(),
        "/accounts/account/delete".to_owned(),
        "/accounts/oauth2/v1/device".to_owned(),
        crate::consent::request(&third_party, "openid profile", &[]),
    ] {
        visit(&mut browser, path);
    }
    let mut stranger = Browser::new(app);
    stranger
        .cookies
        .insert("accounts_lang".into(), "en-XA".into());
    for path in [
        code_flow(&seeded),
        crate::browser::authorize_url("no-such-client", &[("response_type", "code")]),
        "/accounts/account".to_owned(),
        "/accounts/signup".to_owned(),
        "/accounts/password/forgot".to_owned(),
        "/accounts/password/reset?token=not-a-token".to_owned(),
        "/accounts/email/verify?token=not-a-token".to_owned(),
        "/accounts/delete-account".to_owned(),
        "/accounts/oauth2/v1/device?user_code=WDJB-MJHT".to_owned(),
    ] {
        visit(&mut stranger, path);
    }
    let login = stranger.get(&code_flow(&seeded));
    let failed = stranger.sign_in(&login, seeded.user.email.as_str(), "wrong password");
    pages.push(("a failed sign-in".into(), failed));
    // A rule's refusal: a new password that is too short.
    let account = browser.get("/accounts/account");
    let mut fields = action_form(&account, "password");
    fields.push(("current_password".into(), PASSWORD.into()));
    fields.push(("new_password".into(), "short".into()));
    let refused = browser.post("/accounts/account", &fields);
    assert_eq!(refused.status, 400, "{}", refused.body);
    pages.push(("a refused new password".into(), refused));

    let mut data = vec![
        seeded.user.email.as_str().to_owned(),
        seeded.user.profile.name.clone(),
        seeded.client.name.clone(),
        "Photo Printer".to_owned(),
        seeded.user.profile.city.clone(),
        seeded.user.profile.country.clone(),
    ];
    // The session's device, as its user agent named it.
    let device = serde_json::to_value(&seeded.session.details.device).unwrap();
    data.extend(
        device
            .as_object()
            .into_iter()
            .flat_map(|o| o.values())
            .flat_map(|v| v.as_object().into_iter().flat_map(|o| o.values()))
            .filter_map(|v| v.as_str().map(str::to_owned))
            .filter(|v| !v.is_empty()),
    );
    let cells = regex::Regex::new(r"(?s)<td>.*?</td>").unwrap();
    let mut bypasses = Vec::new();
    for (path, page) in &pages {
        assert!(
            page.status < 500 && !page.body.is_empty(),
            "{path}: {}",
            page.status
        );
        assert_eq!(lang_and_dir(&page.body).0, "en-XA", "{path}");
        // The settings page's values are the configuration as written.
        let body = if path.ends_with("/settings") {
            cells.replace_all(&page.body, " ").into_owned()
        } else {
            page.body.clone()
        };
        for word in plain_words(&body, &data) {
            bypasses.push(format!("{path}: {word}"));
        }
    }
    bypasses.sort();
    bypasses.dedup();
    assert!(
        bypasses.is_empty(),
        "text outside the catalogue:\n{}",
        bypasses.join("\n")
    );
}

/// Words of three or more plain ASCII letters in what a page shows: its
/// text and the attributes people read (`title`, `aria-label`,
/// `placeholder`, `alt`, the script's `data-error-*` messages).
fn plain_words(body: &str, data: &[String]) -> Vec<String> {
    let cut = |text: &str, pattern: &str| {
        regex::Regex::new(pattern)
            .unwrap()
            .replace_all(text, " ")
            .into_owned()
    };
    let mut visible = cut(
        body,
        r"(?s)<style>.*?</style>|<script[^>]*>.*?</script>|<!doctype html>",
    );
    // The picker and the language select name each language in itself.
    visible = cut(
        &visible,
        r#"(?s)<nav class="languages".*?</nav>|<option [^>]*lang="[^"]*"[^>]*>[^<]*</option>"#,
    );
    // Code, ids and protocol values shown as such.
    visible = cut(
        &visible,
        r#"(?s)<code>.*?</code>|<span class="code">.*?</span>|<td class="(?:mono|id)">.*?</td>"#,
    );
    let mut shown = String::new();
    let attribute =
        regex::Regex::new(r#"(?:title|aria-label|placeholder|alt|data-error-[a-z-]+)="([^"]*)""#)
            .unwrap();
    for capture in attribute.captures_iter(&visible) {
        shown.push_str(&capture[1]);
        shown.push('\n');
    }
    shown.push_str(&cut(&visible, r"(?s)<[^>]*>"));
    let mut shown = shown
        .replace("&amp;", "&")
        .replace("&quot;", "\"")
        .replace("&#39;", "'");
    for value in data {
        shown = shown.replace(value.as_str(), " ");
    }
    // Addresses, URLs, ULIDs, key ids, package names, audit event types
    // (`user.created`) and other tokens of letters and digits.
    shown = cut(
        &shown,
        r"\S+@\S+|https?://\S+|/accounts/\S*|\b[0-9A-Z]{26}\b|\b\S*[0-9_]\S*\b|\b\w+(?:\.\w+)+\b",
    );
    let allowed = [
        // Protocol and product words, the same in every language.
        "OAuth",
        "OpenID",
        "JSON",
        "UTC",
        "TOTP",
        "URL",
        "URI",
        "API",
        "APIs",
        "HTTP",
        "HTTPS",
        "PKCE",
        "PAR",
        "DPoP",
        "JWT",
        "JWKS",
        "RS256",
        "ES256",
        "EdDSA",
        "SMTP",
        "ID",
        "openid",
        "email",
        "profile",
        "authorization",
        "client_id",
        "client_credentials",
        "redirect_uri",
        "code",
        // The audit trail's records: the admin API's actor, a role change's detail.
        "admin",
        // A session's sign-in methods (RFC 8176 `amr` values) and the
        // device code's format.
        "pwd",
        "otp",
        "mfa",
        "hwk",
        "swk",
        "fed",
        "XXXX",
    ];
    regex::Regex::new(r"[A-Za-z]{3,}")
        .unwrap()
        .find_iter(&shown)
        .map(|m| m.as_str().to_owned())
        .filter(|word| !allowed.contains(&word.as_str()))
        .collect()
}

on_both_backends!(
    the_sign_in_keeps_ui_locales_through_its_steps,
    the_first_language_that_applies_speaks,
    the_picker_keeps_the_pick_and_shows_the_page_again,
    json_messages_follow_accept_language,
    no_visible_string_bypasses_the_catalogue,
);

per_backend!(
    a_user_keeps_a_language_for_mails_pages_and_userinfo,
    the_account_page_sets_the_users_language,
);
