//! An upstream id_token's checks, OpenID Connect Core §3.1.3.7: signed
//! (never `none`, never encrypted) by a key of the provider's JWKS, or
//! with our client secret (HMAC) when we have one, in an algorithm the
//! provider's discovery document names; issued by the provider; for us
//! alone (or, for an app's token, for the audiences the caller checks);
//! not expired; carrying the nonce we sent.

use std::time::SystemTime;

use josekit::jwk::Jwk;
use josekit::jws::{
    ES256, ES384, ES512, EdDSA, HS256, HS384, HS512, JwsVerifier, PS256, PS384, PS512, RS256,
    RS384, RS512,
};
use serde::Deserialize;

/// Why an id_token was not accepted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(super) enum IdTokenError {
    /// No key of the JWKS verifies it (a rotation may explain it: the
    /// keys are worth fetching again).
    #[error("signature: {0}")]
    Signature(String),
    /// Anything else: not a JWS, a refused algorithm, a claim that does
    /// not check out.
    #[error("{0}")]
    Claims(String),
}

/// What the token must satisfy.
#[derive(Debug)]
pub(super) struct Expected<'a> {
    /// The issuer, exactly.
    pub(super) issuer: &'a str,
    /// Our client id: the one audience, and the authorized party if one
    /// is named; `None` leaves the audience to the caller (an app's
    /// token names the app).
    pub(super) audience: Option<&'a str>,
    /// The nonce we sent (`None`: an app's token, which carries its own).
    pub(super) nonce: Option<&'a str>,
    /// The algorithms the provider signs id_tokens with.
    pub(super) algorithms: &'a [String],
    /// Our client secret, which verifies HMAC-signed tokens.
    pub(super) secret: Option<&'a str>,
    /// The time the token must not have expired by.
    pub(super) now: SystemTime,
}

/// The claims an id_token carries that we read.
#[derive(Debug, Clone, Deserialize)]
pub(super) struct IdTokenClaims {
    pub(super) iss: String,
    pub(super) sub: String,
    #[serde(default, deserialize_with = "one_or_many")]
    pub(super) aud: Vec<String>,
    pub(super) azp: Option<String>,
    pub(super) exp: f64,
    pub(super) iat: f64,
    pub(super) nonce: Option<String>,
    pub(super) email: Option<String>,
    /// A boolean, or (Apple) the string `"true"` or `"false"`.
    #[serde(default, deserialize_with = "flag")]
    pub(super) email_verified: Option<bool>,
    pub(super) name: Option<String>,
    #[serde(default)]
    pub(super) amr: Vec<String>,
}

/// Checks `token` against `keys` and `expected`; its claims when it
/// holds.
pub(super) fn check(
    token: &str,
    keys: &[Jwk],
    expected: &Expected<'_>,
) -> Result<IdTokenClaims, IdTokenError> {
    let refused = |why: &str| IdTokenError::Claims(why.to_owned());
    if token.split('.').count() != 3 {
        return Err(refused(
            "not a signed JWT (an encrypted id_token is not accepted)",
        ));
    }
    let token = &canonical(token).ok_or_else(|| refused("not base64url"))?;
    let header = josekit::jwt::decode_header(token).map_err(|_| refused("not a JWT"))?;
    let alg = header
        .claim("alg")
        .and_then(|a| a.as_str())
        .ok_or_else(|| refused("no alg"))?
        .to_owned();
    if alg == "none" || !expected.algorithms.contains(&alg) {
        return Err(IdTokenError::Claims(format!(
            "the algorithm {} is not one the provider signs with",
            shown(&alg)
        )));
    }
    // Another JWT the provider signs (a logout token, an RFC 9068 access
    // token) is not an id_token, though its claims may look like one.
    let typ = header.claim("typ").and_then(|t| t.as_str());
    let typ_ok = typ.is_none_or(|typ| {
        let typ = typ.to_ascii_lowercase();
        let bare = typ.strip_prefix("application/").unwrap_or(&typ);
        bare == "jwt" || bare == "jose"
    });
    if !typ_ok || header.claim("cty").is_some() || header.claim("crit").is_some() {
        return Err(refused(
            "its header says it is another kind of JWT (typ, cty or crit)",
        ));
    }
    let kid = header.claim("kid").and_then(|k| k.as_str());
    let verifiers = verifiers(&alg, kid, keys, expected.secret);
    if verifiers.is_empty() {
        return Err(IdTokenError::Signature(format!(
            "no key for {}{}",
            shown(&alg),
            kid.map(|k| format!(" with kid {}", shown(k)))
                .unwrap_or_default()
        )));
    }
    let payload = verifiers
        .iter()
        .find_map(|v| josekit::jwt::decode_with_verifier(token, v.as_ref()).ok())
        .map(|(payload, _)| payload)
        .ok_or_else(|| IdTokenError::Signature("no key verifies it".into()))?;
    let claims: IdTokenClaims =
        serde_json::from_value(serde_json::Value::Object(payload.claims_set().clone()))
            .map_err(|e| IdTokenError::Claims(format!("its claims: {e}")))?;
    checked_claims(claims, expected)
}

/// A value the token's sender chose, fit for a log line: quoted and
/// escaped, at most 64 characters.
fn shown(value: &str) -> String {
    let head: String = value.chars().take(64).collect();
    format!("{head:?}")
}

/// The token with its signature in canonical base64url. The signature
/// may end in a character whose unused low bits are set: another
/// spelling of the same bytes, which RFC 7515's decoders accept and
/// josekit's does not. Header and claims stay as sent: the signature
/// covers their text, and the service's replay check is keyed on it
/// (docs/decisions.md, "Upstream identity providers").
fn canonical(token: &str) -> Option<String> {
    use base64::Engine as _;
    use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig, URL_SAFE_NO_PAD};
    const LENIENT: GeneralPurpose = GeneralPurpose::new(
        &base64::alphabet::URL_SAFE,
        GeneralPurposeConfig::new()
            .with_encode_padding(false)
            .with_decode_padding_mode(base64::engine::DecodePaddingMode::RequireNone)
            .with_decode_allow_trailing_bits(true),
    );
    let (signed, signature) = token.rsplit_once('.')?;
    let signature = URL_SAFE_NO_PAD.encode(LENIENT.decode(signature).ok()?);
    Some(format!("{signed}.{signature}"))
}

/// The claims' checks, after the signature's.
fn checked_claims(
    claims: IdTokenClaims,
    expected: &Expected<'_>,
) -> Result<IdTokenClaims, IdTokenError> {
    let refused = |why: &str| Err(IdTokenError::Claims(why.to_owned()));
    if claims.iss != expected.issuer {
        return refused("the issuer is not the provider");
    }
    if let Some(client_id) = expected.audience {
        if !claims.aud.iter().any(|a| a == client_id) {
            return refused("the audience is not us");
        }
        if claims.aud.iter().any(|a| a != client_id) {
            return refused("the audience names others beside us");
        }
        if claims.azp.as_deref().is_some_and(|azp| azp != client_id) {
            return refused("the authorized party is not us");
        }
    }
    let now = expected
        .now
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64());
    if claims.exp <= now {
        return refused("it has expired");
    }
    if let Some(nonce) = expected.nonce
        && claims.nonce.as_deref() != Some(nonce)
    {
        return refused("nonce mismatch");
    }
    if claims.sub.is_empty() {
        return refused("no subject");
    }
    Ok(claims)
}

/// The verifiers that may have signed a token with `alg` (and `kid`):
/// the secret for HMAC; else the JWKS's signing keys of that kid (all
/// of them when the token names none) whose own `alg`, if set, agrees.
fn verifiers(
    alg: &str,
    kid: Option<&str>,
    keys: &[Jwk],
    secret: Option<&str>,
) -> Vec<Box<dyn JwsVerifier>> {
    if alg.starts_with("HS") {
        let Some(secret) = secret else {
            return Vec::new();
        };
        let made = match alg {
            "HS256" => HS256.verifier_from_bytes(secret).map(boxed),
            "HS384" => HS384.verifier_from_bytes(secret).map(boxed),
            "HS512" => HS512.verifier_from_bytes(secret).map(boxed),
            _ => return Vec::new(),
        };
        return made.into_iter().collect();
    }
    keys.iter()
        .filter(|key| kid.is_none_or(|kid| key.key_id() == Some(kid)))
        .filter(|key| key.key_use().is_none_or(|u| u == "sig"))
        .filter(|key| key.algorithm().is_none_or(|a| a == alg))
        .filter_map(|key| verifier(alg, key))
        .collect()
}

fn boxed<V: JwsVerifier + 'static>(verifier: V) -> Box<dyn JwsVerifier> {
    Box::new(verifier)
}

/// A verifier of `alg` from `key`, if the key is of that kind. Its `kid`
/// was matched already (josekit's own check would refuse a token that
/// names none).
fn verifier(alg: &str, key: &Jwk) -> Option<Box<dyn JwsVerifier>> {
    let mut members: serde_json::Map<String, serde_json::Value> = key.as_ref().clone();
    members.remove("kid");
    let key = &Jwk::from_map(members).ok()?;
    let made = match alg {
        "RS256" => RS256.verifier_from_jwk(key).map(boxed),
        "RS384" => RS384.verifier_from_jwk(key).map(boxed),
        "RS512" => RS512.verifier_from_jwk(key).map(boxed),
        "PS256" => PS256.verifier_from_jwk(key).map(boxed),
        "PS384" => PS384.verifier_from_jwk(key).map(boxed),
        "PS512" => PS512.verifier_from_jwk(key).map(boxed),
        "ES256" => ES256.verifier_from_jwk(key).map(boxed),
        "ES384" => ES384.verifier_from_jwk(key).map(boxed),
        "ES512" => ES512.verifier_from_jwk(key).map(boxed),
        "EdDSA" => EdDSA.verifier_from_jwk(key).map(boxed),
        _ => return None,
    };
    made.ok()
}

fn one_or_many<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum OneOrMany {
        One(String),
        Many(Vec<String>),
    }
    Ok(match OneOrMany::deserialize(d)? {
        OneOrMany::One(one) => vec![one],
        OneOrMany::Many(many) => many,
    })
}

pub(super) fn flag<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<bool>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Flag {
        Bool(bool),
        Text(String),
    }
    Ok(match Option::<Flag>::deserialize(d)? {
        Some(Flag::Bool(b)) => Some(b),
        Some(Flag::Text(t)) => Some(t == "true"),
        None => None,
    })
}

#[cfg(test)]
mod tests;
