//! Vectors made by independent implementations (Python 3.11 in a venv with
//! bcrypt 5.0.0, argon2-cffi 25.1.0, passlib 1.7.4, firebase-scrypt 0.1.0
//! with pycryptodome), each with the snippet that made it; `PW` and `UNI`
//! below are the passwords. The expected stored forms were computed in
//! Python from the decoded salt and output, after checking the output with
//! `hashlib` (pbkdf2_hmac, scrypt).

use super::*;

const PW: &str = "correct horse battery staple";
const UNI: &str = "pässwörd ✓";

/// Every scheme's check: the password verifies, another does not, nor does
/// the stored form with one output character changed.
fn checks(stored: &str, password: &str) {
    assert!(verify(stored, password), "{stored} refused its password");
    assert!(
        !verify(stored, "wrong password"),
        "{stored} took a wrong one"
    );
    assert!(
        !verify(stored, &format!("{password} ")),
        "{stored} took a longer one"
    );
    assert!(is_foreign(stored));
    // The stored form is its own normal form.
    assert_eq!(normalize(stored).as_deref(), Ok(stored));
    let tampered = tamper(stored);
    assert!(!verify(&tampered, password), "{tampered} still verifies");
}

/// Changes a character in the middle of the output field (the field after
/// the salt), keeping it in the same alphabet.
fn tamper(stored: &str) -> String {
    let output_start = match stored.strip_prefix("$2") {
        Some(_) => 7 + 22, // bcrypt: the 31 characters after the 22 of salt
        None => stored
            .rmatch_indices('$')
            .map(|(i, _)| i + 1)
            .nth(usize::from(stored.starts_with("$firescrypt$")) * 2)
            .unwrap(),
    };
    let at = output_start + 5;
    let mut bytes = stored.as_bytes().to_vec();
    bytes[at] = if bytes[at] == b'A' { b'B' } else { b'A' };
    String::from_utf8(bytes).unwrap()
}

fn refused_with(input: &str, needle: &str) {
    let reason = normalize(input).expect_err(input).0;
    assert!(
        reason.contains(needle),
        "{input}: {reason:?} lacks {needle:?}"
    );
    assert!(!verify(input, PW));
}

// bcrypt.hashpw(PW.encode(), bcrypt.gensalt(4))
const BCRYPT_2B: &str = "$2b$04$h8LSZI.pzA1HYMH4iHchfukSntpzCY/JZU/O6SqmULn1WquegOgAi";
// bcrypt.hashpw(UNI.encode(), bcrypt.gensalt(5, prefix=b"2a"))
const BCRYPT_2A: &str = "$2a$05$YWECrcsT4yUaZlKep0e/iuk0l4pVFjL7tns/CFE59wLkcHJlBD3/a";

#[test]
fn bcrypt_from_python_bcrypt_verifies() {
    checks(BCRYPT_2B, PW);
    checks(BCRYPT_2A, UNI);
    // $2y$ is PHP's name for the same algorithm as $2b$.
    checks(&BCRYPT_2B.replacen("$2b$", "$2y$", 1), PW);
    // Django's BCryptPasswordHasher writes "bcrypt$" before the hash.
    assert_eq!(
        normalize(&format!("bcrypt${BCRYPT_2B}")).as_deref(),
        Ok(BCRYPT_2B)
    );
    assert_eq!(
        normalize(&format!(" {BCRYPT_2B}\n")).as_deref(),
        Ok(BCRYPT_2B)
    );
}

#[test]
fn bcrypt_out_of_bounds_is_refused() {
    let reason = normalize(&BCRYPT_2B.replacen("$04$", "$17$", 1))
        .unwrap_err()
        .0;
    assert_eq!(reason, "bcrypt cost 17 is above the 16 this service checks");
    assert!(!verify(&BCRYPT_2B.replacen("$04$", "$17$", 1), PW));
    refused_with(&BCRYPT_2B.replacen("$04$", "$03$", 1), "below 4");
    refused_with(
        &BCRYPT_2B.replacen("$2b$", "$2x$", 1),
        "is not a hash format this service can check",
    );
    refused_with(&BCRYPT_2B[..59], "malformed");
    refused_with(
        &format!("bcrypt_sha256${BCRYPT_2B}"),
        "is not a hash format",
    );
}

// argon2.PasswordHasher(time_cost=1, memory_cost=64, parallelism=1).hash(PW)
const ARGON2ID: &str = "$argon2id$v=19$m=64,t=1,p=1$rFLvbOdK8W0o1IXjvS+qFA$Mpd67XhGZx+QqJDzq7mYb4GIs0i00/MTLJURWiMnvaA";
// PasswordHasher(time_cost=2, memory_cost=32, parallelism=2, type=low_level.Type.I).hash(PW)
const ARGON2I: &str =
    "$argon2i$v=19$m=32,t=2,p=2$lMfGUI2hi7+ALHdpedbvUA$qdgoe1/Z8WkBgjd+JTZQnuRKwPrAAIpgi+SnDAq7h0Y";
// PasswordHasher(time_cost=1, memory_cost=32, parallelism=1, type=low_level.Type.D).hash(PW)
const ARGON2D: &str =
    "$argon2d$v=19$m=32,t=1,p=1$1FM/fs1pPZKCOekUAHFyYg$dFr3B0B6Hn+p+5DJYgk6WjKX7Jg1kDqrGxyZc607eOA";
// passlib.hash.django_argon2.using(rounds=1, memory_cost=64, parallelism=1).hash(PW)
const DJANGO_ARGON2: &str = "argon2$argon2i$v=19$m=64,t=1,p=1$JUQoZYxRaq11DkEIwdj7nw$1IZ/06VqKsIJd4wTAWYKiGShsT3jTX2Febco1wBxWWY";

/// What passwords.rs does with an argon2 stored form: the argon2 crate
/// with the hash's own parameters.
fn argon2_verifies(phc: &str, password: &str) -> bool {
    use argon2::password_hash::PasswordVerifier;
    let parsed = argon2::PasswordHash::new(phc).unwrap();
    argon2::Argon2::default()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok()
}

#[test]
fn argon2_is_checked_and_kept_as_given() {
    for phc in [ARGON2ID, ARGON2I] {
        assert_eq!(normalize(phc).as_deref(), Ok(phc));
        assert!(argon2_verifies(phc, PW) && !argon2_verifies(phc, "wrong"));
        // Verified by passwords.rs, not here.
        assert!(!verify(phc, PW));
        assert!(!is_foreign(phc));
    }
    let django = normalize(DJANGO_ARGON2).unwrap();
    assert_eq!(django, DJANGO_ARGON2.trim_start_matches("argon2"));
    assert!(argon2_verifies(&django, PW));
}

#[test]
fn argon2_out_of_bounds_is_refused() {
    refused_with(
        ARGON2D,
        "argon2d is not a hash format this service can check",
    );
    refused_with(
        &ARGON2ID.replacen("m=64,", "m=262145,", 1),
        "262145 is above the 262144",
    );
    assert!(normalize(&ARGON2ID.replacen("m=64,", "m=262144,", 1)).is_ok());
    refused_with(
        &ARGON2ID.replacen("t=1,", "t=65,", 1),
        "time cost 65 is above the 64",
    );
    refused_with(
        &ARGON2ID.replacen("p=1$", "p=1,keyid=AAAA$", 1),
        "secret key",
    );
    refused_with(&ARGON2ID.replacen("$rFLv", "$!FLv", 1), "argon2");
    refused_with(&ARGON2ID.replacen("v=19", "v=18", 1), "argon2");
}

// passlib.hash.pbkdf2_sha256.using(rounds=1000).hash(PW)
const PASSLIB_SHA256: &str =
    "$pbkdf2-sha256$1000$CWHsHSOklBLCOEfofa.Vcg$8q5hbB2P5dP7kWEaake7iUyNaZayy0rvoW6c6pXo1.A";
const PASSLIB_SHA256_STORED: &str =
    "$pbkdf2-sha256$i=1000,l=32$CWHsHSOklBLCOEfofa+Vcg$8q5hbB2P5dP7kWEaake7iUyNaZayy0rvoW6c6pXo1+A";
// passlib.hash.pbkdf2_sha1.using(rounds=1000).hash(PW)
const PASSLIB_SHA1: &str = "$pbkdf2$1000$QmgtxZgzJmRMSUmJ8T5HKA$dfpzX/WAD0fKwDgwCm//10V5Lpo";
const PASSLIB_SHA1_STORED: &str =
    "$pbkdf2-sha1$i=1000,l=20$QmgtxZgzJmRMSUmJ8T5HKA$dfpzX/WAD0fKwDgwCm//10V5Lpo";
// passlib.hash.pbkdf2_sha512.using(rounds=1000).hash(UNI)
const PASSLIB_SHA512: &str = "$pbkdf2-sha512$1000$SYkx5lzrvReC8N67N2bM.Q$G.PnRjOthLmxdKZEPpjFpLU8QYaW3XaAUc9EYsJxbnT9kpZrvPtxV7hawRNoJC2c08.SZ.MmuJQivdscSE3Weg";
const PASSLIB_SHA512_STORED: &str = "$pbkdf2-sha512$i=1000,l=64$SYkx5lzrvReC8N67N2bM+Q$G+PnRjOthLmxdKZEPpjFpLU8QYaW3XaAUc9EYsJxbnT9kpZrvPtxV7hawRNoJC2c08+SZ+MmuJQivdscSE3Weg";
// passlib.hash.django_pbkdf2_sha256.using(rounds=1000).hash(PW)
const DJANGO_SHA256: &str =
    "pbkdf2_sha256$1000$m6vP9DD8T4QP$DGHzNq+wCXJqrFxHYv7RLWTFDUKz/aptgPJEIVXo5gk=";
const DJANGO_SHA256_STORED: &str =
    "$pbkdf2-sha256$i=1000,l=32$bTZ2UDlERDhUNFFQ$DGHzNq+wCXJqrFxHYv7RLWTFDUKz/aptgPJEIVXo5gk";
// passlib.hash.django_pbkdf2_sha1.using(rounds=1000).hash(PW)
const DJANGO_SHA1: &str = "pbkdf2_sha1$1000$ALwvm542GJ9O$SXc4TURhSFAf6alO29aLKHZEbwo=";
const DJANGO_SHA1_STORED: &str =
    "$pbkdf2-sha1$i=1000,l=20$QUx3dm01NDJHSjlP$SXc4TURhSFAf6alO29aLKHZEbwo";
// salt = b"sixteen byte slt"; hashlib.pbkdf2_hmac("sha512", PW.encode(), salt, 2000, 64),
// written as RustCrypto's pbkdf2 PHC string
const PHC_SHA512: &str = "$pbkdf2-sha512$i=2000,l=64$c2l4dGVlbiBieXRlIHNsdA$GUUFfANUkN1UAsdg5N379JQi4+F/1nKeQI2EsjMSXOPMNjwcKXHButoNdc7rSicR0vzDYx0Hrjpy35d6F5flJg";

#[test]
fn pbkdf2_from_passlib_and_django_verifies() {
    for (input, stored, password) in [
        (PASSLIB_SHA256, PASSLIB_SHA256_STORED, PW),
        (PASSLIB_SHA1, PASSLIB_SHA1_STORED, PW),
        (PASSLIB_SHA512, PASSLIB_SHA512_STORED, UNI),
        (DJANGO_SHA256, DJANGO_SHA256_STORED, PW),
        (DJANGO_SHA1, DJANGO_SHA1_STORED, PW),
        (PHC_SHA512, PHC_SHA512, PW),
    ] {
        assert_eq!(normalize(input).as_deref(), Ok(stored), "{input}");
        checks(stored, password);
    }
    // Only stored forms verify, not the inputs they came from.
    assert!(!verify(PASSLIB_SHA256, PW) && !verify(DJANGO_SHA256, PW));
    // RustCrypto's SHA-1 ident, and l may be left out.
    let rustcrypto = PASSLIB_SHA1_STORED
        .replacen("$pbkdf2-sha1$", "$pbkdf2$", 1)
        .replacen(",l=20", "", 1);
    assert_eq!(normalize(&rustcrypto).as_deref(), Ok(PASSLIB_SHA1_STORED));
}

#[test]
fn pbkdf2_out_of_bounds_is_refused() {
    let over = PASSLIB_SHA256_STORED.replacen("i=1000,", "i=10000001,", 1);
    refused_with(&over, "iterations 10000001 is above the 10000000");
    assert!(normalize(&PASSLIB_SHA256_STORED.replacen("i=1000,", "i=10000000,", 1)).is_ok());
    refused_with(
        &PASSLIB_SHA256_STORED.replacen("i=1000,", "i=0,", 1),
        "0 iterations",
    );
    refused_with(
        &PASSLIB_SHA256_STORED.replacen("l=32", "l=31", 1),
        "not the l=31",
    );
    refused_with(
        &PASSLIB_SHA256_STORED.replacen("i=1000", "i=1000,x=1", 1),
        "once each",
    );
    refused_with(
        &PASSLIB_SHA256_STORED.replacen("i=1000", "i=-1000", 1),
        "not a number",
    );
    refused_with(
        "$pbkdf2-sha256$i=1000,l=8$CWHsHSOklBLCOEfofa+Vcg$AAAAAAAAAAA",
        "8 bytes",
    );
    refused_with(
        "$pbkdf2-sha256$i=1000,l=32$$8q5hbB2P5dP7kWEaake7iUyNaZayy0rvoW6c6pXo1+A",
        "empty salt",
    );
    refused_with(
        "$pbkdf2-sha256$i=1000,l=32$CWHs*$8q5hbB2P5dP7kWEaake7iUyNaZayy0rvoW6c6pXo1+A",
        "not base64",
    );
    refused_with(
        "$pbkdf2-sha384$1000$CWHsHSOklBLCOEfofa.Vcg$8q5h",
        "is not a hash format",
    );
    refused_with("pbkdf2_sha256$1000$salt", "$-separated fields");
}

// passlib.hash.scrypt.using(rounds=8, block_size=8, parallelism=1).hash(PW)
const SCRYPT: &str =
    "$scrypt$ln=8,r=8,p=1$grD2/v9/b40RQkipdc753w$4mn4NMw0BRYvxUrvMhtta43vz3ABRv3XDm3mGmQ+UNk";
// passlib.hash.scrypt.using(rounds=6, block_size=4, parallelism=2).hash(UNI)
const SCRYPT_P2: &str =
    "$scrypt$ln=6,r=4,p=2$+f8/R2iNcU7pvRfCGOP8fw$hIkPKM4H91nFfksZnxWeCrkDbJk8cYqINnmOqiAk9Lc";

#[test]
fn scrypt_from_passlib_verifies() {
    checks(SCRYPT, PW);
    checks(SCRYPT_P2, UNI);
    // Adapted base64 ("." for "+") is read too.
    assert_eq!(
        normalize(&SCRYPT_P2.replace('+', ".")).as_deref(),
        Ok(SCRYPT_P2)
    );
}

#[test]
fn scrypt_out_of_bounds_is_refused() {
    // 128 · 8 · 2^18 = 256 MiB, plus p's buffer.
    refused_with(
        &SCRYPT.replacen("ln=8", "ln=18", 1),
        "needs more than the 256 MiB",
    );
    assert!(normalize(&SCRYPT.replacen("ln=8", "ln=17", 1)).is_ok());
    refused_with(&SCRYPT.replacen("ln=8", "ln=99", 1), "256 MiB");
    refused_with(&SCRYPT.replacen("p=1", "p=17", 1), "p 17 is above the 16");
    refused_with(&SCRYPT.replacen("ln=8", "ln=0", 1), "at least 1");
    refused_with(
        &SCRYPT.replacen("ln=8,r=8,p=1", "r=8,p=1", 1),
        "ln is missing",
    );
}

// The example in github.com/firebase/scrypt's README (checked with
// firebase_scrypt.verify_password of the PyPI package firebase-scrypt 0.1.0).
const README_SIGNER_KEY: &str =
    "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==";
const README_SALT: &str = "42xEC+ixf3L2lw==";
const README_HASH: &str =
    "lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==";
// Ory Kratos' hash comparator test ("8x4WjoDbSxJZdR"), also checked with
// firebase_scrypt.verify_password.
const KRATOS_FIRESCRYPT: &str = "$firescrypt$ln=14,r=8,p=1$sPtDhWcd1MfdAw==$xbSou7FOl6mChCyzpCPIQ7tku7nsQMTFtyOZSXXd7tjBa4NtimOx7v42Gv2SfzPQu1oxM2/k4SsbOu73wlKe1A==$Bw==$YE0dO4bwD4JnJafh6lZZfkp1MtKzuKAXQcDCJNJNyeCHairWHKENOkbh3dzwaCdizzOspwr/FITUVlnOAwPKyw==";
// salt = base64.b64encode(bytes(range(70, 82))); firebase_scrypt.encrypt(b64decode(README_SIGNER_KEY),
//   firebase_scrypt.generate_derived_key(PW, salt, "Bw==", 8, 10))
const SMALL_SALT: &str = "RkdISUpLTE1OT1BR";
const SMALL_HASH: &str =
    "91+bTIsBfCKDZlLvybaW4Yhom3yNB2YK3839hSiIcgS3TVvFXsBaKNiKaSHUnrw9NWwC7NKsZYbrhG5TiHCrvg==";

fn readme_params(mem_cost: u32) -> FirebaseParams {
    FirebaseParams {
        signer_key: STANDARD.decode(README_SIGNER_KEY).unwrap(),
        salt_separator: vec![7],
        rounds: 8,
        mem_cost,
    }
}

#[test]
fn firebase_scrypt_verifies() {
    let stored = firebase(README_HASH, README_SALT, &readme_params(14)).unwrap();
    assert_eq!(
        stored,
        format!("$firescrypt$ln=14,r=8,p=1${README_SALT}${README_HASH}$Bw==${README_SIGNER_KEY}")
    );
    // N = 2^14 takes a second or more unoptimised: the full checks run on
    // the small vector below.
    assert!(verify(&stored, "user1password") && !verify(&stored, "user2password"));
    assert!(verify(KRATOS_FIRESCRYPT, "8x4WjoDbSxJZdR"));
    assert_eq!(
        normalize(KRATOS_FIRESCRYPT).as_deref(),
        Ok(KRATOS_FIRESCRYPT)
    );
    let small = firebase(SMALL_HASH, SMALL_SALT, &readme_params(10)).unwrap();
    checks(&small, PW);
    // The same hash under another project's key or separator does not verify.
    let mut other = readme_params(10);
    other.salt_separator = vec![8];
    assert!(!verify(
        &firebase(SMALL_HASH, SMALL_SALT, &other).unwrap(),
        PW
    ));
}

#[test]
fn firebase_out_of_bounds_is_refused() {
    let reason = firebase(README_HASH, README_SALT, &readme_params(18))
        .unwrap_err()
        .0;
    assert!(reason.contains("256 MiB"), "{reason}");
    let mut short_key = readme_params(14);
    short_key.signer_key.truncate(32);
    let reason = firebase(README_HASH, README_SALT, &short_key)
        .unwrap_err()
        .0;
    assert!(reason.contains("signer key"), "{reason}");
    refused_with(&KRATOS_FIRESCRYPT.replacen("p=1", "p=2", 1), "p=1 only");
    refused_with(&KRATOS_FIRESCRYPT.replacen("ln=14", "ln=40", 1), "256 MiB");
    assert!(firebase("not base64!", README_SALT, &readme_params(14)).is_err());
    let debug = format!("{:?}", readme_params(14));
    assert!(
        debug.contains("<redacted>") && !debug.contains("143"),
        "{debug}"
    );
}

// passlib.hash.sha512_crypt.using(rounds=5000).hash(PW) (5000 is the
// default, so the hash names no rounds)
const SHA512_CRYPT: &str = "$6$VW0qaHkzp0qf3Uby$srQu56x.n7XQ/SdyYUZkJS4zcyhCeYnf67tSDuQp58eGIYfzjJan5BG5VxNwV4aAHnz9JDThQhzC4urJdSAZ6/";
// passlib.hash.sha512_crypt.using(rounds=1000).hash(UNI)
const SHA512_CRYPT_1000: &str = "$6$rounds=1000$WL4PcR7x4Eqjox/G$H9jKT7uEEJ2MSkBTFYxoW4xJA0Ez/.TGRX4zqDmZZzEm.YcFlHAmtw9RgwIt4b/x/X9BoZmlWDvq2AHtakT070";

#[test]
fn sha512_crypt_from_passlib_verifies() {
    checks(SHA512_CRYPT, PW);
    checks(SHA512_CRYPT_1000, UNI);
    // Naming the default rounds is the same computation.
    assert!(verify(
        &SHA512_CRYPT.replacen("$6$", "$6$rounds=5000$", 1),
        PW
    ));
}

#[test]
fn sha512_crypt_out_of_bounds_is_refused() {
    refused_with(
        &SHA512_CRYPT_1000.replacen("=1000$", "=999$", 1),
        "999 are below 1000",
    );
    refused_with(
        &SHA512_CRYPT_1000.replacen("=1000$", "=10000001$", 1),
        "10000001 is above the 10000000",
    );
    // The last character holds two bits only.
    refused_with(
        &SHA512_CRYPT_1000.replacen("070", "07z", 1),
        "86 characters",
    );
    refused_with(
        &SHA512_CRYPT.replacen("VW0qaHkzp0qf3Uby", "VW0qaHkzp0qf3UbyX", 1),
        "1 to 16",
    );
    refused_with("$6$$abc", "1 to 16");
    refused_with(
        "$5$rounds=5000$salt$hash",
        "SHA-256-crypt ($5$) is not a hash format",
    );
}

/// A Keycloak credential as its export holds it: the password was padded
/// with NULs to 14 characters, as Keycloak's Pbkdf2PasswordHashProvider
/// does, when made:
/// padded = pw + "\0" * max(0, 14 - len(pw))
/// value = hashlib.pbkdf2_hmac(HASH, padded.encode(), salt, ITERATIONS, SIZE)
/// secretData = json.dumps({"value": b64encode(value), "salt": b64encode(salt), "additionalParameters": {}})
/// credentialData = json.dumps({"hashIterations": ITERATIONS, "algorithm": ALG, "additionalParameters": {}})
const KEYCLOAK_PBKDF2: [(&str, &str, &str, &str); 4] = [
    // pbkdf2-sha256, 27500 iterations, 64 bytes (older exports), "hunter2", salt bytes(range(16))
    (
        r#"{"value":"pL0U9mtjRz+um+uLr6E2XZEV5ShMNE7gLzuMm7XwBZSmf4HTlaip+YcasNw9O8U/xHAOxNQxj5PfyHD/LWFDjQ==","salt":"AAECAwQFBgcICQoLDA0ODw==","additionalParameters":{}}"#,
        r#"{"hashIterations":27500,"algorithm":"pbkdf2-sha256","additionalParameters":{}}"#,
        "$pbkdf2-sha256$i=27500,l=64$AAECAwQFBgcICQoLDA0ODw$pL0U9mtjRz+um+uLr6E2XZEV5ShMNE7gLzuMm7XwBZSmf4HTlaip+YcasNw9O8U/xHAOxNQxj5PfyHD/LWFDjQ",
        "hunter2",
    ),
    // pbkdf2-sha256, 1000 iterations, 32 bytes, PW, salt bytes(range(100, 116))
    (
        r#"{"value":"1obcPrewNRRp8jTgCea3V3+Y485QyF53N2pvuoYnvH8=","salt":"ZGVmZ2hpamtsbW5vcHFycw==","additionalParameters":{}}"#,
        r#"{"hashIterations":1000,"algorithm":"pbkdf2-sha256","additionalParameters":{}}"#,
        "$pbkdf2-sha256$i=1000,l=32$ZGVmZ2hpamtsbW5vcHFycw$1obcPrewNRRp8jTgCea3V3+Y485QyF53N2pvuoYnvH8",
        PW,
    ),
    // pbkdf2-sha512, 1000 iterations, 64 bytes, "hunter2", salt bytes(range(50, 66))
    (
        r#"{"value":"vPB0YweAcIQpB2iq3D6EQKJmHBwyKqsyFzRE37Va0RzknAREBKOY0QQNzO1rjLHVJLxBAwGJve/SSQK5neCXwA==","salt":"MjM0NTY3ODk6Ozw9Pj9AQQ==","additionalParameters":{}}"#,
        r#"{"hashIterations":1000,"algorithm":"pbkdf2-sha512","additionalParameters":{}}"#,
        "$pbkdf2-sha512$i=1000,l=64$MjM0NTY3ODk6Ozw9Pj9AQQ$vPB0YweAcIQpB2iq3D6EQKJmHBwyKqsyFzRE37Va0RzknAREBKOY0QQNzO1rjLHVJLxBAwGJve/SSQK5neCXwA",
        "hunter2",
    ),
    // pbkdf2 (HMAC-SHA1), 1000 iterations, 64 bytes, UNI, salt bytes(range(200, 216))
    (
        r#"{"value":"YOCusChnzIUOMqsJpvmeaE0A7L9z6kl+krKK432Dz3UjEhcisgoPB62dD0JAVjinGygKjnbPpmTe0rfV6uBL8w==","salt":"yMnKy8zNzs/Q0dLT1NXW1w==","additionalParameters":{}}"#,
        r#"{"hashIterations":1000,"algorithm":"pbkdf2","additionalParameters":{}}"#,
        "$pbkdf2-sha1$i=1000,l=64$yMnKy8zNzs/Q0dLT1NXW1w$YOCusChnzIUOMqsJpvmeaE0A7L9z6kl+krKK432Dz3UjEhcisgoPB62dD0JAVjinGygKjnbPpmTe0rfV6uBL8w",
        UNI,
    ),
];

// salt = bytes(range(30, 46)); argon2.low_level.hash_secret_raw(PW.encode(), salt, time_cost=3,
//   memory_cost=128, parallelism=1, hash_len=32, type=Type.ID, version=19), as Keycloak's
//   Argon2PasswordHashProvider exports it
const KEYCLOAK_ARGON2_SECRET: &str = r#"{"value":"UX5/hRgv6GRib6Vl4NNmcezCvaUMnIYW6mdXJaZTIuA=","salt":"Hh8gISIjJCUmJygpKissLQ==","additionalParameters":{}}"#;
const KEYCLOAK_ARGON2_CREDENTIAL: &str = r#"{"hashIterations":3,"algorithm":"argon2","additionalParameters":{"hashLength":["32"],"memory":["128"],"type":["id"],"version":["1.3"],"parallelism":["1"]}}"#;
// hash_secret_raw(UNI.encode(), salt, time_cost=2, memory_cost=64, parallelism=2, hash_len=24,
//   type=Type.I, version=16)
const KEYCLOAK_ARGON2I_V10_VALUE: &str = "V1O0DWxn94D9k6fa0nn9sBwQv5u5KcEW";

#[test]
fn keycloak_credentials_convert_and_verify() {
    for (secret, credential, stored, password) in KEYCLOAK_PBKDF2 {
        assert_eq!(keycloak(secret, credential).as_deref(), Ok(stored));
        checks(stored, password);
    }
    let argon2 = keycloak(KEYCLOAK_ARGON2_SECRET, KEYCLOAK_ARGON2_CREDENTIAL).unwrap();
    assert_eq!(
        argon2,
        "$argon2id$v=19$m=128,t=3,p=1$Hh8gISIjJCUmJygpKissLQ$UX5/hRgv6GRib6Vl4NNmcezCvaUMnIYW6mdXJaZTIuA"
    );
    assert!(argon2_verifies(&argon2, PW) && !argon2_verifies(&argon2, "hunter2"));
    let secret = KEYCLOAK_ARGON2_SECRET.replace(
        "UX5/hRgv6GRib6Vl4NNmcezCvaUMnIYW6mdXJaZTIuA=",
        KEYCLOAK_ARGON2I_V10_VALUE,
    );
    let credential = KEYCLOAK_ARGON2_CREDENTIAL
        .replace(r#"["id"]"#, r#"["i"]"#)
        .replace(r#"["1.3"]"#, r#"["1.0"]"#)
        .replace(r#""hashIterations":3"#, r#""hashIterations":2"#)
        .replace(r#"["128"]"#, r#"["64"]"#)
        .replace(r#"["32"]"#, r#"["24"]"#)
        .replace(r#""parallelism":["1"]"#, r#""parallelism":["2"]"#);
    let argon2i = keycloak(&secret, &credential).unwrap();
    assert_eq!(
        argon2i,
        format!("$argon2i$v=16$m=64,t=2,p=2$Hh8gISIjJCUmJygpKissLQ${KEYCLOAK_ARGON2I_V10_VALUE}")
    );
    assert!(argon2_verifies(&argon2i, UNI) && !argon2_verifies(&argon2i, PW));
}

#[test]
fn keycloak_refusals_name_the_problem() {
    let (secret, credential, _, _) = KEYCLOAK_PBKDF2[1];
    let sha384 = credential.replace("pbkdf2-sha256", "pbkdf2-sha384");
    assert_eq!(
        keycloak(secret, &sha384).unwrap_err().0,
        "Keycloak's algorithm \"pbkdf2-sha384\" is not a hash format this service can check"
    );
    let many = credential.replace("1000", "20000000");
    assert!(
        keycloak(secret, &many)
            .unwrap_err()
            .0
            .contains("above the 10000000")
    );
    assert!(
        keycloak("{}", credential)
            .unwrap_err()
            .0
            .contains("secretData")
    );
    assert!(
        keycloak(secret, "[]")
            .unwrap_err()
            .0
            .contains("credentialData")
    );
    let argon2d = KEYCLOAK_ARGON2_CREDENTIAL.replace(r#"["id"]"#, r#"["d"]"#);
    assert!(
        keycloak(KEYCLOAK_ARGON2_SECRET, &argon2d)
            .unwrap_err()
            .0
            .contains("type \"d\"")
    );
    let length = KEYCLOAK_ARGON2_CREDENTIAL.replace(r#"["32"]"#, r#"["16"]"#);
    assert!(
        keycloak(KEYCLOAK_ARGON2_SECRET, &length)
            .unwrap_err()
            .0
            .contains("hashLength 16")
    );
    let memory = KEYCLOAK_ARGON2_CREDENTIAL.replace(r#"["128"]"#, r#"["1048576"]"#);
    assert!(
        keycloak(KEYCLOAK_ARGON2_SECRET, &memory)
            .unwrap_err()
            .0
            .contains("1048576 is above the 262144")
    );
}

#[test]
fn other_formats_are_refused_without_quoting_the_hash() {
    for (input, what) in [
        ("$1$saltsalt$qjXMvbEw8oaL.CzflDugX/", "MD5-crypt ($1$)"),
        ("", "an empty hash"),
        ("   ", "an empty hash"),
        (
            "5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8",
            "a bare 40-digit hex digest (no salt, no known scheme)",
        ),
        ("$apr1$abc$def", "a hash of kind \"apr1\""),
        ("{SSHA}JFZFs0oHzxbMwkSJmYVeI8MnTDy/276a", "this value"),
        ("$\u{1F600}$x", "this value"),
    ] {
        let reason = normalize(input).unwrap_err().0;
        assert_eq!(
            reason,
            format!("{what} is not a hash format this service can check")
        );
        assert!(!verify(input, PW));
    }
}

#[test]
fn only_this_modules_stored_forms_are_foreign() {
    for stored in [
        BCRYPT_2B,
        PASSLIB_SHA1_STORED,
        DJANGO_SHA256_STORED,
        PHC_SHA512,
        SCRYPT,
        KRATOS_FIRESCRYPT,
        SHA512_CRYPT,
    ] {
        assert!(is_foreign(stored), "{stored}");
    }
    for other in [
        ARGON2ID,
        ARGON2I,
        "!",
        "",
        PASSLIB_SHA256,
        DJANGO_SHA1,
        "$pbkdf2$i=1$a$b",
    ] {
        assert!(!is_foreign(other), "{other}");
    }
}
