//! Signing in with a mailed code on the JSON face: asking for the code
//! (`POST /accounts/users/v1/login/code`); the answer is the `code`
//! variant of `POST /accounts/users/v1/login` ([`super::sign_in::login`]),
//! which signs in as the password does.

use accounts_domain::codes::ResultCode;
use accounts_service::use_cases::sign_in_codes::{self, CodeRequest};
use actix_web::{HttpResponse, web};

use crate::common::blocking::blocking;
use crate::common::error::{ApiError, done};
use crate::common::extract::ClientIp;
use crate::common::json_body::Body;
use crate::common::language::offer_ui_locales;
use crate::common::respond::{no_store, optional_package};
use crate::common::state::AppState;
use crate::native_apps::bodies::CodeAskRequest;

#[utoipa::path(
    post,
    path = "/accounts/users/v1/login/code",
    tag = "device",
    request_body = crate::native_apps::bodies::CodeAskRequest,
    responses(
        (status = 202, description = "CODE_SENT: the same answer, in the same time, for every well-formed address; a mail with a six-digit code and a link goes out (to an address without an account while registration is closed, a notice instead; nothing past the address's hourly count)", body = accounts_domain::api::DoneResponse),
        (status = 400, description = "INVALID_REQUEST: the email is no address at all", body = accounts_domain::api::ErrorResponse),
        (status = 403, description = "SIGN_IN_CODE_NOT_ALLOWED: codes are off here, or the client of package_name wants a password or a passkey", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
        (status = 429, description = "RATE_LIMITED: too many requests from this IP", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    )
)]
/// `POST /accounts/users/v1/login/code`.
pub(crate) async fn ask(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: Body<CodeAskRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    offer_ui_locales(body.ui_locales.as_deref());
    // Named, a package is one (the document's pattern); an empty one is
    // no request of ours.
    if body.package_name.as_deref() == Some("") {
        return Err(ApiError::invalid_request("package_name must not be empty"));
    }
    let request = CodeRequest {
        email: body.email,
        package_name: optional_package(body.package_name)?,
        client: None,
        ip,
        // An app types the digits; the link's page shows them elsewhere.
        asker: None,
        continuation: None,
    };
    let accounts = state.accounts.clone();
    blocking(move || sign_in_codes::ask(&accounts, request)).await?;
    Ok(no_store(
        HttpResponse::Accepted().json(done(ResultCode::CodeSent)),
    ))
}
