//! The device authorization grant (RFC 8628): the endpoint where a device
//! asks for a user code, and the verification page where the user signs
//! in, enters the code and approves or denies. The decisions are the
//! domain's (`accounts_service::device_grant`); polling is the token
//! endpoint's ([`crate::oauth::token`]).

use accounts_domain::repository::RepoError;
use accounts_service::device_grant::{
    CodeFailure, DeviceForm, DeviceStep, DeviceView, PendingDevice,
};
use accounts_service::sign_in::Attempt;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::device_html::{self, CodeEntryView, DeviceConfirmView};
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::{ClientIp, Locale, UserAgent};
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::pages::common::{
    csrf_ok, csrf_token, html_page, read_page_form, session_cookie, session_cookie_value,
};
use crate::pages::errors::{FailurePage, PageFailures, sign_in_failure};
use crate::pages::html;
use crate::paths;
use accounts_service::use_cases::device_grant;

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
    let outcome = blocking(move || device_grant::device_page(&accounts, cookie.as_deref())).await;
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
    let outcome =
        blocking(move || device_grant::device_form(&accounts, cookie.as_deref(), device_form))
            .await;
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
        Err(e) => return e.page(),
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
            html::login(&html::LoginView {
                lead: &t("device-login-lead"),
                action: paths::DEVICE_VERIFICATION,
                hidden: &hidden,
                csrf_token: &csrf,
                email,
                error: failure.as_ref().map(|f| sign_in_failure(f).1).as_deref(),
                signup: None,
                passkey: None,
                upstreams: &[],
                organization: None,
                code: None,
            })
        }
        DeviceView::EnterCode(failure) => device_html::device_code_entry(&CodeEntryView {
            action: paths::DEVICE_VERIFICATION,
            csrf_token: &csrf,
            user_code: typed.unwrap_or_default(),
            error: failure
                .map(|f| {
                    t(match f {
                        CodeFailure::ExpiredForm => "device-code-form-expired",
                        CodeFailure::Unknown => "device-code-unknown",
                        CodeFailure::Throttled { .. } => "device-code-throttled",
                    })
                })
                .as_deref(),
        }),
        DeviceView::Confirm { request, account } => {
            let grants = grants_of(request);
            let user_code = request.user_code.display();
            device_html::device_confirm(&DeviceConfirmView {
                action: paths::DEVICE_VERIFICATION,
                csrf_token: &csrf,
                user_code: &user_code,
                client_name: &request.client_name,
                grants: &grants,
                email: account,
            })
        }
        DeviceView::Approved(pending) => html::message(
            &t("device-connected-title"),
            &t_with(
                "device-connected-text",
                &[("client", (&pending.client_name).into())],
            ),
        ),
        DeviceView::Denied(pending) => html::message(
            &t("device-denied-title"),
            &t_with(
                "device-denied-text",
                &[("client", (&pending.client_name).into())],
            ),
        ),
        DeviceView::NeedsTwoFactors(pending) => html::message_with_link(
            &t("device-two-factors-title"),
            &t_with(
                "device-two-factors-text",
                &[("client", (&pending.client_name).into())],
            ),
            (&t("device-two-factors-link"), paths::ACCOUNT_PAGE),
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
        DeviceView::NeedsTwoFactors(_) => (StatusCode::FORBIDDEN, None),
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
fn grants_of(pending: &PendingDevice) -> Vec<std::borrow::Cow<'static, str>> {
    crate::pages::markup::scope_words(pending.scope)
}
