//! The real binary on a real PostgreSQL, killed with SIGKILL while it is
//! pushing security events (RFC 8935) to a slow receiver, then started
//! again: every SET arrives, duplicates (the same `jti`) only for the
//! pushes the kill cut short, whose lease runs out.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::collections::HashSet;
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use accounts_testkit::app::eventually_within;
use accounts_testkit::pg::TestDatabase;
use accounts_testkit::push_endpoint::{PushEndpoint, set_claims};
use serde_json::{Value, json};

const BIN: &str = env!("CARGO_BIN_EXE_accounts-server");
const ADMIN_KEY: &str = "kill-test-admin-key-0123456789abcdef";
const EVENTS: usize = 30;

fn serve(db: &TestDatabase, port: u16, dir: &std::path::Path) -> Child {
    Command::new(BIN)
        .arg("serve")
        .current_dir(dir)
        .env_remove("RUST_BACKTRACE")
        .env("RUST_LOG", "warn")
        .env("ACCOUNTS__DATABASE__URL", db.url())
        .env(
            "ACCOUNTS__KEYS__MASTER_KEY",
            "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
        )
        .env("ACCOUNTS__SERVER__BIND", format!("127.0.0.1:{port}"))
        .env(
            "ACCOUNTS__SERVER__PUBLIC_URL",
            format!("http://127.0.0.1:{port}"),
        )
        .env("ACCOUNTS__ADMIN__API_KEY", ADMIN_KEY)
        .env("ACCOUNTS__WEBHOOKS__TIMEOUT_SECS", "2")
        // The receiver is on loopback, which `serve` refuses by default.
        .env("ACCOUNTS__WEBHOOKS__ALLOW_PRIVATE_ADDRESSES", "true")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

fn ready(http: &reqwest::blocking::Client, base: &str) -> bool {
    http.get(format!("{base}/health/ready"))
        .send()
        .is_ok_and(|r| r.status().is_success())
}

fn admin(http: &reqwest::blocking::Client, base: &str, path: &str, body: &Value) -> Value {
    let reply = http
        .post(format!("{base}{path}"))
        .bearer_auth(ADMIN_KEY)
        .json(body)
        .send()
        .unwrap();
    assert!(reply.status().is_success(), "{path}: {}", reply.status());
    reply.json().unwrap()
}

#[test]
fn a_pusher_killed_mid_delivery_loses_no_security_event() {
    // A while over each SET: the kill lands while pushes are in flight.
    let endpoint = PushEndpoint::start_with_delay(Duration::from_millis(300));
    // The jtis of the SETs it accepted (answered 202 to).
    let got = || -> Vec<String> {
        endpoint
            .got()
            .iter()
            .filter(|p| p.answered)
            .map(|p| set_claims(&p.body)["jti"].as_str().unwrap_or("").to_owned())
            .collect()
    };
    let db = TestDatabase::new();
    let dir = tempfile::tempdir().unwrap();
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let base = format!("http://127.0.0.1:{port}");
    let http = reqwest::blocking::Client::new();
    let mut server = serve(&db, port, dir.path());
    eventually_within("the server ready", Duration::from_secs(60), || {
        ready(&http, &base)
    });
    let receiver = admin(
        &http,
        &base,
        "/accounts/admin/v1/clients",
        &json!({"name": "Risk engine", "shared_signals": true}),
    );
    let token: Value = http
        .post(format!("{base}/accounts/oauth2/v1/token"))
        .basic_auth(
            receiver["client_id"].as_str().unwrap(),
            receiver["client_secret"].as_str(),
        )
        .form(&[("grant_type", "client_credentials")])
        .send()
        .unwrap()
        .json()
        .unwrap();
    let made = http
        .post(format!("{base}/accounts/ssf/streams"))
        .bearer_auth(token["access_token"].as_str().unwrap())
        .json(&json!({"delivery": {"method": "urn:ietf:rfc:8935", "endpoint_url": endpoint.url}}))
        .send()
        .unwrap();
    assert_eq!(made.status().as_u16(), 201);
    for n in 0..EVENTS {
        let user = admin(
            &http,
            &base,
            "/accounts/admin/v1/users",
            &json!({"email": format!("kill-{n}@example.com"), "password": "correct horse"}),
        );
        let id = user["userId"].as_str().unwrap();
        admin(
            &http,
            &base,
            &format!("/accounts/admin/v1/users/{id}/disable"),
            &json!({}),
        );
    }
    eventually_within("the first pushes", Duration::from_secs(60), || {
        got().len() >= 3
    });
    server.kill().unwrap(); // SIGKILL
    server.wait().unwrap();
    let at_kill = got().len();
    assert!(at_kill < EVENTS, "the kill came too late to test anything");

    let mut restarted = serve(&db, port, dir.path());
    eventually_within("every SET received", Duration::from_secs(120), || {
        got().iter().collect::<HashSet<_>>().len() == EVENTS
    });
    restarted.kill().unwrap();
    restarted.wait().unwrap();
    let received = got();
    let distinct: HashSet<&String> = received.iter().collect();
    eprintln!(
        "SETs across a kill -9: {EVENTS} events, {at_kill} accepted before the kill, \
         {} pushes in all, {} distinct, {} duplicates",
        received.len(),
        distinct.len(),
        received.len() - distinct.len()
    );
    assert_eq!(distinct.len(), EVENTS);
    assert!(!distinct.contains(&String::new()), "every push was a SET");
}
