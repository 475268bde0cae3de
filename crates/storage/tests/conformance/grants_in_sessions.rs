//! Grants check their session inside their own transaction: a code or a
//! refresh token of an ended session issues nothing, and a session ending
//! at the same moment as a grant leaves no live token behind.

use std::sync::Barrier;
use std::thread;

use accounts_domain::repository::{
    AuthorizationCodeRepository, Redemption, SessionRepository, TokenRepository,
};
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

pub fn a_code_or_refresh_token_of_an_ended_session_issues_nothing(db: &Database) {
    let world = fixtures::world(db);
    let (first, _) = fixtures::code(&world, Duration::seconds(60));
    let (second, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &first).unwrap();
    AuthorizationCodeRepository::insert(db, &second).unwrap();
    let (issued, refresh_plain) = fixtures::issued_with_refresh(&first);
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &first.digest, NOW, &issued).unwrap(),
        Redemption::Redeemed
    );
    assert!(SessionRepository::revoke(db, world.session.id, NOW).unwrap());

    let (late, _) = fixtures::issued_with_refresh(&second);
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &second.digest, NOW, &late).unwrap(),
        Redemption::SessionEnded
    );
    let kept = AuthorizationCodeRepository::find_by_digest(db, &second.digest)
        .unwrap()
        .unwrap();
    assert_eq!(kept.consumed_at, None, "the code is left as it was");
    assert!(
        TokenRepository::find_refresh_token(db, &late.refresh.unwrap().digest)
            .unwrap()
            .is_none()
    );

    let (successor, successor_plain) = fixtures::refresh_token(&first, Duration::days(30));
    let access = fixtures::access_token(&first, Duration::hours(1));
    assert_eq!(
        TokenRepository::rotate_refresh_token(
            db,
            &refresh_plain.digest(),
            NOW,
            &successor,
            &access
        )
        .unwrap(),
        None
    );
    assert!(
        TokenRepository::find_refresh_token(db, &successor_plain.digest())
            .unwrap()
            .is_none()
    );
    assert!(!TokenRepository::insert_access_token(db, &access).unwrap());
    assert!(
        !TokenRepository::revoke_access_token(db, access.id, NOW).unwrap(),
        "no access token was stored"
    );
}

/// A session end and a grant of the same session, 20 times at the same
/// moment: whichever wins, every token the grant answered with is revoked
/// once both are done (on PostgreSQL the grant share-locks the session).
pub fn a_session_end_racing_grants_leaves_no_live_token(db: &Database) {
    let mut redeemed = 0;
    let mut rotated = 0;
    for round in 0..20 {
        let world = fixtures::world(db);
        let (code, _) = fixtures::code(&world, Duration::seconds(60));
        let (warm, _) = fixtures::code(&world, Duration::seconds(60));
        AuthorizationCodeRepository::insert(db, &code).unwrap();
        AuthorizationCodeRepository::insert(db, &warm).unwrap();
        let (warm_issued, refresh_plain) = fixtures::issued_with_refresh(&warm);
        AuthorizationCodeRepository::redeem(db, &warm.digest, NOW, &warm_issued).unwrap();
        let (issued, _) = fixtures::issued_with_refresh(&code);
        let (successor, _) = fixtures::refresh_token(&warm, Duration::days(30));
        let access = fixtures::access_token(&warm, Duration::hours(1));
        let barrier = Barrier::new(3);
        let (redemption, rotation) = thread::scope(|s| {
            let redeem = s.spawn(|| {
                barrier.wait();
                AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap()
            });
            let rotate = s.spawn(|| {
                barrier.wait();
                TokenRepository::rotate_refresh_token(
                    db,
                    &refresh_plain.digest(),
                    NOW,
                    &successor,
                    &access,
                )
                .unwrap()
            });
            barrier.wait();
            // The session alone, or every session of its user (a password
            // change, a disabling): the same rule.
            if round % 2 == 0 {
                assert!(SessionRepository::revoke(db, world.session.id, NOW).unwrap());
            } else {
                assert_eq!(
                    SessionRepository::revoke_user_sessions(db, world.user.id, NOW).unwrap(),
                    1
                );
            }
            (redeem.join().unwrap(), rotate.join().unwrap())
        });
        let revoked = TokenRepository::revoked_access_tokens_since(db, NOW, NOW).unwrap();
        if redemption == Redemption::Redeemed {
            redeemed += 1;
            assert!(
                revoked.contains(&issued.access.id),
                "a redeemed access token outlived the session"
            );
            let refresh = issued.refresh.as_ref().unwrap();
            let stored = TokenRepository::find_refresh_token(db, &refresh.digest)
                .unwrap()
                .unwrap();
            assert!(
                stored.revoked_at.is_some(),
                "a redeemed refresh token outlived the session"
            );
        } else {
            assert_eq!(redemption, Redemption::SessionEnded);
        }
        if rotation.is_some() {
            rotated += 1;
            assert!(
                revoked.contains(&access.id),
                "a rotated access token outlived the session"
            );
            let stored = TokenRepository::find_refresh_token(db, &successor.digest)
                .unwrap()
                .unwrap();
            assert!(
                stored.revoked_at.is_some(),
                "a successor outlived the session"
            );
        }
    }
    println!(
        "{:?}: 20 session ends racing a redemption and a rotation: {redeemed} redeemed, {rotated} rotated before the end",
        db.backend()
    );
}
