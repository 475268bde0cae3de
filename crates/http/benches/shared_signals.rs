//! How fast security events reach receivers: the requirement is "from a
//! change's commit to the receiver's 202, p99 ≤ 100 ms on loopback with
//! 1,000 changes; a long poll returns within 50 ms of the event (p99)".
//!
//! The real app on each backend (`spawn_app`, SQLite and a throwaway
//! PostgreSQL) over loopback HTTP:
//! - push: a receiver's push stream (account-disabled only) to an
//!   endpoint on loopback that answers 202 at once and notes when each
//!   SET arrived; 1,000 users disabled one after the other through the
//!   admin API. Each latency is from the admin call's answer (the commit
//!   is before it) to the SET's arrival, and, as an upper bound, from the
//!   call's start;
//! - long poll: 200 rounds of a poll waiting on another receiver's poll
//!   stream, a user disabled, and the time from the admin call's answer
//!   to the poll's return;
//! - as a baseline, a 404 of the same server.
//!
//! Prints medians and p99s and their ratio to the 404's median; asserts
//! no number (only that every answer is the expected one). Run with
//! `cargo bench -p accounts-http --bench shared_signals` (unset
//! RUST_BACKTRACE: josekit is slower with it); `SSF_BENCH_CHANGES` sets
//! the number of changes (default 1,000). Without PostgreSQL its half
//! skips with a message.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    missing_docs
)]

use std::collections::HashMap;
use std::time::{Duration, Instant};

use accounts_testkit::app::{ADMIN_KEY, Backend, TestApp, spawn_app};
use accounts_testkit::push_endpoint::{PushEndpoint, set_claims};
use serde_json::{Value, json};

const LONG_POLLS: usize = 200;
const DISABLED: &str = "https://schemas.openid.net/secevent/risc/event-type/account-disabled";

fn admin(app: &TestApp, path: &str, body: &Value) -> Value {
    let reply = app.send(
        app.http
            .post(app.url(path))
            .bearer_auth(ADMIN_KEY)
            .json(body),
    );
    assert!(reply.status < 300, "{path}: {}", reply.body);
    reply.body
}

/// A receiver with a stream of account-disabled events delivered as
/// `delivery` says; its token.
fn receiver(app: &TestApp, delivery: Value) -> String {
    let client = admin(
        app,
        "/accounts/admin/v1/clients",
        &json!({"name": "Bench receiver", "shared_signals": true}),
    );
    let token = app.send(
        app.http
            .post(app.url("/accounts/oauth2/v1/token"))
            .basic_auth(
                client["client_id"].as_str().unwrap(),
                client["client_secret"].as_str(),
            )
            .form(&[("grant_type", "client_credentials")]),
    );
    let token = token.body["access_token"].as_str().unwrap().to_owned();
    let made = app.send(
        app.http
            .post(app.url("/accounts/ssf/streams"))
            .bearer_auth(&token)
            .json(&json!({"delivery": delivery, "events_requested": [DISABLED]})),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    token
}

fn user(app: &TestApp, n: usize) -> String {
    admin(
        app,
        "/accounts/admin/v1/users",
        &json!({"email": format!("bench-{n}@example.com"), "password": "correct horse"}),
    )["userId"]
        .as_str()
        .unwrap()
        .to_owned()
}

fn quantile(sorted: &[Duration], q: f64) -> Duration {
    let at = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[at.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn report(what: &str, mut samples: Vec<Duration>, baseline: Duration) {
    samples.sort();
    let (p50, p99) = (quantile(&samples, 0.5), quantile(&samples, 0.99));
    println!(
        "  {what}: n={} median {:.2} ms, p99 {:.2} ms, max {:.2} ms ({:.1}× / {:.1}× the 404's median)",
        samples.len(),
        ms(p50),
        ms(p99),
        ms(*samples.last().unwrap()),
        p50.as_secs_f64() / baseline.as_secs_f64(),
        p99.as_secs_f64() / baseline.as_secs_f64(),
    );
}

fn bench(backend: Backend) {
    let changes: usize = std::env::var("SSF_BENCH_CHANGES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000);
    let app = spawn_app(backend);
    println!("{backend:?}:");

    let mut misses: Vec<Duration> = (0..300)
        .map(|_| {
            let started = Instant::now();
            let reply = app.send(app.http.get(app.url("/no/such/path")));
            assert_eq!(reply.status, 404);
            started.elapsed()
        })
        .collect();
    misses.sort();
    let baseline = quantile(&misses, 0.5);
    println!("  404 baseline: median {:.3} ms", ms(baseline));

    // Push.
    let endpoint = PushEndpoint::start();
    receiver(
        &app,
        json!({"method": "urn:ietf:rfc:8935", "endpoint_url": endpoint.url}),
    );
    // When each user's SET was answered 202.
    let arrivals = || -> HashMap<String, Instant> {
        endpoint
            .got()
            .iter()
            .filter_map(|p| {
                let sub = set_claims(&p.body)["sub_id"]["sub"].as_str()?.to_owned();
                Some((sub, p.at))
            })
            .collect()
    };
    let users: Vec<String> = (0..changes).map(|n| user(&app, n)).collect();
    let mut answered = HashMap::new();
    let mut started = HashMap::new();
    for id in &users {
        let at = Instant::now();
        admin(
            &app,
            &format!("/accounts/admin/v1/users/{id}/disable"),
            &json!({}),
        );
        started.insert(id.clone(), at);
        answered.insert(id.clone(), Instant::now());
    }
    let deadline = Instant::now() + Duration::from_secs(120);
    while arrivals().len() < users.len() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let arrived = arrivals();
    assert_eq!(arrived.len(), users.len(), "every SET arrived");
    let from_answer: Vec<Duration> = users
        .iter()
        .map(|id| arrived[id].saturating_duration_since(answered[id]))
        .collect();
    let from_request: Vec<Duration> = users
        .iter()
        .map(|id| arrived[id].saturating_duration_since(started[id]))
        .collect();
    report(
        &format!("push, {changes} changes, change's answer → SET at the receiver"),
        from_answer,
        baseline,
    );
    report(
        "push, change's request → SET at the receiver (upper bound)",
        from_request,
        baseline,
    );

    // Long poll.
    let token = receiver(&app, json!({"method": "urn:ietf:rfc:8936"}));
    let poll_users: Vec<String> = (0..LONG_POLLS).map(|n| user(&app, changes + n)).collect();
    let mut woken = Vec::new();
    for id in &poll_users {
        std::thread::scope(|scope| {
            let waiting = scope.spawn(|| {
                let reply = app.send(
                    app.http
                        .post(app.url("/accounts/ssf/poll"))
                        .bearer_auth(&token)
                        .json(&json!({"maxEvents": 10})),
                );
                (reply, Instant::now())
            });
            std::thread::sleep(Duration::from_millis(30));
            admin(
                &app,
                &format!("/accounts/admin/v1/users/{id}/disable"),
                &json!({}),
            );
            let changed = Instant::now();
            let (reply, returned) = waiting.join().unwrap();
            assert_eq!(reply.status, 200, "{}", reply.body);
            let sets = reply.body["sets"].as_object().cloned().unwrap_or_default();
            assert!(!sets.is_empty(), "the poll returned with the SET");
            woken.push(returned.saturating_duration_since(changed));
            let ack: Vec<&String> = sets.keys().collect();
            let acked = app.send(
                app.http
                    .post(app.url("/accounts/ssf/poll"))
                    .bearer_auth(&token)
                    .json(&json!({"ack": ack, "maxEvents": 0})),
            );
            assert_eq!(acked.status, 200);
        });
    }
    report(
        &format!("long poll, {LONG_POLLS} rounds, change's answer → poll's return"),
        woken,
        baseline,
    );
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    bench(Backend::Sqlite);
    if accounts_testkit::pg::server_available() {
        bench(Backend::Postgres);
    } else {
        println!("PostgreSQL's server binaries are missing: its half is skipped");
    }
}
