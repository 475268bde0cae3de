//! What people type or paste from a mail: device user codes, authenticator
//! codes, recovery codes and mailed tokens (the reset and verification
//! links' `token`), as the service reads them before any look-up.
#![no_main]

use accounts_domain::secrets::PlainSecret;
use accounts_service::device_grant::UserCode;
use accounts_service::second_factor::totp::{code_digits, recovery_digest};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Some(code) = UserCode::parse(text) {
        // The shown form reads back as the same code, lower case too.
        let shown = code.display();
        assert_eq!(
            UserCode::parse(&shown).map(|c| c.digest()),
            Some(code.digest())
        );
        assert_eq!(
            UserCode::parse(&shown.to_lowercase()).map(|c| c.digest()),
            Some(code.digest())
        );
    }
    if let Some(digits) = code_digits(text) {
        assert_eq!(digits.len(), 6);
        assert_eq!(code_digits(&digits).as_deref(), Some(digits.as_str()));
    }
    // Case, dashes and spaces never change which recovery code is meant.
    assert_eq!(
        recovery_digest(text),
        recovery_digest(&text.to_ascii_uppercase().replace('-', " "))
    );
    // A mailed token is looked up by its digest only.
    let _ = PlainSecret::from_presented(text).digest();
});
