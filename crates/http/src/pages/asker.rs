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

/// A binding longer than this was not ours: a new one replaces it.
const MAX_LEN: usize = 64;

/// The browser's binding for a request that mails a confirmation: its
/// digest for the token, and the cookie that keeps it (the browser's own
/// value again when it has one, so each of its requests binds).
pub(super) fn binding(state: &AppState, req: &HttpRequest) -> (SecretDigest, Cookie<'static>) {
    let value = ASKED
        .value(state, req)
        .filter(|v| !v.is_empty() && v.len() <= MAX_LEN)
        .unwrap_or_else(|| PlainSecret::generate().expose().to_owned());
    let digest = SecretDigest::of(&value);
    (digest, ASKED.cookie(state, value, false))
}

/// The digest of the browser's binding, if it sent one.
pub(super) fn presented(state: &AppState, req: &HttpRequest) -> Option<SecretDigest> {
    ASKED
        .value(state, req)
        .filter(|v| !v.is_empty() && v.len() <= MAX_LEN)
        .map(|v| SecretDigest::of(&v))
}
