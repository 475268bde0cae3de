//! The pages' answers to what no form can mend, and the status table of a
//! page's own login form: one place, as each JSON face has its
//! `errors.rs`. Details of a failure go to the log, never to the page.

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

use super::common::{BUSY, EXPIRED_FORM, MISSING_FIELDS, THROTTLED, WRONG_CREDENTIALS, message};

/// The device page's own login form takes no second factor: an account
/// with one signs in on the account page first, whose session the device
/// page then uses (fail closed: the password alone opens nothing).
const SECOND_FACTOR_IN_APP: &str = "This account is protected by a second factor. \
     Sign in on your account page first (it asks for the code), then come back here.";
/// A second factor's code was wrong, used, or came too late.
const WRONG_SECOND_FACTOR: &str =
    "The code was not right, or it was used or came too late. Please sign in again.";

/// A passkey's answer did not sign in.
const PASSKEY_REFUSED: &str = "That passkey could not be used, or the attempt took too long. \
     Try again, or sign in with your password.";

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
pub(super) fn sign_in_failure(failure: &SignInFailure) -> (StatusCode, &'static str, Option<i64>) {
    match failure {
        SignInFailure::ExpiredForm => (StatusCode::FORBIDDEN, EXPIRED_FORM, None),
        SignInFailure::MissingFields => (StatusCode::BAD_REQUEST, MISSING_FIELDS, None),
        SignInFailure::WrongCredentials => (StatusCode::UNAUTHORIZED, WRONG_CREDENTIALS, None),
        SignInFailure::Throttled => (StatusCode::TOO_MANY_REQUESTS, THROTTLED, None),
        SignInFailure::Busy(busy) => (
            StatusCode::SERVICE_UNAVAILABLE,
            BUSY,
            Some(busy.retry_after.whole_seconds().max(1)),
        ),
        SignInFailure::SecondFactorRequired(_) => {
            (StatusCode::FORBIDDEN, SECOND_FACTOR_IN_APP, None)
        }
        SignInFailure::WrongSecondFactor => (StatusCode::UNAUTHORIZED, WRONG_SECOND_FACTOR, None),
        SignInFailure::PasskeyRefused => (StatusCode::UNAUTHORIZED, PASSKEY_REFUSED, None),
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
            "Try again shortly",
            "The sign-in service is busy or unavailable. Please try again in a moment.",
        )
    } else {
        message(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Something went wrong",
            "The sign-in could not be completed. Please try again.",
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
