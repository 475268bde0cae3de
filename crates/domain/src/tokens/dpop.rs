//! DPoP proofs (RFC 9449): a client proves, with each request, that it
//! holds the private key its tokens are bound to. This checks a proof's
//! form, signature (with the public key it carries), method, URL, age and
//! access-token hash, and computes the key's RFC 7638 thumbprint (the
//! `jkt` that binds tokens). Whether its `jti` was seen before and its
//! `nonce` is fresh is the service's to decide.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ring::signature::{self, UnparsedPublicKey};
use serde_json::Value;
use time::{Duration, OffsetDateTime};

/// The proof algorithms accepted (discovery's
/// `dpop_signing_alg_values_supported`).
pub const ALGORITHMS: [&str; 4] = ["ES256", "EdDSA", "RS256", "PS256"];
/// How far a proof's `iat` may be from now, either way.
pub const PROOF_WINDOW: Duration = Duration::seconds(60);
/// The longest proof read.
const MAX_PROOF: usize = 8 * 1024;
/// The longest `jti` accepted.
const MAX_JTI: usize = 256;

/// What a proof must match: the request it came with.
#[derive(Debug, Clone, Copy)]
pub struct ProofRequest<'a> {
    /// The HTTP method, e.g. `POST`.
    pub method: &'a str,
    /// The URL the client sent the request to (this service's public URL
    /// and the path).
    pub url: &'a str,
    /// At a resource: the access token presented, whose hash `ath` must be.
    pub access_token: Option<&'a str>,
    /// Now.
    pub now: OffsetDateTime,
}

/// A proof that checked out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifiedProof {
    /// The RFC 7638 SHA-256 thumbprint of its key, base64url.
    pub jkt: String,
    /// Its unique id (replays are refused by it).
    pub jti: String,
    /// When it was made.
    pub iat: OffsetDateTime,
    /// The server nonce it carries, if any.
    pub nonce: Option<String>,
}

/// Why a proof was refused (`invalid_dpop_proof`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ProofError {
    /// Not a compact JWS with the header and claims a proof has.
    #[error("the DPoP proof is malformed")]
    Malformed,
    /// `typ` is not `dpop+jwt`, or `alg` is not one we accept or not the
    /// key's, or the key is not a public key we can use.
    #[error("the DPoP proof's type, algorithm or key is not accepted")]
    Unsupported,
    /// The signature does not verify with the proof's key.
    #[error("the DPoP proof's signature does not verify")]
    BadSignature,
    /// `htm` or `htu` is not this request's.
    #[error("the DPoP proof was made for another request")]
    WrongRequest,
    /// `iat` is too far from now.
    #[error("the DPoP proof is too old or from the future")]
    Stale,
    /// `ath` is missing or not the access token's hash.
    #[error("the DPoP proof is not for this access token")]
    WrongToken,
}

fn decode(part: &str) -> Result<Vec<u8>, ProofError> {
    URL_SAFE_NO_PAD
        .decode(part)
        .map_err(|_| ProofError::Malformed)
}

fn member<'a>(object: &'a Value, name: &str) -> Result<&'a str, ProofError> {
    object
        .get(name)
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
        .ok_or(ProofError::Malformed)
}

/// A base64url member of a JWK, checked to be one (so it can be put into
/// a thumbprint's JSON as is).
fn b64_member<'a>(jwk: &'a Value, name: &str) -> Result<&'a str, ProofError> {
    let value = member(jwk, name)?;
    let ok = value
        .bytes()
        .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_');
    if ok {
        Ok(value)
    } else {
        Err(ProofError::Unsupported)
    }
}

/// The RFC 7638 thumbprint of a public JWK (EC P-256, OKP Ed25519 or
/// RSA): SHA-256 of its required members in lexicographic order, base64url.
pub fn thumbprint(jwk: &Value) -> Result<String, ProofError> {
    let canonical = match member(jwk, "kty")? {
        "EC" => format!(
            r#"{{"crv":"{}","kty":"EC","x":"{}","y":"{}"}}"#,
            b64_member(jwk, "crv")
                .and_then(|c| (c == "P-256").then_some(c).ok_or(ProofError::Unsupported))?,
            b64_member(jwk, "x")?,
            b64_member(jwk, "y")?
        ),
        "OKP" => format!(
            r#"{{"crv":"{}","kty":"OKP","x":"{}"}}"#,
            member(jwk, "crv")
                .and_then(|c| (c == "Ed25519").then_some(c).ok_or(ProofError::Unsupported))?,
            b64_member(jwk, "x")?
        ),
        "RSA" => format!(
            r#"{{"e":"{}","kty":"RSA","n":"{}"}}"#,
            b64_member(jwk, "e")?,
            b64_member(jwk, "n")?
        ),
        _ => return Err(ProofError::Unsupported),
    };
    let digest = ring::digest::digest(&ring::digest::SHA256, canonical.as_bytes());
    Ok(URL_SAFE_NO_PAD.encode(digest.as_ref()))
}

/// `ath`: base64url SHA-256 of the access token.
pub fn token_hash(access_token: &str) -> String {
    let digest = ring::digest::digest(&ring::digest::SHA256, access_token.as_bytes());
    URL_SAFE_NO_PAD.encode(digest.as_ref())
}

/// Verifies `signed` (the JWS signing input) against `signature` with the
/// public JWK for `alg`.
fn verify_signature(alg: &str, jwk: &Value, signed: &[u8], sig: &[u8]) -> Result<(), ProofError> {
    let checked = match (alg, member(jwk, "kty")?) {
        ("ES256", "EC") => {
            let mut point = vec![4u8];
            point.extend(decode(b64_member(jwk, "x")?)?);
            point.extend(decode(b64_member(jwk, "y")?)?);
            if point.len() != 65 {
                return Err(ProofError::Unsupported);
            }
            UnparsedPublicKey::new(&signature::ECDSA_P256_SHA256_FIXED, point).verify(signed, sig)
        }
        ("EdDSA", "OKP") => {
            let x = decode(b64_member(jwk, "x")?)?;
            UnparsedPublicKey::new(&signature::ED25519, x).verify(signed, sig)
        }
        ("RS256" | "PS256", "RSA") => {
            let n = decode(b64_member(jwk, "n")?)?;
            let e = decode(b64_member(jwk, "e")?)?;
            let params = if alg == "RS256" {
                &signature::RSA_PKCS1_2048_8192_SHA256
            } else {
                &signature::RSA_PSS_2048_8192_SHA256
            };
            signature::RsaPublicKeyComponents { n: &n, e: &e }.verify(params, signed, sig)
        }
        _ => return Err(ProofError::Unsupported),
    };
    checked.map_err(|_| ProofError::BadSignature)
}

/// The URL a proof's `htu` names, for comparison: scheme, host, port and
/// path, without query and fragment (RFC 9449 4.3).
fn comparable(url: &str) -> Option<(String, String, Option<u16>, String)> {
    let parsed = url::Url::parse(url).ok()?;
    Some((
        parsed.scheme().to_owned(),
        parsed.host_str()?.to_owned(),
        parsed.port_or_known_default(),
        parsed.path().to_owned(),
    ))
}

/// Checks a DPoP proof for `request` (RFC 9449 4.3, but the `jti` replay
/// and `nonce` checks, which need state).
pub fn verify_proof(proof: &str, request: &ProofRequest<'_>) -> Result<VerifiedProof, ProofError> {
    if proof.len() > MAX_PROOF {
        return Err(ProofError::Malformed);
    }
    let mut parts = proof.split('.');
    let (Some(head), Some(body), Some(sig), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(ProofError::Malformed);
    };
    let header: Value =
        serde_json::from_slice(&decode(head)?).map_err(|_| ProofError::Malformed)?;
    let claims: Value =
        serde_json::from_slice(&decode(body)?).map_err(|_| ProofError::Malformed)?;
    if member(&header, "typ")? != "dpop+jwt" {
        return Err(ProofError::Unsupported);
    }
    let alg = member(&header, "alg")?;
    if !ALGORITHMS.contains(&alg) {
        return Err(ProofError::Unsupported);
    }
    let jwk = header
        .get("jwk")
        .filter(|k| k.is_object())
        .ok_or(ProofError::Malformed)?;
    // A private key in the header would be a client's mistake we must not
    // go along with.
    if ["d", "p", "q", "dp", "dq", "qi", "k"]
        .iter()
        .any(|m| jwk.get(*m).is_some())
    {
        return Err(ProofError::Unsupported);
    }
    let signing_input = &proof[..head.len() + 1 + body.len()];
    verify_signature(alg, jwk, signing_input.as_bytes(), &decode(sig)?)?;

    let jti = member(&claims, "jti")?;
    if jti.len() > MAX_JTI {
        return Err(ProofError::Malformed);
    }
    if member(&claims, "htm")? != request.method {
        return Err(ProofError::WrongRequest);
    }
    let htu = comparable(member(&claims, "htu")?).ok_or(ProofError::WrongRequest)?;
    if Some(htu) != comparable(request.url) {
        return Err(ProofError::WrongRequest);
    }
    let iat = claims
        .get("iat")
        .and_then(Value::as_i64)
        .and_then(|t| OffsetDateTime::from_unix_timestamp(t).ok())
        .ok_or(ProofError::Malformed)?;
    if (request.now - iat).abs() > PROOF_WINDOW {
        return Err(ProofError::Stale);
    }
    if let Some(token) = request.access_token {
        let ath = claims.get("ath").and_then(Value::as_str);
        if ath != Some(token_hash(token).as_str()) {
            return Err(ProofError::WrongToken);
        }
    }
    let nonce = claims
        .get("nonce")
        .and_then(Value::as_str)
        .map(str::to_owned);
    Ok(VerifiedProof {
        jkt: thumbprint(jwk)?,
        jti: jti.to_owned(),
        iat,
        nonce,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ring::rand::SystemRandom;
    use ring::signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, KeyPair};
    use serde_json::json;

    const NOW: i64 = 1_795_000_000;

    fn key() -> EcdsaKeyPair {
        let rng = SystemRandom::new();
        let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &rng).unwrap();
        EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, pkcs8.as_ref(), &rng).unwrap()
    }

    fn jwk(key: &EcdsaKeyPair) -> Value {
        let point = key.public_key().as_ref();
        json!({"kty": "EC", "crv": "P-256",
               "x": URL_SAFE_NO_PAD.encode(&point[1..33]),
               "y": URL_SAFE_NO_PAD.encode(&point[33..])})
    }

    fn proof(key: &EcdsaKeyPair, header: Value, claims: Value) -> String {
        let signing = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(header.to_string()),
            URL_SAFE_NO_PAD.encode(claims.to_string())
        );
        let sig = key.sign(&SystemRandom::new(), signing.as_bytes()).unwrap();
        format!("{signing}.{}", URL_SAFE_NO_PAD.encode(sig.as_ref()))
    }

    fn request(token: Option<&str>) -> ProofRequest<'_> {
        ProofRequest {
            method: "POST",
            url: "https://accounts.example.com/accounts/oauth2/v1/token",
            access_token: token,
            now: OffsetDateTime::from_unix_timestamp(NOW).unwrap(),
        }
    }

    #[test]
    fn the_rfc_7638_example_thumbprint() {
        // RFC 7638 3.1.
        let jwk = json!({"kty": "RSA", "e": "AQAB", "alg": "RS256", "kid": "2011-04-29",
            "n": "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw"});
        assert_eq!(
            thumbprint(&jwk).unwrap(),
            "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs"
        );
    }

    #[test]
    fn a_good_proof_checks_out_and_each_rule_refuses() {
        let key = key();
        let header = json!({"typ": "dpop+jwt", "alg": "ES256", "jwk": jwk(&key)});
        let claims = json!({"jti": "j1", "htm": "POST",
            "htu": "https://accounts.example.com/accounts/oauth2/v1/token?x=1", "iat": NOW - 10});
        let good = proof(&key, header.clone(), claims.clone());
        let verified = verify_proof(&good, &request(None)).unwrap();
        assert_eq!(verified.jkt, thumbprint(&jwk(&key)).unwrap());
        assert_eq!(verified.jti, "j1");

        let with = |name: &str, value: Value| {
            let mut c = claims.clone();
            c[name] = value;
            proof(&key, header.clone(), c)
        };
        let refused = |p: &str, why| assert_eq!(verify_proof(p, &request(None)), Err(why));
        refused(&with("htm", json!("GET")), ProofError::WrongRequest);
        refused(
            &with(
                "htu",
                json!("https://evil.example.com/accounts/oauth2/v1/token"),
            ),
            ProofError::WrongRequest,
        );
        refused(&with("iat", json!(NOW - 61)), ProofError::Stale);
        refused(&with("iat", json!(NOW + 61)), ProofError::Stale);
        let mut typ = header.clone();
        typ["typ"] = json!("JWT");
        refused(&proof(&key, typ, claims.clone()), ProofError::Unsupported);
        let mut none = header.clone();
        none["alg"] = json!("none");
        refused(&proof(&key, none, claims.clone()), ProofError::Unsupported);
        let mut private = header.clone();
        private["jwk"]["d"] = json!("AAAA");
        refused(
            &proof(&key, private, claims.clone()),
            ProofError::Unsupported,
        );
        // Another key's signature.
        let mut other = header.clone();
        other["jwk"] = jwk(&self::key());
        refused(
            &proof(&key, other, claims.clone()),
            ProofError::BadSignature,
        );
        refused("a.b", ProofError::Malformed);
        refused("not base64.!!.x", ProofError::Malformed);

        // At a resource, `ath` must be the token's hash.
        let at = with("ath", json!(token_hash("the-token")));
        assert!(verify_proof(&at, &request(Some("the-token"))).is_ok());
        assert_eq!(
            verify_proof(&at, &request(Some("another"))),
            Err(ProofError::WrongToken)
        );
        assert_eq!(
            verify_proof(&good, &request(Some("the-token"))),
            Err(ProofError::WrongToken)
        );
    }

    /// A signer for one of the other advertised algorithms, and its
    /// public JWK.
    type Signer = Box<dyn Fn(&[u8]) -> Vec<u8>>;

    fn other_key(alg: &str) -> (Value, Signer) {
        use josekit::jws::JwsSigner;
        match alg {
            "EdDSA" => {
                let rng = SystemRandom::new();
                let pkcs8 = ring::signature::Ed25519KeyPair::generate_pkcs8(&rng).unwrap();
                let pair = ring::signature::Ed25519KeyPair::from_pkcs8(pkcs8.as_ref()).unwrap();
                let jwk = json!({"kty": "OKP", "crv": "Ed25519",
                    "x": URL_SAFE_NO_PAD.encode(pair.public_key().as_ref())});
                (jwk, Box::new(move |m| pair.sign(m).as_ref().to_vec()))
            }
            "RS256" => {
                let pair = josekit::jws::RS256.generate_key_pair(2048).unwrap();
                let signer = josekit::jws::RS256
                    .signer_from_jwk(&pair.to_jwk_private_key())
                    .unwrap();
                (
                    rsa_jwk(&pair.to_jwk_public_key()),
                    Box::new(move |m| signer.sign(m).unwrap()),
                )
            }
            "PS256" => {
                let pair = josekit::jws::PS256.generate_key_pair(2048).unwrap();
                let signer = josekit::jws::PS256
                    .signer_from_jwk(&pair.to_jwk_private_key())
                    .unwrap();
                (
                    rsa_jwk(&pair.to_jwk_public_key()),
                    Box::new(move |m| signer.sign(m).unwrap()),
                )
            }
            other => panic!("{other}"),
        }
    }

    /// The public members of an RSA key, as a client's proof carries them.
    fn rsa_jwk(public: &josekit::jwk::Jwk) -> Value {
        let public: Value = serde_json::from_str(&public.to_string()).unwrap();
        json!({"kty": "RSA", "n": public["n"], "e": public["e"]})
    }

    fn signed_with(sign: &Signer, header: &Value, claims: &Value) -> String {
        let signing = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(header.to_string()),
            URL_SAFE_NO_PAD.encode(claims.to_string())
        );
        format!(
            "{signing}.{}",
            URL_SAFE_NO_PAD.encode(sign(signing.as_bytes()))
        )
    }

    #[test]
    fn every_advertised_algorithm_makes_proofs_that_verify() {
        let claims = json!({"jti": "j2", "htm": "POST",
            "htu": "https://accounts.example.com/accounts/oauth2/v1/token", "iat": NOW});
        for alg in ["EdDSA", "RS256", "PS256"] {
            assert!(ALGORITHMS.contains(&alg), "{alg} is advertised");
            let (jwk, sign) = other_key(alg);
            let header = json!({"typ": "dpop+jwt", "alg": alg, "jwk": jwk});
            let good = signed_with(&sign, &header, &claims);
            let verified =
                verify_proof(&good, &request(None)).unwrap_or_else(|e| panic!("{alg}: {e:?}"));
            assert_eq!(verified.jkt, thumbprint(&jwk).unwrap(), "{alg}");
            // A changed claim breaks the signature.
            let mut changed = claims.clone();
            changed["jti"] = json!("j3");
            let (head, _) = good.rsplit_once('.').unwrap();
            let forged = format!(
                "{}.{}.{}",
                head.split('.').next().unwrap(),
                URL_SAFE_NO_PAD.encode(changed.to_string()),
                good.rsplit('.').next().unwrap()
            );
            assert_eq!(
                verify_proof(&forged, &request(None)),
                Err(ProofError::BadSignature),
                "{alg}"
            );
        }
        // An RSA signature under the other RSA algorithm's name.
        let (jwk, sign) = other_key("RS256");
        let header = json!({"typ": "dpop+jwt", "alg": "PS256", "jwk": jwk});
        assert_eq!(
            verify_proof(&signed_with(&sign, &header, &claims), &request(None)),
            Err(ProofError::BadSignature)
        );
    }
}
