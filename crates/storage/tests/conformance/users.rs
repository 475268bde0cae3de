//! Users: records, the address as a case-insensitive key, profile and
//! language changes and the change feed that carries them.

use accounts_domain::addresses::Email;
use accounts_domain::ids::UserId;
use accounts_domain::repository::{RepoError, UserRepository};
use accounts_service::passwords::{Password, VerifyPassword};
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

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
