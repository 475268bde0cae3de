//! Records for the suite, at a fixed `NOW`.

use std::sync::OnceLock;

use accounts_domain::addresses::{Email, PackageName, RedirectUri};
use accounts_domain::ids::{ClientId, GrantId, PasskeyId, SessionId, TokenId, UserId};
use accounts_domain::origin::GeoData;
use accounts_domain::pkce::CodeChallenge;
use accounts_domain::records::{
    AccessTokenRecord, AuthorizationCodeRecord, ClientRecord, DeviceAuthorizationRecord,
    DeviceRequester, PasskeyRecord, RefreshTokenRecord, SessionDetails, SessionRecord, TotpRecord,
    UserRecord,
};
use accounts_domain::repository::{AuthorizationCodeRepository, IssuedTokens, Redemption};
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::{PasswordHash, PlainSecret};
use accounts_service::passwords::Password;
use time::macros::datetime;
use time::{Duration, OffsetDateTime};

pub const NOW: OffsetDateTime = datetime!(2026-11-21 17:04:05.123456 UTC);

/// One argon2 hash for every user: hashing is not what storage tests test.
pub fn password_hash() -> PasswordHash {
    static HASH: OnceLock<PasswordHash> = OnceLock::new();
    HASH.get_or_init(|| Password::parse("correct horse").unwrap().hash().unwrap())
        .clone()
}

/// A second hash, for a password change.
pub fn password_hash_other() -> PasswordHash {
    static HASH: OnceLock<PasswordHash> = OnceLock::new();
    HASH.get_or_init(|| Password::parse("battery staple").unwrap().hash().unwrap())
        .clone()
}

pub fn client() -> (ClientRecord, PlainSecret) {
    let secret = PlainSecret::generate();
    let record = ClientRecord {
        id: ClientId::generate(NOW),
        name: "Demo app".into(),
        secret_digest: secret.digest(),
        redirect_uris: vec![
            RedirectUri::parse("https://app.example.com/callback").unwrap(),
            RedirectUri::parse("com.example.app:/oauth2").unwrap(),
        ],
        package_names: vec![PackageName::parse("com.example.app").unwrap()],
        allowed_scopes: Scopes::parse("email profile authorization").unwrap(),
        enabled: true,
        public: false,
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
        created_at: NOW,
        updated_at: NOW,
    };
    (record, secret)
}

pub fn user(email: &str) -> UserRecord {
    UserRecord {
        id: UserId::generate(NOW),
        email: Email::parse(email).unwrap(),
        password: password_hash(),
        profile: accounts_testkit::fixtures::profile(),
        enabled: true,
        email_verified: true,
        created_at: NOW,
        updated_at: NOW,
        deletion_due: None,
        language: None,
    }
}

pub fn session(user: UserId) -> SessionRecord {
    SessionRecord {
        id: SessionId::generate(NOW),
        user_id: user,
        authenticated_at: NOW,
        last_seen_at: NOW,
        revoked_at: None,
        account_token: None,
        auth: Default::default(),
        details: SessionDetails {
            geo: GeoData {
                country_code: "DE".into(),
                city: "Berlin".into(),
                ..GeoData::default()
            },
            ..accounts_testkit::fixtures::session_details()
        },
    }
}

/// A user, a client and a session, stored.
pub struct World {
    pub client: ClientRecord,
    pub user: UserRecord,
    pub session: SessionRecord,
}

pub fn world(db: &accounts_storage::Database) -> World {
    use accounts_domain::repository::{ClientRepository, SessionRepository, UserRepository};
    let (client, _) = client();
    let user = user(&format!("user-{}@example.com", UserId::generate(NOW)));
    let session = session(user.id);
    ClientRepository::insert(db, &client).unwrap();
    UserRepository::insert(db, &user).unwrap();
    SessionRepository::insert(db, &session).unwrap();
    World {
        client,
        user,
        session,
    }
}

pub fn code(world: &World, ttl: Duration) -> (AuthorizationCodeRecord, PlainSecret) {
    let plain = PlainSecret::generate();
    let record = AuthorizationCodeRecord {
        api: None,
        digest: plain.digest(),
        grant_id: GrantId::generate(NOW),
        client_id: world.client.id,
        user_id: world.user.id,
        session_id: world.session.id,
        scope: Scopes::parse("authorization").unwrap(),
        redirect_uri: Some(RedirectUri::parse("https://app.example.com/callback").unwrap()),
        code_challenge: Some(
            CodeChallenge::parse("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", Some("S256"))
                .unwrap(),
        ),
        nonce: Some("n-0S6_WzA2Mj".into()),
        created_at: NOW,
        expires_at: NOW + ttl,
        consumed_at: None,
        organization_id: None,
    };
    (record, plain)
}

pub fn access_token(code: &AuthorizationCodeRecord, ttl: Duration) -> AccessTokenRecord {
    AccessTokenRecord {
        id: TokenId::generate(NOW),
        grant_id: code.grant_id,
        client_id: code.client_id,
        session_id: code.session_id,
        issued_at: NOW,
        expires_at: NOW + ttl,
        revoked_at: None,
    }
}

pub fn refresh_token(
    code: &AuthorizationCodeRecord,
    ttl: Duration,
) -> (RefreshTokenRecord, PlainSecret) {
    let plain = PlainSecret::generate();
    let record = RefreshTokenRecord {
        api: None,
        id: TokenId::generate(NOW),
        digest: plain.digest(),
        grant_id: code.grant_id,
        client_id: code.client_id,
        user_id: code.user_id,
        session_id: code.session_id,
        scope: code.scope,
        created_at: NOW,
        expires_at: NOW + ttl,
        revoked_at: None,
        rotated_at: None,
        jkt: None,
        organization_id: None,
    };
    (record, plain)
}

/// What a `token_type=refresh_token` exchange of `code` issues.
pub fn issued_with_refresh(code: &AuthorizationCodeRecord) -> (IssuedTokens, PlainSecret) {
    let (refresh, plain) = refresh_token(code, Duration::days(30));
    (
        IssuedTokens {
            access: access_token(code, Duration::hours(1)),
            refresh: Some(refresh),
        },
        plain,
    )
}

/// A code of the world's client, redeemed for an access token and a
/// refresh token.
pub struct Redeemed {
    pub world: World,
    pub code: AuthorizationCodeRecord,
    pub issued: IssuedTokens,
    pub refresh_plain: PlainSecret,
}

/// A fresh world whose code is redeemed (checked) for the tokens of
/// [`issued_with_refresh`].
pub fn redeemed_with_refresh(db: &accounts_storage::Database) -> Redeemed {
    let world = world(db);
    let (code, _) = self::code(&world, Duration::seconds(60));
    AuthorizationCodeRepository::insert(db, &code).unwrap();
    let (issued, refresh_plain) = issued_with_refresh(&code);
    assert_eq!(
        AuthorizationCodeRepository::redeem(db, &code.digest, NOW, &issued).unwrap(),
        Redemption::Redeemed
    );
    Redeemed {
        world,
        code,
        issued,
        refresh_plain,
    }
}

/// A device request of the world's client, waiting for an answer.
pub fn device_request(world: &World) -> DeviceAuthorizationRecord {
    DeviceAuthorizationRecord {
        device_code: PlainSecret::generate().digest(),
        user_code: PlainSecret::generate().digest(),
        client_id: world.client.id,
        scope: Scopes::parse("openid profile").unwrap(),
        requested_by: DeviceRequester {
            user_agent: "SmartTV/1.0 (Tizen 6.5)".into(),
            ip: "203.0.113.9".into(),
            locale: "de-DE".into(),
        },
        created_at: NOW,
        expires_at: NOW + Duration::minutes(10),
        interval: Duration::seconds(5),
        next_poll_at: NOW,
        decision: None,
        consumed_at: None,
    }
}

/// What redeeming a device request stores: the device's new session and
/// its tokens.
pub fn device_issue(
    world: &World,
    request: &DeviceAuthorizationRecord,
) -> (SessionRecord, IssuedTokens) {
    let device_session = session(world.user.id);
    let grant_id = GrantId::generate(NOW);
    let access = AccessTokenRecord {
        id: TokenId::generate(NOW),
        grant_id,
        client_id: request.client_id,
        session_id: device_session.id,
        issued_at: NOW,
        expires_at: NOW + Duration::hours(1),
        revoked_at: None,
    };
    let refresh = RefreshTokenRecord {
        api: None,
        id: TokenId::generate(NOW),
        digest: PlainSecret::generate().digest(),
        grant_id,
        client_id: request.client_id,
        user_id: world.user.id,
        session_id: device_session.id,
        scope: request.scope,
        created_at: NOW,
        expires_at: NOW + Duration::days(30),
        revoked_at: None,
        rotated_at: None,
        jkt: None,
        organization_id: None,
    };
    (
        device_session,
        IssuedTokens {
            access,
            refresh: Some(refresh),
        },
    )
}

/// Every timestamp goes through storage at microsecond precision.
pub fn micros(at: time::OffsetDateTime) -> time::OffsetDateTime {
    at.replace_nanosecond(at.nanosecond() / 1_000 * 1_000)
        .unwrap()
}

/// An authenticator waiting for its first code.
pub fn pending_totp(user: UserId, secret: &[u8]) -> TotpRecord {
    TotpRecord {
        user_id: user,
        sealed_secret: accounts_domain::keys::SealedKey::from_bytes(secret.to_vec()),
        created_at: NOW,
        confirmed_at: None,
        last_step: None,
    }
}

/// A passkey of `user`, registered at `at`.
pub fn passkey(user: UserId, credential_id: &[u8], at: time::OffsetDateTime) -> PasskeyRecord {
    PasskeyRecord {
        id: PasskeyId::generate(at),
        user_id: user,
        credential_id: credential_id.to_vec(),
        name: "Laptop ✓".into(),
        credential: r#"{"cred":{}}"#.into(),
        synced: false,
        created_at: micros(at),
        last_used_at: None,
    }
}

/// An operator's deletion of `user` at `now`, right away.
pub fn purge(user: UserId, now: OffsetDateTime) -> accounts_domain::repository::Purge {
    use accounts_domain::records::{AuditAction, AuditEvent};
    accounts_domain::repository::Purge {
        user,
        pseudonym: UserId::generate(now),
        address_subject: String::new(),
        only_if_due: None,
        now,
        record: AuditEvent {
            at: now,
            action: AuditAction::UserDeleted,
            actor: "cli".into(),
            subject: String::new(),
            ip: String::new(),
            detail: String::new(),
            user_id: None,
            client_id: None,
            user_agent: String::new(),
        },
    }
}
