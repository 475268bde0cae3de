//! Secrets: client secrets, refresh tokens, authorization codes, account
//! tokens and passwords.
//!
//! A plain secret exists once, when it is made, to be shown to its owner; it
//! has a redacted `Debug` and no `Serialize`, so it cannot end up in a log
//! line or a JSON body by accident. What is stored is a [`SecretDigest`]
//! (SHA-256) or, for passwords, an argon2id `PasswordHash` (with the
//! `server` feature: made and checked by the service; here it is only its
//! stored form).

use std::fmt;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use ring::digest::{SHA256, digest};
use ring::rand::{SecureRandom, SystemRandom};

/// Fills an array from the operating system's CSPRNG.
///
/// `SystemRandom` reads `getrandom(2)`; it fails only when the kernel cannot
/// provide randomness at all, in which case no secret can be made safely and
/// stopping the process is the only sound answer.
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    #[allow(clippy::panic)]
    if SystemRandom::new().fill(&mut bytes).is_err() {
        panic!("the operating system's random number generator failed");
    }
    bytes
}

/// A secret in the clear: 256 random bits, base64url without padding
/// (43 characters). Shown to its owner once, never stored.
#[derive(Clone, PartialEq, Eq)]
pub struct PlainSecret(String);

impl PlainSecret {
    /// Makes a new random secret.
    pub fn generate() -> Self {
        Self(URL_SAFE_NO_PAD.encode(random_bytes::<32>()))
    }

    /// Wraps a secret presented by a caller (a request field) so it is handled
    /// with the same care as one we made.
    pub fn from_presented(value: impl Into<String>) -> Self {
        Self(value.into())
    }

    /// The secret's text, for the one response that shows it.
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// The digest to store.
    pub fn digest(&self) -> SecretDigest {
        SecretDigest::of(&self.0)
    }
}

impl fmt::Debug for PlainSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PlainSecret(<redacted>)")
    }
}

/// The SHA-256 digest of a secret: what storage keeps and looks up by.
///
/// A full-entropy 256-bit secret needs no salt or slow hash: the digest is
/// not reversible and there is nothing to guess.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SecretDigest([u8; 32]);

/// Bytes that are not a 32-byte digest.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a secret digest is 32 bytes, got {0}")]
pub struct DigestLengthError(pub usize);

impl SecretDigest {
    /// The digest of `secret` as presented (no normalisation).
    pub fn of(secret: &str) -> Self {
        let d = digest(&SHA256, secret.as_bytes());
        let mut bytes = [0u8; 32];
        bytes.copy_from_slice(d.as_ref());
        Self(bytes)
    }

    /// The raw digest bytes, for storage.
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// Rebuilds a digest read from storage.
    pub fn from_slice(bytes: &[u8]) -> Result<Self, DigestLengthError> {
        <[u8; 32]>::try_from(bytes)
            .map(Self)
            .map_err(|_| DigestLengthError(bytes.len()))
    }

    /// Whether `presented` is the secret this digest was made from, compared
    /// in constant time.
    pub fn matches(&self, presented: &str) -> bool {
        constant_time_eq(&Self::of(presented).0, &self.0)
    }
}

impl fmt::Debug for SecretDigest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The first bytes identify a record in logs without revealing anything.
        let prefix: String = self.0.iter().take(4).map(|b| format!("{b:02x}")).collect();
        write!(f, "SecretDigest({prefix}…)")
    }
}

/// Compares two byte strings in time that depends only on their lengths.
pub fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(feature = "server")]
/// A password hash as storage keeps it: ours, argon2id in PHC string form
/// (`$argon2id$v=19$...`), or one an imported user brought from another
/// identity provider (bcrypt, PBKDF2, scrypt, Firebase's scrypt,
/// SHA-512-crypt; docs/decisions.md, "Bringing users in") until their
/// first sign-in replaces it with ours. Making and checking one is the
/// service's (`accounts_service::passwords`).
#[derive(Clone, PartialEq, Eq)]
pub struct PasswordHash(String);

#[cfg(feature = "server")]
const UNUSABLE: &str = "!";

#[cfg(feature = "server")]
/// A stored password hash that is neither an argon2 PHC string nor the
/// stored form of a hash the service can check.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the stored password hash is not in a form this service checks")]
pub struct InvalidPasswordHash;

#[cfg(feature = "server")]
impl PasswordHash {
    /// Accepts a PHC string of an argon2 hash: `$argon2…$` followed by its
    /// version, parameters, salt and output (their values are checked when
    /// the hash is verified).
    pub fn from_phc(phc: impl Into<String>) -> Result<Self, InvalidPasswordHash> {
        let phc = phc.into();
        let fields: Vec<&str> = phc.split('$').collect();
        let shaped = fields.len() >= 5
            && fields.first() == Some(&"")
            && fields.get(1).is_some_and(|id| id.starts_with("argon2"))
            && fields.iter().skip(1).all(|f| {
                !f.is_empty()
                    && f.bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b"+/=,-.".contains(&b))
            });
        if !shaped {
            return Err(InvalidPasswordHash);
        }
        Ok(Self(phc))
    }

    /// The stored form of "no password": an account made through an
    /// upstream identity provider has none until the user sets one (by a
    /// reset). No password verifies against it; it is not a PHC string
    /// (the `!` of a locked `/etc/shadow` entry).
    pub fn unusable() -> Self {
        Self(UNUSABLE.to_owned())
    }

    /// Whether this is a real hash (not [`PasswordHash::unusable`]).
    pub fn is_usable(&self) -> bool {
        self.0 != UNUSABLE
    }

    /// Accepts the stored form of a hash made by another identity
    /// provider, as the service's import wrote it after checking its
    /// parameters: `$` and one of the schemes the service can check
    /// (`2a`, `2b`, `2y`, `pbkdf2-…`, `scrypt`, `firescrypt`, `6`), or an
    /// argon2 PHC string, in printable ASCII.
    pub fn imported(stored: impl Into<String>) -> Result<Self, InvalidPasswordHash> {
        let stored = stored.into();
        let scheme = stored.split('$').nth(1).unwrap_or_default();
        let known = matches!(scheme, "2a" | "2b" | "2y" | "scrypt" | "firescrypt" | "6")
            || scheme.starts_with("pbkdf2-");
        if scheme.starts_with("argon2") {
            return Self::from_phc(stored);
        }
        let printable = stored.bytes().all(|b| b.is_ascii_graphic());
        if !(known && printable && stored.starts_with('$')) {
            return Err(InvalidPasswordHash);
        }
        Ok(Self(stored))
    }

    /// Reads a stored value: an argon2 PHC string, an imported hash's
    /// stored form, or the unusable marker.
    pub fn from_stored(stored: impl Into<String>) -> Result<Self, InvalidPasswordHash> {
        let stored = stored.into();
        if stored == UNUSABLE {
            Ok(Self::unusable())
        } else {
            Self::imported(stored)
        }
    }

    /// Whether this is argon2 (the service's own kind of hash): not a
    /// hash brought by an import, nor the unusable marker.
    pub fn is_argon2(&self) -> bool {
        self.0.starts_with("$argon2")
    }

    /// The PHC string, for storage and for the service that checks it.
    pub fn as_phc(&self) -> &str {
        &self.0
    }
}

#[cfg(feature = "server")]
impl fmt::Debug for PasswordHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PasswordHash(<redacted>)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_secrets_are_43_base64url_chars_and_distinct() {
        let a = PlainSecret::generate();
        let b = PlainSecret::generate();
        assert_eq!(a.expose().len(), 43);
        assert!(
            a.expose()
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
        );
        assert_ne!(a, b);
        assert_eq!(URL_SAFE_NO_PAD.decode(a.expose()).unwrap().len(), 32);
    }

    #[test]
    fn digests_match_only_their_secret() {
        let secret = PlainSecret::generate();
        let stored = secret.digest();
        assert!(stored.matches(secret.expose()));
        assert!(!stored.matches(""));
        assert!(!stored.matches(&secret.expose()[1..]));
        assert_eq!(SecretDigest::from_slice(stored.as_bytes()), Ok(stored));
        assert_eq!(
            SecretDigest::from_slice(&[0; 31]),
            Err(DigestLengthError(31))
        );
    }

    #[test]
    #[cfg(feature = "server")]
    fn the_unusable_hash_round_trips_and_is_no_phc_string() {
        let none = PasswordHash::unusable();
        assert!(!none.is_usable());
        assert_eq!(PasswordHash::from_stored(none.as_phc()), Ok(none.clone()));
        assert_eq!(
            PasswordHash::from_phc(none.as_phc()),
            Err(InvalidPasswordHash)
        );
        let real = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA";
        assert!(PasswordHash::from_stored(real).is_ok_and(|h| h.is_usable()));
        assert_eq!(PasswordHash::from_stored("!x"), Err(InvalidPasswordHash));
    }

    #[test]
    fn secrets_never_show_in_debug_output() {
        let secret = PlainSecret::generate();
        assert!(!format!("{secret:?}").contains(secret.expose()));
    }

    #[test]
    #[cfg(feature = "server")]
    fn password_hashes_never_show_in_debug_output() {
        let hash = PasswordHash::from_phc("$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA").unwrap();
        assert!(!format!("{hash:?}").contains("aGFzaA"));
    }

    #[test]
    fn constant_time_eq_compares_contents_and_lengths() {
        assert!(constant_time_eq(b"abc", b"abc"));
        assert!(!constant_time_eq(b"abc", b"abd"));
        assert!(!constant_time_eq(b"abc", b"ab"));
        assert!(constant_time_eq(b"", b""));
    }

    #[test]
    #[cfg(feature = "server")]
    fn only_argon2_phc_strings_are_stored_hashes() {
        assert!(PasswordHash::from_phc("$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA").is_ok());
        for bad in [
            "plain",
            "",
            "$argon2id$",
            "$bcrypt$2b$10$abc$def",
            "$argon2id$v=19$m=1 9$s$h",
        ] {
            assert_eq!(
                PasswordHash::from_phc(bad),
                Err(InvalidPasswordHash),
                "{bad}"
            );
        }
    }
}
