//! What ties a well-signed token to the asking client decides before its
//! expiry does; revocations count even for expired tokens; each verdict
//! has its answer.

use super::*;
use crate::values::ids::GrantId;

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
