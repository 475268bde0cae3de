//! Key ring: generation, sealing, JWKS, rotation. The fixtures here; the
//! tests by what they hold the keys to: signing and verifying tokens
//! (with the JWKS and the offline verifier), sealing under the master key,
//! and the ring's rules for active keys and rotation.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use time::macros::datetime;
use time::{Duration, OffsetDateTime};

use super::*;
use crate::tokens::claims::{AccessTokenClaims, IdTokenClaims};
use crate::values::ids::{ClientId, SessionId, TokenId, UserId};
use crate::values::scope::Scopes;

#[cfg(feature = "server")]
#[path = "master_tests.rs"]
mod master;
#[path = "ring_tests.rs"]
mod ring;
#[path = "signing_tests.rs"]
mod signing;

const NOW: OffsetDateTime = datetime!(2026-11-21 17:04:05 UTC);
const ISSUER: &str = "https://accounts.example.com";

fn id_claims(aud: ClientId) -> IdTokenClaims {
    let user = UserId::generate(NOW);
    IdTokenClaims {
        iss: ISSUER.into(),
        sub: user,
        aud,
        exp: (NOW + Duration::hours(1)).unix_timestamp(),
        iat: NOW.unix_timestamp(),
        auth_time: NOW.unix_timestamp(),
        email: Some("ann@example.com".into()),
        email_verified: Some(true),
        mobile: Some(String::new()),
        user_id: user,
        name: Some("Ann".into()),
        picture: Some(String::new()),
        country_code: Some("DE".into()),
        nonce: Some("n-0S6_WzA2Mj".into()),
        amr: None,
        acr: None,
        sid: None,
        organizations: None,
        org_id: None,
        org_slug: None,
        org_roles: None,
    }
}

fn access_claims(aud: ClientId) -> AccessTokenClaims {
    AccessTokenClaims {
        iss: ISSUER.into(),
        token_id: TokenId::generate(NOW),
        aud,
        session_id: SessionId::generate(NOW),
        user_id: UserId::generate(NOW),
        scope: Scopes::parse("email").unwrap(),
        iat: NOW.unix_timestamp(),
        exp: (NOW + Duration::hours(1)).unix_timestamp(),
        cnf: None,
        org_id: None,
        org_slug: None,
        org_roles: None,
    }
}

fn ring_with(alg: KeyAlgorithm) -> KeyRing {
    KeyRing::new(
        vec![
            (SigningKey::generate(alg, NOW).unwrap(), KeyState::Active),
            (
                SigningKey::generate(KeyAlgorithm::Hs256, NOW).unwrap(),
                KeyState::Active,
            ),
        ],
        AccessTokenSigning::Hmac,
    )
    .unwrap()
}

fn header(token: &str) -> serde_json::Value {
    let part = token.split('.').next().unwrap();
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(part).unwrap()).unwrap()
}
