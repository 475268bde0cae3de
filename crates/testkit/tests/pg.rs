//! The throwaway cluster gives each test its own database and drops it.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::Instant;

use accounts_testkit::pg::{TestDatabase, startup_millis};
use diesel::sql_types::{BigInt, Text};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};

#[derive(QueryableByName)]
struct Name {
    #[diesel(sql_type = Text)]
    name: String,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn current_database(url: &str) -> String {
    let mut c = PgConnection::establish(url).unwrap();
    diesel::sql_query("SELECT current_database() AS name")
        .get_result::<Name>(&mut c)
        .unwrap()
        .name
}

#[test]
fn each_test_database_is_its_own_and_is_dropped_afterwards() {
    let started = Instant::now();
    let first = TestDatabase::new();
    let first_took = started.elapsed();
    let second = TestDatabase::new();
    if let Some(ms) = startup_millis() {
        println!(
            "cluster start (initdb + pg_ctl start): {ms} ms; first database ready after {first_took:?}"
        );
    }
    let (a, b) = (
        current_database(first.url()),
        current_database(second.url()),
    );
    assert_ne!(a, b);

    let mut c = PgConnection::establish(first.url()).unwrap();
    diesel::sql_query("CREATE TABLE t (x TEXT)")
        .execute(&mut c)
        .unwrap();
    drop(c);
    let admin = second.url().replace(&b, "postgres");
    drop(first);
    let mut admin = PgConnection::establish(&admin).unwrap();
    let left = diesel::sql_query(format!(
        "SELECT count(*) AS n FROM pg_database WHERE datname = '{a}'"
    ))
    .get_result::<Count>(&mut admin)
    .unwrap();
    assert_eq!(left.n, 0, "the dropped test database is gone");
}
