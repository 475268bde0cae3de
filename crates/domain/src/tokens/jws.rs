//! JWS compact serialization, read defensively.
//!
//! Everything about a token that can be checked without a key is checked
//! here, before any signature work or claims parsing: the size, the shape
//! (three non-empty base64url parts), the header's JSON, and the absence of
//! `crit` extensions we would not understand.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::Deserialize;

/// The longest token accepted. Ours are well under 2 KiB; anything larger is
/// refused before it is decoded, so a megabyte of garbage costs nothing.
pub const MAX_TOKEN_LEN: usize = 8 * 1024;

/// The protected header fields we look at.
#[derive(Debug, Deserialize)]
pub(crate) struct Header {
    pub alg: String,
    #[serde(default)]
    pub kid: Option<String>,
    #[serde(default)]
    pub typ: Option<String>,
    #[serde(default)]
    pub crit: Option<serde_json::Value>,
}

/// A token split into its parts, header decoded, nothing verified yet.
#[derive(Debug)]
pub(crate) struct Compact<'a> {
    pub header: Header,
    /// `BASE64URL(header) . BASE64URL(payload)`: what the signature covers.
    pub signing_input: &'a str,
    pub payload_b64: &'a str,
    pub signature: Vec<u8>,
}

/// Why a token could not even be parsed. Callers map every variant to the
/// same answer (INVALID_TOKEN); the variants exist for logs and tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Malformed {
    TooLong,
    Shape,
    Base64,
    HeaderJson,
    Critical,
}

fn is_base64url(part: &str) -> bool {
    part.bytes()
        .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
}

pub(crate) fn parse(token: &str) -> Result<Compact<'_>, Malformed> {
    if token.len() > MAX_TOKEN_LEN {
        return Err(Malformed::TooLong);
    }
    let mut parts = token.split('.');
    let (Some(header_b64), Some(payload_b64), Some(signature_b64), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(Malformed::Shape);
    };
    if [header_b64, payload_b64, signature_b64]
        .iter()
        .any(|p| p.is_empty() || !is_base64url(p))
    {
        return Err(Malformed::Shape);
    }
    let header_bytes = URL_SAFE_NO_PAD
        .decode(header_b64)
        .map_err(|_| Malformed::Base64)?;
    let header: Header =
        serde_json::from_slice(&header_bytes).map_err(|_| Malformed::HeaderJson)?;
    if header.crit.is_some() {
        return Err(Malformed::Critical);
    }
    let signature = URL_SAFE_NO_PAD
        .decode(signature_b64)
        .map_err(|_| Malformed::Base64)?;
    let signing_input_len = header_b64.len() + 1 + payload_b64.len();
    let signing_input = token.get(..signing_input_len).ok_or(Malformed::Shape)?;
    Ok(Compact {
        header,
        signing_input,
        payload_b64,
        signature,
    })
}

/// Decodes the payload part (after the signature checked out).
pub(crate) fn decode_payload(compact: &Compact<'_>) -> Result<Vec<u8>, Malformed> {
    URL_SAFE_NO_PAD
        .decode(compact.payload_b64)
        .map_err(|_| Malformed::Base64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b64(s: &str) -> String {
        URL_SAFE_NO_PAD.encode(s)
    }

    #[test]
    fn splits_a_well_formed_token() {
        let token = format!(
            "{}.{}.{}",
            b64(r#"{"alg":"HS256","kid":"k","typ":"JWT"}"#),
            b64("{}"),
            b64("sig")
        );
        let c = parse(&token).unwrap();
        assert_eq!(c.header.alg, "HS256");
        assert_eq!(c.header.kid.as_deref(), Some("k"));
        assert_eq!(c.signature, b"sig");
        assert!(token.starts_with(c.signing_input));
        assert_eq!(c.signing_input.matches('.').count(), 1);
        assert_eq!(decode_payload(&c).unwrap(), b"{}");
    }

    #[test]
    fn rejects_garbage_without_panicking() {
        let h = b64(r#"{"alg":"HS256"}"#);
        let cases: Vec<(String, Malformed)> = vec![
            (String::new(), Malformed::Shape),
            (".".into(), Malformed::Shape),
            ("..".into(), Malformed::Shape),
            ("a.b.c.d".into(), Malformed::Shape),
            (format!("{h}.{}.", b64("{}")), Malformed::Shape),
            (format!("{h}.e30=.c2ln"), Malformed::Shape),
            ("a.b.c".into(), Malformed::Base64),
            (
                format!("{}.e30.c2ln", b64("not json")),
                Malformed::HeaderJson,
            ),
            (format!("{}.e30.c2ln", b64("[1,2]")), Malformed::HeaderJson),
            (
                format!("{}.e30.c2ln", b64(r#"{"alg":"HS256","crit":["exp"]}"#)),
                Malformed::Critical,
            ),
            ("x".repeat(1_000_000), Malformed::TooLong),
            ("é.é.é".into(), Malformed::Shape),
        ];
        for (token, expected) in cases {
            assert_eq!(parse(&token).err(), Some(expected), "{:.40}", token);
        }
    }
}
