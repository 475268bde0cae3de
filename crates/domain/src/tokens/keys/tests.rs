//! Key ring: generation, sealing, JWKS, rotation.

use time::macros::datetime;

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use time::{Duration, OffsetDateTime};

use super::master::SEAL_VERSION;
use super::*;
use crate::tokens::claims::{AccessTokenClaims, IdTokenClaims};
use crate::tokens::offline::{OfflineError, OfflineVerifier};
use crate::tokens::verify::InvalidReason;
use crate::values::ids::KeyId;
use crate::values::ids::{ClientId, SessionId, TokenId, UserId};
use crate::values::scope::Scopes;
use crate::values::token_types::TokenType;

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
fn sealed_keys_open_only_under_their_master_key_and_identity() {
    let master = MasterKey::generate();
    for alg in [
        KeyAlgorithm::Es256,
        KeyAlgorithm::EdDsa,
        KeyAlgorithm::Rs256,
        KeyAlgorithm::Hs256,
    ] {
        let key = SigningKey::generate(alg, NOW).unwrap();
        let sealed = key.seal(&master).unwrap();
        assert!(
            !sealed
                .as_bytes()
                .windows(key.secret.len())
                .any(|w| w == key.secret.as_slice())
        );

        let opened = SigningKey::unseal(key.kid(), alg, &sealed, &master).unwrap();
        assert_eq!(opened.secret, key.secret);
        assert_eq!(
            opened.public_jwk().map(|j| j.to_string()),
            key.public_jwk().map(|j| j.to_string())
        );

        let wrong = MasterKey::generate();
        assert!(matches!(
            SigningKey::unseal(key.kid(), alg, &sealed, &wrong),
            Err(KeyError::Unseal { .. })
        ));
        let other_kid = KeyId::generate(NOW);
        assert!(matches!(
            SigningKey::unseal(other_kid, alg, &sealed, &master),
            Err(KeyError::Unseal { .. })
        ));

        let mut tampered = sealed.as_bytes().to_vec();
        let last = tampered.len() - 1;
        tampered[last] ^= 0x80;
        let tampered = SealedKey::from_bytes(tampered);
        assert!(matches!(
            SigningKey::unseal(key.kid(), alg, &tampered, &master),
            Err(KeyError::Unseal { .. })
        ));
    }
    for short in [vec![], vec![SEAL_VERSION], vec![2; 40]] {
        let kid = KeyId::generate(NOW);
        let result = SigningKey::unseal(
            kid,
            KeyAlgorithm::Hs256,
            &SealedKey::from_bytes(short),
            &master,
        );
        assert!(matches!(result, Err(KeyError::Unseal { .. })));
    }
}

#[test]
fn master_keys_are_32_bytes_of_base64() {
    let key = MasterKey::generate();
    let text = key.to_base64();
    assert_eq!(
        MasterKey::from_base64(&format!("  {text}\n")).unwrap().0,
        key.0
    );
    let url_safe = URL_SAFE_NO_PAD.encode(key.0);
    assert_eq!(MasterKey::from_base64(&url_safe).unwrap().0, key.0);
    for bad in [
        "",
        "short",
        &STANDARD.encode([0u8; 31]),
        &STANDARD.encode([0u8; 33]),
        "!!!!",
    ] {
        assert!(
            matches!(MasterKey::from_base64(bad), Err(KeyError::InvalidMasterKey)),
            "{bad}"
        );
    }
    assert_eq!(format!("{key:?}"), "MasterKey(<redacted>)");
}

#[test]
fn a_ring_needs_exactly_one_active_key_per_purpose() {
    let es = || SigningKey::generate(KeyAlgorithm::Es256, NOW).unwrap();
    let hs = || SigningKey::generate(KeyAlgorithm::Hs256, NOW).unwrap();
    type Case = (
        Vec<(SigningKey, KeyState)>,
        AccessTokenSigning,
        &'static str,
    );
    let cases: Vec<Case> = vec![
        (
            vec![(hs(), KeyState::Active)],
            AccessTokenSigning::Hmac,
            "no active asymmetric",
        ),
        (
            vec![(es(), KeyState::Active)],
            AccessTokenSigning::Hmac,
            "no active HS256",
        ),
        (
            vec![(es(), KeyState::Pending), (hs(), KeyState::Active)],
            AccessTokenSigning::Hmac,
            "pending does not sign",
        ),
        (
            vec![
                (es(), KeyState::Active),
                (es(), KeyState::Active),
                (hs(), KeyState::Active),
            ],
            AccessTokenSigning::Hmac,
            "two active",
        ),
        (
            vec![
                (es(), KeyState::Active),
                (hs(), KeyState::Active),
                (hs(), KeyState::Active),
            ],
            AccessTokenSigning::Hmac,
            "two HS256",
        ),
    ];
    for (keys, access, case) in cases {
        assert!(KeyRing::new(keys, access).is_err(), "{case}");
    }
}

#[test]
fn rotation_keeps_old_tokens_valid_and_signs_new_ones_with_the_new_key() {
    let master = MasterKey::generate();
    let aud = ClientId::generate(NOW);
    let old_es = SigningKey::generate(KeyAlgorithm::Es256, NOW).unwrap();
    let old_hs = SigningKey::generate(KeyAlgorithm::Hs256, NOW).unwrap();
    let mut records = vec![
        old_es.to_record(&master, KeyState::Active, NOW).unwrap(),
        old_hs.to_record(&master, KeyState::Active, NOW).unwrap(),
    ];
    let max_lifetime = Duration::hours(1);
    let before = KeyRing::from_records(
        &records,
        &master,
        AccessTokenSigning::Hmac,
        NOW,
        max_lifetime,
    )
    .unwrap();
    let old_id_token = before.sign_id_token(&id_claims(aud)).unwrap();
    let old_access = before.sign_access_token(&access_claims(aud)).unwrap();

    // Step 1: a new key is published before it signs.
    let later = NOW + Duration::minutes(10);
    let new_es = SigningKey::generate(KeyAlgorithm::Es256, later).unwrap();
    records.push(new_es.to_record(&master, KeyState::Pending, later).unwrap());
    let published = KeyRing::from_records(
        &records,
        &master,
        AccessTokenSigning::Hmac,
        later,
        max_lifetime,
    )
    .unwrap();
    assert_eq!(
        published.id_token_kid(),
        old_es.kid(),
        "a pending key does not sign"
    );
    assert_eq!(published.jwks().keys.len(), 2, "a pending key is published");
    let premature = new_es
        .sign(
            TokenType::IdToken,
            &serde_json::to_vec(&id_claims(aud)).unwrap(),
        )
        .unwrap();
    assert_eq!(
        published
            .verifying_keys()
            .verify(&premature, TokenType::IdToken)
            .err(),
        Some(Rejection::UnknownKey),
        "a pending key does not verify"
    );

    // Step 2: it becomes active and the old one retires.
    records[0].state = KeyState::Retired;
    records[0].retired_at = Some(later);
    records[2].state = KeyState::Active;
    let after = KeyRing::from_records(
        &records,
        &master,
        AccessTokenSigning::Hmac,
        later,
        max_lifetime,
    )
    .unwrap();
    assert_eq!(after.id_token_kid(), new_es.kid());
    let new_token = after.sign_id_token(&id_claims(aud)).unwrap();
    assert_eq!(header(&new_token)["kid"], new_es.kid().to_string());
    for token in [&old_id_token, &new_token] {
        assert!(
            after
                .verifying_keys()
                .verify(token, TokenType::IdToken)
                .is_ok()
        );
    }
    assert!(
        after
            .verifying_keys()
            .verify(&old_access, TokenType::Token)
            .is_ok()
    );
    assert_eq!(after.jwks().keys.len(), 2);
    assert_eq!(after.verifying_key_count(), 3);

    // Step 3: once the last token the retired key signed has expired, it goes.
    let gone = later + max_lifetime;
    let pruned = KeyRing::from_records(
        &records,
        &master,
        AccessTokenSigning::Hmac,
        gone,
        max_lifetime,
    )
    .unwrap();
    assert_eq!(pruned.jwks().keys.len(), 1);
    assert_eq!(
        pruned
            .verifying_keys()
            .verify(&old_id_token, TokenType::IdToken)
            .err(),
        Some(Rejection::UnknownKey)
    );
}

#[test]
fn a_wrong_master_key_fails_the_whole_ring_cleanly() {
    let master = MasterKey::generate();
    let records = vec![
        SigningKey::generate(KeyAlgorithm::Es256, NOW)
            .unwrap()
            .to_record(&master, KeyState::Active, NOW)
            .unwrap(),
        SigningKey::generate(KeyAlgorithm::Hs256, NOW)
            .unwrap()
            .to_record(&master, KeyState::Active, NOW)
            .unwrap(),
    ];
    let result = KeyRing::from_records(
        &records,
        &MasterKey::generate(),
        AccessTokenSigning::Hmac,
        NOW,
        Duration::hours(1),
    );
    let err = result.err().unwrap();
    assert!(matches!(err, KeyError::Unseal { .. }));
    assert!(err.to_string().contains("wrong master key"));
}

#[test]
fn debug_output_never_shows_key_material() {
    let key = SigningKey::generate(KeyAlgorithm::Hs256, NOW).unwrap();
    let shown = format!("{key:?} {:?}", ring_with(KeyAlgorithm::Es256));
    assert!(!shown.contains(&STANDARD.encode(&key.secret)));
    assert!(!shown.contains(&URL_SAFE_NO_PAD.encode(&key.secret)));
    assert!(shown.contains(&key.kid().to_string()));
}

#[test]
fn derived_keys_depend_on_master_and_purpose() {
    let master = MasterKey::generate();
    let same = MasterKey::from_base64(&master.to_base64()).unwrap();
    let csrf = master.derive("csrf");
    let tag = csrf.tag(b"cookie");
    assert!(
        same.derive("csrf").verify(b"cookie", &tag),
        "instances agree"
    );
    assert!(!csrf.verify(b"other", &tag));
    assert!(!master.derive("other").verify(b"cookie", &tag));
    assert!(!MasterKey::generate().derive("csrf").verify(b"cookie", &tag));
    assert!(!csrf.verify(b"cookie", "not base64 !"));
    assert!(!csrf.verify(b"cookie", ""));
    assert_eq!(format!("{csrf:?}"), "DerivedKey(<redacted>)");
}

#[test]
fn es256_and_eddsa_verify_through_ring_and_refuse_a_changed_signature() {
    use super::verifying::Verifier;
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

#[test]
fn a_sealed_secret_opens_only_under_its_label_and_master_key() {
    let master = MasterKey::generate();
    let sealed = master
        .seal("totp:v1:user-a", b"twenty bytes secret!")
        .unwrap();
    assert_eq!(
        master.open("totp:v1:user-a", &sealed).unwrap(),
        b"twenty bytes secret!"
    );
    // Moved to another user's row, or opened by another deployment.
    assert!(matches!(
        master.open("totp:v1:user-b", &sealed),
        Err(KeyError::UnsealSecret)
    ));
    assert!(matches!(
        MasterKey::generate().open("totp:v1:user-a", &sealed),
        Err(KeyError::UnsealSecret)
    ));
    let mut tampered = sealed.as_bytes().to_vec();
    if let Some(last) = tampered.last_mut() {
        *last ^= 1;
    }
    assert!(matches!(
        master.open("totp:v1:user-a", &SealedKey::from_bytes(tampered)),
        Err(KeyError::UnsealSecret)
    ));
    assert!(matches!(
        master.open("totp:v1:user-a", &SealedKey::from_bytes(vec![1])),
        Err(KeyError::UnsealSecret)
    ));
}
