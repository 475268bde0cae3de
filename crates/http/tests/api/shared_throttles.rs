//! Throttles shared by every instance on one PostgreSQL: a burst of wrong
//! passwords split across two instances gets no more checks than one
//! instance would allow, and the lockout holds on both.

use accounts_domain::records::AuditAction;
use accounts_domain::repository::AuditRepository;
use time::Duration;

use crate::hardening::at_once;
use crate::helpers::{Backend, spawn_app};
use crate::native_app::{login, provision};

/// `login.max_failures` (the default).
const MAX_FAILURES: usize = 5;

#[test]
fn a_burst_split_across_two_instances_meets_one_limit() {
    let a = spawn_app(Backend::Postgres);
    let b = a.another_instance();
    let account = provision(&a);
    let instance = |i: usize| if i.is_multiple_of(2) { &a } else { &b };
    let replies = at_once(32, |i| (i % 2, login(instance(i), &account.email, "wrong")));
    for (_, reply) in &replies {
        assert!([401, 429].contains(&reply.status), "{}", reply.body);
    }
    for side in [0, 1] {
        assert!(
            replies.iter().any(|(s, r)| *s == side && r.status == 429),
            "instance {} never refused",
            ["A", "B"][side]
        );
    }
    // Every checked password is a failure in the audit trail the two
    // instances share.
    let checked = AuditRepository::recent(a.store(), 100)
        .unwrap()
        .iter()
        .filter(|e| e.action == AuditAction::LoginFailed)
        .count();
    assert!(
        (1..=MAX_FAILURES).contains(&checked),
        "{checked} passwords were checked in a burst of 32 over two instances; the limit is {MAX_FAILURES}"
    );
    eprintln!(
        "a burst of 32 wrong passwords over two instances: {checked} checked, {} answered 429",
        replies.iter().filter(|(_, r)| r.status == 429).count()
    );
    // Locked on both: the right password waits too.
    for app in [&a, &b] {
        let refused = login(app, &account.email, "correct horse");
        refused.assert_error(429, "RATE_LIMITED");
        assert!(refused.header("retry-after").is_some());
    }
    // Once the lockout (30 s) is over, on either instance's clock, the
    // right password signs in on both.
    for app in [&a, &b] {
        app.advance(Duration::seconds(31));
    }
    for app in [&a, &b] {
        let login = login(app, &account.email, "correct horse");
        assert_eq!(login.status, 200, "{}", login.body);
    }
}
