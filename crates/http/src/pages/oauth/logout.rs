//! Browser sign-out (OpenID Connect RP-Initiated Logout, docs/api.md,
//! "Browser sign-out"): the confirmation page, the POST that ends the
//! browser session and revokes what was issued in it, and the answer once
//! signed out (back to the client's registered URI, else a page).

use accounts_service::authorize::ReturnTo;
use accounts_service::use_cases::browser_logout::{self, LogoutRequest};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::common::blocking::blocking;
use crate::common::extract::ClientIp;
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::html;
use crate::paths;

use super::authorize::{location, present};
use crate::pages::common::{
    csrf_ok, csrf_token, html_page, leading_to, message, read_page_form, see, session_cookie,
    session_cookie_value,
};
use crate::pages::errors::{FailurePage, PageFailures};

/// Browser logout's parameters (OpenID Connect RP-Initiated Logout).
#[derive(Debug, Default, Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub(crate) struct LogoutParams {
    /// The client whose redirect URI to return to.
    client_id: Option<String>,
    /// A redirect URI registered for `client_id`.
    post_logout_redirect_uri: Option<String>,
    /// Echoed back.
    state: Option<String>,
    /// The confirmation form's CSRF token (POST).
    csrf_token: Option<String>,
}

impl LogoutParams {
    fn request(&self) -> LogoutRequest {
        LogoutRequest {
            client_id: self.client_id.clone(),
            post_logout_redirect_uri: self.post_logout_redirect_uri.clone(),
            state: self.state.clone(),
        }
    }

    fn hidden(&self) -> Vec<(&'static str, &str)> {
        present([
            ("client_id", &self.client_id),
            ("post_logout_redirect_uri", &self.post_logout_redirect_uri),
            ("state", &self.state),
        ])
    }
}

#[utoipa::path(
    get,
    path = "/accounts/oauth2/v1/logout",
    tag = "browser",
    params(LogoutParams),
    responses(
        (status = 200, description = "A confirmation form when signed in, else a signed-out page", content_type = "text/html", body = String),
        (status = 302, description = "Not signed in: to post_logout_redirect_uri when it is registered for client_id", headers(("Location" = String))),
        PageFailures,
    )
)]
/// `GET /accounts/oauth2/v1/logout`: asks for confirmation when signed in.
pub(crate) async fn logout_page(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let Ok(params) = serde_urlencoded::from_str::<LogoutParams>(req.query_string()) else {
        return message(
            StatusCode::BAD_REQUEST,
            &t("login-signout-failed-title"),
            &t("login-signout-malformed-link"),
        );
    };
    let cookie = session_cookie_value(&state, &req);
    let accounts = state.accounts.clone();
    let request = params.request();
    let outcome =
        blocking(move || browser_logout::logout_prompt(&accounts, cookie.as_deref(), &request))
            .await;
    match outcome {
        Ok((true, target)) => confirmation(&state, &req, StatusCode::OK, &params, target),
        Ok((false, target)) => signed_out(&state, target, StatusCode::FOUND),
        Err(e) => e.page(),
    }
}

/// The confirmation form; its answer may lead to the client's registered
/// `post_logout_redirect_uri` (`target`), which the page's CSP allows
/// (`form-action`).
fn confirmation(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    params: &LogoutParams,
    target: Option<ReturnTo>,
) -> HttpResponse {
    let mut response = HttpResponse::build(status);
    let csrf_token = csrf_token(state, req, &mut response);
    let html = html::confirm_logout(paths::BROWSER_LOGOUT, &params.hidden(), &csrf_token);
    let leads_to: Vec<&str> = target
        .as_ref()
        .map(|back| back.redirect_uri.as_str())
        .into_iter()
        .collect();
    leading_to(html_page(response, html), &leads_to)
}

#[utoipa::path(
    post,
    path = "/accounts/oauth2/v1/logout",
    tag = "browser",
    request_body(content = LogoutParams, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "Signed out: a page", content_type = "text/html", body = String),
        (status = 303, description = "Signed out: to post_logout_redirect_uri when it is registered for client_id", headers(("Location" = String))),
        (status = 403, description = "The confirmation form again: the CSRF token was not issued to this browser or has expired; or a page refusing a form posted from another site (Origin, Sec-Fetch-Site)", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/oauth2/v1/logout`: ends the browser session and revokes
/// every token issued in it.
pub(crate) async fn logout(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let params: LogoutParams = match read_page_form(&state, &req, payload).await {
        Ok(params) => params,
        Err(answer) => return answer,
    };
    let cookie = session_cookie_value(&state, &req);
    let accounts = state.accounts.clone();
    let request = params.request();
    if !csrf_ok(&state, &req, params.csrf_token.as_deref()) {
        // The form again, where its answer may still lead.
        let outcome =
            blocking(move || browser_logout::logout_prompt(&accounts, cookie.as_deref(), &request))
                .await;
        return match outcome {
            Ok((_, target)) => confirmation(&state, &req, StatusCode::FORBIDDEN, &params, target),
            Err(e) => e.page(),
        };
    }
    let outcome = blocking(move || {
        browser_logout::browser_logout(&accounts, cookie.as_deref(), &ip, &request)
    })
    .await;
    match outcome {
        Ok(target) => signed_out(&state, target, StatusCode::SEE_OTHER),
        Err(e) => e.page(),
    }
}

/// The answer once signed out: back to the client, else a page; either way
/// the session cookie is removed.
fn signed_out(state: &AppState, target: Option<ReturnTo>, redirect: StatusCode) -> HttpResponse {
    let mut removal = session_cookie(state, String::new());
    removal.make_removal();
    match target {
        Some(back) => {
            let mut response = HttpResponse::build(redirect);
            response.cookie(removal);
            see(response, &location(&back, &[], None))
        }
        None => {
            let mut response = HttpResponse::Ok();
            response.cookie(removal);
            html_page(
                response,
                html::message(&t("login-signed-out-title"), &t("login-signed-out-text")),
            )
        }
    }
}
