//! One client in the console: its settings and grants, and (for admins)
//! editing, the secret's rotation (shown once), grants, disabling and
//! deleting.

use std::fmt::Write as _;

use accounts_domain::records::ClientRecord;
use accounts_service::console::access::{ConsoleAction, ConsolePage, Operator};
use accounts_service::manage::{self, GrantList, ManageError};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};

use super::client_form::{ClientForm, kind_word, settings_fields, state_word};
use super::frame::{Cell, Section, button_form, form_start, frame, messages, minute, table};
use super::gate::{
    answer, as_operator, done, done_of, failure, open, open_configuration_change, or_answer,
    sentence,
};
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::markup::escape;
use crate::paths;
use accounts_service::use_cases::manage::operations;

/// `GET /accounts/console/clients/{id}`.
pub(crate) async fn page(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Configuration).await);
    let notice = done_of(&req).and_then(|d| {
        Some(t(match d.as_str() {
            "saved" => "console-client-saved",
            "disabled" => "console-client-disabled-notice",
            "granted" => "console-client-granted",
            _ => return None,
        }))
    });
    show_client(
        &state,
        &req,
        &operator,
        &id,
        StatusCode::OK,
        notice.as_deref(),
        None,
        None,
    )
    .await
}

#[allow(clippy::too_many_arguments)]
pub(super) async fn show_client(
    state: &AppState,
    req: &HttpRequest,
    operator: &Operator,
    id: &str,
    status: StatusCode,
    notice: Option<&str>,
    error: Option<&str>,
    secret: Option<&str>,
) -> HttpResponse {
    let accounts = state.accounts.clone();
    let wanted = id.to_owned();
    let found = blocking(move || manage::client_and_grants(accounts.store(), &wanted)).await;
    let (client, grants) = match found {
        Ok(found) => found,
        Err(e) => return failure(e),
    };
    answer(state, req, status, |csrf| {
        let mut body = String::new();
        messages(&mut body, notice, error);
        if let Some(secret) = secret {
            let _ = writeln!(
                body,
                "<section class=\"panel\"><h2>{}</h2><p>{}</p>\
                 <p class=\"code secret\">{}</p></section>",
                escape(&t("console-client-secret-heading")),
                escape(&t("console-client-secret-once")),
                escape(secret)
            );
        }
        render_client(&mut body, operator, &client, &grants, csrf);
        frame(operator, Section::Clients, &client.name, &body)
    })
}

fn render_client(
    body: &mut String,
    operator: &Operator,
    client: &ClientRecord,
    grants: &GrantList,
    csrf: &str,
) {
    let target = paths::CONSOLE_CLIENT.replace("{id}", &client.id.to_string());
    let _ = write!(
        body,
        "<section class=\"panel\"><h2>{}</h2><dl class=\"facts\">",
        escape(&t("console-client-settings-heading"))
    );
    let yes = |b: bool| {
        t(if b {
            "console-client-yes"
        } else {
            "console-client-no"
        })
        .into_owned()
    };
    // `client_id` and `client_credentials` are the protocol's names: not
    // translated.
    for (label, value) in [
        ("client_id".into(), client.id.to_string()),
        (
            t("console-client-kind"),
            kind_word(client.public).into_owned(),
        ),
        (
            t("console-client-state"),
            state_word(client.enabled).into_owned(),
        ),
        (
            t("console-client-redirect-uris"),
            client
                .redirect_uris
                .iter()
                .map(|u| u.as_str())
                .collect::<Vec<_>>()
                .join(" "),
        ),
        (
            t("console-client-scopes"),
            client.allowed_scopes.to_string(),
        ),
        (
            t("console-client-resource-server"),
            yes(client.resource_server),
        ),
        ("client_credentials".into(), yes(client.client_credentials)),
        (t("console-client-two-factor-only"), yes(client.require_mfa)),
        (t("console-client-par-only"), yes(client.require_par)),
        (t("console-client-third-party"), yes(client.third_party)),
        (
            t("console-client-shared-signals"),
            match client.organization {
                Some(org) if client.shared_signals => format!("{} ({org})", yes(true)),
                _ => yes(client.shared_signals).to_string(),
            },
        ),
        (t("console-client-registered"), minute(client.created_at)),
        (t("console-client-changed"), minute(client.updated_at)),
    ] {
        let _ = write!(
            body,
            "<dt>{}</dt><dd>{}</dd>",
            escape(&label),
            escape(&value)
        );
    }
    body.push_str("</dl></section>\n");
    let rows: Vec<Vec<Cell>> = grants
        .grants
        .iter()
        .map(|g| {
            vec![
                Cell::Text(g.resource.clone()),
                Cell::Text(g.scopes.join(" ")),
            ]
        })
        .collect();
    let _ = write!(
        body,
        "<section class=\"panel\"><h2>{}</h2>",
        escape(&t("console-client-grants-heading"))
    );
    table(
        body,
        &t("console-client-grants-caption"),
        &[&t("console-client-api"), &t("console-client-scopes")],
        &rows,
    );
    if operator.may_do(ConsoleAction::Configure) {
        body.push_str(&form_start(&target, csrf, "grant", ""));
        let _ = write!(
            body,
            "<div class=\"row\"><div><label for=\"resource\">{}</label>\
             <input type=\"text\" id=\"resource\" name=\"resource\" required></div>\
             <div><label for=\"grant-scopes\">{}</label>\
             <input type=\"text\" id=\"grant-scopes\" name=\"scopes\" required></div>\
             <div><button type=\"submit\">{}</button></div></div></form>",
            escape(&t("console-client-api-identifier")),
            escape(&t("console-client-scopes")),
            escape(&t("console-client-grant")),
        );
    }
    body.push_str("</section>\n");
    if !operator.may_do(ConsoleAction::Configure) {
        return;
    }
    let _ = write!(
        body,
        "<section class=\"panel\"><h2>{}</h2>",
        escape(&t("console-client-actions-heading"))
    );
    if !client.public {
        body.push_str(&button_form(
            &target,
            csrf,
            "rotate_secret",
            &t("console-client-rotate-secret"),
            &[],
            Some(&t("console-client-rotate-secret-confirm")),
        ));
    }
    if client.enabled {
        body.push_str(&button_form(
            &target,
            csrf,
            "disable",
            &t("console-client-disable"),
            &[],
            Some(&t("console-client-disable-confirm")),
        ));
    } else {
        body.push_str(&button_form(
            &target,
            csrf,
            "delete",
            &t("console-client-delete"),
            &[],
            Some(&t("console-client-delete-confirm")),
        ));
    }
    let _ = write!(
        body,
        "</section>\n<section class=\"panel\"><h2>{}</h2>{}",
        escape(&t("console-client-edit-heading")),
        form_start(&target, csrf, "edit", "")
    );
    settings_fields(body, Some(client));
    let _ = writeln!(
        body,
        "<button type=\"submit\">{}</button></form></section>",
        escape(&t("console-client-save"))
    );
}

/// `POST /accounts/console/clients/{id}`.
pub(crate) async fn act(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let (operator, form) =
        or_answer!(open_configuration_change::<ClientForm>(&state, &req, payload).await);
    let id = id.into_inner();
    let action = form.action.clone().unwrap_or_default();
    let destructive = matches!(action.as_str(), "rotate_secret" | "disable" | "delete");
    if destructive && form.confirm.as_deref() != Some("yes") {
        return show_client(
            &state,
            &req,
            &operator,
            &id,
            StatusCode::BAD_REQUEST,
            None,
            Some(&t("console-client-confirm-first")),
            None,
        )
        .await;
    }
    let target = id.clone();
    let input = form.new_client();
    let resource = form.resource.clone().unwrap_or_default();
    let scopes = input.scopes.clone();
    let chosen = action.clone();
    // Looked up here: the closure runs on a blocking thread, outside the
    // request's language.
    let unknown = t("console-client-unknown-action").into_owned();
    let outcome = as_operator(&state, &operator, ip, move |accounts, actor| {
        let destinations = accounts.config().webhooks.destinations;
        let id = target.as_str();
        operations::administer(accounts, |store, now| {
            Ok(match chosen.as_str() {
                "edit" => {
                    manage::update_client(store, id, &input, destinations, actor, now)?;
                    None
                }
                "rotate_secret" => {
                    let (_, secret) = manage::rotate_client_secret(store, id, actor, now)?;
                    Some(secret.expose().to_owned())
                }
                "disable" => {
                    manage::disable_client(store, id, actor, now)?;
                    None
                }
                "delete" => {
                    manage::delete_client(store, id, actor, now)?;
                    None
                }
                "grant" => {
                    manage::grant_client(store, id, &resource, &scopes, actor, now)?;
                    None
                }
                _ => {
                    return Err(ManageError::Invalid(unknown));
                }
            })
        })
    })
    .await;
    let here = paths::CONSOLE_CLIENT.replace("{id}", &id);
    match (action.as_str(), outcome) {
        ("rotate_secret", Ok(secret)) => {
            show_client(
                &state,
                &req,
                &operator,
                &id,
                StatusCode::OK,
                Some(&t("console-client-secret-replaced")),
                None,
                secret.as_deref(),
            )
            .await
        }
        ("delete", Ok(_)) => done(paths::CONSOLE_CLIENTS, "deleted"),
        ("edit", Ok(_)) => done(&here, "saved"),
        ("disable", Ok(_)) => done(&here, "disabled"),
        (_, Ok(_)) => done(&here, "granted"),
        (
            _,
            Err(Blocked::Failed(
                e @ (ManageError::Invalid(_) | ManageError::Rule(_) | ManageError::NotAllowed(_)),
            )),
        ) => {
            let text = sentence(&e);
            show_client(
                &state,
                &req,
                &operator,
                &id,
                StatusCode::BAD_REQUEST,
                None,
                Some(&text),
                None,
            )
            .await
        }
        (_, Err(e)) => failure(e),
    }
}
