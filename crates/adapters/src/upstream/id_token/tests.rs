#![allow(clippy::unwrap_used)]

use std::time::{Duration, SystemTime};

use josekit::jws::{ES256, HS256, JwsHeader, JwsSigner, RS256};
use josekit::jwt::{self, JwtPayload};
use serde_json::{Value, json};

use super::*;

const ISSUER: &str = "https://id.example";
const CLIENT: &str = "our-client";

fn now() -> SystemTime {
    SystemTime::UNIX_EPOCH + Duration::from_secs(1_800_000_000)
}

fn algorithms() -> Vec<String> {
    vec!["RS256".into(), "ES256".into(), "HS256".into()]
}

fn expected<'a>(algorithms: &'a [String], secret: Option<&'a str>) -> Expected<'a> {
    Expected {
        issuer: ISSUER,
        audience: Some(CLIENT),
        nonce: Some("n-0S6_WzA2Mj"),
        algorithms,
        secret,
        now: now(),
    }
}

fn claims() -> Value {
    json!({
        "iss": ISSUER, "sub": "248289761001", "aud": CLIENT,
        "exp": 1_800_000_300, "iat": 1_799_999_990, "nonce": "n-0S6_WzA2Mj",
        "email": "ann@id.example", "email_verified": "true", "amr": ["pwd", "mfa"],
    })
}

fn signed(claims: &Value, signer: &dyn JwsSigner, kid: Option<&str>) -> String {
    let mut header = JwsHeader::new();
    if let Some(kid) = kid {
        header.set_key_id(kid);
    }
    let payload = JwtPayload::from_map(claims.as_object().unwrap().clone()).unwrap();
    jwt::encode_with_signer(&payload, &header, signer).unwrap()
}

/// [`check`] against the one key `public` and the usual expectations.
fn verify(token: &str, public: &Jwk, algs: &[String]) -> Result<IdTokenClaims, IdTokenError> {
    check(token, std::slice::from_ref(public), &expected(algs, None))
}

/// A provider's RSA key: its signer and its public JWK (`kid` "k1").
fn rsa_key() -> (impl JwsSigner, Jwk) {
    let pair = RS256.generate_key_pair(2048).unwrap();
    let mut public = pair.to_jwk_public_key();
    public.set_key_id("k1");
    (
        RS256.signer_from_der(pair.to_der_private_key()).unwrap(),
        public,
    )
}

#[test]
fn a_token_signed_by_the_provider_for_us_is_accepted_with_its_claims() {
    let (signer, public) = rsa_key();
    let algs = algorithms();
    let token = signed(&claims(), &signer, Some("k1"));
    let checked = verify(&token, &public, &algs).unwrap();
    assert_eq!(checked.sub, "248289761001");
    assert_eq!(checked.email_verified, Some(true), "Apple's string flag");
    assert_eq!(checked.amr, ["pwd", "mfa"]);
    // Without a kid, every key is tried.
    let token = signed(&claims(), &signer, None);
    verify(&token, &public, &algs).unwrap();
}

#[test]
fn each_claim_that_does_not_check_out_refuses_the_token() {
    let (signer, public) = rsa_key();
    let algs = algorithms();
    let cases: &[(&str, Value, &str)] = &[
        ("iss", json!("https://evil.example"), "issuer"),
        ("aud", json!("another-client"), "audience is not us"),
        ("aud", json!([CLIENT, "stranger"]), "names others"),
        ("azp", json!("another-client"), "authorized party"),
        ("exp", json!(1_800_000_000), "expired"),
        ("nonce", json!("replayed"), "nonce"),
        ("sub", json!(""), "subject"),
    ];
    for (claim, value, why) in cases {
        let mut bad = claims();
        bad[*claim] = value.clone();
        let token = signed(&bad, &signer, Some("k1"));
        let error = verify(&token, &public, &algs).unwrap_err();
        assert!(
            matches!(&error, IdTokenError::Claims(e) if e.contains(why)),
            "{claim}: {error}"
        );
    }
    for missing in ["nonce", "exp", "iat", "sub", "iss"] {
        let mut bad = claims();
        bad.as_object_mut().unwrap().remove(missing);
        let token = signed(&bad, &signer, Some("k1"));
        assert!(verify(&token, &public, &algs).is_err(), "without {missing}");
    }
    // The same token, untouched, passes: the refusals above are the claims'.
    let token = signed(&claims(), &signer, Some("k1"));
    assert!(verify(&token, &public, &algs).is_ok());
}

#[test]
fn an_app_s_token_leaves_the_audience_and_nonce_to_the_caller() {
    let (signer, public) = rsa_key();
    let algs = algorithms();
    let mut app = claims();
    app["aud"] = json!("android-app");
    app["azp"] = json!("android-app");
    app.as_object_mut().unwrap().remove("nonce");
    let token = signed(&app, &signer, Some("k1"));
    assert!(verify(&token, &public, &algs).is_err());
    let native = Expected {
        audience: None,
        nonce: None,
        ..expected(&algs, None)
    };
    let checked = check(&token, std::slice::from_ref(&public), &native).unwrap();
    assert_eq!(checked.aud, ["android-app"]);
}

#[test]
fn only_the_provider_s_keys_and_algorithms_verify() {
    let (signer, public) = rsa_key();
    let algs = algorithms();
    // Another key of the same kid: the signature fails (worth a refetch).
    let (stranger, _) = rsa_key();
    let forged = signed(&claims(), &stranger, Some("k1"));
    assert!(matches!(
        verify(&forged, &public, &algs),
        Err(IdTokenError::Signature(_))
    ));
    // An unknown kid: no key (worth a refetch).
    let rotated = signed(&claims(), &signer, Some("k2"));
    assert!(matches!(
        verify(&rotated, &public, &algs),
        Err(IdTokenError::Signature(_))
    ));
    // A tampered payload.
    let token = signed(&claims(), &signer, Some("k1"));
    let mut parts: Vec<&str> = token.split('.').collect();
    let other = signed(&json!({"sub": "admin"}), &signer, Some("k1"));
    parts[1] = other.split('.').nth(1).unwrap();
    assert!(verify(&parts.join("."), &public, &algs).is_err());
    // An algorithm the provider does not name.
    let rs_only = vec!["ES256".to_owned()];
    assert!(matches!(
        check(&token, std::slice::from_ref(&public), &expected(&rs_only, None)),
        Err(IdTokenError::Claims(e)) if e.contains("algorithm")
    ));
    // alg none, even when "listed".
    let with_none = vec!["none".to_owned(), "RS256".to_owned()];
    let header = base64_url(r#"{"alg":"none"}"#);
    let unsigned = format!("{header}.{}.", parts[1]);
    assert!(
        check(
            &unsigned,
            std::slice::from_ref(&public),
            &expected(&with_none, None)
        )
        .is_err()
    );
    // An encrypted token (five parts).
    assert!(verify("a.b.c.d.e", &public, &algs).is_err());
}

#[test]
fn an_ec_key_and_our_secret_verify_too_but_no_secret_no_hmac() {
    let algs = algorithms();
    let pair = ES256.generate_key_pair().unwrap();
    let mut public = pair.to_jwk_public_key();
    public.set_key_id("ec");
    let signer = ES256.signer_from_der(pair.to_der_private_key()).unwrap();
    let token = signed(&claims(), &signer, Some("ec"));
    assert!(verify(&token, &public, &algs).is_ok());
    let secret = "a client secret of at least thirty-two bytes";
    let hmac = signed(&claims(), &HS256.signer_from_bytes(secret).unwrap(), None);
    assert!(
        check(
            &hmac,
            std::slice::from_ref(&public),
            &expected(&algs, Some(secret))
        )
        .is_ok()
    );
    assert!(verify(&hmac, &public, &algs).is_err());
    assert!(
        check(
            &hmac,
            std::slice::from_ref(&public),
            &expected(&algs, Some("another secret of 32 bytes!!!!!!"))
        )
        .is_err()
    );
}

fn base64_url(text: &str) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(text)
}

/// Flips the unused low bit of a part's last base64url character.
fn respelled(part: &str) -> String {
    const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let last = part.chars().last().unwrap();
    let other = ALPHABET
        .chars()
        .nth(ALPHABET.find(last).unwrap() ^ 1)
        .unwrap();
    format!("{}{other}", &part[..part.len() - 1])
}

#[test]
fn another_spelling_of_the_signature_verifies_but_not_of_what_it_covers() {
    let (signer, public) = rsa_key();
    let algs = algorithms();
    let token = signed(&claims(), &signer, Some("k1"));
    let parts: Vec<&str> = token.split('.').collect();
    // A 256-byte RSA signature leaves unused bits in its last character.
    let signature = format!("{}.{}.{}", parts[0], parts[1], respelled(parts[2]));
    assert_ne!(signature, token);
    assert!(verify(&signature, &public, &algs).is_ok());
    // The claims' text is what the replay check keys on: another
    // spelling of it is another text, which the signature does not cover.
    let claims_part = respelled(parts[1]);
    if claims_part != parts[1] {
        let covered = format!("{}.{claims_part}.{}", parts[0], parts[2]);
        assert!(verify(&covered, &public, &algs).is_err());
    }
}

#[test]
fn another_kind_of_jwt_signed_by_the_provider_is_not_an_id_token() {
    let (signer, public) = rsa_key();
    let algs = algorithms();
    let with_header = |members: &[(&str, Value)]| {
        let mut header = JwsHeader::new();
        header.set_key_id("k1");
        for (name, value) in members {
            header.set_claim(name, Some(value.clone())).unwrap();
        }
        let payload = JwtPayload::from_map(claims().as_object().unwrap().clone()).unwrap();
        jwt::encode_with_signer(&payload, &header, &signer).unwrap()
    };
    for refused in [
        vec![("typ", json!("logout+jwt"))],
        vec![("typ", json!("at+jwt"))],
        vec![("typ", json!("application/at+jwt"))],
        vec![("cty", json!("JWT"))],
        vec![("crit", json!(["exp"])), ("exp", json!(1))],
    ] {
        let token = with_header(&refused);
        assert!(
            matches!(verify(&token, &public, &algs), Err(IdTokenError::Claims(e)) if e.contains("another kind")),
            "{refused:?}"
        );
    }
    for accepted in ["JWT", "jwt", "application/jwt", "JOSE"] {
        let token = with_header(&[("typ", json!(accepted))]);
        assert!(verify(&token, &public, &algs).is_ok(), "{accepted}");
    }
}

#[test]
fn what_the_sender_chose_is_quoted_and_cut_in_the_reason() {
    let (signer, public) = rsa_key();
    let algs = algorithms();
    let forged_line = format!("k9\ninfo: signed in as admin{}", "x".repeat(200));
    let token = signed(&claims(), &signer, Some(&forged_line));
    let Err(IdTokenError::Signature(reason)) = verify(&token, &public, &algs) else {
        panic!("an unknown kid is a signature failure");
    };
    assert!(!reason.contains('\n'), "{reason}");
    assert!(reason.len() < 120, "{reason}");
}
