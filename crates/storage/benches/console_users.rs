//! The operator console's users search and paging at 1,000,000 users on
//! PostgreSQL: `OperatorRepository::search_users` (address, name-word and
//! id prefixes, pages after a cursor) and `console_counts`, next to a
//! primary-key `UserRepository::find` on the same database as the
//! baseline. Prints median, p95 and the ratio to the baseline, then the
//! plans (`EXPLAIN ANALYZE`) of the repository's own query
//! (`Database::explain_search_users`, binds and all) for the address and
//! name searches and the page turn, and of any search (or the counts'
//! users count) slower than 20 ms, so the indexes they use show.
//!
//! Run with `cargo bench -p accounts-storage --bench console_users`. It
//! starts a throwaway PostgreSQL (`accounts_testkit::pg`, or the server
//! `ACCOUNTS_TEST_DATABASE_URL` names), migrates it, and seeds the users
//! with one `INSERT ... SELECT FROM generate_series` (10 s; the whole run
//! takes under a minute); `CONSOLE_BENCH_USERS=N` seeds fewer or more. Without PostgreSQL it
//! skips with a message. It prints numbers and asserts none.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    missing_docs
)]

use std::time::{Duration as StdDuration, Instant};

use accounts_domain::ids::UserId;
use accounts_domain::lifetimes::Lifetimes;
use accounts_domain::operators::{OperatorRepository, UserSearch};
use accounts_domain::repository::UserRepository;
use accounts_service::use_cases::console::overview::SIGN_INS_SPAN;
use accounts_service::use_cases::console::user_view::USERS_PER_PAGE;
use accounts_storage::{Database, DatabaseOptions};
use accounts_testkit::pg::{self, TestDatabase};
use accounts_testkit::population::{Stats, literal, measure, nth_user_id, seed_users};
use diesel::sql_types::{BigInt, Text};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use time::OffsetDateTime;

const DEFAULT_USERS: u32 = 1_000_000;
const WARM_UP: usize = 20;
const ROUNDS: usize = 200;
/// `console_counts` counts every user each call; the service keeps its
/// answer a minute, so a few calls say enough.
const COUNTS_ROUNDS: usize = 10;
/// Searches slower than this get their plan printed too.
const SLOW: StdDuration = StdDuration::from_millis(20);

#[derive(QueryableByName)]
struct PlanLine {
    #[diesel(sql_type = Text, column_name = "QUERY PLAN")]
    line: String,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = Text)]
    id: String,
}

/// How many users `search` matches, its limit aside: the repository's
/// own search without a limit (or, with no query, a count of the ids
/// after the cursor: a million rows are not worth loading to count).
fn matching(database: &Database, sql: &mut PgConnection, search: &UserSearch) -> usize {
    if search.prefix.is_none() {
        let after = search.after.map(|a| a.to_string()).unwrap_or_default();
        let row: Count = diesel::sql_query(format!(
            "SELECT count(*) AS n FROM users WHERE id > {}",
            literal(&after)
        ))
        .get_result(sql)
        .expect("count the users");
        return usize::try_from(row.n).expect("a count");
    }
    let all = UserSearch {
        limit: u32::MAX,
        ..search.clone()
    };
    database.search_users(&all).expect("every match").len()
}

fn explain(sql: &mut PgConnection, query: &str) -> Vec<String> {
    diesel::sql_query(format!("EXPLAIN (ANALYZE, BUFFERS) {query}"))
        .load::<PlanLine>(sql)
        .expect("explain")
        .into_iter()
        .map(|l| l.line)
        .collect()
}

fn ms(d: StdDuration) -> String {
    format!("{:.3}", d.as_secs_f64() * 1000.0)
}

struct Case {
    label: &'static str,
    search: UserSearch,
    always_explain: bool,
}

fn main() {
    if !pg::server_available() {
        eprintln!(
            "console_users: skipped: no PostgreSQL server binaries (initdb, pg_ctl) were found and \
             {} is not set. Install them (Debian: `apt-get install postgresql`) or point {} at a \
             server.",
            pg::EXTERNAL_URL_VAR,
            pg::EXTERNAL_URL_VAR
        );
        return;
    }
    let users: u32 = std::env::var("CONSOLE_BENCH_USERS")
        .ok()
        .map(|v| v.parse().expect("CONSOLE_BENCH_USERS is a number"))
        .unwrap_or(DEFAULT_USERS);

    let guard = TestDatabase::new();
    let database =
        Database::connect(guard.url(), DatabaseOptions::default()).expect("connect PostgreSQL");
    database.migrate().expect("migrate PostgreSQL");
    let mut sql = PgConnection::establish(guard.url()).expect("a plain connection");
    let version: Id = diesel::sql_query("SELECT version() AS id")
        .get_result(&mut sql)
        .expect("the server's version");

    let seeding = Instant::now();
    seed_users(&mut sql, users);
    println!(
        "seeded {users} users in {:.1} s (with VACUUM ANALYZE) on {}",
        seeding.elapsed().as_secs_f64(),
        version.id
    );

    let middle = nth_user_id(&mut sql, users / 2);
    let page = |prefix: Option<&str>, after: Option<UserId>| UserSearch {
        prefix: prefix.map(str::to_owned),
        after,
        limit: USERS_PER_PAGE,
    };
    let cases = [
        Case {
            label: "(a) address prefix \"user12345\"",
            search: page(Some("user12345"), None),
            always_explain: true,
        },
        Case {
            label: "(b) address prefix \"user1\"",
            search: page(Some("user1"), None),
            always_explain: true,
        },
        Case {
            label: "(c) name prefix \"grace\"",
            search: page(Some("grace"), None),
            always_explain: true,
        },
        Case {
            label: "(c2) a later word's prefix \"lovelace\"",
            search: page(Some("lovelace"), None),
            always_explain: true,
        },
        Case {
            label: "(d) first page, no query",
            search: page(None, None),
            always_explain: false,
        },
        Case {
            label: "(e) page after the middle id, no query",
            search: page(None, Some(middle)),
            always_explain: true,
        },
        Case {
            label: "(f1) name prefix \"grace\" after the middle id",
            search: page(Some("grace"), Some(middle)),
            always_explain: false,
        },
        Case {
            label: "(f3) a later word \"lovelace\" after the middle id",
            search: page(Some("lovelace"), Some(middle)),
            always_explain: true,
        },
        Case {
            label: "(f2) address prefix \"user1\" after the middle id",
            search: page(Some("user1"), Some(middle)),
            always_explain: false,
        },
    ];

    // The baseline: the cheapest query there is, on the same database.
    let (baseline, found) = measure(WARM_UP, ROUNDS, || {
        UserRepository::find(&database, middle).expect("find")
    });
    assert!(found.is_some(), "the middle user exists");

    // Label, users matching, users returned, timings.
    let mut rows: Vec<(String, String, usize, Stats)> =
        vec![("baseline: find by id".into(), "1".into(), 1, baseline)];
    let mut to_explain = Vec::new();
    for case in &cases {
        let (stats, page) = measure(WARM_UP, ROUNDS, || {
            database.search_users(&case.search).expect("search")
        });
        let matches = matching(&database, &mut sql, &case.search).to_string();
        rows.push((case.label.into(), matches, page.len(), stats));
        if case.always_explain || stats.median > SLOW {
            to_explain.push(case);
        }
    }
    let now = OffsetDateTime::now_utc();
    let (counts_stats, counts) = measure(1, COUNTS_ROUNDS, || {
        database
            .console_counts(now, now - Lifetimes::default().account, now - SIGN_INS_SPAN)
            .expect("counts")
    });
    rows.push((
        format!("(g) console_counts ({} users)", counts.users),
        "-".into(),
        1,
        counts_stats,
    ));

    println!();
    println!(
        "{users} users, {USERS_PER_PAGE} per page; {WARM_UP} warm-up calls, then {ROUNDS} timed \
         ({COUNTS_ROUNDS} for the counts)"
    );
    println!(
        "{:<50} {:>8} {:>5} {:>10} {:>10} {:>8}",
        "query", "matching", "rows", "median ms", "p95 ms", "x find"
    );
    for (label, matches, returned, stats) in &rows {
        println!(
            "{:<50} {:>8} {:>5} {:>10} {:>10} {:>8.1}",
            label,
            matches,
            returned,
            ms(stats.median),
            ms(stats.p95),
            stats.median.as_secs_f64() / baseline.median.as_secs_f64().max(f64::MIN_POSITIVE)
        );
    }

    // The repository's own query for each, with its binds: what runs.
    for case in to_explain {
        println!();
        println!("{}: {:?}", case.label, case.search);
        for line in database
            .explain_search_users(&case.search)
            .expect("explain the search")
        {
            println!("    {line}");
        }
    }
    if counts_stats.median > SLOW {
        // The counts' only large table is users (the others are empty here).
        println!();
        println!("(g) console_counts: its users count");
        for line in explain(&mut sql, "SELECT count(*) FROM users") {
            println!("    {line}");
        }
    }
}
