//! A ring holds exactly one active key per purpose, and a rotation keeps
//! the tokens of the retired key valid until the last of them expires.

#[cfg(feature = "server")]
use time::Duration;

use super::NOW;
#[cfg(feature = "server")]
use super::{access_claims, header, id_claims};
use crate::tokens::keys::*;
#[cfg(feature = "server")]
use crate::values::ids::ClientId;
#[cfg(feature = "server")]
use crate::values::token_types::TokenType;

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
#[cfg(feature = "server")]
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
#[cfg(feature = "server")]
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
