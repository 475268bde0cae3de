//! Tokens we did not sign, or signed for something else, are invalid:
//! foreign keys and kids, tampering, `alg: none`, HS256 keyed with a public
//! key, one kind of token presented as the other, and garbage.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use josekit::jwk::KeyPair as _;
use ring::hmac;

use super::*;

fn b64(bytes: impl AsRef<[u8]>) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

fn replace_part(token: &str, index: usize, part: &str) -> String {
    let mut parts: Vec<&str> = token.split('.').collect();
    parts[index] = part;
    parts.join(".")
}

#[test]
fn tokens_signed_by_keys_we_do_not_hold_are_invalid() {
    let f = fixture();
    let stranger = fixture();
    let token = stranger.ring.sign_id_token(&f.id_claims()).unwrap();
    assert_eq!(
        f.verify_as_client(TokenType::IdToken, &token, NOW),
        token_rejection(Rejection::UnknownKey)
    );
    let token = stranger.ring.sign_access_token(&f.access_claims()).unwrap();
    assert_eq!(
        f.verify_as_client(TokenType::Token, &token, NOW),
        token_rejection(Rejection::UnknownKey)
    );
}

#[test]
fn headers_without_kid_or_with_a_foreign_kid_are_invalid() {
    let f = fixture();
    let token = f.id_token();
    let payload = token.split('.').nth(1).unwrap();
    let signature = token.split('.').nth(2).unwrap();
    for header in [
        r#"{"alg":"ES256","typ":"JWT"}"#,
        r#"{"alg":"ES256","typ":"JWT","kid":"01JD00000000000000000000KK"}"#,
    ] {
        let forged = format!("{}.{payload}.{signature}", b64(header));
        assert_eq!(
            f.verify_as_client(TokenType::IdToken, &forged, NOW),
            token_rejection(Rejection::UnknownKey)
        );
    }
}

#[test]
fn tampered_payload_and_signature_are_invalid() {
    let f = fixture();
    for (token_type, token) in [
        (TokenType::IdToken, f.id_token()),
        (TokenType::Token, f.access_token()),
    ] {
        let payload = URL_SAFE_NO_PAD
            .decode(token.split('.').nth(1).unwrap())
            .unwrap();
        let mut value: serde_json::Value = serde_json::from_slice(&payload).unwrap();
        value["exp"] = serde_json::json!(NOW.unix_timestamp() + 999_999);
        let tampered = replace_part(&token, 1, &b64(serde_json::to_vec(&value).unwrap()));
        assert_eq!(
            f.verify_as_client(token_type, &tampered, NOW),
            token_rejection(Rejection::BadSignature)
        );

        let mut signature = URL_SAFE_NO_PAD
            .decode(token.split('.').nth(2).unwrap())
            .unwrap();
        signature[0] ^= 1;
        let tampered = replace_part(&token, 2, &b64(&signature));
        assert_eq!(
            f.verify_as_client(token_type, &tampered, NOW),
            token_rejection(Rejection::BadSignature)
        );

        let truncated = replace_part(&token, 2, &b64(&signature[..10]));
        assert_eq!(
            f.verify_as_client(token_type, &truncated, NOW),
            token_rejection(Rejection::BadSignature)
        );
    }
}

#[test]
fn alg_none_is_invalid() {
    let f = fixture();
    let kid = f.ring.id_token_kid().to_string();
    let header = b64(format!(r#"{{"alg":"none","typ":"JWT","kid":"{kid}"}}"#));
    let payload = b64(serde_json::to_vec(&f.id_claims()).unwrap());
    // The unsecured form has an empty signature part.
    let unsecured = format!("{header}.{payload}.");
    assert_eq!(
        f.verify_as_client(TokenType::IdToken, &unsecured, NOW),
        token_rejection(Rejection::Malformed)
    );
    let with_signature = format!("{header}.{payload}.{}", b64("x"));
    assert_eq!(
        f.verify_as_client(TokenType::IdToken, &with_signature, NOW),
        token_rejection(Rejection::AlgorithmMismatch)
    );
}

#[test]
fn hs256_forged_with_the_public_key_as_hmac_secret_is_invalid() {
    let f = fixture();
    let signer = f.ring.id_signer();
    let kid = signer.kid().to_string();
    let pair = josekit::jws::ES256
        .key_pair_from_der(signer.secret_for_tests())
        .unwrap();
    let public_forms = [
        pair.to_der_public_key(),
        pair.to_pem_public_key(),
        pair.to_jwk_public_key().to_string().into_bytes(),
    ];
    let payload = b64(serde_json::to_vec(&f.id_claims()).unwrap());
    for public in public_forms {
        let header = b64(format!(r#"{{"alg":"HS256","typ":"JWT","kid":"{kid}"}}"#));
        let input = format!("{header}.{payload}");
        let tag = hmac::sign(
            &hmac::Key::new(hmac::HMAC_SHA256, &public),
            input.as_bytes(),
        );
        let forged = format!("{input}.{}", b64(tag.as_ref()));
        assert_eq!(
            f.verify_as_client(TokenType::IdToken, &forged, NOW),
            token_rejection(Rejection::AlgorithmMismatch)
        );
    }
}

#[test]
fn id_token_claims_signed_with_the_access_key_are_not_an_id_token() {
    let f = fixture();
    let access_key = f.ring.access_signer().unwrap();
    let payload = serde_json::to_vec(&f.id_claims()).unwrap();
    let token = access_key.sign(TokenType::IdToken, &payload).unwrap();
    assert_eq!(
        f.verify_as_client(TokenType::IdToken, &token, NOW),
        token_rejection(Rejection::AlgorithmMismatch)
    );
}

#[test]
fn a_token_of_one_kind_presented_as_the_other_is_invalid() {
    let f = fixture();
    assert_eq!(
        f.verify_as_client(TokenType::IdToken, &f.access_token(), NOW),
        token_rejection(Rejection::WrongType)
    );
    assert_eq!(
        f.verify_as_client(TokenType::Token, &f.id_token(), NOW),
        token_rejection(Rejection::WrongType)
    );
    // Even with a forged typ, the claims do not fit the other kind.
    let payload = serde_json::to_vec(&f.access_claims()).unwrap();
    let token = f
        .ring
        .id_signer()
        .sign(TokenType::IdToken, &payload)
        .unwrap();
    assert_eq!(
        f.verify_as_client(TokenType::IdToken, &token, NOW),
        token_rejection(Rejection::BadClaims)
    );
}

#[test]
fn well_signed_payloads_that_are_not_claims_are_invalid() {
    let f = fixture();
    let signer = f.ring.id_signer();
    for payload in [&b"not json"[..], b"[]", b"{}", b"null", br#"{"iss":"x"}"#] {
        let token = signer.sign(TokenType::IdToken, payload).unwrap();
        assert_eq!(
            f.verify_as_client(TokenType::IdToken, &token, NOW),
            token_rejection(Rejection::BadClaims)
        );
    }
}

#[test]
fn garbage_never_panics_and_is_invalid() {
    let f = fixture();
    let megabyte = "A".repeat(1 << 20);
    let dotted_megabyte = format!("{0}.{0}.{0}", "A".repeat(1 << 18));
    let cases: Vec<(&str, Rejection)> = vec![
        (".", Rejection::Malformed),
        ("..", Rejection::Malformed),
        ("...", Rejection::Malformed),
        ("a.b", Rejection::Malformed),
        ("!!!.???.***", Rejection::Malformed),
        ("eyJ.eyJ.eyJ", Rejection::Malformed),
        ("e30.e30.e30", Rejection::Malformed),
        ("bnVsbA.e30.e30", Rejection::Malformed),
        (&megabyte, Rejection::Malformed),
        (&dotted_megabyte, Rejection::Malformed),
        ("\u{0}\u{0}.\u{0}.\u{0}", Rejection::Malformed),
        ("ünïcödé.ünïcödé.ünïcödé", Rejection::Malformed),
    ];
    for token_type in [TokenType::IdToken, TokenType::Token] {
        let header = b64(format!(
            r#"{{"alg":"HS256","typ":"{}","kid":"k"}}"#,
            token_type.jws_typ()
        ));
        let non_json_payload = format!("{header}.{}.{}", b64("not json"), b64("sig"));
        let mut cases = cases.clone();
        cases.push((&non_json_payload, Rejection::UnknownKey));
        for (token, rejection) in &cases {
            assert_eq!(
                f.verify_as_client(token_type, token, NOW),
                token_rejection(*rejection),
                "{token_type:?} {:.30}",
                token
            );
        }
    }
}
