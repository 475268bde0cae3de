//! The admin API's answers to the account manager's errors.

use accounts_domain::codes::ResultCode;
use accounts_service::manage::ManageError;
use actix_web::http::StatusCode;

use crate::common::error::ApiError;

/// The admin API: 400 INVALID_REQUEST for input, 404 NOT_FOUND for an
/// unknown client or user, 409 CONFLICT for a taken email or API
/// identifier, or a grant the client's settings do not allow.
impl From<ManageError> for ApiError {
    fn from(error: ManageError) -> Self {
        match error {
            ManageError::Invalid(msg) => Self::invalid_request(msg),
            ManageError::DuplicateEmail | ManageError::Exists(_) | ManageError::NotAllowed(_) => {
                Self::with_msg(
                    StatusCode::CONFLICT,
                    ResultCode::Conflict,
                    error.to_string(),
                )
            }
            ManageError::LastSignInMethod => {
                Self::new(StatusCode::CONFLICT, ResultCode::LastSignInMethod)
            }
            ManageError::NotFound(_) => Self::with_msg(
                StatusCode::NOT_FOUND,
                ResultCode::NotFound,
                error.to_string(),
            ),
            ManageError::Repo(e) => e.into(),
            ManageError::Key(e) => e.into(),
            ManageError::Busy(busy) => busy.into(),
        }
    }
}
