//! Tokens signed by the ring verify through it, through the JWKS and the
//! offline verifier, and through another JOSE library; nothing else does.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use time::Duration;

use super::{ISSUER, NOW, access_claims, header, id_claims, ring_with};
use crate::tokens::keys::*;
use crate::tokens::offline::{OfflineError, OfflineVerifier};
use crate::tokens::verify::InvalidReason;
use crate::values::ids::ClientId;
use crate::values::token_types::TokenType;

#[test]
fn every_algorithm_signs_id_tokens_that_verify_offline_from_the_jwks() {
    let aud = ClientId::generate(NOW);
    for alg in [
        KeyAlgorithm::Es256,
        KeyAlgorithm::EdDsa,
        KeyAlgorithm::Rs256,
    ] {
        let ring = ring_with(alg);
        let claims = id_claims(aud);
        let token = ring.sign_id_token(&claims).unwrap();
        let h = header(&token);
        assert_eq!(h["alg"], alg.as_str());
        assert_eq!(h["typ"], "JWT");
        assert_eq!(h["kid"], ring.id_token_kid().to_string());

        let jwks_json = serde_json::to_string(ring.jwks()).unwrap();
        let offline = OfflineVerifier::from_jwks_json(&jwks_json, ISSUER).unwrap();
        assert_eq!(
            offline.verify_id_token(&token, &aud.to_string(), NOW),
            Ok(claims),
            "{alg}"
        );
    }
}

#[test]
fn access_tokens_are_hs256_at_jwt_by_default_and_asymmetric_on_request() {
    let aud = ClientId::generate(NOW);
    let ring = ring_with(KeyAlgorithm::Es256);
    let h = header(&ring.sign_access_token(&access_claims(aud)).unwrap());
    assert_eq!(
        (h["alg"].as_str(), h["typ"].as_str()),
        (Some("HS256"), Some("at+jwt"))
    );

    let ring = KeyRing::new(
        vec![(
            SigningKey::generate(KeyAlgorithm::Es256, NOW).unwrap(),
            KeyState::Active,
        )],
        AccessTokenSigning::Asymmetric,
    )
    .unwrap();
    let token = ring.sign_access_token(&access_claims(aud)).unwrap();
    let h = header(&token);
    assert_eq!(
        (h["alg"].as_str(), h["typ"].as_str()),
        (Some("ES256"), Some("at+jwt"))
    );
    assert!(
        ring.verifying_keys()
            .verify(&token, TokenType::Token)
            .is_ok()
    );
}

#[test]
fn hs256_tokens_signed_with_ring_verify_with_another_jose_library() {
    let key = SigningKey::generate(KeyAlgorithm::Hs256, NOW).unwrap();
    let kid = key.kid();
    let verifier = josekit::jws::HS256
        .verifier_from_bytes(key.secret_for_tests())
        .unwrap();
    let ring = KeyRing::new(
        vec![
            (key, KeyState::Active),
            (
                SigningKey::generate(KeyAlgorithm::Es256, NOW).unwrap(),
                KeyState::Active,
            ),
        ],
        AccessTokenSigning::Hmac,
    )
    .unwrap();
    let claims = access_claims(ClientId::generate(NOW));
    let token = ring.sign_access_token(&claims).unwrap();
    let (payload, header) = josekit::jws::deserialize_compact(&token, &verifier).unwrap();
    assert_eq!(header.key_id(), Some(kid.to_string().as_str()));
    assert_eq!(header.token_type(), Some("at+jwt"));
    assert_eq!(
        serde_json::from_slice::<serde_json::Value>(&payload).unwrap(),
        serde_json::to_value(&claims).unwrap()
    );
    // A changed character inside the signature (not its last, which
    // carries padding bits).
    let at = token.len() - 10;
    let changed = if &token[at..=at] == "A" { "B" } else { "A" };
    let forged = format!("{}{changed}{}", &token[..at], &token[at + 1..]);
    assert!(josekit::jws::deserialize_compact(&forged, &verifier).is_err());
    assert!(
        ring.verifying_keys()
            .verify(&token, TokenType::Token)
            .is_ok()
    );
}

#[test]
fn the_jwks_holds_public_keys_only() {
    for alg in [
        KeyAlgorithm::Es256,
        KeyAlgorithm::EdDsa,
        KeyAlgorithm::Rs256,
    ] {
        let ring = ring_with(alg);
        let jwks = ring.jwks();
        assert_eq!(jwks.keys.len(), 1, "the HS256 key is never published");
        let key = &jwks.keys[0];
        assert_eq!(key["kid"], ring.id_token_kid().to_string());
        assert_eq!(key["alg"], alg.as_str());
        assert_eq!(key["use"], "sig");
        assert_ne!(key["kty"], "oct");
        for private in ["d", "p", "q", "dp", "dq", "qi", "k"] {
            assert!(!key.contains_key(private), "{alg} JWK exposes {private}");
        }
    }
}

#[test]
fn the_offline_verifier_refuses_what_is_not_this_clients_valid_id_token() {
    let aud = ClientId::generate(NOW);
    let ring = ring_with(KeyAlgorithm::Es256);
    let offline = OfflineVerifier::from_jwks(ring.jwks(), ISSUER).unwrap();
    let token = ring.sign_id_token(&id_claims(aud)).unwrap();
    let client = aud.to_string();

    let other = ClientId::generate(NOW).to_string();
    assert_eq!(
        offline.verify_id_token(&token, &other, NOW),
        Err(OfflineError::Invalid(InvalidReason::Audience))
    );
    let exp = NOW + Duration::hours(1);
    assert_eq!(
        offline.verify_id_token(&token, &client, exp),
        Err(OfflineError::Expired)
    );
    assert_eq!(
        offline.verify_id_token(&token, &other, exp),
        Err(OfflineError::Invalid(InvalidReason::Audience))
    );

    let access = ring.sign_access_token(&access_claims(aud)).unwrap();
    assert_eq!(
        offline.verify_id_token(&access, &client, NOW),
        Err(OfflineError::Invalid(InvalidReason::Token(
            Rejection::WrongType
        )))
    );
    let elsewhere = OfflineVerifier::from_jwks(ring.jwks(), "https://other.example.com").unwrap();
    assert_eq!(
        elsewhere.verify_id_token(&token, &client, NOW),
        Err(OfflineError::Invalid(InvalidReason::Issuer))
    );
    let stranger = ring_with(KeyAlgorithm::Es256)
        .sign_id_token(&id_claims(aud))
        .unwrap();
    assert_eq!(
        offline.verify_id_token(&stranger, &client, NOW),
        Err(OfflineError::Invalid(InvalidReason::Token(
            Rejection::UnknownKey
        )))
    );
    assert!(offline.verify_id_token("garbage", &client, NOW).is_err());
}

#[test]
fn jwks_documents_with_secrets_or_nonsense_are_refused() {
    let oct = r#"{"keys":[{"kty":"oct","kid":"a","alg":"HS256","k":"c2VjcmV0"}]}"#;
    assert!(matches!(
        OfflineVerifier::from_jwks_json(oct, ISSUER),
        Err(KeyError::InvalidJwks(_))
    ));
    assert!(OfflineVerifier::from_jwks_json("not json", ISSUER).is_err());
    assert!(OfflineVerifier::from_jwks_json(r#"{"keys":{}}"#, ISSUER).is_err());
    let bad_point =
        r#"{"keys":[{"kty":"EC","crv":"P-256","kid":"a","alg":"ES256","x":"AA","y":"AA"}]}"#;
    assert!(OfflineVerifier::from_jwks_json(bad_point, ISSUER).is_err());
    // Keys we cannot use (no kid, no alg, encryption algs) are skipped, not fatal.
    let ring = ring_with(KeyAlgorithm::Es256);
    let mut jwks = ring.jwks().clone();
    let mut anonymous = jwks.keys[0].clone();
    anonymous.remove("kid");
    jwks.keys.push(anonymous);
    let offline = OfflineVerifier::from_jwks(&jwks, ISSUER).unwrap();
    let aud = ClientId::generate(NOW);
    assert!(
        offline
            .verify_id_token(
                &ring.sign_id_token(&id_claims(aud)).unwrap(),
                &aud.to_string(),
                NOW
            )
            .is_ok()
    );
}

#[test]
fn es256_and_eddsa_verify_through_ring_and_refuse_a_changed_signature() {
    use crate::tokens::keys::verifying::Verifier;
    let aud = ClientId::generate(NOW);
    for alg in [KeyAlgorithm::Es256, KeyAlgorithm::EdDsa] {
        let key = SigningKey::generate(alg, NOW).unwrap();
        assert!(matches!(key.verifier, Verifier::Ring(_)), "{alg}");
        let ring = ring_with(alg);
        let token = ring.sign_id_token(&id_claims(aud)).unwrap();
        assert!(
            ring.verifying_keys()
                .verify(&token, TokenType::IdToken)
                .is_ok()
        );
        // Flip one bit of the signature: ring must refuse it.
        let (input, signature) = token.rsplit_once('.').unwrap();
        let mut raw = URL_SAFE_NO_PAD.decode(signature).unwrap();
        raw[10] ^= 1;
        let forged = format!("{input}.{}", URL_SAFE_NO_PAD.encode(raw));
        assert_eq!(
            ring.verifying_keys().verify(&forged, TokenType::IdToken),
            Err(Rejection::BadSignature),
            "{alg}"
        );
    }
    // The offline verifier builds ring verifiers from the JWKS as well.
    let ring = ring_with(KeyAlgorithm::Es256);
    let jwks = serde_json::to_string(ring.jwks()).unwrap();
    let offline = OfflineVerifier::from_jwks_json(&jwks, ISSUER).unwrap();
    let token = ring.sign_id_token(&id_claims(aud)).unwrap();
    assert!(
        offline
            .verify_id_token(&token, &aud.to_string(), NOW)
            .is_ok()
    );
}
