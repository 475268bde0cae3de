//! DPoP (RFC 9449; docs/decisions.md, "DPoP"): a proof checked for the
//! request it came with, its `jti` used once across every instance (the
//! database remembers it while the proof could still be accepted), and
//! the server's nonces, which any instance makes and checks with a key
//! derived from the master key, so they need no storage: a nonce names a
//! five-minute window and is good in that window and the next.

use time::Duration;

use crate::service::accounts::Accounts;
use accounts_domain::dpop::{PROOF_WINDOW, ProofError, ProofRequest, VerifiedProof, verify_proof};
use accounts_domain::repository::RepoError;
use accounts_domain::secrets::SecretDigest;

/// How long a nonce's window is.
const NONCE_WINDOW: i64 = 300;

/// The `token_type` of an access token: `DPoP` when it is bound to a key,
/// `Bearer` otherwise (the token answer and introspection alike).
pub fn token_type(bound: bool) -> &'static str {
    if bound { "DPoP" } else { "Bearer" }
}

/// A DPoP proof as a request carries it.
#[derive(Debug, Clone)]
pub struct DpopRequest {
    /// The `DPoP` header's value.
    pub proof: String,
    /// The request's method.
    pub method: String,
    /// The request's path (the URL is the issuer and the path).
    pub path: String,
}

/// Why a proof was not accepted.
#[derive(Debug, thiserror::Error)]
pub enum DpopError {
    /// `invalid_dpop_proof`: malformed, wrong request, stale, replayed, or
    /// for another key or token; the reason is for logs.
    #[error("invalid DPoP proof: {0}")]
    Invalid(&'static str),
    /// `use_dpop_nonce`: a nonce is required, or the proof's is not fresh;
    /// use this one.
    #[error("a fresh DPoP nonce is required")]
    UseNonce(String),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

impl From<ProofError> for DpopError {
    fn from(e: ProofError) -> Self {
        Self::Invalid(match e {
            ProofError::Malformed => "malformed",
            ProofError::Unsupported => "type, algorithm or key not accepted",
            ProofError::BadSignature => "signature",
            ProofError::WrongRequest => "htm or htu",
            ProofError::Stale => "iat",
            ProofError::WrongToken => "ath",
        })
    }
}

/// The nonce clients put in their next proofs (the `DPoP-Nonce`
/// header).
pub fn dpop_nonce(accounts: &Accounts) -> String {
    let window = accounts
        .clock
        .now()
        .unix_timestamp()
        .div_euclid(NONCE_WINDOW);
    format!(
        "{window}.{}",
        accounts.dpop_nonces.tag(window.to_string().as_bytes())
    )
}

/// Whether `nonce` is one of ours from this window or the last.
fn nonce_is_fresh(accounts: &Accounts, nonce: &str) -> bool {
    let now = accounts
        .clock
        .now()
        .unix_timestamp()
        .div_euclid(NONCE_WINDOW);
    let Some((window, tag)) = nonce.split_once('.') else {
        return false;
    };
    let Ok(window) = window.parse::<i64>() else {
        return false;
    };
    (window == now || window == now - 1)
        && accounts
            .dpop_nonces
            .verify(window.to_string().as_bytes(), tag)
}

/// Checks a proof for its request (and, at a resource, for the access
/// token presented), then notes its `jti`: a second use anywhere is
/// refused. With `nonce_required` (the token endpoint) a proof
/// without a fresh nonce of ours is answered with one (blocking).
pub fn check_dpop(
    accounts: &Accounts,
    dpop: &DpopRequest,
    access_token: Option<&str>,
    nonce_required: bool,
) -> Result<VerifiedProof, DpopError> {
    let url = format!("{}{}", accounts.issuer(), dpop.path);
    let proof = verify_proof(
        &dpop.proof,
        &ProofRequest {
            method: &dpop.method,
            url: &url,
            access_token,
            now: accounts.clock.now(),
        },
    )?;
    let fresh = proof.nonce.as_deref().map(|n| nonce_is_fresh(accounts, n));
    if fresh == Some(false) || (nonce_required && fresh.is_none()) {
        return Err(DpopError::UseNonce(dpop_nonce(accounts)));
    }
    let seen = SecretDigest::of(&format!("{}.{}", proof.jkt, proof.jti));
    // Kept while a proof with that iat could still be accepted.
    let keep_until = proof.iat + PROOF_WINDOW + Duration::seconds(1);
    if !accounts.store.note_proof(&seen, keep_until)? {
        return Err(DpopError::Invalid("jti replayed"));
    }
    Ok(proof)
}
