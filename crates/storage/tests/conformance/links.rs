//! Identity links and the unusable password of an account made through an
//! upstream provider.

use accounts_domain::records::IdentityLinkRecord;
use accounts_domain::repository::{IdentityLinkRepository, RepoError, UserRepository};
use accounts_domain::secrets::PasswordHash;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

fn link(user: &fixtures::World, provider: &str, subject: &str, at: i64) -> IdentityLinkRecord {
    IdentityLinkRecord {
        provider: provider.into(),
        subject: subject.into(),
        user_id: user.user.id,
        email: Some("ann@upstream.example".into()),
        linked_at: NOW + Duration::seconds(at),
    }
}

pub fn identity_links_are_keyed_by_provider_and_subject(db: &Database) {
    let ann = fixtures::world(db);
    let bob = fixtures::world(db);
    let google = link(&ann, "google", "1001", 0);
    let github = IdentityLinkRecord {
        email: None,
        ..link(&ann, "github", "1001", 1)
    };
    db.insert_link(&google).unwrap();
    db.insert_link(&github).unwrap();
    // One subject signs in one user; a user links a provider once.
    for duplicate in [
        link(&bob, "google", "1001", 2),
        link(&ann, "google", "2002", 2),
    ] {
        assert!(matches!(
            db.insert_link(&duplicate),
            Err(RepoError::Conflict(_))
        ));
    }
    assert_eq!(
        db.find_link("google", "1001").unwrap(),
        Some(google.clone())
    );
    assert_eq!(db.find_link("google", "2002").unwrap(), None);
    assert_eq!(db.find_link("Google", "1001").unwrap(), None);
    assert_eq!(
        db.list_links(ann.user.id).unwrap(),
        vec![google.clone(), github.clone()]
    );
    assert_eq!(db.list_links(bob.user.id).unwrap(), vec![]);
    assert!(!db.delete_link(bob.user.id, "google").unwrap());
    assert!(db.delete_link(ann.user.id, "google").unwrap());
    assert!(!db.delete_link(ann.user.id, "google").unwrap());
    assert_eq!(db.list_links(ann.user.id).unwrap(), vec![github]);
    // Free again: bob may link it now.
    db.insert_link(&link(&bob, "google", "1001", 3)).unwrap();
}

pub fn an_account_without_a_password_round_trips(db: &Database) {
    let world = fixtures::world(db);
    db.set_password(world.user.id, &PasswordHash::unusable(), None, NOW)
        .unwrap();
    let stored = UserRepository::find(db, world.user.id).unwrap().unwrap();
    assert!(!stored.password.is_usable());
}
