//! "Sign in with …": the login page's buttons start a round trip through
//! an upstream provider, whose callback lands here; the account page's
//! "link" buttons do the same to link a provider. The decisions are the
//! service's (`accounts_service::upstream`); this file reads requests and
//! answers with redirects, cookies and pages (docs/decisions.md,
//! "Upstream identity providers").

use accounts_service::browser_sign_in::BrowserError;
use accounts_service::upstream::UpstreamFlowError;
use accounts_service::upstream::browser::{StartPurpose, UpstreamCallback, UpstreamOutcome};
use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::{ClientIp, Locale, UserAgent};
use crate::common::language::t;
use crate::common::state::AppState;
use crate::paths;

use crate::pages::common::{
    ShortCookie, csrf_ok, message, read_page_form, see, session_cookie, session_cookie_value,
};
use crate::pages::errors::failed;
use crate::pages::oauth::authorize::{AuthorizeQuery, respond};
use accounts_service::use_cases::upstream::browser;

/// The cookie that binds a round trip to the browser that started it;
/// over plain http its path is the callbacks' only (over https it is
/// `__Host-accounts_upstream` on `/`: see `ShortCookie`).
const UPSTREAM_COOKIE: ShortCookie = ShortCookie {
    name: "accounts_upstream",
    path: "/accounts/upstream/",
    same_site: SameSite::Lax,
    minutes: 10,
};

/// `?account=1` on the start path: sign in to the account pages; `?link=1`
/// is refused there (linking is the POST's).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct LinkFlag {
    /// Refused on a GET unless empty: linking starts with the account
    /// page's POST.
    #[param(pattern = "^$")]
    link: Option<String>,
    /// `1`: sign in to the account page (or back to the deletion), without
    /// an authorization request.
    account: Option<String>,
}

/// The provider's answer in a form POST (Apple's `response_mode=form_post`).
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub(crate) struct CallbackForm {
    /// The round trip's state.
    state: Option<String>,
    /// The authorization code.
    code: Option<String>,
    /// Set when the provider did not sign the user in.
    error: Option<String>,
}

/// The provider's answer (query, or Apple's form POST).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct CallbackParams {
    /// The round trip's state.
    state: Option<String>,
    /// The authorization code.
    code: Option<String>,
    /// Set when the provider did not sign the user in.
    error: Option<String>,
}

#[utoipa::path(
    get,
    path = "/accounts/upstream/{id}/start",
    tag = "browser",
    params(("id" = String, Path, description = "The provider's id"), AuthorizeQuery, LinkFlag),
    responses(
        (status = 302, description = "To the provider, with the round trip's cookie set", headers(("Location" = String), ("Set-Cookie" = String))),
        (status = 400, description = "A page: the authorization request cannot be trusted; or `link=1`, which only the account page's form may ask (a POST with its CSRF token)", content_type = "text/html", body = String),
        (status = 404, description = "A page: no provider has this id", content_type = "text/html", body = String),
        (status = 502, description = "A page: the provider could not be reached", content_type = "text/html", body = String),
        crate::pages::errors::PageFailures,
    )
)]
/// `GET /accounts/upstream/{id}/start`: the login pages' "Sign in with …"
/// buttons.
pub(crate) async fn start(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
) -> HttpResponse {
    let (Ok(query), Ok(flag)) = (
        serde_urlencoded::from_str::<AuthorizeQuery>(req.query_string()),
        serde_urlencoded::from_str::<LinkFlag>(req.query_string()),
    ) else {
        return message(
            StatusCode::BAD_REQUEST,
            &t("login-failed-title"),
            &t("login-malformed-link"),
        );
    };
    let purpose = if flag.link.as_deref().is_some_and(|l| !l.is_empty()) {
        // A link made by a GET could be any site's link or image, with
        // the attacker's session at the provider (login CSRF into the
        // victim's account): linking starts only from the account page's
        // form.
        return message(
            StatusCode::BAD_REQUEST,
            &t("upstream-link-failed-title"),
            &t("upstream-link-from-account-page"),
        );
    } else if flag.account.as_deref() == Some("1") {
        StartPurpose::Account
    } else {
        StartPurpose::SignIn(Box::new(query.params()))
    };
    begin(&state, &req, id.into_inner(), purpose, &query).await
}

/// The account page's "Link" form.
#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub(crate) struct LinkForm {
    /// `1`: link the provider to the signed-in account.
    link: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

#[utoipa::path(
    post,
    path = "/accounts/upstream/{id}/start",
    tag = "browser",
    params(("id" = String, Path, description = "The provider's id")),
    request_body(content = LinkForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "To the provider, with the round trip's cookie set; the callback links the identity to the signed-in account", headers(("Location" = String), ("Set-Cookie" = String))),
        (status = 400, description = "A page: the form is not the account page's link form, or the browser is not signed in", content_type = "text/html", body = String),
        (status = 403, description = "The login form: linking needs a recent sign-in, with both factors where the user has two; or a page: the CSRF token was not issued to this browser or expired, or the form came from another site", content_type = "text/html", body = String),
        (status = 404, description = "A page: no provider has this id", content_type = "text/html", body = String),
        (status = 502, description = "A page: the provider could not be reached", content_type = "text/html", body = String),
        crate::pages::errors::PageFailures,
    )
)]
/// `POST /accounts/upstream/{id}/start`: the account page's "Link" button,
/// with its CSRF token.
pub(crate) async fn start_link(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let form: LinkForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    if !csrf_ok(&state, &req, form.csrf_token.as_deref()) {
        return message(
            StatusCode::FORBIDDEN,
            &t("upstream-link-failed-title"),
            &t("upstream-link-expired"),
        );
    }
    if form.link.as_deref() != Some("1") {
        return message(
            StatusCode::BAD_REQUEST,
            &t("upstream-link-failed-title"),
            &t("upstream-link-from-account-page"),
        );
    }
    let purpose = StartPurpose::Link {
        session_cookie: session_cookie_value(&state, &req),
    };
    begin(
        &state,
        &req,
        id.into_inner(),
        purpose,
        &AuthorizeQuery::default(),
    )
    .await
}

/// Starts the round trip: the provider's URL and the browser's cookie.
async fn begin(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    provider: String,
    purpose: StartPurpose,
    query: &AuthorizeQuery,
) -> HttpResponse {
    let status = if matches!(purpose, StartPurpose::Link { .. }) {
        StatusCode::SEE_OTHER
    } else {
        StatusCode::FOUND
    };
    let accounts = state.accounts.clone();
    match blocking(move || browser::start_upstream(&accounts, &provider, purpose)).await {
        Ok(started) => {
            let mut response = HttpResponse::build(status);
            response.cookie(upstream_cookie(
                state,
                started.state.expose().to_owned(),
                false,
            ));
            see(response, &started.location)
        }
        Err(Blocked::PoolGone) => failed(true),
        Err(Blocked::Failed(UpstreamFlowError::ReauthenticationRequired)) => {
            crate::pages::account::sign_in::sign_in_again(state, req)
        }
        Err(Blocked::Failed(error)) => refused(state, req, query, error),
    }
}

#[utoipa::path(
    get,
    path = "/accounts/upstream/{id}/callback",
    tag = "browser",
    params(("id" = String, Path, description = "The provider's id"), CallbackParams),
    responses(
        (status = 303, description = "Signed in: on to the client's redirect_uri with the session cookie set; or linked: back to the account page", headers(("Location" = String))),
        (status = 400, description = "A page: the round trip is unknown, used, expired or another browser's; the provider refused", content_type = "text/html", body = String),
        (status = 403, description = "A page: registration is closed, or the account is disabled", content_type = "text/html", body = String),
        (status = 404, description = "A page: no provider has this id", content_type = "text/html", body = String),
        (status = 409, description = "A page: an account has this address (sign in to it and link the provider), or the identity is linked to another account", content_type = "text/html", body = String),
        (status = 502, description = "A page: the provider could not be reached or answered garbage", content_type = "text/html", body = String),
        crate::pages::errors::PageFailures,
    )
)]
/// `GET /accounts/upstream/{id}/callback`.
pub(crate) async fn callback(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
    origin: (ClientIp, UserAgent, Locale),
) -> HttpResponse {
    let params =
        serde_urlencoded::from_str::<CallbackParams>(req.query_string()).unwrap_or_default();
    finish(state, req, id.into_inner(), params, origin).await
}

#[utoipa::path(
    post,
    path = "/accounts/upstream/{id}/callback",
    tag = "browser",
    params(("id" = String, Path, description = "The provider's id")),
    request_body(content = CallbackForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "As the GET: signed in, on to the client; or linked, back to the account page", headers(("Location" = String))),
        (status = 400, description = "A page: the round trip is unknown, used, expired or another browser's; the provider refused", content_type = "text/html", body = String),
        (status = 403, description = "A page: registration is closed, or the account is disabled", content_type = "text/html", body = String),
        (status = 404, description = "A page: no provider has this id", content_type = "text/html", body = String),
        (status = 409, description = "A page: an account has this address, or the identity is linked to another account", content_type = "text/html", body = String),
        (status = 502, description = "A page: the provider could not be reached or answered garbage", content_type = "text/html", body = String),
        crate::pages::errors::PageFailures,
    )
)]
/// `POST /accounts/upstream/{id}/callback`: Apple's `response_mode=form_post`.
pub(crate) async fn callback_post(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
    origin: (ClientIp, UserAgent, Locale),
    body: web::Bytes,
) -> HttpResponse {
    let form = serde_urlencoded::from_bytes::<CallbackForm>(&body).unwrap_or_default();
    let params = CallbackParams {
        state: form.state,
        code: form.code,
        error: form.error,
    };
    finish(state, req, id.into_inner(), params, origin).await
}

async fn finish(
    state: web::Data<AppState>,
    req: HttpRequest,
    provider: String,
    params: CallbackParams,
    (ClientIp(ip), UserAgent(user_agent), locale): (ClientIp, UserAgent, Locale),
) -> HttpResponse {
    let callback = UpstreamCallback {
        provider,
        state: params.state,
        code: params.code,
        error: params.error,
        state_cookie: UPSTREAM_COOKIE.value(&state, &req),
        session_cookie: session_cookie_value(&state, &req),
        ip,
        user_agent,
        accept_language: locale.header(),
    };
    let accounts = state.accounts.clone();
    let outcome = blocking(move || browser::finish_upstream(&accounts, callback)).await;
    let mut response = match outcome {
        Ok(UpstreamOutcome::SignedIn(step, params)) => {
            crate::common::language::offer_ui_locales(params.ui_locales.as_deref());
            let query = AuthorizeQuery::of(&params);
            respond(&state, &req, &query, "", Ok(*step), StatusCode::SEE_OTHER)
        }
        Ok(UpstreamOutcome::SignedInToAccount(token)) => {
            let mut response = HttpResponse::build(StatusCode::SEE_OTHER);
            response.cookie(session_cookie(&state, token.expose().to_owned()));
            see(
                response,
                crate::pages::account::delete::after_sign_in(&state, &req),
            )
        }
        Ok(UpstreamOutcome::Linked(_)) => see(
            HttpResponse::build(StatusCode::SEE_OTHER),
            &format!("{}?done=linked", paths::ACCOUNT_PAGE),
        ),
        Err(Blocked::PoolGone) => failed(true),
        Err(Blocked::Failed(error)) => refused(&state, &req, &AuthorizeQuery::default(), error),
    };
    // A round trip is used once, whatever became of it.
    let _ = response.add_cookie(&upstream_cookie(&state, String::new(), true));
    response
}

/// The page (or redirect to the client) for a round trip that could not
/// go on.
fn refused(
    state: &AppState,
    req: &HttpRequest,
    query: &AuthorizeQuery,
    error: UpstreamFlowError,
) -> HttpResponse {
    // The page's text, by its message id.
    let (status, text_id) = match error {
        UpstreamFlowError::Browser(e) => {
            return respond(
                state,
                req,
                query,
                "",
                Err(Blocked::Failed(*e)),
                StatusCode::SEE_OTHER,
            );
        }
        UpstreamFlowError::Repo(e) => {
            return respond(
                state,
                req,
                query,
                "",
                Err(Blocked::Failed(BrowserError::Repo(e))),
                StatusCode::SEE_OTHER,
            );
        }
        UpstreamFlowError::UnknownProvider => (StatusCode::NOT_FOUND, "upstream-unknown-provider"),
        UpstreamFlowError::BadState => (StatusCode::BAD_REQUEST, "upstream-bad-state"),
        UpstreamFlowError::Denied(_) => (StatusCode::BAD_REQUEST, "upstream-denied"),
        UpstreamFlowError::Refused(reason) => {
            log::info!("upstream sign-in refused: {reason}");
            (StatusCode::BAD_REQUEST, "upstream-refused")
        }
        UpstreamFlowError::Unavailable(reason) => {
            log::warn!("upstream provider unavailable: {reason}");
            (StatusCode::BAD_GATEWAY, "upstream-unavailable")
        }
        UpstreamFlowError::EmailTaken => (StatusCode::CONFLICT, "upstream-email-taken"),
        UpstreamFlowError::RegistrationClosed => {
            (StatusCode::FORBIDDEN, "upstream-registration-closed")
        }
        UpstreamFlowError::NoEmail => (StatusCode::BAD_REQUEST, "upstream-no-email"),
        UpstreamFlowError::UnverifiedEmail => {
            (StatusCode::BAD_REQUEST, "upstream-unverified-email")
        }
        UpstreamFlowError::LinkedElsewhere => (StatusCode::CONFLICT, "upstream-linked-elsewhere"),
        UpstreamFlowError::AlreadyLinked => (StatusCode::CONFLICT, "upstream-already-linked"),
        UpstreamFlowError::Disabled => (StatusCode::FORBIDDEN, "upstream-disabled"),
        UpstreamFlowError::OutsideOrganizationDomains => {
            (StatusCode::FORBIDDEN, "upstream-outside-domains")
        }
        UpstreamFlowError::UnconfirmedAccount => {
            (StatusCode::CONFLICT, "upstream-unconfirmed-account")
        }
        UpstreamFlowError::OperatorAccount => (StatusCode::FORBIDDEN, "upstream-operator-account"),
        UpstreamFlowError::SsoRequired(_) => (StatusCode::FORBIDDEN, "login-sso-required"),
        UpstreamFlowError::ReauthenticationRequired => {
            (StatusCode::FORBIDDEN, "upstream-reauthenticate")
        }
    };
    message(status, &t("login-failed-title"), &t(text_id))
}

/// The round trip's cookie: ten minutes, HttpOnly, read only by the
/// callback. Over https it is `SameSite=None` so that Apple's form POST
/// (a cross-site POST) carries it; over plain http (tests, dev mode)
/// browsers refuse `None` without `Secure`, so it is `Lax`.
fn upstream_cookie(state: &AppState, value: String, removal: bool) -> Cookie<'static> {
    let spec = ShortCookie {
        same_site: if state.secure_cookies() {
            SameSite::None
        } else {
            SameSite::Lax
        },
        ..UPSTREAM_COOKIE
    };
    spec.cookie(state, value, removal)
}
