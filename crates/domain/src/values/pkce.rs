//! PKCE (RFC 7636), S256 only: `plain` offers no protection and is refused.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ring::digest::{SHA256, digest};

use crate::secrets::constant_time_eq;
use crate::values::addresses::ValueError;

/// A `code_challenge`: base64url(SHA-256(verifier)), 43 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CodeChallenge(String);

/// The unreserved characters RFC 7636 allows in a verifier.
fn is_unreserved(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_' | b'~')
}

impl CodeChallenge {
    /// Accepts an S256 challenge (`code_challenge_method` must be `S256`;
    /// `None` is taken as S256 too only by callers that document it).
    pub fn parse(challenge: &str, method: Option<&str>) -> Result<Self, ValueError> {
        const FIELD: &str = "code_challenge";
        match method {
            Some("S256") | None => {}
            Some(_) => {
                return Err(ValueError {
                    field: "code_challenge_method",
                    reason: "only S256 is supported",
                });
            }
        }
        let decoded_len = URL_SAFE_NO_PAD.decode(challenge).map(|b| b.len());
        if challenge.len() != 43 || decoded_len != Ok(32) {
            return Err(ValueError {
                field: FIELD,
                reason: "must be 43 base64url characters (S256)",
            });
        }
        Ok(Self(challenge.to_owned()))
    }

    /// The challenge as sent.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `verifier` (the token request's `code_verifier`) answers this
    /// challenge. A verifier of the wrong length or alphabet never does.
    pub fn is_answered_by(&self, verifier: &str) -> bool {
        let well_formed =
            (43..=128).contains(&verifier.len()) && verifier.bytes().all(is_unreserved);
        if !well_formed {
            return false;
        }
        let computed = URL_SAFE_NO_PAD.encode(digest(&SHA256, verifier.as_bytes()));
        constant_time_eq(computed.as_bytes(), self.0.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The example of RFC 7636 appendix B.
    const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

    #[test]
    fn rfc7636_example_matches() {
        let challenge = CodeChallenge::parse(CHALLENGE, Some("S256")).unwrap();
        assert!(challenge.is_answered_by(VERIFIER));
        assert!(!challenge.is_answered_by(&VERIFIER.replace('d', "e")));
        assert!(!challenge.is_answered_by(""));
        assert!(!challenge.is_answered_by(&"a".repeat(129)));
    }

    #[test]
    fn plain_and_malformed_challenges_are_refused() {
        assert!(CodeChallenge::parse(CHALLENGE, Some("plain")).is_err());
        assert!(CodeChallenge::parse("short", Some("S256")).is_err());
        assert!(CodeChallenge::parse(&"!".repeat(43), None).is_err());
    }
}
