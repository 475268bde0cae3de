//! Cost of signing and verifying each kind of token, per algorithm.
//!
//! Run with `cargo bench -p accounts-domain` (or `just bench`). Prints the
//! median per operation and its ratio to the in-run baseline (verify-token
//! on an HS256 access token), so numbers from a noisy shared machine still
//! compare. Unset RUST_BACKTRACE first: josekit captures backtraces on
//! errors when it is set.

use std::hint::black_box;
use std::time::{Duration as StdDuration, Instant};

use accounts_domain::claims::{AccessTokenClaims, IdTokenClaims};
use accounts_domain::ids::{ClientId, SessionId, TokenId, UserId};
use accounts_domain::keys::KeyState;
use accounts_domain::keys::{AccessTokenSigning, KeyAlgorithm, KeyRing, SigningKey};
use accounts_domain::offline::OfflineVerifier;
use accounts_domain::records::ClientRecord;
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::PlainSecret;
use accounts_domain::token_types::TokenType;
use accounts_domain::verify::{RevokedSet, Verification, VerificationRequest, verdict};
use accounts_service::passwords::{Password, VerifyPassword};
use time::{Duration, OffsetDateTime};

const ISSUER: &str = "https://accounts.example.com";

/// Median time of one call, from `rounds` batches sized to ~20 ms each.
fn measure(mut op: impl FnMut()) -> StdDuration {
    let start = Instant::now();
    let mut calibration = 0u32;
    while start.elapsed() < StdDuration::from_millis(20) {
        op();
        calibration += 1;
    }
    let batch = calibration.max(1);
    let mut samples: Vec<StdDuration> = (0..15)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..batch {
                op();
            }
            t.elapsed() / batch
        })
        .collect();
    samples.sort();
    samples.get(samples.len() / 2).copied().unwrap_or_default()
}

fn main() {
    if std::env::var_os("RUST_BACKTRACE").is_some_and(|v| v != "0") {
        eprintln!("warning: RUST_BACKTRACE is set; josekit error paths will be slower");
    }
    let now = OffsetDateTime::now_utc();
    let secret = PlainSecret::generate();
    let client = ClientRecord {
        id: ClientId::generate(now),
        name: "bench".into(),
        secret_digest: secret.digest(),
        redirect_uris: vec![],
        package_names: vec![],
        allowed_scopes: Scopes::parse("email profile authorization")
            .unwrap_or(Scopes::one(accounts_domain::scope::Scope::Email)),
        enabled: true,
        public: false,
        resource_server: false,
        rotate_refresh_tokens: false,
        require_mfa: false,
        client_credentials: false,
        require_par: false,
        third_party: false,
        backchannel_logout_uri: None,
        shared_signals: false,
        allow_sign_in_codes: true,
        organization: None,
        app_origins: vec![],
        created_at: now,
        updated_at: now,
    };
    let user = UserId::generate(now);
    let id_claims = IdTokenClaims {
        iss: ISSUER.into(),
        sub: user,
        aud: client.id,
        exp: (now + Duration::hours(1)).unix_timestamp(),
        iat: now.unix_timestamp(),
        auth_time: now.unix_timestamp(),
        email: Some("ann@example.com".into()),
        email_verified: Some(true),
        mobile: Some("+4915112345678".into()),
        user_id: user,
        name: Some("Ann Lee".into()),
        picture: Some("https://cdn.example.com/ann.png".into()),
        country_code: Some("DE".into()),
        nonce: None,
        amr: None,
        acr: None,
        sid: None,
        organizations: None,
        org_id: None,
        org_slug: None,
        org_roles: None,
    };
    let access_claims = AccessTokenClaims {
        iss: ISSUER.into(),
        token_id: TokenId::generate(now),
        aud: client.id,
        session_id: SessionId::generate(now),
        user_id: user,
        scope: Scopes::one(accounts_domain::scope::Scope::Authorization),
        iat: now.unix_timestamp(),
        exp: (now + Duration::hours(1)).unix_timestamp(),
        cnf: None,
        org_id: None,
        org_slug: None,
        org_roles: None,
    };
    let revoked = RevokedSet::default();
    let client_id = client.id.to_string();

    let mut rows: Vec<(String, StdDuration)> = Vec::new();
    let mut baseline = StdDuration::ZERO;
    for alg in [
        KeyAlgorithm::Es256,
        KeyAlgorithm::EdDsa,
        KeyAlgorithm::Rs256,
    ] {
        let Ok(ring) = build_ring(alg, now) else {
            eprintln!("could not build a {alg} key ring");
            return;
        };
        let Ok(id_token) = ring.sign_id_token(&id_claims) else {
            return;
        };
        let Ok(access_token) = ring.sign_access_token(&access_claims) else {
            return;
        };
        let verify = |token_type, token: &str, secret: Option<&str>| {
            let request = VerificationRequest {
                token_type,
                token,
                client_id: &client_id,
                client_secret: secret,
            };
            verdict(&request, Some(&client), &ring, ISSUER, &revoked, now)
        };
        assert!(matches!(
            verify(TokenType::IdToken, &id_token, None),
            Ok(Verification::Success(_))
        ));
        assert!(matches!(
            verify(TokenType::Token, &access_token, Some(secret.expose())),
            Ok(Verification::Success(_))
        ));

        if alg == KeyAlgorithm::Es256 {
            baseline = measure(|| {
                black_box(
                    verify(
                        TokenType::Token,
                        black_box(&access_token),
                        Some(secret.expose()),
                    )
                    .ok(),
                );
            });
            rows.push((
                "verify-token, HS256 access token (baseline)".into(),
                baseline,
            ));
            rows.push((
                "sign HS256 access token".into(),
                measure(|| {
                    black_box(ring.sign_access_token(black_box(&access_claims)).ok());
                }),
            ));
            let garbage = "eyJhbGciOiJIUzI1NiJ9.e30.AAAA";
            rows.push((
                "verify-token, garbage token (rejected)".into(),
                measure(|| {
                    black_box(
                        verify(TokenType::Token, black_box(garbage), Some(secret.expose())).ok(),
                    );
                }),
            ));
        }
        rows.push((
            format!("sign {alg} id_token"),
            measure(|| {
                black_box(ring.sign_id_token(black_box(&id_claims)).ok());
            }),
        ));
        rows.push((
            format!("verify-token, {alg} id_token"),
            measure(|| {
                black_box(verify(TokenType::IdToken, black_box(&id_token), None).ok());
            }),
        ));
        let jwks = serde_json::to_string(ring.jwks()).unwrap_or_default();
        if let Ok(offline) = OfflineVerifier::from_jwks_json(&jwks, ISSUER) {
            rows.push((
                format!("offline verify, {alg} id_token"),
                measure(|| {
                    black_box(
                        offline
                            .verify_id_token(black_box(&id_token), &client_id, now)
                            .ok(),
                    );
                }),
            ));
        }
    }
    let password = Password::parse("correct horse battery staple");
    if let Ok(password) = password {
        let started = Instant::now();
        let hash = password.hash();
        rows.push(("argon2id hash (one run)".into(), started.elapsed()));
        if let Ok(hash) = hash {
            let started = Instant::now();
            black_box(hash.verify("correct horse battery staple"));
            rows.push(("argon2id verify (one run)".into(), started.elapsed()));
        }
    }

    println!(
        "{:<48} {:>12} {:>10}",
        "operation", "median µs", "× baseline"
    );
    for (name, took) in rows {
        let micros = took.as_secs_f64() * 1e6;
        let ratio = took.as_secs_f64() / baseline.as_secs_f64().max(f64::MIN_POSITIVE);
        println!("{name:<48} {micros:>12.2} {ratio:>10.2}");
    }
}

fn build_ring(
    alg: KeyAlgorithm,
    now: OffsetDateTime,
) -> Result<KeyRing, accounts_domain::keys::KeyError> {
    KeyRing::new(
        vec![
            (SigningKey::generate(alg, now)?, KeyState::Active),
            (
                SigningKey::generate(KeyAlgorithm::Hs256, now)?,
                KeyState::Active,
            ),
        ],
        AccessTokenSigning::Hmac,
    )
}
