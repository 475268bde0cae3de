//! What signing in *for an organization* costs next to the same sign-in
//! without one, on PostgreSQL with 10,000 organizations of 100 members
//! each (1,000,000 memberships): the requirement is "an organization-bound
//! sign-in and its token exchange within 10 % of the same without an
//! organization".
//!
//! The real app (`spawn_app_with(Backend::Postgres, ..)`, a throwaway
//! cluster) over loopback HTTP. A native app's sign-in is its code request
//! (`POST /accounts/oauth2/v1/code`, the account token as bearer) and the
//! code's exchange (`POST /accounts/oauth2/v1/token`, `token_type:
//! refresh_token`); each round times, one after the other and in a
//! rotating order so that they share the machine's noise:
//! - A: scope `openid email` (no organization);
//! - B: scope `openid email organization:<slug>`, an organization in the
//!   middle of the 10,000 that the user belongs to (with 3 others);
//! - C: scope `openid email organizations` (all of the user's).
//!
//! and, as a baseline, a 404 of the same server. Prints how the data was
//! seeded and how long it took, the medians and p90s, the ratios B/A and
//! C/A, and whether B is within 10 % of A; asserts no number (only that
//! each answer is the expected one).
//!
//! Seeding is plain SQL over a direct connection to the test database:
//! the users with `accounts_testkit::population::seed_users` (one
//! statement, their search words in a second), then the organizations and
//! the memberships with one `generate_series` INSERT each (their webhook
//! triggers off while seeding, as `seed_users` does for the users'), then
//! `VACUUM ANALYZE`. `ORGANIZATIONS_BENCH_USERS=100000` seeds 100,000
//! users in 10 organizations each instead of 1,000,000 in one each (the
//! same 1,000,000 memberships, 100 per organization);
//! `ORGANIZATIONS_BENCH_USERS=0` seeds nothing, a control: the measured
//! user's 4 organizations are then the only ones (made through the admin
//! API), which tells the cost of the data's size from the cost of the
//! lookups themselves. The measured user is made through the admin API,
//! so that their password works. Last, the plans (`EXPLAIN ANALYZE`) of
//! SQL equivalent to the storage's statements that read the membership
//! (inside the code's insert, and with the code at its exchange), with
//! the indexes they read.
//!
//! Run with `cargo bench -p accounts-http --bench organizations` (unset
//! RUST_BACKTRACE: josekit is slower with it). Without PostgreSQL it skips
//! with a message.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    missing_docs
)]

use std::time::{Duration, Instant};

use accounts_testkit::app::{ADMIN_KEY, Backend, TestApp, jwt_part, spawn_app_with};
use accounts_testkit::pg;
use accounts_testkit::population::seed_users;
use diesel::connection::SimpleConnection;
use diesel::sql_types::{BigInt, Text};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use serde_json::{Value, json};

const ORGANIZATIONS: u32 = 10_000;
const MEMBERS_PER_ORGANIZATION: u32 = 100;
const MEMBERSHIPS: u32 = ORGANIZATIONS * MEMBERS_PER_ORGANIZATION;
const DEFAULT_USERS: u32 = 1_000_000;
const WARM_UP: usize = 20;
const ROUNDS: usize = 200;
/// The organization signed in for: the middle one.
const MIDDLE: u32 = ORGANIZATIONS / 2;
/// The other organizations the measured user belongs to.
const OTHERS: [u32; 3] = [1, 2_500, 9_999];

const ORGS: &str = "/accounts/admin/v1/organizations";
const CODE: &str = "/accounts/oauth2/v1/code";
const TOKEN: &str = "/accounts/oauth2/v1/token";

/// The `m`th organization's slug (as the seeding SQL spells it).
fn slug(m: u32) -> String {
    format!("org-{m:05}")
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn count(sql: &mut PgConnection, query: &str) -> i64 {
    diesel::sql_query(query).get_result::<Count>(sql).unwrap().n
}

#[derive(QueryableByName)]
struct PlanLine {
    #[diesel(sql_type = Text, column_name = "QUERY PLAN")]
    line: String,
}

/// `EXPLAIN ANALYZE` of `query`: the indexes it read, its sequential
/// scans, its execution time.
fn plan(sql: &mut PgConnection, query: &str) -> String {
    let lines: Vec<String> = diesel::sql_query(format!("EXPLAIN ANALYZE {query}"))
        .load::<PlanLine>(sql)
        .unwrap()
        .into_iter()
        .map(|l| l.line)
        .collect();
    let mut indexes: Vec<&str> = lines
        .iter()
        .filter_map(|line| line.split(" using ").nth(1))
        .filter_map(|rest| rest.split_whitespace().next())
        .collect();
    indexes.sort_unstable();
    indexes.dedup();
    let scans = lines.iter().filter(|l| l.contains("Seq Scan")).count();
    let time = lines
        .iter()
        .find_map(|l| l.strip_prefix("Execution Time: "))
        .unwrap_or("?");
    let indexes = if indexes.is_empty() {
        "none".to_owned()
    } else {
        indexes.join(", ")
    };
    format!("indexes read: {indexes}; sequential scans: {scans}; execution {time}")
}

/// Runs `step`, records how long it took under `label`.
fn timed(steps: &mut Vec<(String, Duration)>, label: &str, step: impl FnOnce()) {
    let start = Instant::now();
    step();
    steps.push((label.to_owned(), start.elapsed()));
}

/// Seeds `users` users, the organizations and the memberships; returns
/// each step's time.
fn seed(sql: &mut PgConnection, users: u32) -> Vec<(String, Duration)> {
    assert!(
        users > 0
            && MEMBERSHIPS.is_multiple_of(users)
            && users.is_multiple_of(MEMBERS_PER_ORGANIZATION),
        "ORGANIZATIONS_BENCH_USERS must divide {MEMBERSHIPS} and be a multiple of {MEMBERS_PER_ORGANIZATION}"
    );
    let mut steps = Vec::new();
    timed(
        &mut steps,
        &format!("{users} users + search words (seed_users, incl. VACUUM ANALYZE)"),
        || seed_users(sql, users),
    );
    // Ids as seed_users makes the users': '01J' and 23 hex digits, a
    // valid ULID; an organization's has `org_` before it. Made a month
    // before the app's clock, as the users were (nothing seeded is
    // "changed since" for the caches' refresher).
    let org_id = |n: &str| format!("'org_01J' || lpad(upper(to_hex({n})), 23, '0')");
    let created = "1767225600000000";
    let organizations = format!(
        "INSERT INTO organizations (id, slug, name, enabled, mfa, created_at) \
         SELECT {id}, 'org-' || lpad(m::text, 5, '0'), 'Organization ' || m, true, 'optional', \
             {created} + m::bigint * 1000000 \
         FROM generate_series(1, {ORGANIZATIONS}) AS m",
        id = org_id("m"),
    );
    // Membership j (0-based) is of organization j / 100 + 1 and user
    // j % users + 1: 100 consecutive users per organization, and with
    // fewer users each user in MEMBERSHIPS / users organizations 1,000
    // apart (never the same one twice).
    let memberships = format!(
        "INSERT INTO organization_members \
             (organization_id, user_id, roles, managed, break_glass, joined_at) \
         SELECT {id}, '01J' || lpad(upper(to_hex(j % {users} + 1)), 23, '0'), 'member', \
             false, false, {created} + j::bigint * 1000 \
         FROM generate_series(0, {last}) AS j",
        id = org_id(&format!("j / {MEMBERS_PER_ORGANIZATION} + 1")),
        last = MEMBERSHIPS - 1,
    );
    // As seed_users: the webhook triggers off (no endpoint listens; each
    // row would cost a function call), the commit waiting for its WAL so
    // that VACUUM can set the visibility map.
    let without_trigger = |table: &str, trigger: &str, insert: &str| {
        format!(
            "BEGIN; SET LOCAL synchronous_commit TO on; \
             ALTER TABLE {table} DISABLE TRIGGER {trigger}; {insert}; \
             ALTER TABLE {table} ENABLE TRIGGER {trigger}; COMMIT;"
        )
    };
    timed(
        &mut steps,
        &format!("{ORGANIZATIONS} organizations (one INSERT)"),
        || {
            sql.batch_execute(&without_trigger(
                "organizations",
                "organizations_events",
                &organizations,
            ))
            .expect("seed the organizations");
        },
    );
    timed(
        &mut steps,
        &format!("{MEMBERSHIPS} memberships (one INSERT)"),
        || {
            sql.batch_execute(&without_trigger(
                "organization_members",
                "organization_members_events",
                &memberships,
            ))
            .expect("seed the memberships");
        },
    );
    timed(
        &mut steps,
        "VACUUM ANALYZE organizations, organization_members",
        || {
            sql.batch_execute("VACUUM ANALYZE organizations, organization_members")
                .expect("vacuum");
        },
    );
    steps
}

/// An admin API call that must succeed; its body.
fn admin(app: &TestApp, path: &str, body: &Value) -> Value {
    let response = app
        .http
        .post(app.url(path))
        .bearer_auth(ADMIN_KEY)
        .json(body)
        .send()
        .unwrap();
    let status = response.status().as_u16();
    let body: Value = response.json().unwrap_or(Value::Null);
    assert!(status == 200 || status == 201, "{path}: {status} {body}");
    body
}

/// What a native app holds: its client and the user's account token.
struct Signer<'a> {
    app: &'a TestApp,
    client_id: String,
    secret: String,
    account: String,
}

/// One sign-in's times: the code request, the exchange, both end to end.
#[derive(Clone, Copy)]
struct Times {
    code: Duration,
    token: Duration,
    pair: Duration,
}

impl Signer<'_> {
    /// A code for `scope` and its exchange; the times and the access token.
    fn sign_in(&self, scope: &str) -> (Times, String) {
        let start = Instant::now();
        let response = self
            .app
            .http
            .post(self.app.url(CODE))
            .bearer_auth(&self.account)
            .json(&json!({"client_id": self.client_id, "scope": scope}))
            .send()
            .unwrap();
        let status = response.status().as_u16();
        let body: Value = response.json().unwrap_or(Value::Null);
        let coded = Instant::now();
        assert_eq!(status, 200, "code for {scope:?}: {body}");
        let response = self
            .app
            .http
            .post(self.app.url(TOKEN))
            .json(&json!({
                "grant_type": "code", "code": body["authCode"], "token_type": "refresh_token",
                "client_id": self.client_id, "client_secret": self.secret}))
            .send()
            .unwrap();
        let status = response.status().as_u16();
        let body: Value = response.json().unwrap_or(Value::Null);
        let end = Instant::now();
        assert!(
            status == 200 && body["code"] == "REFRESH_TOKEN",
            "exchange for {scope:?}: {status} {body}"
        );
        let times = Times {
            code: coded - start,
            token: end - coded,
            pair: end - start,
        };
        (times, body["token"].as_str().unwrap().to_owned())
    }
}

/// Median and 90th percentile.
fn stats(samples: &[Duration]) -> (Duration, Duration) {
    let mut sorted = samples.to_vec();
    sorted.sort();
    let p90 = sorted[(sorted.len() * 90).div_ceil(100).max(1) - 1];
    (sorted[sorted.len() / 2], p90)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The organization claims an access token carries, for the record.
fn org_claims(token: &str) -> String {
    let payload = jwt_part(token, 1);
    let shown: Vec<String> = ["orgId", "orgSlug", "orgRoles", "organizations"]
        .iter()
        .filter_map(|k| payload.get(*k).map(|v| format!("{k}={v}")))
        .collect();
    if shown.is_empty() {
        "none".into()
    } else {
        shown.join(" ")
    }
}

fn main() {
    if !pg::server_available() {
        eprintln!(
            "organizations: skipped: no PostgreSQL server binaries were found and {} is not set",
            pg::EXTERNAL_URL_VAR
        );
        return;
    }
    let users: u32 = std::env::var("ORGANIZATIONS_BENCH_USERS")
        .ok()
        .map(|v| v.parse().expect("ORGANIZATIONS_BENCH_USERS is a number"))
        .unwrap_or(DEFAULT_USERS);
    let app = spawn_app_with(Backend::Postgres, |_| {});
    let mut sql = PgConnection::establish(app.database().unwrap().url()).unwrap();

    let started = Instant::now();
    let steps = if users == 0 {
        for m in std::iter::once(MIDDLE).chain(OTHERS) {
            admin(
                &app,
                ORGS,
                &json!({"slug": slug(m), "name": format!("Organization {m}")}),
            );
        }
        Vec::new()
    } else {
        seed(&mut sql, users)
    };
    let seeding = started.elapsed();

    // The app's side, through the admin API: a client that may ask for
    // organizations, the measured user, their memberships (the middle
    // organization's with the role admin).
    let client = admin(
        &app,
        "/accounts/admin/v1/clients",
        &json!({"name": "Shop", "redirect_uris": ["https://shop.example.com/cb"],
               "scopes": ["openid", "email", "organizations", "organization:*"]}),
    );
    let email = "measured@bench.example.com";
    let user = admin(
        &app,
        "/accounts/admin/v1/users",
        &json!({"email": email, "password": "correct horse", "name": "Measured User"}),
    );
    let user_id = user["userId"].as_str().unwrap().to_owned();
    for m in std::iter::once(MIDDLE).chain(OTHERS) {
        let roles = if m == MIDDLE { "admin" } else { "member" };
        admin(
            &app,
            &format!("{ORGS}/{}/members", slug(m)),
            &json!({"userId": user_id, "roles": [roles]}),
        );
    }
    // What the rounds run on, the measured user's memberships included.
    let organizations = count(&mut sql, "SELECT count(*) AS n FROM organizations");
    let memberships = count(&mut sql, "SELECT count(*) AS n FROM organization_members");
    let fewest = count(
        &mut sql,
        "SELECT coalesce(min(c), 0) AS n FROM (SELECT count(*) AS c FROM organization_members \
         GROUP BY organization_id) AS per",
    );
    let most = count(
        &mut sql,
        "SELECT coalesce(max(c), 0) AS n FROM (SELECT count(*) AS c FROM organization_members \
         GROUP BY organization_id) AS per",
    );
    let login = app
        .http
        .post(app.url("/accounts/users/v1/login"))
        .json(&json!({"email": email, "password": "correct horse"}))
        .send()
        .unwrap();
    assert_eq!(login.status(), 200, "the measured user's sign-in");
    let login: Value = login.json().unwrap();
    let signer = Signer {
        app: &app,
        client_id: client["client_id"].as_str().unwrap().to_owned(),
        secret: client["client_secret"].as_str().unwrap().to_owned(),
        account: login["accountToken"].as_str().unwrap().to_owned(),
    };

    let bound = slug(MIDDLE);
    let variants: [(&str, String); 3] = [
        ("A  openid email", "openid email".into()),
        (
            "B  openid email organization:<slug>",
            format!("openid email organization:{bound}"),
        ),
        (
            "C  openid email organizations",
            "openid email organizations".into(),
        ),
    ];
    // What each variant's access token carries, once (and the warm-up).
    let mut carried = Vec::new();
    for _ in 0..WARM_UP {
        carried = variants
            .iter()
            .map(|(_, scope)| org_claims(&signer.sign_in(scope).1))
            .collect();
    }
    assert!(
        carried[1].contains(&format!("\"{bound}\"")),
        "B's access token names the organization: {}",
        carried[1]
    );
    let not_found = || {
        let start = Instant::now();
        let response = app.http.get(app.url("/nothing-here")).send().unwrap();
        let status = response.status().as_u16();
        let _ = response.bytes().unwrap();
        let took = start.elapsed();
        assert_eq!(status, 404);
        took
    };
    for _ in 0..WARM_UP {
        not_found();
    }

    // The rounds: A, B and C once each in a rotating order, then a 404.
    let mut samples: Vec<Vec<Times>> = vec![Vec::with_capacity(ROUNDS); variants.len()];
    let mut baseline = Vec::with_capacity(ROUNDS);
    for round in 0..ROUNDS {
        for k in 0..variants.len() {
            let v = (round + k) % variants.len();
            samples[v].push(signer.sign_in(&variants[v].1).0);
        }
        baseline.push(not_found());
    }

    // The report.
    println!("PostgreSQL (throwaway cluster, fsync off), the app over loopback HTTP");
    if users == 0 {
        println!(
            "CONTROL, nothing seeded: the measured user's {organizations} organizations \
             (made through the admin API) are the only ones"
        );
    } else {
        let shape = if users == MEMBERSHIPS {
            "each user in 1 organization".to_owned()
        } else {
            format!("each user in {} organizations", MEMBERSHIPS / users)
        };
        println!(
            "seeded by SQL over a direct connection: {organizations} organizations, \
             {memberships} memberships ({fewest}..{most} members per organization), \
             {users} users ({shape}); then the measured user, made through the admin API, \
             joined {} of them (counted in)",
            OTHERS.len() + 1
        );
    }
    for (label, took) in &steps {
        println!("  {label:<62} {:>8.2} s", took.as_secs_f64());
    }
    let all = seeding.as_secs_f64();
    println!("  {:<62} {all:>8.2} s", "seeding in all");
    println!("signed in for {bound} (the middle one); access tokens' organization claims:");
    for ((name, _), claims) in variants.iter().zip(&carried) {
        println!("  {name:<40} {claims}");
    }
    println!();
    println!(
        "{WARM_UP} warm-up rounds, then {ROUNDS} timed; each round A, B, C (rotating order) and a 404"
    );
    println!(
        "{:<40} {:>10} {:>10} {:>10} {:>10} {:>8}",
        "ms", "code med", "token med", "pair med", "pair p90", "x 404"
    );
    let (base_median, base_p90) = stats(&baseline);
    println!(
        "{:<40} {:>10} {:>10} {:>10.3} {:>10.3} {:>8.1}",
        "404 (baseline)",
        "",
        "",
        ms(base_median),
        ms(base_p90),
        1.0
    );
    let mut pair_medians = Vec::new();
    for ((name, _), times) in variants.iter().zip(&samples) {
        let pick = |f: fn(&Times) -> Duration| times.iter().map(f).collect::<Vec<_>>();
        let (code, _) = stats(&pick(|t| t.code));
        let (token, _) = stats(&pick(|t| t.token));
        let (pair, pair_p90) = stats(&pick(|t| t.pair));
        pair_medians.push(pair);
        println!(
            "{name:<40} {:>10.3} {:>10.3} {:>10.3} {:>10.3} {:>8.1}",
            ms(code),
            ms(token),
            ms(pair),
            ms(pair_p90),
            pair.as_secs_f64() / base_median.as_secs_f64()
        );
    }
    println!();
    // The ratio of the medians, and the median of each round's own ratio
    // (the variants of one round share its noise).
    let a = pair_medians[0].as_secs_f64();
    for (v, label) in [(1, "B/A"), (2, "C/A")] {
        let mut per_round: Vec<f64> = samples[v]
            .iter()
            .zip(&samples[0])
            .map(|(x, a)| x.pair.as_secs_f64() / a.pair.as_secs_f64())
            .collect();
        per_round.sort_by(f64::total_cmp);
        println!(
            "{label}: {:.3} (ratio of the medians); {:.3} (median of the per-round ratios)",
            pair_medians[v].as_secs_f64() / a,
            per_round[per_round.len() / 2]
        );
    }
    let ratio = pair_medians[1].as_secs_f64() / a;
    println!(
        "B within 10 % of A (median code + token, {organizations} organizations, \
         {memberships} memberships): {} ({:+.1} %)",
        if ratio <= 1.10 { "yes" } else { "NO" },
        (ratio - 1.0) * 100.0
    );

    // The plans of SQL equivalent to the storage's lookups (literal
    // values where it binds them).
    let org_id = jwt_part(&signer.sign_in(&variants[1].1).1, 1)["orgId"]
        .as_str()
        .unwrap()
        .to_owned();
    println!();
    println!("plans (EXPLAIN ANALYZE of equivalent SQL):");
    for (label, query) in [
        (
            "the code's insert, by slug (code request)",
            format!(
                "SELECT o.id FROM organizations o JOIN organization_members m \
                 ON m.organization_id = o.id AND m.user_id = '{user_id}' \
                 WHERE o.slug = '{bound}' AND o.enabled = true \
                 AND (o.mfa <> 'required' OR false)"
            ),
        ),
        (
            "the code with its membership (exchange; its one scan is this query's own search for a code)",
            format!(
                "SELECT * FROM authorization_codes c \
                 LEFT JOIN organizations o ON o.id = c.organization_id \
                 LEFT JOIN organization_members m \
                 ON m.organization_id = c.organization_id AND m.user_id = c.user_id \
                 WHERE c.digest = (SELECT digest FROM authorization_codes \
                 WHERE organization_id = '{org_id}' LIMIT 1)"
            ),
        ),
        (
            "the user's organizations (C)",
            format!(
                "SELECT * FROM organization_members m JOIN organizations o \
                 ON o.id = m.organization_id WHERE m.user_id = '{user_id}' ORDER BY o.slug"
            ),
        ),
    ] {
        println!("  {label:<40} {}", plan(&mut sql, &query));
    }
}
