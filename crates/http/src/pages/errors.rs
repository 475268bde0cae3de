//! The pages' answers to what no form can mend, and the status table of a
//! page's own login form: one place, as each JSON face has its
//! `errors.rs`. Details of a failure go to the log, never to the page.

use accounts_service::use_cases::self_service::confirmation::ConfirmationError;
use std::borrow::Cow;

use accounts_domain::keys::KeyError;
use accounts_domain::repository::RepoError;
use accounts_service::browser_sign_in::SignInFailure;
use accounts_service::lifecycle::LifecycleError;
use accounts_service::own_account::OwnAccountError;
use accounts_service::second_factor::enrolment::FactorError;
use accounts_service::second_factor::passkeys::PasskeyError;
use accounts_service::sign_in::SignInError;
use actix_web::HttpResponse;
use actix_web::http::StatusCode;

use crate::common::blocking::Blocked;
use crate::common::language::{t, t_with};

use super::common::{busy, expired_form, message, missing_fields, throttled, wrong_credentials};

/// The error pages every browser endpoint may answer.
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)]
pub(super) enum PageFailures {
    /// An error page: the client or redirect_uri cannot be trusted, or the request is malformed
    #[response(status = 400, content_type = "text/html")]
    Refused(String),
    /// An error page: the form is too large
    #[response(status = 413, content_type = "text/html")]
    TooLarge(String),
    /// An error page: the sign-in could not be completed
    #[response(status = 500, content_type = "text/html")]
    Failed(String),
    /// An error page: the service is unavailable
    #[response(status = 503, content_type = "text/html")]
    Unavailable(String),
}

/// A page's own login form refused (device and account pages): its status,
/// the text it shows, and Retry-After.
pub(super) fn sign_in_failure(
    failure: &SignInFailure,
) -> (StatusCode, Cow<'static, str>, Option<i64>) {
    match failure {
        SignInFailure::ExpiredForm => (StatusCode::FORBIDDEN, expired_form(), None),
        SignInFailure::MissingFields => (StatusCode::BAD_REQUEST, missing_fields(), None),
        SignInFailure::WrongCredentials => (StatusCode::UNAUTHORIZED, wrong_credentials(), None),
        SignInFailure::Throttled => (StatusCode::TOO_MANY_REQUESTS, throttled(), None),
        SignInFailure::Busy(queued) => (
            StatusCode::SERVICE_UNAVAILABLE,
            busy(),
            Some(queued.retry_after.whole_seconds().max(1)),
        ),
        // The device page's own login form takes no second factor: an
        // account with one signs in on the account page first, whose
        // session the device page then uses (fail closed: the password
        // alone opens nothing).
        SignInFailure::SecondFactorRequired(_) => {
            (StatusCode::FORBIDDEN, t("error-second-factor-in-app"), None)
        }
        SignInFailure::WrongSecondFactor => (
            StatusCode::UNAUTHORIZED,
            t("error-wrong-second-factor"),
            None,
        ),
        SignInFailure::PasskeyRefused => {
            (StatusCode::UNAUTHORIZED, t("error-passkey-refused"), None)
        }
        SignInFailure::SsoRequired(required) => (
            StatusCode::FORBIDDEN,
            Cow::Owned(t_with(
                "login-sso-required-named",
                &[("organization", required.name.as_str().into())],
            )),
            None,
        ),
        SignInFailure::WrongCode => (StatusCode::UNAUTHORIZED, t("page-code-wrong"), None),
        SignInFailure::CodesNotAllowed => (StatusCode::FORBIDDEN, t("page-code-not-allowed"), None),
    }
}

pub(super) fn log_storage_failure(error: &RepoError) {
    match error {
        RepoError::Unavailable(cause) => {
            log::warn!("database unavailable: {cause}");
        }
        other => log::error!("internal error: {other}"),
    }
}

/// The page for a storage or signing failure (details are in the log):
/// 503 when the database or the blocking pool is not there, else 500.
pub(super) fn failed(unavailable: bool) -> HttpResponse {
    if unavailable {
        message(
            StatusCode::SERVICE_UNAVAILABLE,
            &t("error-unavailable-title"),
            &t("error-unavailable-text"),
        )
    } else {
        message(
            StatusCode::INTERNAL_SERVER_ERROR,
            &t("error-failed-title"),
            &t("error-failed-text"),
        )
    }
}

/// A failure that ends in an error page rather than a form again: 503
/// when the database or the blocking pool is not there, else 500.
pub(super) trait FailurePage {
    /// The page, after logging the cause.
    fn page(self) -> HttpResponse;
}

impl FailurePage for RepoError {
    fn page(self) -> HttpResponse {
        log_storage_failure(&self);
        failed(matches!(self, RepoError::Unavailable(_)))
    }
}

impl FailurePage for KeyError {
    fn page(self) -> HttpResponse {
        log::error!("internal error: {self}");
        failed(false)
    }
}

impl<E: FailurePage> FailurePage for Blocked<E> {
    fn page(self) -> HttpResponse {
        match self {
            Blocked::PoolGone => failed(true),
            Blocked::Failed(e) => e.page(),
        }
    }
}

/// The account page's failures that no form shows.
impl FailurePage for OwnAccountError {
    fn page(self) -> HttpResponse {
        match self {
            OwnAccountError::Repo(e) => e.page(),
            OwnAccountError::Password(SignInError::Busy(_)) => failed(true),
            other => {
                log::error!("account page failed: {other}");
                failed(false)
            }
        }
    }
}

/// The sign-up, verification and reset pages' failures that no form shows.
impl FailurePage for LifecycleError {
    fn page(self) -> HttpResponse {
        match self {
            LifecycleError::Repo(e) => e.page(),
            LifecycleError::Busy(_) => failed(true),
            other => {
                log::error!("account page failed: {other}");
                failed(false)
            }
        }
    }
}

/// The confirmation page's failures that no form shows.
impl FailurePage for ConfirmationError {
    fn page(self) -> HttpResponse {
        match self {
            ConfirmationError::Repo(e) => e.page(),
            ConfirmationError::Busy(_) => failed(true),
            other => {
                log::error!("confirmation page failed: {other}");
                failed(false)
            }
        }
    }
}

/// The account page's factor failures that no form shows.
impl FailurePage for FactorError {
    fn page(self) -> HttpResponse {
        match self {
            FactorError::Repo(e) => e.page(),
            FactorError::Key(e) => e.page(),
            other => {
                log::error!("account page failed: {other}");
                failed(false)
            }
        }
    }
}

/// The account page's passkey failures that no form shows.
impl FailurePage for PasskeyError {
    fn page(self) -> HttpResponse {
        match self {
            PasskeyError::Repo(e) => e.page(),
            other => {
                log::error!("account page failed: {other}");
                failed(false)
            }
        }
    }
}

/// The invitation page's failures that no form shows.
impl FailurePage for accounts_service::use_cases::organization_invitations::InvitationError {
    fn page(self) -> HttpResponse {
        use accounts_service::use_cases::organization_invitations::InvitationError;
        match self {
            InvitationError::Repo(e) => e.page(),
            InvitationError::Busy(_) => failed(true),
            other => {
                log::error!("invitation page failed: {other}");
                failed(false)
            }
        }
    }
}
