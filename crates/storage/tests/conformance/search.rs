//! The console's users search by every word of the name (issue 47): a
//! word's start finds the user, whichever word it is, and so does the name
//! from any word on; the words follow the name through every write and
//! go with the user; one user matched many ways comes once, and pages in
//! id order neither skip nor repeat a user matched by address, by name or
//! by id. The address and id searches are in `operators.rs`.

use accounts_domain::ids::UserId;
use accounts_domain::operators::{OperatorRepository, UserSearch};
use accounts_domain::records::{AuditAction, AuditEvent, UserProfile};
use accounts_domain::repository::{AccountDeletionRepository, Purge, UserRepository};
use accounts_storage::Database;

use crate::fixtures::{self, NOW};

fn stored(db: &Database, email: &str, name: &str) -> UserId {
    let mut user = fixtures::user(email);
    user.profile.name = name.into();
    UserRepository::insert(db, &user).unwrap();
    user.id
}

fn page(prefix: &str, after: Option<UserId>, limit: u32) -> UserSearch {
    UserSearch {
        prefix: Some(prefix.into()),
        after,
        limit,
    }
}

/// The ids `prefix` finds, in the order found.
fn found(db: &Database, prefix: &str) -> Vec<UserId> {
    db.search_users(&page(prefix, None, 50))
        .unwrap()
        .into_iter()
        .map(|u| u.id)
        .collect()
}

pub fn users_are_found_by_the_start_of_any_word_of_their_name(db: &Database) {
    let zeb = stored(db, "zq@example.com", "Zebediah Quarrington");
    let anne = stored(db, "am@example.com", "Anne-Marie  Du Pont");
    stored(db, "other@example.com", "Someone Else");
    // The first word, as before, and now every other word too, by its
    // start, in any case.
    for query in ["Zebediah", "zeb", "Quarrington", "quarr", "QUARR"] {
        assert_eq!(found(db, query), [zeb], "{query}");
    }
    // The name from a word on, across the space after it.
    for query in ["zebediah quar", "Quarrington"] {
        assert_eq!(found(db, query), [zeb], "{query}");
    }
    // Hyphens read as spaces; doubled spaces do not hide a word.
    for query in ["marie", "anne-marie", "Anne Marie", "du pont", "pont"] {
        assert_eq!(found(db, query), [anne], "{query}");
    }
    // Not the middle of a word, nor a word's start the name lacks.
    for query in ["ington", "ebediah", "arie", "quarringtons"] {
        assert!(found(db, query).is_empty(), "{query}");
    }
    // LIKE's wildcards are letters here too.
    assert!(found(db, "q%").is_empty());
    assert!(found(db, "_uarrington").is_empty());
}

pub fn the_words_follow_the_name_and_go_with_the_user(db: &Database) {
    let id = stored(db, "w@example.com", "Old Name");
    assert_eq!(found(db, "name"), [id]);
    let profile = UserProfile {
        name: "Brand New".into(),
        ..fixtures::user("x@example.com").profile
    };
    UserRepository::set_profile(db, id, &profile, NOW).unwrap();
    assert!(found(db, "old").is_empty());
    assert!(found(db, "name").is_empty());
    assert_eq!(found(db, "new"), [id]);
    // A change of other fields keeps the words.
    let profile = UserProfile {
        city: "Elsewhere".into(),
        ..profile
    };
    UserRepository::set_profile(db, id, &profile, NOW).unwrap();
    assert_eq!(found(db, "new"), [id]);
    // A long name: its 16th word still finds it, and the query of the whole
    // name (past the 64 characters a word's row keeps).
    let words: Vec<String> = (1..=20).map(|i| format!("w{i:02}x")).collect();
    let long = stored(db, "long@example.com", &words.join(" "));
    assert_eq!(found(db, "w16x"), [long]);
    assert!(found(db, "w17x").is_empty(), "16 words a name");
    assert_eq!(found(db, &words.join(" ")), [long]);
    // Deleting the user deletes its words.
    let purged = db
        .purge_user(&Purge {
            user: id,
            address_subject: String::new(),
            pseudonym: UserId::generate(NOW),
            only_if_due: None,
            now: NOW,
            record: AuditEvent {
                at: NOW,
                action: AuditAction::UserDeleted,
                actor: "cli".into(),
                subject: String::new(),
                ip: String::new(),
                detail: String::new(),
                user_id: None,
                client_id: None,
                user_agent: String::new(),
            },
        })
        .unwrap();
    assert!(purged);
    assert!(found(db, "new").is_empty());
}

pub fn a_search_pages_users_found_each_way_once_in_id_order(db: &Database) {
    // Found by name (several of its words at once), by address, or both.
    let mut expected = vec![
        stored(db, "p1@example.com", "Pat Patterson Patel"),
        stored(db, "pat@example.com", "Nobody"),
        stored(db, "p2@example.com", "Lee Pat"),
        stored(db, "patrick@example.com", "Patrick Paterson"),
        stored(db, "p3@example.com", "Ann Patton"),
        stored(db, "patsy@example.com", "Patsy Pat"),
        stored(db, "p4@example.com", "Patience"),
    ];
    stored(db, "q@example.com", "Quentin Quill");
    expected.sort();
    // One page: each once, in id order.
    assert_eq!(found(db, "pat"), expected);
    // Pages of two: the same users, none skipped or repeated.
    let mut paged = Vec::new();
    let mut after = None;
    loop {
        let users = db.search_users(&page("pat", after, 2)).unwrap();
        paged.extend(users.iter().map(|u| u.id));
        if users.len() < 2 {
            break;
        }
        after = users.last().map(|u| u.id);
    }
    assert_eq!(paged, expected);
    // A whole id finds its user beside those its text starts.
    let id = expected[3].to_string();
    assert_eq!(found(db, &id), [expected[3]]);
}
