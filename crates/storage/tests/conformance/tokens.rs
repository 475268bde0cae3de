//! Codes and tokens: a code redeemed once (also under a race) for all it
//! issues or nothing, refresh rotation, replay and single revocation, and
//! expiry.

use std::sync::{Arc, Barrier};
use std::thread;

use accounts_domain::ids::TokenId;
use accounts_domain::repository::{
    AuthorizationCodeRepository, IssuedTokens, Redemption, RepoError, TokenRepository,
};
use accounts_domain::resource::{ApiAccess, ResourceIdentifier, ResourceScopes};
use accounts_domain::secrets::PlainSecret;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW, micros};

pub fn codes_redeem_once(db: &Database) {
    let world = fixtures::world(db);
    let (code, plain) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    assert!(matches!(
        AuthorizationCodeRepository::insert(db, &code),
        Err(RepoError::Conflict(_))
    ));
    assert_eq!(
        AuthorizationCodeRepository::find_by_digest(db, &plain.digest())
            .unwrap()
            .as_ref(),
        Some(&code)
    );

    let issued = IssuedTokens {
        access: fixtures::access_token(&code, Duration::hours(1)),
        refresh: None,
    };
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap(),
        Redemption::Redeemed
    );
    let consumed = AuthorizationCodeRepository::find_by_digest(db, &code.digest)
        .unwrap()
        .unwrap();
    assert_eq!(consumed.consumed_at, Some(micros(NOW)));

    // A replay writes nothing: its access token id is never recorded.
    let replay = IssuedTokens {
        access: fixtures::access_token(&code, Duration::hours(1)),
        refresh: None,
    };
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &replay).unwrap(),
        Redemption::AlreadyConsumed
    );
    assert!(!TokenRepository::revoke_access_token(db, replay.access.id, NOW).unwrap());
    assert!(TokenRepository::revoke_access_token(db, issued.access.id, NOW).unwrap());

    let unknown = PlainSecret::generate().digest();
    assert_eq!(
        AuthorizationCodeRepository::find_by_digest(db, &unknown).unwrap(),
        None
    );
    let stray = IssuedTokens {
        access: fixtures::access_token(&code, Duration::hours(1)),
        refresh: None,
    };
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &unknown, NOW, &stray).unwrap(),
        Redemption::NotFound
    );
}

/// Redemption stores the refresh token as issued; if any insert fails,
/// the code stays unconsumed and nothing is stored.
pub fn a_redemption_stores_all_it_issued_or_nothing(db: &Database) {
    let fixtures::Redeemed {
        world,
        issued,
        refresh_plain,
        ..
    } = fixtures::redeemed_with_refresh(db);
    assert_eq!(
        TokenRepository::find_refresh_token(db, &refresh_plain.digest()).unwrap(),
        issued.refresh.clone()
    );

    // A second code whose refresh token reuses the first one's id: the
    // insert conflicts, and the whole redemption is undone.
    let (second, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &second).unwrap();
    let (mut clashing, clashing_plain) = fixtures::issued_with_refresh(&second);
    if let (Some(refresh), Some(first)) = (clashing.refresh.as_mut(), issued.refresh.as_ref()) {
        refresh.id = first.id;
    }
    assert!(matches!(
        AuthorizationCodeRepository::redeem(db, &second.digest, NOW, &clashing),
        Err(RepoError::Conflict(_))
    ));
    let untouched = AuthorizationCodeRepository::find_by_digest(db, &second.digest)
        .unwrap()
        .unwrap();
    assert_eq!(untouched.consumed_at, None, "the code is still usable");
    assert_eq!(
        TokenRepository::find_refresh_token(db, &clashing_plain.digest()).unwrap(),
        None
    );
    assert!(
        !TokenRepository::revoke_access_token(db, clashing.access.id, NOW).unwrap(),
        "its access token was not stored"
    );
    let retry = fixtures::issued_with_refresh(&second).0;
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &second.digest, NOW, &retry).unwrap(),
        Redemption::Redeemed
    );
}

/// Rotation marks the old refresh token (its first rotation's time is
/// kept) and stores the successor and an access token at once; nothing is
/// stored for a revoked or unknown token.
pub fn refresh_tokens_rotate_atomically(db: &Database) {
    let fixtures::Redeemed {
        code,
        refresh_plain: old_plain,
        ..
    } = fixtures::redeemed_with_refresh(db);
    let old = old_plain.digest();

    let (successor, successor_plain) = fixtures::refresh_token(&code, Duration::days(30));
    let access = fixtures::access_token(&code, Duration::hours(1));
    assert_eq!(
        TokenRepository::rotate_refresh_token(db, &old, NOW, &successor, &access).unwrap(),
        Some(successor.expires_at)
    );
    let rotated = TokenRepository::find_refresh_token(db, &old)
        .unwrap()
        .unwrap();
    assert_eq!(rotated.rotated_at, Some(NOW));
    assert_eq!(
        TokenRepository::find_refresh_token(db, &successor_plain.digest()).unwrap(),
        Some(successor.clone())
    );
    assert!(TokenRepository::revoke_access_token(db, access.id, NOW).unwrap());

    // Rotated again (inside the grace) to the same successor: one chain.
    // The successor stays the first one, with its expiry; the new access
    // token is stored.
    let later = NOW + Duration::seconds(10);
    let (mut second, _) = fixtures::refresh_token(&code, Duration::days(31));
    second.digest = successor.digest;
    let second_access = fixtures::access_token(&code, Duration::hours(1));
    assert_eq!(
        TokenRepository::rotate_refresh_token(db, &old, later, &second, &second_access).unwrap(),
        Some(successor.expires_at)
    );
    assert_eq!(
        TokenRepository::find_refresh_token(db, &successor.digest).unwrap(),
        Some(successor.clone()),
        "not replaced"
    );
    assert!(TokenRepository::revoke_access_token(db, second_access.id, later).unwrap());
    let again = TokenRepository::find_refresh_token(db, &old)
        .unwrap()
        .unwrap();
    assert_eq!(
        again.rotated_at,
        Some(NOW),
        "the first rotation's time stays"
    );

    // A successor revoked meanwhile is not handed out again.
    assert!(TokenRepository::revoke_refresh_token(db, &successor.digest, later).unwrap());
    let third_access = fixtures::access_token(&code, Duration::hours(1));
    assert_eq!(
        TokenRepository::rotate_refresh_token(db, &old, later, &second, &third_access).unwrap(),
        None
    );
    assert!(!TokenRepository::revoke_access_token(db, third_access.id, later).unwrap());

    assert!(TokenRepository::revoke_refresh_token(db, &old, later).unwrap());
    let (third, third_plain) = fixtures::refresh_token(&code, Duration::days(30));
    let fourth_access = fixtures::access_token(&code, Duration::hours(1));
    assert_eq!(
        TokenRepository::rotate_refresh_token(db, &old, later, &third, &fourth_access).unwrap(),
        None
    );
    assert_eq!(
        TokenRepository::find_refresh_token(db, &third_plain.digest()).unwrap(),
        None
    );
    assert!(!TokenRepository::revoke_access_token(db, fourth_access.id, later).unwrap());
    let unknown = PlainSecret::generate().digest();
    assert_eq!(
        TokenRepository::rotate_refresh_token(db, &unknown, later, &third, &fourth_access).unwrap(),
        None
    );
}

pub fn a_code_redeemed_by_50_threads_succeeds_once(db: &Database) {
    const THREADS: usize = 50;
    let world = fixtures::world(db);
    let (code, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let barrier = Arc::new(Barrier::new(THREADS));
    let outcomes: Vec<(Redemption, IssuedTokens)> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let (issued, _) = fixtures::issued_with_refresh(&code);
                scope.spawn(move || {
                    barrier.wait();
                    let outcome =
                        AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued);
                    (
                        outcome.expect("redeem must not fail under contention"),
                        issued,
                    )
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let winners: Vec<&IssuedTokens> = outcomes
        .iter()
        .filter(|(o, _)| *o == Redemption::Redeemed)
        .map(|(_, i)| i)
        .collect();
    let replays = outcomes
        .iter()
        .filter(|(o, _)| *o == Redemption::AlreadyConsumed)
        .count();
    println!(
        "{:?}: 50 concurrent redemptions -> {} redeemed, {replays} already consumed",
        db.backend(),
        winners.len()
    );
    assert_eq!(winners.len(), 1);
    assert_eq!(replays, THREADS - 1);
    // Exactly the winner's tokens were recorded: one access and one refresh token.
    assert_eq!(
        TokenRepository::revoke_grant(db, code.grant_id, NOW).unwrap(),
        2
    );
    let winner = winners[0];
    assert!(
        TokenRepository::revoked_access_tokens_since(db, NOW, NOW)
            .unwrap()
            .contains(&winner.access.id)
    );
}

pub fn replay_revokes_the_whole_grant(db: &Database) {
    let fixtures::Redeemed {
        world,
        code,
        issued,
        refresh_plain,
        ..
    } = fixtures::redeemed_with_refresh(db);
    // An access token issued later through the refresh token.
    let refreshed = fixtures::access_token(&code, Duration::hours(1));
    TokenRepository::insert_access_token(db, &refreshed).unwrap();
    // Another grant in the same session stays untouched.
    let (other_code, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &other_code).unwrap();
    let (other, _) = fixtures::issued_with_refresh(&other_code);
    AuthorizationCodeRepository::redeem(db, &other_code.digest, NOW, &other).unwrap();

    let at = NOW + Duration::seconds(30);
    assert_eq!(
        TokenRepository::revoke_grant(db, code.grant_id, at).unwrap(),
        3
    );
    assert_eq!(
        TokenRepository::revoke_grant(db, code.grant_id, at).unwrap(),
        0,
        "idempotent"
    );
    let mut revoked = TokenRepository::revoked_access_tokens_since(db, at, at).unwrap();
    revoked.sort();
    let mut expected = vec![issued.access.id, refreshed.id];
    expected.sort();
    assert_eq!(revoked, expected);
    let refresh = TokenRepository::find_refresh_token(db, &refresh_plain.digest())
        .unwrap()
        .unwrap();
    assert_eq!(refresh.revoked_at, Some(at));
    assert!(
        TokenRepository::revoke_access_token(db, other.access.id, at).unwrap(),
        "other grant untouched"
    );
}

pub fn single_tokens_revoke(db: &Database) {
    let fixtures::Redeemed {
        issued,
        refresh_plain,
        ..
    } = fixtures::redeemed_with_refresh(db);
    let record = TokenRepository::find_refresh_token(db, &refresh_plain.digest())
        .unwrap()
        .unwrap();
    assert_eq!(Some(&record), issued.refresh.as_ref());
    assert!(TokenRepository::revoke_refresh_token(db, &refresh_plain.digest(), NOW).unwrap());
    assert!(!TokenRepository::revoke_refresh_token(db, &refresh_plain.digest(), NOW).unwrap());
    assert!(
        !TokenRepository::revoke_refresh_token(db, &PlainSecret::generate().digest(), NOW).unwrap()
    );
    assert!(TokenRepository::revoke_access_token(db, issued.access.id, NOW).unwrap());
    assert!(!TokenRepository::revoke_access_token(db, issued.access.id, NOW).unwrap());
    assert!(!TokenRepository::revoke_access_token(db, TokenId::generate(NOW), NOW).unwrap());
    assert_eq!(
        TokenRepository::find_refresh_token(db, &PlainSecret::generate().digest()).unwrap(),
        None
    );
}

pub fn expired_rows_are_filtered_and_deleted(db: &Database) {
    let world = fixtures::world(db);
    let (fresh, _) = fixtures::code(&world, Duration::seconds(60));
    let (stale, _) = fixtures::code(&world, Duration::seconds(-1));
    AuthorizationCodeRepository::insert(db, &fresh).unwrap();
    AuthorizationCodeRepository::insert(db, &stale).unwrap();
    assert_eq!(
        AuthorizationCodeRepository::delete_expired(db, NOW).unwrap(),
        1
    );
    assert!(
        AuthorizationCodeRepository::find_by_digest(db, &stale.digest)
            .unwrap()
            .is_none()
    );
    assert!(
        AuthorizationCodeRepository::find_by_digest(db, &fresh.digest)
            .unwrap()
            .is_some()
    );

    let short = IssuedTokens {
        access: fixtures::access_token(&fresh, Duration::minutes(5)),
        refresh: None,
    };
    AuthorizationCodeRepository::redeem(db, &fresh.digest, NOW, &short).unwrap();
    TokenRepository::revoke_access_token(db, short.access.id, NOW).unwrap();
    assert_eq!(
        TokenRepository::revoked_access_tokens_since(db, NOW, NOW).unwrap(),
        vec![short.access.id]
    );
    let after_expiry = NOW + Duration::minutes(5);
    assert!(
        TokenRepository::revoked_access_tokens_since(db, NOW, after_expiry)
            .unwrap()
            .is_empty(),
        "an expired token needs no revocation entry"
    );
    assert_eq!(TokenRepository::delete_expired(db, NOW).unwrap(), 0);
    assert_eq!(
        TokenRepository::delete_expired(db, after_expiry + Duration::seconds(1)).unwrap(),
        1
    );
}

/// A code for an API keeps its API and scopes, and so do the refresh
/// token its redemption stores (PostgreSQL's one-statement redemption
/// names every column) and that token's successor; a code without one
/// reads back without one.
pub fn a_grant_for_an_api_keeps_its_api(db: &Database) {
    let world = fixtures::world(db);
    let (mut code, _) = fixtures::code(&world, Duration::seconds(60));
    let api = ApiAccess {
        resource: ResourceIdentifier::parse("https://orders.example.com/api").unwrap(),
        scopes: ResourceScopes::parse_spaced("orders:read orders:write").unwrap(),
    };
    code.api = Some(api.clone());
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let stored = AuthorizationCodeRepository::find_by_digest(db, &code.digest)
        .unwrap()
        .unwrap();
    assert_eq!(stored.api.as_ref(), Some(&api));

    let (mut issued, refresh_plain) = fixtures::issued_with_refresh(&code);
    if let Some(refresh) = issued.refresh.as_mut() {
        refresh.api = Some(api.clone());
    }
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap(),
        Redemption::Redeemed
    );
    let refresh = TokenRepository::find_refresh_token(db, &refresh_plain.digest())
        .unwrap()
        .unwrap();
    assert_eq!(refresh.api.as_ref(), Some(&api));

    let (mut successor, successor_plain) = fixtures::refresh_token(&code, Duration::days(30));
    successor.api = Some(ApiAccess {
        scopes: ResourceScopes::default(),
        ..api.clone()
    });
    let access = fixtures::access_token(&code, Duration::hours(1));
    TokenRepository::rotate_refresh_token(db, &refresh.digest, NOW, &successor, &access).unwrap();
    let next = TokenRepository::find_refresh_token(db, &successor_plain.digest())
        .unwrap()
        .unwrap();
    assert_eq!(next.api, successor.api, "an API with no scopes granted");

    let (plain_code, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &plain_code).unwrap();
    let without = AuthorizationCodeRepository::find_by_digest(db, &plain_code.digest)
        .unwrap()
        .unwrap();
    assert_eq!(without.api, None);
}

/// A code read for its exchange comes with its user's membership of the
/// code's organization, read in the same statement; none for a code
/// without one, and none once the member is removed.
pub fn a_code_is_read_with_its_membership(db: &Database) {
    use crate::organizations::{membership, organization};
    use accounts_domain::repository::OrganizationRepository;
    let world = fixtures::world(db);
    let acme = organization("acme");
    db.insert_organization(&acme).unwrap();
    let joined = membership(&acme, world.user.id, &["admin", "billing"], NOW);
    db.add_member(&joined).unwrap();

    let (plain, _) = fixtures::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &plain).unwrap();
    let (found, member) = AuthorizationCodeRepository::find_for_exchange(db, &plain.digest)
        .unwrap()
        .unwrap();
    assert_eq!((found, member), (plain, None));

    let (mut bound, _) = fixtures::code(&world, Duration::seconds(60));
    bound.organization_id = Some(acme.id);
    AuthorizationCodeRepository::insert(db, &bound).unwrap();
    let read = || {
        AuthorizationCodeRepository::find_for_exchange(db, &bound.digest)
            .unwrap()
            .unwrap()
    };
    let (found, member) = read();
    assert_eq!(found, bound);
    let member = member.unwrap();
    assert_eq!(
        (member.organization, member.membership),
        (acme.clone(), joined)
    );

    assert!(db.remove_member(acme.id, world.user.id, NOW).unwrap());
    assert_eq!(read().1, None, "removed");
    let unknown = PlainSecret::generate().digest();
    assert_eq!(
        AuthorizationCodeRepository::find_for_exchange(db, &unknown).unwrap(),
        None
    );
}

/// A code for an organization is stored only for a member of an enabled
/// organization whose second-factor rule the session meets, by id or by
/// slug, bound to the organization's id; otherwise nothing is written.
pub fn a_code_for_an_organization_is_stored_only_for_a_member(db: &Database) {
    use crate::organizations::{by_id, membership, organization};
    use accounts_domain::organization::{OrganizationMfa, OrganizationRef, OrganizationSlug};
    use accounts_domain::organizations::OrganizationRecord;
    use accounts_domain::repository::OrganizationRepository;
    let world = fixtures::world(db);
    let acme = organization("acme");
    let strict = OrganizationRecord {
        mfa: OrganizationMfa::Required,
        ..organization("strict")
    };
    let idle = OrganizationRecord {
        enabled: false,
        ..organization("idle")
    };
    let other = organization("other");
    for org in [&acme, &strict, &idle, &other] {
        db.insert_organization(org).unwrap();
    }
    for org in [&acme, &strict, &idle] {
        db.add_member(&membership(org, world.user.id, &["member"], NOW))
            .unwrap();
    }
    let slug = |s: &str| OrganizationRef::Slug(OrganizationSlug::parse(s).unwrap());
    let try_insert = |reference: &OrganizationRef, multi_factor: bool| {
        let (code, _) = fixtures::code(&world, Duration::seconds(60));
        let stored = db
            .insert_for_member(&code, reference, multi_factor)
            .unwrap();
        let found = AuthorizationCodeRepository::find_by_digest(db, &code.digest).unwrap();
        assert_eq!(stored, found.is_some(), "{reference:?}");
        found.map(|c| c.organization_id)
    };
    assert_eq!(try_insert(&slug("acme"), false), Some(Some(acme.id)));
    assert_eq!(try_insert(&by_id(&acme), false), Some(Some(acme.id)));
    assert_eq!(try_insert(&slug("other"), true), None, "not a member");
    assert_eq!(try_insert(&slug("nobody"), true), None, "no such slug");
    assert_eq!(try_insert(&slug("idle"), true), None, "disabled");
    assert_eq!(try_insert(&slug("strict"), false), None, "one factor");
    assert_eq!(try_insert(&slug("strict"), true), Some(Some(strict.id)));
}
