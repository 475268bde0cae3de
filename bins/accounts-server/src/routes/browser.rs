//! Browser sign-in (DESIGN 5): the authorization endpoint with its
//! server-rendered login page, the session cookie that lets a signed-in
//! browser skip the form, and browser logout.
//!
//! A request whose client or redirect_uri cannot be trusted gets an error
//! page and is never redirected (RFC 6749 4.1.2.1); every later failure is
//! sent back to the client's redirect_uri as an RFC 6749 error.

use accounts_domain::pkce::CodeChallenge;
use accounts_domain::records::{ClientRecord, SessionRecord, UserRecord};
use accounts_domain::repository::SessionRepository;
use accounts_domain::scope::{Scope, Scopes};
use accounts_domain::secrets::PlainSecret;
use accounts_domain::values::{PackageName, RedirectUri};
use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, HttpResponseBuilder, web};
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::device::{self, Attempt};
use super::oauth::FormError;
use super::paths;
use crate::error::ApiError;
use crate::pages;
use crate::state::AppState;

/// The browser session: an account token, like the device API's bearer.
pub(crate) const SESSION_COOKIE: &str = "accounts_session";
/// The CSRF cookie; forms carry its MAC under a key derived from the master key.
const CSRF_COOKIE: &str = "accounts_csrf";
/// The session cookie is sent to every path of the service.
const SESSION_PATH: &str = "/accounts/";
/// `state` is echoed to the client; bound it.
const MAX_STATE_LEN: usize = 2048;

const WRONG_CREDENTIALS: &str = "The email address or password is not right.";
const THROTTLED: &str = "Too many failed attempts. Wait a few minutes, then try again.";
const EXPIRED_FORM: &str = "This form expired. Please sign in again.";
const MISSING_FIELDS: &str = "Enter your email address and password.";

/// The authorization request's parameters (all optional here; [`validate`]
/// decides).
#[derive(Debug, Default, Clone, Deserialize)]
pub(crate) struct AuthorizeParams {
    response_type: Option<String>,
    client_id: Option<String>,
    redirect_uri: Option<String>,
    scope: Option<String>,
    state: Option<String>,
    nonce: Option<String>,
    code_challenge: Option<String>,
    code_challenge_method: Option<String>,
    package_name: Option<String>,
    ui_locales: Option<String>,
    prompt: Option<String>,
    max_age: Option<String>,
    login_hint: Option<String>,
}

impl AuthorizeParams {
    /// The parameters the login form carries to its POST. `prompt` and
    /// `max_age` are not: the POST is the fresh sign-in they ask for.
    fn hidden(&self) -> Vec<(&'static str, &str)> {
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
        ])
    }
}

/// The fields that have a value, for hidden form inputs.
fn present<'a, const N: usize>(
    fields: [(&'static str, &'a Option<String>); N],
) -> Vec<(&'static str, &'a str)> {
    fields
        .into_iter()
        .filter_map(|(name, value)| value.as_deref().map(|v| (name, v)))
        .collect()
}

/// The login form's POST body.
#[derive(Debug, Deserialize)]
pub(crate) struct LoginForm {
    #[serde(flatten)]
    params: AuthorizeParams,
    email: Option<String>,
    password: Option<String>,
    csrf_token: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ResponseType {
    Code,
    IdToken,
}

/// Where and how answers go back to the client.
#[derive(Debug, Clone)]
struct Back {
    redirect_uri: RedirectUri,
    /// `id_token` answers travel in the fragment, so they never reach a server log.
    fragment: bool,
    state: Option<String>,
}

impl Back {
    /// The redirect URI with `pairs`, `state` and, when given, `iss` (RFC 9207).
    fn location(&self, pairs: &[(&str, &str)], issuer: Option<&str>) -> String {
        let mut params = url::form_urlencoded::Serializer::new(String::new());
        for (name, value) in pairs {
            params.append_pair(name, value);
        }
        if let Some(state) = &self.state {
            params.append_pair("state", state);
        }
        if let Some(issuer) = issuer {
            params.append_pair("iss", issuer);
        }
        let params = params.finish();
        let uri = self.redirect_uri.as_str();
        if self.fragment {
            format!("{uri}#{params}")
        } else if uri.contains('?') {
            format!("{uri}&{params}")
        } else {
            format!("{uri}?{params}")
        }
    }
}

/// A validated authorization request.
#[derive(Debug)]
struct Authorization {
    client: ClientRecord,
    back: Back,
    response_type: ResponseType,
    scope: Scopes,
    nonce: Option<String>,
    challenge: Option<CodeChallenge>,
    package_name: Option<PackageName>,
    prompt_none: bool,
    prompt_login: bool,
    max_age: Option<i64>,
}

/// Why an authorization request is refused.
#[derive(Debug)]
enum Refusal {
    /// The client or redirect_uri cannot be trusted: an error page.
    Page(StatusCode, &'static str),
    /// An RFC 6749 4.1.2.1 error, sent back to the client.
    Redirect(Back, &'static str, String),
    /// Storage or signing failed.
    Failed(ApiError),
}

impl From<ApiError> for Refusal {
    fn from(error: ApiError) -> Self {
        Self::Failed(error)
    }
}

/// What to answer when the request is not refused.
#[derive(Debug)]
enum Step {
    /// Show the login form.
    Form {
        status: StatusCode,
        client_name: String,
        params: Box<AuthorizeParams>,
        email: String,
        error: Option<&'static str>,
    },
    /// Send the browser back to the client; with a new session's account
    /// token when the user just signed in.
    Back {
        location: String,
        new_session: Option<PlainSecret>,
    },
}

fn non_empty(value: Option<&String>) -> Option<&str> {
    value.map(String::as_str).filter(|v| !v.is_empty())
}

/// Checks an authorization request against its client (blocking: the
/// client may have to be read from the database).
fn validate(state: &AppState, p: &AuthorizeParams) -> Result<Authorization, Refusal> {
    let page = |message| Refusal::Page(StatusCode::BAD_REQUEST, message);
    let client_id =
        non_empty(p.client_id.as_ref()).ok_or(page("The request does not name an app."))?;
    let client = state
        .client_named(client_id)
        .map_err(ApiError::from_repo)?
        .filter(|c| c.enabled)
        .ok_or(page("This app is not registered, or it was disabled."))?;
    let redirect_uri = non_empty(p.redirect_uri.as_ref()).ok_or(page(
        "The request does not say where to return to (redirect_uri).",
    ))?;
    // Exact string match: no normalisation, no prefix rules.
    let redirect_uri = client
        .redirect_uris
        .iter()
        .find(|u| u.as_str() == redirect_uri)
        .cloned()
        .ok_or(page("The redirect_uri is not registered for this app."))?;
    if p.state.as_ref().is_some_and(|s| s.len() > MAX_STATE_LEN) {
        return Err(page("The state parameter is too long."));
    }
    let response_type = match p.response_type.as_deref() {
        Some("code") => Some(ResponseType::Code),
        Some("id_token") => Some(ResponseType::IdToken),
        _ => None,
    };
    let back = Back {
        redirect_uri,
        fragment: response_type == Some(ResponseType::IdToken),
        state: p.state.clone(),
    };
    let fail =
        |error, description: &str| Refusal::Redirect(back.clone(), error, description.into());
    let Some(response_type) = response_type else {
        return Err(match non_empty(p.response_type.as_ref()) {
            None => fail("invalid_request", "response_type is required"),
            Some(_) => fail(
                "unsupported_response_type",
                "response_type must be code or id_token",
            ),
        });
    };
    let scope =
        non_empty(p.scope.as_ref()).ok_or_else(|| fail("invalid_request", "scope is required"))?;
    let scope = Scopes::parse(scope).map_err(|e| fail("invalid_scope", &e.to_string()))?;
    if !scope.is_subset_of(client.allowed_scopes) {
        return Err(fail(
            "invalid_scope",
            "the scope is not allowed for this client",
        ));
    }
    if response_type == ResponseType::IdToken && !scope.contains(Scope::OpenId) {
        return Err(fail(
            "invalid_scope",
            "response_type id_token needs the openid scope",
        ));
    }
    let nonce = non_empty(p.nonce.as_ref()).map(str::to_owned);
    if device::check_nonce(nonce.as_deref()).is_err() {
        return Err(fail("invalid_request", "nonce is longer than 255 bytes"));
    }
    if response_type == ResponseType::IdToken && nonce.is_none() {
        return Err(fail(
            "invalid_request",
            "nonce is required with response_type id_token",
        ));
    }
    let challenge = match (
        non_empty(p.code_challenge.as_ref()),
        non_empty(p.code_challenge_method.as_ref()),
    ) {
        (None, None) => None,
        // Without a method RFC 7636 means "plain", which we do not accept.
        (Some(challenge), Some("S256")) => Some(
            CodeChallenge::parse(challenge, Some("S256"))
                .map_err(|e| fail("invalid_request", &e.to_string()))?,
        ),
        (Some(_), _) => {
            return Err(fail(
                "invalid_request",
                "code_challenge_method must be S256",
            ));
        }
        (None, Some(_)) => {
            return Err(fail(
                "invalid_request",
                "code_challenge_method without code_challenge",
            ));
        }
    };
    if client.public && response_type == ResponseType::Code && challenge.is_none() {
        return Err(fail(
            "invalid_request",
            "code_challenge (S256) is required for public clients",
        ));
    }
    let package_name = device::package_name(p.package_name.clone()).map_err(|_| {
        fail(
            "invalid_request",
            "package_name is not a valid package name",
        )
    })?;
    if package_name
        .as_ref()
        .is_some_and(|p| !client.package_names.contains(p))
    {
        return Err(fail(
            "invalid_request",
            "package_name is not registered for this client",
        ));
    }
    let prompts: Vec<&str> = p
        .prompt
        .as_deref()
        .unwrap_or_default()
        .split_whitespace()
        .collect();
    let prompt_none = prompts.contains(&"none");
    if prompt_none && prompts.len() > 1 {
        return Err(fail(
            "invalid_request",
            "prompt none cannot be combined with other values",
        ));
    }
    let max_age = match non_empty(p.max_age.as_ref()) {
        None => None,
        Some(text) => Some(
            text.parse::<u32>()
                .map_err(|_| fail("invalid_request", "max_age must be a number of seconds"))?,
        ),
    };
    Ok(Authorization {
        client,
        back,
        response_type,
        scope,
        nonce,
        challenge,
        package_name,
        prompt_none,
        prompt_login: prompts.contains(&"login"),
        max_age: max_age.map(i64::from),
    })
}

/// Issues what the request asked for and returns where to send the browser
/// (blocking).
fn issue(
    state: &AppState,
    request: &Authorization,
    session: &SessionRecord,
    user: &UserRecord,
) -> Result<String, ApiError> {
    match request.response_type {
        ResponseType::Code => {
            let (code, _) = device::store_code(
                state,
                device::NewCode {
                    client_id: request.client.id,
                    session,
                    scope: request.scope,
                    redirect_uri: Some(request.back.redirect_uri.clone()),
                    challenge: request.challenge.clone(),
                    nonce: request.nonce.clone(),
                },
            )?;
            Ok(request
                .back
                .location(&[("code", code.expose())], Some(&state.issuer)))
        }
        ResponseType::IdToken => {
            let id_token = device::sign_id_token(
                state,
                user,
                request.client.id,
                session,
                request.nonce.clone(),
            )?;
            Ok(request
                .back
                .location(&[("id_token", &id_token)], Some(&state.issuer)))
        }
    }
}

/// The browser's live session, if its cookie names one (blocking).
fn cookie_session(
    state: &AppState,
    cookie: Option<&str>,
) -> Result<Option<(SessionRecord, UserRecord)>, ApiError> {
    match cookie {
        Some(token) if !token.is_empty() => device::session_of(state, token),
        _ => Ok(None),
    }
}

fn cookie_value(req: &HttpRequest, name: &str) -> Option<String> {
    req.cookie(name).map(|c| c.value().to_owned())
}

/// `GET /accounts/oauth2/v1/authorize`.
pub(crate) async fn authorize(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let Ok(params) = serde_urlencoded::from_str::<AuthorizeParams>(req.query_string()) else {
        return message(
            StatusCode::BAD_REQUEST,
            "Sign-in failed",
            "The sign-in link is malformed.",
        );
    };
    let cookie = cookie_value(&req, SESSION_COOKIE);
    let shared = state.clone().into_inner();
    let outcome = web::block(move || -> Result<Step, Refusal> {
        let request = validate(&shared, &params)?;
        if !request.prompt_login
            && let Some((session, user)) = cookie_session(&shared, cookie.as_deref())?
        {
            let now = shared.clock.now();
            let fresh = request
                .max_age
                .is_none_or(|max| now - session.authenticated_at <= time::Duration::seconds(max));
            if fresh {
                if let Err(e) = SessionRepository::touch(&shared.db, session.id, now) {
                    log::warn!("could not record session activity: {e}");
                }
                return Ok(Step::Back {
                    location: issue(&shared, &request, &session, &user)?,
                    new_session: None,
                });
            }
        }
        if request.prompt_none {
            return Err(Refusal::Redirect(
                request.back,
                "login_required",
                "the user is not signed in".into(),
            ));
        }
        Ok(Step::Form {
            status: StatusCode::OK,
            client_name: request.client.name,
            email: params.login_hint.clone().unwrap_or_default(),
            params: Box::new(params),
            error: None,
        })
    })
    .await;
    respond(&state, &req, outcome, StatusCode::FOUND)
}

/// `POST /accounts/oauth2/v1/authorize`: the login form.
pub(crate) async fn sign_in(
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    let form: LoginForm = match read_form(&req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    let csrf_ok = csrf_ok(&state, &req, form.csrf_token.as_deref());
    let email = form.email.unwrap_or_default().trim().to_owned();
    let password = form.password.unwrap_or_default();
    let params = form.params;
    let mut attempt = Attempt::from_request(
        &state,
        &req,
        email.clone(),
        password,
        None,
        params.ui_locales.as_deref(),
    );
    let shared = state.clone().into_inner();
    let outcome = web::block(move || -> Result<Step, Refusal> {
        let request = validate(&shared, &params)?;
        let form = |status, error| {
            Ok(Step::Form {
                status,
                client_name: request.client.name.clone(),
                params: Box::new(params.clone()),
                email: email.clone(),
                error: Some(error),
            })
        };
        if !csrf_ok {
            return form(StatusCode::FORBIDDEN, EXPIRED_FORM);
        }
        if email.is_empty() || attempt.password.is_empty() {
            return form(StatusCode::BAD_REQUEST, MISSING_FIELDS);
        }
        attempt.package_name = request.package_name.clone();
        match device::sign_in(&shared, attempt) {
            Ok((user, session, account_token)) => Ok(Step::Back {
                location: issue(&shared, &request, &session, &user)?,
                new_session: Some(account_token),
            }),
            Err(e) if e.status() == StatusCode::UNAUTHORIZED => {
                form(StatusCode::UNAUTHORIZED, WRONG_CREDENTIALS)
            }
            Err(e) if e.status() == StatusCode::TOO_MANY_REQUESTS => {
                form(StatusCode::TOO_MANY_REQUESTS, THROTTLED)
            }
            Err(e) => Err(Refusal::Failed(e)),
        }
    })
    .await;
    respond(&state, &req, outcome, StatusCode::SEE_OTHER)
}

/// Renders a step or a refusal; `redirect` is 302 after GET, 303 after POST.
fn respond(
    state: &AppState,
    req: &HttpRequest,
    outcome: Result<Result<Step, Refusal>, actix_web::error::BlockingError>,
    redirect: StatusCode,
) -> HttpResponse {
    match outcome {
        Ok(Ok(Step::Form {
            status,
            client_name,
            params,
            email,
            error,
        })) => {
            let mut response = HttpResponse::build(status);
            let csrf_token = csrf_token(state, req, &mut response);
            let html = pages::login(&pages::LoginView {
                client_name: &client_name,
                action: paths::AUTHORIZE,
                hidden: &params.hidden(),
                csrf_token: &csrf_token,
                email: &email,
                error,
            });
            html_page(response, html)
        }
        Ok(Ok(Step::Back {
            location,
            new_session,
        })) => {
            let mut response = HttpResponse::build(redirect);
            if let Some(token) = new_session {
                response.cookie(session_cookie(state, token.expose().to_owned()));
            }
            see(response, &location)
        }
        Ok(Err(Refusal::Redirect(back, error, description))) => see(
            HttpResponse::build(redirect),
            &back.location(
                &[("error", error), ("error_description", &description)],
                Some(&state.issuer),
            ),
        ),
        Ok(Err(Refusal::Page(status, text))) => message(status, "Sign-in failed", text),
        Ok(Err(Refusal::Failed(error))) => failure(&error),
        Err(_) => failure(&ApiError::unavailable()),
    }
}

/// A redirect that no cache keeps (it may carry a code or an id_token).
fn see(mut response: HttpResponseBuilder, location: &str) -> HttpResponse {
    response
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}

/// An HTML answer with the headers every page of ours has: not cached, not
/// framed (clickjacking), no scripts.
fn html_page(mut response: HttpResponseBuilder, html: String) -> HttpResponse {
    response
        .insert_header((header::CONTENT_TYPE, "text/html; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::X_FRAME_OPTIONS, "DENY"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
        ))
        .insert_header((header::REFERRER_POLICY, "no-referrer"))
        .body(html)
}

fn message(status: StatusCode, title: &str, text: &str) -> HttpResponse {
    html_page(HttpResponse::build(status), pages::message(title, text))
}

/// The page for a storage or signing failure (details are in the log).
fn failure(error: &ApiError) -> HttpResponse {
    if error.status() == StatusCode::SERVICE_UNAVAILABLE {
        message(
            StatusCode::SERVICE_UNAVAILABLE,
            "Try again shortly",
            "The sign-in service is busy or unavailable. Please try again in a moment.",
        )
    } else {
        message(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Something went wrong",
            "The sign-in could not be completed. Please try again.",
        )
    }
}

/// Reads a form body; malformed or oversized forms get an error page.
async fn read_form<T: DeserializeOwned>(
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<T, HttpResponse> {
    super::oauth::parse_form(req, payload)
        .await
        .map_err(|failure| match failure {
            FormError::TooLarge => message(
                StatusCode::PAYLOAD_TOO_LARGE,
                "Sign-in failed",
                "The form is too large.",
            ),
            FormError::NotForm | FormError::Unreadable | FormError::Malformed => message(
                StatusCode::BAD_REQUEST,
                "Sign-in failed",
                "The form could not be read. Please go back and try again.",
            ),
        })
}

fn secure(state: &AppState) -> bool {
    state.issuer.starts_with("https://")
}

fn session_cookie(state: &AppState, value: String) -> Cookie<'static> {
    Cookie::build(SESSION_COOKIE, value)
        .path(SESSION_PATH)
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure(state))
        .finish()
}

/// The CSRF token for a form: the MAC of the browser's CSRF cookie, which
/// is set on `response` when the browser has none yet.
fn csrf_token(state: &AppState, req: &HttpRequest, response: &mut HttpResponseBuilder) -> String {
    let value = match cookie_value(req, CSRF_COOKIE).filter(|v| v.len() == 43) {
        Some(value) => value,
        None => {
            let value = PlainSecret::generate().expose().to_owned();
            response.cookie(
                Cookie::build(CSRF_COOKIE, value.clone())
                    .path("/accounts/oauth2/v1/")
                    .http_only(true)
                    .same_site(SameSite::Lax)
                    .secure(secure(state))
                    .finish(),
            );
            value
        }
    };
    state.csrf.tag(value.as_bytes())
}

/// Whether the form's CSRF token is the MAC of the browser's CSRF cookie.
fn csrf_ok(state: &AppState, req: &HttpRequest, token: Option<&str>) -> bool {
    match (cookie_value(req, CSRF_COOKIE), token) {
        (Some(cookie), Some(token)) => state.csrf.verify(cookie.as_bytes(), token),
        _ => false,
    }
}

/// Browser logout's parameters (OpenID Connect RP-Initiated Logout).
#[derive(Debug, Default, Deserialize)]
pub(crate) struct LogoutParams {
    client_id: Option<String>,
    post_logout_redirect_uri: Option<String>,
    state: Option<String>,
    csrf_token: Option<String>,
}

impl LogoutParams {
    fn hidden(&self) -> Vec<(&'static str, &str)> {
        present([
            ("client_id", &self.client_id),
            ("post_logout_redirect_uri", &self.post_logout_redirect_uri),
            ("state", &self.state),
        ])
    }
}

/// Where to send the browser after logout: only to a redirect URI
/// registered for the named client (blocking).
fn logout_target(state: &AppState, p: &LogoutParams) -> Result<Option<Back>, ApiError> {
    let (Some(client_id), Some(uri)) = (
        non_empty(p.client_id.as_ref()),
        non_empty(p.post_logout_redirect_uri.as_ref()),
    ) else {
        return Ok(None);
    };
    let registered = state
        .client_named(client_id)
        .map_err(ApiError::from_repo)?
        .filter(|c| c.enabled)
        .and_then(|c| c.redirect_uris.into_iter().find(|u| u.as_str() == uri));
    Ok(registered.map(|redirect_uri| Back {
        redirect_uri,
        fragment: false,
        state: p.state.clone().filter(|s| s.len() <= MAX_STATE_LEN),
    }))
}

/// `GET /accounts/oauth2/v1/logout`: asks for confirmation when signed in.
pub(crate) async fn logout_page(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let Ok(params) = serde_urlencoded::from_str::<LogoutParams>(req.query_string()) else {
        return message(
            StatusCode::BAD_REQUEST,
            "Sign-out failed",
            "The sign-out link is malformed.",
        );
    };
    let cookie = cookie_value(&req, SESSION_COOKIE);
    let shared = state.clone().into_inner();
    let outcome = web::block(move || -> Result<_, ApiError> {
        let signed_in = cookie_session(&shared, cookie.as_deref())?.is_some();
        let target = logout_target(&shared, &params)?;
        Ok((signed_in, target, params))
    })
    .await;
    match outcome {
        Ok(Ok((true, _, params))) => {
            let mut response = HttpResponse::Ok();
            let csrf_token = csrf_token(&state, &req, &mut response);
            let html = pages::confirm_logout(paths::BROWSER_LOGOUT, &params.hidden(), &csrf_token);
            html_page(response, html)
        }
        Ok(Ok((false, target, _))) => signed_out(&state, target, StatusCode::FOUND),
        Ok(Err(error)) => failure(&error),
        Err(_) => failure(&ApiError::unavailable()),
    }
}

/// `POST /accounts/oauth2/v1/logout`: ends the browser session and revokes
/// every token issued in it.
pub(crate) async fn logout(
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    let params: LogoutParams = match read_form(&req, payload).await {
        Ok(params) => params,
        Err(answer) => return answer,
    };
    if !csrf_ok(&state, &req, params.csrf_token.as_deref()) {
        let mut response = HttpResponse::Forbidden();
        let csrf_token = csrf_token(&state, &req, &mut response);
        let html = pages::confirm_logout(paths::BROWSER_LOGOUT, &params.hidden(), &csrf_token);
        return html_page(response, html);
    }
    let cookie = cookie_value(&req, SESSION_COOKIE);
    let ip = device::client_ip(&req, &state.trusted_proxies);
    let shared = state.clone().into_inner();
    let outcome = web::block(move || -> Result<_, ApiError> {
        if let Some((session, user)) = cookie_session(&shared, cookie.as_deref())? {
            device::end_session(&shared, &session, &user, ip, "browser logout")?;
        }
        logout_target(&shared, &params)
    })
    .await;
    match outcome {
        Ok(Ok(target)) => signed_out(&state, target, StatusCode::SEE_OTHER),
        Ok(Err(error)) => failure(&error),
        Err(_) => failure(&ApiError::unavailable()),
    }
}

/// The answer once signed out: back to the client, else a page; either way
/// the session cookie is removed.
fn signed_out(state: &AppState, target: Option<Back>, redirect: StatusCode) -> HttpResponse {
    let mut removal = session_cookie(state, String::new());
    removal.make_removal();
    match target {
        Some(back) => {
            let mut response = HttpResponse::build(redirect);
            response.cookie(removal);
            see(response, &back.location(&[], None))
        }
        None => {
            let mut response = HttpResponse::Ok();
            response.cookie(removal);
            html_page(
                response,
                pages::message("Signed out", "You are signed out on this browser."),
            )
        }
    }
}
