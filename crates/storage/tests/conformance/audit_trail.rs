//! The audit trail: appended and listed newest first, and as operators
//! query it: by user, type and time, newest first, a page at a time;
//! deleted after its retention.

use accounts_domain::ids::{ClientId, UserId};
use accounts_domain::records::{AuditAction, AuditEvent, AuditQuery};
use accounts_domain::repository::AuditRepository;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::NOW;

fn event(at: i64, action: AuditAction, user: Option<UserId>) -> AuditEvent {
    AuditEvent {
        at: NOW + Duration::minutes(at),
        action,
        actor: user.map_or_else(|| "admin".into(), |u| u.to_string()),
        subject: String::new(),
        ip: "192.0.2.7".into(),
        detail: String::new(),
        user_id: user,
        client_id: Some(ClientId::generate(NOW)),
        user_agent: "Mozilla/5.0 ".repeat(60),
    }
}

pub fn audit_log_appends_and_lists_newest_first(db: &Database) {
    let events: Vec<AuditEvent> = [
        AuditAction::UserCreated,
        AuditAction::LoginFailed,
        AuditAction::LoginSucceeded,
    ]
    .into_iter()
    .enumerate()
    .map(|(i, action)| AuditEvent {
        at: NOW + Duration::seconds(i as i64),
        action,
        actor: "cli".into(),
        subject: "zoë@example.com".into(),
        ip: "2001:db8::1".into(),
        detail: format!("attempt {i} – ✓"),
        user_id: None,
        client_id: None,
        user_agent: String::new(),
    })
    .collect();
    for event in &events {
        AuditRepository::append(db, event).unwrap();
    }
    let recent = AuditRepository::recent(db, 2).unwrap();
    assert_eq!(recent, vec![events[2].clone(), events[1].clone()]);
    assert_eq!(AuditRepository::recent(db, 100).unwrap().len(), 3);
}

pub fn the_audit_trail_filters_pages_and_expires(db: &Database) {
    let ann = UserId::generate(NOW);
    let bob = UserId::generate(NOW);
    let appended = [
        event(0, AuditAction::UserCreated, Some(ann)),
        event(1, AuditAction::LoginFailed, Some(ann)),
        event(2, AuditAction::LoginSucceeded, Some(bob)),
        event(3, AuditAction::LoginFailed, Some(ann)),
        event(4, AuditAction::KeysRotated, None),
        event(5, AuditAction::LoginSucceeded, Some(ann)),
    ];
    for e in &appended {
        db.append(e).unwrap();
    }
    let all = |q: AuditQuery| db.query_audit(&AuditQuery { limit: 50, ..q }).unwrap();
    let everything = all(AuditQuery::default());
    assert_eq!(everything.len(), 6);
    assert!(
        everything.windows(2).all(|w| w[0].id > w[1].id),
        "newest first"
    );
    let stored = &everything[0].event;
    assert_eq!(stored.user_id, Some(ann));
    assert_eq!(stored.client_id, appended[5].client_id);
    assert_eq!(
        stored.user_agent.chars().count(),
        512,
        "a long User-Agent is cut"
    );

    let anns = all(AuditQuery {
        user: Some(ann),
        ..AuditQuery::default()
    });
    assert_eq!(anns.len(), 4);
    let failures = all(AuditQuery {
        user: Some(ann),
        action: Some(AuditAction::LoginFailed),
        ..AuditQuery::default()
    });
    assert_eq!(failures.len(), 2);
    let window = all(AuditQuery {
        since: Some(NOW + Duration::minutes(1)),
        until: Some(NOW + Duration::minutes(4)),
        ..AuditQuery::default()
    });
    assert_eq!(
        window.iter().map(|e| e.event.at).collect::<Vec<_>>(),
        vec![
            NOW + Duration::minutes(3),
            NOW + Duration::minutes(2),
            NOW + Duration::minutes(1)
        ],
        "since is inclusive, until exclusive"
    );

    // Pages of two, each after the last id of the one before.
    let mut pages = Vec::new();
    let mut before_id = None;
    loop {
        let page = db
            .query_audit(&AuditQuery {
                before_id,
                limit: 2,
                ..AuditQuery::default()
            })
            .unwrap();
        if page.is_empty() {
            break;
        }
        before_id = page.last().map(|e| e.id);
        pages.push(page);
    }
    assert_eq!(pages.len(), 3);
    let paged: Vec<_> = pages.into_iter().flatten().collect();
    assert_eq!(paged, everything);

    let deleted = db.delete_audit_before(NOW + Duration::minutes(2)).unwrap();
    assert_eq!(deleted, 2);
    assert_eq!(all(AuditQuery::default()).len(), 4);

    // Attempts on an address, by the digest the trail names it by.
    let on_address = |at, subject: &str| AuditEvent {
        subject: subject.into(),
        ..event(at, AuditAction::LoginFailed, None)
    };
    db.append(&on_address(6, "address:one")).unwrap();
    db.append(&on_address(7, "address:two")).unwrap();
    let attempts = all(AuditQuery {
        subject: Some("address:one".into()),
        ..AuditQuery::default()
    });
    assert_eq!(attempts.len(), 1);
    assert_eq!(attempts[0].event.subject, "address:one");
}
