//! Passwords in the clear (the rules a new one must meet) and argon2id:
//! hashing them into, and checking them against, a stored
//! [`PasswordHash`]. Bounded memory per hash: the working memory is reused
//! (`hashing.rs` hands it out).

use std::fmt;

use accounts_domain::secrets::{PasswordHash, random_bytes};
use argon2::password_hash::{Output, ParamsString, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};

/// A password in the clear, as typed by a user. Redacted `Debug`, no `Serialize`.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

/// A password that cannot be accepted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PasswordError {
    /// Empty, or only white space.
    #[error("the password is empty")]
    Empty,
    /// Longer than [`Password::MAX_LEN`] characters.
    #[error("the password is longer than {} characters", Password::MAX_LEN)]
    TooLong,
    /// The hashing library failed (bad parameters; not the user's fault).
    #[error("password hashing failed: {0}")]
    Hashing(String),
    /// A stored hash that is not a valid PHC string.
    #[error("the stored password hash is not a valid PHC string")]
    InvalidHash,
    /// A new password shorter than [`Password::MIN_NEW_LEN`] characters.
    #[error("the password must have at least {} characters", Password::MIN_NEW_LEN)]
    TooShort,
    /// A new password longer than [`Password::MAX_NEW_LEN`] characters.
    #[error("the password must have at most {} characters", Password::MAX_NEW_LEN)]
    TooLongForNew,
    /// A new password that is the account's email address.
    #[error("the password must not be the email address")]
    IsTheEmail,
}

impl Password {
    /// The longest password accepted, in characters (at most 4 KiB of
    /// UTF-8); bounds the hashing work one request can cause. Characters,
    /// not bytes, because that is what an API schema's `maxLength` counts.
    pub const MAX_LEN: usize = 1024;

    /// The shortest password a user may choose.
    pub const MIN_NEW_LEN: usize = 10;
    /// The longest password a user may choose (sign-in accepts up to
    /// [`Self::MAX_LEN`], for passwords set before this rule).
    pub const MAX_NEW_LEN: usize = 256;

    /// A password a user chooses for the account with `email`: 10 to 256
    /// characters, not blank, not the email address (compared without
    /// case).
    pub fn choose(value: impl Into<String>, email: &str) -> Result<Self, PasswordError> {
        let password = Self::parse(value)?;
        let length = password.0.chars().count();
        if length < Self::MIN_NEW_LEN {
            return Err(PasswordError::TooShort);
        }
        if length > Self::MAX_NEW_LEN {
            return Err(PasswordError::TooLongForNew);
        }
        if password.0.trim().to_lowercase() == email.trim().to_lowercase() {
            return Err(PasswordError::IsTheEmail);
        }
        Ok(password)
    }

    /// Whether `value` is longer than [`Self::MAX_LEN`] characters.
    pub fn is_too_long(value: &str) -> bool {
        value.chars().nth(Self::MAX_LEN).is_some()
    }

    /// Accepts a non-blank password of at most [`Self::MAX_LEN`] characters.
    pub fn parse(value: impl Into<String>) -> Result<Self, PasswordError> {
        let value = value.into();
        // Blank: white space and BOMs only (what the API's pattern states).
        if value.chars().all(|c| c.is_whitespace() || c == '\u{feff}') {
            return Err(PasswordError::Empty);
        }
        if Self::is_too_long(&value) {
            return Err(PasswordError::TooLong);
        }
        Ok(Self(value))
    }

    /// Hashes the password with argon2id (default parameters) and a fresh
    /// salt, in memory of its own (see [`Password::hash_in`]).
    pub fn hash(&self) -> Result<PasswordHash, PasswordError> {
        self.hash_in(&mut HashMemory::new())
    }

    /// [`Password::hash`] working in `memory`, which the caller reuses:
    /// argon2id's 19 MiB are then allocated once per worker, not once per
    /// hash (freed per-thread allocations are what the allocator keeps).
    pub fn hash_in(&self, memory: &mut HashMemory) -> Result<PasswordHash, PasswordError> {
        let failed = |e: argon2::password_hash::Error| PasswordError::Hashing(e.to_string());
        let salt = SaltString::encode_b64(&random_bytes::<16>()).map_err(failed)?;
        let params = Params::default();
        let mut salt_bytes = [0u8; 64];
        let salt_raw = salt.decode_b64(&mut salt_bytes).map_err(failed)?;
        let argon2 = Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone());
        let output = Output::init_with(Params::DEFAULT_OUTPUT_LEN, |out| {
            argon2
                .hash_password_into_with_memory(
                    self.0.as_bytes(),
                    salt_raw,
                    out,
                    memory.blocks(params.block_count()),
                )
                .map_err(argon2::password_hash::Error::from)
        })
        .map_err(failed)?;
        let phc = argon2::PasswordHash {
            algorithm: Algorithm::Argon2id.ident(),
            version: Some(Version::V0x13.into()),
            params: ParamsString::try_from(&params).map_err(failed)?,
            salt: Some(salt.as_salt()),
            hash: Some(output),
        };
        PasswordHash::from_phc(phc.to_string()).map_err(|_| PasswordError::InvalidHash)
    }
}

/// Working memory for argon2id, reused from hash to hash.
pub struct HashMemory(Vec<Block>);

impl HashMemory {
    /// Memory for the default parameters (19 MiB).
    pub fn new() -> Self {
        Self(vec![Block::default(); Params::default().block_count()])
    }

    /// At least `count` blocks; grows for a hash stored with a larger cost.
    fn blocks(&mut self, count: usize) -> &mut [Block] {
        if self.0.len() < count {
            self.0.resize(count, Block::default());
        }
        &mut self.0
    }
}

impl Default for HashMemory {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for HashMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "HashMemory({} KiB)", self.0.len())
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(<redacted>)")
    }
}

/// The start of every hash this service makes: argon2id with the
/// default costs. A stored hash without it is re-hashed at its first
/// right password.
const CURRENT: &str = "$argon2id$v=19$m=19456,t=2,p=1$";

/// What a presented password is worth against a stored hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Checked {
    /// Not the password (or the stored hash cannot be checked).
    Wrong,
    /// The password, hashed the way the service hashes today.
    Right,
    /// The password, of a hash brought by an import (or argon2 with other
    /// costs): here is the service's own hash of it, to store in its
    /// place.
    Rehashed(PasswordHash),
}

/// Checks a presented password against a stored [`PasswordHash`].
pub trait VerifyPassword {
    /// Whether `presented` is the password this hash was made from. Any
    /// failure (including a corrupt hash) is a mismatch.
    fn verify(&self, presented: &str) -> bool;
    /// [`VerifyPassword::verify`] working in reused `memory`.
    fn verify_in(&self, presented: &str, memory: &mut HashMemory) -> bool;
    /// [`VerifyPassword::verify_in`], and for a hash the service did not
    /// make the way it does today, its own hash of the right password.
    /// Such a hash costs one of ours on top, right or wrong, so a wrong
    /// password for an imported account costs at least what one for any
    /// other account costs: it never answers faster
    /// (docs/decisions.md, "Bringing users in").
    fn check_in(&self, presented: &str, memory: &mut HashMemory) -> Checked;
}

impl VerifyPassword for PasswordHash {
    fn verify(&self, presented: &str) -> bool {
        self.verify_in(presented, &mut HashMemory::new())
    }

    fn verify_in(&self, presented: &str, memory: &mut HashMemory) -> bool {
        if self.is_argon2() {
            verify_argon2(self, presented, memory)
        } else {
            crate::service::foreign_hashes::verify(self.as_phc(), presented)
        }
    }

    fn check_in(&self, presented: &str, memory: &mut HashMemory) -> Checked {
        let right = self.verify_in(presented, memory);
        if self.as_phc().starts_with(CURRENT) || !self.is_usable() {
            return if right {
                Checked::Right
            } else {
                Checked::Wrong
            };
        }
        // Hashed right or wrong, blank or not: the cost does not depend
        // on the answer.
        let ours = match Password::parse(presented) {
            Ok(password) => password.hash_in(memory),
            Err(blank) => {
                let _ = Password::parse(" not a password ").map(|p| p.hash_in(memory));
                Err(blank)
            }
        };
        match (right, ours) {
            (true, Ok(ours)) => Checked::Rehashed(ours),
            // Cannot hash (an unusable password, a library failure): the
            // imported hash stays and still works.
            (true, Err(_)) => Checked::Right,
            (false, _) => Checked::Wrong,
        }
    }
}

/// The stored parameters (algorithm, version, costs, salt) are the
/// hash's own; the outputs are compared in constant time.
fn verify_argon2(hash: &PasswordHash, presented: &str, memory: &mut HashMemory) -> bool {
    let Ok(parsed) = argon2::PasswordHash::new(hash.as_phc()) else {
        return false;
    };
    let (Some(salt), Some(expected)) = (parsed.salt, parsed.hash) else {
        return false;
    };
    let Ok(algorithm) = Algorithm::try_from(parsed.algorithm) else {
        return false;
    };
    let version = parsed
        .version
        .map_or(Ok(Version::default()), Version::try_from);
    let (Ok(version), Ok(params)) = (version, Params::try_from(&parsed)) else {
        return false;
    };
    let mut salt_bytes = [0u8; 64];
    let Ok(salt_raw) = salt.decode_b64(&mut salt_bytes) else {
        return false;
    };
    let blocks = params.block_count();
    // Our hashes take 19 MiB; a stored hash asking for more than 256 MiB
    // is corrupt, not worth the memory.
    if blocks > 256 * 1024 {
        return false;
    }
    let argon2 = Argon2::new(algorithm, version, params);
    let computed = Output::init_with(expected.len(), |out| {
        argon2
            .hash_password_into_with_memory(
                presented.as_bytes(),
                salt_raw,
                out,
                memory.blocks(blocks),
            )
            .map_err(argon2::password_hash::Error::from)
    });
    // `Output`'s equality runs in constant time.
    computed.is_ok_and(|computed| computed == expected)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_in_reused_memory_agree_with_the_argon2_crate() {
        use argon2::password_hash::{PasswordHasher, PasswordVerifier};
        let mut memory = HashMemory::new();
        let password = Password::parse("correct horse").unwrap();
        let ours = password.hash_in(&mut memory).unwrap();
        assert!(ours.as_phc().starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        let parsed = argon2::PasswordHash::new(ours.as_phc()).unwrap();
        assert!(
            Argon2::default()
                .verify_password(b"correct horse", &parsed)
                .is_ok()
        );
        let salt = SaltString::encode_b64(b"sixteen byte slt").unwrap();
        let theirs = Argon2::default()
            .hash_password(b"correct horse", &salt)
            .unwrap();
        let theirs = PasswordHash::from_phc(theirs.to_string()).unwrap();
        for hash in [&ours, &theirs] {
            assert!(hash.verify_in("correct horse", &mut memory));
            assert!(!hash.verify_in("correct horsf", &mut memory));
        }
        let greedy = PasswordHash::from_phc(
            "$argon2id$v=19$m=4194304,t=2,p=1$c2l4dGVlbiBieXRlIHNsdA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        );
        assert!(
            greedy.is_ok_and(|h| !h.verify_in("x", &mut memory)),
            "4 GiB is refused"
        );
    }

    #[test]
    fn passwords_hash_to_argon2id_phc_and_verify() {
        let password = Password::parse("correct horse battery staple").unwrap();
        let hash = password.hash().unwrap();
        assert!(hash.as_phc().starts_with("$argon2id$v=19$"));
        assert!(hash.verify("correct horse battery staple"));
        assert!(!hash.verify("correct horse battery stapl"));
        assert!(!hash.verify(""));
        let reloaded = PasswordHash::from_phc(hash.as_phc()).unwrap();
        assert!(reloaded.verify("correct horse battery staple"));
        assert_ne!(
            password.hash().unwrap(),
            hash,
            "every hash has its own salt"
        );
    }

    #[test]
    fn unusable_passwords_and_hashes_are_rejected() {
        assert_eq!(Password::parse(""), Err(PasswordError::Empty));
        let email = "Ann@Example.com";
        assert_eq!(
            Password::choose("short one", email),
            Err(PasswordError::TooShort)
        );
        assert!(Password::choose("ten chars!", email).is_ok());
        assert!(Password::choose("x".repeat(256), email).is_ok());
        assert_eq!(
            Password::choose("x".repeat(257), email),
            Err(PasswordError::TooLongForNew)
        );
        assert_eq!(
            Password::choose("ann@example.com", email),
            Err(PasswordError::IsTheEmail)
        );
        assert_eq!(
            Password::choose(" ".repeat(12), email),
            Err(PasswordError::Empty)
        );
        assert_eq!(Password::parse(" \t\n"), Err(PasswordError::Empty));
        assert_eq!(
            Password::parse("x".repeat(1025)),
            Err(PasswordError::TooLong)
        );
        assert!(Password::parse("pässwörd ✓").is_ok());
    }
}
