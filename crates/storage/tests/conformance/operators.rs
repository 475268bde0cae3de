//! The console's storage: roles, the users search and its pages, the
//! overview's counts, a throttle's lock as support reads it, and editing
//! and deleting clients.

use accounts_domain::ids::UserId;
use accounts_domain::operators::{Role, UserSearch};
use accounts_domain::records::{AuditAction, AuditEvent};
use accounts_domain::repository::{
    AccountDeletionRepository, AuditRepository, ClientRepository, OperatorRepository, RepoError,
    SessionRepository, ThrottleKey, ThrottlePolicy, ThrottleRepository, UserRepository,
};
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

pub fn roles_are_set_changed_removed_and_go_with_the_user(db: &Database) {
    let world = fixtures::world(db);
    let id = world.user.id;
    assert_eq!(db.role_of(id).unwrap(), None);
    db.set_role(id, Some(Role::Support), NOW).unwrap();
    assert_eq!(db.role_of(id).unwrap(), Some(Role::Support));
    db.set_role(id, Some(Role::Admin), NOW).unwrap();
    assert_eq!(db.role_of(id).unwrap(), Some(Role::Admin));
    db.set_role(id, None, NOW).unwrap();
    assert_eq!(db.role_of(id).unwrap(), None);
    assert!(matches!(
        db.set_role(UserId::generate(NOW), Some(Role::Viewer), NOW),
        Err(RepoError::NotFound)
    ));
    // The console's activity per session: none, then the last written.
    assert_eq!(db.console_seen(world.session.id).unwrap(), None);
    db.note_console_seen(world.session.id, NOW).unwrap();
    db.note_console_seen(world.session.id, NOW + Duration::minutes(2))
        .unwrap();
    assert_eq!(
        db.console_seen(world.session.id).unwrap(),
        Some(NOW + Duration::minutes(2))
    );
    // A deleted account takes its role and its sessions' activity with it.
    db.set_role(id, Some(Role::Viewer), NOW).unwrap();
    let purged = db.purge_user(&fixtures::purge(id, NOW)).unwrap();
    assert!(purged);
    assert_eq!(db.role_of(id).unwrap(), None);
    assert_eq!(db.console_seen(world.session.id).unwrap(), None);
}

fn stored_user(db: &Database, email: &str, name: &str) -> UserId {
    let mut user = fixtures::user(email);
    user.profile.name = name.into();
    UserRepository::insert(db, &user).unwrap();
    user.id
}

fn emails(db: &Database, search: &UserSearch) -> Vec<String> {
    db.search_users(search)
        .unwrap()
        .into_iter()
        .map(|u| u.email.normalized())
        .collect()
}

pub fn users_are_found_by_address_name_or_id_a_page_at_a_time(db: &Database) {
    let mut ids = Vec::new();
    for i in 0..7 {
        ids.push(stored_user(
            db,
            &format!("Zed{i}@Example.com"),
            &format!("Person {i}"),
        ));
    }
    let ann = stored_user(db, "ann@example.com", "Zoë Zuckerman");
    stored_user(db, "a_b%c@example.com", "Nobody");
    let search = |prefix: Option<&str>, after: Option<UserId>, limit: u32| UserSearch {
        prefix: prefix.map(str::to_owned),
        after,
        limit,
    };
    // Address prefixes, case-insensitively, in id order.
    let zeds = db.search_users(&search(Some("ZED"), None, 50)).unwrap();
    assert_eq!(zeds.len(), 7);
    assert!(zeds.windows(2).all(|w| w[0].id < w[1].id));
    // Pages: 3, 3, 1, with the last id as the cursor.
    let first = db.search_users(&search(Some("zed"), None, 3)).unwrap();
    let second = db
        .search_users(&search(Some("zed"), first.last().map(|u| u.id), 3))
        .unwrap();
    let third = db
        .search_users(&search(Some("zed"), second.last().map(|u| u.id), 3))
        .unwrap();
    assert_eq!((first.len(), second.len(), third.len()), (3, 3, 1));
    assert!(first.last().unwrap().id < second.first().unwrap().id);
    // A name's start, case-insensitively; not the middle of one.
    assert_eq!(
        emails(db, &search(Some("zoë"), None, 50)),
        ["ann@example.com"]
    );
    assert!(emails(db, &search(Some("uckerman"), None, 50)).is_empty());
    // A whole id.
    let by_id = db
        .search_users(&search(Some(&ann.to_string()), None, 50))
        .unwrap();
    assert_eq!(by_id.iter().map(|u| u.id).collect::<Vec<_>>(), [ann]);
    // LIKE's wildcards are taken literally.
    assert_eq!(
        emails(db, &search(Some("a_b%"), None, 50)),
        ["a_b%c@example.com"]
    );
    assert!(emails(db, &search(Some("a%"), None, 50)).is_empty());
    // No query: everyone, a page at a time.
    let all = db.search_users(&search(None, None, 100)).unwrap();
    assert_eq!(all.len(), 9);
    let rest = db.search_users(&search(None, Some(ids[3]), 100)).unwrap();
    let after = all.iter().filter(|u| u.id > ids[3]).count();
    assert_eq!(rest.len(), after);
    assert!(rest.iter().all(|u| u.id > ids[3]));
}

pub fn the_overview_counts_without_loading_the_audit_trail(db: &Database) {
    let world = fixtures::world(db);
    let other = fixtures::session(world.user.id);
    SessionRepository::insert(db, &other).unwrap();
    db.revoke(other.id, NOW).unwrap();
    let event = |action, at| AuditEvent {
        at,
        action,
        actor: String::new(),
        subject: String::new(),
        ip: String::new(),
        detail: String::new(),
        user_id: None,
        client_id: None,
        user_agent: String::new(),
    };
    for (action, at) in [
        (AuditAction::LoginSucceeded, NOW - Duration::minutes(5)),
        (AuditAction::LoginSucceeded, NOW - Duration::hours(3)),
        (AuditAction::UpstreamSignIn, NOW - Duration::hours(3)),
        (AuditAction::LoginFailed, NOW - Duration::minutes(1)),
        (AuditAction::FactorFailed, NOW - Duration::minutes(1)),
        (AuditAction::LoginFailed, NOW - Duration::hours(30)),
        (AuditAction::UserCreated, NOW - Duration::minutes(1)),
    ] {
        db.append(&event(action, at)).unwrap();
    }
    let policy = ThrottlePolicy {
        max_failures: 1,
        lockout: Duration::minutes(5),
        max_lockout: Duration::minutes(15),
        window: Duration::minutes(15),
        in_flight_expiry: Duration::minutes(1),
    };
    let key = ThrottleKey::new("sign-in", "someone|192.0.2.1");
    db.attempt_failed(&key, &policy, NOW).unwrap();
    let counts = db
        .console_counts(NOW, NOW - Duration::days(30), NOW - Duration::hours(24))
        .unwrap();
    assert_eq!(counts.users, 1);
    assert_eq!(counts.live_sessions, 1, "the ended session is not live");
    assert_eq!(counts.lockouts, 1);
    assert_eq!(counts.failing_deliveries, 0);
    let succeeded: u64 = counts.sign_ins.iter().map(|h| h.succeeded).sum();
    let failed: u64 = counts.sign_ins.iter().map(|h| h.failed).sum();
    assert_eq!((succeeded, failed), (3, 2), "{:?}", counts.sign_ins);
    assert!(matches!(counts.sign_ins.len(), 24 | 25));

    // The lock as support reads it, and no lock after it ends.
    let until = db.locked_until(&key, NOW).unwrap().unwrap();
    assert_eq!(until, NOW + Duration::minutes(5));
    assert_eq!(db.locked_until(&key, until).unwrap(), None);
    let unknown = ThrottleKey::new("sign-in", "nobody|192.0.2.1");
    assert_eq!(db.locked_until(&unknown, NOW).unwrap(), None);
}

pub fn clients_are_edited_and_deleted_once_disabled(db: &Database) {
    let world = fixtures::world(db);
    let mut edited = world.client.clone();
    edited.name = "Renamed".into();
    edited.require_mfa = true;
    edited.enabled = false;
    edited.updated_at = NOW + Duration::minutes(1);
    db.update_settings(&edited).unwrap();
    let stored = ClientRepository::find(db, world.client.id)
        .unwrap()
        .unwrap();
    assert_eq!(stored.name, "Renamed");
    assert!(stored.require_mfa);
    assert!(stored.enabled, "an edit does not disable");
    assert_eq!(stored.secret_digest, world.client.secret_digest);
    assert_eq!(
        ClientRepository::changed_since(db, NOW + Duration::minutes(1))
            .unwrap()
            .len(),
        1
    );
    // An enabled client is not deleted; a disabled one is, with its codes.
    let (code, _) = fixtures::code(&world, Duration::minutes(1));
    accounts_domain::repository::AuthorizationCodeRepository::insert(db, &code).unwrap();
    assert!(matches!(
        db.delete_client(world.client.id),
        Err(RepoError::Conflict(_))
    ));
    ClientRepository::set_enabled(db, world.client.id, false, NOW).unwrap();
    db.delete_client(world.client.id).unwrap();
    assert!(
        ClientRepository::find(db, world.client.id)
            .unwrap()
            .is_none()
    );
    assert!(
        accounts_domain::repository::AuthorizationCodeRepository::find_by_digest(db, &code.digest)
            .unwrap()
            .is_none()
    );
    assert!(matches!(
        db.delete_client(world.client.id),
        Err(RepoError::NotFound)
    ));
}
