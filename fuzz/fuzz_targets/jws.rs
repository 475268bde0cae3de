//! Compact JWS and token parsing: an arbitrary string as an id_token for
//! the offline verifier (signature by a published key, header, claims),
//! and an arbitrary string as a JWKS document.
#![no_main]

use std::sync::OnceLock;

use accounts_domain::keys::{AccessTokenSigning, KeyAlgorithm, KeyRing, KeyState, SigningKey};
use accounts_domain::offline::OfflineVerifier;
use libfuzzer_sys::fuzz_target;
use time::OffsetDateTime;

const ISSUER: &str = "https://accounts.example.com";

fn verifier() -> &'static OfflineVerifier {
    static VERIFIER: OnceLock<OfflineVerifier> = OnceLock::new();
    VERIFIER.get_or_init(|| {
        let now = OffsetDateTime::now_utc();
        let ring = KeyRing::new(
            vec![
                (
                    SigningKey::generate(KeyAlgorithm::Es256, now).unwrap(),
                    KeyState::Active,
                ),
                (
                    SigningKey::generate(KeyAlgorithm::Rs256, now).unwrap(),
                    KeyState::Pending,
                ),
                (
                    SigningKey::generate(KeyAlgorithm::Hs256, now).unwrap(),
                    KeyState::Active,
                ),
            ],
            AccessTokenSigning::Hmac,
        )
        .unwrap();
        let jwks = serde_json::to_string(ring.jwks()).unwrap();
        OfflineVerifier::from_jwks_json(&jwks, ISSUER).unwrap()
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = verifier().verify_id_token(
        text,
        "01JD0000000000000000000000",
        OffsetDateTime::now_utc(),
    );
    let _ = OfflineVerifier::from_jwks_json(text, ISSUER);
});
