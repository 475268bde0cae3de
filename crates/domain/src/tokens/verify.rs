//! The verification rules of verify-token (docs/decisions.md, "Tokens and
//! verification"), as one pure function.
//!
//! Order matters and is part of the contract: everything that ties the token
//! to the asking client (signature, issuer, audience, client exists and is
//! enabled, secret, revocation) is checked before expiry, so a client that is
//! not the token's audience always gets INVALID_TOKEN and never learns that
//! the token exists or has expired. Expired means `now >= exp`.
//!
//! verify-token needs the server's key ring, its client records and its
//! revocation caches, so its rules come with the `server` feature; without
//! it this module holds what the offline verifier shares with them: the
//! signature-and-issuer check ([`signed_claims`]) and [`InvalidReason`].

use serde::de::DeserializeOwned;

use crate::tokens::keys::{Rejection, VerifyingKeys};
use crate::values::token_types::TokenType;
#[cfg(feature = "server")]
use {
    crate::store::records::ClientRecord,
    crate::tokens::claims::{AccessTokenClaims, Claims, IdTokenClaims},
    crate::tokens::keys::KeyRing,
    crate::values::ids::{SessionId, TokenId, UserId},
    crate::wire::api::VerifyTokenResponse,
    std::collections::HashSet,
    time::OffsetDateTime,
};

/// A verify-token request, borrowed from the request body.
#[cfg(feature = "server")]
#[derive(Debug, Clone, Copy)]
pub struct VerificationRequest<'a> {
    /// Which kind of token the caller says it holds.
    pub token_type: TokenType,
    /// The token.
    pub token: &'a str,
    /// The asking client.
    pub client_id: &'a str,
    /// The asking client's secret, if sent.
    pub client_secret: Option<&'a str>,
}

/// A request that cannot be verified at all: INVALID_REQUEST, not a verdict
/// about the token.
#[cfg(feature = "server")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum VerificationRequestError {
    /// `client_secret` is required for `token_type=token`.
    #[error("client_secret is required when token_type is token")]
    MissingClientSecret,
    /// A required field is empty.
    #[error("{0} must not be empty")]
    Empty(&'static str),
}

/// Why a token is INVALID_TOKEN. The caller answers the same for all of
/// them; the reason is for logs and tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InvalidReason {
    /// The token itself: shape, type, key, algorithm, signature, claims.
    Token(Rejection),
    /// `iss` is not ours.
    Issuer,
    /// `aud` is not the asking client.
    Audience,
    /// No such client.
    UnknownClient,
    /// The client is disabled.
    DisabledClient,
    /// The presented client_secret is wrong.
    WrongSecret,
    /// The token or its session was revoked.
    Revoked,
}

/// The verdict on a well-formed request.
#[cfg(feature = "server")]
// Success is the common case and the verdict is moved once; boxing the
// claims would cost an allocation per verification for nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verification {
    /// VERIFICATION_SUCCESS with the token's claims.
    Success(Claims),
    /// INVALID_TOKEN.
    Invalid(InvalidReason),
    /// EXPIRED_TOKEN: valid for this client in every respect but time.
    Expired,
}

#[cfg(feature = "server")]
impl Verification {
    /// The verify-token answer for this verdict.
    pub fn into_response(self) -> VerifyTokenResponse {
        match self {
            Verification::Success(claims) => VerifyTokenResponse::success(claims),
            Verification::Invalid(_) => VerifyTokenResponse::invalid(),
            Verification::Expired => VerifyTokenResponse::expired(),
        }
    }
}

/// What the verifier needs to know about revocations. The server backs it
/// with an in-memory cache of revoked sessions and tokens.
#[cfg(feature = "server")]
pub trait RevocationState {
    /// Whether the access token, or the session it belongs to, was revoked,
    /// or its user disabled.
    fn is_revoked(&self, claims: &AccessTokenClaims) -> bool {
        self.is_revoked_ids(claims.session_id, claims.token_id, claims.user_id)
    }
    /// [`RevocationState::is_revoked`] by the ids a token names (a user's
    /// token for an API names them in other claims).
    fn is_revoked_ids(&self, session: SessionId, token: TokenId, user: UserId) -> bool;
    /// Whether the user was disabled: none of their tokens verifies.
    fn is_disabled(&self, user: UserId) -> bool;
}

/// Revoked session and token ids, and disabled users, held in memory.
#[cfg(feature = "server")]
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RevokedSet {
    /// Revoked sessions.
    pub sessions: HashSet<SessionId>,
    /// Revoked access tokens.
    pub tokens: HashSet<TokenId>,
    /// Disabled users.
    pub users: HashSet<UserId>,
}

#[cfg(feature = "server")]
impl RevocationState for RevokedSet {
    fn is_revoked_ids(&self, session: SessionId, token: TokenId, user: UserId) -> bool {
        self.sessions.contains(&session)
            || self.tokens.contains(&token)
            || self.users.contains(&user)
    }

    fn is_disabled(&self, user: UserId) -> bool {
        self.users.contains(&user)
    }
}

/// Checks signature and claims shape, then the issuer, and returns the
/// typed claims. Shared by verify-token and the offline verifier.
pub fn signed_claims<C: DeserializeOwned>(
    keys: &VerifyingKeys,
    token: &str,
    kind: TokenType,
    issuer: &str,
    iss_of: impl Fn(&C) -> &str,
) -> Result<C, InvalidReason> {
    let payload = keys.verify(token, kind).map_err(InvalidReason::Token)?;
    let claims: C =
        serde_json::from_slice(&payload).map_err(|_| InvalidReason::Token(Rejection::BadClaims))?;
    if iss_of(&claims) != issuer {
        return Err(InvalidReason::Issuer);
    }
    Ok(claims)
}

/// The verdict on `request` for verify-token.
///
/// `client` is the record of `request.client_id` (or `None` when there is no
/// such client); `revocations` is consulted for access tokens only.
#[cfg(feature = "server")]
pub fn verdict(
    request: &VerificationRequest<'_>,
    client: Option<&ClientRecord>,
    keys: &KeyRing,
    issuer: &str,
    revocations: &dyn RevocationState,
    now: OffsetDateTime,
) -> Result<Verification, VerificationRequestError> {
    if request.token.is_empty() {
        return Err(VerificationRequestError::Empty("token"));
    }
    if request.client_id.is_empty() {
        return Err(VerificationRequestError::Empty("client_id"));
    }
    let secret = request.client_secret.filter(|s| !s.is_empty());
    if request.token_type == TokenType::Token && secret.is_none() {
        return Err(VerificationRequestError::MissingClientSecret);
    }
    let verdict = check(request, secret, client, keys, issuer, revocations);
    Ok(match verdict {
        Err(reason) => Verification::Invalid(reason),
        Ok(claims) if now.unix_timestamp() >= claims.exp() => Verification::Expired,
        Ok(claims) => Verification::Success(claims),
    })
}

#[cfg(feature = "server")]
fn check(
    request: &VerificationRequest<'_>,
    secret: Option<&str>,
    client: Option<&ClientRecord>,
    keys: &KeyRing,
    issuer: &str,
    revocations: &dyn RevocationState,
) -> Result<Claims, InvalidReason> {
    let VerificationRequest {
        token_type: kind,
        token,
        client_id,
        ..
    } = *request;
    let keys = keys.verifying_keys();
    let claims = match kind {
        TokenType::IdToken => Claims::IdToken(signed_claims::<IdTokenClaims>(
            keys,
            token,
            kind,
            issuer,
            |c| &c.iss,
        )?),
        TokenType::Token => Claims::Token(signed_claims::<AccessTokenClaims>(
            keys,
            token,
            kind,
            issuer,
            |c| &c.iss,
        )?),
    };
    if claims.aud().to_string() != client_id {
        return Err(InvalidReason::Audience);
    }
    let client = client.ok_or(InvalidReason::UnknownClient)?;
    if client.id != claims.aud() {
        return Err(InvalidReason::UnknownClient);
    }
    if !client.enabled {
        return Err(InvalidReason::DisabledClient);
    }
    if let Some(secret) = secret
        && !client.secret_digest.matches(secret)
    {
        return Err(InvalidReason::WrongSecret);
    }
    let revoked = match &claims {
        Claims::Token(access) => revocations.is_revoked(access),
        Claims::IdToken(id) => revocations.is_disabled(id.sub),
    };
    if revoked {
        return Err(InvalidReason::Revoked);
    }
    Ok(claims)
}

#[cfg(test)]
#[cfg(feature = "server")]
#[path = "verify_tests.rs"]
mod tests;
