//! The console's door: every console request goes through [`open`] (GET)
//! or [`open_form`] (POST), which find the operator behind the browser's
//! session cookie and check their right server-side; a refusal is a
//! redirect to the login page, to enrolment, or a 403 page. The admin API
//! key and bearer tokens never open the console: only the session cookie
//! is read.

use accounts_service::accounts::Accounts;
use accounts_service::console::access::{ConsoleAction, ConsolePage, ConsoleRefusal, Operator};
use accounts_service::manage::{Actor, ManageError};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::de::DeserializeOwned;

use crate::common::blocking::{Blocked, blocking};
use crate::common::error::as_sentence;
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::pages::account::delete::{Next, forget_next, next_cookie};
use crate::pages::common::{
    csrf_ok, csrf_token, html_page, login_html, message, read_page_form, see, session_cookie_value,
};
use crate::pages::errors::FailurePage;
use crate::paths;
use accounts_service::use_cases::console::access;

/// The operator behind the request, if they may open `page`.
pub(super) async fn open(
    state: &AppState,
    req: &HttpRequest,
    page: ConsolePage,
) -> Result<Operator, HttpResponse> {
    let Some(cookie) = session_cookie_value(state, req) else {
        return Err(to_login(state));
    };
    let accounts = state.accounts.clone();
    let operator = match blocking(move || access::operator(&accounts, &cookie)).await {
        Ok(operator) => operator,
        Err(Blocked::Failed(refusal)) => return Err(refused(state, req, refusal)),
        Err(Blocked::PoolGone) => return Err(crate::pages::errors::failed(true)),
    };
    if !operator.may_see(page) {
        return Err(forbidden(&t("console-gate-page-not-allowed")));
    }
    Ok(operator)
}

/// A posted console form: the operator (who may open `page`), and the
/// form, if it came from our own page with a valid CSRF token.
pub(super) async fn open_form<T: DeserializeOwned + HasCsrf>(
    state: &AppState,
    req: &HttpRequest,
    payload: web::Payload,
    page: ConsolePage,
) -> Result<(Operator, T), HttpResponse> {
    // Without a session every console path leads to the login page, a
    // POST too, whatever its body.
    if session_cookie_value(state, req).is_none() {
        return Err(to_login(state));
    }
    let form: T = read_page_form(state, req, payload).await?;
    // The token before the operator: a forged form touches nothing, the
    // session's activity neither.
    if !csrf_ok(state, req, form.csrf()) {
        return Err(forbidden(&t("console-gate-form-expired")));
    }
    let operator = open(state, req, page).await?;
    Ok((operator, form))
}

/// A posted console form for a change of `action`'s right: as
/// [`open_form`], refused (403) unless the operator's role allows it.
pub(super) async fn open_change<T: DeserializeOwned + HasCsrf>(
    state: &AppState,
    req: &HttpRequest,
    payload: web::Payload,
    page: ConsolePage,
    action: ConsoleAction,
) -> Result<(Operator, T), HttpResponse> {
    let (operator, form) = open_form(state, req, payload, page).await?;
    match refused_unless(&operator, action) {
        Some(refused) => Err(refused),
        None => Ok((operator, form)),
    }
}

/// A posted change to clients, APIs, webhooks or keys: an admin's.
pub(super) async fn open_configuration_change<T: DeserializeOwned + HasCsrf>(
    state: &AppState,
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<(Operator, T), HttpResponse> {
    open_change(
        state,
        req,
        payload,
        ConsolePage::Configuration,
        ConsoleAction::Configure,
    )
    .await
}

/// The value a gate lets through, or (returned at once) its answer.
macro_rules! or_answer {
    ($gate:expr) => {
        match $gate {
            Ok(value) => value,
            Err(answer) => return answer,
        }
    };
}
pub(super) use or_answer;

/// Runs `change` on the blocking pool with the operator (and the
/// request's IP) as its actor: how every console change reaches an
/// account-manager operation.
pub(super) async fn as_operator<T: Send + 'static>(
    state: &AppState,
    operator: &Operator,
    ip: String,
    change: impl FnOnce(&Accounts, Actor<'_>) -> Result<T, ManageError> + Send + 'static,
) -> Result<T, Blocked<ManageError>> {
    let accounts = state.accounts.clone();
    let who = operator.signed_in.user.id.to_string();
    blocking(move || {
        change(
            &accounts,
            Actor {
                name: &who,
                ip: &ip,
            },
        )
    })
    .await
}

/// What `?done=` says the last action did.
pub(super) fn done_of(req: &HttpRequest) -> Option<String> {
    serde_urlencoded::from_str::<DoneQuery>(req.query_string())
        .ok()
        .and_then(|d| d.done)
}

/// A form with a CSRF token.
pub(super) trait HasCsrf {
    /// The token the form carried.
    fn csrf(&self) -> Option<&str>;
}

/// The 403 for `action` unless the operator's role allows it: the same
/// refusal whatever the page showed.
pub(super) fn refused_unless(operator: &Operator, action: ConsoleAction) -> Option<HttpResponse> {
    (!operator.may_do(action)).then(|| forbidden(&t("console-gate-change-not-allowed")))
}

/// What the last action did (after its redirect), as `?done=` says.
#[derive(Debug, Default, serde::Deserialize)]
pub(super) struct DoneQuery {
    pub(super) done: Option<String>,
}

/// A 303 back to `path` saying what was done.
pub(super) fn done(path: &str, what: &str) -> HttpResponse {
    let separator = if path.contains('?') { '&' } else { '?' };
    see(
        HttpResponse::SeeOther(),
        &format!("{path}{separator}done={what}"),
    )
}

/// A console page as an answer, with the CSRF token its forms need.
pub(super) fn answer(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    render: impl FnOnce(&str) -> String,
) -> HttpResponse {
    let mut response = HttpResponse::build(status);
    forget_next(state, req, &mut response);
    let csrf = csrf_token(state, req, &mut response);
    html_page(response, render(&csrf))
}

/// The page for a failed operation that no form shows.
pub(super) fn failure(error: Blocked<ManageError>) -> HttpResponse {
    match error {
        Blocked::PoolGone => crate::pages::errors::failed(true),
        Blocked::Failed(ManageError::Repo(e)) => e.page(),
        Blocked::Failed(ManageError::Busy(_)) => crate::pages::errors::failed(true),
        Blocked::Failed(ManageError::Key(e)) => e.page(),
        Blocked::Failed(ManageError::NotFound(what)) => message(
            StatusCode::NOT_FOUND,
            &t("console-gate-not-found-title"),
            &not_found(what),
        ),
        Blocked::Failed(other) => message(
            StatusCode::BAD_REQUEST,
            &t("console-gate-not-done-title"),
            &sentence(&other),
        ),
    }
}

/// "There is no such user." for what the operation did not find.
pub(super) fn not_found(what: &str) -> String {
    // The service names the missing thing with an English noun: each
    // known one has its own message (a noun alone does not translate
    // into every grammar).
    let id = match what {
        "user" => "console-gate-no-such-user",
        "client" => "console-gate-no-such-client",
        "API" => "console-gate-no-such-api",
        "webhook" => "console-gate-no-such-webhook",
        "delivery" => "console-gate-no-such-delivery",
        "session" => "console-gate-no-such-session",
        "link" => "console-gate-no-such-link",
        "organization" => "console-gate-no-such-organization",
        "domain" => "console-gate-no-such-domain",
        other => return t_with("console-gate-no-such", &[("what", other.into())]),
    };
    t(id).into_owned()
}

/// An operation's refusal as a sentence for the page. The refusals the
/// service names by a fixed text and the named rules (`Rule`) have
/// messages; a value's validation text (`ManageError::Invalid`) comes
/// from the service in English.
pub(super) fn sentence(error: &ManageError) -> String {
    let id = match error {
        ManageError::NotFound(what) => return not_found(what),
        ManageError::Rule(rule) => return as_sentence(&crate::common::error::rule_message(rule)),
        ManageError::DuplicateEmail => Some("console-gate-duplicate-email"),
        ManageError::LastSignInMethod => Some("console-gate-last-sign-in-method"),
        ManageError::Exists("an API with that identifier") => Some("console-gate-api-exists"),
        ManageError::NotAllowed("disable the client before deleting it") => {
            Some("console-gate-disable-client-first")
        }
        _ => None,
    };
    if let Some(id) = id {
        return t(id).into_owned();
    }
    as_sentence(&error.to_string())
}

/// A 403 page saying why.
pub(super) fn forbidden(text: &str) -> HttpResponse {
    message(
        StatusCode::FORBIDDEN,
        &t("console-gate-not-allowed-title"),
        text,
    )
}

/// Without a session: the account pages' login, which leads back here.
fn to_login(state: &AppState) -> HttpResponse {
    let mut response = HttpResponse::SeeOther();
    response.cookie(next_cookie(state, Next::Console, false));
    see(response, paths::ACCOUNT_PAGE)
}

fn refused(state: &AppState, req: &HttpRequest, refusal: ConsoleRefusal) -> HttpResponse {
    match refusal {
        ConsoleRefusal::SignIn => to_login(state),
        ConsoleRefusal::NoRole => forbidden(&t("console-gate-no-role")),
        ConsoleRefusal::EnrolSecondFactor => see(
            HttpResponse::SeeOther(),
            &format!("{}?done=console_needs_factor", paths::ACCOUNT_PAGE),
        ),
        ConsoleRefusal::Idle => sign_in_again(
            state,
            req,
            &t("console-gate-idle-lead"),
            &t_with(
                "console-gate-idle",
                &[(
                    "minutes",
                    state.accounts.config().console.idle.whole_minutes().into(),
                )],
            ),
        ),
        ConsoleRefusal::Unverified => forbidden(&t("console-gate-unverified")),
        ConsoleRefusal::SignInWithSecondFactor => sign_in_again(
            state,
            req,
            &t("console-gate-sign-in-again-lead"),
            &t("console-gate-needs-second-factor"),
        ),
        ConsoleRefusal::Repo(e) => e.page(),
    }
}

/// The login form (403), whose sign-in makes a new session and leads back
/// to the console; the browser's session stays as it is.
fn sign_in_again(state: &AppState, req: &HttpRequest, lead: &str, why: &str) -> HttpResponse {
    let mut response = HttpResponse::Forbidden();
    response.cookie(next_cookie(state, Next::Console, false));
    let csrf = csrf_token(state, req, &mut response);
    let html = login_html(state, &csrf, lead, "", Some(why), false);
    html_page(response, html)
}
