//! Verifies an id_token offline, from the service's JWKS, as a client
//! backend does: no call to the service per token.
//!
//! A real backend fetches the JWKS once from
//! `https://<issuer>/accounts/oauth2/v1/jwks` (and again when a token names
//! a `kid` it does not know) and gets the id_token from the sign-in. To run
//! on its own, this example makes a signing key, publishes its JWKS and
//! signs one id_token itself:
//!
//! ```sh
//! cargo run -p accounts-domain --example verify_offline
//! ```

use accounts_domain::claims::IdTokenClaims;
use accounts_domain::keys::{AccessTokenSigning, KeyAlgorithm, KeyRing, KeyState, SigningKey};
use accounts_domain::offline::{OfflineError, OfflineVerifier};
use time::OffsetDateTime;

const ISSUER: &str = "https://accounts.example.com";
const CLIENT_ID: &str = "01JD0000000000000000000000";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let now = OffsetDateTime::now_utc();
    // What the service holds: an id_token key and an access-token key.
    let ring = KeyRing::new(
        vec![
            (
                SigningKey::generate(KeyAlgorithm::Es256, now)?,
                KeyState::Active,
            ),
            (
                SigningKey::generate(KeyAlgorithm::Hs256, now)?,
                KeyState::Active,
            ),
        ],
        AccessTokenSigning::Hmac,
    )?;
    let jwks_json = serde_json::to_string(ring.jwks())?;
    let claims: IdTokenClaims = serde_json::from_value(serde_json::json!({
        "iss": ISSUER,
        "sub": "01JD0000000000000000000001",
        "userId": "01JD0000000000000000000001",
        "aud": CLIENT_ID,
        "iat": now.unix_timestamp(),
        "auth_time": now.unix_timestamp(),
        "exp": now.unix_timestamp() + 3600,
        "email": "ann@example.com",
    }))?;
    let id_token = ring.sign_id_token(&claims)?;

    // What a client backend does with them.
    let verifier = OfflineVerifier::from_jwks_json(&jwks_json, ISSUER)?;
    let verified = verifier.verify_id_token(&id_token, CLIENT_ID, now)?;
    println!(
        "signed in: {} <{}>",
        verified.user_id,
        verified.email.as_deref().unwrap_or("no email granted")
    );
    // Another client's backend is told no.
    let other = verifier.verify_id_token(&id_token, "01JD00000000000000000000ZZ", now);
    assert!(matches!(other, Err(OfflineError::Invalid(_))));
    Ok(())
}
