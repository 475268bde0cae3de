//! Readiness through a database outage: the throwaway cluster is stopped
//! and started, so this test has its test binary (and cluster) to itself.

// Test code: a panic is a failing test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use accounts_testkit::app::{Backend, eventually, spawn_app};
use accounts_testkit::schema::assert_valid;

#[test]
fn readiness_follows_the_database_through_an_outage() {
    let app = spawn_app(Backend::Postgres);
    let get = |path: &str| app.send(app.http.get(app.url(path)));
    let ready = get("/health/ready");
    assert_eq!(ready.status, 200, "{}", ready.body);
    assert_valid(&ready.body, "DoneResponse");
    assert_eq!(ready.body["code"], "READY");

    let known = app.seed().user.email;
    let database = app.database().expect("an app on PostgreSQL");
    database.take_away().unwrap();
    eventually("readiness turns 503 with the database gone", || {
        get("/health/ready").status == 503
    });
    let unready = app.send(app.http.get(app.url("/health/ready")));
    unready.assert_error(503, "SERVICE_UNAVAILABLE");
    assert!(unready.headers.contains_key("retry-after"));
    let alive = get("/health/alive");
    assert_eq!(
        (alive.status, alive.body["code"].as_str()),
        (200, Some("ALIVE")),
        "a database outage is no reason to restart the process"
    );
    // A reset request counts in the throttles (database rows shared by
    // every instance) before it answers: for a known address as for an
    // unknown one it takes the same path, so both get the same 503, and no
    // answer tells which addresses have accounts.
    for email in [known.as_str(), "nobody@example.com"] {
        let forgot = app.post_json(
            "/accounts/users/v1/password/forgot",
            &serde_json::json!({ "email": email }),
        );
        forgot.assert_error(503, "SERVICE_UNAVAILABLE");
        assert!(forgot.headers.contains_key("retry-after"));
    }

    database.bring_back().unwrap();
    eventually("readiness returns with the database", || {
        get("/health/ready").status == 200
    });
    // And the database serves requests again, through a pool that held
    // connections to the stopped server.
    let seeded = app.seed();
    let (token, _) = app.tokens(&seeded, "profile");
    assert_eq!(
        app.get_bearer("/accounts/users/v1/userinfo", &token).status,
        200
    );
}
