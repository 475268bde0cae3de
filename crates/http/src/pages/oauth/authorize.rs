//! Browser sign-in: the authorization endpoint with its server-rendered
//! login page and the session cookie that lets a signed-in browser skip
//! the form; the form's answers are in [`crate::pages::sign_in::login`],
//! browser logout in [`super::logout`]. The decisions are the domain's
//! (`accounts_service::browser_sign_in`); this file reads requests and
//! renders pages, cookies and redirects.
//!
//! A request whose client or redirect_uri cannot be trusted gets an error
//! page and is never redirected (RFC 6749 4.1.2.1); every later failure is
//! sent back to the client's redirect_uri as an RFC 6749 error.

use std::borrow::Cow;

use accounts_service::authorize::{AuthorizationParams, AuthorizeError, ReturnTo};
use accounts_service::browser_sign_in::{
    BrowserError, BrowserStep, FormError, Grant, SignInFailure,
};
use accounts_service::use_cases::organization_sso::HomeRealm;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::common::blocking::{Blocked, blocking};
use crate::common::language::{offer_ui_locales, t, t_with};
use crate::common::state::AppState;
use crate::pages::{factor_html, html};
use crate::paths;

use crate::pages::common::{
    SecondStepTargets, csrf_token, html_page, leading_to, message, second_factor_page, see,
    session_cookie, session_cookie_value, upstream_buttons, upstream_start, with_retry_after,
};
use crate::pages::errors::{FailurePage, PageFailures, failed, sign_in_failure};
use accounts_service::use_cases::browser_sign_in;
use accounts_service::use_cases::second_factor::passkeys;

/// The authorization request's parameters as they arrive, every one
/// optional text: the service's one validation decides and answers (an
/// error page, or an RFC 6749 error at the client's redirect_uri). The
/// sign-up page carries them unchecked. What the validation accepts is
/// stated in `AuthorizationRequest` (`pages/document.rs`).
#[derive(Debug, Default, Clone, Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct AuthorizeQuery {
    /// `code` (answer in the query) or `id_token` (in the fragment; needs `openid` and a nonce).
    response_type: Option<String>,
    /// A registered, enabled client.
    client_id: Option<String>,
    /// Exactly one of the client's registered redirect URIs.
    redirect_uri: Option<String>,
    /// Space-separated, within the client's scopes.
    scope: Option<String>,
    /// Echoed back (at most 2048 bytes).
    state: Option<String>,
    /// Echoed into the id_token (at most 255 bytes); required with `id_token`.
    nonce: Option<String>,
    /// PKCE S256 challenge; required for public clients.
    code_challenge: Option<String>,
    /// `S256`, with a `code_challenge`.
    code_challenge_method: Option<String>,
    /// The app's registered package name.
    package_name: Option<String>,
    /// Preferred languages, space-separated; only the first 10 tags
    /// within 100 characters are read and carried.
    #[serde(default, deserialize_with = "bounded_ui_locales")]
    ui_locales: Option<String>,
    /// `none` (never show the form; alone) or `login` (always); other values are ignored.
    prompt: Option<String>,
    /// Seconds; an older sign-in is repeated.
    max_age: Option<String>,
    /// Space-separated; `urn:accounts:acr:mfa` asks for a two-factor
    /// sign-in (a user who has a second factor gives it again).
    acr_values: Option<String>,
    /// Pre-fills the email field.
    login_hint: Option<String>,
    /// A pushed request's name (RFC 9126), from `/accounts/oauth2/v1/par`:
    /// with `client_id`, in place of every other parameter.
    request_uri: Option<String>,
    /// An API the client was granted (RFC 8707; once): the code's tokens
    /// are for it, and the scope words that are none of this service's
    /// are its scopes.
    resource: Option<String>,
}

impl AuthorizeQuery {
    /// The request's `ui_locales`.
    pub(in crate::pages) fn ui_locales(&self) -> Option<&str> {
        self.ui_locales.as_deref()
    }

    /// The query carrying `params` on (a request kept on the server while
    /// the browser signed in elsewhere).
    pub(in crate::pages) fn of(params: &AuthorizationParams) -> Self {
        Self {
            response_type: params.response_type.clone(),
            client_id: params.client_id.clone(),
            redirect_uri: params.redirect_uri.clone(),
            scope: params.scope.clone(),
            state: params.state.clone(),
            nonce: params.nonce.clone(),
            code_challenge: params.code_challenge.clone(),
            code_challenge_method: params.code_challenge_method.clone(),
            package_name: params.package_name.clone(),
            prompt: params.prompt.clone(),
            max_age: params.max_age.clone(),
            acr_values: params.acr_values.clone(),
            request_uri: params.request_uri.clone(),
            ui_locales: params.ui_locales.clone(),
            login_hint: None,
            resource: params.resource.clone(),
        }
    }

    pub(in crate::pages) fn params(&self) -> AuthorizationParams {
        AuthorizationParams {
            response_type: self.response_type.clone(),
            client_id: self.client_id.clone(),
            redirect_uri: self.redirect_uri.clone(),
            scope: self.scope.clone(),
            state: self.state.clone(),
            nonce: self.nonce.clone(),
            code_challenge: self.code_challenge.clone(),
            code_challenge_method: self.code_challenge_method.clone(),
            package_name: self.package_name.clone(),
            prompt: self.prompt.clone(),
            max_age: self.max_age.clone(),
            acr_values: self.acr_values.clone(),
            request_uri: self.request_uri.clone(),
            ui_locales: self.ui_locales.clone(),
            resource: self.resource.clone(),
        }
    }

    /// The parameters the login form carries to its POST (and the sign-up
    /// page back to the authorization endpoint). `prompt` and
    /// `max_age` are not: the POST is the fresh sign-in they ask for. A
    /// pushed request's are `client_id` and `request_uri`, and the
    /// `ui_locales` its pages were shown in: the request itself is on the
    /// server, and whatever else the front channel brought is ignored, so
    /// it is not repeated either.
    pub(in crate::pages) fn hidden(&self) -> Vec<(&'static str, &str)> {
        if self.request_uri.is_some() {
            return present([
                ("client_id", &self.client_id),
                ("request_uri", &self.request_uri),
                ("ui_locales", &self.ui_locales),
            ]);
        }
        present([
            ("response_type", &self.response_type),
            ("client_id", &self.client_id),
            ("redirect_uri", &self.redirect_uri),
            ("scope", &self.scope),
            ("state", &self.state),
            ("nonce", &self.nonce),
            ("code_challenge", &self.code_challenge),
            ("code_challenge_method", &self.code_challenge_method),
            ("package_name", &self.package_name),
            ("ui_locales", &self.ui_locales),
            ("request_uri", &self.request_uri),
            ("resource", &self.resource),
        ])
    }
}

/// `ui_locales` as the request is read: bounded (10 tags, 100
/// characters; `languages::bounded_ui_locales`) here, where every page
/// reads an authorization request, so its hidden fields, links, stored
/// round trips and the languages chosen all carry the bounded value
/// (docs/decisions.md, "Languages").
fn bounded_ui_locales<'de, D: serde::Deserializer<'de>>(
    value: D,
) -> Result<Option<String>, D::Error> {
    Ok(Option::<String>::deserialize(value)?
        .as_deref()
        .and_then(accounts_service::languages::bounded_ui_locales))
}

/// The fields that have a value, for hidden form inputs.
pub(super) fn present<'a, const N: usize>(
    fields: [(&'static str, &'a Option<String>); N],
) -> Vec<(&'static str, &'a str)> {
    fields
        .into_iter()
        .filter_map(|(name, value)| value.as_deref().map(|v| (name, v)))
        .collect()
}

/// The redirect URI with `pairs`, `state` and, when given, `iss` (RFC 9207).
pub(super) fn location(back: &ReturnTo, pairs: &[(&str, &str)], issuer: Option<&str>) -> String {
    let mut params = url::form_urlencoded::Serializer::new(String::new());
    for (name, value) in pairs {
        params.append_pair(name, value);
    }
    if let Some(state) = &back.state {
        params.append_pair("state", state);
    }
    if let Some(issuer) = issuer {
        params.append_pair("iss", issuer);
    }
    let params = params.finish();
    let uri = back.redirect_uri.as_str();
    if back.fragment {
        format!("{uri}#{params}")
    } else if uri.contains('?') {
        format!("{uri}&{params}")
    } else {
        format!("{uri}?{params}")
    }
}

#[utoipa::path(
    get,
    path = "/accounts/oauth2/v1/authorize",
    tag = "browser",
    params(crate::pages::document::AuthorizationRequest),
    responses(
        (status = 200, description = "The login page", content_type = "text/html", body = String),
        (status = 302, description = "Back to the client's redirect_uri with a code (query), an id_token (fragment) or an RFC 6749 error, plus state and iss", headers(("Location" = String))),
        PageFailures,
    )
)]
/// `GET /accounts/oauth2/v1/authorize`.
pub(crate) async fn authorize(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let Ok(query) = serde_urlencoded::from_str::<AuthorizeQuery>(req.query_string()) else {
        return message(
            StatusCode::BAD_REQUEST,
            &t("login-failed-title"),
            &t("login-malformed-link"),
        );
    };
    let cookie = session_cookie_value(&state, &req);
    let accounts = state.accounts.clone();
    let params = query.params();
    let hint = query.login_hint.clone();
    let outcome = blocking(move || {
        browser_sign_in::authorize_browser(&accounts, &params, cookie.as_deref(), hint.as_deref())
    })
    .await;
    let email = query.login_hint.clone().unwrap_or_default();
    respond(&state, &req, &query, &email, outcome, StatusCode::FOUND)
}

/// Renders a step or a refusal; `redirect` is 302 after GET, 303 after POST.
pub(in crate::pages) fn respond(
    state: &AppState,
    req: &HttpRequest,
    query: &AuthorizeQuery,
    email: &str,
    outcome: Result<BrowserStep, Blocked<BrowserError>>,
    redirect: StatusCode,
) -> HttpResponse {
    // The validated request the page carries, also on a login form shown
    // again after a failure.
    let request = match &outcome {
        Ok(step) => Some(step.request()),
        Err(Blocked::Failed(BrowserError::Form(refused))) => Some(&*refused.request),
        Err(_) => None,
    };
    // Its forms lead to the client's redirect URI (a sign-in's, a second
    // step's or a consent's answer is a redirect there): the pages' CSP
    // says so (`form-action`).
    let redirect_uri = request
        .and_then(|r| r.redirect_uri.as_ref())
        .map(|u| u.as_str().to_owned());
    let leads_to: Vec<&str> = redirect_uri.as_deref().into_iter().collect();
    // "Email me a code", unless codes are off or the client wants a
    // password or a passkey.
    let offer_code = state.accounts.config().sign_in_codes.enabled
        && request.is_some_and(|r| r.client.allow_sign_in_codes);
    // A pushed request's own `ui_locales` (the front channel's is the
    // query's, read by the middleware) speaks unless the query has one
    // (the picker puts its pick there), on the form shown again after a
    // wrong password too.
    let pushed_locales = request
        .filter(|_| query.ui_locales().is_none())
        .and_then(|r| r.ui_locales.clone());
    let form = |status, client_name: &str, error, offered: Option<&HomeRealm>| {
        let mut response = HttpResponse::build(status);
        let csrf_token = csrf_token(state, req, &mut response);
        let lead = t_with("login-lead", &[("client", client_name.into())]);
        let signup = state
            .accounts
            .config()
            .registration_open
            .then(|| signup_link(&query.hidden()));
        let hidden = query.hidden();
        let carried = request_query(&hidden);
        // The organization's button first (`sso: offered`).
        let upstreams: Vec<(String, String)> = offered
            .map(|realm| {
                (
                    realm.name.clone(),
                    upstream_start(&realm.provider, &carried),
                )
            })
            .into_iter()
            .chain(upstream_buttons(state, &carried))
            .collect();
        let organization_link = format!("{}?{carried}", paths::ORGANIZATION_LOGIN);
        let html = html::login(&html::LoginView {
            lead: &lead,
            action: paths::AUTHORIZE,
            hidden: &hidden,
            csrf_token: &csrf_token,
            email,
            error,
            signup: signup.as_deref(),
            passkey: passkeys::passkeys_available(&state.accounts).then_some(
                factor_html::PasskeyForm {
                    action: paths::AUTHORIZE_PASSKEY,
                    hidden: &hidden,
                    csrf_token: &csrf_token,
                    button: &t("passkey-sign-in-button"),
                    autofill: true,
                },
            ),
            upstreams: &upstreams,
            organization: Some(&organization_link),
            code: offer_code.then_some(paths::CODE_LOGIN),
        });
        leading_to(html_page(response, html), &leads_to)
    };
    offer_ui_locales(pushed_locales.as_deref());
    // The picker shows the request again as it is carried (never what
    // else the front channel sent), with the languages it speaks.
    let mut carried = url::form_urlencoded::Serializer::new(String::new());
    carried.extend_pairs(query.hidden());
    if let Some(locales) = &pushed_locales {
        carried.append_pair("ui_locales", locales);
    }
    crate::common::language::set_back(format!("{}?{}", paths::AUTHORIZE, carried.finish()));
    let failure = match outcome {
        Ok(BrowserStep::Form {
            request,
            home_realm,
        }) => {
            if let Some(realm) = home_realm.as_ref().filter(|r| r.required) {
                let start = upstream_start(&realm.provider, &request_query(&query.hidden()));
                return see(HttpResponse::build(redirect), &start);
            }
            return form(
                StatusCode::OK,
                &request.client.name,
                None,
                home_realm.as_ref(),
            );
        }
        Ok(BrowserStep::SecondFactor { request, challenge }) => {
            let hidden = query.hidden();
            let page = second_factor_page(
                state,
                req,
                &SecondStepTargets {
                    code: paths::AUTHORIZE_MFA,
                    passkey: paths::AUTHORIZE_PASSKEY,
                    hidden: &hidden,
                    passkey_hidden: &[],
                },
                &t_with("login-lead", &[("client", (&request.client.name).into())]),
                &challenge,
            );
            return leading_to(page, &leads_to);
        }
        Ok(BrowserStep::Consent {
            request,
            account,
            new_session,
        }) => {
            let page = super::consent_html::screen(
                state,
                req,
                &query.hidden(),
                &request,
                &account,
                new_session,
            );
            return leading_to(page, &leads_to);
        }
        Ok(BrowserStep::EnrolFirst {
            request,
            new_session,
        }) => {
            let mut response = HttpResponse::build(StatusCode::FORBIDDEN);
            if let Some(token) = new_session {
                response.cookie(session_cookie(state, token.expose().to_owned()));
            }
            let text = t_with(
                "second-step-enrol-text",
                &[("client", (&request.client.name).into())],
            );
            return html_page(
                response,
                html::message_with_link(
                    &t("second-step-enrol-title"),
                    &text,
                    (&t("second-step-enrol-link"), paths::ACCOUNT_PAGE),
                ),
            );
        }
        Ok(BrowserStep::Back {
            request,
            grant,
            new_session,
        }) => {
            let Some(back) = request.return_to() else {
                return failed(false);
            };
            let mut response = HttpResponse::build(redirect);
            if let Some(token) = new_session {
                response.cookie(session_cookie(state, token.expose().to_owned()));
            }
            let pairs = match &grant {
                Grant::Code(code) => vec![("code", code.expose())],
                Grant::IdToken(token) => vec![("id_token", token.as_str())],
                Grant::Refused { error, description } => vec![
                    ("error", error.as_str()),
                    ("error_description", description.as_str()),
                ],
            };
            return see(response, &location(&back, &pairs, Some(state.issuer())));
        }
        Err(Blocked::PoolGone) => return failed(true),
        Err(Blocked::Failed(failure)) => failure,
    };
    match failure {
        BrowserError::Form(FormError { request, failure }) => {
            let (status, text, retry_after) = sign_in_failure(&failure);
            // Refused for its organization's sign-in: its button first.
            let offered = match &failure {
                SignInFailure::SsoRequired(required) => Some(HomeRealm {
                    provider: required.organization.to_string(),
                    name: required.name.clone(),
                    required: false,
                }),
                _ => None,
            };
            with_retry_after(
                form(status, &request.client.name, Some(&text), offered.as_ref()),
                retry_after,
            )
        }
        BrowserError::Request(AuthorizeError::Rejected {
            error,
            description,
            back: Some(back),
        }) => see(
            HttpResponse::build(redirect),
            &location(
                &back,
                &[
                    ("error", error.as_str()),
                    ("error_description", &description),
                ],
                Some(state.issuer()),
            ),
        ),
        BrowserError::Request(AuthorizeError::Repo(e)) | BrowserError::Repo(e) => e.page(),
        BrowserError::Key(e) => e.page(),
        BrowserError::Request(refused) => message(
            StatusCode::BAD_REQUEST,
            &t("login-failed-title"),
            &untrusted_request_text(&refused),
        ),
    }
}

/// The sign-up page for this authorization request: after signing up, the
/// browser comes back to it.
fn signup_link(request: &[(&str, &str)]) -> String {
    format!("{}?{}", paths::SIGNUP_PAGE, request_query(request))
}

/// The authorization request's parameters as a query string.
pub(in crate::pages) fn request_query(request: &[(&str, &str)]) -> String {
    let mut query = url::form_urlencoded::Serializer::new(String::new());
    for (name, value) in request {
        query.append_pair(name, value);
    }
    query.finish()
}

/// The error page's text for a request that cannot be answered at the
/// client's redirect URI.
fn untrusted_request_text(refused: &AuthorizeError) -> Cow<'static, str> {
    t(match refused {
        AuthorizeError::MissingClient => "login-request-missing-client",
        AuthorizeError::UnknownClient => "login-request-unknown-client",
        AuthorizeError::MissingRedirectUri => "login-request-missing-redirect-uri",
        AuthorizeError::UnregisteredRedirectUri => "login-request-unregistered-redirect-uri",
        AuthorizeError::StateTooLong => "login-request-state-too-long",
        AuthorizeError::Rejected { .. } | AuthorizeError::Repo(_) => "login-request-invalid",
    })
}
