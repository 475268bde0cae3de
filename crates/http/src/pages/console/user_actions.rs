//! The console's user actions: each a POST of the user page with the
//! CSRF token, refused unless the operator's role allows it, audited with
//! the operator as actor; destructive ones need their box ticked.

use accounts_service::console::access::{ConsoleAction, ConsolePage};
use accounts_service::manage::{self, ManageError};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::gate::{
    HasCsrf, as_operator, done, failure, forbidden, open_form, or_answer, refused_unless, sentence,
};
use super::user_page::show;
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::errors::FailurePage;
use crate::paths;
use accounts_service::use_cases::console::access;
use accounts_service::use_cases::manage::deletion;
use accounts_service::use_cases::manage::factors;
use accounts_service::use_cases::manage::operations;
use accounts_service::use_cases::self_service::lifecycle;

/// The user page's forms.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct UserForm {
    csrf_token: Option<String>,
    action: Option<String>,
    confirm: Option<String>,
    session_id: Option<String>,
    role: Option<String>,
}

impl HasCsrf for UserForm {
    fn csrf(&self) -> Option<&str> {
        self.csrf_token.as_deref()
    }
}

/// `POST /accounts/console/users/{id}`.
pub(crate) async fn act(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let (operator, form) =
        or_answer!(open_form::<UserForm>(&state, &req, payload, ConsolePage::Users).await);
    let id = id.into_inner();
    let action = form.action.clone().unwrap_or_default();
    let (right, done_as) = match action.as_str() {
        "disable" => (ConsoleAction::DisableOrEnable, "disabled"),
        "enable" => (ConsoleAction::DisableOrEnable, "enabled"),
        "sign_out_everywhere" => (ConsoleAction::SignOutEverywhere, "signed_out"),
        "reset_factors" => (ConsoleAction::ResetSecondFactors, "factors_reset"),
        "resend_verification" => (ConsoleAction::ResendVerification, "verification_sent"),
        "end_session" => (ConsoleAction::EndSession, "session_ended"),
        "delete" => (ConsoleAction::DeleteUser, "deleted"),
        "role" => (ConsoleAction::ChangeRole, "role"),
        _ => {
            return show(
                &state,
                &req,
                &operator,
                &id,
                StatusCode::BAD_REQUEST,
                None,
                Some(&t("console-user-unknown-action")),
            )
            .await;
        }
    };
    if let Some(refused) = refused_unless(&operator, right) {
        return refused;
    }
    let accounts = state.accounts.clone();
    let target = id.clone();
    let target_role = match blocking(move || access::console_role_of(&accounts, &target)).await {
        Ok(role) => role,
        Err(e) => return e.page(),
    };
    if !operator.may_do_to(right, &id, target_role) {
        return forbidden(&t("console-user-not-on-this-user"));
    }
    let destructive = matches!(action.as_str(), "reset_factors" | "delete");
    if destructive && form.confirm.as_deref() != Some("yes") {
        return show(
            &state,
            &req,
            &operator,
            &id,
            StatusCode::BAD_REQUEST,
            None,
            Some(&t("console-user-tick-to-confirm")),
        )
        .await;
    }
    let target = id.clone();
    let outcome = as_operator(&state, &operator, ip, move |accounts, actor| {
        let id = target.as_str();
        match action.as_str() {
            "disable" => operations::administer(accounts, |store, now| {
                manage::disable_user(store, id, actor, now)
            })
            .map(drop),
            "enable" => operations::administer(accounts, |store, now| {
                manage::enable_user(store, id, actor, now)
            })
            .map(drop),
            "sign_out_everywhere" => operations::administer(accounts, |store, now| {
                manage::revoke_sessions(store, id, actor, now)
            })
            .map(drop),
            "reset_factors" => factors::reset_factors(accounts, id, actor).map(drop),
            "resend_verification" => lifecycle::resend_verification(accounts, id, actor),
            "end_session" => {
                let session = form.session_id.unwrap_or_default();
                operations::administer(accounts, |store, now| {
                    manage::end_user_session(store, id, &session, actor, now)
                })
                .map(drop)
            }
            "delete" => deletion::delete_user(accounts, id, actor).map(drop),
            _ => {
                let role = form.role.unwrap_or_default();
                operations::administer(accounts, |store, now| {
                    manage::set_role(store, id, &role, actor, now)
                })
                .map(drop)
            }
        }
    })
    .await;
    match outcome {
        Ok(()) if done_as == "deleted" => done(paths::CONSOLE_USERS, "deleted"),
        Ok(()) => done(&paths::CONSOLE_USER.replace("{id}", &id), done_as),
        Err(Blocked::Failed(e @ (ManageError::Invalid(_) | ManageError::Rule(_)))) => {
            let text = sentence(&e);
            show(
                &state,
                &req,
                &operator,
                &id,
                StatusCode::BAD_REQUEST,
                None,
                Some(&text),
            )
            .await
        }
        Err(e) => failure(e),
    }
}
