//! The operator console's pages at 1,000,000 users on PostgreSQL, as an
//! operator's browser meets them: the real app over loopback HTTP, signed
//! in with a session cookie, next to a 404 of the same server (the
//! baseline, with the same cookie). The users search by address prefix,
//! by the first and by a later word of the name, page turns, a user's
//! page and the overview. Prints median, p95 and the ratio to the
//! baseline, then the plan (`EXPLAIN ANALYZE`) of the very query the
//! storage runs for each search (`Database::explain_search_users` on the
//! search the users page makes, `user_view::users_search`), with the
//! indexes it read; asserts nothing.
//!
//! Run with `cargo bench -p accounts-http --bench console` (unset
//! RUST_BACKTRACE). It starts a throwaway PostgreSQL
//! (`accounts_testkit::pg`) and seeds the users in one statement
//! (`accounts_testkit::population`); `CONSOLE_BENCH_USERS=N` seeds
//! another number. Without PostgreSQL it skips with a message.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    missing_docs
)]

use accounts_domain::operators::Role;
use accounts_domain::repository::OperatorRepository;
use accounts_service::use_cases::console::user_view;
use accounts_storage::{Database, DatabaseOptions};
use accounts_testkit::app::{Backend, TestApp, spawn_app_with};
use accounts_testkit::pg;
use accounts_testkit::population::{measure, nth_user_id, seed_users};
use diesel::{Connection, PgConnection};

const WARM_UP: usize = 20;
const ROUNDS: usize = 200;
const DEFAULT_USERS: u32 = 1_000_000;

/// The browser's session cookie after the account page's sign-in.
fn signed_in_cookie(app: &TestApp, email: &str) -> String {
    let http = reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let form = http.get(app.url("/accounts/account")).send().unwrap();
    let cookies: Vec<String> = form
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|c| c.to_str().unwrap().split(';').next().unwrap().to_owned())
        .collect();
    let body = form.text().unwrap();
    let marker = "name=\"csrf_token\" value=\"";
    let start = body.find(marker).unwrap() + marker.len();
    let token = &body[start..start + body[start..].find('"').unwrap()];
    let answer = http
        .post(app.url("/accounts/account"))
        .header("Cookie", cookies.join("; "))
        .form(&[
            ("csrf_token", token),
            ("email", email),
            ("password", "correct horse"),
        ])
        .send()
        .unwrap();
    assert_eq!(answer.status(), 303, "the sign-in");
    answer
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|c| c.to_str().unwrap().split(';').next().unwrap().to_owned())
        .find(|c| c.contains("accounts_session="))
        .expect("a session cookie")
}

fn main() {
    if !pg::server_available() {
        eprintln!(
            "console: skipped: no PostgreSQL server binaries were found and {} is not set",
            pg::EXTERNAL_URL_VAR
        );
        return;
    }
    let users: u32 = std::env::var("CONSOLE_BENCH_USERS")
        .ok()
        .map(|v| v.parse().expect("CONSOLE_BENCH_USERS is a number"))
        .unwrap_or(DEFAULT_USERS);
    // An operator without a second factor keeps the sign-in to one form.
    let app = spawn_app_with(Backend::Postgres, |s| {
        s.console.require_second_factor = Some(false);
    });
    let mut sql = PgConnection::establish(app.database().unwrap().url()).unwrap();
    seed_users(&mut sql, users);
    let middle = nth_user_id(&mut sql, users / 2);
    let operator = app.seed();
    OperatorRepository::set_role(
        app.store(),
        operator.user.id,
        Some(Role::Admin),
        app.clock_now(),
    )
    .unwrap();
    let cookie = signed_in_cookie(&app, operator.user.email.as_str());
    let get = |path: &str| {
        let response = app
            .http
            .get(app.url(path))
            .header("Cookie", &cookie)
            .send()
            .unwrap();
        let status = response.status().as_u16();
        let _ = response.bytes().unwrap();
        status
    };
    let cases: Vec<(&str, String, u16)> = vec![
        ("baseline: 404", "/accounts/no-such-page".into(), 404),
        (
            "search: address prefix \"user12345\"",
            "/accounts/console/users?q=user12345".into(),
            200,
        ),
        (
            "search: address prefix \"user1\" (1 in 9 match)",
            "/accounts/console/users?q=user1".into(),
            200,
        ),
        (
            "page turn: after the middle id",
            format!("/accounts/console/users?cursor={middle}"),
            200,
        ),
        (
            "search: first name \"grace\" (1 in 50 match)",
            "/accounts/console/users?q=grace".into(),
            200,
        ),
        (
            "search page turn: name \"grace\" after the middle",
            format!("/accounts/console/users?q=grace&cursor={middle}"),
            200,
        ),
        (
            "search: later word \"lovelace\" (1 in 50 match)",
            "/accounts/console/users?q=lovelace".into(),
            200,
        ),
        (
            "search page turn: \"lovelace\" after the middle",
            format!("/accounts/console/users?q=lovelace&cursor={middle}"),
            200,
        ),
        (
            "search: two words from the 2nd \"berners l\"",
            "/accounts/console/users?q=berners%20l".into(),
            200,
        ),
        (
            "a user's page",
            format!("/accounts/console/users/{middle}"),
            200,
        ),
        (
            "overview (counts kept a minute)",
            "/accounts/console/".into(),
            200,
        ),
    ];
    println!(
        "{users} users on PostgreSQL; {WARM_UP} warm-up requests, then {ROUNDS} timed, one at a time"
    );
    println!(
        "{:<52} {:>10} {:>10} {:>8}",
        "request", "median ms", "p95 ms", "x 404"
    );
    let mut baseline = None;
    let mut searches = Vec::new();
    for (label, path, expected) in cases {
        if let Some(query) = path.strip_prefix("/accounts/console/users?") {
            searches.push((label, query.to_owned()));
        }
        let (stats, status) = measure(WARM_UP, ROUNDS, || get(&path));
        assert_eq!(status, expected, "{label}: {path}");
        let base = *baseline.get_or_insert(stats.median);
        println!(
            "{label:<52} {:>10.3} {:>10.3} {:>8.1}",
            stats.median.as_secs_f64() * 1000.0,
            stats.p95.as_secs_f64() * 1000.0,
            stats.median.as_secs_f64() / base.as_secs_f64()
        );
    }

    // The plans of the storage's own query for each search the page made.
    let database =
        Database::connect(app.database().unwrap().url(), DatabaseOptions::default()).unwrap();
    for (label, query) in searches {
        let field = |name: &str| {
            query.split('&').find_map(|pair| {
                let (key, value) = pair.split_once('=')?;
                (key == name).then(|| value.replace("%20", " "))
            })
        };
        let (q, cursor) = (field("q"), field("cursor"));
        let search = user_view::users_search(q.as_deref(), cursor.as_deref());
        let plan = database.explain_search_users(&search).unwrap();
        let mut indexes: Vec<&str> = plan
            .iter()
            .filter_map(|line| line.split(" using ").nth(1))
            .filter_map(|rest| rest.split_whitespace().next())
            .collect();
        indexes.sort_unstable();
        indexes.dedup();
        let scans = plan.iter().filter(|l| l.contains("Seq Scan")).count();
        println!();
        println!(
            "{label}: {search:?}\n  indexes read: {}; sequential scans: {scans}",
            indexes.join(", ")
        );
        for line in plan {
            println!("    {line}");
        }
    }
}
