//! The admin API's answers to the account manager's errors.

use accounts_domain::codes::ResultCode;
use accounts_service::manage::{ManageError, Rule};
use actix_web::http::StatusCode;

use crate::common::error::ApiError;
use crate::common::language::t;

/// The admin API: 400 INVALID_REQUEST for input, 404 NOT_FOUND for an
/// unknown client or user, 409 CONFLICT for a taken email or API
/// identifier, or a grant of scopes the API does not define.
///
/// The named rules (`Rule`) are said in the request's language; the
/// values' own validation messages (`Invalid`) and the rules' sentences
/// (`Exists`, `NotAllowed`) are the service's, in English: they name
/// fields and limits that vary.
impl From<ManageError> for ApiError {
    fn from(error: ManageError) -> Self {
        match error {
            ManageError::Invalid(msg) => Self::invalid_request(msg),
            // Well-formed scopes that the registered API does not define
            // conflict with what is stored, as a taken name does: the
            // request is valid, the API's state refuses it.
            ManageError::Rule(rule @ Rule::UndefinedScopes(_)) => Self::with_msg(
                StatusCode::CONFLICT,
                ResultCode::Conflict,
                crate::common::error::rule_message(&rule),
            ),
            ManageError::Rule(rule) => {
                Self::invalid_request(crate::common::error::rule_message(&rule))
            }
            ManageError::DuplicateEmail => Self::with_msg(
                StatusCode::CONFLICT,
                ResultCode::Conflict,
                t("api-admin-duplicate-email"),
            ),
            ManageError::Exists(_) | ManageError::NotAllowed(_) | ManageError::Refused(_) => {
                Self::with_msg(
                    StatusCode::CONFLICT,
                    ResultCode::Conflict,
                    error.to_string(),
                )
            }
            ManageError::LastSignInMethod => {
                Self::new(StatusCode::CONFLICT, ResultCode::LastSignInMethod)
            }
            ManageError::NotFound(what) => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                not_found_message(what).unwrap_or_else(|| error.to_string()),
            ),
            ManageError::Repo(e) => e.into(),
            ManageError::Key(e) => e.into(),
            ManageError::Busy(busy) => busy.into(),
        }
    }
}

/// "<what> not found" for the things the admin API looks up; `None` for a
/// thing added later, which keeps the service's English.
fn not_found_message(what: &str) -> Option<String> {
    let id = match what {
        "user" => "api-admin-user-not-found",
        "client" => "api-admin-client-not-found",
        "API" => "api-admin-api-not-found",
        "session" => "api-admin-session-not-found",
        "delivery" => "api-admin-delivery-not-found",
        "webhook" => "api-admin-webhook-not-found",
        _ => return None,
    };
    Some(t(id).into_owned())
}
