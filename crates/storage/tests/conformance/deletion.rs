//! Deleting an account: nothing that names or describes the user is left
//! in any table afterwards (every table and column is searched, so a
//! table added later is covered too), the audit trail keeps the events
//! under a pseudonym, the sessions' ends stay visible to revocation caches,
//! and the grace period's bookkeeping.

use accounts_domain::ids::UserId;
use accounts_domain::records::{
    AuditAction, AuditEvent, AuditQuery, CeremonyPurpose, CeremonyRecord, DeviceDecision,
    EmailTokenPurpose, EmailTokenRecord, IdentityLinkRecord, MfaChallengeRecord,
};
use accounts_domain::repository::{
    AccountDeletionRepository, AuditRepository, AuthorizationCodeRepository, ConsentRepository,
    DeviceAuthorizationRepository, EmailTokenRepository, FactorRepository, IdentityLinkRepository,
    PasskeyRepository, Purge, RepoError, SessionRepository, UserRepository,
};
use accounts_domain::secrets::PlainSecret;
use accounts_storage::Database;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use time::Duration;

use crate::fixtures::{self, NOW, passkey, pending_totp};

/// Stores everything a user can have: a code redeemed into tokens, an
/// approved device request, factors, a passkey and its ceremony, a link,
/// a consent to a client,
/// mailed tokens, a pending second step, audit events by id and by
/// address.
fn populated(db: &Database) -> fixtures::World {
    let world = fixtures::world(db);
    let user = world.user.id;
    let (code, _) = fixtures::code(&world, Duration::minutes(10));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let (issued, _) = fixtures::issued_with_refresh(&code);
    db.redeem(&code.digest, NOW, &issued).unwrap();
    let (unused, _) = fixtures::code(&world, Duration::minutes(10));
    AuthorizationCodeRepository::insert(db, &unused).unwrap();
    let request = fixtures::device_request(&world);
    db.insert_device_authorization(&request).unwrap();
    let approved = DeviceDecision::Approved {
        user_id: user,
        session_id: world.session.id,
        at: NOW,
    };
    db.decide_device_authorization(&request.user_code, &approved, NOW)
        .unwrap();
    for purpose in [EmailTokenPurpose::Reset, EmailTokenPurpose::ChangeEmail] {
        db.insert_email_token(&EmailTokenRecord {
            digest: PlainSecret::generate().digest(),
            purpose,
            user_id: user,
            email: world.user.email.clone(),
            created_at: NOW,
            expires_at: NOW + Duration::hours(1),
            used_at: None,
            asker: None,
        })
        .unwrap();
    }
    db.put_pending_totp(&pending_totp(user, b"secret")).unwrap();
    let codes: Vec<_> = (0..3).map(|_| PlainSecret::generate().digest()).collect();
    assert!(db.confirm_totp(user, 1, &codes, NOW).unwrap());
    db.insert_mfa_challenge(&MfaChallengeRecord {
        digest: PlainSecret::generate().digest(),
        user_id: user,
        created_at: NOW,
        expires_at: NOW + Duration::minutes(5),
        used_at: None,
        package_name: None,
        user_agent: world.session.details.user_agent.clone(),
        ip: world.session.details.ip.clone(),
        locale: "de-DE".into(),
        first_factor: Default::default(),
    })
    .unwrap();
    db.insert_passkey(&passkey(user, user.to_string().as_bytes(), NOW))
        .unwrap();
    db.put_ceremony(&CeremonyRecord {
        key: PlainSecret::generate().digest(),
        purpose: CeremonyPurpose::Registration,
        user_id: Some(user),
        state: "{\"challenge\":\"x\"}".into(),
        created_at: NOW,
        expires_at: NOW + Duration::minutes(5),
    })
    .unwrap();
    db.put_consent(&accounts_domain::consents::ConsentRecord {
        user_id: user,
        client_id: world.client.id,
        scopes: accounts_domain::scope::Scopes::parse("openid email").unwrap(),
        granted_at: NOW,
    })
    .unwrap();
    db.insert_link(&IdentityLinkRecord {
        provider: "google".into(),
        subject: format!("108-{user}"),
        user_id: user,
        email: Some("ann.upstream@example.org".into()),
        linked_at: NOW,
    })
    .unwrap();
    let event = |action, user_id: Option<UserId>, subject: String| AuditEvent {
        at: NOW,
        action,
        actor: user_id.map(|u| u.to_string()).unwrap_or_default(),
        subject,
        ip: world.session.details.ip.clone(),
        detail: String::new(),
        user_id,
        client_id: Some(world.client.id),
        user_agent: world.session.details.user_agent.clone(),
    };
    db.append(&event(
        AuditAction::LoginSucceeded,
        Some(user),
        world.user.email.normalized(),
    ))
    .unwrap();
    // A failure before the user is known: only the address names them,
    // by its digest (and, in a row older than digests, in clear text).
    db.append(&event(
        AuditAction::LoginFailed,
        None,
        address_subject(&world),
    ))
    .unwrap();
    db.append(&event(
        AuditAction::LoginFailed,
        None,
        world.user.email.normalized(),
    ))
    .unwrap();
    world
}

/// What the audit trail names the world's address by: the service makes a
/// keyed digest; any text only this user's will do here.
fn address_subject(world: &fixtures::World) -> String {
    format!("address:digest-of-{}", world.user.id)
}

fn purge(world: &fixtures::World, pseudonym: UserId) -> Purge {
    Purge {
        user: world.user.id,
        pseudonym,
        address_subject: address_subject(world),
        only_if_due: None,
        now: NOW + Duration::minutes(1),
        record: AuditEvent {
            at: NOW + Duration::minutes(1),
            action: AuditAction::UserDeleted,
            actor: pseudonym.to_string(),
            subject: pseudonym.to_string(),
            ip: String::new(),
            detail: String::new(),
            user_id: Some(pseudonym),
            client_id: None,
            user_agent: String::new(),
        },
    }
}

#[derive(QueryableByName)]
struct Column {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    column_name: String,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// Every `table.column` whose text holds `needle`, in every table.
fn holding(url: &str, needle: &str) -> Vec<String> {
    // Test input only: the needle is quoted as a literal.
    let pattern = format!("'%{}%'", needle.replace('\'', "''"));
    macro_rules! search {
        ($c:expr, $columns:expr) => {{
            let columns: Vec<Column> = diesel::sql_query($columns).load($c).unwrap();
            let mut found = Vec::new();
            for col in columns {
                let sql = format!(
                    "SELECT COUNT(*) AS n FROM \"{t}\" WHERE CAST(\"{c}\" AS TEXT) LIKE {pattern}",
                    t = col.table_name,
                    c = col.column_name
                );
                let count: Vec<Count> = diesel::sql_query(sql).load($c).unwrap();
                if count.first().is_some_and(|n| n.n > 0) {
                    found.push(format!("{}.{}", col.table_name, col.column_name));
                }
            }
            found
        }};
    }
    if let Some(path) = url.strip_prefix("sqlite://") {
        let mut c = diesel::SqliteConnection::establish(path).unwrap();
        search!(
            &mut c,
            "SELECT m.name AS table_name, p.name AS column_name FROM sqlite_master m \
             JOIN pragma_table_info(m.name) p WHERE m.type = 'table' \
             AND m.name NOT LIKE 'sqlite_%' AND m.name <> '__diesel_schema_migrations'"
        )
    } else {
        let mut c = diesel::PgConnection::establish(url).unwrap();
        search!(
            &mut c,
            "SELECT table_name::text AS table_name, column_name::text AS column_name \
             FROM information_schema.columns WHERE table_schema = 'public' \
             AND table_name <> '__diesel_schema_migrations'"
        )
    }
}

pub fn a_deleted_account_leaves_no_personal_data(db: &Database, url: &str) {
    let world = populated(db);
    let other = populated(db);
    let pseudonym = UserId::generate(NOW);
    let needles = [
        world.user.id.to_string(),
        world.user.email.normalized(),
        world.user.profile.name.clone(),
        world.user.profile.mobile.clone(),
        world.session.details.ip.clone(),
        world.session.details.user_agent.clone(),
        "ann.upstream@example.org".to_owned(),
        address_subject(&world),
    ];
    // The other user shares the fixtures' profile, IP and User-Agent: the
    // search is for what only this user has, and for the rest after the
    // other user is gone too.
    assert!(!holding(url, &needles[0]).is_empty(), "the search finds");
    assert!(db.purge_user(&purge(&world, pseudonym)).unwrap());
    for needle in needles[..2].iter().chain([&needles[7]]) {
        assert_eq!(holding(url, needle), Vec::<String>::new(), "{needle}");
    }
    assert!(
        !holding(url, &other.user.email.normalized()).is_empty(),
        "another user's data stays"
    );
    assert!(
        db.purge_user(&purge(&other, UserId::generate(NOW)))
            .unwrap()
    );
    for needle in &needles {
        assert_eq!(holding(url, needle), Vec::<String>::new(), "{needle}");
    }

    // The trail keeps the events, under the pseudonym, without IP.
    let kept = db
        .query_audit(&AuditQuery {
            user: Some(pseudonym),
            limit: 50,
            ..AuditQuery::default()
        })
        .unwrap();
    let actions: Vec<_> = kept.iter().map(|e| e.event.action).collect();
    assert_eq!(
        actions,
        [AuditAction::UserDeleted, AuditAction::LoginSucceeded]
    );
    assert!(kept.iter().all(|e| e.event.ip.is_empty()
        && e.event.user_agent.is_empty()
        && e.event.subject == pseudonym.to_string()));
    // Ended sessions stay visible to the revocation caches.
    let ended = db.revoked_since(NOW).unwrap();
    assert!(ended.iter().any(|(id, _)| *id == world.session.id));
    assert!(
        SessionRepository::find(db, world.session.id)
            .unwrap()
            .is_none()
    );
    assert_eq!(
        db.forget_ended_sessions(NOW + Duration::hours(1)).unwrap(),
        2
    );
    assert!(db.revoked_since(NOW).unwrap().is_empty());
    // Gone is gone.
    assert!(!db.purge_user(&purge(&world, pseudonym)).unwrap());
    assert!(UserRepository::find(db, world.user.id).unwrap().is_none());
}

pub fn a_scheduled_deletion_is_due_cancelled_or_purged_once(db: &Database) {
    let world = fixtures::world(db);
    let due = NOW + Duration::days(7);
    db.schedule_deletion(world.user.id, due, NOW).unwrap();
    assert!(matches!(
        db.schedule_deletion(UserId::generate(NOW), due, NOW),
        Err(RepoError::NotFound)
    ));
    let stored = UserRepository::find(db, world.user.id).unwrap().unwrap();
    assert_eq!(stored.deletion_due, Some(due));
    let session = SessionRepository::find(db, world.session.id)
        .unwrap()
        .unwrap();
    assert_eq!(
        session.revoked_at,
        Some(NOW),
        "scheduling ends every session"
    );
    assert!(
        db.deletions_due(NOW + Duration::days(6), 10)
            .unwrap()
            .is_empty()
    );
    assert_eq!(db.deletions_due(due, 10).unwrap(), [world.user.id]);
    let early = Purge {
        only_if_due: Some(NOW + Duration::days(6)),
        ..purge(&world, UserId::generate(NOW))
    };
    assert!(!db.purge_user(&early).unwrap(), "not due yet");

    assert!(db.cancel_deletion(world.user.id, NOW).unwrap());
    assert!(!db.cancel_deletion(world.user.id, NOW).unwrap());
    let late = Purge {
        only_if_due: Some(due),
        ..purge(&world, UserId::generate(NOW))
    };
    assert!(!db.purge_user(&late).unwrap(), "cancelled by a sign-in");
    assert!(UserRepository::find(db, world.user.id).unwrap().is_some());

    db.schedule_deletion(world.user.id, due, NOW).unwrap();
    assert!(db.purge_user(&late).unwrap());
    assert!(!db.purge_user(&late).unwrap(), "once");
}
