//! OpenID Connect Back-Channel Logout 1.0: a client registered with a
//! `backchannel_logout_uri` gets a signed logout token by POST when a
//! session it holds tokens from ends, whatever ended it: the browser's
//! sign-out, an operator disabling or deleting the user, revoking the
//! user's sessions. A receiver on loopback checks each token's signature
//! through the JWKS and its claims; a receiver that fails gets the token
//! again later.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use accounts_domain::clock::ManualClock;
use serde_json::{Value, json};

use crate::browser::{Browser, CHALLENGE, PASSWORD, VERIFIER, params_of};
use crate::helpers::{ADMIN_KEY, REDIRECT_URI, Seeded, TestApp, eventually, jwt_part};

const LOGOUT: &str = "/accounts/oauth2/v1/logout";

/// A client's back-channel logout endpoint: records each POST's
/// Content-Type and body; answers 200, or once 503 when `failing` is set
/// (which clears it). That refusal is slow: a minute of the app's clock
/// passes while it answers.
struct Receiver {
    url: String,
    posts: Arc<Mutex<Vec<(String, String)>>>,
    failing: Arc<AtomicBool>,
    refused: Arc<AtomicUsize>,
}

impl Receiver {
    fn start(clock: Arc<ManualClock>) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!(
            "http://127.0.0.1:{}/backchannel",
            listener.local_addr().unwrap().port()
        );
        let posts = Arc::new(Mutex::new(Vec::new()));
        let failing = Arc::new(AtomicBool::new(false));
        let refused = Arc::new(AtomicUsize::new(0));
        let (seen, fail, count) = (
            Arc::clone(&posts),
            Arc::clone(&failing),
            Arc::clone(&refused),
        );
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let (mut length, mut kind) = (0usize, String::new());
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                        break;
                    }
                    let lower = line.to_ascii_lowercase();
                    if let Some(v) = lower.strip_prefix("content-length:") {
                        length = v.trim().parse().unwrap_or(0);
                    }
                    if let Some(v) = lower.strip_prefix("content-type:") {
                        kind = v.trim().to_owned();
                    }
                }
                let mut body = vec![0; length];
                let _ = reader.read_exact(&mut body);
                let status = if fail.swap(false, Ordering::SeqCst) {
                    clock.advance(time::Duration::minutes(1));
                    count.fetch_add(1, Ordering::SeqCst);
                    "503 Service Unavailable"
                } else {
                    seen.lock()
                        .unwrap()
                        .push((kind, String::from_utf8_lossy(&body).into_owned()));
                    "200 OK"
                };
                let _ = write!(
                    stream,
                    "HTTP/1.1 {status}\r\nContent-Length: 0\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
                );
            }
        });
        Self {
            url,
            posts,
            failing,
            refused,
        }
    }

    fn tokens(&self) -> Vec<String> {
        self.posts
            .lock()
            .unwrap()
            .iter()
            .map(|(kind, body)| {
                assert_eq!(kind, "application/x-www-form-urlencoded");
                params_of(&format!("?{body}"), '?')["logout_token"].clone()
            })
            .collect()
    }
}

/// A confidential client listening at `uri`: (id, secret).
fn client(app: &TestApp, name: &str, uri: Option<&str>) -> (String, String) {
    let mut body = json!({"name": name, "redirect_uris": [REDIRECT_URI]});
    if let Some(uri) = uri {
        body["backchannel_logout_uri"] = json!(uri);
    }
    let created = app.send(
        app.http
            .post(app.url("/accounts/admin/v1/clients"))
            .bearer_auth(ADMIN_KEY)
            .json(&body),
    );
    assert_eq!(created.status, 200, "{}", created.body);
    (
        created.body["client_id"].as_str().unwrap().to_owned(),
        created.body["client_secret"].as_str().unwrap().to_owned(),
    )
}

/// Signs `seeded`'s user in to the client in `browser` and redeems the
/// code; the id_token's claims.
fn sign_in(
    app: &TestApp,
    browser: &mut Browser<'_>,
    email: &str,
    (id, secret): &(String, String),
) -> Value {
    let url = crate::browser::authorize_url(
        id,
        &[
            ("response_type", "code"),
            ("scope", "openid profile"),
            ("code_challenge", CHALLENGE),
            ("code_challenge_method", "S256"),
        ],
    );
    let mut page = browser.get(&url);
    if page.status == 200 {
        page = browser.sign_in(&page, email, PASSWORD);
    }
    let code = params_of(page.location(), '?')["code"].clone();
    let tokens = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/token"))
            .basic_auth(id, Some(secret))
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", &code),
                ("redirect_uri", REDIRECT_URI),
                ("code_verifier", VERIFIER),
            ]),
    );
    assert_eq!(tokens.status, 200, "{}", tokens.body);
    jwt_part(tokens.body["id_token"].as_str().unwrap(), 1)
}

/// Checks a logout token as a relying party must (OpenID Connect
/// Back-Channel Logout 1.0 2.6): signature through the JWKS, `typ`,
/// `iss`, `aud`, `iat`, `jti`, the event, no `nonce`; then its `sub` and
/// `sid`.
fn check(app: &TestApp, token: &str, client: &str, sub: &str, sid: &str) {
    crate::machine_tokens::verify_through_jwks(app, token);
    assert_eq!(jwt_part(token, 0)["typ"], "logout+jwt");
    let claims = jwt_part(token, 1);
    assert_eq!(claims["iss"], app.state.accounts.issuer());
    assert_eq!(claims["aud"], client);
    assert_eq!(claims["sub"], sub);
    assert_eq!(claims["sid"], sid);
    assert_eq!(
        claims["events"],
        json!({"http://schemas.openid.net/event/backchannel-logout": {}})
    );
    assert!(claims["jti"].as_str().is_some_and(|j| !j.is_empty()));
    assert!(claims["iat"].is_i64() && claims["exp"].as_i64() > claims["iat"].as_i64());
    assert!(claims.get("nonce").is_none());
}

fn admin_post(app: &TestApp, path: &str) {
    let reply = app.send(app.http.post(app.url(path)).bearer_auth(ADMIN_KEY));
    assert_eq!(reply.status, 200, "{path}: {}", reply.body);
}

pub fn every_session_end_tells_the_clients_that_hold_its_tokens(app: &TestApp) {
    let receiver = Receiver::start(Arc::clone(&app.clock));
    let listening = client(app, "Notes", Some(&receiver.url));
    let deaf = client(app, "Calendar", None);
    for bad in [
        "",
        "ftp://notes.example.com/logout",
        "https://notes.example.com/#f",
    ] {
        let refused = app.send(
            app.http
                .post(app.url("/accounts/admin/v1/clients"))
                .bearer_auth(ADMIN_KEY)
                .json(&json!({"name": "Bad", "redirect_uris": [REDIRECT_URI], "backchannel_logout_uri": bad})),
        );
        refused.assert_error(400, "INVALID_REQUEST");
    }
    let discovery = app.send(app.http.get(app.url("/.well-known/openid-configuration")));
    assert_eq!(discovery.body["backchannel_logout_supported"], true);
    assert_eq!(discovery.body["backchannel_logout_session_supported"], true);

    // The browser's sign-out: one token, to the client that listens.
    let seeded: Seeded = app.seed();
    let user = seeded.user.id.to_string();
    let mut browser = Browser::new(app);
    let id_token = sign_in(app, &mut browser, seeded.user.email.as_str(), &listening);
    let sid = id_token["sid"]
        .as_str()
        .expect("id_tokens carry sid")
        .to_owned();
    let again = sign_in(app, &mut browser, seeded.user.email.as_str(), &deaf);
    assert_eq!(again["sid"], sid, "one session, one sid for every client");
    let confirm = browser.get(&format!("{LOGOUT}?client_id={}", listening.0));
    let done = browser.post(LOGOUT, &confirm.hidden_fields());
    assert_eq!(done.status, 200, "a signed-out page: {}", done.body);
    eventually("the logout token of the sign-out", || {
        receiver.tokens().len() == 1
    });
    check(app, &receiver.tokens()[0], &listening.0, &user, &sid);

    // An operator disables the user: the new session's clients are told.
    let mut browser = Browser::new(app);
    let second = sign_in(app, &mut browser, seeded.user.email.as_str(), &listening);
    let second_sid = second["sid"].as_str().unwrap().to_owned();
    assert_ne!(second_sid, sid);
    admin_post(app, &format!("/accounts/admin/v1/users/{user}/disable"));
    eventually("the logout token of the disabling", || {
        receiver.tokens().len() == 2
    });
    check(app, &receiver.tokens()[1], &listening.0, &user, &second_sid);

    // The client's endpoint fails once, slowly: the token comes again a
    // backoff (5 s) after the refused attempt began, which the minute the
    // refusal took has passed, so with no further step of the clock
    // (docs/decisions.md, "Backoff": reckoned from the claim).
    receiver.failing.store(true, Ordering::SeqCst);
    let other = app.seed();
    let other_user = other.user.id.to_string();
    let mut browser = Browser::new(app);
    let third = sign_in(app, &mut browser, other.user.email.as_str(), &listening);
    admin_post(
        app,
        &format!("/accounts/admin/v1/users/{other_user}/revoke-sessions"),
    );
    eventually("the token again after the refused attempt", || {
        receiver.tokens().len() == 3
    });
    assert_eq!(receiver.refused.load(Ordering::SeqCst), 1);
    check(
        app,
        &receiver.tokens()[2],
        &listening.0,
        &other_user,
        third["sid"].as_str().unwrap(),
    );

    // Deleting an account tells its sessions' clients too.
    let last = app.seed();
    let last_user = last.user.id.to_string();
    let mut browser = Browser::new(app);
    let fourth = sign_in(app, &mut browser, last.user.email.as_str(), &listening);
    let deleted = app.send(
        app.http
            .delete(app.url(&format!("/accounts/admin/v1/users/{last_user}")))
            .bearer_auth(ADMIN_KEY),
    );
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    eventually("the logout token of the deletion", || {
        receiver.tokens().len() == 4
    });
    check(
        app,
        &receiver.tokens()[3],
        &listening.0,
        &last_user,
        fourth["sid"].as_str().unwrap(),
    );
}

on_both_backends!(every_session_end_tells_the_clients_that_hold_its_tokens);
