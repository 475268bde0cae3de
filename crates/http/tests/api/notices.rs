//! Change notices between instances (PostgreSQL LISTEN/NOTIFY): with the
//! periodic refresh set to a minute, a session ended on instance A is
//! refused by instance B at once, which only a notice can do. Prints the
//! delay over 50 trials (p50, p99); no timing is asserted.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::helpers::{Backend, TestApp, spawn_app_with};

const LOGIN: &str = "/accounts/users/v1/login";
const LOGOUT: &str = "/accounts/users/v1/logout";
const CODE: &str = "/accounts/oauth2/v1/code";

fn slow_refresh(s: &mut accounts_server::config::Settings) {
    s.cache.refresh_millis = 60_000;
}

fn code_status(app: &TestApp, token: &str, client_id: &str) -> u16 {
    app.send(
        app.http
            .post(app.url(CODE))
            .bearer_auth(token)
            .json(&json!({"client_id": client_id, "scope": "openid"})),
    )
    .status
}

#[test]
fn a_session_ended_on_one_instance_is_refused_by_the_other_at_once() {
    let a = spawn_app_with(Backend::Postgres, slow_refresh);
    let b = a.another_instance_with(slow_refresh);
    let seeded = a.seed();
    let client_id = seeded.client.id.to_string();
    let mut delays = Vec::new();
    for _ in 0..50 {
        let login = a.post_json(
            LOGIN,
            &json!({"email": seeded.user.email.as_str(), "password": "correct horse"}),
        );
        assert_eq!(login.status, 200, "{}", login.body);
        let token = login.body["accountToken"].as_str().unwrap().to_owned();
        // B knows the session (and caches it).
        assert_eq!(code_status(&b, &token, &client_id), 200);
        let ended = a.send(a.http.post(a.url(LOGOUT)).bearer_auth(&token));
        assert_eq!(ended.status, 200, "{}", ended.body);
        // Asked as fast as it answers (bounded): the delay is the notice's.
        let start = Instant::now();
        while code_status(&b, &token, &client_id) != 401 {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "B never refused the ended session"
            );
        }
        delays.push(start.elapsed());
    }
    delays.sort();
    let at = |q: f64| delays[((delays.len() - 1) as f64 * q).round() as usize];
    eprintln!(
        "logout on A refused by B after: p50 {:?}, p99 {:?}, max {:?} (50 trials; periodic refresh 60 s)",
        at(0.5),
        at(0.99),
        delays.last().copied().unwrap_or(Duration::ZERO)
    );
}

/// A change listener that loses its connection polls, then listens again.
#[test]
fn a_lost_listener_falls_back_to_polling_and_comes_back() {
    use diesel::{Connection, RunQueryDsl};
    let a = spawn_app_with(Backend::Postgres, slow_refresh);
    let b = a.another_instance_with(slow_refresh);
    let seeded = a.seed();
    let client_id = seeded.client.id.to_string();
    let sign_in = || {
        let login = a.post_json(
            LOGIN,
            &json!({"email": seeded.user.email.as_str(), "password": "correct horse"}),
        );
        assert_eq!(login.status, 200, "{}", login.body);
        let token = login.body["accountToken"].as_str().unwrap().to_owned();
        assert_eq!(code_status(&b, &token, &client_id), 200);
        token
    };
    let refused_by_b = |token: &str| {
        let ended = a.send(a.http.post(a.url(LOGOUT)).bearer_auth(token));
        assert_eq!(ended.status, 200, "{}", ended.body);
        let start = Instant::now();
        while code_status(&b, token, &client_id) != 401 {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "B kept the session"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    };
    // Every listening connection is cut (a failover, a proxy's timeout).
    let mut admin = diesel::PgConnection::establish(&a.database_url).unwrap();
    let cut = diesel::sql_query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE pid <> pg_backend_pid() AND datname = current_database() \
         AND query LIKE 'LISTEN%'",
    )
    .execute(&mut admin)
    .unwrap();
    assert_eq!(cut, 2, "both instances' listeners");
    // Without notices, B polls (about every second) and still refuses.
    refused_by_b(&sign_in());
    // Then both listen again: their LISTEN sessions are back in
    // PostgreSQL (polling alone would pass the refusal below too, so the
    // sessions themselves are what this checks), and the next logout
    // reaches B.
    let listening = |admin: &mut diesel::PgConnection| -> i64 {
        #[derive(diesel::QueryableByName)]
        struct Count {
            #[diesel(sql_type = diesel::sql_types::BigInt)]
            n: i64,
        }
        let counted: Vec<Count> = diesel::sql_query(
            "SELECT COUNT(*) AS n FROM pg_stat_activity \
             WHERE datname = current_database() AND query LIKE 'LISTEN%'",
        )
        .load(admin)
        .unwrap();
        counted.first().map_or(0, |c| c.n)
    };
    let start = Instant::now();
    while listening(&mut admin) < 2 {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the listeners never came back"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let token = sign_in();
    refused_by_b(&token);
}
