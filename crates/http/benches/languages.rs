//! The login page in each language, as a browser meets it: the real app
//! over loopback HTTP (SQLite), the page asked for with `Accept-Language`
//! (and once with `ui_locales`, once as `zh-TW`), next to a 404 of the
//! same server (the baseline). Choosing the language and formatting its
//! messages must not show: each of the 36 languages' pages should be
//! within 10 % of English. The
//! cases are measured in turns, a slice each, so that the machine's drift
//! falls on all of them alike. Prints median, p95, the ratio to the 404
//! and to English; asserts no time, only that each case answers what it
//! measures: its status and the page's `<html lang>` (a page that fell
//! back to English would time the wrong thing).
//!
//! Run with `cargo bench -p accounts-http --bench languages` (unset
//! RUST_BACKTRACE).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    missing_docs
)]

use std::time::Duration;

use accounts_service::languages::Language;
use accounts_testkit::app::{Backend, REDIRECT_URI, spawn_app};
use accounts_testkit::population::measure;

const WARM_UP: usize = 50;
const TURNS: usize = 10;
const ROUNDS_PER_TURN: usize = 100;

/// What a case must answer: its status and its page's `<html lang>`.
type Answer = (u16, Option<&'static str>);

fn main() {
    let app = spawn_app(Backend::Sqlite);
    let seeded = app.seed();
    let login = format!(
        "/accounts/oauth2/v1/authorize?response_type=code&client_id={}&redirect_uri={}&scope=openid%20profile&state=s&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256",
        seeded.client.id,
        url::form_urlencoded::byte_serialize(REDIRECT_URI.as_bytes()).collect::<String>()
    );
    let send = |path: &str, accept: &str| {
        app.http
            .get(app.url(path))
            .header("Accept-Language", accept)
            .send()
            .unwrap()
    };
    let get = |path: &str, accept: &str| {
        let response = send(path, accept);
        let status = response.status().as_u16();
        let _ = response.bytes().unwrap();
        status
    };
    // The status and the page's `<html lang>` (none for the 404's JSON).
    let page = |path: &str, accept: &str| {
        let response = send(path, accept);
        let status = response.status().as_u16();
        let body = response.text().unwrap();
        let lang = body
            .split_once("<html lang=\"")
            .and_then(|(_, rest)| rest.split_once('"'))
            .map(|(lang, _)| lang.to_owned());
        (status, lang)
    };
    let mut cases: Vec<(String, String, &str, Answer)> = vec![(
        "baseline: 404".into(),
        "/accounts/no-such-page".into(),
        "ja",
        (404, None),
    )];
    // Every language as a browser asks for it (English first: the ratios'
    // reference), then the authorization request's own choice, and a
    // region's usual name that maps to a script (`zh-TW`).
    for language in Language::ALL {
        let tag = language.tag();
        cases.push((
            format!("login page, {tag}"),
            login.clone(),
            tag,
            (200, Some(tag)),
        ));
    }
    cases.push((
        "login page, ui_locales=ja".into(),
        format!("{login}&ui_locales=ja"),
        "en",
        (200, Some("ja")),
    ));
    cases.push((
        "login page, Accept-Language zh-TW".into(),
        login.clone(),
        "zh-TW,zh;q=0.9",
        (200, Some("zh-Hant")),
    ));
    for (label, path, accept, (status, lang)) in &cases {
        let (_, answered) = measure(WARM_UP, 1, || page(path, accept));
        assert_eq!(answered, (*status, lang.map(str::to_owned)), "{label}");
    }
    let mut samples: Vec<Vec<Duration>> = vec![Vec::new(); cases.len()];
    for _ in 0..TURNS {
        for (i, (_, path, accept, _)) in cases.iter().enumerate() {
            for _ in 0..ROUNDS_PER_TURN {
                let (stats, _) = measure(0, 1, || get(path, accept));
                samples[i].push(stats.median);
            }
        }
    }
    println!(
        "{} requests per case in {TURNS} turns, one at a time, after {WARM_UP} warm-up",
        TURNS * ROUNDS_PER_TURN
    );
    println!(
        "{:<40} {:>10} {:>10} {:>8} {:>8}",
        "request", "median ms", "p95 ms", "x 404", "x en"
    );
    let stats: Vec<(Duration, Duration)> = samples
        .iter_mut()
        .map(|s| {
            s.sort();
            (s[s.len() / 2], s[s.len() * 95 / 100])
        })
        .collect();
    let base = stats[0].0.as_secs_f64();
    let english = stats[1].0.as_secs_f64();
    for ((label, ..), (median, p95)) in cases.iter().zip(&stats) {
        println!(
            "{label:<40} {:>10.3} {:>10.3} {:>8.2} {:>8.2}",
            median.as_secs_f64() * 1000.0,
            p95.as_secs_f64() * 1000.0,
            median.as_secs_f64() / base,
            median.as_secs_f64() / english
        );
    }
}
