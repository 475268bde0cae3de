//! Browser sign-in at the authorization endpoint: what to do with a
//! validated request and the browser's session, and the login form.
//!
//! A signed-in browser (its session cookie names a live session) skips the
//! form unless the request says `prompt=login` or its `max_age` is older
//! than the sign-in; `prompt=none` never shows the form (`login_required`).
//! The form signs in through [`sign_in`](crate::use_cases::sign_in::sign_in), the native-app API's path.

use crate::service::accounts::Accounts;
use crate::service::hashing::Busy;
use crate::use_cases::authorize;
use crate::use_cases::authorize::{
    Authorization, AuthorizationParams, AuthorizeError, ErrorCode, Flow, ResponseType,
};
use crate::use_cases::organization_access::{self, OrganizationAccess};
use crate::use_cases::organization_sso;
use crate::use_cases::second_factor::challenge;
use crate::use_cases::second_factor::methods;
use crate::use_cases::second_factor::passkey_sign_in;
use crate::use_cases::second_factor::passkey_sign_in::PasskeyAttempt;
use crate::use_cases::sessions;
use crate::use_cases::sessions::SignedInSession;
use crate::use_cases::sign_in;
use crate::use_cases::sign_in::{Attempt, SecondFactorChallenge, SignInError, SignedIn};
use accounts_domain::keys::KeyError;
use accounts_domain::records::SessionChannel;
use accounts_domain::repository::RepoError;
use accounts_domain::secrets::PlainSecret;

pub use crate::use_cases::browser_steps::{BrowserStep, Grant};

/// Why the login form was not accepted, with the request, so the form can
/// be shown again for its client.
#[derive(Debug, thiserror::Error)]
#[error("the login form was not accepted: {failure:?}")]
pub struct FormError {
    /// The validated request.
    pub request: Box<Authorization>,
    /// Why.
    pub failure: SignInFailure,
}

/// Why the authorization endpoint cannot go on.
#[derive(Debug, thiserror::Error)]
pub enum BrowserError {
    /// The request was refused (page or redirect, see
    /// [`AuthorizeError::is_redirectable`]).
    #[error(transparent)]
    Request(#[from] AuthorizeError),
    /// The login form was not accepted.
    #[error(transparent)]
    Form(#[from] FormError),
    /// Signing failed.
    #[error(transparent)]
    Key(#[from] KeyError),
    /// Storage failed.
    #[error(transparent)]
    Repo(#[from] RepoError),
}

/// Why the login form was not accepted.
#[derive(Debug)]
pub enum SignInFailure {
    /// The form's CSRF token is not the browser's.
    ExpiredForm,
    /// Email or password is empty.
    MissingFields,
    /// Wrong email or password.
    WrongCredentials,
    /// Too many failed attempts.
    Throttled,
    /// Every password-hashing permit is taken.
    Busy(Busy),
    /// The password was right and the account asks for a second factor:
    /// no session opens until the challenge (its token, for the browser's
    /// cookie) is answered with a code or a passkey.
    SecondFactorRequired(SecondFactorChallenge),
    /// A passkey's answer did not sign in (unknown passkey, a signature
    /// that does not verify, a used or expired ceremony).
    PasskeyRefused,
    /// The second factor's code was wrong or used, or the challenge ended:
    /// the sign-in starts again.
    WrongSecondFactor,
    /// The address's domain signs in through its organization's own
    /// provider: the page offers it instead.
    SsoRequired(organization_sso::SsoRequired),
    /// A mailed code was wrong, used, replaced or expired.
    WrongCode,
    /// Codes are off here, or the client wants a password or a passkey.
    CodesNotAllowed,
}

/// A submitted login form.
#[derive(Debug)]
pub struct LoginForm {
    /// Whether the form's CSRF token matched the browser's cookie.
    pub csrf_valid: bool,
    /// The credentials and where they came from.
    pub attempt: Attempt,
    /// The browser's session cookie, when it has one: a form shown
    /// again speaks its user's stored language (`prompt=login` shows the
    /// form to a signed-in browser).
    pub session_cookie: Option<String>,
}

/// A browser arrives at the authorization endpoint, signed in or not
/// (`session_cookie`) (blocking).
pub fn authorize_browser(
    accounts: &Accounts,
    params: &AuthorizationParams,
    session_cookie: Option<&str>,
    login_hint: Option<&str>,
) -> Result<BrowserStep, BrowserError> {
    let request = authorize::validate_authorization(accounts, params, Flow::Browser)?;
    // Looked up with `prompt=login` too: the form it asks for is still a
    // page for a browser with a live session, whose user's stored
    // language speaks there (docs/decisions.md, "Languages").
    let signed_in = browser_session(accounts, session_cookie)?;
    if !request.prompt_login
        && let Some(signed_in) = signed_in
    {
        // A non-member is refused before anything else is decided: whether
        // a foreign organization wants a second factor is not theirs to
        // learn from a step-up.
        let organization = organization_for(accounts, &request, &signed_in)?;
        let age = accounts.clock.now() - signed_in.session.authenticated_at;
        let fresh = request.max_age.is_none_or(|max| age <= max);
        // A one-factor session of a user who could give two signs in
        // again when two are wanted (a step up).
        let step_up = request.wants_mfa(organization.as_ref())
            && !signed_in.session.auth.is_multi_factor()
            && methods::has_second_factor(accounts, signed_in.user.id)?;
        if fresh && !step_up {
            return member_back_or_enrol(
                accounts,
                Box::new(request),
                &signed_in,
                None,
                organization,
            );
        }
    }
    if request.prompt_none {
        return Err(AuthorizeError::Rejected {
            error: ErrorCode::LoginRequired,
            description: "the user is not signed in".into(),
            back: request.return_to(),
        }
        .into());
    }
    let home_realm =
        organization_sso::home_realm(accounts, request.organization.as_ref(), login_hint)?;
    Ok(BrowserStep::Form {
        request: Box::new(request),
        home_realm,
    })
}

/// The login form was submitted: signs in and answers the request
/// (blocking).
pub fn sign_in_at_authorize(
    accounts: &Accounts,
    params: &AuthorizationParams,
    form: LoginForm,
) -> Result<BrowserStep, BrowserError> {
    // Only for the language of a form shown again (docs/decisions.md,
    // "Languages": a live session's user counts on every page).
    browser_session(accounts, form.session_cookie.as_deref())?;
    let request = form_request(accounts, params, form.csrf_valid)?;
    let mut attempt = form.attempt;
    attempt.package_name = request.package_name.clone();
    let (session, account_token) = match sign_in_on_page(accounts, attempt)? {
        Ok(signed_in) => signed_in,
        Err(SignInFailure::SecondFactorRequired(challenge)) => {
            return Ok(BrowserStep::SecondFactor { request, challenge });
        }
        Err(failure) => return Err(FormError { request, failure }.into()),
    };
    back_or_enrol(accounts, request, &session, Some(account_token))
}

/// The second-factor form's POST: answers the browser's challenge with
/// `code` and, when right, continues the authorization request as a
/// sign-in would (blocking). A wrong code ends the challenge: the
/// login form shows again.
pub fn complete_at_authorize(
    accounts: &Accounts,
    params: &AuthorizationParams,
    challenge: &str,
    code: &str,
    csrf_valid: bool,
    ip: &str,
) -> Result<BrowserStep, BrowserError> {
    let request = form_request(accounts, params, csrf_valid)?;
    let (session, account_token) = match complete_sign_in_on_page(accounts, challenge, code, ip)? {
        Ok(signed_in) => signed_in,
        Err(failure) => return Err(FormError { request, failure }.into()),
    };
    back_or_enrol(accounts, request, &session, Some(account_token))
}

/// A passkey's answer posted from the login page (alone, or as the
/// second factor with the browser's challenge in the attempt's
/// `mfa_token`): signs in and answers the request (blocking).
pub fn passkey_at_authorize(
    accounts: &Accounts,
    params: &AuthorizationParams,
    csrf_valid: bool,
    attempt: PasskeyAttempt,
) -> Result<BrowserStep, BrowserError> {
    let request = form_request(accounts, params, csrf_valid)?;
    let attempt = PasskeyAttempt {
        package_name: request.package_name.clone(),
        ..attempt
    };
    let (session, account_token) = match passkey_on_page(accounts, attempt)? {
        Ok(signed_in) => signed_in,
        Err(failure) => return Err(FormError { request, failure }.into()),
    };
    back_or_enrol(accounts, request, &session, Some(account_token))
}

/// Signs in with a passkey's answer posted from a page: the session
/// and its account token for the cookie, or the failure the page shows
/// (blocking).
pub fn passkey_on_page(
    accounts: &Accounts,
    attempt: PasskeyAttempt,
) -> Result<Result<(SignedInSession, PlainSecret), SignInFailure>, RepoError> {
    for_page(
        passkey_sign_in::sign_in_with_passkey(accounts, attempt, SessionChannel::Browser),
        SignInFailure::PasskeyRefused,
    )
}

/// A form's authorization request, validated, when the form's CSRF
/// token is the browser's.
pub fn form_request(
    accounts: &Accounts,
    params: &AuthorizationParams,
    csrf_valid: bool,
) -> Result<Box<Authorization>, BrowserError> {
    let request = Box::new(authorize::validate_authorization(
        accounts,
        params,
        Flow::Browser,
    )?);
    if !csrf_valid {
        return Err(FormError {
            request,
            failure: SignInFailure::ExpiredForm,
        }
        .into());
    }
    Ok(request)
}

/// Back to the client with a grant for the session, unless the client
/// requires two factors and the session has one (then the user sets
/// up a second factor first).
pub(crate) fn back_or_enrol(
    accounts: &Accounts,
    request: Box<Authorization>,
    signed_in: &SignedInSession,
    new_session: Option<PlainSecret>,
) -> Result<BrowserStep, BrowserError> {
    // A user who may not sign in for the organization neither sets up a
    // second factor nor consents for it. Their sign-in itself succeeded:
    // a browser that just signed in keeps its session.
    let organization = match organization_access::checked(
        &*accounts.store,
        request.organization.as_ref(),
        signed_in.user.id,
    )? {
        Ok(organization) => organization,
        Err(refused) if new_session.is_some() && request.return_to().is_some() => {
            return Ok(BrowserStep::Back {
                request,
                grant: Grant::Refused {
                    error: ErrorCode::AccessDenied,
                    description: refused.to_string(),
                },
                new_session,
            });
        }
        Err(refused) => return Err(not_a_member(&request, refused)),
    };
    member_back_or_enrol(accounts, request, signed_in, new_session, organization)
}

/// [`back_or_enrol`] once the user may sign in for the request's
/// `organization` (checked): the one check serves the enrolment, the
/// consent and the grant.
fn member_back_or_enrol(
    accounts: &Accounts,
    request: Box<Authorization>,
    signed_in: &SignedInSession,
    new_session: Option<PlainSecret>,
    organization: Option<OrganizationAccess>,
) -> Result<BrowserStep, BrowserError> {
    if needs_enrolment(&request, organization.as_ref(), signed_in) {
        if request.prompt_none {
            // The enrolment is a page to show, which `prompt=none`
            // forbids: the client hears so (OpenID Connect Core
            // 3.1.2.6) instead of the browser seeing a 403 page.
            return Err(AuthorizeError::Rejected {
                error: ErrorCode::InteractionRequired,
                description: "the client requires two factors; the user must set one up".into(),
                back: request.return_to(),
            }
            .into());
        }
        return Ok(BrowserStep::EnrolFirst {
            request,
            new_session,
        });
    }
    if authorize::needs_consent(accounts, &request, signed_in.user.id)? {
        if request.prompt_none {
            return Err(AuthorizeError::Rejected {
                error: ErrorCode::ConsentRequired,
                description: "the user has not allowed this client".into(),
                back: request.return_to(),
            }
            .into());
        }
        return Ok(BrowserStep::Consent {
            request,
            account: signed_in.user.email.as_str().to_owned(),
            new_session,
        });
    }
    answer(accounts, request, signed_in, new_session, organization)
}

/// After the consent screen: back to the client with a grant, unless
/// the user may not sign in for the organization (checked again: the
/// screen was a request ago), or the client or organization requires
/// two factors the session lacks.
pub(crate) fn answer_consented(
    accounts: &Accounts,
    request: Box<Authorization>,
    signed_in: &SignedInSession,
) -> Result<BrowserStep, BrowserError> {
    let organization = organization_for(accounts, &request, signed_in)?;
    if needs_enrolment(&request, organization.as_ref(), signed_in) {
        return Ok(BrowserStep::EnrolFirst {
            request,
            new_session: None,
        });
    }
    answer(accounts, request, signed_in, None, organization)
}

/// Back to the client with a grant for the session, signed in for
/// `organization` (checked).
fn answer(
    accounts: &Accounts,
    request: Box<Authorization>,
    signed_in: &SignedInSession,
    new_session: Option<PlainSecret>,
    organization: Option<OrganizationAccess>,
) -> Result<BrowserStep, BrowserError> {
    // A pushed request answers once (RFC 9126 4).
    if let Some(digest) = &request.pushed
        && !accounts.store.take_pushed(digest, accounts.clock.now())?
    {
        return Err(AuthorizeError::Rejected {
            error: ErrorCode::InvalidRequest,
            description: "request_uri was used or has expired".into(),
            back: request.return_to(),
        }
        .into());
    }
    let grant = grant_for(accounts, &request, signed_in, organization)?;
    Ok(BrowserStep::Back {
        request,
        grant,
        new_session,
    })
}

/// The browser's live session, if its cookie names one (blocking).
pub fn browser_session(
    accounts: &Accounts,
    session_cookie: Option<&str>,
) -> Result<Option<SignedInSession>, RepoError> {
    match session_cookie {
        Some(token) if !token.is_empty() => {
            sessions::session_of(accounts, sessions::AccountToken::Cookie(token))
        }
        _ => Ok(None),
    }
}

/// Signs in from a page's own login form (the device and account
/// pages): the failure a page shows, or the session and its account
/// token for the cookie (blocking).
pub fn sign_in_on_page(
    accounts: &Accounts,
    attempt: Attempt,
) -> Result<Result<(SignedInSession, PlainSecret), SignInFailure>, RepoError> {
    if attempt.email.is_empty() || attempt.password.is_empty() {
        return Ok(Err(SignInFailure::MissingFields));
    }
    for_page(
        sign_in::sign_in(accounts, attempt, SessionChannel::Browser),
        SignInFailure::WrongCredentials,
    )
}

/// A page's second-factor form: answers the browser's challenge with
/// `code`; the session and its account token for the cookie, or the
/// failure the page shows (blocking).
pub fn complete_sign_in_on_page(
    accounts: &Accounts,
    challenge: &str,
    code: &str,
    ip: &str,
) -> Result<Result<(SignedInSession, PlainSecret), SignInFailure>, RepoError> {
    for_page(
        challenge::complete_sign_in(accounts, challenge, code, ip, SessionChannel::Browser),
        SignInFailure::WrongSecondFactor,
    )
}

/// The organization the request signs in for, checked for the session's
/// user; a user who may not is sent back with `access_denied`, the same
/// for an organization that does not exist (docs/decisions.md,
/// "Organizations").
fn organization_for(
    accounts: &Accounts,
    request: &Authorization,
    signed_in: &SignedInSession,
) -> Result<Option<OrganizationAccess>, BrowserError> {
    organization_access::checked(
        &*accounts.store,
        request.organization.as_ref(),
        signed_in.user.id,
    )?
    .map_err(|refused| not_a_member(request, refused))
}

fn not_a_member(request: &Authorization, refused: organization_access::NotAMember) -> BrowserError {
    AuthorizeError::Rejected {
        error: ErrorCode::AccessDenied,
        description: refused.to_string(),
        back: request.return_to(),
    }
    .into()
}

fn grant_for(
    accounts: &Accounts,
    request: &Authorization,
    signed_in: &SignedInSession,
    organization: Option<OrganizationAccess>,
) -> Result<Grant, BrowserError> {
    Ok(match request.response_type {
        ResponseType::Code => Grant::Code(
            sessions::issue_code(
                accounts,
                request.new_code(&signed_in.session, organization.map(|o| o.organization.id)),
            )?
            .code,
        ),
        ResponseType::IdToken => Grant::IdToken(sessions::issue_id_token(
            accounts,
            signed_in,
            request.client.id,
            request.scope,
            request.nonce.clone(),
            organization_access::claims_for(
                &*accounts.store,
                signed_in.user.id,
                request.scope,
                organization.as_ref(),
            )?,
        )?),
    })
}

/// A client or an organization that requires two factors gets nothing
/// for a one-factor session: its user sets a second factor up first.
fn needs_enrolment(
    request: &Authorization,
    organization: Option<&OrganizationAccess>,
    signed_in: &SignedInSession,
) -> bool {
    request.requires_mfa(organization) && !signed_in.session.auth.is_multi_factor()
}

/// A sign-in's outcome as a page shows it: the session and its account
/// token for the cookie, or the failure (`wrong` for a wrong password or
/// code).
pub(crate) fn for_page(
    outcome: Result<SignedIn, SignInError>,
    wrong: SignInFailure,
) -> Result<Result<(SignedInSession, PlainSecret), SignInFailure>, RepoError> {
    Ok(match outcome {
        Ok(signed_in) => Ok((
            SignedInSession {
                session: signed_in.session,
                user: signed_in.user,
            },
            signed_in.account_token,
        )),
        Err(SignInError::Repo(e)) => return Err(e),
        Err(SignInError::RateLimited { .. }) => Err(SignInFailure::Throttled),
        Err(SignInError::Busy(busy)) => Err(SignInFailure::Busy(busy)),
        Err(
            SignInError::InvalidCredentials
            | SignInError::InvalidChallenge
            | SignInError::InvalidCeremony,
        ) => Err(wrong),
        Err(SignInError::SecondFactorRequired(challenge)) => {
            Err(SignInFailure::SecondFactorRequired(challenge))
        }
        Err(SignInError::SsoRequired(required)) => Err(SignInFailure::SsoRequired(required)),
        Err(SignInError::CodesNotAllowed) => Err(SignInFailure::CodesNotAllowed),
        Err(SignInError::InvalidName) => Err(SignInFailure::MissingFields),
    })
}
