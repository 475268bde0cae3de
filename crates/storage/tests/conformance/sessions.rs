//! Sessions: stored, touched, found by their account token, and ended
//! with every token they issued.

use accounts_domain::ids::{SessionId, UserId};
use accounts_domain::repository::{RepoError, SessionRepository, TokenRepository, UserRepository};
use accounts_domain::secrets::PlainSecret;
use accounts_service::passwords::Password;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW, micros};

pub fn sessions_round_trip_and_touch(db: &Database) {
    let world = fixtures::world(db);
    let found = SessionRepository::find(db, world.session.id)
        .unwrap()
        .unwrap();
    assert_eq!(found, world.session);
    assert_eq!(found.details.device.device.model, "SM-S918B");
    let later = NOW + Duration::minutes(7);
    let interval = Duration::minutes(1);
    assert_eq!(
        SessionRepository::touch(db, world.session.id, later, later - interval),
        Ok(true)
    );
    assert_eq!(
        SessionRepository::touch(
            db,
            world.session.id,
            later + Duration::seconds(59),
            later + Duration::seconds(59) - interval
        ),
        Ok(false),
        "touched less than the interval ago: no write"
    );
    let found = SessionRepository::find(db, world.session.id)
        .unwrap()
        .unwrap();
    assert_eq!(found.last_seen_at, micros(later));
    assert_eq!(found.authenticated_at, micros(NOW));
    assert_eq!(
        SessionRepository::find(db, SessionId::generate(NOW)).unwrap(),
        None
    );
    assert_eq!(
        SessionRepository::touch(db, SessionId::generate(NOW), later, later),
        Ok(false)
    );
    let mut anonymous = fixtures::session(world.user.id);
    anonymous.details.package_name = None;
    SessionRepository::insert(db, &anonymous).unwrap();
    assert_eq!(
        SessionRepository::find(db, anonymous.id)
            .unwrap()
            .unwrap()
            .details
            .package_name,
        None
    );
}

pub fn sessions_need_an_existing_user(db: &Database) {
    let orphan = fixtures::session(UserId::generate(NOW));
    assert!(matches!(
        SessionRepository::insert(db, &orphan),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(SessionRepository::find(db, orphan.id).unwrap(), None);
}

pub fn revoking_a_session_revokes_its_tokens(db: &Database) {
    let fixtures::Redeemed {
        world,
        issued,
        refresh_plain,
        ..
    } = fixtures::redeemed_with_refresh(db);

    let at = NOW + Duration::minutes(1);
    assert_eq!(
        SessionRepository::revoke(db, world.session.id, at),
        Ok(true)
    );
    assert_eq!(
        SessionRepository::revoke(db, world.session.id, at),
        Ok(false),
        "already revoked"
    );
    assert_eq!(
        SessionRepository::revoke(db, SessionId::generate(NOW), at),
        Err(RepoError::NotFound)
    );

    let session = SessionRepository::find(db, world.session.id)
        .unwrap()
        .unwrap();
    assert_eq!(session.revoked_at, Some(at));
    let refresh = TokenRepository::find_refresh_token(db, &refresh_plain.digest())
        .unwrap()
        .unwrap();
    assert_eq!(refresh.revoked_at, Some(at));
    let revoked = TokenRepository::revoked_access_tokens_since(db, at, at).unwrap();
    assert_eq!(revoked, vec![issued.access.id]);
    assert_eq!(
        SessionRepository::revoked_since(db, at).unwrap(),
        vec![(world.session.id, at)]
    );
    assert!(
        SessionRepository::revoked_since(db, at + Duration::seconds(1))
            .unwrap()
            .is_empty()
    );
}

/// A new password, disabling and revoke-sessions end every live session of
/// the user with its tokens, in the same transaction; others' stay.
pub fn credential_changes_end_every_session_of_the_user(db: &Database) {
    let fixtures::Redeemed {
        world,
        issued,
        refresh_plain,
        ..
    } = fixtures::redeemed_with_refresh(db);
    let second = fixtures::session(world.user.id);
    SessionRepository::insert(db, &second).unwrap();
    let stranger = fixtures::user("stranger@example.com");
    UserRepository::insert(db, &stranger).unwrap();
    let theirs = fixtures::session(stranger.id);
    SessionRepository::insert(db, &theirs).unwrap();

    let at = NOW + Duration::minutes(1);
    let hash = Password::parse("new password").unwrap().hash().unwrap();
    UserRepository::set_password(db, world.user.id, &hash, None, at).unwrap();
    for id in [world.session.id, second.id] {
        let session = SessionRepository::find(db, id).unwrap().unwrap();
        assert_eq!(session.revoked_at, Some(at));
    }
    let refresh = TokenRepository::find_refresh_token(db, &refresh_plain.digest())
        .unwrap()
        .unwrap();
    assert_eq!(refresh.revoked_at, Some(at));
    assert_eq!(
        TokenRepository::revoked_access_tokens_since(db, at, at).unwrap(),
        vec![issued.access.id]
    );
    let untouched = SessionRepository::find(db, theirs.id).unwrap().unwrap();
    assert_eq!(untouched.revoked_at, None, "another user's session stays");

    let later = at + Duration::minutes(1);
    let third = fixtures::session(world.user.id);
    SessionRepository::insert(db, &third).unwrap();
    assert_eq!(
        SessionRepository::revoke_user_sessions(db, world.user.id, later),
        Ok(1)
    );
    assert_eq!(
        SessionRepository::revoke_user_sessions(db, world.user.id, later),
        Ok(0)
    );
    let fourth = fixtures::session(world.user.id);
    SessionRepository::insert(db, &fourth).unwrap();
    UserRepository::set_enabled(db, world.user.id, false, later).unwrap();
    let ended = SessionRepository::find(db, fourth.id).unwrap().unwrap();
    assert_eq!(ended.revoked_at, Some(later));
    let changed = UserRepository::users_changed_since(db, later).unwrap();
    assert_eq!(
        changed
            .iter()
            .map(|u| (u.id, u.enabled))
            .collect::<Vec<_>>(),
        vec![(world.user.id, false)]
    );
    assert_eq!(UserRepository::disabled(db).unwrap(), vec![world.user.id]);
    UserRepository::set_enabled(db, world.user.id, true, later).unwrap();
    assert!(UserRepository::disabled(db).unwrap().is_empty());

    // A user changing their own password keeps the session they did it in.
    let kept = fixtures::session(world.user.id);
    let other = fixtures::session(world.user.id);
    SessionRepository::insert(db, &kept).unwrap();
    SessionRepository::insert(db, &other).unwrap();
    UserRepository::set_password(db, world.user.id, &hash, Some(kept.id), later).unwrap();
    let still = SessionRepository::find(db, kept.id).unwrap().unwrap();
    assert_eq!(still.revoked_at, None);
    let ended = SessionRepository::find(db, other.id).unwrap().unwrap();
    assert_eq!(ended.revoked_at, Some(later));
}

pub fn sessions_are_found_by_their_account_token(db: &Database) {
    let world = fixtures::world(db);
    let token = PlainSecret::generate();
    let mut device = fixtures::session(world.user.id);
    device.account_token = Some(token.digest());
    SessionRepository::insert(db, &device).unwrap();
    let found = SessionRepository::find_by_account_token(db, &token.digest()).unwrap();
    assert_eq!(found.as_ref(), Some(&device));
    assert_eq!(
        SessionRepository::find_by_account_token(db, &PlainSecret::generate().digest()).unwrap(),
        None
    );
    // Sessions without a token do not collide with each other, tokens do.
    assert_eq!(world.session.account_token, None);
    let mut twin = fixtures::session(world.user.id);
    twin.account_token = Some(token.digest());
    assert!(matches!(
        SessionRepository::insert(db, &twin),
        Err(RepoError::Conflict(_))
    ));
}

/// Each session keeps the face it was opened on, found by its id and by
/// its account token; a row from before channels were recorded reads as
/// unrecorded.
pub fn a_sessions_channel_round_trips(db: &Database) {
    use accounts_domain::records::SessionChannel;
    let world = fixtures::world(db);
    for channel in [
        SessionChannel::Browser,
        SessionChannel::App,
        SessionChannel::Device,
        SessionChannel::Unrecorded,
    ] {
        let token = PlainSecret::generate();
        let mut session = fixtures::session(world.user.id);
        session.account_token = Some(token.digest());
        session.details.channel = channel;
        SessionRepository::insert(db, &session).unwrap();
        let found = SessionRepository::find(db, session.id).unwrap().unwrap();
        assert_eq!(found.details.channel, channel);
        let by_token = db.find_by_account_token(&token.digest()).unwrap().unwrap();
        assert_eq!(by_token.details.channel, channel);
    }
}

/// A session opened with a passkey or a provider's link is stored only
/// while that credential is still there: a removal that came first
/// leaves nothing, the session and its event alike.
pub fn a_session_opens_only_while_its_credential_is_held(db: &Database) {
    use accounts_domain::records::{AuditAction, AuditEvent, IdentityLinkRecord, SignInCredential};
    use accounts_domain::repository::{IdentityLinkRepository, PasskeyRepository};
    let world = fixtures::world(db);
    let user = world.user.id;
    let passkey = fixtures::passkey(user, b"held", NOW);
    db.insert_passkey(&passkey).unwrap();
    db.insert_link(&IdentityLinkRecord {
        provider: "corp".into(),
        subject: "held-1".into(),
        user_id: user,
        email: None,
        linked_at: NOW,
    })
    .unwrap();
    let event = AuditEvent {
        at: NOW,
        action: AuditAction::LoginSucceeded,
        actor: user.to_string(),
        subject: String::new(),
        ip: String::new(),
        detail: String::new(),
        user_id: Some(user),
        client_id: None,
        user_agent: String::new(),
    };
    let credentials = [
        SignInCredential::Passkey(passkey.id),
        SignInCredential::Link {
            provider: "corp".into(),
            subject: "held-1".into(),
        },
    ];
    for credential in &credentials {
        let session = fixtures::session(user);
        assert!(
            db.insert_audited_if_held(&session, &event, credential)
                .unwrap()
        );
        assert!(SessionRepository::find(db, session.id).unwrap().is_some());
    }
    // Both removed: nothing is stored for either.
    assert!(db.delete_passkey(user, passkey.id).unwrap());
    assert!(db.delete_link(user, "corp").unwrap());
    for credential in &credentials {
        let session = fixtures::session(user);
        assert!(
            !db.insert_audited_if_held(&session, &event, credential)
                .unwrap()
        );
        assert_eq!(SessionRepository::find(db, session.id).unwrap(), None);
    }
}
