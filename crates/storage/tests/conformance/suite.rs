//! The suite: one function per rule, each given a fresh migrated database.
//! The trait is named at each call because `Database` implements them all.

use std::sync::{Arc, Barrier};
use std::thread;

use accounts_domain::addresses::{Email, PackageName, RedirectUri};
use accounts_domain::ids::{ClientId, KeyId, PasskeyId, SessionId, TokenId, UserId};
use accounts_domain::keys::KeyState;
use accounts_domain::keys::{KeyAlgorithm, MasterKey, SigningKey};
use accounts_domain::records::{
    AuditAction, AuditEvent, CeremonyPurpose, CeremonyRecord, ClientRecord,
    DeviceAuthorizationRecord, DeviceDecision, EmailTokenPurpose, EmailTokenRecord,
    MfaChallengeRecord, PasskeyRecord, TotpRecord, UserProfile,
};
use accounts_domain::repository::{
    AuditRepository, AuthorizationCodeRepository, ClientRepository, DeviceAuthorizationRepository,
    EmailTokenRepository, FactorRepository, IssuedTokens, KeyStateChange, PasskeyRepository,
    Redemption, RepoError, SessionRepository, SigningKeyRepository, TokenRepository,
    UserRepository,
};
use accounts_domain::secrets::PlainSecret;
use accounts_service::passwords::{Password, VerifyPassword};
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

/// Every timestamp goes through storage at microsecond precision.
fn micros(at: time::OffsetDateTime) -> time::OffsetDateTime {
    at.replace_nanosecond(at.nanosecond() / 1_000 * 1_000)
        .unwrap()
}

pub fn migrations_are_idempotent(db: &Database) {
    assert_eq!(
        db.migrate().unwrap(),
        0,
        "a migrated database has nothing pending"
    );
}

pub fn clients_round_trip(db: &Database) {
    let (client, secret) = fixtures::client();
    ClientRepository::insert(db, &client).unwrap();
    let found = ClientRepository::find(db, client.id).unwrap().unwrap();
    assert_eq!(found, client);
    assert!(found.authenticates(secret.expose()));
    assert_eq!(
        ClientRepository::find(db, ClientId::generate(NOW)).unwrap(),
        None
    );
    assert!(matches!(
        ClientRepository::insert(db, &client),
        Err(RepoError::Conflict(_))
    ));

    let (second, second_secret) = fixtures::client();
    let second = ClientRecord {
        created_at: NOW + Duration::seconds(1),
        public: true,
        resource_server: false,
        rotate_refresh_tokens: false,
        require_mfa: false,
        client_credentials: false,
        require_par: false,
        third_party: false,
        backchannel_logout_uri: None,
        app_origins: vec![],
        ..second
    };
    ClientRepository::insert(db, &second).unwrap();
    let found = ClientRepository::find(db, second.id).unwrap().unwrap();
    assert!(found.public, "the public flag round-trips");
    assert!(
        !found.authenticates(second_secret.expose()),
        "a public client never authenticates by secret"
    );
    assert!(found.authenticates_at_token_endpoint(None));
    let ids: Vec<ClientId> = ClientRepository::list(db)
        .unwrap()
        .iter()
        .map(|c| c.id)
        .collect();
    assert_eq!(ids, vec![client.id, second.id], "oldest first");
}

pub fn client_updates_and_change_feed(db: &Database) {
    let (client, old_secret) = fixtures::client();
    ClientRepository::insert(db, &client).unwrap();
    let later = NOW + Duration::minutes(5);
    let new_secret = PlainSecret::generate();
    ClientRepository::update_secret(db, client.id, &new_secret.digest(), later).unwrap();
    let found = ClientRepository::find(db, client.id).unwrap().unwrap();
    assert!(found.authenticates(new_secret.expose()));
    assert!(!found.authenticates(old_secret.expose()));
    assert_eq!(found.updated_at, later);

    let even_later = later + Duration::minutes(5);
    ClientRepository::set_enabled(db, client.id, false, even_later).unwrap();
    let found = ClientRepository::find(db, client.id).unwrap().unwrap();
    assert!(!found.enabled);
    assert!(!found.authenticates(new_secret.expose()));

    assert_eq!(
        ClientRepository::changed_since(db, even_later)
            .unwrap()
            .len(),
        1
    );
    assert!(
        ClientRepository::changed_since(db, even_later + Duration::seconds(1))
            .unwrap()
            .is_empty()
    );

    let unknown = ClientId::generate(NOW);
    assert_eq!(
        ClientRepository::set_enabled(db, unknown, true, NOW),
        Err(RepoError::NotFound)
    );
    assert_eq!(
        ClientRepository::update_secret(db, unknown, &new_secret.digest(), NOW),
        Err(RepoError::NotFound)
    );
}

pub fn users_round_trip(db: &Database) {
    let user = fixtures::user("ann@example.com");
    UserRepository::insert(db, &user).unwrap();
    assert_eq!(
        UserRepository::find(db, user.id).unwrap().as_ref(),
        Some(&user)
    );
    let by_email =
        UserRepository::find_by_email(db, &Email::parse("ann@example.com").unwrap()).unwrap();
    assert_eq!(by_email.as_ref(), Some(&user));
    assert!(by_email.unwrap().password.verify("correct horse"));
    assert_eq!(
        UserRepository::find(db, UserId::generate(NOW)).unwrap(),
        None
    );
    assert_eq!(
        UserRepository::find_by_email(db, &Email::parse("bob@example.com").unwrap()).unwrap(),
        None
    );
    assert_eq!(UserRepository::list(db).unwrap(), vec![user]);
}

pub fn email_is_unique_case_insensitively(db: &Database) {
    let user = fixtures::user("Ann.Lee@Example.COM");
    UserRepository::insert(db, &user).unwrap();
    let found =
        UserRepository::find_by_email(db, &Email::parse("ann.lee@example.com").unwrap()).unwrap();
    assert_eq!(found.map(|u| u.id), Some(user.id));
    assert_eq!(
        UserRepository::find(db, user.id)
            .unwrap()
            .unwrap()
            .email
            .as_str(),
        "ann.lee@example.com",
        "stored in the one spelling look-ups compare and mail goes to"
    );
    let twin = fixtures::user("ANN.LEE@example.com");
    assert!(matches!(
        UserRepository::insert(db, &twin),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(UserRepository::list(db).unwrap().len(), 1);
}

pub fn user_updates(db: &Database) {
    let user = fixtures::user("ann@example.com");
    UserRepository::insert(db, &user).unwrap();
    let later = NOW + Duration::hours(1);
    UserRepository::set_enabled(db, user.id, false, later).unwrap();
    let new_hash = Password::parse("new password").unwrap().hash().unwrap();
    UserRepository::set_password(db, user.id, &new_hash, None, later).unwrap();
    let found = UserRepository::find(db, user.id).unwrap().unwrap();
    assert!(!found.enabled);
    assert!(found.password.verify("new password"));
    assert!(!found.password.verify("correct horse"));
    assert_eq!(found.updated_at, later);
    let unknown = UserId::generate(NOW);
    assert_eq!(
        UserRepository::set_enabled(db, unknown, true, NOW),
        Err(RepoError::NotFound)
    );
    assert_eq!(
        UserRepository::set_password(db, unknown, &new_hash, None, NOW),
        Err(RepoError::NotFound)
    );
}

pub fn unicode_and_maximum_length_values_round_trip(db: &Database) {
    let local = "ü".repeat(100) + &"a".repeat(30);
    let domain = format!(
        "{}.example.com",
        "b".repeat(254 - local.len() - 1 - ".example.com".len())
    );
    let email = format!("{local}@{domain}");
    assert_eq!(email.len(), Email::MAX_LEN);
    let mut user = fixtures::user(&email);
    user.profile.name =
        "Zoë 山田 🚀 \u{202e}right-to-left\u{202c} O'Brien \"quoted\" \\ back".into();
    user.profile.picture = format!("https://cdn.example.com/{}", "p".repeat(2000));
    user.profile.city = "Saint-Étienne-du-Rouvray – Ñuñoa – Zürich – Київ".into();
    user.profile.postal_code = "\0 nul and\ttab".replace('\0', "");
    UserRepository::insert(db, &user).unwrap();
    assert_eq!(
        UserRepository::find(db, user.id).unwrap().as_ref(),
        Some(&user)
    );
    assert_eq!(
        UserRepository::find_by_email(db, &user.email)
            .unwrap()
            .as_ref(),
        Some(&user)
    );

    let (mut client, _) = fixtures::client();
    client.name = "アプリ 🚀 ".repeat(50);
    let long_uri = format!(
        "https://app.example.com/{}",
        "x".repeat(RedirectUri::MAX_LEN - 24)
    );
    assert_eq!(long_uri.len(), RedirectUri::MAX_LEN);
    client
        .redirect_uris
        .push(RedirectUri::parse(&long_uri).unwrap());
    let long_package = format!("com.{}", "a".repeat(PackageName::MAX_LEN - 4));
    client
        .package_names
        .push(PackageName::parse(&long_package).unwrap());
    ClientRepository::insert(db, &client).unwrap();
    assert_eq!(
        ClientRepository::find(db, client.id).unwrap().as_ref(),
        Some(&client)
    );

    let mut session = fixtures::session(user.id);
    session.details.user_agent = format!("Mozilla/5.0 {}", "Ω".repeat(1000));
    session.details.device.device.brand = "Xiaomi 小米".into();
    SessionRepository::insert(db, &session).unwrap();
    assert_eq!(
        SessionRepository::find(db, session.id).unwrap().as_ref(),
        Some(&session)
    );
}

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
    let world = fixtures::world(db);
    let (code, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let (issued, refresh_plain) = fixtures::issued_with_refresh(&code);
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap(),
        Redemption::Redeemed
    );

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
    let world = fixtures::world(db);
    let (code, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let (issued, refresh_plain) = fixtures::issued_with_refresh(&code);
    AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap();
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

pub fn codes_redeem_once(db: &Database) {
    let world = fixtures::world(db);
    let (code, plain) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    assert!(matches!(
        AuthorizationCodeRepository::insert(db, &code),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(
        AuthorizationCodeRepository::find_by_digest(db, &plain.digest())
            .unwrap()
            .as_ref(),
        Some(&code)
    );

    let issued = IssuedTokens {
        access: fixtures::access_token(&code, Duration::hours(1)),
        refresh: None,
    };
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap(),
        Redemption::Redeemed
    );
    let consumed = AuthorizationCodeRepository::find_by_digest(db, &code.digest)
        .unwrap()
        .unwrap();
    assert_eq!(consumed.consumed_at, Some(micros(NOW)));

    // A replay writes nothing: its access token id is never recorded.
    let replay = IssuedTokens {
        access: fixtures::access_token(&code, Duration::hours(1)),
        refresh: None,
    };
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &replay).unwrap(),
        Redemption::AlreadyConsumed
    );
    assert!(!TokenRepository::revoke_access_token(db, replay.access.id, NOW).unwrap());
    assert!(TokenRepository::revoke_access_token(db, issued.access.id, NOW).unwrap());

    let unknown = PlainSecret::generate().digest();
    assert_eq!(
        AuthorizationCodeRepository::find_by_digest(db, &unknown).unwrap(),
        None
    );
    let stray = IssuedTokens {
        access: fixtures::access_token(&code, Duration::hours(1)),
        refresh: None,
    };
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &unknown, NOW, &stray).unwrap(),
        Redemption::NotFound
    );
}

/// Redemption stores the refresh token as issued; if any insert fails,
/// the code stays unconsumed and nothing is stored.
pub fn a_redemption_stores_all_it_issued_or_nothing(db: &Database) {
    let world = fixtures::world(db);
    let (code, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let (issued, refresh_plain) = fixtures::issued_with_refresh(&code);
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap(),
        Redemption::Redeemed
    );
    assert_eq!(
        TokenRepository::find_refresh_token(db, &refresh_plain.digest()).unwrap(),
        issued.refresh.clone()
    );

    // A second code whose refresh token reuses the first one's id: the
    // insert conflicts, and the whole redemption is undone.
    let (second, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &second).unwrap();
    let (mut clashing, clashing_plain) = fixtures::issued_with_refresh(&second);
    if let (Some(refresh), Some(first)) = (clashing.refresh.as_mut(), issued.refresh.as_ref()) {
        refresh.id = first.id;
    }
    assert!(matches!(
        AuthorizationCodeRepository::redeem(db, &second.digest, NOW, &clashing),
        Err(RepoError::Conflict(_))
    ));
    let untouched = AuthorizationCodeRepository::find_by_digest(db, &second.digest)
        .unwrap()
        .unwrap();
    assert_eq!(untouched.consumed_at, None, "the code is still usable");
    assert_eq!(
        TokenRepository::find_refresh_token(db, &clashing_plain.digest()).unwrap(),
        None
    );
    assert!(
        !TokenRepository::revoke_access_token(db, clashing.access.id, NOW).unwrap(),
        "its access token was not stored"
    );
    let retry = fixtures::issued_with_refresh(&second).0;
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &second.digest, NOW, &retry).unwrap(),
        Redemption::Redeemed
    );
}

/// A profile change replaces every profile field, leaves the rest, and
/// shows in the change feed the user cache is refreshed from.
pub fn profiles_change_and_show_in_the_change_feed(db: &Database) {
    let world = fixtures::world(db);
    let later = NOW + Duration::minutes(3);
    let profile = accounts_domain::records::UserProfile {
        name: "Ann Other".into(),
        mobile: "+15550100".into(),
        picture: "https://example.com/ann.png".into(),
        country_code: "FR".into(),
        country: "France".into(),
        country_region_code: "IDF".into(),
        country_region: "Île-de-France".into(),
        city: "Paris".into(),
        postal_code: "75001".into(),
    };
    UserRepository::set_profile(db, world.user.id, &profile, later).unwrap();
    let stored = UserRepository::find(db, world.user.id).unwrap().unwrap();
    let expected = accounts_domain::records::UserRecord {
        profile,
        updated_at: later,
        deletion_due: None,
        language: None,
        ..world.user.clone()
    };
    assert_eq!(stored, expected);
    assert_eq!(
        UserRepository::users_changed_since(db, later).unwrap(),
        vec![expected.clone()]
    );
    let nobody = accounts_domain::ids::UserId::generate(NOW);
    assert_eq!(
        UserRepository::set_profile(db, nobody, &expected.profile, later),
        Err(RepoError::NotFound)
    );
}

/// A user's language is stored, forgotten, and shows in the change feed
/// (the user cache); an unknown user is `NotFound`.
pub fn a_users_language_is_stored_and_forgotten(db: &Database) {
    let world = fixtures::world(db);
    assert_eq!(world.user.language, None, "operators' users have none");
    let later = NOW + Duration::minutes(4);
    UserRepository::set_language(db, world.user.id, Some("pt-BR"), later).unwrap();
    let stored = UserRepository::find(db, world.user.id).unwrap().unwrap();
    assert_eq!(stored.language.as_deref(), Some("pt-BR"));
    assert_eq!(stored.updated_at, later);
    assert_eq!(
        UserRepository::users_changed_since(db, later).unwrap(),
        vec![stored.clone()]
    );
    let by_email = UserRepository::find_by_email(db, &world.user.email)
        .unwrap()
        .unwrap();
    assert_eq!(by_email.language.as_deref(), Some("pt-BR"));
    UserRepository::set_language(db, world.user.id, None, later).unwrap();
    assert_eq!(
        UserRepository::find(db, world.user.id)
            .unwrap()
            .unwrap()
            .language,
        None
    );
    let nobody = accounts_domain::ids::UserId::generate(NOW);
    assert_eq!(
        UserRepository::set_language(db, nobody, Some("de"), later),
        Err(RepoError::NotFound)
    );
    // A new user keeps the language it is made with.
    let mut user = world.user.clone();
    user.id = accounts_domain::ids::UserId::generate(NOW);
    user.email = accounts_domain::addresses::Email::parse("lang@example.com").unwrap();
    user.language = Some("ja".into());
    UserRepository::insert(db, &user).unwrap();
    assert_eq!(
        UserRepository::find(db, user.id)
            .unwrap()
            .unwrap()
            .language
            .as_deref(),
        Some("ja")
    );
}

/// Rotation marks the old refresh token (its first rotation's time is
/// kept) and stores the successor and an access token at once; nothing is
/// stored for a revoked or unknown token.
pub fn refresh_tokens_rotate_atomically(db: &Database) {
    let world = fixtures::world(db);
    let (code, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let (issued, old_plain) = fixtures::issued_with_refresh(&code);
    AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap();
    let old = old_plain.digest();

    let (successor, successor_plain) = fixtures::refresh_token(&code, Duration::days(30));
    let access = fixtures::access_token(&code, Duration::hours(1));
    assert_eq!(
        TokenRepository::rotate_refresh_token(db, &old, NOW, &successor, &access).unwrap(),
        Some(successor.expires_at)
    );
    let rotated = TokenRepository::find_refresh_token(db, &old)
        .unwrap()
        .unwrap();
    assert_eq!(rotated.rotated_at, Some(NOW));
    assert_eq!(
        TokenRepository::find_refresh_token(db, &successor_plain.digest()).unwrap(),
        Some(successor.clone())
    );
    assert!(TokenRepository::revoke_access_token(db, access.id, NOW).unwrap());

    // Rotated again (inside the grace) to the same successor: one chain.
    // The successor stays the first one, with its expiry; the new access
    // token is stored.
    let later = NOW + Duration::seconds(10);
    let (mut second, _) = fixtures::refresh_token(&code, Duration::days(31));
    second.digest = successor.digest;
    let second_access = fixtures::access_token(&code, Duration::hours(1));
    assert_eq!(
        TokenRepository::rotate_refresh_token(db, &old, later, &second, &second_access).unwrap(),
        Some(successor.expires_at)
    );
    assert_eq!(
        TokenRepository::find_refresh_token(db, &successor.digest).unwrap(),
        Some(successor.clone()),
        "not replaced"
    );
    assert!(TokenRepository::revoke_access_token(db, second_access.id, later).unwrap());
    let again = TokenRepository::find_refresh_token(db, &old)
        .unwrap()
        .unwrap();
    assert_eq!(
        again.rotated_at,
        Some(NOW),
        "the first rotation's time stays"
    );

    // A successor revoked meanwhile is not handed out again.
    assert!(TokenRepository::revoke_refresh_token(db, &successor.digest, later).unwrap());
    let third_access = fixtures::access_token(&code, Duration::hours(1));
    assert_eq!(
        TokenRepository::rotate_refresh_token(db, &old, later, &second, &third_access).unwrap(),
        None
    );
    assert!(!TokenRepository::revoke_access_token(db, third_access.id, later).unwrap());

    assert!(TokenRepository::revoke_refresh_token(db, &old, later).unwrap());
    let (third, third_plain) = fixtures::refresh_token(&code, Duration::days(30));
    let fourth_access = fixtures::access_token(&code, Duration::hours(1));
    assert_eq!(
        TokenRepository::rotate_refresh_token(db, &old, later, &third, &fourth_access).unwrap(),
        None
    );
    assert_eq!(
        TokenRepository::find_refresh_token(db, &third_plain.digest()).unwrap(),
        None
    );
    assert!(!TokenRepository::revoke_access_token(db, fourth_access.id, later).unwrap());
    let unknown = PlainSecret::generate().digest();
    assert_eq!(
        TokenRepository::rotate_refresh_token(db, &unknown, later, &third, &fourth_access).unwrap(),
        None
    );
}

pub fn a_code_redeemed_by_50_threads_succeeds_once(db: &Database) {
    const THREADS: usize = 50;
    let world = fixtures::world(db);
    let (code, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let barrier = Arc::new(Barrier::new(THREADS));
    let outcomes: Vec<(Redemption, IssuedTokens)> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let (issued, _) = fixtures::issued_with_refresh(&code);
                scope.spawn(move || {
                    barrier.wait();
                    let outcome =
                        AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued);
                    (
                        outcome.expect("redeem must not fail under contention"),
                        issued,
                    )
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let winners: Vec<&IssuedTokens> = outcomes
        .iter()
        .filter(|(o, _)| *o == Redemption::Redeemed)
        .map(|(_, i)| i)
        .collect();
    let replays = outcomes
        .iter()
        .filter(|(o, _)| *o == Redemption::AlreadyConsumed)
        .count();
    println!(
        "{:?}: 50 concurrent redemptions -> {} redeemed, {replays} already consumed",
        db.backend(),
        winners.len()
    );
    assert_eq!(winners.len(), 1);
    assert_eq!(replays, THREADS - 1);
    // Exactly the winner's tokens were recorded: one access and one refresh token.
    assert_eq!(
        TokenRepository::revoke_grant(db, code.grant_id, NOW).unwrap(),
        2
    );
    let winner = winners[0];
    assert!(
        TokenRepository::revoked_access_tokens_since(db, NOW, NOW)
            .unwrap()
            .contains(&winner.access.id)
    );
}

pub fn replay_revokes_the_whole_grant(db: &Database) {
    let world = fixtures::world(db);
    let (code, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let (issued, refresh_plain) = fixtures::issued_with_refresh(&code);
    AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap();
    // An access token issued later through the refresh token.
    let refreshed = fixtures::access_token(&code, Duration::hours(1));
    TokenRepository::insert_access_token(db, &refreshed).unwrap();
    // Another grant in the same session stays untouched.
    let (other_code, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &other_code).unwrap();
    let (other, _) = fixtures::issued_with_refresh(&other_code);
    AuthorizationCodeRepository::redeem(db, &other_code.digest, NOW, &other).unwrap();

    let at = NOW + Duration::seconds(30);
    assert_eq!(
        TokenRepository::revoke_grant(db, code.grant_id, at).unwrap(),
        3
    );
    assert_eq!(
        TokenRepository::revoke_grant(db, code.grant_id, at).unwrap(),
        0,
        "idempotent"
    );
    let mut revoked = TokenRepository::revoked_access_tokens_since(db, at, at).unwrap();
    revoked.sort();
    let mut expected = vec![issued.access.id, refreshed.id];
    expected.sort();
    assert_eq!(revoked, expected);
    let refresh = TokenRepository::find_refresh_token(db, &refresh_plain.digest())
        .unwrap()
        .unwrap();
    assert_eq!(refresh.revoked_at, Some(at));
    assert!(
        TokenRepository::revoke_access_token(db, other.access.id, at).unwrap(),
        "other grant untouched"
    );
}

pub fn single_tokens_revoke(db: &Database) {
    let world = fixtures::world(db);
    let (code, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let (issued, refresh_plain) = fixtures::issued_with_refresh(&code);
    AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap();
    let record = TokenRepository::find_refresh_token(db, &refresh_plain.digest())
        .unwrap()
        .unwrap();
    assert_eq!(Some(&record), issued.refresh.as_ref());
    assert!(TokenRepository::revoke_refresh_token(db, &refresh_plain.digest(), NOW).unwrap());
    assert!(!TokenRepository::revoke_refresh_token(db, &refresh_plain.digest(), NOW).unwrap());
    assert!(
        !TokenRepository::revoke_refresh_token(db, &PlainSecret::generate().digest(), NOW).unwrap()
    );
    assert!(TokenRepository::revoke_access_token(db, issued.access.id, NOW).unwrap());
    assert!(!TokenRepository::revoke_access_token(db, issued.access.id, NOW).unwrap());
    assert!(!TokenRepository::revoke_access_token(db, TokenId::generate(NOW), NOW).unwrap());
    assert_eq!(
        TokenRepository::find_refresh_token(db, &PlainSecret::generate().digest()).unwrap(),
        None
    );
}

pub fn expired_rows_are_filtered_and_deleted(db: &Database) {
    let world = fixtures::world(db);
    let (fresh, _) = fixtures::code(&world, Duration::seconds(60));
    let (stale, _) = fixtures::code(&world, Duration::seconds(-1));
    AuthorizationCodeRepository::insert(db, &fresh).unwrap();
    AuthorizationCodeRepository::insert(db, &stale).unwrap();
    assert_eq!(
        AuthorizationCodeRepository::delete_expired(db, NOW).unwrap(),
        1
    );
    assert!(
        AuthorizationCodeRepository::find_by_digest(db, &stale.digest)
            .unwrap()
            .is_none()
    );
    assert!(
        AuthorizationCodeRepository::find_by_digest(db, &fresh.digest)
            .unwrap()
            .is_some()
    );

    let short = IssuedTokens {
        access: fixtures::access_token(&fresh, Duration::minutes(5)),
        refresh: None,
    };
    AuthorizationCodeRepository::redeem(db, &fresh.digest, NOW, &short).unwrap();
    TokenRepository::revoke_access_token(db, short.access.id, NOW).unwrap();
    assert_eq!(
        TokenRepository::revoked_access_tokens_since(db, NOW, NOW).unwrap(),
        vec![short.access.id]
    );
    let after_expiry = NOW + Duration::minutes(5);
    assert!(
        TokenRepository::revoked_access_tokens_since(db, NOW, after_expiry)
            .unwrap()
            .is_empty(),
        "an expired token needs no revocation entry"
    );
    assert_eq!(TokenRepository::delete_expired(db, NOW).unwrap(), 0);
    assert_eq!(
        TokenRepository::delete_expired(db, after_expiry + Duration::seconds(1)).unwrap(),
        1
    );
}

pub fn signing_keys_rotate_atomically(db: &Database) {
    let master = MasterKey::generate();
    let old = SigningKey::generate(KeyAlgorithm::Es256, NOW).unwrap();
    let hs = SigningKey::generate(KeyAlgorithm::Hs256, NOW).unwrap();
    let new = SigningKey::generate(KeyAlgorithm::Es256, NOW + Duration::seconds(1)).unwrap();
    let records = [
        old.to_record(&master, KeyState::Active, NOW).unwrap(),
        hs.to_record(&master, KeyState::Active, NOW).unwrap(),
        new.to_record(&master, KeyState::Pending, NOW + Duration::seconds(1))
            .unwrap(),
    ];
    for record in &records {
        SigningKeyRepository::insert(db, record).unwrap();
    }
    assert!(matches!(
        SigningKeyRepository::insert(db, &records[0]),
        Err(RepoError::Conflict(_))
    ));
    let stored = SigningKeyRepository::list(db).unwrap();
    assert_eq!(stored.len(), 3);
    for record in &records {
        let found = stored.iter().find(|k| k.kid == record.kid).unwrap();
        assert_eq!(found, record);
        // Sealed material comes back intact and opens under the master key.
        SigningKey::unseal(found.kid, found.algorithm, &found.sealed, &master).unwrap();
    }

    let at = NOW + Duration::hours(1);
    let rotation = [
        KeyStateChange {
            kid: old.kid(),
            state: KeyState::Retired,
            at,
        },
        KeyStateChange {
            kid: new.kid(),
            state: KeyState::Active,
            at,
        },
    ];
    // A change set naming an unknown key changes nothing.
    let broken = [
        rotation[0],
        KeyStateChange {
            kid: KeyId::generate(NOW),
            state: KeyState::Active,
            at,
        },
    ];
    assert_eq!(
        SigningKeyRepository::apply(db, &broken),
        Err(RepoError::NotFound)
    );
    assert_eq!(SigningKeyRepository::list(db).unwrap(), stored);

    SigningKeyRepository::apply(db, &rotation).unwrap();
    let rotated = SigningKeyRepository::list(db).unwrap();
    let state = |kid: KeyId| rotated.iter().find(|k| k.kid == kid).unwrap().clone();
    assert_eq!(
        (state(old.kid()).state, state(old.kid()).retired_at),
        (KeyState::Retired, Some(at))
    );
    assert_eq!(
        (state(new.kid()).state, state(new.kid()).activated_at),
        (KeyState::Active, Some(at))
    );
    assert_eq!(state(hs.kid()).state, KeyState::Active);
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

pub fn only_one_key_per_purpose_can_be_active(db: &Database) {
    let master = MasterKey::generate();
    let record = |alg, state| {
        SigningKey::generate(alg, NOW)
            .unwrap()
            .to_record(&master, state, NOW)
            .unwrap()
    };
    let first = record(KeyAlgorithm::Es256, KeyState::Active);
    SigningKeyRepository::insert(db, &first).unwrap();
    SigningKeyRepository::insert(db, &record(KeyAlgorithm::Hs256, KeyState::Active)).unwrap();
    // A second active id_token key (any asymmetric algorithm) is refused...
    for alg in [KeyAlgorithm::Es256, KeyAlgorithm::EdDsa] {
        assert!(matches!(
            SigningKeyRepository::insert(db, &record(alg, KeyState::Active)),
            Err(RepoError::Conflict(_))
        ));
    }
    assert!(matches!(
        SigningKeyRepository::insert(db, &record(KeyAlgorithm::Hs256, KeyState::Active)),
        Err(RepoError::Conflict(_))
    ));
    // ...pending and retired ones are not.
    let pending = record(KeyAlgorithm::Es256, KeyState::Pending);
    SigningKeyRepository::insert(db, &pending).unwrap();
    SigningKeyRepository::insert(db, &record(KeyAlgorithm::Es256, KeyState::Retired)).unwrap();
    // Activating without retiring is refused and changes nothing.
    let at = NOW + Duration::hours(1);
    let activate = KeyStateChange {
        kid: pending.kid,
        state: KeyState::Active,
        at,
    };
    assert!(matches!(
        SigningKeyRepository::apply(db, &[activate]),
        Err(RepoError::Conflict(_))
    ));
    let retire = KeyStateChange {
        kid: first.kid,
        state: KeyState::Retired,
        at,
    };
    SigningKeyRepository::apply(db, &[retire, activate]).unwrap();
    let active: Vec<KeyId> = SigningKeyRepository::list(db)
        .unwrap()
        .into_iter()
        .filter(|k| k.state == KeyState::Active && !k.algorithm.is_symmetric())
        .map(|k| k.kid)
        .collect();
    assert_eq!(active, vec![pending.kid]);
}

pub fn device_requests_round_trip_and_are_answered_once(db: &Database) {
    let world = fixtures::world(db);
    let request = fixtures::device_request(&world);
    db.insert_device_authorization(&request).unwrap();
    let stored = db.find_by_device_code(&request.device_code).unwrap();
    assert_eq!(stored.as_ref(), Some(&request));
    assert_eq!(db.find_by_user_code(&request.user_code).unwrap(), stored);
    assert_eq!(db.find_by_user_code(&request.device_code).unwrap(), None);
    // A user code is unique among stored requests.
    let twin = DeviceAuthorizationRecord {
        device_code: PlainSecret::generate().digest(),
        ..request.clone()
    };
    assert!(matches!(
        db.insert_device_authorization(&twin),
        Err(RepoError::Conflict(_))
    ));

    let approved = DeviceDecision::Approved {
        user_id: world.user.id,
        session_id: world.session.id,
        at: NOW,
    };
    assert!(
        db.decide_device_authorization(&request.user_code, &approved, NOW)
            .unwrap()
    );
    let denied = DeviceDecision::Denied { at: NOW };
    assert!(
        !db.decide_device_authorization(&request.user_code, &denied, NOW)
            .unwrap(),
        "the first answer stands"
    );
    let stored = db
        .find_by_device_code(&request.device_code)
        .unwrap()
        .unwrap();
    assert_eq!(stored.decision, Some(approved));

    // An expired request takes no answer; a denial round-trips.
    let late = fixtures::device_request(&world);
    db.insert_device_authorization(&late).unwrap();
    assert!(
        !db.decide_device_authorization(&late.user_code, &denied, late.expires_at)
            .unwrap()
    );
    assert!(
        db.decide_device_authorization(&late.user_code, &denied, NOW)
            .unwrap()
    );
    let stored = db.find_by_user_code(&late.user_code).unwrap().unwrap();
    assert_eq!(stored.decision, Some(denied));

    // Deleted a day after expiry, not before.
    assert_eq!(
        db.delete_expired_device_authorizations(late.expires_at)
            .unwrap(),
        0
    );
    assert_eq!(
        db.delete_expired_device_authorizations(late.expires_at + Duration::seconds(1))
            .unwrap(),
        2
    );
}

pub fn device_polls_are_paced_across_callers(db: &Database) {
    let world = fixtures::world(db);
    let request = fixtures::device_request(&world);
    db.insert_device_authorization(&request).unwrap();
    let code = &request.device_code;
    assert!(
        db.note_device_poll(code, NOW, NOW + Duration::seconds(5))
            .unwrap()
    );
    assert!(
        !db.note_device_poll(code, NOW, NOW + Duration::seconds(5))
            .unwrap(),
        "a second poll at once is too early"
    );
    db.slow_device_down(code, Duration::seconds(10), NOW + Duration::seconds(10))
        .unwrap();
    let stored = db.find_by_device_code(code).unwrap().unwrap();
    assert_eq!(stored.interval, Duration::seconds(10));
    let later = NOW + Duration::seconds(9);
    assert!(!db.note_device_poll(code, later, later).unwrap());
    let on_time = NOW + Duration::seconds(10);
    assert!(
        db.note_device_poll(code, on_time, on_time + Duration::seconds(10))
            .unwrap()
    );
    let unknown = PlainSecret::generate().digest();
    assert!(!db.note_device_poll(&unknown, on_time, on_time).unwrap());
}

pub fn a_device_code_redeemed_by_20_threads_succeeds_once(db: &Database) {
    const THREADS: usize = 20;
    let world = fixtures::world(db);
    let request = fixtures::device_request(&world);
    db.insert_device_authorization(&request).unwrap();
    // Not approved yet: nothing to redeem.
    let (session, issued) = fixtures::device_issue(&world, &request);
    assert_eq!(
        db.redeem_device_code(&request.device_code, NOW, &session, &issued)
            .unwrap(),
        Redemption::AlreadyConsumed
    );
    assert_eq!(
        db.redeem_device_code(&PlainSecret::generate().digest(), NOW, &session, &issued)
            .unwrap(),
        Redemption::NotFound
    );
    let approved = DeviceDecision::Approved {
        user_id: world.user.id,
        session_id: world.session.id,
        at: NOW,
    };
    assert!(
        db.decide_device_authorization(&request.user_code, &approved, NOW)
            .unwrap()
    );
    let barrier = Arc::new(Barrier::new(THREADS));
    let outcomes: Vec<(Redemption, SessionId)> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let (session, issued) = fixtures::device_issue(&world, &request);
                let code = request.device_code;
                scope.spawn(move || {
                    barrier.wait();
                    let outcome = db.redeem_device_code(&code, NOW, &session, &issued);
                    (
                        outcome.expect("redeem must not fail under contention"),
                        session.id,
                    )
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let winners: Vec<SessionId> = outcomes
        .iter()
        .filter(|(o, _)| *o == Redemption::Redeemed)
        .map(|(_, s)| *s)
        .collect();
    assert_eq!(winners.len(), 1, "{outcomes:?}");
    // Only the winner's session was stored, with its tokens.
    for (outcome, session) in &outcomes {
        let stored = SessionRepository::find(db, *session).unwrap();
        assert_eq!(stored.is_some(), *outcome == Redemption::Redeemed);
    }
    assert_eq!(
        SessionRepository::revoke(db, winners[0], NOW).map(|_| ()),
        Ok(())
    );
    let stored = db
        .find_by_device_code(&request.device_code)
        .unwrap()
        .unwrap();
    assert_eq!(stored.consumed_at, Some(NOW));
}

pub fn mailed_tokens_are_single_use_and_a_new_reset_voids_the_old(db: &Database) {
    let world = fixtures::world(db);
    let token = |purpose, expires_in: Duration| EmailTokenRecord {
        digest: PlainSecret::generate().digest(),
        purpose,
        user_id: world.user.id,
        email: world.user.email.clone(),
        created_at: NOW,
        expires_at: NOW + expires_in,
        used_at: None,
    };
    let verify = token(EmailTokenPurpose::Verify, Duration::hours(24));
    db.insert_email_token(&verify).unwrap();
    assert_eq!(
        db.find_email_token(&verify.digest).unwrap(),
        Some(verify.clone())
    );
    // A verification token is no reset token, and the other way round.
    let hash = Password::parse("a new passphrase").unwrap().hash().unwrap();
    assert_eq!(db.redeem_reset(&verify.digest, &hash, NOW).unwrap(), None);
    assert_eq!(
        db.redeem_verification(&verify.digest, NOW).unwrap(),
        Some(world.user.id)
    );
    assert!(
        UserRepository::find(db, world.user.id)
            .unwrap()
            .unwrap()
            .email_verified
    );
    assert_eq!(
        db.redeem_verification(&verify.digest, NOW).unwrap(),
        None,
        "once"
    );

    let first = token(EmailTokenPurpose::Reset, Duration::minutes(30));
    db.insert_email_token(&first).unwrap();
    let second = token(EmailTokenPurpose::Reset, Duration::minutes(30));
    db.insert_email_token(&second).unwrap();
    assert_eq!(
        db.redeem_reset(&first.digest, &hash, NOW).unwrap(),
        None,
        "voided"
    );
    let later = NOW + Duration::minutes(31);
    assert_eq!(
        db.redeem_reset(&second.digest, &hash, later).unwrap(),
        None,
        "expired"
    );
    let third = token(EmailTokenPurpose::Reset, Duration::minutes(30));
    db.insert_email_token(&third).unwrap();
    assert_eq!(
        db.redeem_reset(&third.digest, &hash, NOW).unwrap(),
        Some(world.user.id)
    );
    let session = SessionRepository::find(db, world.session.id)
        .unwrap()
        .unwrap();
    assert_eq!(session.revoked_at, Some(NOW), "a reset ends every session");
    let user = UserRepository::find(db, world.user.id).unwrap().unwrap();
    assert!(user.password.verify("a new passphrase"));
    assert_eq!(
        db.delete_expired_email_tokens(NOW + Duration::days(2))
            .unwrap(),
        4
    );
}

pub fn a_password_change_voids_unused_reset_tokens(db: &Database) {
    let world = fixtures::world(db);
    let reset = EmailTokenRecord {
        digest: PlainSecret::generate().digest(),
        purpose: EmailTokenPurpose::Reset,
        user_id: world.user.id,
        email: world.user.email.clone(),
        created_at: NOW,
        expires_at: NOW + Duration::minutes(30),
        used_at: None,
    };
    db.insert_email_token(&reset).unwrap();
    let changed = Password::parse("changed by the owner")
        .unwrap()
        .hash()
        .unwrap();
    let later = NOW + Duration::minutes(1);
    db.set_password(world.user.id, &changed, None, later)
        .unwrap();
    assert_eq!(
        db.find_email_token(&reset.digest).unwrap().unwrap().used_at,
        Some(later),
        "voided by the change"
    );
    let attacker = Password::parse("set by the mail's thief")
        .unwrap()
        .hash()
        .unwrap();
    assert_eq!(
        db.redeem_reset(&reset.digest, &attacker, later).unwrap(),
        None,
        "a link mailed before the change cannot undo it"
    );
    let user = UserRepository::find(db, world.user.id).unwrap().unwrap();
    assert!(user.password.verify("changed by the owner"));
}

pub fn a_reset_of_an_unverified_address_starts_from_an_empty_profile(db: &Database) {
    let mut squatter = fixtures::user(&format!("squat-{}@example.com", UserId::generate(NOW)));
    squatter.email_verified = false;
    squatter.profile.name = "Someone Else".into();
    squatter.profile.mobile = "+1 555 0100".into();
    squatter.profile.picture = "https://evil.example/me.png".into();
    UserRepository::insert(db, &squatter).unwrap();
    let token = |purpose| EmailTokenRecord {
        digest: PlainSecret::generate().digest(),
        purpose,
        user_id: squatter.id,
        email: squatter.email.clone(),
        created_at: NOW,
        expires_at: NOW + Duration::minutes(30),
        used_at: None,
    };
    let verify = token(EmailTokenPurpose::Verify);
    db.insert_email_token(&verify).unwrap();
    let reset = token(EmailTokenPurpose::Reset);
    db.insert_email_token(&reset).unwrap();
    let owners = Password::parse("the real owner's").unwrap().hash().unwrap();
    assert_eq!(
        db.redeem_reset(&reset.digest, &owners, NOW).unwrap(),
        Some(squatter.id)
    );
    let user = UserRepository::find(db, squatter.id).unwrap().unwrap();
    assert!(user.email_verified);
    assert_eq!(
        user.profile,
        UserProfile::default(),
        "nothing the squatter set is kept"
    );
    assert!(
        db.find_email_token(&verify.digest)
            .unwrap()
            .unwrap()
            .used_at
            .is_some(),
        "the squatter's verification link is spent too"
    );

    // A verified account keeps its profile through a reset.
    let world = fixtures::world(db);
    let mut profile = world.user.profile.clone();
    profile.name = "Kept Name".into();
    db.set_profile(world.user.id, &profile, NOW).unwrap();
    let reset = EmailTokenRecord {
        user_id: world.user.id,
        email: world.user.email.clone(),
        ..token(EmailTokenPurpose::Reset)
    };
    db.insert_email_token(&reset).unwrap();
    db.redeem_reset(&reset.digest, &owners, NOW).unwrap();
    assert_eq!(
        UserRepository::find(db, world.user.id)
            .unwrap()
            .unwrap()
            .profile
            .name,
        "Kept Name"
    );
}

pub(crate) fn pending_totp(user: UserId, secret: &[u8]) -> TotpRecord {
    TotpRecord {
        user_id: user,
        sealed_secret: accounts_domain::keys::SealedKey::from_bytes(secret.to_vec()),
        created_at: NOW,
        confirmed_at: None,
        last_step: None,
    }
}

pub fn a_totp_factor_is_pending_until_confirmed_then_fixed(db: &Database) {
    let world = fixtures::world(db);
    let user = world.user.id;
    assert_eq!(db.find_totp(user).unwrap(), None);
    db.put_pending_totp(&pending_totp(user, b"first")).unwrap();
    // A new enrolment replaces a pending one.
    db.put_pending_totp(&pending_totp(user, b"second")).unwrap();
    let pending = db.find_totp(user).unwrap().unwrap();
    assert_eq!(pending.sealed_secret.as_bytes(), b"second");
    assert_eq!(pending.confirmed_at, None);
    // Steps are not accepted before confirmation.
    assert!(!db.claim_totp_step(user, 100).unwrap());
    let codes: Vec<_> = (0..10).map(|_| PlainSecret::generate().digest()).collect();
    assert!(db.confirm_totp(user, 100, &codes, NOW).unwrap());
    assert!(
        !db.confirm_totp(user, 101, &codes, NOW).unwrap(),
        "confirmed once"
    );
    let confirmed = db.find_totp(user).unwrap().unwrap();
    assert_eq!(confirmed.confirmed_at, Some(NOW));
    assert_eq!(confirmed.last_step, Some(100));
    assert_eq!(db.unused_recovery_codes(user).unwrap(), 10);
    // A confirmed authenticator is not replaced by a new enrolment.
    assert!(matches!(
        db.put_pending_totp(&pending_totp(user, b"third")),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(
        db.find_totp(user)
            .unwrap()
            .unwrap()
            .sealed_secret
            .as_bytes(),
        b"second"
    );
    // The confirming step counts as used; later steps once each, never an
    // earlier one.
    assert!(!db.claim_totp_step(user, 100).unwrap());
    assert!(db.claim_totp_step(user, 101).unwrap());
    assert!(!db.claim_totp_step(user, 101).unwrap());
    assert!(!db.claim_totp_step(user, 99).unwrap());
    // Recovery codes are single use and belong to their user.
    let other = fixtures::user("other@example.com");
    UserRepository::insert(db, &other).unwrap();
    assert!(!db.use_recovery_code(other.id, &codes[0], NOW).unwrap());
    assert!(db.use_recovery_code(user, &codes[0], NOW).unwrap());
    assert!(!db.use_recovery_code(user, &codes[0], NOW).unwrap());
    assert_eq!(db.unused_recovery_codes(user).unwrap(), 9);
    // Removal takes the authenticator and the codes.
    assert!(db.remove_totp(user).unwrap());
    assert!(!db.remove_totp(user).unwrap());
    assert_eq!(db.find_totp(user).unwrap(), None);
    assert_eq!(db.unused_recovery_codes(user).unwrap(), 0);
    assert!(!db.use_recovery_code(user, &codes[1], NOW).unwrap());
}

pub fn a_totp_step_claimed_by_16_threads_is_accepted_once(db: &Database) {
    const THREADS: usize = 16;
    let world = fixtures::world(db);
    let user = world.user.id;
    db.put_pending_totp(&pending_totp(user, b"secret")).unwrap();
    let codes: Vec<_> = (0..10).map(|_| PlainSecret::generate().digest()).collect();
    assert!(db.confirm_totp(user, 1, &codes, NOW).unwrap());
    let barrier = Arc::new(Barrier::new(THREADS));
    let (steps, recoveries): (Vec<bool>, Vec<bool>) = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let code = codes[0];
                scope.spawn(move || {
                    barrier.wait();
                    let step = db.claim_totp_step(user, 2).expect("claim must not fail");
                    let recovery = db
                        .use_recovery_code(user, &code, NOW)
                        .expect("use must not fail");
                    (step, recovery)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).unzip()
    });
    assert_eq!(steps.iter().filter(|s| **s).count(), 1);
    assert_eq!(recoveries.iter().filter(|r| **r).count(), 1);
}

pub fn an_mfa_challenge_is_taken_once_and_only_while_fresh(db: &Database) {
    const THREADS: usize = 16;
    let world = fixtures::world(db);
    let challenge = |token: &PlainSecret, ttl: Duration| MfaChallengeRecord {
        digest: token.digest(),
        user_id: world.user.id,
        created_at: NOW,
        expires_at: NOW + ttl,
        used_at: None,
        package_name: Some(PackageName::parse("com.example.app").unwrap()),
        user_agent: "Agent/1.0".into(),
        ip: "203.0.113.9".into(),
        locale: "de-DE".into(),
    };
    let fresh = PlainSecret::generate();
    let record = challenge(&fresh, Duration::minutes(5));
    db.insert_mfa_challenge(&record).unwrap();
    let barrier = Arc::new(Barrier::new(THREADS));
    let taken: Vec<Option<MfaChallengeRecord>> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let digest = record.digest;
                scope.spawn(move || {
                    barrier.wait();
                    db.take_mfa_challenge(&digest, NOW)
                        .expect("take must not fail")
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let winners: Vec<_> = taken.into_iter().flatten().collect();
    assert_eq!(winners.len(), 1);
    assert_eq!(winners[0].used_at, Some(NOW));
    assert_eq!(
        MfaChallengeRecord {
            used_at: None,
            ..winners[0].clone()
        },
        record
    );
    // Expired: not taken, and deleted by the cleanup.
    let stale = PlainSecret::generate();
    db.insert_mfa_challenge(&challenge(&stale, Duration::minutes(5)))
        .unwrap();
    assert_eq!(
        db.take_mfa_challenge(&stale.digest(), NOW + Duration::minutes(5))
            .unwrap(),
        None
    );
    assert_eq!(
        db.delete_expired_mfa_challenges(NOW + Duration::minutes(6))
            .unwrap(),
        2
    );
    assert_eq!(db.take_mfa_challenge(&stale.digest(), NOW).unwrap(), None);
}

pub(crate) fn passkey(
    user: UserId,
    credential_id: &[u8],
    at: time::OffsetDateTime,
) -> PasskeyRecord {
    PasskeyRecord {
        id: PasskeyId::generate(at),
        user_id: user,
        credential_id: credential_id.to_vec(),
        name: "Laptop ✓".into(),
        credential: r#"{"cred":{}}"#.into(),
        synced: false,
        created_at: micros(at),
        last_used_at: None,
    }
}

pub fn passkeys_belong_to_one_account_and_record_their_use(db: &Database) {
    let world = fixtures::world(db);
    let other = fixtures::world(db);
    let first = passkey(world.user.id, b"credential-1", NOW);
    let second = passkey(world.user.id, b"credential-2", NOW + Duration::seconds(1));
    db.insert_passkey(&first).unwrap();
    db.insert_passkey(&second).unwrap();
    // A credential id registered to one account cannot be registered again,
    // to it or to another.
    for owner in [world.user.id, other.user.id] {
        assert!(matches!(
            db.insert_passkey(&passkey(owner, b"credential-1", NOW)),
            Err(RepoError::Conflict(_))
        ));
    }
    assert_eq!(
        db.list_passkeys(world.user.id).unwrap(),
        vec![first.clone(), second.clone()]
    );
    assert_eq!(db.list_passkeys(other.user.id).unwrap(), vec![]);
    assert_eq!(
        db.find_passkey_by_credential(b"credential-2").unwrap(),
        Some(second.clone())
    );
    assert_eq!(db.find_passkey_by_credential(b"unknown").unwrap(), None);

    let used = micros(NOW + Duration::minutes(1));
    db.record_passkey_use(first.id, r#"{"cred":{"counter":2}}"#, true, used)
        .unwrap();
    let after = db
        .find_passkey_by_credential(b"credential-1")
        .unwrap()
        .unwrap();
    assert_eq!(after.last_used_at, Some(used));
    assert!(after.synced);
    assert_eq!(after.credential, r#"{"cred":{"counter":2}}"#);

    // Only the owner renames or deletes.
    assert!(!db.rename_passkey(other.user.id, first.id, "Mine").unwrap());
    assert!(db.rename_passkey(world.user.id, first.id, "Phone").unwrap());
    assert!(!db.delete_passkey(other.user.id, first.id).unwrap());
    assert!(db.delete_passkey(world.user.id, first.id).unwrap());
    assert!(!db.delete_passkey(world.user.id, first.id).unwrap());
    assert_eq!(db.delete_passkeys(world.user.id).unwrap(), 1);
    assert_eq!(db.list_passkeys(world.user.id).unwrap(), vec![]);
}

pub fn a_ceremony_is_taken_once_and_only_while_fresh(db: &Database) {
    const THREADS: usize = 16;
    let world = fixtures::world(db);
    let ceremony = |key: &PlainSecret, purpose, state: &str| CeremonyRecord {
        key: key.digest(),
        purpose,
        user_id: Some(world.user.id),
        state: state.into(),
        created_at: NOW,
        expires_at: NOW + Duration::minutes(5),
    };
    // One registration at a time per key: a new one replaces the old.
    let key = PlainSecret::generate();
    db.put_ceremony(&ceremony(&key, CeremonyPurpose::Registration, "old"))
        .unwrap();
    let record = ceremony(&key, CeremonyPurpose::Registration, "new");
    db.put_ceremony(&record).unwrap();
    // Not for another purpose (and then it is gone: taking spends it).
    let barrier = Arc::new(Barrier::new(THREADS));
    let taken: Vec<Option<CeremonyRecord>> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let key = record.key;
                scope.spawn(move || {
                    barrier.wait();
                    db.take_ceremony(&key, CeremonyPurpose::Registration, NOW)
                        .expect("take must not fail")
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let winners: Vec<_> = taken.into_iter().flatten().collect();
    assert_eq!(winners, vec![record.clone()]);

    let wrong_purpose = PlainSecret::generate();
    db.put_ceremony(&ceremony(&wrong_purpose, CeremonyPurpose::SignIn, "s"))
        .unwrap();
    assert_eq!(
        db.take_ceremony(&wrong_purpose.digest(), CeremonyPurpose::Registration, NOW)
            .unwrap(),
        None
    );
    assert_eq!(
        db.take_ceremony(&wrong_purpose.digest(), CeremonyPurpose::SignIn, NOW)
            .unwrap(),
        None,
        "a take for the wrong purpose spent it"
    );

    let stale = PlainSecret::generate();
    db.put_ceremony(&ceremony(&stale, CeremonyPurpose::SignIn, "s"))
        .unwrap();
    assert_eq!(
        db.take_ceremony(
            &stale.digest(),
            CeremonyPurpose::SignIn,
            NOW + Duration::minutes(5)
        )
        .unwrap(),
        None
    );
    let expired = PlainSecret::generate();
    db.put_ceremony(&ceremony(&expired, CeremonyPurpose::SignIn, "s"))
        .unwrap();
    assert_eq!(
        db.delete_expired_ceremonies(NOW + Duration::minutes(6))
            .unwrap(),
        1
    );
}
