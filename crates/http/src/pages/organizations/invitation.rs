//! The page an invitation's link opens, `/accounts/invitations/{token}`
//! (docs/api.md, "Organizations"): the invitee signed in with the invited,
//! verified address joins with one button; someone with no account
//! creates one with the invited address there (verified by the link) and
//! joins; anyone else is told what to do. Opening the link changes
//! nothing: a mail scanner accepts nothing. The decisions are the
//! service's (`accounts_service::use_cases::organization_invitations`).

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::pages::common::{
    csrf_ok, csrf_token, html_page, message, read_page_form, session_cookie_value,
};
use crate::pages::errors::{FailurePage, PageFailures};
use crate::pages::html::{self, Field, FormView};
use accounts_service::use_cases::organization_invitations::{
    self, InvitationError, InvitationView,
};

/// The invitation's form: join as the signed-in invitee, or create the
/// account and join.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub(crate) struct InvitationForm {
    /// `join` (signed in) or `sign_up` (a new account).
    step: Option<String>,
    /// The new account's name.
    name: Option<String>,
    /// The new account's password.
    password: Option<String>,
    /// The MAC of the browser's CSRF cookie, from the form.
    csrf_token: Option<String>,
}

fn unusable() -> HttpResponse {
    message(
        StatusCode::NOT_FOUND,
        &t("invitation-unusable-title"),
        &t("invitation-unusable-text"),
    )
}

fn action(token: &str) -> String {
    format!("/accounts/invitations/{token}")
}

fn page(
    state: &AppState,
    req: &HttpRequest,
    status: StatusCode,
    token: &str,
    view: &InvitationView,
    error: Option<&str>,
) -> HttpResponse {
    let title = t_with(
        "invitation-title",
        &[("organization", view.organization.as_str().into())],
    );
    if let Some(current) = view.signed_in_as.as_deref().filter(|_| !view.may_accept) {
        return message(
            StatusCode::FORBIDDEN,
            &title,
            &t_with(
                "invitation-other-account",
                &[
                    ("email", view.email.as_str().into()),
                    ("current", current.into()),
                ],
            ),
        );
    }
    if !view.may_accept && view.account_exists {
        return message(
            StatusCode::OK,
            &title,
            &t_with(
                "invitation-sign-in-first",
                &[("email", view.email.as_str().into())],
            ),
        );
    }
    let mut response = HttpResponse::build(status);
    let csrf = csrf_token(state, req, &mut response);
    let target = action(token);
    let sign_up = [
        Field {
            name: "name",
            label: &t("invitation-name"),
            kind: "text",
            autocomplete: "name",
            value: "",
            required: false,
        },
        Field {
            name: "password",
            label: &t("invitation-password"),
            kind: "password",
            autocomplete: "new-password",
            value: "",
            required: true,
        },
    ];
    let lead = t_with(
        if view.may_accept {
            "invitation-join-lead"
        } else {
            "invitation-sign-up-lead"
        },
        &[
            ("organization", view.organization.as_str().into()),
            ("email", view.email.as_str().into()),
        ],
    );
    let (step, fields, button): (&str, &[Field<'_>], _) = if view.may_accept {
        ("join", &[], t("invitation-join-button"))
    } else {
        ("sign_up", &sign_up, t("invitation-sign-up-button"))
    };
    let html = html::form(&FormView {
        title: &title,
        lead: &lead,
        action: &target,
        hidden: &[("step", step)],
        csrf_token: &csrf,
        fields,
        button: &button,
        error,
    });
    html_page(response, html)
}

#[utoipa::path(
    get,
    path = "/accounts/invitations/{token}",
    tag = "browser",
    params(("token" = String, Path, description = "The invitation's token, from the mail")),
    responses(
        (status = 200, description = "The invitation: a Join button for the signed-in invitee, a form that creates the account with the invited address, or what to do first; opening it changes nothing", content_type = "text/html", body = String),
        (status = 403, description = "A page: the browser is signed in with another address than the invited one", content_type = "text/html", body = String),
        (status = 404, description = "A page: the link is unknown, used, revoked, replaced or expired", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `GET /accounts/invitations/{token}`.
pub(crate) async fn show(
    state: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
) -> HttpResponse {
    let token = token.into_inner();
    let cookie = session_cookie_value(&state, &req);
    let accounts = state.accounts.clone();
    let read = token.clone();
    match blocking(move || organization_invitations::view(&accounts, &read, cookie.as_deref()))
        .await
    {
        Ok(view) => page(&state, &req, StatusCode::OK, &token, &view, None),
        Err(Blocked::Failed(InvitationError::Unusable)) => unusable(),
        Err(e) => e.page(),
    }
}

#[utoipa::path(
    post,
    path = "/accounts/invitations/{token}",
    tag = "browser",
    params(("token" = String, Path, description = "The invitation's token, from the mail")),
    request_body(content = InvitationForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "A page: the invitee joined (with a new account: sign in with it now)", content_type = "text/html", body = String),
        (status = 400, description = "The form again: a name or password that breaks a rule", content_type = "text/html", body = String),
        (status = 403, description = "The form again: its CSRF token was not issued to this browser or expired; or the browser is signed in with another address; or a page refusing a form from another site", content_type = "text/html", body = String),
        (status = 404, description = "A page: the link is unknown, used, revoked, replaced or expired", content_type = "text/html", body = String),
        PageFailures,
    )
)]
/// `POST /accounts/invitations/{token}`.
pub(crate) async fn answer(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    token: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let form: InvitationForm = match read_page_form(&state, &req, payload).await {
        Ok(form) => form,
        Err(answer) => return answer,
    };
    let token = token.into_inner();
    let cookie = session_cookie_value(&state, &req);
    if !csrf_ok(&state, &req, form.csrf_token.as_deref()) {
        let expired = t("error-expired-form-again");
        return again(
            &state,
            &req,
            &token,
            cookie,
            StatusCode::FORBIDDEN,
            &expired,
        )
        .await;
    }
    let accounts = state.accounts.clone();
    let used = token.clone();
    let new_account = form.step.as_deref() == Some("sign_up");
    let held = cookie.clone();
    let answered = blocking(move || {
        if new_account {
            organization_invitations::sign_up_and_accept(
                &accounts,
                &used,
                form.name.as_deref().unwrap_or_default(),
                form.password.unwrap_or_default(),
                &ip,
            )
        } else {
            organization_invitations::accept(&accounts, &used, held.as_deref(), &ip)
        }
    })
    .await;
    match answered {
        Ok(organization) => message(
            StatusCode::OK,
            &t_with(
                "invitation-joined-title",
                &[("organization", organization.as_str().into())],
            ),
            &t(if new_account {
                "invitation-joined-new-account"
            } else {
                "invitation-joined-text"
            }),
        ),
        Err(Blocked::Failed(InvitationError::Unusable)) => unusable(),
        Err(Blocked::Failed(InvitationError::Invalid(reason))) => {
            again(
                &state,
                &req,
                &token,
                cookie,
                StatusCode::BAD_REQUEST,
                &reason,
            )
            .await
        }
        Err(Blocked::Failed(InvitationError::OtherAddress | InvitationError::AccountExists)) => {
            let text = t("invitation-sign-in-as-invitee");
            again(&state, &req, &token, cookie, StatusCode::FORBIDDEN, &text).await
        }
        Err(e) => e.page(),
    }
}

/// The invitation's page again, with why the last answer failed.
async fn again(
    state: &web::Data<AppState>,
    req: &HttpRequest,
    token: &str,
    cookie: Option<String>,
    status: StatusCode,
    error: &str,
) -> HttpResponse {
    let accounts = state.accounts.clone();
    let read = token.to_owned();
    match blocking(move || organization_invitations::view(&accounts, &read, cookie.as_deref()))
        .await
    {
        Ok(view) => page(state, req, status, token, &view, Some(error)),
        Err(Blocked::Failed(InvitationError::Unusable)) => unusable(),
        Err(e) => e.page(),
    }
}
