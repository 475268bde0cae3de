//! The schema itself: migrations run once, and every column holds the
//! longest and strangest values the domain allows.

use accounts_domain::addresses::{Email, PackageName, RedirectUri};
use accounts_domain::repository::{ClientRepository, SessionRepository, UserRepository};
use accounts_storage::Database;

use crate::fixtures::{self};

pub fn migrations_are_idempotent(db: &Database) {
    assert_eq!(
        db.migrate().unwrap(),
        0,
        "a migrated database has nothing pending"
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
