//! Tests of the TOTP rules.

use time::OffsetDateTime;

use super::*;

fn at(seconds: i64) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(seconds).unwrap()
}

/// RFC 6238 appendix B's SHA-1 secret, whose 8-digit codes end in the
/// 6-digit ones (the code is the value modulo 10^digits).
fn rfc_secret() -> TotpSecret {
    TotpSecret::from_bytes(b"12345678901234567890".to_vec())
}

#[test]
fn codes_match_rfc_6238s_test_vectors() {
    let secret = rfc_secret();
    for (seconds, code) in [
        (59, "287082"),
        (1_111_111_109, "081804"),
        (1_111_111_111, "050471"),
        (1_234_567_890, "005924"),
        (2_000_000_000, "279037"),
    ] {
        assert_eq!(secret.code_at(at(seconds)).unwrap(), code, "at {seconds}");
        assert_eq!(
            secret.check(code, at(seconds)),
            Some(seconds / 30),
            "at {seconds}"
        );
    }
}

#[test]
fn one_step_of_drift_is_accepted_either_way_and_no_more() {
    let secret = rfc_secret();
    let now = at(1_234_567_890);
    let step = 1_234_567_890 / 30;
    let earlier = secret.code_at(at((step - 1) * 30)).unwrap();
    let later = secret.code_at(at((step + 1) * 30)).unwrap();
    let too_old = secret.code_at(at((step - 2) * 30)).unwrap();
    assert_eq!(secret.check(&earlier, now), Some(step - 1));
    assert_eq!(secret.check(&later, now), Some(step + 1));
    assert_eq!(secret.check(&too_old, now), None);
}

#[test]
fn malformed_codes_are_refused_and_spaces_are_ignored() {
    let secret = rfc_secret();
    let now = at(59);
    assert_eq!(secret.check("287 082", now), Some(1));
    for bad in ["", "28708", "2870820", "28708a", "２８７０８２", "-287082"] {
        assert_eq!(secret.check(bad, now), None, "{bad:?}");
    }
}

#[test]
fn a_new_secret_has_160_bits_and_an_otpauth_uri() {
    let secret = TotpSecret::generate();
    assert_eq!(secret.as_bytes().len(), 20);
    assert_ne!(secret.as_bytes(), TotpSecret::generate().as_bytes());
    let base32 = secret.base32().unwrap();
    assert_eq!(base32.len(), 32);
    assert_eq!(
        TotpSecret::from_base32(&base32).unwrap().as_bytes(),
        secret.as_bytes()
    );
    let uri = secret
        .otpauth_uri("accounts.example.com", "ana@example.com")
        .unwrap();
    assert!(uri.starts_with("otpauth://totp/"), "{uri}");
    assert!(uri.contains(&format!("secret={base32}")), "{uri}");
    assert!(uri.contains("issuer=accounts.example.com"), "{uri}");
    assert!(!format!("{secret:?}").contains(&base32));
}

#[test]
fn recovery_codes_are_ten_distinct_and_match_however_typed() {
    let codes = new_recovery_codes();
    assert_eq!(codes.len(), 10);
    let distinct: std::collections::BTreeSet<_> = codes.iter().collect();
    assert_eq!(distinct.len(), 10);
    for code in &codes {
        assert_eq!(code.len(), 11, "{code}");
        assert_eq!(code.as_bytes()[5], b'-');
        let typed = code.to_uppercase().replace('-', " ");
        assert_eq!(recovery_digest(&typed), recovery_digest(code));
    }
    assert_ne!(recovery_digest(&codes[0]), recovery_digest(&codes[1]));
}
