//! The device account API: a native app signs the user in with email and
//! password and receives an account token; with it, the app asks for
//! authorization codes and id_tokens for client apps, and signs out.

use accounts_domain::records::SessionChannel;
use accounts_service::use_cases::sessions::AccountToken;
use std::borrow::Cow;

use accounts_domain::api::{AuthCodeResponse, IdTokenResponse, LoginResponse};
use accounts_domain::codes::ResultCode;
use accounts_domain::timestamp::UtcTimestamp;
use accounts_service::authorize::AuthorizationParams;
use accounts_service::passwords::Password;
use accounts_service::sign_in::{
    Attempt, SecondFactorChallenge, SecondFactorMethod, SignInError, SignedIn,
};
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::common::blocking::{Blocked, blocking};
use crate::common::error::{ApiError, code_message, done};
use crate::common::extract::{Bearer, ClientIp, Locale, UserAgent};
use crate::common::json_body::Body;
use crate::common::language::t;
use crate::common::respond::{no_store, optional_package, required};
use crate::common::state::AppState;
use crate::native_apps::bodies::{CodeBody, IdTokenBody, LoginBody, MfaAnswerRequest};
use accounts_service::use_cases::native_app;
use accounts_service::use_cases::second_factor::challenge;
use accounts_service::use_cases::sign_in;
use accounts_service::use_cases::sign_in_codes::{self, CodeAttempt, Presented};

#[utoipa::path(
    post,
    path = "/accounts/users/v1/login",
    tag = "device",
    request_body = crate::native_apps::bodies::document::LoginRequest,
    responses(
        (status = 200, description = "LOGIN_SUCCESS with the account token", body = accounts_domain::api::LoginResponse),
        (status = 400, description = "INVALID_REQUEST", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_CREDENTIALS: unknown email, wrong password or disabled user, or a mailed code that is wrong, used, replaced or expired; or MFA_REQUIRED: the password (or code) was right and a second factor is due (answer the mfaToken at /accounts/users/v1/login/mfa)", body = MfaRequiredResponse),
        (status = 403, description = "SIGN_IN_CODE_NOT_ALLOWED: a code sign-in where codes are off, or for a package whose client wants a password or a passkey", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
        (status = 429, description = "RATE_LIMITED", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    )
)]
/// `POST /accounts/users/v1/login`.
pub(crate) async fn login(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    locale: Locale,
    body: Body<LoginBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let email = required("email", body.email)?;
    if let Some(code) = body.code {
        if body.password.is_some() {
            return Err(ApiError::invalid_request(t("api-login-code-or-password")));
        }
        let login = CodeLogin {
            email,
            code: required("code", Some(code))?,
            name: body.name,
            package_name: body.package_name,
            ui_locales: body.ui_locales,
        };
        return login_with_code(state, (ip, user_agent, locale), login).await;
    }
    let password = required("password", body.password)?;
    if Password::is_too_long(&password) {
        return Err(ApiError::invalid_request(t("api-password-too-long")));
    }
    let package_name = optional_package(body.package_name)?;
    let attempt = Attempt {
        email,
        password,
        package_name,
        ip,
        user_agent,
        locale: locale.pick(body.ui_locales.as_deref()),
    };
    let accounts = state.accounts.clone();
    let signed_in =
        match blocking(move || sign_in::sign_in(&accounts, attempt, SessionChannel::App)).await {
            Err(Blocked::Failed(SignInError::SecondFactorRequired(challenge))) => {
                return Ok(mfa_required(&challenge));
            }
            other => other?,
        };
    Ok(logged_in(&signed_in))
}

pub(crate) fn logged_in(signed_in: &SignedIn) -> HttpResponse {
    no_store(HttpResponse::Ok().json(LoginResponse {
        success: true,
        code: ResultCode::LoginSuccess,
        account_token: signed_in.account_token.expose().to_owned(),
        session_id: signed_in.session.id,
    }))
}

/// `MFA_REQUIRED`: the password was right; the sign-in finishes when the
/// app answers the token with a second factor.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MfaRequiredResponse {
    /// Always false: no session yet.
    pub success: bool,
    /// `MFA_REQUIRED` (or an error code without the other fields).
    pub code: ResultCode,
    /// What to do.
    pub msg: String,
    /// What the user can answer with: `totp`, `recovery_code`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub methods: Vec<&'static str>,
    /// The single-use challenge token, valid five minutes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mfa_token: Option<String>,
}

/// What `MFA_REQUIRED` tells the user to do, by the methods they have.
fn mfa_message(methods: &[SecondFactorMethod]) -> Cow<'static, str> {
    let code = methods.iter().any(|m| {
        matches!(
            m,
            SecondFactorMethod::Totp | SecondFactorMethod::RecoveryCode
        )
    });
    let passkey = methods.contains(&SecondFactorMethod::Passkey);
    match (code, passkey) {
        (true, true) => t("api-mfa-code-or-passkey"),
        (false, true) => t("api-mfa-passkey"),
        _ => code_message(ResultCode::MfaRequired),
    }
}

fn mfa_required(challenge: &SecondFactorChallenge) -> HttpResponse {
    no_store(HttpResponse::Unauthorized().json(MfaRequiredResponse {
        success: false,
        code: ResultCode::MfaRequired,
        msg: mfa_message(&challenge.methods).into_owned(),
        methods: challenge.methods.iter().map(|m| m.as_str()).collect(),
        mfa_token: Some(challenge.token.expose().to_owned()),
    }))
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/login/mfa",
    tag = "device",
    request_body = crate::native_apps::bodies::MfaAnswerRequest,
    responses(
        (status = 200, description = "LOGIN_SUCCESS with the account token", body = accounts_domain::api::LoginResponse),
        (status = 400, description = "INVALID_REQUEST", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_CREDENTIALS: the code is wrong or used (the mfaToken is used up too: sign in again); INVALID_TOKEN: the mfaToken is unknown, used or expired", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
        (status = 429, description = "RATE_LIMITED: five wrong second factors lock the account's second step (every IP, every mfaToken, a right code included) until the lockout ends", body = accounts_domain::api::ErrorResponse, headers(("Retry-After" = u32))),
    )
)]
/// `POST /accounts/users/v1/login/mfa`.
pub(crate) async fn login_mfa(
    state: web::Data<AppState>,
    ClientIp(ip): ClientIp,
    body: Body<MfaAnswerRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let accounts = state.accounts.clone();
    let signed_in = blocking(move || {
        challenge::complete_sign_in(
            &accounts,
            &body.mfa_token,
            &body.code,
            &ip,
            SessionChannel::App,
        )
    })
    .await?;
    Ok(logged_in(&signed_in))
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/code",
    tag = "device",
    request_body = crate::native_apps::bodies::document::CodeRequest,
    responses(
        (status = 200, description = "AUTH_CODE", body = accounts_domain::api::AuthCodeResponse),
        (status = 400, description = "INVALID_REQUEST", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_TOKEN: missing, unknown or ended account token; INVALID_CLIENT: unknown or disabled client", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 403, description = "MFA_ENROLMENT_REQUIRED: the client requires a two-factor sign-in and the session has one factor", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
    ),
    security(("account_token" = []))
)]
/// `POST /accounts/oauth2/v1/code`: a code for a client app, through the
/// same authorization-request validation as the browser's.
pub(crate) async fn code(
    state: web::Data<AppState>,
    // The body is read before the bearer is looked at: an oversized or
    // malformed body is refused as such whoever sends it.
    body: Body<CodeBody>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let params = AuthorizationParams {
        client_id: Some(required("client_id", body.client_id)?),
        scope: Some(required("scope", body.scope)?),
        package_name: body.package_name,
        redirect_uri: body.redirect_uri,
        code_challenge: body.code_challenge,
        code_challenge_method: body.code_challenge_method,
        nonce: body.nonce,
        ..AuthorizationParams::default()
    };
    let accounts = state.accounts.clone();
    let issued =
        blocking(move || native_app::code(&accounts, AccountToken::Bearer(&token), &params))
            .await?;
    Ok(no_store(HttpResponse::Ok().json(AuthCodeResponse {
        success: true,
        code: ResultCode::AuthCode,
        auth_code: issued.code.expose().to_owned(),
        expiry: UtcTimestamp::new(issued.expires_at),
    })))
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/id-token",
    tag = "device",
    request_body = crate::native_apps::bodies::document::IdTokenRequest,
    responses(
        (status = 200, description = "ID_TOKEN", body = accounts_domain::api::IdTokenResponse),
        (status = 400, description = "INVALID_REQUEST", body = accounts_domain::api::ErrorResponse),
        (status = 401, description = "INVALID_TOKEN: missing, unknown or ended account token; INVALID_CLIENT: unknown or disabled client", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        (status = 403, description = "MFA_ENROLMENT_REQUIRED: the client requires a two-factor sign-in and the session has one factor", body = accounts_domain::api::ErrorResponse),
        crate::common::failures::JsonBodyFailures,
    ),
    security(("account_token" = []))
)]
/// `POST /accounts/oauth2/v1/id-token`: an id_token for a client app,
/// through the same authorization-request validation as `/code`; its
/// claims follow the granted scopes.
pub(crate) async fn id_token(
    state: web::Data<AppState>,
    body: Body<IdTokenBody>,
    Bearer(token): Bearer,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let params = AuthorizationParams {
        client_id: Some(required("client_id", body.client_id)?),
        scope: body.scope,
        package_name: body.package_name,
        nonce: body.nonce,
        ..AuthorizationParams::default()
    };
    let accounts = state.accounts.clone();
    let id_token =
        blocking(move || native_app::id_token(&accounts, AccountToken::Bearer(&token), &params))
            .await?;
    Ok(no_store(HttpResponse::Ok().json(IdTokenResponse {
        success: true,
        code: ResultCode::IdToken,
        id_token,
    })))
}

#[utoipa::path(
    post,
    path = "/accounts/users/v1/logout",
    tag = "device",
    responses(
        (status = 200, description = "LOGGED_OUT", body = accounts_domain::api::DoneResponse),
        (status = 401, description = "INVALID_TOKEN", body = accounts_domain::api::ErrorResponse, headers(("WWW-Authenticate" = String))),
        crate::common::failures::JsonUnavailable,
    ),
    security(("account_token" = []))
)]
/// `POST /accounts/users/v1/logout`: ends the account token's session and
/// revokes every token issued in it.
pub(crate) async fn logout(
    state: web::Data<AppState>,
    Bearer(token): Bearer,
    ClientIp(ip): ClientIp,
) -> Result<HttpResponse, ApiError> {
    let accounts = state.accounts.clone();
    blocking(move || native_app::sign_out(&accounts, AccountToken::Bearer(&token), &ip)).await?;
    Ok(HttpResponse::Ok().json(done(ResultCode::LoggedOut)))
}

/// What the login body carries besides the code.
struct CodeLogin {
    email: String,
    code: String,
    name: Option<String>,
    package_name: Option<String>,
    ui_locales: Option<String>,
}

/// The `code` variant of the login: `LOGIN_SUCCESS`, or `MFA_REQUIRED`
/// for a user with a second factor.
async fn login_with_code(
    state: web::Data<AppState>,
    (ip, user_agent, locale): (String, String, Locale),
    login: CodeLogin,
) -> Result<HttpResponse, ApiError> {
    let attempt = CodeAttempt {
        presented: Presented::Code {
            email: login.email,
            code: login.code,
        },
        name: login.name,
        package_name: optional_package(login.package_name)?,
        client: None,
        ip,
        user_agent,
        locale: locale.pick(login.ui_locales.as_deref()),
    };
    let accounts = state.accounts.clone();
    let signed_in = match blocking(move || {
        sign_in_codes::sign_in_with_code(&accounts, attempt, SessionChannel::App)
    })
    .await
    {
        Err(Blocked::Failed(SignInError::SecondFactorRequired(challenge))) => {
            return Ok(mfa_required(&challenge));
        }
        Err(Blocked::Failed(SignInError::InvalidCredentials)) => {
            return Err(ApiError::with_msg(
                actix_web::http::StatusCode::UNAUTHORIZED,
                ResultCode::InvalidCredentials,
                crate::common::language::t("api-sign-in-code-refused"),
            ));
        }
        other => other?,
    };
    Ok(logged_in(&signed_in))
}
