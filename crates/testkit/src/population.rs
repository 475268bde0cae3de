//! A large population of users for the benchmarks: a million accounts
//! seeded in one statement, and timing with medians (the benchmarks
//! print numbers and assert none).

use std::time::{Duration, Instant};

use accounts_domain::ids::UserId;
use diesel::connection::SimpleConnection;
use diesel::sql_types::Text;
use diesel::{PgConnection, QueryableByName, RunQueryDsl};

/// A SQL string literal (the seeds and searches here are plain ASCII).
pub fn literal(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = Text)]
    id: String,
}

/// 50 first names, none a prefix of another (so a first name matches 1/50
/// of the users), and 50 last names.
const FIRST_NAMES: &str = "\
     Ada Alan Barbara Brian Carol Charles Dennis Donald Edsger Emmy Frances Fred Grace \
     Guido Hedy Ivan Jean John Katherine Ken Linus Lynn Margaret Mary Niklaus Nancy Olga \
     Peter Radia Richard Rosalind Sophie Tim Tony Ursula Vint Whitfield Xavier Yukihiro \
     Zuse Bjarne Dorothy Elena Gwen Hal Irma Jim Leslie Monica Anita";
const LAST_NAMES: &str = "\
     Lovelace Turing Liskov Kernighan Shaw Babbage Ritchie Knuth Dijkstra Noether Allen \
     Brooks Hopper Rossum Lamarr Sutherland Sammet McCarthy Johnson Thompson Torvalds \
     Conway Hamilton Keller Wirth Lynch Taussky Naur Perlman Stallman Picard Wilson \
     Berners-Lee Hoare Martin Cerf Diffie Leroy Matsumoto Konrad Stroustrup Vaughan \
     Ershova Bell Abelson Wyman Gray Lamport Lam Borg";

/// Seeds `users` users on a migrated database: ids in order of `n`,
/// addresses `user{n}@example{n % 100}.com`, names from 50 first and 50
/// last names, and the names' words the console searches.
#[allow(clippy::expect_used)]
pub fn seed_users(sql: &mut PgConnection, users: u32) {
    let array = |names: &str| {
        let quoted: Vec<String> = names.split_whitespace().map(literal).collect();
        format!("ARRAY[{}]", quoted.join(", "))
    };
    // Ids: '01J' and 23 hex digits of n, a valid ULID (hex digits are
    // Crockford base32 digits) whose order is n's. The password is the
    // unusable marker `PasswordHash::from_stored` accepts. The webhook
    // trigger is off while seeding: no endpoint listens, and it would only
    // cost a function call per row. The commit waits for its WAL (the
    // throwaway cluster runs with synchronous_commit off): until the commit
    // record is flushed no hint bits can be set, and VACUUM would leave
    // every page out of the visibility map.
    let insert = format!(
        "INSERT INTO users (id, email, email_normalized, password_hash, name, mobile, picture, \
             country_code, country, country_region_code, country_region, city, postal_code, \
             enabled, created_at, updated_at, email_verified, deletion_due_at) \
         SELECT '01J' || lpad(upper(to_hex(n)), 23, '0'), \
             'user' || n || '@example' || (n % 100) || '.com', \
             'user' || n || '@example' || (n % 100) || '.com', \
             '!', \
             ({first})[1 + n % 50] || ' ' || ({last})[1 + (n / 50) % 50], \
             '', '', 'DE', 'Germany', '', '', 'Berlin', '10115', \
             true, {created}, {created}, true, NULL \
         FROM generate_series(1, {users}) AS n",
        first = array(FIRST_NAMES),
        last = array(LAST_NAMES),
        // One a second from 2026-01-01.
        created = "1767225600000000 + n::bigint * 1000000",
    );
    // The name's words (the console's search) are filled in one statement
    // too, the migration's own for the users already there, instead of the
    // insert trigger's one call per row.
    let words = "INSERT INTO user_search_words (user_id, tail) \
         WITH RECURSIVE rest (user_id, tail, n) AS ( \
             SELECT id, replace(lower(name), '-', ' '), 1 FROM users \
             UNION ALL \
             SELECT rest.user_id, substr(rest.tail, strpos(rest.tail, ' ') + 1), rest.n + 1 \
             FROM rest WHERE strpos(rest.tail, ' ') > 0 AND rest.n < 16) \
         SELECT DISTINCT rest.user_id, left(rest.tail, 64) FROM rest \
         WHERE rest.tail <> '' AND left(rest.tail, 1) <> ' '";
    sql.batch_execute(&format!(
        "BEGIN; SET LOCAL synchronous_commit TO on; \
         ALTER TABLE users DISABLE TRIGGER users_events; \
         ALTER TABLE users DISABLE TRIGGER user_search_words_insert; {insert}; {words}; \
         ALTER TABLE users ENABLE TRIGGER user_search_words_insert; \
         ALTER TABLE users ENABLE TRIGGER users_events; COMMIT;"
    ))
    .expect("seed the users");
    // As autovacuum would soon after: statistics for the planner, and the
    // visibility map for index-only scans (the count).
    sql.batch_execute("VACUUM ANALYZE users, user_search_words")
        .expect("vacuum the users");
}

/// The `n`th user's id in id order (1-based).
#[allow(clippy::expect_used)]
pub fn nth_user_id(sql: &mut PgConnection, n: u32) -> UserId {
    let row: Id = diesel::sql_query(format!(
        "SELECT id FROM users ORDER BY id OFFSET {} LIMIT 1",
        n.saturating_sub(1)
    ))
    .get_result(sql)
    .expect("the nth id");
    row.id.parse().expect("the seeded id parses as a UserId")
}

/// Median and p95 of `rounds` timed calls after `warm_up` untimed ones;
/// also what the last call returned.
#[allow(clippy::expect_used, clippy::indexing_slicing)]
pub fn measure<T>(warm_up: usize, rounds: usize, mut op: impl FnMut() -> T) -> (Stats, T) {
    for _ in 0..warm_up {
        std::hint::black_box(op());
    }
    let mut samples = Vec::with_capacity(rounds);
    let mut last = None;
    for _ in 0..rounds {
        let start = Instant::now();
        let out = std::hint::black_box(op());
        samples.push(start.elapsed());
        last = Some(out);
    }
    samples.sort();
    let at = |q: usize| samples[(samples.len() * q).div_ceil(100).max(1) - 1];
    let stats = Stats {
        median: samples[samples.len() / 2],
        p95: at(95),
    };
    (stats, last.expect("at least one round"))
}

/// A measurement's median and 95th percentile.
#[derive(Debug, Clone, Copy)]
pub struct Stats {
    /// The median.
    pub median: Duration,
    /// The 95th percentile.
    pub p95: Duration,
}
