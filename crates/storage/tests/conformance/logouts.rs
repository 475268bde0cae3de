//! Back-channel logout deliveries in storage: a session's end writes one
//! per client that holds tokens from it and has a logout URI, in the same
//! transaction; a delivery is claimed once, deleted when delivered,
//! retried or parked when not.

use accounts_domain::repository::{
    AuthorizationCodeRepository, ClientRepository, LogoutRepository, SessionRepository,
};
use accounts_domain::webhooks::Claim;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

fn claim(db: &Database, at: time::OffsetDateTime) -> Vec<accounts_domain::logouts::ClaimedLogout> {
    db.claim_logouts(&Claim {
        now: at,
        lease_until: at + Duration::seconds(15),
        retry_until: at + Duration::hours(1),
        limit: 8,
    })
    .unwrap()
}

pub fn a_session_end_writes_one_logout_per_listening_client(db: &Database) {
    let world = fixtures::world(db);
    // The world's client listens; a second client with tokens does not;
    // a third listens but holds no token of the session.
    let mut listening = world.client.clone();
    listening.id = accounts_domain::ids::ClientId::generate(NOW);
    listening.backchannel_logout_uri = Some("https://notes.example.com/logout".into());
    ClientRepository::insert(db, &listening).unwrap();
    let (mut idle, _) = fixtures::client();
    idle.backchannel_logout_uri = Some("https://idle.example.com/logout".into());
    ClientRepository::insert(db, &idle).unwrap();
    for client in [world.client.id, listening.id] {
        let mut with = fixtures::World {
            client: world.client.clone(),
            user: world.user.clone(),
            session: world.session.clone(),
        };
        with.client.id = client;
        let (code, _) = fixtures::code(&with, Duration::minutes(10));
        AuthorizationCodeRepository::insert(db, &code).unwrap();
        let (issued, _) = fixtures::issued_with_refresh(&code);
        db.redeem(&code.digest, NOW, &issued).unwrap();
    }
    assert!(claim(db, NOW).is_empty(), "nothing before the session ends");

    let ended = NOW + Duration::minutes(1);
    assert!(SessionRepository::revoke(db, world.session.id, ended).unwrap());
    // Ending it again writes nothing more.
    assert!(!SessionRepository::revoke(db, world.session.id, ended).unwrap());
    let claimed = claim(db, ended);
    assert_eq!(claimed.len(), 1, "{claimed:?}");
    let logout = &claimed[0];
    assert_eq!(logout.client_id, listening.id);
    assert_eq!(logout.session_id, world.session.id);
    assert_eq!(logout.user_id, world.user.id);
    assert_eq!(logout.attempt, 1);
    assert!(
        claim(db, ended).is_empty(),
        "claimed once, until the lease ends"
    );

    // A failure comes back when due; parked ones do not.
    db.logout_failed(
        logout.id,
        "answered HTTP 503",
        Some(ended + Duration::seconds(5)),
    )
    .unwrap();
    assert!(claim(db, ended + Duration::seconds(4)).is_empty());
    let again = claim(db, ended + Duration::seconds(5));
    assert_eq!(again[0].attempt, 2);
    db.logout_delivered(again[0].id).unwrap();
    assert!(
        claim(db, ended + Duration::hours(2)).is_empty(),
        "delivered: gone"
    );
}
