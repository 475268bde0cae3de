//! The pages of ours that mails link to, with their addresses on the
//! issuer (`server.public_url`): every use case that mails a link builds
//! it here.

use accounts_domain::secrets::PlainSecret;

/// The page a verification or address-change link opens.
pub const VERIFY_PAGE: &str = "/accounts/email/verify";
/// The page a reset link opens.
pub const RESET_PAGE: &str = "/accounts/password/reset";
/// The page that asks for a reset link.
pub const FORGOT_PAGE: &str = "/accounts/password/forgot";

/// The page a sign-in code's link opens.
pub const CODE_LINK_PAGE: &str = "/accounts/login/code/link";

/// The page an invitation's link opens (the token is its last segment).
pub const INVITATION_PAGE: &str = "/accounts/invitations";

/// The link of an invitation to join an organization.
pub(crate) fn invitation_link(issuer: &str, token: &PlainSecret) -> String {
    format!("{issuer}{INVITATION_PAGE}/{}", token.expose())
}

/// A link to one of our pages on `issuer`, with a token.
pub(crate) fn link(issuer: &str, page: &str, token: Option<&PlainSecret>) -> String {
    match token {
        Some(token) => format!("{issuer}{page}?token={}", token.expose()),
        None => format!("{issuer}{page}"),
    }
}
