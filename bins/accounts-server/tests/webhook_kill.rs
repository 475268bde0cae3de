//! The real binary on a real PostgreSQL, killed with SIGKILL while it is
//! delivering webhooks to a slow receiver (the Standard Webhooks library
//! from PyPI verifies each request), then started again: every event
//! arrives, duplicates only for the attempts the kill cut short (their
//! lease runs out and they are sent again with the same `webhook-id`).

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
use accounts_testkit::webhooks::WebhookReceiver;
use serde_json::{Value, json};

const BIN: &str = env!("CARGO_BIN_EXE_accounts-server");
const ADMIN_KEY: &str = "kill-test-admin-key-0123456789abcdef";
const SECRET: &str = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYo=";
const EVENTS: usize = 40;

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
        .env("ACCOUNTS__WEBHOOKS__POLL_MILLIS", "50")
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
fn a_sender_killed_mid_delivery_loses_no_event() {
    // Each request takes the receiver half a second: the kill lands
    // while attempts are in flight.
    let Some(mut receiver) = WebhookReceiver::new(SECRET, 0.5) else {
        return;
    };
    receiver.start();
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
    let hook = admin(
        &http,
        &base,
        "/accounts/admin/v1/webhooks",
        &json!({"url": receiver.url(), "events": ["user.created"], "secret": SECRET}),
    )["id"]
        .as_str()
        .unwrap()
        .to_owned();
    for n in 0..EVENTS {
        admin(
            &http,
            &base,
            "/accounts/admin/v1/users",
            &json!({"email": format!("kill-{n}@example.com"), "password": "correct horse"}),
        );
    }
    eventually_within("the first deliveries", Duration::from_secs(60), || {
        receiver.received().len() >= 3
    });
    server.kill().unwrap(); // SIGKILL
    server.wait().unwrap();
    let at_kill = receiver.received().len();
    assert!(at_kill < EVENTS, "the kill came too late to test anything");

    let mut restarted = serve(&db, port, dir.path());
    eventually_within("the server ready again", Duration::from_secs(60), || {
        ready(&http, &base)
    });
    eventually_within("every event received", Duration::from_secs(120), || {
        receiver
            .received()
            .iter()
            .map(|r| r.id.clone())
            .collect::<HashSet<_>>()
            .len()
            == EVENTS
    });
    let delivered = || -> Vec<Value> {
        http.get(format!(
            "{base}/accounts/admin/v1/webhooks/{hook}/deliveries?status=delivered"
        ))
        .bearer_auth(ADMIN_KEY)
        .send()
        .unwrap()
        .json::<Value>()
        .unwrap()["deliveries"]
            .as_array()
            .unwrap()
            .clone()
    };
    eventually_within("every delivery recorded", Duration::from_secs(30), || {
        delivered().len() == EVENTS
    });
    restarted.kill().unwrap();
    restarted.wait().unwrap();

    let received = receiver.received();
    let ids: HashSet<&str> = received.iter().map(|r| r.id.as_str()).collect();
    eprintln!(
        "webhooks across a kill -9: {EVENTS} events, {at_kill} requests before the kill, \
         {} requests in all, {} distinct, {} duplicates",
        received.len(),
        ids.len(),
        received.len() - ids.len()
    );
    assert!(received.iter().all(|r| r.verified));
    assert_eq!(ids.len(), EVENTS);
    assert!(received.iter().all(|r| r.payload["type"] == "user.created"));
}
