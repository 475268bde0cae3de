//! The standard OAuth face's error answer, [`OAuthError`]: RFC 6749
//! `{error, error_description}` with `Cache-Control: no-store`, and the
//! `WWW-Authenticate` challenge (Basic, Bearer or DPoP) a 401 or 403
//! asks with (docs/decisions.md, "Standard face"). Each face maps its own
//! use cases' errors to it in its `errors.rs`.

use std::fmt;

use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;

use crate::common::blocking::Blocked;

/// An RFC 6749 section 5.2 error of the standard OAuth face (token and
/// revocation endpoints; 401s carry `WWW-Authenticate: Basic`), or an RFC
/// 6750 error of a resource the standard face guards with a bearer token
/// (the OIDC userinfo; `WWW-Authenticate: Bearer`).
#[derive(Debug)]
pub struct OAuthError {
    status: StatusCode,
    error: &'static str,
    description: std::borrow::Cow<'static, str>,
    challenge: Challenge,
    /// A fresh DPoP nonce for the client's next proof (`DPoP-Nonce`).
    dpop_nonce: Option<String>,
}

/// How a 401 or 403 of the standard face asks for credentials.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Challenge {
    /// Client authentication (token, revocation).
    Basic,
    /// A bearer token was refused (RFC 6750 3.1: with the error).
    Bearer,
    /// No bearer token was sent (RFC 6750 3.1: no error attribute).
    BearerMissing,
    /// A DPoP-bound token's proof was refused (RFC 9449 7.1).
    Dpop,
}

/// The body of an [`OAuthError`].
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OAuthErrorBody {
    /// The RFC 6749 error code, e.g. `invalid_grant`.
    #[schema(example = "invalid_grant")]
    pub error: String,
    /// Why, for the developer.
    pub error_description: String,
}

impl OAuthError {
    /// An error answer.
    pub fn new(status: StatusCode, error: &'static str, description: &'static str) -> Self {
        Self::described(status, error, description)
    }

    /// An error answer whose description is made for it (never with a
    /// secret in it).
    pub fn described(
        status: StatusCode,
        error: &'static str,
        description: impl Into<std::borrow::Cow<'static, str>>,
    ) -> Self {
        Self {
            status,
            error,
            description: description.into(),
            challenge: Challenge::Basic,
            dpop_nonce: None,
        }
    }

    /// A DPoP failure (RFC 9449): `invalid_dpop_proof`, or
    /// `use_dpop_nonce` with the nonce to use. At the token endpoint 400;
    /// at a resource 401 with a `DPoP` challenge.
    pub fn dpop(at_resource: bool, nonce: Option<String>) -> Self {
        let (error, description) = if nonce.is_some() {
            (
                "use_dpop_nonce",
                "use the DPoP-Nonce header's nonce in the proof",
            )
        } else {
            (
                "invalid_dpop_proof",
                "the DPoP proof is not valid for this request",
            )
        };
        let status = if at_resource {
            StatusCode::UNAUTHORIZED
        } else {
            StatusCode::BAD_REQUEST
        };
        Self {
            challenge: if at_resource {
                Challenge::Dpop
            } else {
                Challenge::Basic
            },
            dpop_nonce: nonce,
            ..Self::new(status, error, description)
        }
    }

    /// RFC 6750 3.1: the access token's scope does not allow the read.
    pub fn insufficient_scope() -> Self {
        Self {
            challenge: Challenge::Bearer,
            ..Self::new(
                StatusCode::FORBIDDEN,
                "insufficient_scope",
                "the access token's scope does not allow this request",
            )
        }
    }

    /// 401 `invalid_token`: the bearer token is malformed, unknown,
    /// expired or revoked (RFC 6750 3.1).
    pub fn invalid_bearer() -> Self {
        Self {
            challenge: Challenge::Bearer,
            ..Self::new(
                StatusCode::UNAUTHORIZED,
                "invalid_token",
                "the access token is invalid, expired or revoked",
            )
        }
    }

    /// 401 for a request without a bearer token (RFC 6750 3.1).
    pub fn missing_bearer() -> Self {
        Self {
            challenge: Challenge::BearerMissing,
            ..Self::new(
                StatusCode::UNAUTHORIZED,
                "invalid_token",
                "a bearer access token is required",
            )
        }
    }

    /// 400 `invalid_request`.
    pub fn invalid_request(description: &'static str) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "invalid_request", description)
    }

    /// 401 `invalid_client`.
    pub fn invalid_client(description: &'static str) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "invalid_client", description)
    }

    /// 503 `temporarily_unavailable`: the database or the blocking pool is
    /// not there.
    pub fn unavailable() -> Self {
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "temporarily_unavailable",
            "retry later",
        )
    }
}

impl fmt::Display for OAuthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}: {}",
            self.status.as_u16(),
            self.error,
            self.description
        )
    }
}

impl ResponseError for OAuthError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = HttpResponse::build(self.status);
        match self.challenge {
            Challenge::Basic if self.status == StatusCode::UNAUTHORIZED => {
                response.insert_header((header::WWW_AUTHENTICATE, r#"Basic realm="accounts""#));
            }
            Challenge::Bearer => {
                let challenge = format!(
                    r#"Bearer realm="accounts", error="{}", error_description="{}""#,
                    self.error, self.description
                );
                response.insert_header((header::WWW_AUTHENTICATE, challenge));
            }
            Challenge::BearerMissing => {
                response.insert_header((header::WWW_AUTHENTICATE, r#"Bearer realm="accounts""#));
            }
            Challenge::Dpop => {
                let challenge = format!(
                    r#"DPoP realm="accounts", algs="{}", error="{}", error_description="{}""#,
                    accounts_domain::dpop::ALGORITHMS.join(" "),
                    self.error,
                    self.description
                );
                response.insert_header((header::WWW_AUTHENTICATE, challenge));
            }
            Challenge::Basic => {}
        }
        if let Some(nonce) = &self.dpop_nonce {
            response.insert_header(("DPoP-Nonce", nonce.as_str()));
        }
        response
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .json(OAuthErrorBody {
                error: self.error.into(),
                error_description: self.description.to_string(),
            })
    }
}

/// A use case run on the blocking pool, on the standard face.
impl<E> From<Blocked<E>> for OAuthError
where
    OAuthError: From<E>,
{
    fn from(error: Blocked<E>) -> Self {
        match error {
            Blocked::Failed(e) => e.into(),
            Blocked::PoolGone => Self::unavailable(),
        }
    }
}
