//! Browser sign-out (OpenID Connect RP-Initiated Logout): whether the
//! browser is signed in and where it goes after, and the confirmed
//! sign-out that ends its session with every token issued in it.

use crate::service::accounts::Accounts;
use crate::use_cases::authorize::{MAX_STATE_LEN, ReturnTo};
use crate::use_cases::browser_sign_in::browser_session;
use crate::use_cases::sessions;
use accounts_domain::repository::RepoError;

/// A browser logout's parameters (OpenID Connect RP-Initiated Logout).
#[derive(Debug, Clone, Default)]
pub struct LogoutRequest {
    /// The client whose redirect URI to return to.
    pub client_id: Option<String>,
    /// One of that client's registered redirect URIs.
    pub post_logout_redirect_uri: Option<String>,
    /// Echoed back.
    pub state: Option<String>,
}

/// Browser logout's first step (GET): whether the cookie names a live
/// session (then the browser is asked to confirm), and where a browser
/// that is not signed in goes (blocking).
pub fn logout_prompt(
    accounts: &Accounts,
    session_cookie: Option<&str>,
    request: &LogoutRequest,
) -> Result<(bool, Option<ReturnTo>), RepoError> {
    let signed_in = browser_session(accounts, session_cookie)?.is_some();
    Ok((signed_in, logout_target(accounts, request)?))
}

/// Browser logout (the confirmed POST): ends the cookie's session, if it
/// names a live one, with every token issued in it, and says where to
/// send the browser (blocking).
pub fn browser_logout(
    accounts: &Accounts,
    session_cookie: Option<&str>,
    ip: &str,
    request: &LogoutRequest,
) -> Result<Option<ReturnTo>, RepoError> {
    if let Some(signed_in) = browser_session(accounts, session_cookie)? {
        sessions::end_session(accounts, &signed_in, ip, "browser logout")?;
    }
    logout_target(accounts, request)
}

/// Where to send the browser after logout: only to a redirect URI
/// registered for the named enabled client (OpenID Connect
/// RP-Initiated Logout's `post_logout_redirect_uri`).
fn logout_target(
    accounts: &Accounts,
    request: &LogoutRequest,
) -> Result<Option<ReturnTo>, RepoError> {
    let (Some(client_id), Some(uri)) = (
        request.client_id.as_deref().filter(|c| !c.is_empty()),
        request
            .post_logout_redirect_uri
            .as_deref()
            .filter(|u| !u.is_empty()),
    ) else {
        return Ok(None);
    };
    let registered = accounts
        .client_named(client_id)?
        .filter(|c| c.enabled)
        .and_then(|c| c.redirect_uris.into_iter().find(|u| u.as_str() == uri));
    Ok(registered.map(|redirect_uri| ReturnTo {
        redirect_uri,
        fragment: false,
        state: request.state.clone().filter(|s| s.len() <= MAX_STATE_LEN),
    }))
}
