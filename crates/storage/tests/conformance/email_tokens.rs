//! Mailed tokens: single use, a new reset voiding the old, a password
//! change voiding them all, and what a reset of an unverified address
//! keeps.

use accounts_domain::ids::UserId;
use accounts_domain::records::{EmailTokenPurpose, EmailTokenRecord, UserProfile};
use accounts_domain::repository::{EmailTokenRepository, SessionRepository, UserRepository};
use accounts_domain::secrets::PlainSecret;
use accounts_service::passwords::{Password, VerifyPassword};
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW};

pub fn mailed_tokens_are_single_use_and_a_new_reset_voids_the_old(db: &Database) {
    let world = fixtures::world(db);
    let token = |purpose, expires_in: Duration| EmailTokenRecord {
        digest: PlainSecret::generate().digest(),
        purpose,
        user_id: world.user.id,
        email: world.user.email.clone(),
        created_at: NOW,
        expires_at: NOW + expires_in,
        used_at: None,
        asker: None,
    };
    let verify = token(EmailTokenPurpose::Verify, Duration::hours(24));
    db.insert_email_token(&verify).unwrap();
    assert_eq!(
        db.find_email_token(&verify.digest).unwrap(),
        Some(verify.clone())
    );
    // A verification token is no reset token, and the other way round.
    let hash = Password::parse("a new passphrase").unwrap().hash().unwrap();
    assert_eq!(db.redeem_reset(&verify.digest, &hash, NOW).unwrap(), None);
    assert_eq!(
        db.redeem_verification(&verify.digest, NOW).unwrap(),
        Some(world.user.id)
    );
    assert!(
        UserRepository::find(db, world.user.id)
            .unwrap()
            .unwrap()
            .email_verified
    );
    assert_eq!(
        db.redeem_verification(&verify.digest, NOW).unwrap(),
        None,
        "once"
    );

    let first = token(EmailTokenPurpose::Reset, Duration::minutes(30));
    db.insert_email_token(&first).unwrap();
    let second = token(EmailTokenPurpose::Reset, Duration::minutes(30));
    db.insert_email_token(&second).unwrap();
    assert_eq!(
        db.redeem_reset(&first.digest, &hash, NOW).unwrap(),
        None,
        "voided"
    );
    let later = NOW + Duration::minutes(31);
    assert_eq!(
        db.redeem_reset(&second.digest, &hash, later).unwrap(),
        None,
        "expired"
    );
    let third = token(EmailTokenPurpose::Reset, Duration::minutes(30));
    db.insert_email_token(&third).unwrap();
    assert_eq!(
        db.redeem_reset(&third.digest, &hash, NOW).unwrap(),
        Some(world.user.id)
    );
    let session = SessionRepository::find(db, world.session.id)
        .unwrap()
        .unwrap();
    assert_eq!(session.revoked_at, Some(NOW), "a reset ends every session");
    let user = UserRepository::find(db, world.user.id).unwrap().unwrap();
    assert!(user.password.verify("a new passphrase"));
    assert_eq!(
        db.delete_expired_email_tokens(NOW + Duration::days(2))
            .unwrap(),
        4
    );
}

pub fn a_password_change_voids_unused_reset_tokens(db: &Database) {
    let world = fixtures::world(db);
    let reset = EmailTokenRecord {
        digest: PlainSecret::generate().digest(),
        purpose: EmailTokenPurpose::Reset,
        user_id: world.user.id,
        email: world.user.email.clone(),
        created_at: NOW,
        expires_at: NOW + Duration::minutes(30),
        used_at: None,
        asker: None,
    };
    db.insert_email_token(&reset).unwrap();
    let changed = Password::parse("changed by the owner")
        .unwrap()
        .hash()
        .unwrap();
    let later = NOW + Duration::minutes(1);
    db.set_password(world.user.id, &changed, None, later)
        .unwrap();
    assert_eq!(
        db.find_email_token(&reset.digest).unwrap().unwrap().used_at,
        Some(later),
        "voided by the change"
    );
    let attacker = Password::parse("set by the mail's thief")
        .unwrap()
        .hash()
        .unwrap();
    assert_eq!(
        db.redeem_reset(&reset.digest, &attacker, later).unwrap(),
        None,
        "a link mailed before the change cannot undo it"
    );
    let user = UserRepository::find(db, world.user.id).unwrap().unwrap();
    assert!(user.password.verify("changed by the owner"));
}

pub fn a_reset_of_an_unverified_address_starts_from_an_empty_profile(db: &Database) {
    let mut squatter = fixtures::user(&format!("squat-{}@example.com", UserId::generate(NOW)));
    squatter.email_verified = false;
    squatter.profile.name = "Someone Else".into();
    squatter.profile.mobile = "+1 555 0100".into();
    squatter.profile.picture = "https://evil.example/me.png".into();
    UserRepository::insert(db, &squatter).unwrap();
    let token = |purpose| EmailTokenRecord {
        digest: PlainSecret::generate().digest(),
        purpose,
        user_id: squatter.id,
        email: squatter.email.clone(),
        created_at: NOW,
        expires_at: NOW + Duration::minutes(30),
        used_at: None,
        asker: None,
    };
    let verify = token(EmailTokenPurpose::Verify);
    db.insert_email_token(&verify).unwrap();
    let reset = token(EmailTokenPurpose::Reset);
    db.insert_email_token(&reset).unwrap();
    let owners = Password::parse("the real owner's").unwrap().hash().unwrap();
    assert_eq!(
        db.redeem_reset(&reset.digest, &owners, NOW).unwrap(),
        Some(squatter.id)
    );
    let user = UserRepository::find(db, squatter.id).unwrap().unwrap();
    assert!(user.email_verified);
    assert_eq!(
        user.profile,
        UserProfile::default(),
        "nothing the squatter set is kept"
    );
    assert!(
        db.find_email_token(&verify.digest)
            .unwrap()
            .unwrap()
            .used_at
            .is_some(),
        "the squatter's verification link is spent too"
    );

    // A verified account keeps its profile through a reset.
    let world = fixtures::world(db);
    let mut profile = world.user.profile.clone();
    profile.name = "Kept Name".into();
    db.set_profile(world.user.id, &profile, NOW).unwrap();
    let reset = EmailTokenRecord {
        user_id: world.user.id,
        email: world.user.email.clone(),
        ..token(EmailTokenPurpose::Reset)
    };
    db.insert_email_token(&reset).unwrap();
    db.redeem_reset(&reset.digest, &owners, NOW).unwrap();
    assert_eq!(
        UserRepository::find(db, world.user.id)
            .unwrap()
            .unwrap()
            .profile
            .name,
        "Kept Name"
    );
}
