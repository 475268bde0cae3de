//! The fuzz targets' logic, one function per target: `fuzz/` runs each
//! under libFuzzer (`cargo +nightly fuzz run NAME`), and
//! `tests/seeds.rs` replays the committed seeds (and any local corpus)
//! through each on stable Rust in the README's test command, so every
//! target is known to build and run (docs/testing.md, "Fuzzing").
//!
//! A target must never panic on any input: a panic is the finding. The
//! assertions in them are properties that hold for every input. What a
//! target builds before its first input (keys, a verifier, parsers) is
//! built once, and a failure there panics naming the target and what
//! failed ([`set_up`]): a target that quietly skipped its checks would
//! fuzz nothing and still pass, under libFuzzer and in the seeds' replay.

use std::sync::OnceLock;

use accounts_adapters::user_agent::UserAgents;
use accounts_domain::addresses::{AppOrigin, Email, PackageName, RedirectUri};
use accounts_domain::dpop::{ProofRequest, verify_proof};
use accounts_domain::keys::{AccessTokenSigning, KeyAlgorithm, KeyRing, KeyState, SigningKey};
use accounts_domain::offline::OfflineVerifier;
use accounts_domain::origin::DeviceParser;
use accounts_domain::pkce::CodeChallenge;
use accounts_domain::scim::filter::{Filter, PatchPath};
use accounts_domain::scope::Scopes;
use accounts_domain::secrets::PlainSecret;
use accounts_domain::timestamp::UtcTimestamp;
use accounts_domain::token_types::GrantType;
use accounts_http::admin::bodies as admin;
use accounts_http::native_apps::bodies as apps;
use accounts_http::native_apps::links::FederatedBody;
use accounts_http::oauth::DeviceAuthorizationForm;
use accounts_http::oauth::bodies as oauth;
use accounts_http::pages::AuthorizeQuery;
use accounts_http::seed::bodies as seed;
use accounts_service::device_grant::UserCode;
use accounts_service::second_factor::totp::{code_digits, recovery_digest};
use time::OffsetDateTime;

/// A target: what libFuzzer calls with each input.
pub type Target = fn(&[u8]);

/// Every target: its name (the `fuzz/fuzz_targets/` file and the seeds'
/// folder) and its function.
pub const TARGETS: [(&str, Target); 6] = [
    ("bodies", bodies),
    ("grammars", grammars),
    ("jws", jws),
    ("typed_codes", typed_codes),
    ("user_agent", user_agent),
    ("dpop_proofs", dpop_proofs),
];

/// What a target's setup made, or a panic naming the target and what
/// failed: under libFuzzer a crash with that message, in the seeds'
/// replay a failed test, never a target that runs on without its checks.
#[allow(
    clippy::panic,
    reason = "a fuzz target whose setup failed must stop, not fuzz nothing"
)]
pub fn set_up<T, E: std::fmt::Display>(target: &str, what: &str, made: Result<T, E>) -> T {
    match made {
        Ok(made) => made,
        Err(e) => panic!("fuzz target {target}: setup failed: {what}: {e}"),
    }
}

fn json<T: serde::de::DeserializeOwned>(data: &[u8]) {
    let _ = serde_json::from_slice::<T>(data);
}

fn form<T: serde::de::DeserializeOwned>(data: &[u8]) {
    let _ = serde_urlencoded::from_bytes::<T>(data);
}

/// Every JSON and form body the service reads, as the extractors read
/// them (serde_json, serde_urlencoded), including the custom
/// deserialisers (`NoFields`, package names that may be empty text).
pub fn bodies(data: &[u8]) {
    json::<apps::LoginBody>(data);
    json::<apps::CodeBody>(data);
    json::<apps::IdTokenBody>(data);
    json::<apps::ProfileChangesRequest>(data);
    json::<apps::RegisterRequest>(data);
    json::<apps::TokenRequest>(data);
    json::<apps::ForgotRequest>(data);
    json::<apps::ResetRequest>(data);
    json::<apps::PasswordChangeRequest>(data);
    json::<apps::EmailChangeRequest>(data);
    json::<apps::MfaAnswerRequest>(data);
    json::<apps::TotpCodeRequest>(data);
    json::<apps::NoFields>(data);
    json::<apps::PasskeyRequest>(data);
    json::<apps::PasskeyNameRequest>(data);
    json::<apps::PasskeySignInRequest>(data);
    json::<FederatedBody>(data);
    json::<seed::VerifyTokenBody>(data);
    json::<seed::TokenBody>(data);
    json::<admin::NewClientRequest>(data);
    json::<admin::NewUserRequest>(data);
    json::<admin::PasswordRequest>(data);
    json::<admin::NewWebhookRequest>(data);
    json::<admin::NewResourceRequest>(data);
    json::<admin::NewGrantRequest>(data);
    form::<oauth::TokenForm>(data);
    form::<oauth::RevokeForm>(data);
    form::<oauth::ParForm>(data);
    form::<AuthorizeQuery>(data);
    form::<DeviceAuthorizationForm>(data);
}

/// The value grammars every request goes through: email addresses
/// (sign-in and registration spellings), redirect URIs, package names, app
/// origins, scopes, PKCE challenges, timestamps, grant types.
pub fn grammars(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(email) = Email::parse(text) {
        // A parsed address parses again to itself.
        assert_eq!(Email::parse(email.as_str()).ok().as_ref(), Some(&email));
        let _ = email.normalized();
    }
    let _ = Email::parse_registration(text);
    if let Ok(uri) = RedirectUri::parse(text) {
        assert_eq!(RedirectUri::parse(uri.as_str()).ok().as_ref(), Some(&uri));
    }
    let _ = PackageName::parse(text);
    let _ = AppOrigin::parse(text);
    if let Ok(scopes) = Scopes::parse(text) {
        assert_eq!(Scopes::parse(&scopes.to_string()).ok(), Some(scopes));
    }
    let _ = CodeChallenge::parse(text, Some("S256"));
    let _ = CodeChallenge::parse(text, None);
    let _ = UtcTimestamp::parse(text);
    let _ = GrantType::parse(text);
    // SCIM filters and paths: whatever a directory sends, an answer and
    // never a panic (nesting is bounded).
    let _ = Filter::parse(text);
    let _ = PatchPath::parse(text);
}

const ISSUER: &str = "https://accounts.example.com";

/// The offline verifier of a key ring with an active ES256 key, a
/// pending RS256 key and the HS256 key, as the service publishes them.
fn verifier() -> &'static OfflineVerifier {
    static VERIFIER: OnceLock<OfflineVerifier> = OnceLock::new();
    VERIFIER.get_or_init(|| {
        set_up(
            "jws",
            "the verifier of a fresh key ring",
            offline_verifier(),
        )
    })
}

fn offline_verifier() -> Result<OfflineVerifier, String> {
    let now = OffsetDateTime::now_utc();
    let keys = [
        (KeyAlgorithm::Es256, KeyState::Active),
        (KeyAlgorithm::Rs256, KeyState::Pending),
        (KeyAlgorithm::Hs256, KeyState::Active),
    ]
    .into_iter()
    .map(|(alg, state)| {
        SigningKey::generate(alg, now)
            .map(|key| (key, state))
            .map_err(|e| format!("generating a {alg:?} key: {e}"))
    })
    .collect::<Result<Vec<_>, _>>()?;
    let ring =
        KeyRing::new(keys, AccessTokenSigning::Hmac).map_err(|e| format!("the key ring: {e}"))?;
    let jwks = serde_json::to_string(ring.jwks()).map_err(|e| format!("the JWKS: {e}"))?;
    OfflineVerifier::from_jwks_json(&jwks, ISSUER).map_err(|e| format!("reading the JWKS: {e}"))
}

/// Compact JWS and token parsing: an arbitrary string as an id_token for
/// the offline verifier (signature by a published key, header, claims),
/// and an arbitrary string as a JWKS document.
pub fn jws(data: &[u8]) {
    let verifier = verifier();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = verifier.verify_id_token(
        text,
        "01JD0000000000000000000000",
        OffsetDateTime::now_utc(),
    );
    let _ = OfflineVerifier::from_jwks_json(text, ISSUER);
}

/// What people type or paste from a mail: device user codes,
/// authenticator codes, recovery codes and mailed tokens (the reset and
/// verification links' `token`), as the service reads them before any
/// look-up.
pub fn typed_codes(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Some(code) = UserCode::parse(text) {
        // The shown form reads back as the same code, lower case too.
        let shown = code.display();
        assert_eq!(
            UserCode::parse(&shown).map(|c| c.digest()),
            Some(code.digest())
        );
        assert_eq!(
            UserCode::parse(&shown.to_lowercase()).map(|c| c.digest()),
            Some(code.digest())
        );
    }
    if let Some(digits) = code_digits(text) {
        assert_eq!(digits.len(), 6);
        assert_eq!(code_digits(&digits).as_deref(), Some(digits.as_str()));
    }
    // Case, dashes and spaces never change which recovery code is meant.
    assert_eq!(
        recovery_digest(text),
        recovery_digest(&text.to_ascii_uppercase().replace('-', " "))
    );
    // A mailed token is looked up by its digest only.
    let _ = PlainSecret::from_presented(text).digest();
}

/// The User-Agent wrapper: uap-core's rules, woothee and the engine
/// tokens over an arbitrary header value.
pub fn user_agent(data: &[u8]) {
    static PARSER: OnceLock<UserAgents> = OnceLock::new();
    let parser = PARSER.get_or_init(|| {
        set_up(
            "user_agent",
            "loading the User-Agent rules",
            UserAgents::start(),
        )
    });
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = parser.parse(text);
    }
}

/// A DPoP proof (RFC 9449) as every resource and the token endpoint check
/// it: an arbitrary string as the `DPoP` header, with and without an
/// access token to bind. A proof that verifies names a key thumbprint of
/// 43 base64url characters (SHA-256).
pub fn dpop_proofs(data: &[u8]) {
    let now = set_up(
        "dpop_proofs",
        "the seeds' instant",
        OffsetDateTime::from_unix_timestamp(1_795_000_000),
    );
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for access_token in [None, Some("an-access-token")] {
        let request = ProofRequest {
            method: "POST",
            url: "https://accounts.example.com/accounts/oauth2/v1/token",
            access_token,
            now,
        };
        if let Ok(proof) = verify_proof(text, &request) {
            assert_eq!(proof.jkt.len(), 43);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_setup_succeeds() {
        assert!(offline_verifier().is_ok());
        assert!(UserAgents::start().is_ok());
    }

    #[test]
    #[should_panic(expected = "fuzz target jws: setup failed: the key ring: no active key")]
    fn a_failed_setup_panics_naming_the_target_and_what_failed() {
        set_up::<(), _>("jws", "the key ring", Err("no active key"));
    }
}
