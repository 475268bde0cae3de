//! APIs and client grants in storage: identifiers are unique, a grant
//! needs its client and its API and replaces the client's earlier grant
//! on the same API.

use accounts_domain::ids::ClientId;
use accounts_domain::repository::{ClientRepository, RepoError, ResourceRepository};
use accounts_domain::resource::{ResourceIdentifier, ResourceScopes};
use accounts_domain::resources::{ApiResourceRecord, ClientGrantRecord};
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

fn api(identifier: &str, scopes: &str, minutes: i64) -> ApiResourceRecord {
    ApiResourceRecord {
        identifier: ResourceIdentifier::parse(identifier).unwrap(),
        scopes: ResourceScopes::parse_spaced(scopes).unwrap(),
        created_at: NOW + Duration::minutes(minutes),
    }
}

fn grant(
    client: ClientId,
    api: &ApiResourceRecord,
    scopes: &str,
    minutes: i64,
) -> ClientGrantRecord {
    ClientGrantRecord {
        client_id: client,
        resource: api.identifier.clone(),
        scopes: ResourceScopes::parse_spaced(scopes).unwrap(),
        granted_at: NOW + Duration::minutes(minutes),
    }
}

pub fn apis_and_grants_round_trip(db: &Database) {
    let orders = api(
        "https://orders.example.com/api",
        "orders:read orders:write",
        0,
    );
    let billing = api("http://127.0.0.1:8080/billing", "invoices:read", 1);
    db.insert_resource(&billing).unwrap();
    db.insert_resource(&orders).unwrap();
    assert!(matches!(
        db.insert_resource(&orders),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(
        db.find_resource(&orders.identifier).unwrap(),
        Some(orders.clone())
    );
    assert_eq!(
        db.list_resources().unwrap(),
        vec![orders.clone(), billing.clone()]
    );
    let unknown = ResourceIdentifier::parse("https://nowhere.example.com").unwrap();
    assert_eq!(db.find_resource(&unknown).unwrap(), None);

    let (client, _) = fixtures::client();
    ClientRepository::insert(db, &client).unwrap();
    let (other, _) = fixtures::client();
    ClientRepository::insert(db, &other).unwrap();
    let first = grant(client.id, &orders, "orders:read", 2);
    db.put_client_grant(&first).unwrap();
    db.put_client_grant(&grant(other.id, &orders, "orders:write", 2))
        .unwrap();
    let replaced = grant(client.id, &orders, "orders:read orders:write", 3);
    db.put_client_grant(&replaced).unwrap();
    let on_billing = grant(client.id, &billing, "invoices:read", 4);
    db.put_client_grant(&on_billing).unwrap();
    assert_eq!(
        db.find_client_grant(client.id, &orders.identifier).unwrap(),
        Some(replaced.clone())
    );
    assert_eq!(
        db.client_grants(client.id).unwrap(),
        vec![replaced, on_billing]
    );
    assert_eq!(db.find_client_grant(client.id, &unknown).unwrap(), None);

    // A grant needs an existing API and client.
    let missing_api = api("https://nowhere.example.com", "x", 5);
    assert!(matches!(
        db.put_client_grant(&grant(client.id, &missing_api, "x", 5)),
        Err(RepoError::Conflict(_))
    ));
    let (stranger, _) = fixtures::client();
    assert!(matches!(
        db.put_client_grant(&grant(stranger.id, &orders, "orders:read", 5)),
        Err(RepoError::Conflict(_))
    ));

    // The column that allows the grant round-trips with the client.
    let (mut machine, _) = fixtures::client();
    machine.client_credentials = true;
    ClientRepository::insert(db, &machine).unwrap();
    assert!(
        ClientRepository::find(db, machine.id)
            .unwrap()
            .unwrap()
            .client_credentials
    );
    assert!(
        !ClientRepository::find(db, client.id)
            .unwrap()
            .unwrap()
            .client_credentials
    );
}
