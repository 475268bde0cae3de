//! Clients: what is stored comes back, and each change shows in the
//! change feed the instances refresh their caches from.

use accounts_domain::ids::ClientId;
use accounts_domain::records::ClientRecord;
use accounts_domain::repository::{ClientRepository, RepoError};
use accounts_domain::secrets::PlainSecret;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

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
        shared_signals: false,
        allow_sign_in_codes: true,
        organization: None,
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
