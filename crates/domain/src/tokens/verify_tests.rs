//! The verification rules, table-driven at a fixed `now`.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use josekit::jwk::KeyPair as _;
use ring::hmac;
use time::macros::datetime;
use time::{Duration, OffsetDateTime};

use super::*;
use crate::secrets::{PasswordHash, PlainSecret};
use crate::store::records::{UserProfile, UserRecord};
use crate::tokens::keys::KeyState;
use crate::tokens::keys::{AccessTokenSigning, KeyAlgorithm, SigningKey};
use crate::values::addresses::Email;
use crate::values::ids::{ClientId, GrantId, UserId};
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
        verify_token(&request, client, &self.ring, ISSUER, revoked, now)
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

fn b64(bytes: impl AsRef<[u8]>) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

fn replace_part(token: &str, index: usize, part: &str) -> String {
    let mut parts: Vec<&str> = token.split('.').collect();
    parts[index] = part;
    parts.join(".")
}

fn invalid(reason: InvalidReason) -> Verification {
    Verification::Invalid(reason)
}

fn token_rejection(r: Rejection) -> Verification {
    Verification::Invalid(InvalidReason::Token(r))
}

#[test]
fn valid_tokens_verify_and_return_their_claims() {
    let f = fixture();
    let claims = f.id_claims();
    let token = f.ring.sign_id_token(&claims).unwrap();
    assert_eq!(
        f.verify_as_client(TokenType::IdToken, &token, NOW),
        Verification::Success(Claims::IdToken(claims))
    );

    let claims = f.access_claims();
    let token = f.ring.sign_access_token(&claims).unwrap();
    assert_eq!(
        f.verify_as_client(TokenType::Token, &token, NOW),
        Verification::Success(Claims::Token(claims))
    );
}

#[test]
fn id_token_with_a_right_secret_verifies_and_with_a_wrong_one_is_invalid() {
    let f = fixture();
    let token = f.id_token();
    let id = f.client.id.to_string();
    let none = RevokedSet::default();
    let right = f.verify(
        TokenType::IdToken,
        &token,
        &id,
        Some(f.client_secret.expose()),
        Some(&f.client),
        &none,
        NOW,
    );
    assert!(matches!(right, Ok(Verification::Success(_))));
    let wrong = f.verify(
        TokenType::IdToken,
        &token,
        &id,
        Some(f.other_secret.expose()),
        Some(&f.client),
        &none,
        NOW,
    );
    assert_eq!(wrong, Ok(invalid(InvalidReason::WrongSecret)));
}

#[test]
fn expiry_is_now_at_or_after_exp() {
    let f = fixture();
    let exp = NOW + Duration::hours(1);
    for (token_type, token) in [
        (TokenType::IdToken, f.id_token()),
        (TokenType::Token, f.access_token()),
    ] {
        let table = [
            (exp - Duration::seconds(1), false),
            (exp, true),
            (exp + Duration::seconds(1), true),
            (exp + Duration::days(400), true),
        ];
        for (now, expired) in table {
            let verdict = f.verify_as_client(token_type, &token, now);
            if expired {
                assert_eq!(verdict, Verification::Expired, "{token_type:?} at {now}");
            } else {
                assert!(
                    matches!(verdict, Verification::Success(_)),
                    "{token_type:?} at {now}"
                );
            }
        }
    }
}

#[test]
fn a_wrong_client_never_learns_that_a_token_expired() {
    let f = fixture();
    let later = NOW + Duration::days(2);
    let none = RevokedSet::default();
    let other_id = f.other.id.to_string();
    for (token_type, token) in [
        (TokenType::IdToken, f.id_token()),
        (TokenType::Token, f.access_token()),
    ] {
        // Another real client, with its own valid secret.
        let verdict = f.verify(
            token_type,
            &token,
            &other_id,
            Some(f.other_secret.expose()),
            Some(&f.other),
            &none,
            later,
        );
        assert_eq!(
            verdict,
            Ok(invalid(InvalidReason::Audience)),
            "{token_type:?}"
        );
        // The right client id with a wrong secret.
        let id = f.client.id.to_string();
        let verdict = f.verify(
            token_type,
            &token,
            &id,
            Some(f.other_secret.expose()),
            Some(&f.client),
            &none,
            later,
        );
        assert_eq!(
            verdict,
            Ok(invalid(InvalidReason::WrongSecret)),
            "{token_type:?}"
        );
        // The right client id that no longer exists.
        let verdict = f.verify(
            token_type,
            &token,
            &id,
            Some(f.client_secret.expose()),
            None,
            &none,
            later,
        );
        assert_eq!(
            verdict,
            Ok(invalid(InvalidReason::UnknownClient)),
            "{token_type:?}"
        );
    }
}

#[test]
fn client_mismatches_are_invalid() {
    let f = fixture();
    let none = RevokedSet::default();
    let id = f.client.id.to_string();
    let secret = Some(f.client_secret.expose());
    let disabled = ClientRecord {
        enabled: false,
        ..f.client.clone()
    };
    let other_id = f.other.id.to_string();
    for (token_type, token) in [
        (TokenType::IdToken, f.id_token()),
        (TokenType::Token, f.access_token()),
    ] {
        let cases: Vec<(&str, Option<&str>, Option<&ClientRecord>, InvalidReason)> = vec![
            // aud is not the asking client (the other client's own record).
            (
                &other_id,
                Some(f.other_secret.expose()),
                Some(&f.other),
                InvalidReason::Audience,
            ),
            // a client_id that is not even a ULID.
            ("not-a-client", secret, None, InvalidReason::Audience),
            (&id, secret, None, InvalidReason::UnknownClient),
            // the caller looked up the wrong record for this client_id.
            (&id, secret, Some(&f.other), InvalidReason::UnknownClient),
            (&id, secret, Some(&disabled), InvalidReason::DisabledClient),
            (
                &id,
                Some("wrong"),
                Some(&f.client),
                InvalidReason::WrongSecret,
            ),
        ];
        for (client_id, secret, record, reason) in cases {
            let verdict = f.verify(token_type, &token, client_id, secret, record, &none, NOW);
            assert_eq!(
                verdict,
                Ok(invalid(reason)),
                "{token_type:?} {client_id} {reason:?}"
            );
        }
    }
}

#[test]
fn missing_secret_for_token_is_a_request_error_not_a_verdict() {
    let f = fixture();
    let token = f.access_token();
    let id = f.client.id.to_string();
    let none = RevokedSet::default();
    for secret in [None, Some("")] {
        let result = f.verify(
            TokenType::Token,
            &token,
            &id,
            secret,
            Some(&f.client),
            &none,
            NOW,
        );
        assert_eq!(result, Err(VerificationRequestError::MissingClientSecret));
    }
    let result = f.verify(
        TokenType::Token,
        "",
        &id,
        Some("x"),
        Some(&f.client),
        &none,
        NOW,
    );
    assert_eq!(result, Err(VerificationRequestError::Empty("token")));
    let result = f.verify(
        TokenType::IdToken,
        &f.id_token(),
        "",
        None,
        None,
        &none,
        NOW,
    );
    assert_eq!(result, Err(VerificationRequestError::Empty("client_id")));
}

#[test]
fn issuer_mismatch_is_invalid() {
    let f = fixture();
    let mut claims = f.id_claims();
    claims.iss = "https://evil.example.com".into();
    let token = f.ring.sign_id_token(&claims).unwrap();
    assert_eq!(
        f.verify_as_client(TokenType::IdToken, &token, NOW),
        invalid(InvalidReason::Issuer)
    );
    let mut claims = f.access_claims();
    claims.iss = format!("{ISSUER}/");
    let token = f.ring.sign_access_token(&claims).unwrap();
    assert_eq!(
        f.verify_as_client(TokenType::Token, &token, NOW),
        invalid(InvalidReason::Issuer)
    );
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
fn revoked_sessions_and_tokens_are_invalid_even_when_expired() {
    let f = fixture();
    let claims = f.access_claims();
    let token = f.ring.sign_access_token(&claims).unwrap();
    let id = f.client.id.to_string();
    let secret = Some(f.client_secret.expose());
    let by_session = RevokedSet {
        sessions: [claims.session_id].into(),
        ..RevokedSet::default()
    };
    let by_token = RevokedSet {
        tokens: [claims.token_id].into(),
        ..RevokedSet::default()
    };
    let unrelated = RevokedSet {
        sessions: [SessionId::generate(NOW)].into(),
        tokens: [TokenId::generate(NOW)].into(),
        users: [UserId::generate(NOW)].into(),
    };
    for now in [NOW, NOW + Duration::days(1)] {
        for revoked in [&by_session, &by_token] {
            let verdict = f.verify(
                TokenType::Token,
                &token,
                &id,
                secret,
                Some(&f.client),
                revoked,
                now,
            );
            assert_eq!(verdict, Ok(invalid(InvalidReason::Revoked)));
        }
    }
    let verdict = f.verify(
        TokenType::Token,
        &token,
        &id,
        secret,
        Some(&f.client),
        &unrelated,
        NOW,
    );
    assert!(matches!(verdict, Ok(Verification::Success(_))));
    // Revocation is about access tokens; an id_token is not affected.
    let verdict = f.verify(
        TokenType::IdToken,
        &f.id_token(),
        &id,
        None,
        Some(&f.client),
        &by_session,
        NOW,
    );
    assert!(matches!(verdict, Ok(Verification::Success(_))));
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

#[test]
fn verdicts_become_the_interface_answers() {
    let f = fixture();
    let response = f
        .verify_as_client(TokenType::IdToken, &f.id_token(), NOW)
        .into_response();
    assert!(response.success);
    assert_eq!(response.msg, "Token Verification success");
    assert!(response.decoded_data.is_some());
    let response = Verification::Expired.into_response();
    assert_eq!((response.success, response.msg), (false, "Token Expired!"));
    assert!(response.decoded_data.is_none());
    let response = invalid(InvalidReason::Revoked).into_response();
    assert_eq!(
        response.msg,
        "Token Invalid for given ClientId/ClientSecret"
    );
    assert!(response.decoded_data.is_none());
    let _ = GrantId::generate(NOW);
}
