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
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use accounts_testkit::app::eventually_within;
use accounts_testkit::pg::TestDatabase;
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
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

/// A push endpoint that takes a while over each SET; the `jti`s it got.
fn slow_receiver() -> (String, Arc<Mutex<Vec<String>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/events", listener.local_addr().unwrap());
    let got = Arc::new(Mutex::new(Vec::new()));
    let record = Arc::clone(&got);
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            let record = Arc::clone(&record);
            std::thread::spawn(move || {
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let mut length = 0;
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                        break;
                    }
                    if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                        length = value.trim().parse().unwrap_or(0);
                    }
                }
                let mut body = vec![0; length];
                if reader.read_exact(&mut body).is_err() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(300));
                let token = String::from_utf8_lossy(&body).into_owned();
                let claims: Value = token
                    .split('.')
                    .nth(1)
                    .and_then(|p| URL_SAFE_NO_PAD.decode(p).ok())
                    .and_then(|b| serde_json::from_slice(&b).ok())
                    .unwrap_or(Value::Null);
                if stream
                    .write_all(
                        b"HTTP/1.1 202 Accepted\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                    )
                    .is_ok()
                {
                    record
                        .lock()
                        .unwrap()
                        .push(claims["jti"].as_str().unwrap_or("").to_owned());
                }
            });
        }
    });
    (url, got)
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
    let (endpoint, got) = slow_receiver();
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
        .json(&json!({"delivery": {"method": "urn:ietf:rfc:8935", "endpoint_url": endpoint}}))
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
        got.lock().unwrap().len() >= 3
    });
    server.kill().unwrap(); // SIGKILL
    server.wait().unwrap();
    let at_kill = got.lock().unwrap().len();
    assert!(at_kill < EVENTS, "the kill came too late to test anything");

    let mut restarted = serve(&db, port, dir.path());
    eventually_within("every SET received", Duration::from_secs(120), || {
        got.lock().unwrap().iter().collect::<HashSet<_>>().len() == EVENTS
    });
    restarted.kill().unwrap();
    restarted.wait().unwrap();
    let received = got.lock().unwrap().clone();
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
