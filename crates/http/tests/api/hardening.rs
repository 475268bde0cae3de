//! The security review's findings (docs/decisions.md), each as the rule it
//! broke: sign-in under concurrency, bounded hashing, PKCE downgrade, code
//! replay by another client, id_token claims by scope, CSRF, one client
//! authentication per request, values kept out of messages, look-alike
//! emails and loopback redirect URIs. What ends sessions and disabled
//! users are in `hardening_sessions.rs`.

use std::sync::Barrier;

use accounts_domain::records::AuditAction;
use accounts_domain::repository::AuditRepository;
use serde_json::json;
use time::Duration;

use crate::browser::{AUTHORIZE, Browser, CHALLENGE, PASSWORD, VERIFIER, code_flow, params_of};
use crate::helpers::{Backend, REDIRECT_URI, Reply, TestApp, jwt_part, spawn_app_with};
use crate::native_app::{admin, login, provision, with_account};

pub(crate) const CODE: &str = "/accounts/oauth2/v1/code";
pub(crate) const ID_TOKEN: &str = "/accounts/oauth2/v1/id-token";
pub(crate) const TOKEN: &str = "/accounts/oauth2/v1/token";
const REVOKE: &str = "/accounts/oauth2/v1/revoke";
pub(crate) const VERIFY: &str = "/accounts/oauth2/v1/verify-token";
pub(crate) const USERINFO: &str = "/accounts/users/v1/userinfo";
pub(crate) const SESSIONINFO: &str = "/accounts/users/v1/sessioninfo";

/// `n` copies of `request` sent at once; their answers.
pub(crate) fn at_once<T: Send>(n: usize, request: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let barrier = Barrier::new(n);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..n)
            .map(|i| {
                let (barrier, request) = (&barrier, &request);
                scope.spawn(move || {
                    barrier.wait();
                    request(i)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    })
}

pub(crate) fn user_id(app: &TestApp, email: &str) -> String {
    accounts_domain::repository::UserRepository::find_by_email(
        app.store(),
        &accounts_domain::addresses::Email::parse(email).unwrap(),
    )
    .unwrap()
    .unwrap()
    .id
    .to_string()
}

pub fn parallel_wrong_passwords_get_no_more_checks_than_the_limit(app: &TestApp) {
    let account = provision(app);
    let replies = at_once(16, |_| login(app, &account.email, "wrong"));
    let statuses: Vec<u16> = replies.iter().map(|r| r.status).collect();
    assert!(
        statuses.iter().all(|s| [401, 429].contains(s)),
        "{statuses:?}"
    );
    let checked = AuditRepository::recent(app.store(), 100)
        .unwrap()
        .iter()
        .filter(|e| e.action == AuditAction::LoginFailed)
        .count();
    assert!(
        (1..=5).contains(&checked),
        "{checked} passwords were checked in a burst of 16; the limit is 5"
    );
    assert!(statuses.iter().filter(|s| **s == 401).count() <= 4);
    // Locked: the right password waits too.
    login(app, &account.email, "correct horse").assert_error(429, "RATE_LIMITED");
}

/// With one hashing permit and no queueing, a burst of sign-ins gets 503
/// with Retry-After beyond the permit, never an error of another kind.
pub fn hashing_beyond_its_bound_is_503_with_retry_after(backend: Backend) {
    let app = spawn_app_with(backend, |s| {
        s.login.hash_concurrency = 1;
        s.login.hash_wait_millis = 0;
    });
    let account = provision(&app);
    let replies = at_once(32, |i| login(&app, &format!("nobody-{i}@example.com"), "x"));
    let busy: Vec<&Reply> = replies.iter().filter(|r| r.status == 503).collect();
    assert!(
        replies.iter().all(|r| [401, 503].contains(&r.status)),
        "{:?}",
        replies.iter().map(|r| r.status).collect::<Vec<_>>()
    );
    assert!(!busy.is_empty(), "32 sign-ins at once exceed one permit");
    for reply in busy {
        reply.assert_error(503, "SERVICE_UNAVAILABLE");
        assert_eq!(reply.header("retry-after"), Some("1"));
    }
    assert_eq!(login(&app, &account.email, "correct horse").status, 200);
}

/// Resident memory of this process, in bytes.
fn resident_bytes() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    let kib: u64 = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    kib * 1024
}

/// Three bursts of 64 sign-ins for unknown emails (argon2id, 19 MiB each)
/// leave resident memory far below what unbounded hashing takes (64 x 19
/// MiB = 1.2 GiB per burst). A bound, not a measurement: other tests of
/// this process share the figure. SQLite only: hashing's memory is the
/// same whichever database stores the users.
#[test]
fn sign_in_bursts_keep_memory_bounded() {
    let app = spawn_app_with(Backend::Sqlite, |s| s.login.hash_wait_millis = 60_000);
    let before = resident_bytes();
    for burst in 0..3 {
        let replies = at_once(64, |i| {
            login(&app, &format!("ghost-{burst}-{i}@example.com"), "x")
        });
        assert!(replies.iter().all(|r| r.status == 401));
    }
    let grown = resident_bytes().saturating_sub(before);
    eprintln!(
        "resident memory: {} MiB before, grew by {} MiB over 3 bursts of 64",
        before >> 20,
        grown >> 20
    );
    assert!(grown < 600 << 20, "grew by {} MiB", grown >> 20);
}

pub fn a_verifier_for_a_code_without_challenge_is_refused(app: &TestApp) {
    let seeded = app.seed();
    // The seed's JSON face.
    let code = app.code(&seeded, "email", None);
    let mut request = app.code_request(&seeded, &code, "token");
    request["code_verifier"] = json!(VERIFIER);
    app.post_json(TOKEN, &request)
        .assert_error(400, "INVALID_GRANT");
    // The standard face.
    let code = app.code(&seeded, "email", None);
    let reply = app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(seeded.client.id.to_string(), Some(seeded.secret.expose()))
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", code.as_str()),
                ("redirect_uri", REDIRECT_URI),
                ("code_verifier", VERIFIER),
            ]),
    );
    assert_eq!(
        (reply.status, reply.body["error"].as_str()),
        (400, Some("invalid_grant"))
    );
    // The code was not spent by the refusal: without the verifier it works.
    let reply = app.post_json(TOKEN, &app.code_request(&seeded, &code, "token"));
    assert_eq!(reply.status, 200, "{}", reply.body);
}

pub fn a_challenge_without_a_method_is_refused_on_every_face(app: &TestApp) {
    let account = provision(app);
    let token = login(app, &account.email, "correct horse").body["accountToken"]
        .as_str()
        .unwrap()
        .to_owned();
    with_account(
        app,
        CODE,
        &token,
        &json!({"client_id": account.client_id, "scope": "email", "code_challenge": CHALLENGE}),
    )
    .assert_error(400, "INVALID_REQUEST");
    let seeded = app.seed();
    let url = crate::browser::authorize_url(
        &seeded.client.id.to_string(),
        &[
            ("response_type", "code"),
            ("scope", "email"),
            ("code_challenge", CHALLENGE),
        ],
    );
    let page = Browser::new(app).get(&url);
    assert_eq!(page.status, 302);
    assert_eq!(params_of(page.location(), '?')["error"], "invalid_request");
}

pub fn a_used_code_replayed_by_another_client_revokes_nothing(app: &TestApp) {
    let seeded = app.seed();
    let code = app.code(&seeded, "authorization", None);
    let first = app.post_json(TOKEN, &app.code_request(&seeded, &code, "refresh_token"));
    assert_eq!(first.status, 200, "{}", first.body);
    let access = first.body["token"].as_str().unwrap().to_owned();
    // Another client (public: its id is all an attacker needs) replays it,
    // many times at once.
    let (thief, _) = app.new_client();
    let replies = at_once(8, |_| {
        app.post_json(
            TOKEN,
            &json!({"grant_type": "code", "token_type": "token", "code": code,
                    "client_id": thief.id.to_string(), "client_secret": "guess"}),
        )
    });
    for reply in &replies {
        assert!([400, 401].contains(&reply.status), "{}", reply.body);
    }
    let (other, other_secret) = app.new_client();
    let reply = app.post_json(
        TOKEN,
        &json!({"grant_type": "code", "token_type": "token", "code": code,
                "client_id": other.id.to_string(), "client_secret": other_secret.expose()}),
    );
    reply.assert_error(400, "INVALID_GRANT");
    assert_eq!(
        app.get_bearer(USERINFO, &access).status,
        200,
        "the victim's grant stands"
    );
    // The code's own client replaying it still revokes the grant.
    app.post_json(TOKEN, &app.code_request(&seeded, &code, "token"))
        .assert_error(400, "INVALID_GRANT");
    app.get_bearer(USERINFO, &access)
        .assert_error(401, "INVALID_TOKEN");
}

pub fn native_app_id_tokens_follow_the_clients_scopes_and_package(app: &TestApp) {
    let client = admin(
        app,
        "/accounts/admin/v1/clients",
        &json!({"name": "Mail only", "redirect_uris": ["https://mail.example.com/cb"],
                "package_names": ["com.example.app"], "scopes": ["email"]}),
    );
    let account = provision(app);
    let token = login(app, &account.email, "correct horse").body["accountToken"]
        .as_str()
        .unwrap()
        .to_owned();
    let reply = with_account(
        app,
        ID_TOKEN,
        &token,
        &json!({"client_id": client["client_id"]}),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    let claims = jwt_part(reply.body["id_token"].as_str().unwrap(), 1);
    assert_eq!(claims["email"].as_str(), Some(account.email.as_str()));
    for absent in ["name", "mobile", "picture", "countryCode"] {
        assert!(
            claims.get(absent).is_none(),
            "an email-only client gets no {absent}: {claims}"
        );
    }
    // The same validation as /code: scopes within the client's, a
    // registered package name.
    for body in [
        json!({"client_id": client["client_id"], "scope": "profile"}),
        json!({"client_id": client["client_id"], "package_name": "com.other.app"}),
    ] {
        with_account(app, ID_TOKEN, &token, &body).assert_error(400, "INVALID_REQUEST");
    }
    // The full client with `profile` gets the profile.
    let reply = with_account(
        app,
        ID_TOKEN,
        &token,
        &json!({"client_id": account.client_id, "scope": "profile", "nonce": "n"}),
    );
    let claims = jwt_part(reply.body["id_token"].as_str().unwrap(), 1);
    assert_eq!(
        (claims["name"].as_str(), claims["nonce"].as_str()),
        (Some("Ann Lee"), Some("n"))
    );
}

pub fn cross_site_and_stale_form_posts_are_refused(app: &TestApp) {
    let seeded = app.seed();
    let email = seeded.user.email.as_str().to_owned();
    let mut browser = Browser::new(app);
    let form = browser.get(&code_flow(&seeded));
    let mut body = form.hidden_fields();
    body.push(("email".into(), email.clone()));
    body.push(("password".into(), PASSWORD.into()));
    for (name, value) in [
        ("Origin", "https://evil.example"),
        ("Origin", "null"),
        ("Sec-Fetch-Site", "cross-site"),
        ("Sec-Fetch-Site", "same-site"),
    ] {
        let request = browser
            .http
            .post(app.url(AUTHORIZE))
            .header(name, value)
            .form(&body);
        let page = browser.send(request);
        assert_eq!(page.status, 403, "{name}: {value}");
        assert!(page.body.contains("another site"));
        assert!(page.set_cookie("__Host-accounts_session").is_none());
    }
    // Logout too.
    let request = browser
        .http
        .post(app.url("/accounts/oauth2/v1/logout"))
        .header("Origin", "https://evil.example")
        .form(&[("csrf_token", "x")]);
    assert_eq!(browser.send(request).status, 403);
    // A token older than its lifetime is refused; a fresh form works.
    app.advance(Duration::hours(2));
    assert_eq!(browser.post(AUTHORIZE, &body).status, 403, "expired token");
    let fresh = browser.get(&code_flow(&seeded));
    let request = browser
        .http
        .post(app.url(AUTHORIZE))
        .header("Origin", crate::helpers::ISSUER);
    let mut body = fresh.hidden_fields();
    body.push(("email".into(), email));
    body.push(("password".into(), PASSWORD.into()));
    let page = browser.send(request.header("Sec-Fetch-Site", "same-origin").form(&body));
    assert_eq!(page.status, 303, "{}", page.body);
}

pub fn one_client_authentication_per_request(app: &TestApp) {
    let seeded = app.seed();
    let id = seeded.client.id.to_string();
    let (other, _) = app.new_client();
    let other = other.id.to_string();
    let secret = seeded.secret.expose().to_owned();
    for extra in [
        vec![("client_secret", secret.as_str())],
        vec![("client_id", other.as_str())],
    ] {
        let code = app.code(&seeded, "email", None);
        let mut form = vec![
            ("grant_type", "authorization_code"),
            ("code", code.as_str()),
            ("redirect_uri", REDIRECT_URI),
        ];
        form.extend(extra.iter().copied());
        let reply = app.send(
            app.http
                .post(app.url(TOKEN))
                .basic_auth(&id, Some(&secret))
                .form(&form),
        );
        assert_eq!(
            (reply.status, reply.body["error"].as_str()),
            (400, Some("invalid_request")),
            "{form:?}"
        );
        let reply = app.send(
            app.http
                .post(app.url(REVOKE))
                .basic_auth(&id, Some(&secret))
                .form(
                    &[("token", "t")]
                        .into_iter()
                        .chain(extra.iter().copied())
                        .collect::<Vec<_>>(),
                ),
        );
        assert_eq!(
            (reply.status, reply.body["error"].as_str()),
            (400, Some("invalid_request"))
        );
    }
    // The same client_id beside Basic is one method, stated twice.
    let code = app.code(&seeded, "email", None);
    let reply = app.send(
        app.http
            .post(app.url(TOKEN))
            .basic_auth(&id, Some(&secret))
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", code.as_str()),
                ("redirect_uri", REDIRECT_URI),
                ("client_id", id.as_str()),
            ]),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
}

pub fn request_values_are_never_echoed(app: &TestApp) {
    for body in [
        json!({"email": "ann@example.com", "password": 987_654_321}),
        json!({"email": 987_654_321, "password": "x"}),
        json!({"email": "ann@example.com", "password": [987_654_321]}),
    ] {
        let reply = app.post_json("/accounts/users/v1/login", &body);
        reply.assert_error(400, "INVALID_REQUEST");
        assert!(
            !reply.body.to_string().contains("987654321"),
            "{}",
            reply.body
        );
    }
}

pub fn look_alike_emails_are_one_account(app: &TestApp) {
    let composed = "jos\u{e9}-look@example.com";
    let decomposed = "jose\u{301}-look@example.com";
    let create = |email: &str| {
        app.send(
            app.http
                .post(app.url("/accounts/admin/v1/users"))
                .bearer_auth(crate::helpers::ADMIN_KEY)
                .json(&json!({"email": email, "password": "correct horse"})),
        )
    };
    assert_eq!(create(composed).status, 200);
    create(decomposed).assert_error(409, "CONFLICT");
    assert_eq!(login(app, decomposed, "correct horse").status, 200);
    // Display strings refuse control and bidirectional characters.
    for name in ["Shop\u{202e}", "Shop\u{7}"] {
        let reply = app.send(
            app.http
                .post(app.url("/accounts/admin/v1/clients"))
                .bearer_auth(crate::helpers::ADMIN_KEY)
                .json(&json!({"name": name, "redirect_uris": [REDIRECT_URI]})),
        );
        reply.assert_error(400, "INVALID_REQUEST");
    }
}

pub fn loopback_redirect_uris_match_any_port(app: &TestApp) {
    let refused = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(crate::helpers::ADMIN_KEY)
            .json(
                &json!({"name": "CLI", "redirect_uris": ["https://user:pass@app.example.com/cb"]}),
            ),
    );
    refused.assert_error(400, "INVALID_REQUEST");
    let client = admin(
        app,
        "/accounts/admin/v1/clients",
        &json!({"name": "CLI", "redirect_uris": ["http://127.0.0.1/cb"]}),
    );
    let seeded = app.seed();
    let asked = "http://127.0.0.1:53117/cb";
    let mut query = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in [
        ("client_id", client["client_id"].as_str().unwrap()),
        ("redirect_uri", asked),
        ("response_type", "code"),
        ("scope", "email"),
    ] {
        query.append_pair(k, v);
    }
    let mut browser = Browser::new(app);
    let form = browser.get(&format!("{AUTHORIZE}?{}", query.finish()));
    assert_eq!(form.status, 200, "{}", form.body);
    let back = browser.sign_in(&form, seeded.user.email.as_str(), PASSWORD);
    assert_eq!(back.status, 303, "{}", back.body);
    assert!(
        back.location().starts_with("http://127.0.0.1:53117/cb?"),
        "{}",
        back.location()
    );
    let code = params_of(back.location(), '?')["code"].clone();
    let reply = app.post_json(
        TOKEN,
        &json!({"grant_type": "code", "token_type": "token", "code": code,
                "redirect_uri": asked, "client_id": client["client_id"],
                "client_secret": client["client_secret"]}),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    let other_path = browser.get(&crate::browser::authorize_url(
        client["client_id"].as_str().unwrap(),
        &[("response_type", "code"), ("scope", "email")],
    ));
    assert_eq!(
        other_path.status, 400,
        "REDIRECT_URI of another client is not this one's"
    );
}

on_both_backends!(
    parallel_wrong_passwords_get_no_more_checks_than_the_limit,
    a_verifier_for_a_code_without_challenge_is_refused,
    a_challenge_without_a_method_is_refused_on_every_face,
    a_used_code_replayed_by_another_client_revokes_nothing,
    native_app_id_tokens_follow_the_clients_scopes_and_package,
    cross_site_and_stale_form_posts_are_refused,
    one_client_authentication_per_request,
    request_values_are_never_echoed,
    look_alike_emails_are_one_account,
    loopback_redirect_uris_match_any_port,
);

per_backend!(hashing_beyond_its_bound_is_503_with_retry_after);
