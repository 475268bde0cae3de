//! Pushed authorization requests in storage: found by digest, taken once
//! and only while unexpired, expired ones deleted.

use accounts_domain::pushed::{PushedRequestRecord, PushedRequestRepository};
use accounts_domain::repository::ClientRepository;
use accounts_domain::secrets::PlainSecret;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

pub fn a_pushed_request_is_taken_once_while_fresh(db: &Database) {
    let (client, _) = fixtures::client();
    ClientRepository::insert(db, &client).unwrap();
    let record = |minutes| PushedRequestRecord {
        digest: PlainSecret::generate().digest(),
        client_id: client.id,
        params: r#"{"scope":"openid"}"#.into(),
        expires_at: NOW + Duration::minutes(minutes),
    };
    let fresh = record(5);
    let stale = record(1);
    db.insert_pushed(&fresh).unwrap();
    db.insert_pushed(&stale).unwrap();
    assert_eq!(db.find_pushed(&fresh.digest).unwrap(), Some(fresh.clone()));
    assert_eq!(
        db.find_pushed(&PlainSecret::generate().digest()).unwrap(),
        None
    );

    let later = NOW + Duration::minutes(2);
    assert!(!db.take_pushed(&stale.digest, later).unwrap(), "expired");
    assert!(db.take_pushed(&fresh.digest, later).unwrap());
    assert!(!db.take_pushed(&fresh.digest, later).unwrap(), "taken once");
    assert_eq!(db.find_pushed(&fresh.digest).unwrap(), None);

    assert_eq!(db.delete_expired_pushed(later).unwrap(), 1);
    assert_eq!(db.find_pushed(&stale.digest).unwrap(), None);
}
