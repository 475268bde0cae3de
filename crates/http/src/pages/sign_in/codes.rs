//! "Email me a code": the login pages' sign-in by a mailed code. The
//! login form's second button posts the address here; the page that
//! follows takes the code, and the mailed link's page signs in the
//! browser that asked with one POST (anywhere else it shows the digits
//! to type there). Each carries the authorization request on, or the
//! account pages' marker (`account=1`), and answers as the login form
//! does (docs/decisions.md, "Sign-in codes").

use accounts_service::authorize::Authorization;
use accounts_service::browser_sign_in::{BrowserError, FormError, SignInFailure};
use accounts_service::use_cases::browser_sign_in;
use accounts_service::use_cases::sign_in_codes::{
    self, CodeAttempt, CodeError, CodeRequest, LinkPage, Presented,
};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::{ClientIp, Locale, UserAgent};
use crate::common::language::{offer_ui_locales, t};
use crate::common::state::AppState;
use crate::pages::account::sign_in::page_sign_in;
use crate::pages::common::{
    csrf_ok, csrf_token, html_page, leading_to, message, read_page_form, with_retry_after,
};
use crate::pages::errors::{FailurePage, failed};
use crate::pages::lifecycle::asker;
use crate::pages::oauth::authorize::{AuthorizeQuery, request_query, respond};
use crate::pages::sign_in::codes_html::{self, CodeView};
use crate::paths;

/// The asking form's query (GET) and body (POST).
#[derive(Debug, Deserialize, ToSchema, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct AskForm {
    /// The authorization request, carried by hidden fields.
    #[serde(flatten)]
    #[param(ignore)]
    query: AuthorizeQuery,
    /// `1`: sign in to the account pages, without an authorization request.
    account: Option<String>,
    /// The address to mail the code to (prefilled on the GET's form).
    email: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    #[param(ignore)]
    csrf_token: Option<String>,
}

/// The code page's POST body.
#[derive(Debug, Deserialize, ToSchema)]
pub(crate) struct AnswerForm {
    /// The authorization request, carried by hidden fields.
    #[serde(flatten)]
    query: AuthorizeQuery,
    /// `1`: the account pages' sign-in.
    account: Option<String>,
    /// The address the code went to.
    email: Option<String>,
    /// The six digits from the mail.
    code: Option<String>,
    /// A new account's name (registration open).
    name: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

/// The link page's query and its button's body.
#[derive(Debug, Deserialize, ToSchema, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct LinkForm {
    /// The token from the mailed link.
    #[param(max_length = 64)]
    token: Option<String>,
    /// The MAC of the browser's CSRF cookie (the button's POST).
    #[param(ignore)]
    csrf_token: Option<String>,
}

/// What the request carries on: the authorization request's fields, or
/// the account pages' marker.
fn carried<'a>(query: &'a AuthorizeQuery, account: Option<&str>) -> Vec<(&'static str, &'a str)> {
    let hidden = query.hidden();
    if account == Some("1") || !hidden.iter().any(|(n, _)| *n == "client_id") {
        vec![("account", "1")]
    } else {
        hidden
    }
}

fn ask_page_with(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    hidden: &[(&str, &str)],
    email: &str,
    error: Option<&str>,
) -> HttpResponse {
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    html_page(response, codes_html::ask_form(hidden, &csrf, email, error))
}

#[utoipa::path(
    get,
    path = "/accounts/login/code",
    tag = "browser",
    params(crate::pages::oauth::authorize::AuthorizeQuery, AskForm),
    responses(
        (status = 200, description = "The form that asks for a code by mail", content_type = "text/html", body = String),
        (status = 400, description = "A page: the query is malformed", content_type = "text/html", body = String),
        crate::pages::errors::PageFailures,
    )
)]
/// `GET /accounts/login/code`.
pub(crate) async fn ask_page(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let Ok(form) = serde_urlencoded::from_str::<AskForm>(req.query_string()) else {
        return message(
            StatusCode::BAD_REQUEST,
            &t("login-failed-title"),
            &t("login-malformed-link"),
        );
    };
    offer_ui_locales(form.query.ui_locales());
    let hidden = carried(&form.query, form.account.as_deref());
    let email = form.email.as_deref().unwrap_or_default();
    ask_page_with(&state, &req, StatusCode::OK, &hidden, email, None)
}

#[utoipa::path(
    post,
    path = "/accounts/login/code",
    tag = "browser",
    request_body(content = AskForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "The page the code is typed on: the same for every well-formed address (a mail goes out after the answer), with the browser's binding cookie set", content_type = "text/html", body = String),
        (status = 400, description = "The form again: no address at all; or the authorization request is malformed", content_type = "text/html", body = String),
        (status = 403, description = "The form again: its CSRF token was not issued to this browser; or codes are off, or the client wants a password or a passkey", content_type = "text/html", body = String),
        (status = 429, description = "The form again: too many requests from this IP", content_type = "text/html", body = String),
        crate::pages::errors::PageFailures,
    )
)]
/// `POST /accounts/login/code`: mails a code, then the page to type it.
pub(crate) async fn ask(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let form: AskForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    offer_ui_locales(form.query.ui_locales());
    let hidden = carried(&form.query, form.account.as_deref());
    let email = form.email.clone().unwrap_or_default().trim().to_owned();
    if !csrf_ok(&state, &req, form.csrf_token.as_deref()) {
        let expired = t("account-form-expired");
        return ask_page_with(
            &state,
            &req,
            StatusCode::FORBIDDEN,
            &hidden,
            &email,
            Some(&expired),
        );
    }
    let (binding, cookie) = asker::binding(&state, &req);
    let for_account = hidden.first().is_some_and(|(n, _)| *n == "account");
    let request = CodeRequest {
        email: email.clone(),
        package_name: None,
        client: None,
        ip,
        asker: Some(binding),
        continuation: Some(request_query(&hidden)),
    };
    // The authorization request first (its client may want no codes, a
    // pushed one brings its own `ui_locales`), then the code, in the
    // language the page and the mail speak.
    let accounts = state.accounts.clone();
    let params = form.query.params();
    let checked = blocking(move || -> Result<_, BrowserError> {
        if for_account {
            return Ok(None);
        }
        let authorization = browser_sign_in::form_request(&accounts, &params, true)?;
        Ok(Some((
            authorization.client.id,
            authorization.package_name.clone(),
            authorization
                .redirect_uri
                .as_ref()
                .map(|u| u.as_str().to_owned()),
            authorization.ui_locales.clone(),
        )))
    })
    .await;
    let (request, redirect) = match checked {
        Ok(None) => (request, None),
        Ok(Some((client, package_name, redirect, pushed_locales))) => {
            if form.query.ui_locales().is_none() {
                offer_ui_locales(pushed_locales.as_deref());
            }
            let request = CodeRequest {
                package_name,
                client: Some(client),
                ..request
            };
            (request, redirect)
        }
        Err(Blocked::PoolGone) => return failed(true),
        Err(Blocked::Failed(BrowserError::Repo(e))) => return Blocked::Failed(e).page(),
        Err(Blocked::Failed(_)) => {
            return message(
                StatusCode::BAD_REQUEST,
                &t("login-failed-title"),
                &t("login-malformed-link"),
            );
        }
    };
    let accounts = state.accounts.clone();
    let outcome = blocking(move || sign_in_codes::ask(&accounts, request)).await;
    let refused =
        |status, text: &str| ask_page_with(&state, &req, status, &hidden, &email, Some(text));
    match outcome {
        Ok(()) => {
            let page = code_page(&state, &req, StatusCode::OK, &hidden, &email, None);
            let targets: Vec<&str> = redirect.as_deref().into_iter().collect();
            let mut page = leading_to(page, &targets);
            let _ = page.add_cookie(&cookie);
            page
        }
        Err(Blocked::Failed(CodeError::Invalid(_))) => {
            refused(StatusCode::BAD_REQUEST, &t("page-code-invalid-email"))
        }
        Err(Blocked::Failed(CodeError::NotAllowed)) => {
            refused(StatusCode::FORBIDDEN, &t("page-code-not-allowed"))
        }
        Err(Blocked::Failed(CodeError::RateLimited { retry_after })) => with_retry_after(
            refused(
                StatusCode::TOO_MANY_REQUESTS,
                &crate::pages::common::throttled(),
            ),
            Some(retry_after.whole_seconds().max(1)),
        ),
        Err(Blocked::Failed(CodeError::Repo(e))) => Blocked::Failed(e).page(),
        Err(Blocked::PoolGone) => failed(true),
    }
}

/// The page the code is typed on, for `email`.
fn code_page(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    hidden: &[(&str, &str)],
    email: &str,
    error: Option<&str>,
) -> HttpResponse {
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    let mut fields = hidden.to_vec();
    fields.push(("email", email));
    let mut again = hidden.to_vec();
    again.push(("email", email));
    let again = format!("{}?{}", paths::CODE_LOGIN, request_query(&again));
    let config = state.accounts.config();
    html_page(
        response,
        codes_html::code_form(&CodeView {
            hidden: &fields,
            csrf_token: &csrf,
            email,
            minutes: config.sign_in_codes.lifetime.whole_minutes(),
            new_accounts: config.registration_open,
            error,
            again: &again,
        }),
    )
}

#[utoipa::path(
    post,
    path = "/accounts/login/code/answer",
    tag = "browser",
    request_body(content = AnswerForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "Signed in: back to the client's redirect_uri (or the account page), with the session cookie set", headers(("Location" = String), ("Set-Cookie" = String))),
        (status = 200, description = "The second step's page: the account has a second factor", content_type = "text/html", body = String),
        (status = 401, description = "The code page again: the code is wrong, used, replaced or expired", content_type = "text/html", body = String),
        (status = 403, description = "A page: the form's CSRF token was not issued to this browser; codes are off or the client wants a password or a passkey; or the organization signs its addresses in", content_type = "text/html", body = String),
        (status = 429, description = "The code page again: too many wrong codes", content_type = "text/html", body = String),
        crate::pages::errors::PageFailures,
    )
)]
/// `POST /accounts/login/code/answer`: the code typed.
pub(crate) async fn answer(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    locale: Locale,
    payload: web::Payload,
) -> HttpResponse {
    let form: AnswerForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    offer_ui_locales(form.query.ui_locales());
    let hidden = carried(&form.query, form.account.as_deref());
    let email = form.email.clone().unwrap_or_default().trim().to_owned();
    let csrf_valid = csrf_ok(&state, &req, form.csrf_token.as_deref());
    let attempt = CodeAttempt {
        presented: Presented::Code {
            email: email.clone(),
            code: form.code.clone().unwrap_or_default().trim().to_owned(),
        },
        name: form.name.clone().filter(|n| !n.trim().is_empty()),
        package_name: None,
        client: None,
        ip,
        user_agent,
        locale: locale.pick(form.query.ui_locales()),
    };
    let for_account = hidden.first().is_some_and(|(n, _)| *n == "account");
    let refused = |failure: &SignInFailure, request: Option<&Authorization>| {
        let redirect = request.and_then(|r| r.redirect_uri.as_ref().map(|u| u.as_str()));
        if form.query.ui_locales().is_none() {
            offer_ui_locales(request.and_then(|r| r.ui_locales.as_deref()));
        }
        match failure {
            SignInFailure::WrongCode | SignInFailure::Throttled => Some(code_again(
                &state,
                &req,
                (&hidden, &email, redirect),
                failure,
            )),
            SignInFailure::ExpiredForm => {
                let expired = t("account-form-expired");
                let page = code_page(
                    &state,
                    &req,
                    StatusCode::FORBIDDEN,
                    &hidden,
                    &email,
                    Some(&expired),
                );
                Some(page)
            }
            _ => None,
        }
    };
    let signing = Signing {
        query: &form.query,
        for_account,
        email: &email,
        csrf_valid,
    };
    sign_in_for(&state, &req, signing, attempt, refused).await
}

/// The code page again after a wrong code or a lockout; its form may
/// lead on to `redirect` (the client's redirect URI), as the page's CSP
/// says (`form-action`).
fn code_again(
    state: &AppState,
    req: &HttpRequest,
    (hidden, email, redirect): (&[(&str, &str)], &str, Option<&str>),
    failure: &SignInFailure,
) -> HttpResponse {
    let (status, text, retry_after) = crate::pages::errors::sign_in_failure(failure);
    let page = code_page(state, req, status, hidden, email, Some(&text));
    with_retry_after(
        leading_to(page, &redirect.into_iter().collect::<Vec<_>>()),
        retry_after,
    )
}

#[utoipa::path(
    get,
    path = "/accounts/login/code/link",
    tag = "browser",
    params(LinkForm),
    responses(
        (status = 200, description = "In the browser that asked: a button that signs in (a POST; opening the link signs nobody in). Anywhere else: the code to type where it was asked for", content_type = "text/html", body = String),
        (status = 400, description = "A page: the link was used, replaced, is too old or was never ours", content_type = "text/html", body = String),
        crate::pages::errors::PageFailures,
    )
)]
/// `GET /accounts/login/code/link`: the page a mailed link opens.
pub(crate) async fn link_page(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let token = serde_urlencoded::from_str::<LinkForm>(req.query_string())
        .ok()
        .and_then(|f| f.token)
        .unwrap_or_default();
    let here = asker::presented(&state, &req);
    let accounts = state.accounts.clone();
    let lookup = token.clone();
    let shown = blocking(move || {
        let page = sign_in_codes::link_page(&accounts, &lookup, here.as_ref())?;
        let redirect = match (&page, here) {
            (LinkPage::Button, Some(here)) => {
                sign_in_codes::continuation(&accounts, &lookup, &here)?
                    .and_then(|c| redirect_of(&accounts, &c))
            }
            _ => None,
        };
        Ok::<_, accounts_domain::repository::RepoError>((page, redirect))
    })
    .await;
    match shown {
        Ok((LinkPage::Button, redirect)) => {
            let mut response = HttpResponse::Ok();
            let csrf = csrf_token(&state, &req, &mut response);
            let page = html_page(response, codes_html::link_button(&token, &csrf));
            leading_to(page, &redirect.as_deref().into_iter().collect::<Vec<_>>())
        }
        Ok((LinkPage::Digits(digits), _)) => {
            html_page(HttpResponse::Ok(), codes_html::link_digits(&digits))
        }
        Ok((LinkPage::Ended, _)) => link_ended(),
        Err(e) => e.page(),
    }
}

/// The client's redirect URI an asking browser's `continuation` leads
/// to, when it is an authorization request still valid (blocking).
fn redirect_of(
    accounts: &accounts_service::accounts::Accounts,
    continuation: &str,
) -> Option<String> {
    let asked = serde_urlencoded::from_str::<AskForm>(continuation).ok()?;
    if carried(&asked.query, asked.account.as_deref())
        .first()
        .is_some_and(|(n, _)| *n == "account")
    {
        return None;
    }
    let request = browser_sign_in::form_request(accounts, &asked.query.params(), true).ok()?;
    request.redirect_uri.as_ref().map(|u| u.as_str().to_owned())
}

fn link_ended() -> HttpResponse {
    message(
        StatusCode::BAD_REQUEST,
        &t("page-code-link-ended-title"),
        &t("page-code-link-ended"),
    )
}

#[utoipa::path(
    post,
    path = "/accounts/login/code/link",
    tag = "browser",
    request_body(content = LinkForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "Signed in: on to what the browser was signing in for (the client, or the account page), with the session cookie set", headers(("Location" = String), ("Set-Cookie" = String))),
        (status = 200, description = "The second step's page: the account has a second factor", content_type = "text/html", body = String),
        (status = 400, description = "A page: the link was used, replaced, is too old, or this is not the browser that asked", content_type = "text/html", body = String),
        (status = 403, description = "A page: the form's CSRF token was not issued to this browser", content_type = "text/html", body = String),
        crate::pages::errors::PageFailures,
    )
)]
/// `POST /accounts/login/code/link`: the link page's button.
pub(crate) async fn link_sign_in(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    locale: Locale,
    payload: web::Payload,
) -> HttpResponse {
    let form: LinkForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    let csrf_valid = csrf_ok(&state, &req, form.csrf_token.as_deref());
    let (Some(token), Some(here)) = (form.token, asker::presented(&state, &req)) else {
        return link_ended();
    };
    let accounts = state.accounts.clone();
    let lookup = token.clone();
    let continuation =
        match blocking(move || sign_in_codes::continuation(&accounts, &lookup, &here)).await {
            Ok(Some(continuation)) => continuation,
            Ok(None) => return link_ended(),
            Err(e) => return e.page(),
        };
    let Ok(query) = serde_urlencoded::from_str::<AskForm>(&continuation) else {
        return link_ended();
    };
    let attempt = CodeAttempt {
        presented: Presented::Link { token, asker: here },
        name: None,
        package_name: None,
        client: None,
        ip,
        user_agent,
        locale: locale.pick(query.query.ui_locales()),
    };
    let hidden = carried(&query.query, query.account.as_deref());
    let refused = |failure: &SignInFailure, _: Option<&Authorization>| match failure {
        SignInFailure::WrongCode => Some(link_ended()),
        SignInFailure::ExpiredForm => Some(message(
            StatusCode::FORBIDDEN,
            &t("error-form-title"),
            &t("account-form-expired"),
        )),
        _ => None,
    };
    let signing = Signing {
        query: &query.query,
        for_account: hidden.first().is_some_and(|(n, _)| *n == "account"),
        email: "",
        csrf_valid,
    };
    sign_in_for(&state, &req, signing, attempt, refused).await
}

/// What a code's sign-in goes on to: the account pages, or the
/// authorization request `query` carries.
struct Signing<'a> {
    query: &'a AuthorizeQuery,
    for_account: bool,
    /// The address typed, for a form shown again.
    email: &'a str,
    csrf_valid: bool,
}

/// Signs in with `attempt` and goes on as the login form does: to the
/// account page, or the authorization request's next step (the client,
/// consent, the second factor). `refused` answers a refusal its page
/// shows itself (a wrong code, an expired form), with the authorization
/// request when there is one; any other is the login form's.
async fn sign_in_for(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    signing: Signing<'_>,
    attempt: CodeAttempt,
    refused: impl Fn(&SignInFailure, Option<&Authorization>) -> Option<HttpResponse>,
) -> HttpResponse {
    let accounts = state.accounts.clone();
    if signing.for_account {
        if !signing.csrf_valid
            && let Some(page) = refused(&SignInFailure::ExpiredForm, None)
        {
            return page;
        }
        let outcome = blocking(move || sign_in_codes::code_on_page(&accounts, attempt)).await;
        if let Ok(Err(failure)) = &outcome
            && let Some(page) = refused(failure, None)
        {
            return page;
        }
        return page_sign_in(state, req, outcome, signing.email);
    }
    let params = signing.query.params();
    let csrf_valid = signing.csrf_valid;
    let outcome =
        blocking(move || sign_in_codes::code_at_authorize(&accounts, &params, csrf_valid, attempt))
            .await;
    if let Err(Blocked::Failed(BrowserError::Form(FormError { failure, request }))) = &outcome
        && let Some(page) = refused(failure, Some(request))
    {
        return page;
    }
    respond(
        state,
        req,
        signing.query,
        signing.email,
        outcome,
        StatusCode::SEE_OTHER,
    )
}
