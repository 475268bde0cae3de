//! Consents in storage: one per user and client, replaced when given
//! again; revoking one ends every token the client holds for the user,
//! and only those.

use accounts_domain::consents::{ConsentRecord, ConsentRepository};
use accounts_domain::repository::{AuthorizationCodeRepository, TokenRepository};
use accounts_domain::scope::Scopes;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

pub fn consents_are_kept_per_user_and_client_and_revoked_with_tokens(db: &Database) {
    let world = fixtures::world(db);
    let user = world.user.id;
    let consent = |scope: &str, minutes| ConsentRecord {
        user_id: user,
        client_id: world.client.id,
        scopes: Scopes::parse(scope).unwrap(),
        granted_at: NOW + Duration::minutes(minutes),
    };
    assert_eq!(db.find_consent(user, world.client.id).unwrap(), None);
    db.put_consent(&consent("openid", 0)).unwrap();
    db.put_consent(&consent("openid email", 1)).unwrap();
    assert_eq!(
        db.find_consent(user, world.client.id).unwrap(),
        Some(consent("openid email", 1))
    );
    assert_eq!(
        db.consents_of_user(user).unwrap(),
        vec![consent("openid email", 1)]
    );

    // Tokens of the client for the user (from a redeemed code), and of
    // another grant that must survive: another user's.
    let (code, _) = fixtures::code(&world, Duration::minutes(10));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let (issued, refresh) = fixtures::issued_with_refresh(&code);
    db.redeem(&code.digest, NOW, &issued).unwrap();
    let other = fixtures::world(db);
    let (other_code, _) = fixtures::code(&other, Duration::minutes(10));
    AuthorizationCodeRepository::insert(db, &other_code).unwrap();
    let (other_issued, other_refresh) = fixtures::issued_with_refresh(&other_code);
    db.redeem(&other_code.digest, NOW, &other_issued).unwrap();

    let later = NOW + Duration::minutes(2);
    assert!(db.revoke_consent(user, world.client.id, later).unwrap());
    assert!(!db.revoke_consent(user, world.client.id, later).unwrap());
    assert_eq!(db.find_consent(user, world.client.id).unwrap(), None);
    let revoked = db.find_refresh_token(&refresh.digest()).unwrap().unwrap();
    assert_eq!(revoked.revoked_at, Some(later));
    let access = db.revoked_access_tokens_since(NOW, later).unwrap();
    assert_eq!(access.len(), 1, "the user's access token, not the other's");
    let kept = db
        .find_refresh_token(&other_refresh.digest())
        .unwrap()
        .unwrap();
    assert_eq!(kept.revoked_at, None);
}
