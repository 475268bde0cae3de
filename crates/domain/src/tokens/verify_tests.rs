//! The verification rules, table-driven at a fixed `now`: the fixture here,
//! the tests in `rules` and `forgeries`.

use time::macros::datetime;
use time::{Duration, OffsetDateTime};

use super::*;
use crate::secrets::{PasswordHash, PlainSecret};
use crate::store::records::{UserProfile, UserRecord};
use crate::tokens::keys::KeyState;
use crate::tokens::keys::{AccessTokenSigning, KeyAlgorithm, SigningKey};
use crate::values::addresses::Email;
use crate::values::ids::{ClientId, UserId};
use crate::values::scope::Scopes;

const ISSUER: &str = "https://accounts.example.com";
const NOW: OffsetDateTime = datetime!(2026-11-21 17:04:05 UTC);

struct Fixture {
    ring: KeyRing,
    client: ClientRecord,
    client_secret: PlainSecret,
    other: ClientRecord,
    other_secret: PlainSecret,
    user: UserRecord,
}

fn new_client(now: OffsetDateTime) -> (ClientRecord, PlainSecret) {
    let secret = PlainSecret::generate();
    let record = ClientRecord {
        id: ClientId::generate(now),
        name: "Demo app".into(),
        secret_digest: secret.digest(),
        redirect_uris: vec![],
        package_names: vec![],
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
        created_at: now,
        updated_at: now,
    };
    (record, secret)
}

fn fixture() -> Fixture {
    let ring = KeyRing::new(
        vec![
            (
                SigningKey::generate(KeyAlgorithm::Es256, NOW).unwrap(),
                KeyState::Active,
            ),
            (
                SigningKey::generate(KeyAlgorithm::Hs256, NOW).unwrap(),
                KeyState::Active,
            ),
        ],
        AccessTokenSigning::Hmac,
    )
    .unwrap();
    let (client, client_secret) = new_client(NOW);
    let (other, other_secret) = new_client(NOW);
    let user = UserRecord {
        id: UserId::generate(NOW),
        email: Email::parse("ann@example.com").unwrap(),
        // A fixed hash: hashing is not what these tests are about.
        password: PasswordHash::from_phc("$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA").unwrap(),
        profile: UserProfile {
            name: "Ann Lee".into(),
            mobile: "+4915112345678".into(),
            country_code: "DE".into(),
            ..UserProfile::default()
        },
        enabled: true,
        email_verified: true,
        created_at: NOW,
        updated_at: NOW,
        deletion_due: None,
        language: None,
    };
    Fixture {
        ring,
        client,
        client_secret,
        other,
        other_secret,
        user,
    }
}

impl Fixture {
    fn id_claims(&self) -> IdTokenClaims {
        IdTokenClaims::for_user(
            ISSUER,
            &self.user,
            self.client.id,
            self.client.allowed_scopes,
            NOW,
            NOW,
            Duration::hours(1),
        )
    }

    fn access_claims(&self) -> AccessTokenClaims {
        AccessTokenClaims {
            iss: ISSUER.into(),
            token_id: TokenId::generate(NOW),
            aud: self.client.id,
            session_id: SessionId::generate(NOW),
            user_id: self.user.id,
            scope: Scopes::parse("authorization").unwrap(),
            iat: NOW.unix_timestamp(),
            exp: (NOW + Duration::hours(1)).unix_timestamp(),
            cnf: None,
            org_id: None,
            org_slug: None,
            org_roles: None,
        }
    }

    fn id_token(&self) -> String {
        self.ring.sign_id_token(&self.id_claims()).unwrap()
    }

    fn access_token(&self) -> String {
        self.ring.sign_access_token(&self.access_claims()).unwrap()
    }

    #[allow(clippy::too_many_arguments)]
    fn verify(
        &self,
        token_type: TokenType,
        token: &str,
        client_id: &str,
        secret: Option<&str>,
        client: Option<&ClientRecord>,
        revoked: &RevokedSet,
        now: OffsetDateTime,
    ) -> Result<Verification, VerificationRequestError> {
        let request = VerificationRequest {
            token_type,
            token,
            client_id,
            client_secret: secret,
        };
        verdict(&request, client, &self.ring, ISSUER, revoked, now)
    }

    /// Verifies as the fixture's own client, with its secret for access tokens.
    fn verify_as_client(
        &self,
        token_type: TokenType,
        token: &str,
        now: OffsetDateTime,
    ) -> Verification {
        let secret = (token_type == TokenType::Token).then(|| self.client_secret.expose());
        self.verify(
            token_type,
            token,
            &self.client.id.to_string(),
            secret,
            Some(&self.client),
            &RevokedSet::default(),
            now,
        )
        .unwrap()
    }
}

fn invalid(reason: InvalidReason) -> Verification {
    Verification::Invalid(reason)
}

fn token_rejection(r: Rejection) -> Verification {
    Verification::Invalid(InvalidReason::Token(r))
}

#[path = "verify_forgeries_tests.rs"]
mod forgeries;
#[path = "verify_rules_tests.rs"]
mod rules;
