//! The failures many operations share, named once for the OpenAPI
//! document: each operation lists its own answers and one of these sets
//! instead of repeating the same statuses. Only the document reads them;
//! the answers themselves come from `common::error` and each face's
//! `errors.rs`.

#![allow(dead_code)]

use accounts_domain::api::ErrorResponse;

use crate::common::error::OAuthErrorBody;

/// A JSON operation with a body: too large, or the database is away.
#[derive(Debug, utoipa::IntoResponses)]
pub enum JsonBodyFailures {
    /// PAYLOAD_TOO_LARGE
    #[response(status = 413)]
    TooLarge(ErrorResponse),
    /// SERVICE_UNAVAILABLE
    #[response(status = 503, headers(("Retry-After" = u32)))]
    Unavailable(ErrorResponse),
}

/// A JSON operation without a body: the database is away.
#[derive(Debug, utoipa::IntoResponses)]
pub enum JsonUnavailable {
    /// SERVICE_UNAVAILABLE
    #[response(status = 503, headers(("Retry-After" = u32)))]
    Unavailable(ErrorResponse),
}

/// A JSON body over the limit (the admin API, whose 503 is its own).
#[derive(Debug, utoipa::IntoResponses)]
pub enum JsonTooLarge {
    /// PAYLOAD_TOO_LARGE
    #[response(status = 413)]
    TooLarge(ErrorResponse),
}

/// A standard-face form: too large, or the service is unavailable
/// (RFC 6749 bodies).
#[derive(Debug, utoipa::IntoResponses)]
pub enum OAuthBodyFailures {
    /// The body is too large
    #[response(status = 413)]
    TooLarge(OAuthErrorBody),
    /// temporarily_unavailable
    #[response(status = 503)]
    Unavailable(OAuthErrorBody),
}

/// A standard-face read without a body: the service is unavailable.
#[derive(Debug, utoipa::IntoResponses)]
pub enum OAuthUnavailable {
    /// temporarily_unavailable
    #[response(status = 503)]
    Unavailable(OAuthErrorBody),
}
