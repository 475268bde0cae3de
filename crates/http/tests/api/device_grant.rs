//! The device authorization grant (RFC 8628) over HTTP at a fixed clock:
//! the device's request, the verification page through a cookie-keeping
//! client, and the device's polls (the oauth2 crate's run is in `oidc`,
//! the real browser's in `chromium`).

use serde_json::{Value, json};
use time::Duration;

use crate::browser::{Browser, PASSWORD, Page};
use crate::helpers::{ADMIN_KEY, REDIRECT_URI, Reply, Seeded, TestApp};

pub(crate) const DEVICE_CODE: &str = "/accounts/oauth2/v1/device/code";
pub(crate) const DEVICE: &str = "/accounts/oauth2/v1/device";
const TOKEN: &str = "/accounts/oauth2/v1/token";
pub(crate) const GRANT_TYPE: &str = "urn:ietf:params:oauth:grant-type:device_code";
const ALPHABET: &str = "BCDFGHJKLMNPQRSTVWXZ";

/// A device request of the seeded (confidential) client.
fn start(app: &TestApp, seeded: &Seeded, scope: &str) -> Value {
    let reply = app.send(
        app.http
            .post(app.url(DEVICE_CODE))
            .basic_auth(seeded.client.id.to_string(), Some(seeded.secret.expose()))
            .form(&[("scope", scope)]),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    reply.body
}

fn poll(app: &TestApp, seeded: &Seeded, device_code: &str) -> Reply {
    app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(seeded.client.id.to_string(), Some(seeded.secret.expose()))
            .form(&[("grant_type", GRANT_TYPE), ("device_code", device_code)]),
    )
}

fn text(value: &Value, name: &str) -> String {
    value[name]
        .as_str()
        .unwrap_or_else(|| panic!("{name} in {value}"))
        .to_owned()
}

/// The path and query of one of our URLs (the issuer is configured or,
/// self-issued, the bound address).
fn local(url: &str) -> &str {
    let at = url.find("/accounts/").expect("a URL of ours");
    &url[at..]
}

/// One of our URLs, whatever the issuer.
fn ours(url: &str, path: &str) -> bool {
    url.starts_with("http") && local(url) == path
}

/// Posts a page's form with its hidden fields and `extra`.
fn submit(browser: &mut Browser<'_>, page: &Page, extra: &[(&str, &str)]) -> Page {
    let mut form = page.hidden_fields();
    form.extend(
        extra
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned())),
    );
    browser.post(DEVICE, &form)
}

/// Signs in on the login page the verification page showed.
fn sign_in(browser: &mut Browser<'_>, login: &Page, seeded: &Seeded) -> Page {
    assert_eq!(login.status, 200, "{}", login.body);
    assert!(login.body.contains("to connect a device"), "{}", login.body);
    submit(
        browser,
        login,
        &[
            ("email", seeded.user.email.as_str()),
            ("password", PASSWORD),
        ],
    )
}

pub fn a_device_gets_tokens_once_after_the_user_approves(app: &TestApp) {
    let seeded = app.seed();
    let discovery = app.send(app.http.get(app.url("/.well-known/openid-configuration")));
    assert!(ours(
        discovery.body["device_authorization_endpoint"]
            .as_str()
            .unwrap(),
        DEVICE_CODE
    ));
    assert!(
        discovery.body["grant_types_supported"]
            .as_array()
            .unwrap()
            .contains(&json!(GRANT_TYPE))
    );

    let started = start(app, &seeded, "openid email");
    crate::schema::assert_valid(&started, "DeviceAuthorizationResponse");
    let user_code = text(&started, "user_code");
    let (head, tail) = user_code.split_once('-').expect("XXXX-XXXX");
    assert_eq!((head.len(), tail.len()), (4, 4), "{user_code}");
    assert!(
        format!("{head}{tail}")
            .chars()
            .all(|c| ALPHABET.contains(c)),
        "{user_code}"
    );
    let verification_uri = text(&started, "verification_uri");
    assert!(ours(&verification_uri, DEVICE), "{verification_uri}");
    assert_eq!(
        text(&started, "verification_uri_complete"),
        format!("{verification_uri}?user_code={user_code}")
    );
    assert_eq!(
        (started["expires_in"].as_i64(), started["interval"].as_i64()),
        (Some(600), Some(5))
    );
    let device_code = text(&started, "device_code");

    poll(app, &seeded, &device_code).assert_oauth_error(400, "authorization_pending");
    poll(app, &seeded, &device_code).assert_oauth_error(400, "slow_down");
    // The interval is 10 s now: 5 s later is still too early.
    app.advance(Duration::seconds(5));
    poll(app, &seeded, &device_code).assert_oauth_error(400, "slow_down");
    app.advance(Duration::seconds(15));
    poll(app, &seeded, &device_code).assert_oauth_error(400, "authorization_pending");

    let mut browser = Browser::new(app);
    let login = browser.get(local(&text(&started, "verification_uri_complete")));
    let confirm = sign_in(&mut browser, &login, &seeded);
    assert_eq!(confirm.status, 200, "{}", confirm.body);
    assert!(browser.cookies.contains_key("__Host-accounts_session"));
    for shown in [
        "Demo app",
        &user_code,
        "Know who you are",
        "See your email address",
        "Allow",
        "Deny",
        seeded.user.email.as_str(),
    ] {
        assert!(confirm.body.contains(shown), "{shown} in {}", confirm.body);
    }
    assert!(
        !confirm.body.contains("See your profile"),
        "only what was asked"
    );
    let done = submit(&mut browser, &confirm, &[("decision", "approve")]);
    assert_eq!(done.status, 200, "{}", done.body);
    assert!(done.body.contains("Device connected"), "{}", done.body);

    app.advance(Duration::seconds(15));
    let tokens = poll(app, &seeded, &device_code);
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    crate::schema::assert_valid(&tokens.body, "StandardTokenResponse");
    assert_eq!(tokens.body["token_type"], "Bearer");
    assert_eq!(tokens.body["scope"], "openid email");
    assert!(tokens.body["id_token"].is_string());
    let access = text(&tokens.body, "access_token");
    let refresh = text(&tokens.body, "refresh_token");
    let userinfo = app.get_bearer("/accounts/oauth2/v1/userinfo", &access);
    assert_eq!(userinfo.status, 200, "{}", userinfo.body);
    assert_eq!(userinfo.body["sub"], seeded.user.id.to_string());
    assert_eq!(userinfo.body["email"], seeded.user.email.as_str());

    // Once only, even on time.
    app.advance(Duration::seconds(15));
    poll(app, &seeded, &device_code).assert_oauth_error(400, "invalid_grant");
    // The code was answered: entering it again finds nothing.
    let again = submit(&mut browser, &confirm, &[("decision", "approve")]);
    assert_eq!(again.status, 400, "{}", again.body);

    // The device has a session of its own: signing the browser out that
    // approved it leaves the device signed in.
    let logout = browser.get("/accounts/oauth2/v1/logout");
    let signed_out = browser.post("/accounts/oauth2/v1/logout", &logout.hidden_fields());
    assert_eq!(signed_out.status, 200, "{}", signed_out.body);
    app.refresh_caches();
    let refreshed = app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(seeded.client.id.to_string(), Some(seeded.secret.expose()))
            .form(&[("grant_type", "refresh_token"), ("refresh_token", &refresh)]),
    );
    assert_eq!(refreshed.status, 200, "{}", refreshed.body);
    assert_eq!(
        app.get_bearer("/accounts/oauth2/v1/userinfo", &access)
            .status,
        200
    );
}

pub fn the_user_can_deny_and_requests_expire(app: &TestApp) {
    let seeded = app.seed();
    let denied = start(app, &seeded, "email");
    let mut browser = Browser::new(app);
    // Without the code in the link: sign in first, then type it in lower
    // case and without the hyphen.
    let login = browser.get(DEVICE);
    let entry = sign_in(&mut browser, &login, &seeded);
    assert_eq!(entry.status, 200, "{}", entry.body);
    assert!(entry.body.contains("name=\"user_code\""), "{}", entry.body);
    let typed = text(&denied, "user_code").replace('-', "").to_lowercase();
    let confirm = submit(&mut browser, &entry, &[("user_code", &typed)]);
    assert_eq!(confirm.status, 200, "{}", confirm.body);
    assert!(confirm.body.contains(&text(&denied, "user_code")));
    let done = submit(&mut browser, &confirm, &[("decision", "deny")]);
    assert_eq!(done.status, 200, "{}", done.body);
    assert!(done.body.contains("Request denied"), "{}", done.body);
    poll(app, &seeded, &text(&denied, "device_code")).assert_oauth_error(400, "access_denied");

    let late = start(app, &seeded, "email");
    app.advance(Duration::seconds(601));
    poll(app, &seeded, &text(&late, "device_code")).assert_oauth_error(400, "expired_token");
    let entry = browser.get(DEVICE);
    let refused = submit(
        &mut browser,
        &entry,
        &[("user_code", &text(&late, "user_code"))],
    );
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert!(refused.body.contains("has expired"), "{}", refused.body);

    // A form from another browser (no CSRF cookie) is refused.
    let fresh = start(app, &seeded, "email");
    let mut stranger = Browser::new(app);
    stranger.cookies.insert(
        "__Host-accounts_session".into(),
        browser.cookies["__Host-accounts_session"].clone(),
    );
    let forged = stranger.post(
        DEVICE,
        &[
            ("user_code".into(), text(&fresh, "user_code")),
            ("decision".into(), "approve".into()),
        ],
    );
    assert_eq!(forged.status, 403, "{}", forged.body);
    poll(app, &seeded, &text(&fresh, "device_code"))
        .assert_oauth_error(400, "authorization_pending");
}

pub fn guessing_user_codes_is_throttled(app: &TestApp) {
    let seeded = app.seed();
    let real = start(app, &seeded, "email");
    let mut browser = Browser::new(app);
    let login = browser.get(DEVICE);
    let entry = sign_in(&mut browser, &login, &seeded);
    let mut statuses = Vec::new();
    for guess in 0..10 {
        let page = submit(
            &mut browser,
            &entry,
            &[(
                "user_code",
                &format!(
                    "BCDF-GH{}",
                    ["JK", "JL", "JM", "JN", "JP", "JQ", "JR", "JS", "JT", "JV"][guess]
                ),
            )],
        );
        statuses.push(page.status);
    }
    // The real code might be one of the guesses (1 in 2.5e10 per guess).
    assert_eq!(statuses[..9], [400; 9], "{statuses:?}");
    assert_eq!(statuses[9], 429);
    let locked = submit(
        &mut browser,
        &entry,
        &[("user_code", &text(&real, "user_code"))],
    );
    assert_eq!(
        locked.status, 429,
        "the right code waits for the lockout too"
    );
    assert!(locked.headers.get("retry-after").is_some());

    // Another person behind the same address is not locked out by that
    // user's guesses, nor by links that another site made their browser
    // open: a GET never looks a code up, it only fills the form in.
    let neighbour = app.seed();
    let mut theirs = Browser::new(app);
    let login = theirs.get(DEVICE);
    let entry_b = sign_in(&mut theirs, &login, &neighbour);
    assert_eq!(entry_b.status, 200, "{}", entry_b.body);
    for _ in 0..12 {
        let page = theirs.get(&format!("{DEVICE}?user_code=BCDF-GHJK"));
        assert_eq!(page.status, 200, "{}", page.body);
        assert!(page.body.contains("BCDF-GHJK"), "filled in: {}", page.body);
    }
    let confirm = submit(
        &mut theirs,
        &entry_b,
        &[("user_code", &text(&real, "user_code"))],
    );
    assert_eq!(confirm.status, 200, "{}", confirm.body);
    assert!(confirm.body.contains("Allow"), "{}", confirm.body);

    app.advance(Duration::seconds(31));
    let found = submit(
        &mut browser,
        &entry,
        &[("user_code", &text(&real, "user_code"))],
    );
    assert_eq!(found.status, 200, "{}", found.body);
}

pub fn device_requests_and_polls_are_checked(app: &TestApp) {
    let seeded = app.seed();
    let other = app.seed();
    let post = |fields: &[(&str, &str)]| app.send(app.http.post(app.url(DEVICE_CODE)).form(fields));
    post(&[("scope", "email")]).assert_oauth_error(401, "invalid_client");
    post(&[("client_id", "nobody")]).assert_oauth_error(401, "invalid_client");
    let id = seeded.client.id.to_string();
    post(&[("client_id", &id)]).assert_oauth_error(401, "invalid_client");
    post(&[("client_id", &id), ("client_secret", "wrong")])
        .assert_oauth_error(401, "invalid_client");
    let secret = seeded.secret.expose();
    post(&[
        ("client_id", &id),
        ("client_secret", secret),
        ("scope", "email bogus"),
    ])
    .assert_oauth_error(400, "invalid_scope");
    let json = app.send(
        app.http
            .post(app.url(DEVICE_CODE))
            .json(&json!({"client_id": id})),
    );
    json.assert_oauth_error(400, "invalid_request");
    // Without a scope, the client's scopes are asked for.
    let all = post(&[("client_id", &id), ("client_secret", secret)]);
    assert_eq!(all.status, 200, "{}", all.body);

    let started = start(app, &seeded, "email");
    let device_code = text(&started, "device_code");
    poll(app, &other, &device_code).assert_oauth_error(400, "invalid_grant");
    poll(app, &seeded, "no-such-code").assert_oauth_error(400, "invalid_grant");
    let missing = app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(&id, Some(secret))
            .form(&[("grant_type", GRANT_TYPE)]),
    );
    missing.assert_oauth_error(400, "invalid_request");
    // The seed's JSON face has no device grant.
    let seed_face = app.post_json(
        TOKEN,
        &json!({"grant_type": GRANT_TYPE, "device_code": device_code, "client_id": id, "client_secret": secret}),
    );
    seed_face.assert_error(400, "UNSUPPORTED_GRANT_TYPE");

    // A public client names itself and polls without a secret.
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(
                &json!({"name": "Living room TV", "redirect_uris": [REDIRECT_URI], "public": true}),
            ),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    let tv = text(&created.body, "client_id");
    let public = post(&[("client_id", &tv), ("scope", "profile")]);
    assert_eq!(public.status, 200, "{}", public.body);
    let public_poll = app.send(app.http.post(app.url(TOKEN)).form(&[
        ("grant_type", GRANT_TYPE),
        ("device_code", &text(&public.body, "device_code")),
        ("client_id", &tv),
    ]));
    public_poll.assert_oauth_error(400, "authorization_pending");
}

pub fn an_approval_ends_with_the_sign_in_that_gave_it(app: &TestApp) {
    let seeded = app.seed();
    let started = start(app, &seeded, "email");
    let mut browser = Browser::new(app);
    let login = browser.get(local(&text(&started, "verification_uri_complete")));
    let confirm = sign_in(&mut browser, &login, &seeded);
    let done = submit(&mut browser, &confirm, &[("decision", "approve")]);
    assert_eq!(done.status, 200, "{}", done.body);
    // A new password ends every sign-in, the approving one included.
    let reset = app.send(
        app.http
            .post(app.url(&format!(
                "/accounts/admin/v1/users/{}/password",
                seeded.user.id
            )))
            .bearer_auth(ADMIN_KEY)
            .json(&json!({"password": "a brand new passphrase"})),
    );
    assert_eq!(reset.status, 200, "{}", reset.body);
    app.refresh_caches();
    app.advance(Duration::seconds(5));
    poll(app, &seeded, &text(&started, "device_code")).assert_oauth_error(400, "invalid_grant");
}

on_both_backends!(
    a_device_gets_tokens_once_after_the_user_approves,
    the_user_can_deny_and_requests_expire,
    guessing_user_codes_is_throttled,
    device_requests_and_polls_are_checked,
    an_approval_ends_with_the_sign_in_that_gave_it,
);
