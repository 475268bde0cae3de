//! The device authorization grant (RFC 8628): the endpoint where a device
//! asks for a user code, and the verification page where the user signs
//! in, enters the code and approves or denies. The decisions are the
//! domain's (`accounts_service::device_grant`); polling is the token
//! endpoint's ([`super::oauth_token`]).

use accounts_domain::records::DeviceRequester;
use accounts_domain::repository::RepoError;
use accounts_domain::scope::Scope;
use accounts_service::device_grant::{
    CodeFailure, DeviceForm, DeviceStartError, DeviceStep, DeviceView, PendingDevice,
};
use accounts_service::sign_in::Attempt;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::authorize::{
    PageFailures, csrf_ok, csrf_token, failed, html_page, log_storage_failure, read_page_form,
    session_cookie, session_cookie_value, sign_in_failure,
};
use super::no_store;
use crate::blocking::{Blocked, blocking};
use crate::error::OAuthError;
use crate::extract::{BasicCredentials, ClientIp, Locale, UserAgent};
use crate::oauth_form;
use crate::pages;
use crate::paths;
use crate::state::AppState;

const UNKNOWN_CODE: &str = "That code is not right, has expired or was already used. \
     Check the code on your device and try again.";
const CODE_THROTTLED: &str = "Too many wrong codes. Wait a few minutes, then try again.";
const EXPIRED_CODE_FORM: &str = "This form expired. Please enter the code again.";

/// RFC 8628 3.1: the device's request (form).
#[derive(Debug, Deserialize, ToSchema)]
pub(crate) struct DeviceAuthorizationForm {
    /// A public client's id, or `client_secret_post`'s.
    #[serde(default)]
    client_id: Option<String>,
    /// `client_secret_post`.
    #[serde(default)]
    client_secret: Option<String>,
    /// Space-separated, within the client's (default: the client's).
    #[serde(default)]
    #[schema(value_type = Option<crate::wire::schema::ScopesText>)]
    scope: Option<String>,
}

/// RFC 8628 3.2: what the device shows and polls with.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct DeviceAuthorizationResponse {
    /// The device's secret for polling the token endpoint.
    device_code: String,
    /// What the user types: 8 letters, shown as `XXXX-XXXX`.
    #[schema(example = "BCDF-GHJK")]
    user_code: String,
    /// Where the user types it.
    verification_uri: String,
    /// The same page with the code filled in (for a QR code).
    verification_uri_complete: String,
    /// Seconds until both codes expire.
    #[schema(example = 600)]
    expires_in: i64,
    /// Seconds to wait between polls.
    #[schema(example = 5)]
    interval: i64,
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/device/code",
    tag = "oauth",
    request_body(content = DeviceAuthorizationForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "A device code for polling and a user code to show", body = DeviceAuthorizationResponse),
        (status = 400, description = "invalid_request or invalid_scope", body = crate::error::OAuthErrorBody),
        (status = 401, description = "invalid_client", body = crate::error::OAuthErrorBody, headers(("WWW-Authenticate" = String))),
        (status = 413, description = "The body is too large", body = crate::error::OAuthErrorBody),
        (status = 503, description = "temporarily_unavailable", body = crate::error::OAuthErrorBody),
    ),
    security((), ("client_basic" = []))
)]
/// `POST /accounts/oauth2/v1/device/code`: a device asks to be connected.
pub(crate) async fn start(
    state: web::Data<AppState>,
    req: HttpRequest,
    basic: BasicCredentials,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    locale: Locale,
    payload: web::Payload,
) -> Result<HttpResponse, OAuthError> {
    let form: DeviceAuthorizationForm = oauth_form::read_form(&req, payload).await?;
    let (client_id, client_secret) = basic
        .or_body(form.client_id, form.client_secret)?
        .ok_or_else(|| OAuthError::invalid_client("client authentication is required"))?;
    let requester = DeviceRequester {
        user_agent,
        ip,
        locale: locale.pick(None),
    };
    let accounts = state.accounts.clone();
    let scope = form.scope;
    let started = blocking(move || {
        accounts.start_device_authorization(
            &client_id,
            client_secret.as_deref(),
            scope.as_deref(),
            requester,
        )
    })
    .await?;
    let verification_uri = format!("{}{}", state.issuer(), paths::DEVICE_VERIFICATION);
    let user_code = started.user_code.display();
    let complete = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("user_code", &user_code)
        .finish();
    Ok(no_store(HttpResponse::Ok().json(
        DeviceAuthorizationResponse {
            device_code: started.device_code.expose().to_owned(),
            verification_uri_complete: format!("{verification_uri}?{complete}"),
            verification_uri,
            user_code,
            expires_in: started.expires_in.whole_seconds(),
            interval: started.interval.whole_seconds(),
        },
    )))
}

/// The standard face's answer for a request that could not be started.
impl From<DeviceStartError> for OAuthError {
    fn from(failure: DeviceStartError) -> Self {
        match failure {
            DeviceStartError::InvalidClient => Self::invalid_client("client authentication failed"),
            DeviceStartError::InvalidScope(reason) => {
                log::info!("device authorization refused: {reason}");
                Self::new(
                    StatusCode::BAD_REQUEST,
                    "invalid_scope",
                    "the scope is unknown or beyond the client's",
                )
            }
            DeviceStartError::Repo(RepoError::Unavailable(cause)) => {
                log::warn!("database unavailable: {cause}");
                Self::unavailable()
            }
            DeviceStartError::Repo(other) => {
                log::error!("device authorization failed: {other}");
                Self::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server_error",
                    "internal error",
                )
            }
        }
    }
}

/// The verification page's link parameters.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct VerificationQuery {
    /// The code, filled in from `verification_uri_complete`.
    user_code: Option<String>,
}

/// The verification page's forms: the login form (email, password), the
/// code entry (user_code) and the question (user_code, decision).
#[derive(Debug, Default, Deserialize, ToSchema)]
pub(crate) struct VerificationForm {
    /// Sign-in email address (login form).
    email: Option<String>,
    /// Password (login form).
    password: Option<String>,
    /// The code, with or without the hyphen, in either case.
    user_code: Option<String>,
    /// `approve` or `deny` (the question).
    decision: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

#[utoipa::path(
    get,
    path = "/accounts/oauth2/v1/device",
    tag = "browser",
    params(VerificationQuery),
    responses(
        (status = 200, description = "The login page when not signed in; else the code entry, with user_code filled in when given (the code is looked up only when the form is sent)", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `GET /accounts/oauth2/v1/device`.
pub(crate) async fn page(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    // A malformed query is a link without a code, not an error.
    let query =
        serde_urlencoded::from_str::<VerificationQuery>(req.query_string()).unwrap_or_default();
    let cookie = session_cookie_value(&state, &req);
    let accounts = state.accounts.clone();
    let outcome = blocking(move || accounts.device_page(cookie.as_deref())).await;
    render(&state, &req, outcome, query.user_code.as_deref(), "")
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/device",
    tag = "browser",
    request_body(content = VerificationForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "The next page: the code entry after signing in, the device's request after a code, or the outcome after Allow or Deny; the session cookie is set after a sign-in", content_type = "text/html", body = String),
        (status = 400, description = "The form again: a field is missing, or the code is unknown, expired or answered", content_type = "text/html", body = String),
        (status = 401, description = "The login page again: wrong email or password", content_type = "text/html", body = String),
        (status = 403, description = "The form again: its CSRF token was not issued to this browser or has expired; or a page refusing a form posted from another site", content_type = "text/html", body = String),
        (status = 429, description = "The form again: too many failed sign-ins or wrong codes", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/oauth2/v1/device`.
pub(crate) async fn submit(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    locale: Locale,
    payload: web::Payload,
) -> HttpResponse {
    let form: VerificationForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    let email = form.email.clone().unwrap_or_default().trim().to_owned();
    let sign_in = (form.email.is_some() || form.password.is_some()).then(|| Attempt {
        email: email.clone(),
        password: form.password.unwrap_or_default(),
        package_name: None,
        ip: ip.clone(),
        user_agent,
        locale: locale.pick(None),
    });
    let approve = match form.decision.as_deref() {
        Some("approve") => Some(true),
        Some("deny") => Some(false),
        _ => None,
    };
    let device_form = DeviceForm {
        csrf_valid: csrf_ok(&state, &req, form.csrf_token.as_deref()),
        sign_in,
        user_code: form.user_code.clone(),
        approve,
        ip,
    };
    let cookie = session_cookie_value(&state, &req);
    let accounts = state.accounts.clone();
    let outcome = blocking(move || accounts.device_form(cookie.as_deref(), device_form)).await;
    render(&state, &req, outcome, form.user_code.as_deref(), &email)
}

/// Renders the domain's next step. `typed` is the code as the user sent
/// it (filled in again), `email` the login form's.
fn render(
    state: &AppState,
    req: &HttpRequest,
    outcome: Result<DeviceStep, Blocked<RepoError>>,
    typed: Option<&str>,
    email: &str,
) -> HttpResponse {
    let step = match outcome {
        Ok(step) => step,
        Err(Blocked::PoolGone) => return failed(true),
        Err(Blocked::Failed(e)) => {
            log_storage_failure(&e);
            return failed(matches!(e, RepoError::Unavailable(_)));
        }
    };
    let (status, retry_after) = status_of(&step.view);
    let mut response = HttpResponse::build(status);
    if let Some(token) = step.new_session {
        response.cookie(session_cookie(state, token.expose().to_owned()));
    }
    if let Some(seconds) = retry_after {
        response.insert_header((header::RETRY_AFTER, seconds));
    }
    let csrf = csrf_token(state, req, &mut response);
    let html = match &step.view {
        DeviceView::SignIn(failure) => {
            let hidden: Vec<(&str, &str)> = typed
                .filter(|c| !c.is_empty())
                .map(|c| ("user_code", c))
                .into_iter()
                .collect();
            pages::login(&pages::LoginView {
                lead: "to connect a device to your account",
                action: paths::DEVICE_VERIFICATION,
                hidden: &hidden,
                csrf_token: &csrf,
                email,
                error: failure.as_ref().map(|f| sign_in_failure(f).1),
                signup: None,
            })
        }
        DeviceView::EnterCode(failure) => pages::device_code_entry(&pages::CodeEntryView {
            action: paths::DEVICE_VERIFICATION,
            csrf_token: &csrf,
            user_code: typed.unwrap_or_default(),
            error: failure.map(|f| match f {
                CodeFailure::ExpiredForm => EXPIRED_CODE_FORM,
                CodeFailure::Unknown => UNKNOWN_CODE,
                CodeFailure::Throttled { .. } => CODE_THROTTLED,
            }),
        }),
        DeviceView::Confirm { request, account } => {
            let grants = grants_of(request);
            let user_code = request.user_code.display();
            pages::device_confirm(&pages::DeviceConfirmView {
                action: paths::DEVICE_VERIFICATION,
                csrf_token: &csrf,
                user_code: &user_code,
                client_name: &request.client_name,
                grants: &grants,
                email: account,
            })
        }
        DeviceView::Approved(pending) => pages::message(
            "Device connected",
            &format!(
                "{} is now connected to your account. You can return to your device.",
                pending.client_name
            ),
        ),
        DeviceView::Denied(pending) => pages::message(
            "Request denied",
            &format!(
                "{} was not connected. You can close this page.",
                pending.client_name
            ),
        ),
    };
    html_page(response, html)
}

/// The page's status, and Retry-After for a throttled or busy answer.
fn status_of(view: &DeviceView) -> (StatusCode, Option<i64>) {
    match view {
        DeviceView::SignIn(None)
        | DeviceView::EnterCode(None)
        | DeviceView::Confirm { .. }
        | DeviceView::Approved(_)
        | DeviceView::Denied(_) => (StatusCode::OK, None),
        DeviceView::SignIn(Some(failure)) => {
            let (status, _, retry_after) = sign_in_failure(failure);
            (status, retry_after)
        }
        DeviceView::EnterCode(Some(failure)) => match failure {
            CodeFailure::ExpiredForm => (StatusCode::FORBIDDEN, None),
            CodeFailure::Unknown => (StatusCode::BAD_REQUEST, None),
            CodeFailure::Throttled { retry_after } => (
                StatusCode::TOO_MANY_REQUESTS,
                Some(retry_after.whole_seconds().max(1)),
            ),
        },
    }
}

/// What the device will be able to do, in words, one line per scope.
fn grants_of(pending: &PendingDevice) -> Vec<&'static str> {
    pending
        .scope
        .iter()
        .map(|scope| match scope {
            Scope::OpenId => "Know who you are",
            Scope::Email => "See your email address",
            Scope::Profile => "See your profile: name, picture, phone number and country",
            Scope::Authorization => "See your profile and your signed-in sessions",
        })
        .collect()
}
