//! Connections: wrong URLs, unreachable servers and vanishing databases give
//! `Unavailable`, never a panic; SQLite runs in WAL mode.

// Test code: a panic is a failing test.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::time::Duration;

use accounts_domain::ids::UserId;
use accounts_domain::repository::{RepoError, UserRepository};
use accounts_storage::{Backend, Database, DatabaseOptions};
use accounts_testkit::pg::TestDatabase;
use accounts_testkit::sqlite::TempSqlite;
use diesel::{Connection, PgConnection, RunQueryDsl};

fn quick() -> DatabaseOptions {
    DatabaseOptions {
        max_connections: 2,
        connect_timeout: Duration::from_millis(500),
    }
}

fn unavailable(result: Result<Database, RepoError>) -> String {
    match result {
        Err(RepoError::Unavailable(message)) => message,
        other => panic!("expected Unavailable, got {other:?}"),
    }
}

#[test]
fn unsupported_urls_are_unavailable_and_never_echo_the_url() {
    for url in [
        "",
        "mysql://root:hunter2@localhost/db",
        "sqlite://",
        "file.db",
        "http://x",
    ] {
        let message = unavailable(Database::connect(url, quick()));
        assert!(!message.contains("hunter2"), "{message}");
    }
}

#[test]
fn an_unopenable_sqlite_path_is_unavailable() {
    let url = "sqlite:///nonexistent-directory-for-accounts-tests/sub/accounts.db";
    unavailable(Database::connect(url, quick()));
}

#[test]
fn an_unreachable_postgres_server_is_unavailable() {
    // Port 1 on loopback: nothing listens there.
    let message = unavailable(Database::connect(
        "postgres://postgres@127.0.0.1:1/accounts",
        quick(),
    ));
    assert!(
        message.to_lowercase().contains("connect"),
        "libpq's reason is kept: {message}"
    );
}

#[test]
fn a_postgres_database_that_goes_away_is_unavailable() {
    let guard = TestDatabase::new();
    let database = Database::connect(guard.url(), quick()).unwrap();
    database.migrate().unwrap();
    assert_eq!(database.backend(), Backend::Postgres);
    assert_eq!(
        UserRepository::find(
            &database,
            UserId::generate(time::OffsetDateTime::UNIX_EPOCH)
        ),
        Ok(None)
    );

    // Drop the database under the pool's feet (this terminates its sessions).
    let name = guard
        .url()
        .split('/')
        .nth(3)
        .and_then(|rest| rest.split('?').next())
        .unwrap()
        .to_owned();
    let admin_url = guard.url().replace(&name, "postgres");
    let mut admin = PgConnection::establish(&admin_url).unwrap();
    diesel::sql_query(format!("DROP DATABASE \"{name}\" WITH (FORCE)"))
        .execute(&mut admin)
        .unwrap();

    let result = UserRepository::find(
        &database,
        UserId::generate(time::OffsetDateTime::UNIX_EPOCH),
    );
    assert!(
        matches!(result, Err(RepoError::Unavailable(_))),
        "{result:?}"
    );
}

/// Ends every other server session of the test database, as a restart
/// would, through `admin`.
fn terminate_sessions(admin: &mut PgConnection) {
    diesel::sql_query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = current_database() AND pid <> pg_backend_pid()",
    )
    .execute(admin)
    .unwrap();
}

#[test]
fn connections_the_server_ended_are_replaced() {
    let guard = TestDatabase::new();
    let database = Database::connect(guard.url(), quick()).unwrap();
    database.migrate().unwrap();
    let mut admin = PgConnection::establish(guard.url()).unwrap();
    let someone = UserId::generate(time::OffsetDateTime::UNIX_EPOCH);
    assert_eq!(UserRepository::find(&database, someone), Ok(None));

    // An idle connection is checked before it is handed out: no request
    // meets the dead one.
    terminate_sessions(&mut admin);
    std::thread::sleep(Duration::from_millis(600));
    assert_eq!(UserRepository::find(&database, someone), Ok(None));

    // One used moments ago is handed out unchecked; if it is dead, the
    // query says Unavailable and the pool drops it.
    terminate_sessions(&mut admin);
    let mut failures = 0;
    while UserRepository::find(&database, someone).is_err() {
        failures += 1;
        assert!(
            failures <= quick().max_connections,
            "the pool keeps dead connections"
        );
    }
}

#[test]
fn sqlite_runs_in_wal_mode_with_foreign_keys() {
    let guard = TempSqlite::new();
    let database = Database::connect(guard.url(), DatabaseOptions::default()).unwrap();
    assert_eq!(database.backend(), Backend::Sqlite);
    database.migrate().unwrap();
    let wal = guard.dir().join("accounts.db-wal");
    assert!(
        wal.exists(),
        "WAL journal file expected at {}",
        wal.display()
    );
}

#[test]
fn in_memory_sqlite_works_through_a_single_connection() {
    let database = Database::connect("sqlite::memory:", DatabaseOptions::default()).unwrap();
    assert!(database.migrate().unwrap() > 0);
    assert_eq!(UserRepository::list(&database), Ok(vec![]));
}

#[test]
fn instances_migrating_one_postgres_database_at_once_take_turns() {
    let database = TestDatabase::new();
    let url = database.url().to_owned();
    let runs: Vec<_> = (0..3)
        .map(|_| {
            let url = url.clone();
            std::thread::spawn(move || {
                let db = Database::connect(&url, quick()).expect("connects");
                db.migrate()
            })
        })
        .collect();
    let applied: Vec<usize> = runs
        .into_iter()
        .map(|run| {
            run.join()
                .unwrap()
                .expect("every instance's migration succeeds")
        })
        .collect();
    let total: usize = applied.iter().sum();
    assert!(
        applied.iter().filter(|n| **n > 0).count() == 1 && total > 0,
        "one instance applied them, the others found none pending: {applied:?}"
    );
}
