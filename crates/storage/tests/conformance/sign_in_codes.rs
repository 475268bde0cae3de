//! Mailed sign-in codes: a newer code replaces the older, a code is used
//! once (also by 16 threads at once), wrong codes count and the fifth
//! ends it, a link works only with its browser's binding, the hourly mail
//! count, and a mailbox's owner taking a never-verified account back.

use std::sync::{Arc, Barrier};
use std::thread;

use accounts_domain::addresses::Email;
use accounts_domain::records::{
    CodeProof, CodeRedemption, EmailTokenPurpose, EmailTokenRecord, SignInCodeRecord, UserProfile,
};
use accounts_domain::repository::{
    EmailTokenRepository, SessionRepository, SignInCodeRepository, UserRepository,
};
use accounts_domain::secrets::{PlainSecret, SecretDigest};
use accounts_storage::Database;
use time::{Duration, OffsetDateTime};

use crate::fixtures::{self, NOW};

fn code(email: &Email, tag: &str, at: OffsetDateTime) -> SignInCodeRecord {
    SignInCodeRecord {
        email: email.clone(),
        code_tag: tag.into(),
        link_digest: PlainSecret::generate().digest(),
        created_at: at,
        expires_at: at + Duration::minutes(10),
        used_at: None,
        failures: 0,
        asker: None,
        continuation: None,
    }
}

fn typed<'a>(email: &'a Email, tag: &'a str) -> CodeProof<'a> {
    CodeProof::Code { email, tag }
}

pub fn sign_in_codes_replace_redeem_once_and_end_after_five_wrong(db: &Database) {
    let email = Email::parse("Code.User@Example.com").unwrap();
    let first = code(&email, "first", NOW);
    assert!(db.ask_sign_in_code(&first, 5).unwrap());
    let second = code(&email, "second", NOW + Duration::seconds(1));
    assert!(db.ask_sign_in_code(&second, 5).unwrap());
    // The older code is replaced: it is a wrong one now.
    assert_eq!(
        db.redeem_sign_in_code(typed(&email, "first"), NOW).unwrap(),
        CodeRedemption::Wrong { ended: false }
    );
    // The address is found whatever its case.
    let upper = Email::parse("CODE.USER@EXAMPLE.COM").unwrap();
    let CodeRedemption::Redeemed(used) = db
        .redeem_sign_in_code(typed(&upper, "second"), NOW + Duration::seconds(2))
        .unwrap()
    else {
        panic!("the newest code is redeemed");
    };
    assert_eq!(used.code_tag, "second");
    assert_eq!(used.email, email);
    assert_eq!(
        db.redeem_sign_in_code(typed(&email, "second"), NOW + Duration::seconds(3))
            .unwrap(),
        CodeRedemption::Unusable,
        "once"
    );

    // Four wrong codes count; the fifth ends the code, and then the right
    // one is refused.
    let third = code(&email, "third", NOW + Duration::minutes(1));
    assert!(db.ask_sign_in_code(&third, 5).unwrap());
    for n in 1..=4 {
        assert_eq!(
            db.redeem_sign_in_code(typed(&email, "wrong"), NOW + Duration::minutes(1))
                .unwrap(),
            CodeRedemption::Wrong { ended: false },
            "wrong code {n}"
        );
    }
    assert_eq!(
        db.redeem_sign_in_code(typed(&email, "wrong"), NOW + Duration::minutes(1))
            .unwrap(),
        CodeRedemption::Wrong { ended: true }
    );
    assert_eq!(
        db.redeem_sign_in_code(typed(&email, "third"), NOW + Duration::minutes(1))
            .unwrap(),
        CodeRedemption::Unusable
    );

    // Expired: refused.
    let late = code(&email, "late", NOW + Duration::minutes(2));
    assert!(db.ask_sign_in_code(&late, 5).unwrap());
    assert_eq!(
        db.redeem_sign_in_code(typed(&email, "late"), late.expires_at)
            .unwrap(),
        CodeRedemption::Unusable
    );
    // An address that never asked.
    let stranger = Email::parse("nobody@example.com").unwrap();
    assert_eq!(
        db.redeem_sign_in_code(typed(&stranger, "late"), NOW)
            .unwrap(),
        CodeRedemption::Unusable
    );
}

pub fn sign_in_codes_count_mails_per_hour_and_expire(db: &Database) {
    let email = Email::parse("counted@example.com").unwrap();
    for n in 0..3 {
        assert!(
            db.ask_sign_in_code(
                &code(&email, &format!("c{n}"), NOW + Duration::minutes(n)),
                3
            )
            .unwrap()
        );
    }
    // The fourth within the hour: refused, and the third code still works.
    assert!(
        !db.ask_sign_in_code(&code(&email, "c3", NOW + Duration::minutes(30)), 3)
            .unwrap()
    );
    assert!(matches!(
        db.redeem_sign_in_code(typed(&email, "c2"), NOW + Duration::minutes(5))
            .unwrap(),
        CodeRedemption::Redeemed(_)
    ));
    // An hour after the first, a new count.
    assert!(
        db.ask_sign_in_code(&code(&email, "c4", NOW + Duration::minutes(61)), 3)
            .unwrap()
    );
    // Cleaned once the code has expired and its hour has ended.
    assert_eq!(
        db.delete_expired_sign_in_codes(NOW + Duration::minutes(90))
            .unwrap(),
        0,
        "its hour runs to 121 minutes"
    );
    assert_eq!(
        db.delete_expired_sign_in_codes(NOW + Duration::minutes(130))
            .unwrap(),
        1
    );
    assert!(
        db.ask_sign_in_code(&code(&email, "c5", NOW + Duration::minutes(131)), 3)
            .unwrap()
    );
}

pub fn a_sign_in_link_works_only_in_the_browser_that_asked(db: &Database) {
    let email = Email::parse("linked@example.com").unwrap();
    let token = PlainSecret::generate();
    let asker = SecretDigest::of("the asking browser");
    let record = SignInCodeRecord {
        link_digest: token.digest(),
        asker: Some(asker),
        continuation: Some("account=1".into()),
        ..code(&email, "tag", NOW)
    };
    assert!(db.ask_sign_in_code(&record, 5).unwrap());
    let found = db
        .find_live_sign_in_link(&token.digest(), NOW)
        .unwrap()
        .expect("live");
    assert_eq!(found.continuation.as_deref(), Some("account=1"));
    let elsewhere = SecretDigest::of("another browser");
    assert_eq!(
        db.redeem_sign_in_code(
            CodeProof::Link {
                digest: &token.digest(),
                asker: &elsewhere
            },
            NOW
        )
        .unwrap(),
        CodeRedemption::Unusable
    );
    let link = CodeProof::Link {
        digest: &token.digest(),
        asker: &asker,
    };
    assert!(matches!(
        db.redeem_sign_in_code(link, NOW).unwrap(),
        CodeRedemption::Redeemed(_)
    ));
    assert_eq!(
        db.redeem_sign_in_code(link, NOW).unwrap(),
        CodeRedemption::Unusable
    );
    assert!(
        db.find_live_sign_in_link(&token.digest(), NOW)
            .unwrap()
            .is_none()
    );
}

pub fn a_sign_in_code_redeemed_by_16_threads_succeeds_once(db: &Database) {
    const THREADS: usize = 16;
    let email = Email::parse("raced@example.com").unwrap();
    assert!(db.ask_sign_in_code(&code(&email, "right", NOW), 5).unwrap());
    let barrier = Arc::new(Barrier::new(THREADS));
    let outcomes: Vec<CodeRedemption> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                let barrier = Arc::clone(&barrier);
                let email = email.clone();
                scope.spawn(move || {
                    barrier.wait();
                    db.redeem_sign_in_code(typed(&email, "right"), NOW)
                        .expect("a redemption must not fail")
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let winners = outcomes
        .iter()
        .filter(|o| matches!(o, CodeRedemption::Redeemed(_)))
        .count();
    assert_eq!(winners, 1, "{outcomes:?}");
}

pub fn a_code_claims_a_never_verified_account_clean(db: &Database) {
    let mut squatted = fixtures::user("squatted@example.com");
    squatted.email_verified = false;
    squatted.profile.name = "Mallory".into();
    UserRepository::insert(db, &squatted).unwrap();
    let session = fixtures::session(squatted.id);
    SessionRepository::insert(db, &session).unwrap();
    let reset = EmailTokenRecord {
        digest: PlainSecret::generate().digest(),
        purpose: EmailTokenPurpose::Reset,
        user_id: squatted.id,
        email: squatted.email.clone(),
        created_at: NOW,
        expires_at: NOW + Duration::minutes(30),
        used_at: None,
        asker: None,
    };
    db.insert_email_token(&reset).unwrap();
    assert!(db.claim_unverified_mailbox(squatted.id, NOW).unwrap());
    let owned = UserRepository::find(db, squatted.id).unwrap().unwrap();
    assert!(owned.email_verified);
    assert_eq!(owned.profile, UserProfile::default());
    assert!(!owned.password.is_usable());
    assert!(
        SessionRepository::find(db, session.id)
            .unwrap()
            .unwrap()
            .revoked_at
            .is_some(),
        "the squatter's sessions end"
    );
    let hash = accounts_service::passwords::Password::parse("a new passphrase")
        .unwrap()
        .hash()
        .unwrap();
    assert_eq!(
        db.redeem_reset(&reset.digest, &hash, NOW).unwrap(),
        None,
        "the squatter's mailed tokens are spent"
    );
    // A verified account is left as it is.
    assert!(!db.claim_unverified_mailbox(squatted.id, NOW).unwrap());
}

pub fn codes_asked_at_once_for_a_new_address_are_counted_each(db: &Database) {
    const THREADS: usize = 8;
    let email = Email::parse("crowded@example.com").unwrap();
    let barrier = Arc::new(Barrier::new(THREADS));
    let stored: Vec<bool> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|n| {
                let barrier = Arc::clone(&barrier);
                let record = code(&email, &format!("t{n}"), NOW);
                scope.spawn(move || {
                    barrier.wait();
                    db.ask_sign_in_code(&record, 5)
                        .expect("asking must not fail")
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(stored.iter().filter(|s| **s).count(), 5, "{stored:?}");
}
