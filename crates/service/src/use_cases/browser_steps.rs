//! What a browser at the authorization endpoint is answered
//! (`browser_sign_in` decides it): the next step, and what goes back to
//! the client.

use crate::use_cases::authorize::{Authorization, ErrorCode};
use crate::use_cases::organization_sso::HomeRealm;
use crate::use_cases::sign_in::SecondFactorChallenge;
use accounts_domain::secrets::PlainSecret;

/// What goes back to the client.
#[derive(Debug)]
pub enum Grant {
    /// An authorization code (in the redirect's query).
    Code(PlainSecret),
    /// An id_token (in the redirect's fragment).
    IdToken(String),
    /// Nothing: the user signed in (the browser keeps the session) but
    /// the request is refused, as `error` says (a sign-in for an
    /// organization the user may not sign in for).
    Refused {
        /// The RFC 6749 error.
        error: ErrorCode,
        /// Why, for the developer.
        description: String,
    },
}

/// The next step of a browser at the authorization endpoint.
#[derive(Debug)]
pub enum BrowserStep {
    /// Send the browser back to the client with `grant`; `new_session` is
    /// the account token to set as its cookie when it just signed in.
    Back {
        /// The validated request.
        request: Box<Authorization>,
        /// What the client receives.
        grant: Grant,
        /// The new session's cookie value, after a sign-in.
        new_session: Option<PlainSecret>,
    },
    /// Show the login form for the request's client.
    Form {
        /// The validated request.
        request: Box<Authorization>,
        /// The organization whose own provider the page leads to: at
        /// once when it is `required`, its button first otherwise.
        home_realm: Option<HomeRealm>,
    },
    /// The client requires two factors (`require_mfa`) and the user has
    /// none: they set one up on the account page, then sign in again.
    /// `new_session` is the cookie to set when the user just signed in.
    EnrolFirst {
        /// The validated request.
        request: Box<Authorization>,
        /// The new session's cookie value, after a sign-in.
        new_session: Option<PlainSecret>,
    },
    /// The request's third-party client needs the user's consent: show the
    /// consent screen. `new_session` is the cookie to set when the user
    /// just signed in.
    Consent {
        /// The validated request.
        request: Box<Authorization>,
        /// The signed-in user's address, for the screen.
        account: String,
        /// The new session's cookie value, after a sign-in.
        new_session: Option<PlainSecret>,
    },
    /// The password was right; ask for the second factor. `challenge` is
    /// the browser's (its token the cookie), answered once.
    SecondFactor {
        /// The validated request.
        request: Box<Authorization>,
        /// The challenge: its token and what answers it.
        challenge: SecondFactorChallenge,
    },
}

impl BrowserStep {
    /// The validated request the step answers.
    pub fn request(&self) -> &Authorization {
        match self {
            BrowserStep::Back { request, .. }
            | BrowserStep::Form { request, .. }
            | BrowserStep::EnrolFirst { request, .. }
            | BrowserStep::Consent { request, .. }
            | BrowserStep::SecondFactor { request, .. } => request,
        }
    }
}
