//! The TOTP second factor's rules (RFC 6238, docs/decisions.md "Second
//! factors"): what authenticator apps accept (HMAC-SHA-1, 6 digits, 30 s
//! steps), one step of clock drift either way, a 160-bit secret, and
//! recovery codes. Accepting each step once is the store's
//! (`FactorRepository::claim_totp_step`), since only it sees every
//! instance's uses.

use accounts_domain::secrets::{SecretDigest, random_bytes};
use time::OffsetDateTime;
use totp_rs::{Builder, Totp};

/// Bytes of a new secret: 160 bits, RFC 4226's recommended length.
pub const SECRET_BYTES: usize = 20;
/// Digits of a code.
pub const DIGITS: u8 = 6;
/// Seconds per step.
pub const STEP_SECONDS: u64 = 30;
/// Steps of clock drift accepted either side of the current one.
pub const SKEW_STEPS: u16 = 1;
/// Recovery codes shown at enrolment.
pub const RECOVERY_CODES: usize = 10;

/// Why a secret or its enrolment URI could not be made.
#[derive(Debug, thiserror::Error)]
#[error("TOTP: {0}")]
pub struct TotpError(String);

/// A TOTP shared secret, in the clear only between unsealing and use.
pub struct TotpSecret(Vec<u8>);

impl std::fmt::Debug for TotpSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TotpSecret(<redacted>)")
    }
}

impl TotpSecret {
    /// A new random secret.
    pub fn generate() -> Self {
        Self(random_bytes::<SECRET_BYTES>().to_vec())
    }

    /// A secret from its bytes (as unsealed).
    pub fn from_bytes(bytes: Vec<u8>) -> Self {
        Self(bytes)
    }

    /// A secret as an app user typed it (base32); `None` when malformed.
    pub fn from_base32(text: &str) -> Option<Self> {
        totp_rs::Secret::try_from_base32(text)
            .ok()
            .map(|s| Self(s.as_ref().to_vec()))
    }

    /// The bytes, for sealing.
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    fn totp(&self, issuer: Option<&str>, account: &str) -> Result<Totp, TotpError> {
        Builder::new()
            .with_digits(DIGITS)
            .with_step_duration(STEP_SECONDS)
            .with_skew(SKEW_STEPS)
            .with_secret(self.0.clone())
            .with_account_name(account.replace(':', ""))
            .with_issuer(issuer.map(|i| i.replace(':', "")))
            .build()
            .map_err(|e| TotpError(e.to_string()))
    }

    /// The secret in base32 without padding, for typing into an app.
    pub fn base32(&self) -> Result<String, TotpError> {
        Ok(self.totp(None, "")?.secret().to_base32())
    }

    /// The `otpauth://totp/…` URI an authenticator app reads from a QR
    /// code: `issuer` names the service, `account` the user.
    pub fn otpauth_uri(&self, issuer: &str, account: &str) -> Result<String, TotpError> {
        self.totp(Some(issuer), account)?
            .to_url()
            .map_err(|e| TotpError(e.to_string()))
    }

    /// The time step whose code `code` is, within the allowed drift of
    /// `now`; `None` for a wrong or malformed code.
    pub fn check(&self, code: &str, now: OffsetDateTime) -> Option<i64> {
        let code = code_digits(code)?;
        let seconds = u64::try_from(now.unix_timestamp()).ok()?;
        let totp = self.totp(None, "").ok()?;
        totp.check(&code, seconds)
            .and_then(|step| i64::try_from(step).ok())
    }

    /// The code of `now`'s step (what an authenticator app shows).
    pub fn code_at(&self, now: OffsetDateTime) -> Option<String> {
        let seconds = u64::try_from(now.unix_timestamp()).ok()?;
        Some(self.totp(None, "").ok()?.generate(seconds).to_string())
    }
}

/// `code` as an authenticator code: its six digits, white space inside
/// ignored (apps show `123 456`); `None` when it has another shape (a
/// recovery code, say).
pub fn code_digits(code: &str) -> Option<String> {
    let digits: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    (digits.len() == usize::from(DIGITS) && digits.bytes().all(|b| b.is_ascii_digit()))
        .then_some(digits)
}

/// New recovery codes: each 50 random bits as ten lower-case base32
/// characters in two groups (`abcde-fghij`), easy to copy by hand.
pub fn new_recovery_codes() -> Vec<String> {
    const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";
    (0..RECOVERY_CODES)
        .map(|_| {
            let bytes = random_bytes::<8>();
            let bits = u64::from_le_bytes(bytes);
            let chars: String = (0..10)
                .map(|i| {
                    let index = usize::try_from((bits >> (i * 5)) & 31).unwrap_or_default();
                    char::from(ALPHABET.get(index).copied().unwrap_or(b'a'))
                })
                .collect();
            format!("{}-{}", &chars[..5], &chars[5..])
        })
        .collect()
}

/// The digest a recovery code is stored and looked up by: case, dashes
/// and white space do not matter.
pub fn recovery_digest(code: &str) -> SecretDigest {
    let normal: String = code
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    SecretDigest::of(&normal)
}

#[cfg(test)]
#[path = "totp_tests.rs"]
mod tests;
