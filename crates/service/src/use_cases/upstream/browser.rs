//! A browser's round trip through a provider: the login page's button
//! (or the account page's "link") starts it, the provider's callback
//! finishes it. The round trip's state (PKCE verifier, nonce, the pending
//! authorization request or the user who is linking) stays on the server
//! under the digest of `state`, for 10 minutes, and is taken away before
//! anything else is checked: each `state` is used once. The browser holds
//! the same `state` in a cookie, so a callback in another browser (a
//! login CSRF) is refused.

use crate::use_cases::second_factor::methods;
use serde::{Deserialize, Serialize};
use time::Duration;

use super::flow_error::UpstreamFlowError;
use super::links::Origin;
use crate::languages::mail_language;
use crate::ports::mail;
use crate::ports::upstream::{UpstreamIdentity, UpstreamRedirect};
use crate::service::accounts::Accounts;
use crate::use_cases::authorize;
use crate::use_cases::authorize::{AuthorizationParams, Flow};
use crate::use_cases::browser_sign_in;
use crate::use_cases::browser_sign_in::BrowserStep;
use crate::use_cases::self_service::step_up;
use crate::use_cases::sessions::SignedInSession;
use crate::use_cases::upstream::links;
use crate::use_cases::upstream::organization;
use crate::use_cases::upstream::providers::{self, Upstream};
use accounts_domain::ids::UserId;
use accounts_domain::records::{CeremonyPurpose, CeremonyRecord, SessionChannel};
use accounts_domain::repository::RepoError;
use accounts_domain::secrets::{PlainSecret, SecretDigest};

/// How long a browser may take at the provider.
const ROUND_TRIP_WINDOW: Duration = Duration::minutes(10);

/// Why the browser goes to the provider.
#[derive(Debug, Clone)]
pub enum StartPurpose {
    /// To sign in, then go on with this authorization request.
    SignIn(Box<AuthorizationParams>),
    /// To sign in to the account pages (no client: the browser's session
    /// is what comes back).
    Account,
    /// To link the provider to the account whose session cookie this is.
    Link {
        /// The browser's session cookie.
        session_cookie: Option<String>,
    },
}

/// Where to send the browser, and the `state` for its cookie.
#[derive(Debug)]
pub struct UpstreamStart {
    /// The provider's authorization URL.
    pub location: String,
    /// The round trip's `state`, also in `location`: the browser keeps it
    /// in a cookie until the callback.
    pub state: PlainSecret,
}

/// The provider's callback, as the browser brought it.
#[derive(Debug, Clone, Default)]
pub struct UpstreamCallback {
    /// The provider in the path.
    pub provider: String,
    /// `state` from the query (or form).
    pub state: Option<String>,
    /// `code` from the query (or form).
    pub code: Option<String>,
    /// `error` from the query, when the provider did not sign the user in.
    pub error: Option<String>,
    /// The round trip's cookie.
    pub state_cookie: Option<String>,
    /// The browser's session cookie (linking needs the same user).
    pub session_cookie: Option<String>,
    /// The client IP.
    pub ip: String,
    /// The request's User-Agent.
    pub user_agent: String,
    /// The request's `Accept-Language` (the session's `locale` is the
    /// tag that chose a language, the round trip's `ui_locales` first).
    pub accept_language: Option<String>,
}

/// Where a finished round trip goes.
#[derive(Debug)]
pub enum UpstreamOutcome {
    /// Signed in: on with the authorization request (its parameters, for
    /// a page that carries them on, such as the consent screen).
    SignedIn(Box<BrowserStep>, Box<AuthorizationParams>),
    /// Linked: back to the account page, with the provider's name.
    Linked(String),
    /// Signed in to the account pages: the session's account token, for
    /// the browser's cookie.
    SignedInToAccount(PlainSecret),
}

#[derive(Debug, Serialize, Deserialize)]
struct RoundTrip {
    provider: String,
    pkce_verifier: String,
    nonce: Option<String>,
    url: String,
    then: Then,
}

#[derive(Debug, Serialize, Deserialize)]
enum Then {
    Authorize(Box<AuthorizationParams>),
    Account,
    Link(UserId),
}

/// Starts a round trip through `provider` (blocking: the provider's
/// discovery document may be fetched). A sign-in's authorization
/// request is checked first, so a bad one is refused here, as the
/// login page would.
pub fn start_upstream(
    accounts: &Accounts,
    provider: &str,
    purpose: StartPurpose,
) -> Result<UpstreamStart, UpstreamFlowError> {
    let upstream = providers::upstream_named(accounts, provider)?;
    let (then, user_id) = match purpose {
        StartPurpose::SignIn(params) => {
            authorize::validate_authorization(accounts, &params, Flow::Browser)?;
            (Then::Authorize(params), None)
        }
        StartPurpose::Account => (Then::Account, None),
        // An organization's provider signs its own people in; it is
        // not a way to sign in that anyone adds to their account.
        StartPurpose::Link { .. } if upstream.organization().is_some() => {
            return Err(UpstreamFlowError::UnknownProvider);
        }
        StartPurpose::Link { session_cookie } => {
            let signed_in = linking_session(accounts, session_cookie.as_deref(), None)?;
            (Then::Link(signed_in.user.id), Some(signed_in.user.id))
        }
    };
    let state = PlainSecret::generate();
    let redirect = upstream.authorization_url(accounts, state.expose())?;
    let now = accounts.clock.now();
    let round_trip = RoundTrip {
        provider: provider.to_owned(),
        pkce_verifier: redirect.pkce_verifier,
        nonce: redirect.nonce,
        url: redirect.url.clone(),
        then,
    };
    accounts.store.put_ceremony(&CeremonyRecord {
        key: state.digest(),
        purpose: CeremonyPurpose::Upstream,
        user_id,
        state: serde_json::to_string(&round_trip)
            .map_err(|e| RepoError::Other(format!("upstream round trip: {e}")))?,
        created_at: now,
        expires_at: now + ROUND_TRIP_WINDOW,
    })?;
    Ok(UpstreamStart {
        location: redirect.url,
        state,
    })
}

/// The browser's session, if it may link a provider: signed in (as
/// `user`, when given) and recently enough to add a way to sign in
/// (blocking).
fn linking_session(
    accounts: &Accounts,
    session_cookie: Option<&str>,
    user: Option<UserId>,
) -> Result<SignedInSession, UpstreamFlowError> {
    let signed_in = browser_sign_in::browser_session(accounts, session_cookie)?
        .filter(|s| user.is_none_or(|u| s.user.id == u))
        .ok_or(UpstreamFlowError::BadState)?;
    if !step_up::may_change_sign_in_methods(accounts, &signed_in)? {
        return Err(UpstreamFlowError::ReauthenticationRequired);
    }
    Ok(signed_in)
}

/// The provider's callback: takes the round trip away, redeems the
/// code, and signs in (on with the authorization request) or links
/// (blocking).
pub fn finish_upstream(
    accounts: &Accounts,
    callback: UpstreamCallback,
) -> Result<UpstreamOutcome, UpstreamFlowError> {
    let upstream = providers::upstream_named(accounts, &callback.provider)?;
    let state = callback.state.as_deref().unwrap_or_default();
    let bound = callback
        .state_cookie
        .as_deref()
        .is_some_and(|cookie| !state.is_empty() && cookie == state);
    if !bound {
        return Err(UpstreamFlowError::BadState);
    }
    let now = accounts.clock.now();
    let ceremony = accounts
        .store
        .take_ceremony(&SecretDigest::of(state), CeremonyPurpose::Upstream, now)?
        .ok_or(UpstreamFlowError::BadState)?;
    let round_trip: RoundTrip = serde_json::from_str(&ceremony.state)
        .map_err(|e| RepoError::Other(format!("upstream round trip: {e}")))?;
    if round_trip.provider != callback.provider {
        return Err(UpstreamFlowError::BadState);
    }
    if let Some(error) = callback.error.filter(|e| !e.is_empty()) {
        return Err(UpstreamFlowError::Denied(error.chars().take(100).collect()));
    }
    let code = callback
        .code
        .filter(|c| !c.is_empty())
        .ok_or(UpstreamFlowError::BadState)?;
    let identity = upstream.finish(
        accounts,
        &code,
        &UpstreamRedirect {
            url: round_trip.url,
            pkce_verifier: round_trip.pkce_verifier,
            nonce: round_trip.nonce,
        },
    )?;
    match round_trip.then {
        Then::Link(user) => {
            // Still the user who started it, still recent enough: the
            // round trip may take ten minutes.
            let signed_in =
                linking_session(accounts, callback.session_cookie.as_deref(), Some(user))?;
            if links::link_identity(
                accounts,
                user,
                &round_trip.provider,
                &identity,
                &callback.ip,
            )? {
                accounts.mailer.send(mail::link_changed(
                    &signed_in.user.email,
                    mail_language(signed_in.user.language.as_deref()),
                    upstream.name(),
                    true,
                    &methods::account_page(accounts),
                ));
            }
            Ok(UpstreamOutcome::Linked(upstream.name().to_owned()))
        }
        Then::Account => {
            let signed_in = sign_in_through(
                accounts,
                &upstream,
                &identity,
                Origin {
                    channel: SessionChannel::Browser,
                    ip: callback.ip,
                    user_agent: callback.user_agent,
                    locale: crate::languages::session_locale(
                        None,
                        callback.accept_language.as_deref(),
                    ),
                    package_name: None,
                },
            )?;
            Ok(UpstreamOutcome::SignedInToAccount(signed_in.account_token))
        }
        Then::Authorize(params) => {
            let request = Box::new(authorize::validate_authorization(
                accounts,
                &params,
                Flow::Browser,
            )?);
            let origin = Origin {
                channel: SessionChannel::Browser,
                ip: callback.ip,
                user_agent: callback.user_agent,
                locale: crate::languages::session_locale(
                    params.ui_locales.as_deref(),
                    callback.accept_language.as_deref(),
                ),
                package_name: request.package_name.clone(),
            };
            // The sign-in's own language (its `ui_locales`) is an
            // account's first language, and its first mails'.
            let sign_in = || sign_in_through(accounts, &upstream, &identity, origin);
            let signed_in = match asked_language(params.ui_locales.as_deref()) {
                Some(language) => crate::languages::speaking(language, sign_in).0,
                None => sign_in(),
            }?;
            let step = browser_sign_in::back_or_enrol(
                accounts,
                request,
                &SignedInSession {
                    session: signed_in.session,
                    user: signed_in.user,
                },
                Some(signed_in.account_token),
            )?;
            Ok(UpstreamOutcome::SignedIn(Box::new(step), params))
        }
    }
}

/// Signs in whom the provider names: by the link rules, or by an
/// organization's own rules for its provider (blocking).
fn sign_in_through(
    accounts: &Accounts,
    upstream: &Upstream,
    identity: &UpstreamIdentity,
    origin: Origin,
) -> Result<crate::use_cases::sign_in::SignedIn, UpstreamFlowError> {
    match upstream.organization() {
        Some(organization) => organization::sign_in_for_organization(
            accounts,
            organization,
            upstream.id(),
            identity,
            origin,
        ),
        None => links::sign_in_upstream(accounts, upstream.id(), identity, origin),
    }
}

/// The supported language a `ui_locales` list asks for, if any.
fn asked_language(ui_locales: Option<&str>) -> Option<crate::languages::Language> {
    ui_locales?
        .split_whitespace()
        .find_map(crate::languages::Language::lookup)
        .filter(|l| l.is_supported())
}
