//! Deleting an account from a browser (docs/api.md, "Deleting an
//! account"): the public page that explains it (the address for the Play
//! Console), and the account page's confirmation, which asks for a sign-in
//! within `accounts.recent_auth_secs` first and brings the user back here
//! after it.

use accounts_service::deletion::Deletion;
use accounts_service::own_account::OwnAccountError;
use accounts_service::use_cases::sessions::AccountToken;
use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::pages::common::{
    SESSION_PATH, ShortCookie, csrf_ok, csrf_token, html_page, login_html, read_page_form,
    session_cookie, session_cookie_value,
};
use crate::pages::errors::{FailurePage, PageFailures};
use crate::pages::html::{self, escape};
use crate::pages::markup::page;
use crate::paths;
use accounts_service::use_cases::self_service::deletion;
use accounts_service::use_cases::self_service::step_up;
use accounts_service::use_cases::sessions;

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
pub(in crate::pages) enum Next {
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
pub(in crate::pages) fn after_sign_in(state: &AppState, req: &HttpRequest) -> &'static str {
    match NEXT_COOKIE.value(state, req).as_deref() {
        Some(v) if v == Next::Delete.value() => paths::ACCOUNT_DELETE,
        Some(v) if v == Next::Console.value() => paths::CONSOLE,
        _ => paths::ACCOUNT_PAGE,
    }
}

/// Forgets where the last sign-in was to lead, once the browser got there
/// (a later sign-in from the account page stays there).
pub(in crate::pages) fn forget_next(
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
pub(in crate::pages) fn next_cookie(
    state: &AppState,
    next: Next,
    removal: bool,
) -> Cookie<'static> {
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
        t("delete-explain-now").into_owned()
    } else {
        t_with("delete-explain-later", &[("days", grace.into())])
    };
    let kept = state.accounts.config().audit_retention.whole_days();
    let title = t("delete-title");
    let body = format!(
        "<h1>{title}</h1>\n\
         <p class=\"lead\">{lead}</p>\n\
         <ol>\n<li>{sign_in}</li>\n\
         <li>{confirm}</li>\n</ol>\n\
         <p>{what}</p>\n\
         <p>{when}</p>\n\
         <p>{apps}</p>\n\
         <p class=\"links\"><a href=\"{href}\">{link}</a></p>\n",
        title = escape(&title),
        lead = escape(&t("delete-explain-lead")),
        sign_in = escape(&t("delete-explain-sign-in")),
        confirm = escape(&t("delete-explain-confirm")),
        what = escape(&t_with("delete-explain-what", &[("days", kept.into())])),
        when = escape(&when),
        apps = escape(&t("delete-explain-apps")),
        href = paths::ACCOUNT_DELETE,
        link = escape(&t("delete-explain-link")),
    );
    html_page(HttpResponse::Ok(), page(&title, &body))
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
                let signed_in = sessions::account(&accounts, AccountToken::Cookie(&cookie))?;
                Ok::<_, OwnAccountError>(
                    step_up::signed_in_recently(&accounts, &signed_in)
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
        let html = login_html(state, &csrf, &t("delete-login-lead"), "", None, false);
        return html_page(response, html);
    };
    response.cookie(next_cookie(state, Next::Delete, true));
    let grace = state.accounts.config().deletion_grace.whole_days();
    let title = t("delete-title");
    let when = if grace > 0 {
        t_with("delete-confirm-later", &[("days", grace.into())])
    } else {
        t("delete-confirm-now").into_owned()
    };
    let body = format!(
        "<h1>{title}</h1>\n<p class=\"lead\">{email}</p>\n\
         <p>{what}</p>\n\
         <p>{when}</p>\n\
         <form method=\"post\" action=\"{action}\">\n\
         <input type=\"hidden\" name=\"csrf_token\" value=\"{csrf}\">\n\
         <label><input type=\"checkbox\" name=\"confirm\" value=\"yes\" required> \
         {check}</label>\n\
         <button type=\"submit\" class=\"danger\">{button}</button>\n</form>\n\
         <p class=\"links\"><a href=\"{back}\">{keep}</a></p>\n",
        title = escape(&title),
        email = escape(&email),
        what = escape(&t("delete-confirm-what")),
        when = escape(&when),
        action = paths::ACCOUNT_DELETE,
        csrf = escape(&csrf),
        check = escape(&t("delete-confirm-check")),
        button = escape(&t("delete-confirm-button")),
        back = paths::ACCOUNT_PAGE,
        keep = escape(&t("delete-confirm-keep")),
    );
    html_page(response, page(&title, &body))
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
    let (title, text) = match blocking(move || {
        deletion::delete_own_account(&accounts, AccountToken::Cookie(&cookie), &ip)
    })
    .await
    {
        Ok(Deletion::Deleted) => (t("delete-done-title"), t("delete-done").into_owned()),
        Ok(Deletion::Scheduled { due }) => (
            t("delete-scheduled-title"),
            t_with(
                "delete-scheduled",
                &[("date", due.date().to_string().as_str().into())],
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
    html_page(response, html::message(&title, &text))
}
