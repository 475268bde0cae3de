//! The value grammars every request goes through: email addresses (sign-in
//! and registration spellings), redirect URIs, package names, app origins,
//! scopes, PKCE challenges, timestamps, grant types.
#![no_main]

use accounts_domain::addresses::{AppOrigin, Email, PackageName, RedirectUri};
use accounts_domain::pkce::CodeChallenge;
use accounts_domain::scope::Scopes;
use accounts_domain::timestamp::UtcTimestamp;
use accounts_domain::token_types::GrantType;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(email) = Email::parse(text) {
        // A parsed address parses again to itself.
        assert_eq!(Email::parse(email.as_str()).ok().as_ref(), Some(&email));
        let _ = email.normalized();
    }
    let _ = Email::parse_registration(text);
    if let Ok(uri) = RedirectUri::parse(text) {
        assert_eq!(RedirectUri::parse(uri.as_str()).ok().as_ref(), Some(&uri));
    }
    let _ = PackageName::parse(text);
    let _ = AppOrigin::parse(text);
    if let Ok(scopes) = Scopes::parse(text) {
        assert_eq!(Scopes::parse(&scopes.to_string()).ok(), Some(scopes));
    }
    let _ = CodeChallenge::parse(text, Some("S256"));
    let _ = CodeChallenge::parse(text, None);
    let _ = UtcTimestamp::parse(text);
    let _ = GrantType::parse(text);
});
