//! What a credential change takes with it: the second steps a password
//! won before it (issue 34, finding 8), and, on the first proof that a
//! never-verified address is the owner's, everything a previous holder
//! attached to the account (finding 2, pre-hijacked accounts).

use accounts_domain::consents::ConsentRecord;
use accounts_domain::ids::UserId;
use accounts_domain::records::{
    EmailTokenPurpose, EmailTokenRecord, IdentityLinkRecord, MfaChallengeRecord, UserRecord,
};
use accounts_domain::repository::{
    ConsentRepository, EmailTokenRepository, FactorRepository, IdentityLinkRepository,
    PasskeyRepository, SessionRepository, UserRepository,
};
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::{PlainSecret, SecretDigest};
use accounts_service::passwords::Password;
use accounts_storage::Database;
use time::Duration;

use crate::fixtures::{self, NOW, passkey, pending_totp};

/// A second step waiting for `user`'s factor; its token's digest.
fn pending_second_step(db: &Database, user: UserId) -> SecretDigest {
    let digest = PlainSecret::generate().digest();
    db.insert_mfa_challenge(&MfaChallengeRecord {
        digest,
        user_id: user,
        created_at: NOW,
        expires_at: NOW + Duration::minutes(5),
        used_at: None,
        package_name: None,
        user_agent: "test".into(),
        ip: "192.0.2.1".into(),
        locale: String::new(),
        first_factor: Default::default(),
    })
    .unwrap();
    digest
}

fn reset_token(db: &Database, user: &UserRecord) -> SecretDigest {
    let digest = PlainSecret::generate().digest();
    db.insert_email_token(&EmailTokenRecord {
        digest,
        purpose: EmailTokenPurpose::Reset,
        user_id: user.id,
        email: user.email.clone(),
        created_at: NOW,
        expires_at: NOW + Duration::minutes(30),
        used_at: None,
        asker: None,
    })
    .unwrap();
    digest
}

/// TOTP with recovery codes, a passkey, a link, a consent and a pending
/// second step for the world's user.
fn attach_everything(db: &Database, world: &fixtures::World, tag: &str) -> SecretDigest {
    let user = world.user.id;
    db.put_pending_totp(&pending_totp(user, b"planted"))
        .unwrap();
    let codes: Vec<_> = (0..3).map(|_| PlainSecret::generate().digest()).collect();
    assert!(db.confirm_totp(user, 1, &codes, NOW).unwrap());
    db.insert_passkey(&passkey(user, format!("key-{tag}").as_bytes(), NOW))
        .unwrap();
    db.insert_link(&IdentityLinkRecord {
        provider: "upstream".into(),
        subject: format!("subject-{tag}"),
        user_id: user,
        email: Some(world.user.email.as_str().to_owned()),
        linked_at: NOW,
    })
    .unwrap();
    db.put_consent(&ConsentRecord {
        user_id: user,
        client_id: world.client.id,
        scopes: Scopes::parse("openid email").unwrap(),
        granted_at: NOW,
    })
    .unwrap();
    pending_second_step(db, user)
}

pub fn credential_changes_drop_pending_second_steps(db: &Database) {
    let world = fixtures::world(db);
    let user = world.user.id;
    let later = NOW + Duration::minutes(1);
    let other = fixtures::world(db);
    let others_step = pending_second_step(db, other.user.id);

    // A password change (self-service, admin API, CLI: one repository call).
    let before_change = pending_second_step(db, user);
    let changed = Password::parse("a brand new password").unwrap();
    db.set_password(user, &changed.hash().unwrap(), None, later)
        .unwrap();
    assert_eq!(db.take_mfa_challenge(&before_change, later).unwrap(), None);

    // A reset by mail.
    let before_reset = pending_second_step(db, user);
    let reset = reset_token(db, &world.user);
    let owners = Password::parse("the owner's reset one").unwrap();
    assert_eq!(
        db.redeem_reset(&reset, &owners.hash().unwrap(), later)
            .unwrap(),
        Some(user)
    );
    assert_eq!(db.take_mfa_challenge(&before_reset, later).unwrap(), None);

    // Another user's second step is untouched, and one started after the
    // change works.
    assert!(
        db.take_mfa_challenge(&others_step, later)
            .unwrap()
            .is_some()
    );
    let after = pending_second_step(db, user);
    assert!(db.take_mfa_challenge(&after, later).unwrap().is_some());
}

pub fn a_reset_of_a_never_verified_account_removes_what_its_holder_attached(db: &Database) {
    // The holder made the account (through a provider that does not vouch
    // for addresses, or by registering) and attached their own ways in.
    let holder = {
        let (client, _) = fixtures::client();
        accounts_domain::repository::ClientRepository::insert(db, &client).unwrap();
        let mut user = fixtures::user(&format!("victim-{}@corp.test", UserId::generate(NOW)));
        user.email_verified = false;
        UserRepository::insert(db, &user).unwrap();
        let session = fixtures::session(user.id);
        SessionRepository::insert(db, &session).unwrap();
        fixtures::World {
            client,
            user,
            session,
        }
    };
    let holders_step = attach_everything(db, &holder, "holder");
    // A verified account keeps what its owner attached through a reset.
    let owner = fixtures::world(db);
    let owners_step = attach_everything(db, &owner, "owner");

    let later = NOW + Duration::minutes(1);
    for world in [&holder, &owner] {
        let reset = reset_token(db, &world.user);
        let new = Password::parse("the real owner's password").unwrap();
        assert_eq!(
            db.redeem_reset(&reset, &new.hash().unwrap(), later)
                .unwrap(),
            Some(world.user.id)
        );
    }

    let id = holder.user.id;
    assert!(
        UserRepository::find(db, id)
            .unwrap()
            .unwrap()
            .email_verified
    );
    assert_eq!(db.find_totp(id).unwrap(), None, "the planted authenticator");
    assert_eq!(db.unused_recovery_codes(id).unwrap(), 0);
    assert_eq!(db.list_passkeys(id).unwrap(), vec![], "the planted passkey");
    assert_eq!(db.list_links(id).unwrap(), vec![], "the holder's provider");
    assert_eq!(db.consents_of_user(id).unwrap(), vec![]);
    assert_eq!(db.take_mfa_challenge(&holders_step, later).unwrap(), None);
    let session = SessionRepository::find(db, holder.session.id)
        .unwrap()
        .unwrap();
    assert_eq!(session.revoked_at, Some(later), "the holder's session");

    let id = owner.user.id;
    assert!(db.find_totp(id).unwrap().is_some());
    assert_eq!(db.unused_recovery_codes(id).unwrap(), 3);
    assert_eq!(db.list_passkeys(id).unwrap().len(), 1);
    assert_eq!(db.list_links(id).unwrap().len(), 1);
    assert_eq!(db.consents_of_user(id).unwrap().len(), 1);
    // Its pending second step goes, as with any credential change.
    assert_eq!(db.take_mfa_challenge(&owners_step, later).unwrap(), None);
}

/// A reset opens the owner's review of what else signs in; keeping only
/// the password removes every factor, passkey and link and ends every
/// session but the one asking, in one transaction; the review closes
/// with it, or alone, and goes with the account.
pub fn a_reset_opens_a_review_that_removes_all_but_the_password(db: &Database) {
    use accounts_domain::repository::{AccountDeletionRepository, ResetReviewRepository};
    let owner = fixtures::world(db);
    let bystander = fixtures::world(db);
    let id = owner.user.id;
    assert_eq!(db.reset_review(id).unwrap(), None);
    attach_everything(db, &owner, "kept");
    attach_everything(db, &bystander, "bystander");
    let later = NOW + Duration::minutes(1);
    let reset = reset_token(db, &owner.user);
    let new = Password::parse("the owner's new password").unwrap();
    db.redeem_reset(&reset, &new.hash().unwrap(), later)
        .unwrap();
    assert_eq!(db.reset_review(id).unwrap(), Some(later));

    // Sessions after the reset: the owner's own, and another.
    let asking = fixtures::session(id);
    let other = fixtures::session(id);
    SessionRepository::insert(db, &asking).unwrap();
    SessionRepository::insert(db, &other).unwrap();
    let then = later + Duration::minutes(1);
    assert_eq!(db.keep_only_password(id, asking.id, then).unwrap(), 1);
    assert_eq!(db.find_totp(id).unwrap(), None);
    assert_eq!(db.unused_recovery_codes(id).unwrap(), 0);
    assert_eq!(db.list_passkeys(id).unwrap(), vec![]);
    assert_eq!(db.list_links(id).unwrap(), vec![]);
    let revoked = |s: &accounts_domain::records::SessionRecord| {
        SessionRepository::find(db, s.id)
            .unwrap()
            .unwrap()
            .revoked_at
    };
    assert_eq!(revoked(&other), Some(then));
    assert_eq!(revoked(&asking), None, "the asking session stays");
    assert_eq!(db.reset_review(id).unwrap(), None, "closed");
    {
        use accounts_service::passwords::VerifyPassword;
        let user = UserRepository::find(db, id).unwrap().unwrap();
        assert!(user.password.verify("the owner's new password"), "kept");
    }
    // The bystander keeps everything.
    let other_id = bystander.user.id;
    assert!(db.find_totp(other_id).unwrap().is_some());
    assert_eq!(db.list_passkeys(other_id).unwrap().len(), 1);
    assert_eq!(db.list_links(other_id).unwrap().len(), 1);

    // Keeping them closes it alone; a second close finds nothing.
    db.open_reset_review(id, then).unwrap();
    assert_eq!(db.reset_review(id).unwrap(), Some(then));
    assert!(db.close_reset_review(id).unwrap());
    assert!(!db.close_reset_review(id).unwrap());

    // An open review goes with the account.
    db.open_reset_review(id, then).unwrap();
    let purged = db.purge_user(&fixtures::purge(id, then)).unwrap();
    assert!(purged);
    assert_eq!(db.reset_review(id).unwrap(), None);
}
