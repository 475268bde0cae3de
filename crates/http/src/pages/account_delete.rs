//! Deleting an account from a browser (docs/api.md, "Deleting an
//! account"): the public page that explains it (the address for the Play
//! Console), and the account page's confirmation, which asks for a sign-in
//! within `accounts.recent_auth_secs` first and brings the user back here
//! after it.

use std::fmt::Write as _;

use accounts_service::deletion::Deletion;
use accounts_service::own_account::OwnAccountError;
use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::app::state::AppState;
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::pages::common::{
    SESSION_PATH, ShortCookie, csrf_ok, csrf_token, html_page, login_html, read_page_form,
    session_cookie, session_cookie_value,
};
use crate::pages::errors::{FailurePage, PageFailures};
use crate::pages::html::{self, escape};
use crate::pages::markup::page;
use crate::paths;

/// Set while a browser signs in to delete its account: the sign-in then
/// leads back to the confirmation instead of the account page.
const NEXT_COOKIE: ShortCookie = ShortCookie {
    name: "accounts_next",
    path: SESSION_PATH,
    same_site: SameSite::Lax,
    minutes: 10,
};
/// Where a sign-in from the account pages leads next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Next {
    /// Back to the deletion's confirmation.
    Delete,
    /// Back to the operator console.
    Console,
}

impl Next {
    fn value(self) -> &'static str {
        match self {
            Next::Delete => "delete",
            Next::Console => "console",
        }
    }
}

/// Where a page sign-in leads: back to the deletion or the console when
/// that is what the browser came to do, else the account page.
pub(super) fn after_sign_in(state: &AppState, req: &HttpRequest) -> &'static str {
    match NEXT_COOKIE.value(state, req).as_deref() {
        Some(v) if v == Next::Delete.value() => paths::ACCOUNT_DELETE,
        Some(v) if v == Next::Console.value() => paths::CONSOLE,
        _ => paths::ACCOUNT_PAGE,
    }
}

/// Forgets where the last sign-in was to lead, once the browser got there
/// (a later sign-in from the account page stays there).
pub(super) fn forget_next(
    state: &AppState,
    req: &HttpRequest,
    response: &mut actix_web::HttpResponseBuilder,
) {
    if NEXT_COOKIE.value(state, req).is_some() {
        response.cookie(NEXT_COOKIE.cookie(state, String::new(), true));
    }
}

/// The cookie that sends the next page sign-in on to `next` (or, with
/// `removal`, forgets it).
pub(super) fn next_cookie(state: &AppState, next: Next, removal: bool) -> Cookie<'static> {
    NEXT_COOKIE.cookie(state, next.value().to_owned(), removal)
}

#[utoipa::path(
    get,
    path = "/accounts/delete-account",
    tag = "browser",
    responses(
        (status = 200, description = "How to delete an account and what goes with it; no session needed (the address for the Play Console)", content_type = "text/html", body = String),
    )
)]
/// `GET /accounts/delete-account`.
pub(crate) async fn explain(state: web::Data<AppState>) -> HttpResponse {
    let grace = state.accounts.config().deletion_grace.whole_days();
    let when = if grace == 0 {
        "at once".to_owned()
    } else {
        format!("{grace} days after you ask; signing in before then keeps the account")
    };
    let body = format!(
        "<h1>Delete your account</h1>\n\
         <p class=\"lead\">You can delete your account and everything held about it yourself.</p>\n\
         <ol>\n<li>Sign in: with your password, a passkey, or the provider you signed up \
         with (\"Sign in with …\").</li>\n\
         <li>Confirm that the account should be deleted.</li>\n</ol>\n\
         <p>What is deleted: your profile (name, email address, phone number, picture, place), \
         your password, every session and the devices and places recorded with them, second \
         factors, passkeys, linked sign-in providers, and every token issued to apps. Every \
         device is signed out. The security log keeps its entries about you under a random \
         name, without IP addresses, for {days} days at most.</p>\n\
         <p>When: {when}. A confirmation goes to your email address.</p>\n\
         <p>Apps can also delete the account from their settings.</p>\n\
         <p class=\"links\"><a href=\"{href}\">Sign in and delete your account</a></p>\n",
        days = state.accounts.config().audit_retention.whole_days(),
        when = escape(&when),
        href = paths::ACCOUNT_DELETE,
    );
    html_page(HttpResponse::Ok(), page("Delete your account", &body))
}

#[utoipa::path(
    get,
    path = "/accounts/account/delete",
    tag = "browser",
    responses(
        (status = 200, description = "The confirmation, after a recent sign-in; else the login form, which leads back here", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `GET /accounts/account/delete`.
pub(crate) async fn confirm(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    show(&state, &req, StatusCode::OK).await
}

/// The confirmation for a recently signed-in browser, else the login form.
async fn show(state: &AppState, req: &HttpRequest, status: StatusCode) -> HttpResponse {
    let recent = match session_cookie_value(state, req) {
        None => None,
        Some(cookie) => {
            let accounts = state.accounts.clone();
            let signed_in = blocking(move || {
                let signed_in = accounts.account(&cookie)?;
                Ok::<_, OwnAccountError>(
                    accounts
                        .signed_in_recently(&signed_in)
                        .then(|| signed_in.user.email.as_str().to_owned()),
                )
            })
            .await;
            match signed_in {
                Ok(recent) => recent,
                Err(Blocked::Failed(OwnAccountError::InvalidAccountToken)) => None,
                Err(e) => return e.page(),
            }
        }
    };
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    let Some(email) = recent else {
        // Signed out, or signed in too long ago: a fresh sign-in first.
        response.cookie(next_cookie(state, Next::Delete, false));
        let html = login_html(state, &csrf, "to delete your account", "", None, false);
        return html_page(response, html);
    };
    response.cookie(next_cookie(state, Next::Delete, true));
    let grace = state.accounts.config().deletion_grace.whole_days();
    let mut body = format!(
        "<h1>Delete your account</h1>\n<p class=\"lead\">{}</p>\n\
         <p>This deletes your profile, sessions, second factors, passkeys and linked providers, \
         and signs you out on every device.</p>\n",
        escape(&email)
    );
    if grace > 0 {
        let _ = writeln!(
            body,
            "<p>The account goes after {grace} days; signing in before then keeps it.</p>"
        );
    } else {
        body.push_str("<p>It cannot be undone.</p>\n");
    }
    let _ = write!(
        body,
        "<form method=\"post\" action=\"{action}\">\n\
         <input type=\"hidden\" name=\"csrf_token\" value=\"{csrf}\">\n\
         <label><input type=\"checkbox\" name=\"confirm\" value=\"yes\" required> \
         Delete my account and everything held about it</label>\n\
         <button type=\"submit\" class=\"danger\">Delete my account</button>\n</form>\n\
         <p class=\"links\"><a href=\"{back}\">Keep my account</a></p>\n",
        action = paths::ACCOUNT_DELETE,
        csrf = escape(&csrf),
        back = paths::ACCOUNT_PAGE,
    );
    html_page(response, page("Delete your account", &body))
}

/// The confirmation's form.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub(crate) struct DeleteForm {
    /// `yes`: the box was ticked.
    confirm: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

#[utoipa::path(
    post,
    path = "/accounts/account/delete",
    tag = "browser",
    request_body(content = DeleteForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "The account is deleted, or scheduled for deletion; the browser is signed out", content_type = "text/html", body = String),
        (status = 400, description = "The confirmation again: the box was not ticked", content_type = "text/html", body = String),
        (status = 403, description = "The confirmation or the login form again: the form expired, or the sign-in is no longer recent", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/account/delete`.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let form: DeleteForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    if !csrf_ok(&state, &req, form.csrf_token.as_deref()) {
        return show(&state, &req, StatusCode::FORBIDDEN).await;
    }
    if form.confirm.as_deref() != Some("yes") {
        return show(&state, &req, StatusCode::BAD_REQUEST).await;
    }
    let Some(cookie) = session_cookie_value(&state, &req) else {
        return show(&state, &req, StatusCode::FORBIDDEN).await;
    };
    let accounts = state.accounts.clone();
    let (title, text) = match blocking(move || accounts.delete_own_account(&cookie, &ip)).await {
        Ok(Deletion::Deleted) => (
            "Account deleted",
            "Your account and everything held about it are deleted. A confirmation is on its way to your email address.".to_owned(),
        ),
        Ok(Deletion::Scheduled { due }) => (
            "Account deletion scheduled",
            format!(
                "Every session has ended. Your account will be deleted on {}; sign in before then to keep it.",
                due.date()
            ),
        ),
        Err(Blocked::Failed(
            OwnAccountError::ReauthenticationRequired | OwnAccountError::InvalidAccountToken,
        )) => return show(&state, &req, StatusCode::FORBIDDEN).await,
        Err(e) => return e.page(),
    };
    let mut response = HttpResponse::Ok();
    let mut gone = session_cookie(&state, String::new());
    gone.make_removal();
    response.cookie(gone);
    html_page(response, html::message(title, &text))
}
