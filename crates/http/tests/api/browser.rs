//! Browser sign-in over plain HTTP: the authorization endpoint's login
//! form, the session cookie, CSRF and browser logout (its other answers
//! and discovery are in `browser_requests.rs`). A small cookie-keeping
//! client, defined here for every file that needs a browser, stands in
//! for one (the headless Chromium tests drive a real one).

use std::collections::HashMap;

use accounts_domain::repository::SessionRepository;
use accounts_domain::secrets::SecretDigest;
use serde_json::{Value, json};

use crate::helpers::{ISSUER, REDIRECT_URI, Seeded, TestApp};

pub(crate) const AUTHORIZE: &str = "/accounts/oauth2/v1/authorize";
pub(crate) const LOGOUT: &str = "/accounts/oauth2/v1/logout";
pub(crate) const TOKEN: &str = "/accounts/oauth2/v1/token";
// RFC 7636 appendix B.
pub(crate) const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
pub(crate) const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
pub(crate) const PASSWORD: &str = "correct horse";

/// An HTTP answer as a browser sees it.
pub struct Page {
    pub status: u16,
    pub headers: reqwest::header::HeaderMap,
    pub body: String,
}

impl Page {
    pub fn location(&self) -> &str {
        self.headers
            .get("location")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    }

    /// The value of the form input named `name`, unescaped.
    pub fn input(&self, name: &str) -> Option<String> {
        let marker = format!("name=\"{name}\" value=\"");
        let start = self.body.find(&marker)? + marker.len();
        let end = self.body[start..].find('"')? + start;
        Some(unescape(&self.body[start..end]))
    }

    /// The first form's fields, as a browser would post them (hidden ones
    /// only).
    pub fn hidden_fields(&self) -> Vec<(String, String)> {
        self.form_fields(0)
    }

    /// The hidden fields of the page's `index`th form.
    pub fn form_fields(&self, index: usize) -> Vec<(String, String)> {
        let form = self
            .body
            .split("<form ")
            .nth(index + 1)
            .and_then(|f| f.split("</form>").next())
            .unwrap_or_default();
        form.split("<input type=\"hidden\" name=\"")
            .skip(1)
            .filter_map(|rest| {
                let (name, rest) = rest.split_once("\" value=\"")?;
                let (value, _) = rest.split_once('"')?;
                Some((name.to_owned(), unescape(value)))
            })
            .collect()
    }

    fn set_cookies(&self) -> Vec<&str> {
        self.headers
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .collect()
    }

    /// The Set-Cookie header for `name`, if the answer sets it.
    pub fn set_cookie(&self, name: &str) -> Option<&str> {
        self.set_cookies()
            .into_iter()
            .find(|c| c.starts_with(&format!("{name}=")))
    }
}

fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// Query or fragment parameters of a URL.
pub fn params_of(url: &str, separator: char) -> HashMap<String, String> {
    let part = url
        .split_once(separator)
        .map(|(_, p)| p)
        .unwrap_or_default();
    let part = if separator == '?' {
        part.split('#').next().unwrap_or_default()
    } else {
        part
    };
    url::form_urlencoded::parse(part.as_bytes())
        .into_owned()
        .collect()
}

/// A cookie-keeping client that does not follow redirects.
pub struct Browser<'a> {
    app: &'a TestApp,
    pub http: reqwest::blocking::Client,
    pub cookies: HashMap<String, String>,
}

impl<'a> Browser<'a> {
    pub fn new(app: &'a TestApp) -> Self {
        Self {
            app,
            http: reqwest::blocking::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap(),
            cookies: HashMap::new(),
        }
    }

    pub fn send(&mut self, request: reqwest::blocking::RequestBuilder) -> Page {
        let cookie_header = self
            .cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ");
        let request = if cookie_header.is_empty() {
            request
        } else {
            request.header("Cookie", cookie_header)
        };
        let response = request.send().unwrap();
        let page = Page {
            status: response.status().as_u16(),
            headers: response.headers().clone(),
            body: response.text().unwrap(),
        };
        for set in page.set_cookies() {
            let pair = set.split(';').next().unwrap();
            let (name, value) = pair.split_once('=').unwrap();
            let removed = value.is_empty() || set.contains("Max-Age=0");
            if removed {
                self.cookies.remove(name);
            } else {
                self.cookies.insert(name.to_owned(), value.to_owned());
            }
        }
        page
    }

    pub fn get(&mut self, path_and_query: &str) -> Page {
        let request = self.http.get(self.app.url(path_and_query));
        self.send(request)
    }

    pub fn post(&mut self, path: &str, form: &[(String, String)]) -> Page {
        let request = self.http.post(self.app.url(path)).form(form);
        self.send(request)
    }

    /// Posts the login form of `page` with these credentials.
    pub fn sign_in(&mut self, page: &Page, email: &str, password: &str) -> Page {
        let mut form = page.hidden_fields();
        form.push(("email".into(), email.into()));
        form.push(("password".into(), password.into()));
        self.post(AUTHORIZE, &form)
    }
}

/// An authorize URL for the seeded client with `extra` parameters.
pub fn authorize_url(client_id: &str, extra: &[(&str, &str)]) -> String {
    let mut query = url::form_urlencoded::Serializer::new(String::new());
    query.append_pair("client_id", client_id);
    query.append_pair("redirect_uri", REDIRECT_URI);
    for (name, value) in extra {
        query.append_pair(name, value);
    }
    format!("{AUTHORIZE}?{}", query.finish())
}

pub(crate) fn code_flow(seeded: &Seeded) -> String {
    authorize_url(
        &seeded.client.id.to_string(),
        &[
            ("response_type", "code"),
            ("scope", "openid profile"),
            ("state", "st&te=1"),
            ("nonce", "n-0S6_WzA2Mj"),
            ("code_challenge", CHALLENGE),
            ("code_challenge_method", "S256"),
        ],
    )
}

pub(crate) fn exchange(app: &TestApp, seeded: &Seeded, code: &str) -> Value {
    let reply = app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(seeded.client.id.to_string(), Some(seeded.secret.expose()))
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", code),
                ("redirect_uri", REDIRECT_URI),
                ("code_verifier", VERIFIER),
            ]),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.body
}

pub(crate) fn signed_in(app: &TestApp) -> (Seeded, Browser<'_>, String) {
    let seeded = app.seed();
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    let back = browser.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    let code = params_of(back.location(), '?')["code"].clone();
    (seeded, browser, code)
}

pub fn the_login_form_signs_in_and_redirects_with_a_code(app: &TestApp) {
    let seeded = app.seed();
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    assert_eq!(form.status, 200, "{}", form.body);
    assert!(
        form.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    assert_eq!(form.headers["cache-control"], "no-store");
    assert_eq!(form.headers["x-frame-options"], "DENY");
    assert!(form.body.contains("Demo app"), "names the client");
    assert!(form.body.contains("<label for=\"email\">"));
    // No inline script: only the passkey script, from this origin.
    assert_eq!(
        form.body.matches("<script").count(),
        form.body
            .matches("<script src=\"/accounts/assets/passkeys.js\" defer></script>")
            .count()
    );
    assert!(
        form.headers["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("script-src 'self'")
    );
    assert!(form.body.contains("autocomplete=\"username webauthn\""));
    assert_eq!(form.input("state").as_deref(), Some("st&te=1"));
    let csrf_cookie = form
        .set_cookie("__Host-accounts_csrf")
        .expect("a CSRF cookie");
    assert!(csrf_cookie.contains("HttpOnly") && csrf_cookie.contains("SameSite=Lax"));

    // A wrong password shows the form again, with a message and the email.
    let email = seeded.user.email.as_str();
    let again = browser.sign_in(&form, email, "wrong horse");
    assert_eq!(again.status, 401);
    assert!(again.body.contains("role=\"alert\""));
    assert_eq!(again.input("email").as_deref(), Some(email));
    assert!(again.set_cookie("__Host-accounts_session").is_none());
    assert!(
        !again.body.contains("wrong horse"),
        "the password is not echoed"
    );

    let back = browser.sign_in(&again, email, PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    let location = back.location();
    assert!(
        location.starts_with(&format!("{REDIRECT_URI}?")),
        "{location}"
    );
    let params = params_of(location, '?');
    assert_eq!(params["state"], "st&te=1");
    assert_eq!(params["iss"], ISSUER);
    let cookie = back
        .set_cookie("__Host-accounts_session")
        .expect("a session cookie");
    // Over https the __Host- prefix: Secure, Path=/ and no Domain, so a
    // sibling subdomain cannot plant a session.
    let attributes: Vec<&str> = cookie.split("; ").skip(1).collect();
    for attribute in ["HttpOnly", "SameSite=Lax", "Secure", "Path=/"] {
        assert!(
            attributes.contains(&attribute),
            "{cookie} lacks {attribute}"
        );
    }
    assert!(!cookie.contains("Domain"), "{cookie}");

    let tokens = exchange(app, &seeded, &params["code"]);
    assert_eq!(tokens["scope"], "openid profile");
    let id_token = tokens["id_token"].as_str().unwrap();
    let verified = app.post_json(
        "/accounts/oauth2/v1/verify-token",
        &json!({"token": id_token, "token_type": "id_token",
                "client_id": seeded.client.id.to_string()}),
    );
    assert_eq!(verified.code(), "VERIFICATION_SUCCESS", "{}", verified.body);
    assert_eq!(verified.body["decodedData"]["nonce"], "n-0S6_WzA2Mj");
    assert_eq!(
        verified.body["decodedData"]["sub"],
        seeded.user.id.to_string()
    );
}

pub fn a_signed_in_browser_skips_the_form(app: &TestApp) {
    let (seeded, mut browser, _) = signed_in(app);
    let again = browser.get(&code_flow(&seeded));
    assert_eq!(again.status, 302, "{}", again.body);
    let code = params_of(again.location(), '?')["code"].clone();
    exchange(app, &seeded, &code);

    // prompt=login asks again; so does a max_age the session is older than.
    let url = format!("{}&prompt=login", code_flow(&seeded));
    assert_eq!(browser.get(&url).status, 200);
    app.clock.advance(time::Duration::minutes(10));
    let url = format!("{}&max_age=300", code_flow(&seeded));
    assert_eq!(browser.get(&url).status, 200);
    let url = format!("{}&max_age=3600", code_flow(&seeded));
    assert_eq!(browser.get(&url).status, 302);
    // Skipping the form is session activity (lastSessionTimestamp).
    let cookie = &browser.cookies["__Host-accounts_session"];
    let session = SessionRepository::find_by_account_token(app.store(), &SecretDigest::of(cookie))
        .unwrap()
        .unwrap();
    assert_eq!(session.last_seen_at, app.clock_now());
    assert!(session.authenticated_at < session.last_seen_at);

    // prompt=none never shows the form.
    let url = format!("{}&prompt=none", code_flow(&seeded));
    assert_eq!(browser.get(&url).status, 302);
    let stranger = Browser::new(app).get(&url);
    assert_eq!(stranger.status, 302);
    let params = params_of(stranger.location(), '?');
    assert_eq!(params["error"], "login_required");
    assert_eq!(params["state"], "st&te=1");
}

pub fn the_form_needs_its_csrf_token(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    let fields = form.hidden_fields();
    let without: Vec<_> = fields
        .iter()
        .filter(|(name, _)| name != "csrf_token")
        .cloned()
        .collect();
    let mut forged = without.clone();
    forged.push(("csrf_token".into(), "AAAA".into()));

    let mut credentials = vec![
        ("email".to_owned(), email.to_owned()),
        ("password".to_owned(), PASSWORD.to_owned()),
    ];
    for attempt in [without, forged] {
        let mut body = attempt.clone();
        body.append(&mut credentials.clone());
        let page = browser.post(AUTHORIZE, &body);
        assert_eq!(page.status, 403, "{}", page.body);
        assert!(page.set_cookie("__Host-accounts_session").is_none());
    }
    // A token from another browser does not fit this browser's cookie.
    let mut other = Browser::new(app);
    let their_form = other.get(&code_flow(&seeded));
    let mut body = their_form.hidden_fields();
    body.append(&mut credentials);
    assert_eq!(browser.post(AUTHORIZE, &body).status, 403);
    // The re-rendered form carries a token that works.
    assert_eq!(browser.sign_in(&form, email, PASSWORD).status, 303);
    // Missing fields and non-forms are answered with pages, not crashes.
    assert_eq!(browser.sign_in(&form, "", "").status, 400);
    let page = browser.send(
        app.http
            .post(app.url(AUTHORIZE))
            .header("Content-Type", "application/json")
            .body("{}"),
    );
    assert_eq!(page.status, 400);
    let huge = browser.post(AUTHORIZE, &[("email".into(), "a".repeat(20 * 1024))]);
    assert_eq!(huge.status, 413);
    assert!(huge.body.contains("<h1>"), "an HTML page");
}

pub fn browser_logout_ends_the_session_and_revokes_its_tokens(app: &TestApp) {
    let (seeded, mut browser, code) = signed_in(app);
    let tokens = exchange(app, &seeded, &code);
    let access = tokens["access_token"].as_str().unwrap();
    assert_eq!(
        app.get_bearer("/accounts/users/v1/userinfo", access).status,
        200
    );

    let client_id = seeded.client.id.to_string();
    let query = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("client_id", &client_id)
        .append_pair("post_logout_redirect_uri", REDIRECT_URI)
        .append_pair("state", "bye")
        .finish();
    let confirm = browser.get(&format!("{LOGOUT}?{query}"));
    assert_eq!(
        confirm.status, 200,
        "a confirmation form, not a GET that signs out"
    );
    assert_eq!(
        app.get_bearer("/accounts/users/v1/userinfo", access).status,
        200
    );
    // A cross-site form without the token is refused.
    let forged = browser.post(LOGOUT, &[("client_id".into(), client_id.clone())]);
    assert_eq!(forged.status, 403);

    let done = browser.post(LOGOUT, &confirm.hidden_fields());
    assert_eq!(done.status, 303, "{}", done.body);
    assert_eq!(done.location(), format!("{REDIRECT_URI}?state=bye"));
    assert!(
        done.set_cookie("__Host-accounts_session")
            .unwrap()
            .contains("Max-Age=0")
    );
    app.get_bearer("/accounts/users/v1/userinfo", access)
        .assert_error(401, "INVALID_TOKEN");
    let refresh = app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(&client_id, Some(seeded.secret.expose()))
            .form(&[
                ("grant_type", "refresh_token"),
                ("refresh_token", tokens["refresh_token"].as_str().unwrap()),
            ]),
    );
    assert_eq!(refresh.body["error"], "invalid_grant");
    // The browser is signed out: the form comes back.
    assert_eq!(browser.get(&code_flow(&seeded)).status, 200);
    // Signed out with an unregistered target: a page, not a redirect.
    let page = browser.get(&format!(
        "{LOGOUT}?client_id={client_id}&post_logout_redirect_uri=https://evil.example.com/"
    ));
    assert_eq!((page.status, page.location()), (200, ""));
}

pub fn browser_sessions_record_locale_package_and_device(app: &TestApp) {
    let seeded = app.seed();
    let mut browser = Browser::new(app);
    let url = authorize_url(
        &seeded.client.id.to_string(),
        &[
            ("response_type", "code"),
            ("scope", "authorization"),
            ("ui_locales", "de-DE en"),
            ("package_name", "com.example.app"),
            ("login_hint", seeded.user.email.as_str()),
            ("code_challenge", CHALLENGE),
            ("code_challenge_method", "S256"),
        ],
    );
    let form = browser.get(&url);
    assert_eq!(
        form.input("email").as_deref(),
        Some(seeded.user.email.as_str())
    );
    let mut fields = form.hidden_fields();
    fields.push(("email".into(), seeded.user.email.as_str().into()));
    fields.push(("password".into(), PASSWORD.into()));
    let request = browser
        .http
        .post(app.url(AUTHORIZE))
        .header("User-Agent", accounts_testkit::fixtures::ANDROID_CHROME_UA)
        .form(&fields);
    let back = browser.send(request);
    assert_eq!(back.status, 303, "{}", back.body);
    let code = params_of(back.location(), '?')["code"].clone();
    let tokens = exchange(app, &seeded, &code);
    let info = app.get_bearer(
        "/accounts/users/v1/sessioninfo",
        tokens["access_token"].as_str().unwrap(),
    );
    assert_eq!(info.status, 200, "{}", info.body);
    let session = &info.body["sessionData"];
    assert_eq!(session["locale"], "de-DE");
    assert_eq!(session["packageName"], "com.example.app");
    assert_eq!(session["deviceData"]["device"]["brand"], "Samsung");
}

pub fn repeated_wrong_passwords_lock_the_form(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str();
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    let statuses: Vec<u16> = (0..6)
        .map(|_| browser.sign_in(&form, email, "wrong horse").status)
        .collect();
    assert_eq!(statuses[..4], [401; 4], "{statuses:?}");
    assert!(statuses[4..].iter().all(|s| *s == 429), "{statuses:?}");
    // Locked out: even the right password gets the form with the message.
    let locked = browser.sign_in(&form, email, PASSWORD);
    assert_eq!(locked.status, 429);
    assert!(locked.body.contains("Too many failed attempts"));
    assert_eq!(locked.input("email").as_deref(), Some(email));
    assert!(locked.set_cookie("__Host-accounts_session").is_none());
}

on_both_backends!(
    the_login_form_signs_in_and_redirects_with_a_code,
    a_signed_in_browser_skips_the_form,
    the_form_needs_its_csrf_token,
    browser_logout_ends_the_session_and_revokes_its_tokens,
    browser_sessions_record_locale_package_and_device,
    repeated_wrong_passwords_lock_the_form,
);
