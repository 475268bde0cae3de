//! Password hashes made elsewhere, for users brought in by import
//! (Keycloak, Auth0, Firebase, Django, passlib, crypt(3)): each is read in
//! the form its export holds, checked (parameters within the bounds below,
//! salt and output decode), kept in one stored form per scheme, and checked
//! against a presented password at sign-in. Argon2 is only read and checked
//! here; passwords.rs verifies it.
//!
//! Stored forms (salts and outputs are their raw bytes; salts 1 to 1,024
//! bytes, outputs 16 to 64: a shorter one lets wrong passwords through):
//! - bcrypt `$2a$`, `$2b$`, `$2y$`: as given; cost 4 to 16.
//! - argon2 `$argon2id$…`, `$argon2i$…` (PHC): as given; m ≤ 256 MiB, t ≤ 64.
//! - PBKDF2 `$pbkdf2-sha1$i=N,l=L$salt$hash` (and `-sha256`, `-sha512`),
//!   standard base64 without padding; N ≤ 10,000,000, L the hash's bytes.
//! - scrypt `$scrypt$ln=L,r=R,p=P$salt$hash` (passlib's layout), standard
//!   base64 without padding; 128·r·(2^ln + p) bytes ≤ 256 MiB, p ≤ 16.
//! - Firebase's scrypt `$firescrypt$ln=MEM_COST,r=ROUNDS,p=1$salt$hash$salt
//!   separator$signer key` (Ory Kratos' layout), standard base64 with
//!   padding; the scrypt bound above.
//! - SHA-512-crypt `$6$[rounds=N$]salt$hash`: as given; N 1,000 to 10,000,000.

use std::collections::HashMap;
use std::fmt;
use std::num::NonZeroU32;
use std::str::FromStr;

use accounts_domain::secrets::constant_time_eq;
use base64::Engine as _;
use base64::alphabet;
use base64::engine::general_purpose::{STANDARD, STANDARD_NO_PAD};
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use ctr::cipher::{KeyIvInit, StreamCipher};
use ring::pbkdf2::{PBKDF2_HMAC_SHA1, PBKDF2_HMAC_SHA256, PBKDF2_HMAC_SHA512};
use serde::Deserialize;

/// Why a hash cannot be taken (shown per user in the import report, so it
/// says it plainly; it never quotes the hash).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct HashRefused(pub String);

/// A Firebase project's password hash parameters (from the console: signer
/// key and salt separator in standard base64, rounds, mem cost).
#[derive(Clone, PartialEq, Eq)]
pub struct FirebaseParams {
    /// The project's signer key (base64 signer key, decoded): a secret.
    pub signer_key: Vec<u8>,
    /// The salt separator (base64 salt separator, decoded).
    pub salt_separator: Vec<u8>,
    /// scrypt's r.
    pub rounds: u32,
    /// scrypt's log2 N.
    pub mem_cost: u32,
}

impl fmt::Debug for FirebaseParams {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FirebaseParams")
            .field("signer_key", &"<redacted>")
            .field("salt_separator", &self.salt_separator)
            .field("rounds", &self.rounds)
            .field("mem_cost", &self.mem_cost)
            .finish()
    }
}

const BCRYPT_MAX_COST: u32 = 16;
const ARGON2_MAX_MEMORY_KIB: u32 = 262_144;
const ARGON2_MAX_TIME: u32 = 64;
const PBKDF2_MAX_ITERATIONS: u32 = 10_000_000;
const SCRYPT_MAX_MEMORY: u128 = 256 << 20;
const SCRYPT_MAX_P: u32 = 16;
const SHA_CRYPT_MAX_ROUNDS: u32 = 10_000_000;
const OUTPUT_BYTES: (usize, usize) = (16, 64);
const MAX_SALT: usize = 1_024;

/// Standard base64, padded or not (decoding only).
const LENIENT: GeneralPurpose = GeneralPurpose::new(
    &alphabet::STANDARD,
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

type Taken<T> = Result<T, HashRefused>;

/// Keycloak's `additionalParameters`.
type Parameters = HashMap<String, Vec<String>>;

/// A refusal whose reason is `format!`'s.
macro_rules! refuse {
    ($($reason:tt)*) => { HashRefused(format!($($reason)*)) };
}

/// Returns the refusal.
macro_rules! bail {
    ($($reason:tt)*) => { return Err(refuse!($($reason)*)) };
}

/// Reads a hash as an export or our NDJSON line holds it and answers its
/// stored form (see the module's documentation), checked: parameters within
/// bounds, salt and output decode. Also read: passlib's `$pbkdf2$ROUNDS$…`
/// and `$pbkdf2-sha256$ROUNDS$…` (adapted base64), RustCrypto's
/// `$pbkdf2$i=…` (SHA-1), Django's `pbkdf2_sha256$…`, `pbkdf2_sha1$…`,
/// `bcrypt$…` and `argon2$…`.
pub fn normalize(input: &str) -> Result<String, HashRefused> {
    parse(input.trim()).map(|Foreign(stored, _)| stored)
}

/// Keycloak 24–26 `password` credential: `secretData` and `credentialData`
/// are the JSON *strings* of the export (algorithms `pbkdf2`,
/// `pbkdf2-sha256`, `pbkdf2-sha512` and `argon2`).
pub fn keycloak(secret_data: &str, credential_data: &str) -> Result<String, HashRefused> {
    #[derive(Deserialize)]
    struct Secret {
        value: String,
        salt: String,
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Credential {
        hash_iterations: Option<i64>,
        algorithm: Option<String>,
        #[serde(default)]
        additional_parameters: Parameters,
    }
    let Ok(secret) = serde_json::from_str::<Secret>(secret_data) else {
        bail!("the Keycloak secretData is not JSON with a value and a salt");
    };
    let Ok(credential) = serde_json::from_str::<Credential>(credential_data) else {
        bail!("the Keycloak credentialData is not the JSON of a password");
    };
    let algorithm = credential.algorithm.unwrap_or_default();
    let Some(iterations) = credential.hash_iterations.and_then(|n| n.try_into().ok()) else {
        bail!("the Keycloak credential has no usable hashIterations");
    };
    let salt = decode(&secret.salt, "Keycloak salt")?;
    let hash = decode(&secret.value, "Keycloak hash value")?;
    if algorithm == "argon2" {
        let params = &credential.additional_parameters;
        return keycloak_argon2(params, iterations, &salt, &hash);
    }
    // Keycloak pads a password shorter than 14 characters with NULs before
    // PBKDF2; HMAC pads its key with zeros to the block size (64 or 128
    // bytes) anyway, so the padded and the plain password give one result.
    let Some(prf) = prf(&algorithm).filter(|_| !algorithm.contains('_')) else {
        return Err(not_checked("Keycloak's algorithm", &algorithm));
    };
    pbkdf2(prf, iterations, salt, hash).map(|Foreign(stored, _)| stored)
}

/// Keycloak's argon2 provider (BouncyCastle) as the PHC string its
/// parameters make.
fn keycloak_argon2(params: &Parameters, t: u32, salt: &[u8], hash: &[u8]) -> Taken<String> {
    let first = |key: &str| match params.get(key).and_then(|values| values.first()) {
        Some(value) => Ok(value.as_str()),
        None => Err(refuse!("the Keycloak credential has no {key}")),
    };
    let variant = match first("type")? {
        "id" => "argon2id",
        "i" => "argon2i",
        other => return Err(not_checked("Keycloak's argon2 type", other)),
    };
    let version = match first("version")? {
        "1.3" => 19,
        "1.0" => 16,
        other => return Err(not_checked("Keycloak's argon2 version", other)),
    };
    let m: u32 = number(first("memory")?, "Keycloak argon2 memory")?;
    let p: u32 = number(first("parallelism")?, "Keycloak argon2 parallelism")?;
    let length: usize = number(first("hashLength")?, "Keycloak argon2 hashLength")?;
    let (bytes, salt, hash) = (hash.len(), b64(salt), b64(hash));
    if length != bytes {
        bail!("the Keycloak argon2 hash is {bytes} bytes, not its hashLength {length}");
    }
    let phc = format!("${variant}$v={version}$m={m},t={t},p={p}${salt}${hash}");
    argon2_hash(&phc).map(|Foreign(stored, _)| stored)
}

/// A Firebase `auth:export` user's `passwordHash` and `salt` (standard
/// base64) with the project's parameters.
pub fn firebase(
    password_hash: &str,
    salt: &str,
    params: &FirebaseParams,
) -> Result<String, HashRefused> {
    let hash = decode(password_hash.trim(), "Firebase passwordHash")?;
    let salt = decode(salt.trim(), "Firebase salt")?;
    firescrypt(salt, hash, params).map(|Foreign(stored, _)| stored)
}

/// Whether `presented` is the password of a stored form this module made
/// (anything but argon2, which passwords.rs checks). Any parse failure or
/// out-of-bound parameter: false. Outputs are compared in constant time.
pub fn verify(stored: &str, presented: &str) -> bool {
    let Ok(Foreign(ours, check)) = parse(stored) else {
        return false;
    };
    ours == stored && check.verify(stored, presented.as_bytes())
}

/// Whether a stored form is one of this module's (not argon2, not the
/// unusable marker `!`).
pub fn is_foreign(stored: &str) -> bool {
    match ident(stored) {
        Some("2a" | "2b" | "2y" | "scrypt" | "firescrypt" | "6") => true,
        Some("pbkdf2-sha1" | "pbkdf2-sha256" | "pbkdf2-sha512") => stored.contains("$i="),
        _ => false,
    }
}

/// A hash read and within bounds: its stored form and how to check it.
struct Foreign(String, Check);

enum Check {
    /// bcrypt checks the stored form itself.
    Bcrypt,
    /// passwords.rs checks it.
    Argon2,
    /// HMAC, iterations, salt, hash.
    Pbkdf2(Prf, NonZeroU32, Vec<u8>, Vec<u8>),
    /// Parameters, salt (Firebase's with its separator after), hash, and
    /// Firebase's signer key.
    Scrypt(scrypt::Params, Vec<u8>, Vec<u8>, Option<Vec<u8>>),
    /// Rounds, salt, hash (crypt's base64).
    Sha512Crypt(sha_crypt::Params, String, String),
}

type Aes256Ctr = ctr::Ctr128BE<aes::Aes256>;

impl Check {
    fn verify(&self, stored: &str, password: &[u8]) -> bool {
        match self {
            Check::Bcrypt => bcrypt::verify(password, stored).unwrap_or(false),
            Check::Argon2 => false,
            Check::Pbkdf2((_, prf), iterations, salt, hash) => {
                ring::pbkdf2::verify(**prf, *iterations, salt, password, hash).is_ok()
            }
            Check::Scrypt(params, salt, hash, signer_key) => {
                let mut computed = vec![0u8; signer_key.as_ref().map_or(hash.len(), |_| 32)];
                if scrypt::scrypt(password, salt, params, &mut computed).is_err() {
                    return false;
                }
                // Firebase's: the signer key encrypted with AES-256-CTR (IV
                // zero) under those 32 bytes.
                if let Some(signer_key) = signer_key {
                    let Ok(mut aes) = Aes256Ctr::new_from_slices(&computed, &[0; 16]) else {
                        return false;
                    };
                    computed.clone_from(signer_key);
                    aes.apply_keystream(&mut computed);
                }
                constant_time_eq(&computed, hash)
            }
            Check::Sha512Crypt(rounds, salt, hash) => {
                let digest = sha_crypt::sha512_crypt(password, salt.as_bytes(), *rounds);
                constant_time_eq(sha512_crypt_text(&digest).as_bytes(), hash.as_bytes())
            }
        }
    }
}

/// PBKDF2's HMAC: its stored form's name and ring's algorithm.
type Prf = (&'static str, &'static ring::pbkdf2::Algorithm);

/// By passlib's, RustCrypto's, Keycloak's or Django's name.
fn prf(name: &str) -> Option<Prf> {
    match name {
        "pbkdf2" | "pbkdf2-sha1" | "pbkdf2_sha1" => Some(("pbkdf2-sha1", &PBKDF2_HMAC_SHA1)),
        "pbkdf2-sha256" | "pbkdf2_sha256" => Some(("pbkdf2-sha256", &PBKDF2_HMAC_SHA256)),
        "pbkdf2-sha512" => Some(("pbkdf2-sha512", &PBKDF2_HMAC_SHA512)),
        _ => None,
    }
}

/// What follows a modular hash's first `$`, up to the next.
fn ident(input: &str) -> Option<&str> {
    input.strip_prefix('$')?.split('$').next()
}

fn parse(input: &str) -> Taken<Foreign> {
    // Django's PBKDF2, and its bcrypt and argon2 hashers: the hash after a name.
    match input.split_once('$') {
        Some((name @ ("pbkdf2_sha256" | "pbkdf2_sha1"), rest)) => return django(name, rest),
        Some(("bcrypt", rest)) if matches!(ident(rest), Some("2a" | "2b" | "2y")) => {
            return bcrypt_hash(rest);
        }
        Some(("argon2", rest)) if rest.starts_with("argon2") => {
            return argon2_hash(input.strip_prefix("argon2").unwrap_or(input));
        }
        _ => {}
    }
    match ident(input) {
        Some("2a" | "2b" | "2y") => bcrypt_hash(input),
        Some("argon2id" | "argon2i") => argon2_hash(input),
        Some("pbkdf2" | "pbkdf2-sha1" | "pbkdf2-sha256" | "pbkdf2-sha512") => pbkdf2_modular(input),
        Some("scrypt") => scrypt_hash(input),
        Some("firescrypt") => firescrypt_hash(input),
        Some("6") => sha512_crypt_hash(input),
        _ => Err(unknown(input)),
    }
}

fn unknown(input: &str) -> HashRefused {
    let length = input.len();
    let what = match ident(input) {
        _ if input.is_empty() => "an empty hash".to_owned(),
        Some("1") => "MD5-crypt ($1$)".to_owned(),
        Some("2x") => "bcrypt $2x$ (crypt_blowfish's flawed variant)".to_owned(),
        Some("5") => "SHA-256-crypt ($5$)".to_owned(),
        Some("argon2d") => "argon2d".to_owned(),
        Some(id) if shown(id).starts_with('"') => format!("a hash of kind {}", shown(id)),
        None if input.bytes().all(|b| b.is_ascii_hexdigit()) => {
            format!("a bare {length}-digit hex digest (no salt, no known scheme)")
        }
        _ => "this value".to_owned(),
    };
    refuse!("{what} is not a hash format this service can check")
}

fn not_checked(what: &str, name: &str) -> HashRefused {
    let name = shown(name);
    refuse!("{what} {name} is not a hash format this service can check")
}

/// A name from the input fit to quote in a reason: short, plain characters.
fn shown(name: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_.".contains(c);
    if !name.is_empty() && name.len() <= 24 && name.chars().all(plain) {
        format!("\"{name}\"")
    } else {
        "(unreadable)".to_owned()
    }
}

/// Standard base64 or passlib's adapted one (`.` for `+`), padded or not.
fn decode(field: &str, what: &str) -> Taken<Vec<u8>> {
    let decoded = LENIENT.decode(field.replace('.', "+"));
    decoded.map_err(|_| refuse!("the {what} is not base64"))
}

/// Standard base64 without padding.
fn b64(bytes: &[u8]) -> String {
    STANDARD_NO_PAD.encode(bytes)
}

/// Decimal digits only (no sign, no spaces), within the type.
fn number<T: FromStr>(text: &str, what: &str) -> Taken<T> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    let value = digits.then(|| text.parse().ok()).flatten();
    value.ok_or_else(|| refuse!("the {what} is missing or not a number this service takes"))
}

/// A bound: "bcrypt cost 20 is above the 16 this service checks".
fn at_most(value: u32, most: u32, what: &str) -> Taken<()> {
    if value > most {
        bail!("{what} {value} is above the {most} this service checks");
    }
    Ok(())
}

/// The values of `k=v,k=v` for `keys`, in their order; any other key, or
/// one twice, is refused.
fn named<'a, const N: usize>(text: &'a str, keys: [&str; N], scheme: &str) -> Taken<[&'a str; N]> {
    let (mut values, expected) = ([None; N], keys.join(", "));
    for pair in text.split(',') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let index = keys.iter().position(|k| *k == key);
        match index.and_then(|i| values.get_mut(i)) {
            Some(slot @ None) => *slot = Some(value),
            _ => bail!("the {scheme} parameters are not {expected} once each"),
        }
    }
    Ok(values.map(Option::unwrap_or_default))
}

fn sized_output(hash: Vec<u8>, scheme: &str) -> Taken<Vec<u8>> {
    let ((least, most), length) = (OUTPUT_BYTES, hash.len());
    if !(least..=most).contains(&length) {
        bail!("the {scheme} hash is {length} bytes; this service takes {least} to {most}");
    }
    Ok(hash)
}

fn sized_salt(salt: Vec<u8>, scheme: &str) -> Taken<Vec<u8>> {
    match salt.len() {
        0 => bail!("the {scheme} hash has an empty salt"),
        n if n > MAX_SALT => bail!("the {scheme} salt is {n} bytes, above {MAX_SALT}"),
        _ => Ok(salt),
    }
}

/// The `$`-separated fields of a modular hash after its empty first one.
fn fields<'a, const N: usize>(input: &'a str, scheme: &str) -> Taken<[&'a str; N]> {
    let fields: Vec<&str> = input.strip_prefix('$').unwrap_or("").split('$').collect();
    let wrong = |_| refuse!("the {scheme} hash does not have its {N} $-separated fields");
    fields.try_into().map_err(wrong)
}

fn bcrypt_hash(input: &str) -> Taken<Foreign> {
    let Ok(parts) = bcrypt::HashParts::from_str(input) else {
        bail!("the bcrypt hash is malformed (60 characters: $2b$, two-digit cost, salt, hash)");
    };
    let cost = parts.get_cost();
    if cost < 4 {
        bail!("bcrypt cost {cost} is below 4, the least bcrypt allows");
    }
    at_most(cost, BCRYPT_MAX_COST, "bcrypt cost")?;
    Ok(Foreign(input.to_owned(), Check::Bcrypt))
}

fn argon2_hash(input: &str) -> Taken<Foreign> {
    let phc = argon2::PasswordHash::new(input).map_err(|e| refuse!("the argon2 hash is {e}"))?;
    let params = argon2::Params::try_from(&phc);
    let params = params.map_err(|e| refuse!("the argon2 hash's parameters are invalid ({e})"))?;
    if let Some(version) = phc.version
        && argon2::Version::try_from(version).is_err()
    {
        bail!("argon2 version {version} is unknown");
    }
    let (m, t) = (params.m_cost(), params.t_cost());
    at_most(m, ARGON2_MAX_MEMORY_KIB, "argon2 memory in KiB")?;
    at_most(t, ARGON2_MAX_TIME, "argon2 time cost")?;
    if !params.keyid().is_empty() {
        bail!("the argon2 hash was made with a secret key (keyid) this service does not have");
    }
    let mut buffer = [0u8; 64];
    let Some(salt) = phc.salt.and_then(|salt| salt.decode_b64(&mut buffer).ok()) else {
        bail!("the argon2 hash has no salt that decodes");
    };
    sized_salt(salt.to_vec(), "argon2")?;
    let hash = phc.hash.map(|hash| hash.as_bytes().to_vec());
    sized_output(hash.unwrap_or_default(), "argon2")?;
    Ok(Foreign(input.to_owned(), Check::Argon2))
}

fn pbkdf2(prf: Prf, iterations: u32, salt: Vec<u8>, hash: Vec<u8>) -> Taken<Foreign> {
    let Some(iterations) = NonZeroU32::new(iterations) else {
        bail!("PBKDF2 with 0 iterations checks nothing");
    };
    at_most(iterations.get(), PBKDF2_MAX_ITERATIONS, "PBKDF2 iterations")?;
    let salt = sized_salt(salt, "PBKDF2")?;
    let hash = sized_output(hash, "PBKDF2")?;
    let (name, length, salt_text, hash_text) = (prf.0, hash.len(), b64(&salt), b64(&hash));
    let stored = format!("${name}$i={iterations},l={length}${salt_text}${hash_text}");
    Ok(Foreign(stored, Check::Pbkdf2(prf, iterations, salt, hash)))
}

/// `$pbkdf2-sha256$i=N,l=L$salt$hash` (PHC; `l` may be left out) or
/// passlib's `$pbkdf2-sha256$N$salt$hash`; `pbkdf2` alone is SHA-1.
fn pbkdf2_modular(input: &str) -> Taken<Foreign> {
    let [name, params, salt, hash] = fields(input, "PBKDF2")?;
    let prf = prf(name).ok_or_else(|| unknown(input))?;
    let hash = decode(hash, "PBKDF2 hash")?;
    let iterations = if params.bytes().all(|b| b.is_ascii_digit()) {
        params
    } else {
        let (named_i, length) = params.split_once(",l=").unwrap_or((params, ""));
        let bytes = hash.len();
        if !length.is_empty() && number::<usize>(length, "PBKDF2 length")? != bytes {
            bail!("the PBKDF2 hash is {bytes} bytes, not the l={length} it names");
        }
        let [iterations] = named(named_i, ["i"], "PBKDF2")?;
        iterations
    };
    let iterations = number(iterations, "PBKDF2 iteration count")?;
    pbkdf2(prf, iterations, decode(salt, "PBKDF2 salt")?, hash)
}

/// Django's `pbkdf2_sha256$ITERATIONS$SALT$HASH`: the salt is used as its
/// text, the hash is standard base64.
fn django(name: &str, rest: &str) -> Taken<Foreign> {
    let rest = format!("${rest}");
    let [iterations, salt, hash] = fields(&rest, "Django PBKDF2")?;
    let prf = prf(name).ok_or_else(|| unknown(name))?;
    let iterations = number(iterations, "Django PBKDF2 iteration count")?;
    let hash = decode(hash, "Django PBKDF2 hash")?;
    pbkdf2(prf, iterations, salt.as_bytes().to_vec(), hash)
}

/// scrypt's parameters within bounds: log2 N at least 1, r at least 1, p
/// 1 to 16, and 128·r·(N + p) bytes (its two buffers) at most 256 MiB.
fn scrypt_params(ln: u32, r: u32, p: u32, scheme: &str) -> Taken<(scrypt::Params, u8)> {
    if ln == 0 || r == 0 || p == 0 {
        bail!("the {scheme} parameters ln, r and p must each be at least 1");
    }
    at_most(p, SCRYPT_MAX_P, &format!("{scheme} p"))?;
    let memory = (ln < 64).then(|| 128 * u128::from(r) * ((1u128 << ln) + u128::from(p)));
    if memory.is_none_or(|bytes| bytes > SCRYPT_MAX_MEMORY) {
        bail!("{scheme} ln={ln}, r={r} needs more than the 256 MiB this service gives a check");
    }
    let log_n = u8::try_from(ln).unwrap_or(u8::MAX);
    let Ok(params) = scrypt::Params::new(log_n, r, p) else {
        bail!("the {scheme} parameters are invalid");
    };
    Ok((params, log_n))
}

fn scrypt_hash(input: &str) -> Taken<Foreign> {
    let [_, params, salt, hash] = fields(input, "scrypt")?;
    let [ln, r, p] = named(params, ["ln", "r", "p"], "scrypt")?;
    let (r, p) = (number(r, "scrypt r")?, number(p, "scrypt p")?);
    let (params, ln) = scrypt_params(number(ln, "scrypt ln")?, r, p, "scrypt")?;
    let salt = sized_salt(decode(salt, "scrypt salt")?, "scrypt")?;
    let hash = sized_output(decode(hash, "scrypt hash")?, "scrypt")?;
    let (salt_text, hash_text) = (b64(&salt), b64(&hash));
    let stored = format!("$scrypt$ln={ln},r={r},p={p}${salt_text}${hash_text}");
    Ok(Foreign(stored, Check::Scrypt(params, salt, hash, None)))
}

fn firescrypt_hash(input: &str) -> Taken<Foreign> {
    let [_, params, salt, hash, separator, key] = fields(input, "Firebase scrypt")?;
    let [ln, r, p] = named(params, ["ln", "r", "p"], "Firebase scrypt")?;
    if p != "1" {
        bail!("Firebase scrypt takes p=1 only");
    }
    let params = FirebaseParams {
        signer_key: decode(key, "Firebase signer key")?,
        salt_separator: decode(separator, "Firebase salt separator")?,
        rounds: number(r, "Firebase scrypt r")?,
        mem_cost: number(ln, "Firebase scrypt ln")?,
    };
    let salt = decode(salt, "Firebase salt")?;
    firescrypt(salt, decode(hash, "Firebase hash")?, &params)
}

fn firescrypt(salt: Vec<u8>, hash: Vec<u8>, params: &FirebaseParams) -> Taken<Foreign> {
    let (scrypt, ln) = scrypt_params(params.mem_cost, params.rounds, 1, "Firebase scrypt")?;
    let (separator, key, r) = (&params.salt_separator, &params.signer_key, params.rounds);
    let (separator_bytes, hash_bytes, key_bytes) = (separator.len(), hash.len(), key.len());
    if separator_bytes > MAX_SALT {
        bail!("the Firebase salt separator is {separator_bytes} bytes, above {MAX_SALT}");
    }
    if hash_bytes != key_bytes {
        bail!("the Firebase hash is {hash_bytes} bytes but the signer key {key_bytes}");
    }
    let salt = sized_salt(salt, "Firebase")?;
    let hash = sized_output(hash, "Firebase")?;
    let texts = [&salt, &hash, separator, key].map(|bytes| STANDARD.encode(bytes));
    let stored = format!("$firescrypt$ln={ln},r={r},p=1${}", texts.join("$"));
    let salted = [salt.as_slice(), separator].concat();
    let check = Check::Scrypt(scrypt, salted, hash, Some(key.clone()));
    Ok(Foreign(stored, check))
}

/// crypt(3)'s base64 alphabet.
const CRYPT_ALPHABET: &[u8; 64] =
    b"./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// The order in which SHA-512-crypt writes its digest's bytes, three at a
/// time, least significant first (glibc's crypt-sha512.c).
const SHA512_CRYPT_ORDER: [usize; 64] = [
    42, 21, 0, 1, 43, 22, 23, 2, 44, 45, 24, 3, 4, 46, 25, 26, 5, 47, 48, 27, 6, 7, 49, 28, 29, 8,
    50, 51, 30, 9, 10, 52, 31, 32, 11, 53, 54, 33, 12, 13, 55, 34, 35, 14, 56, 57, 36, 15, 16, 58,
    37, 38, 17, 59, 60, 39, 18, 19, 61, 40, 41, 20, 62, 63,
];

fn sha512_crypt_text(digest: &[u8; 64]) -> String {
    let ordered = SHA512_CRYPT_ORDER.map(|i| digest.get(i).copied().unwrap_or_default());
    let mut text = String::with_capacity(86);
    for group in ordered.chunks(3) {
        let mut word = group.iter().rev().fold(0, |w, b| (w << 8) | u32::from(*b));
        for _ in 0..=group.len() {
            let digit = CRYPT_ALPHABET.get((word & 63) as usize);
            text.push(digit.map_or('.', |&digit| char::from(digit)));
            word >>= 6;
        }
    }
    text
}

fn sha512_crypt_hash(input: &str) -> Taken<Foreign> {
    let rest = input.strip_prefix("$6$").unwrap_or_default();
    let (rounds, rest) = match rest.strip_prefix("rounds=").and_then(|r| r.split_once('$')) {
        Some((rounds, rest)) => (number(rounds, "SHA-512-crypt rounds")?, rest),
        None => (5_000, rest),
    };
    if rounds < 1_000 {
        bail!("SHA-512-crypt rounds {rounds} are below 1000, the least it allows");
    }
    at_most(rounds, SHA_CRYPT_MAX_ROUNDS, "SHA-512-crypt rounds")?;
    let (salt, hash) = rest.split_once('$').unwrap_or_default();
    if salt.is_empty() || salt.len() > 16 || !salt.bytes().all(|b| b.is_ascii_graphic()) {
        bail!("the SHA-512-crypt salt is not 1 to 16 plain characters");
    }
    // 64 bytes are 86 characters; the last holds only 2 bits.
    let crypt64 = hash.bytes().all(|b| CRYPT_ALPHABET.contains(&b));
    if hash.len() != 86 || !crypt64 || !hash.ends_with(['.', '/', '0', '1']) {
        bail!("the SHA-512-crypt hash is not 86 characters of crypt's base64");
    }
    let Ok(rounds) = sha_crypt::Params::new(rounds) else {
        bail!("the SHA-512-crypt rounds are invalid");
    };
    let check = Check::Sha512Crypt(rounds, salt.to_owned(), hash.to_owned());
    Ok(Foreign(input.to_owned(), check))
}

#[cfg(test)]
#[path = "foreign_hashes_tests.rs"]
mod tests;
