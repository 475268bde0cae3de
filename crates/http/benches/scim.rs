//! SCIM's costs (docs/testing.md, "SCIM at 100,000 members"), on the real
//! app over loopback HTTP with a throwaway PostgreSQL:
//! - a filtered `GET /Users` in an organization of 100,000 entries, by
//!   `userName eq` (an entry picked at random each round) and by
//!   `name.familyName sw` (a prefix matching 200 entries, a page of 100),
//!   beside a 404 of the same server: the requirement is at most 20 ms;
//! - 10,000 `POST /Users` from 16 clients at once, each entry with an
//!   address (so each makes its account and membership too), as entries
//!   a second beside `pgbench -N`'s transactions a second (16 clients, 8
//!   s) on the same cluster: the requirement is at least 0.5 of it.
//!
//! The 100,000 entries are seeded with one `generate_series` INSERT (the
//! document JSON made by PostgreSQL, as the app writes it), then
//! `VACUUM ANALYZE`; the organization and its connection come through the
//! admin API. Prints medians, p90s and ratios; asserts no number (only
//! that each answer is the expected one).
//!
//! Run with `cargo bench -p accounts-http --bench scim` (unset
//! RUST_BACKTRACE). Without PostgreSQL it skips with a message.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    missing_docs
)]

use std::time::{Duration, Instant};

use accounts_testkit::app::{ADMIN_KEY, Backend, TestApp, spawn_app_with};
use accounts_testkit::pg;
use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use serde_json::{Value, json};

const ENTRIES: u32 = 100_000;
const POSTS: usize = 10_000;
const CLIENTS: usize = 16;
const ROUNDS: usize = 200;
const USER: &str = "urn:ietf:params:scim:schemas:core:2.0:User";

fn admin(app: &TestApp, path: &str, body: &Value) -> Value {
    let response = app
        .http
        .post(app.url(path))
        .bearer_auth(ADMIN_KEY)
        .json(body)
        .send()
        .unwrap();
    let status = response.status().as_u16();
    let body: Value = response.json().unwrap();
    assert!(status == 200 || status == 201, "{path}: {status} {body}");
    body
}

fn stats(samples: &[Duration]) -> (Duration, Duration) {
    let mut sorted = samples.to_vec();
    sorted.sort();
    let p90 = sorted[(sorted.len() * 90).div_ceil(100).max(1) - 1];
    (sorted[sorted.len() / 2], p90)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// One GET, timed; its JSON.
fn get(app: &TestApp, url: &str, token: &str) -> (Duration, u16, Value) {
    let start = Instant::now();
    let response = app.http.get(url).bearer_auth(token).send().unwrap();
    let status = response.status().as_u16();
    let body: Value = response.json().unwrap_or(Value::Null);
    (start.elapsed(), status, body)
}

fn pgbench() -> Option<std::path::PathBuf> {
    std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(Result::ok)
        .map(|d| d.path().join("bin/pgbench"))
        .filter(|p| p.exists())
        .max()
}

/// pgbench's transactions a second with `args` (16 clients, 8 s).
fn pgbench_run(bin: &std::path::Path, url: &str, args: &[&str]) -> Option<f64> {
    let run = std::process::Command::new(bin)
        .args(args)
        .args(["-c16", "-j2", "-T", "8", url])
        .output()
        .ok()?;
    String::from_utf8_lossy(&run.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("tps = "))
        .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
}

/// `pgbench -N` on a database of its own in the same cluster.
fn pgbench_tps() -> Option<f64> {
    let bin = pgbench()?;
    let database = pg::TestDatabase::new();
    let init = std::process::Command::new(&bin)
        .args(["-i", "-s", "10", "-q", database.url()])
        .output()
        .ok()?;
    assert!(
        init.status.success(),
        "pgbench -i: {}",
        String::from_utf8_lossy(&init.stderr)
    );
    pgbench_run(&bin, database.url(), &["-N"])
}

/// The statements one `POST /Users` sends (the connection with its
/// organization, the address, its domain; then one transaction writing
/// the account, its membership, the entry and three audit events), run
/// by pgbench itself on the app's own database: what PostgreSQL alone
/// does with them, without HTTP or the app.
fn same_statements_tps(url: &str, organization: &str, token: &str) -> Option<f64> {
    let digest: String = accounts_domain::secrets::SecretDigest::of(token)
        .as_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let email = "'pg-' || :n || '@acme.example'";
    let script = format!(
        "\\set n random(1, 9000000000000000000)\n\
         SELECT c.id, o.slug FROM scim_connections c JOIN organizations o ON o.id = c.organization_id \
             WHERE c.digest = '\\x{digest}'::bytea;\n\
         SELECT id FROM users WHERE email_normalized = {email};\n\
         SELECT organization_id FROM organization_domains WHERE domain = 'acme.example' AND verified_at IS NOT NULL;\n\
         BEGIN;\n\
         INSERT INTO users VALUES ('u' || :n, {email}, {email}, '!', 'New Person' || :n, '', '', '', '', '', '', '', '', true, 1, 1, false, NULL, NULL);\n\
         INSERT INTO organization_members VALUES ('{organization}', 'u' || :n, 'member', true, false, 1, '');\n\
         INSERT INTO scim_users VALUES ('s' || :n, '{organization}', {email}, {email}, 'person' || :n, 'new', NULL, true, \
             '{{\"schemas\":[\"{USER}\"],\"userName\":\"x\"}}', 'u' || :n, 1, 1, 1);\n\
         INSERT INTO audit_events (at, action, actor, subject, ip, detail, user_id, client_id, user_agent) VALUES \
             (1, 'user.created', 'scim:c', 'u' || :n, '127.0.0.1', 'by SCIM', 'u' || :n, NULL, ''), \
             (1, 'organization.member_added', 'u' || :n, '{organization}', '127.0.0.1', 'provisioned', 'u' || :n, NULL, ''), \
             (1, 'scim.user_created', 'scim:c', 's' || :n, '127.0.0.1', 'organization acme', 'u' || :n, NULL, '');\n\
         END;\n"
    );
    let file = tempfile::NamedTempFile::new().ok()?;
    std::fs::write(file.path(), script).ok()?;
    let path = file.path().to_str()?;
    pgbench_run(&pgbench()?, url, &["-n", "-f", path])
}

fn main() {
    if !pg::server_available() {
        eprintln!(
            "scim: skipped: no PostgreSQL server binaries were found and {} is not set",
            pg::EXTERNAL_URL_VAR
        );
        return;
    }
    let app = spawn_app_with(Backend::Postgres, |_| {});
    let organization = admin(
        &app,
        "/accounts/admin/v1/organizations",
        &json!({"slug": "acme", "name": "Acme"}),
    );
    let organization_id = organization["id"].as_str().unwrap().to_owned();
    let connection = admin(
        &app,
        "/accounts/admin/v1/organizations/acme/scim",
        &json!({}),
    );
    let token = connection["token"].as_str().unwrap().to_owned();
    let base = connection["baseUrl"].as_str().unwrap();
    let base = app.url(&base[base.find("/accounts/scim/v2/").unwrap()..]);

    // SCIM_BENCH_POSTS_ONLY=1 skips the 100,000 entries and the reads.
    if std::env::var_os("SCIM_BENCH_POSTS_ONLY").is_none() {
        filtered_reads(&app, &organization_id, &base, &token);
    }
    let not_found = app.url("/accounts/nothing-here");

    // The ceiling of this server and these clients: as many 404s from as
    // many clients, the same loopback HTTP without the work.
    let started = Instant::now();
    std::thread::scope(|scope| {
        for client in 0..CLIENTS {
            let (app, not_found) = (&app, &not_found);
            scope.spawn(move || {
                for _ in (client..POSTS).step_by(CLIENTS) {
                    let response = app.http.post(not_found).body("{}").send().unwrap();
                    assert_eq!(response.status().as_u16(), 404);
                }
            });
        }
    });
    let ceiling = POSTS as f64 / started.elapsed().as_secs_f64();
    println!("{POSTS} POST of a 404 from {CLIENTS} clients: {ceiling:.0} a second");

    // 10,000 creations from 16 clients.
    let started = Instant::now();
    std::thread::scope(|scope| {
        for client in 0..CLIENTS {
            let (app, base, token) = (&app, &base, &token);
            scope.spawn(move || {
                for n in (client..POSTS).step_by(CLIENTS) {
                    let body = json!({"schemas": [USER], "userName": format!("new-{n}@acme.example"),
                        "name": {"givenName": "New", "familyName": format!("Person{n}")},
                        "emails": [{"value": format!("new-{n}@acme.example"), "primary": true}]});
                    let response = app
                        .http
                        .post(format!("{base}/Users"))
                        .bearer_auth(token)
                        .header("Content-Type", "application/scim+json")
                        .body(body.to_string())
                        .send()
                        .unwrap();
                    assert_eq!(response.status().as_u16(), 201);
                }
            });
        }
    });
    let took = started.elapsed();
    let rate = POSTS as f64 / took.as_secs_f64();
    println!(
        "{POSTS} POST /Users (each with its account and membership) from {CLIENTS} clients: {:.1} s, {rate:.0} a second",
        took.as_secs_f64()
    );
    println!("  POST /Users at {:.2} of the 404s' rate", rate / ceiling);
    let url = app.database().unwrap().url().to_owned();
    if let Some(tps) = same_statements_tps(&url, &organization_id, &token) {
        println!(
            "  the same statements run by pgbench on the app's database: {tps:.0} a second; POST /Users at {:.2} of it",
            rate / tps
        );
    }
    match pgbench_tps() {
        Some(tps) => println!(
            "pgbench -N (16 clients, 8 s) on the same cluster: {tps:.0} tps; POST /Users at {:.2} of it (>= 0.5: {}); the 404s at {:.2} of it",
            rate / tps,
            rate / tps >= 0.5,
            ceiling / tps
        ),
        None => println!("pgbench was not found: no ratio"),
    }
}

/// Seeds the 100,000 entries, then times the filtered reads beside a 404.
fn filtered_reads(app: &TestApp, organization_id: &str, base: &str, token: &str) {
    // The entries: userName user-<m>@acme.example, family name Fam<m % 5000>
    // (20 entries each), no accounts (a filter reads no account).
    let mut sql = PgConnection::establish(app.database().unwrap().url()).unwrap();
    let started = Instant::now();
    sql.batch_execute(&format!(
        "INSERT INTO scim_users (id, organization_id, user_name, user_name_key, family_name_key, \
             given_name_key, display_name_key, active, document, user_id, version, created_at, updated_at) \
         SELECT '01J' || lpad(upper(to_hex(m)), 23, '0'), '{organization_id}', \
             'user-' || m || '@acme.example', 'user-' || m || '@acme.example', \
             'fam' || lpad((m % 5000)::text, 4, '0'), 'given' || m, 'given' || m || ' fam', true, \
             json_build_object('schemas', json_build_array('{USER}'), \
                 'userName', 'user-' || m || '@acme.example', \
                 'name', json_build_object('familyName', 'Fam' || lpad((m % 5000)::text, 4, '0'), \
                     'givenName', 'Given' || m), \
                 'displayName', 'Given' || m || ' Fam', 'active', true)::text, \
             NULL, 1, 1767225600000000 + m, 1767225600000000 + m \
         FROM generate_series(1, {ENTRIES}) AS m"
    ))
    .expect("seed the entries");
    sql.batch_execute("VACUUM ANALYZE scim_users")
        .expect("vacuum");
    println!(
        "seeded {ENTRIES} entries in one organization in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    // Filtered reads, in a rotating order beside a 404.
    let not_found = app.url("/accounts/nothing-here");
    let mut samples: [Vec<Duration>; 3] = [Vec::new(), Vec::new(), Vec::new()];
    for round in 0..ROUNDS + 20 {
        let m = (round as u32 * 7919) % ENTRIES + 1;
        let by_name = format!("{base}/Users?filter=userName%20eq%20%22user-{m}%40acme.example%22");
        let prefix = format!("Fam{:03}", round % 500);
        let by_family =
            format!("{base}/Users?filter=name.familyName%20sw%20%22{prefix}%22&count=100");
        for k in 0..3 {
            let which = (round + k) % 3;
            let (took, status, body) = match which {
                0 => get(app, &not_found, token),
                1 => get(app, &by_name, token),
                _ => get(app, &by_family, token),
            };
            match which {
                0 => assert_eq!(status, 404),
                1 => assert_eq!(
                    (status, body["totalResults"].as_u64()),
                    (200, Some(1)),
                    "{body}"
                ),
                _ => assert_eq!(
                    (
                        status,
                        body["totalResults"].as_u64(),
                        body["itemsPerPage"].as_u64()
                    ),
                    (200, Some(200), Some(100)),
                    "{body}"
                ),
            }
            if round >= 20 {
                samples[which].push(took);
            }
        }
    }
    let (floor, floor90) = stats(&samples[0]);
    let (name, name90) = stats(&samples[1]);
    let (family, family90) = stats(&samples[2]);
    println!("GET over {ENTRIES} entries ({ROUNDS} rounds), median / p90:");
    println!(
        "  404 of the same server         {:7.2} / {:7.2} ms",
        ms(floor),
        ms(floor90)
    );
    println!(
        "  userName eq (1 of {ENTRIES})     {:7.2} / {:7.2} ms  ({:.1}x the 404; <= 20 ms: {})",
        ms(name),
        ms(name90),
        ms(name) / ms(floor),
        ms(name) <= 20.0
    );
    println!(
        "  name.familyName sw (200, 100)  {:7.2} / {:7.2} ms  ({:.1}x the 404; <= 20 ms: {})",
        ms(family),
        ms(family90),
        ms(family) / ms(floor),
        ms(family) <= 20.0
    );
}
