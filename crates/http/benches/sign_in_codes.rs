//! Whether asking for a sign-in code tells a known address from an
//! unknown one by its time: the requirement is "202 `CODE_SENT` for every
//! address, in the same time".
//!
//! The real app on each backend (`spawn_app`, SQLite and a throwaway
//! PostgreSQL) over loopback HTTP, registration open. Each round asks
//! once for an address with an account and once for one without (in
//! turns, so drift and the background work after each answer fall on
//! both alike), each from its own client IP (a trusted proxy's
//! `X-Forwarded-For`) and each address once, so no throttle or hourly
//! count stands in the way and every request does its whole work: the
//! look-up, the code's write and the mail (to a real SMTP server on
//! loopback) happen after the answer.
//! As a baseline, a 404 of the same server.
//!
//! Prints both medians, their difference, and its share of the median,
//! and each median's ratio to the 404's; asserts no number (only that
//! every answer is `CODE_SENT`). Run with
//! `cargo bench -p accounts-http --bench sign_in_codes` (unset
//! RUST_BACKTRACE); `CODE_BENCH_ROUNDS` sets the rounds (default 300).
//! Without PostgreSQL its half skips with a message.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    missing_docs
)]

use std::time::{Duration, Instant};

use accounts_testkit::app::{Backend, TestApp, spawn_app_with};
use serde_json::json;

fn quantile(sorted: &[Duration], q: f64) -> Duration {
    let at = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[at]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Asks for a code for `email` from the client IP `ip`; the answer's time.
fn ask(app: &TestApp, email: &str, ip: &str) -> Duration {
    let request = app
        .http
        .post(app.url("/accounts/users/v1/login/code"))
        .header("X-Forwarded-For", ip)
        .json(&json!({"email": email}));
    let started = Instant::now();
    let reply = app.send(request);
    let took = started.elapsed();
    assert_eq!(reply.status, 202, "{}", reply.body);
    assert_eq!(reply.code(), "CODE_SENT");
    took
}

fn bench(backend: Backend) {
    let rounds: usize = std::env::var("CODE_BENCH_ROUNDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(300);
    // Open registration mails, through a real SMTP server on loopback.
    let smtp = accounts_testkit::smtp::SmtpServer::start();
    let (url, ca_file) = (smtp.url(), smtp.ca_file());
    let app = spawn_app_with(backend, |s| {
        s.accounts.registration = Some("open".into());
        s.email.smtp_url = Some(url);
        s.email.smtp_ca_file = Some(ca_file);
        s.server.trusted_proxies = vec!["127.0.0.1".into()];
    });
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

    let known: Vec<String> = (0..rounds)
        .map(|_| app.seed().user.email.as_str().to_owned())
        .collect();
    let mut known_times = Vec::with_capacity(rounds);
    let mut unknown_times = Vec::with_capacity(rounds);
    for (n, email) in known.iter().enumerate() {
        let (a, b) = (n / 250, n % 250);
        // Known first in even rounds, unknown first in odd ones.
        let unknown = format!("nobody-{n}-{}@example.com", std::process::id());
        let pair = [
            (email.as_str(), format!("10.1.{a}.{b}"), true),
            (unknown.as_str(), format!("10.2.{a}.{b}"), false),
        ];
        let order: Vec<_> = if n % 2 == 0 {
            pair.iter().collect()
        } else {
            pair.iter().rev().collect()
        };
        for (email, ip, is_known) in order {
            let took = ask(&app, email, ip);
            if *is_known {
                known_times.push(took);
            } else {
                unknown_times.push(took);
            }
        }
    }
    known_times.sort();
    unknown_times.sort();
    let (k, u) = (quantile(&known_times, 0.5), quantile(&unknown_times, 0.5));
    let difference = ms(k) - ms(u);
    println!(
        "  202 CODE_SENT, {rounds} each: known median {:.3} ms (p90 {:.3}), unknown median {:.3} ms (p90 {:.3})",
        ms(k),
        ms(quantile(&known_times, 0.9)),
        ms(u),
        ms(quantile(&unknown_times, 0.9)),
    );
    println!(
        "  median difference (known - unknown): {difference:+.3} ms, {:+.1}% of the unknown median; {:.1}× / {:.1}× the 404's median",
        difference / ms(u) * 100.0,
        ms(k) / ms(baseline),
        ms(u) / ms(baseline),
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
