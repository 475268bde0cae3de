//! The asking browser's binding: a cookie set where a browser asks for a
//! mailed confirmation (sign-up, an address change on the account page),
//! whose digest the mailed token keeps. The link's page confirms with one
//! click only in that browser; anywhere else it asks for the account's
//! password (docs/decisions.md, "Confirming an address").

use accounts_domain::secrets::{PlainSecret, SecretDigest};
use actix_web::HttpRequest;
use actix_web::cookie::{Cookie, SameSite};

use crate::common::state::AppState;
use crate::pages::common::ShortCookie;

/// As long as the mailed link works (24 hours).
const ASKED: ShortCookie = ShortCookie {
    name: "accounts_asked",
    path: "/accounts/",
    same_site: SameSite::Lax,
    minutes: 24 * 60,
};

/// Whether a binding the browser sent is one of ours in shape (256 bits
/// in unpadded base64url): anything else is replaced by a new one, so no
/// chosen or malformed value is kept or written back.
fn minted(value: &str) -> bool {
    value.len() == 43
        && value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The browser's binding for a request that mails a confirmation: its
/// digest for the token, and the cookie that keeps it (the browser's own
/// value again when it has one, so each of its requests binds).
pub(in crate::pages) fn binding(
    state: &AppState,
    req: &HttpRequest,
) -> (SecretDigest, Cookie<'static>) {
    let value = ASKED
        .value(state, req)
        .filter(|v| minted(v))
        .unwrap_or_else(|| PlainSecret::generate().expose().to_owned());
    let digest = SecretDigest::of(&value);
    (digest, ASKED.cookie(state, value, false))
}

/// The digest of the browser's binding, if it sent one.
pub(in crate::pages) fn presented(state: &AppState, req: &HttpRequest) -> Option<SecretDigest> {
    ASKED
        .value(state, req)
        .filter(|v| minted(v))
        .map(|v| SecretDigest::of(&v))
}

#[cfg(test)]
mod tests {
    use super::minted;

    #[test]
    fn only_a_binding_of_our_shape_is_kept() {
        let ours = accounts_domain::secrets::PlainSecret::generate();
        assert!(minted(ours.expose()));
        for planted in [
            "",
            "short",
            "a;b=c; Domain=evil.example; aaaaaaaaaaaaaaaaaaaaaaaaaa",
            "ééééééééééééééééééééééééééééééééééééééééééé",
            &"a".repeat(44),
            &"a".repeat(42),
        ] {
            assert!(!minted(planted), "{planted:?}");
        }
    }
}
