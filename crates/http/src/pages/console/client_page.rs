//! One client in the console: its settings and grants, and (for admins)
//! editing, the secret's rotation (shown once), grants, disabling and
//! deleting.

use std::fmt::Write as _;

use accounts_domain::records::ClientRecord;
use accounts_service::console::access::{ConsoleAction, ConsolePage, Operator};
use accounts_service::manage::{self, GrantList, ManageError};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};

use super::client_form::{ClientForm, settings_fields};
use super::frame::{Cell, Section, button_form, form_start, frame, messages, minute, table};
use super::gate::{
    answer, as_operator, done, done_of, failure, open, open_configuration_change, or_answer,
    sentence,
};
use crate::app::state::AppState;
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::pages::markup::escape;
use crate::paths;

/// `GET /accounts/console/clients/{id}`.
pub(crate) async fn page(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Configuration).await);
    let notice = done_of(&req).and_then(|d| {
        Some(match d.as_str() {
            "saved" => "The client's settings are saved.",
            "disabled" => "The client is disabled: its tokens no longer verify.",
            "granted" => "The grant is saved.",
            _ => return None,
        })
    });
    show_client(
        &state,
        &req,
        &operator,
        &id,
        StatusCode::OK,
        notice,
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
                "<section class=\"panel\"><h2>The client secret</h2><p>Copy it now: it is shown \
                 this once and never again (only its digest is kept).</p>\
                 <p class=\"code secret\">{}</p></section>",
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
    body.push_str("<section class=\"panel\"><h2>Settings</h2><dl class=\"facts\">");
    let yes = |b: bool| if b { "yes" } else { "no" }.to_owned();
    for (label, value) in [
        ("client_id", client.id.to_string()),
        (
            "Kind",
            if client.public {
                "public"
            } else {
                "confidential"
            }
            .to_owned(),
        ),
        (
            "State",
            if client.enabled {
                "enabled"
            } else {
                "disabled"
            }
            .to_owned(),
        ),
        (
            "Redirect URIs",
            client
                .redirect_uris
                .iter()
                .map(|u| u.as_str())
                .collect::<Vec<_>>()
                .join(" "),
        ),
        ("Scopes", client.allowed_scopes.to_string()),
        ("Resource server", yes(client.resource_server)),
        ("client_credentials", yes(client.client_credentials)),
        ("Two-factor only", yes(client.require_mfa)),
        ("PAR only", yes(client.require_par)),
        ("Third party", yes(client.third_party)),
        ("Registered", minute(client.created_at)),
        ("Changed", minute(client.updated_at)),
    ] {
        let _ = write!(
            body,
            "<dt>{}</dt><dd>{}</dd>",
            escape(label),
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
    body.push_str("<section class=\"panel\"><h2>Grants on APIs</h2>");
    table(
        body,
        "APIs this client may call for itself",
        &["API", "Scopes"],
        &rows,
    );
    if operator.may_do(ConsoleAction::Configure) && client.client_credentials {
        body.push_str(&form_start(&target, csrf, "grant", ""));
        body.push_str(
            "<div class=\"row\"><div><label for=\"resource\">API identifier</label>\
             <input type=\"text\" id=\"resource\" name=\"resource\" required></div>\
             <div><label for=\"grant-scopes\">Scopes</label>\
             <input type=\"text\" id=\"grant-scopes\" name=\"scopes\" required></div>\
             <div><button type=\"submit\">Grant</button></div></div></form>",
        );
    }
    body.push_str("</section>\n");
    if !operator.may_do(ConsoleAction::Configure) {
        return;
    }
    body.push_str("<section class=\"panel\"><h2>Actions</h2>");
    if !client.public {
        body.push_str(&button_form(
            &target,
            csrf,
            "rotate_secret",
            "Rotate the secret",
            &[],
            Some("Replace the secret: the old one stops working now"),
        ));
    }
    if client.enabled {
        body.push_str(&button_form(
            &target,
            csrf,
            "disable",
            "Disable",
            &[],
            Some("Disable the client: its tokens stop verifying"),
        ));
    } else {
        body.push_str(&button_form(
            &target,
            csrf,
            "delete",
            "Delete",
            &[],
            Some("Delete the client with everything issued to it"),
        ));
    }
    body.push_str("</section>\n<section class=\"panel\"><h2>Edit</h2>");
    body.push_str(&form_start(&target, csrf, "edit", ""));
    settings_fields(body, Some(client));
    body.push_str("<button type=\"submit\">Save</button></form></section>\n");
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
        let text = "Tick the box to confirm, then repeat.";
        return show_client(
            &state,
            &req,
            &operator,
            &id,
            StatusCode::BAD_REQUEST,
            None,
            Some(text),
            None,
        )
        .await;
    }
    let target = id.clone();
    let input = form.new_client();
    let resource = form.resource.clone().unwrap_or_default();
    let scopes = input.scopes.clone();
    let chosen = action.clone();
    let outcome = as_operator(&state, &operator, ip, move |accounts, actor| {
        let destinations = accounts.config().webhooks.destinations;
        let id = target.as_str();
        accounts.administer(|store, now| {
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
                    return Err(ManageError::Invalid(
                        "that is not something this page does".into(),
                    ));
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
                Some("The secret is replaced."),
                None,
                secret.as_deref(),
            )
            .await
        }
        ("delete", Ok(_)) => done(paths::CONSOLE_CLIENTS, "deleted"),
        ("edit", Ok(_)) => done(&here, "saved"),
        ("disable", Ok(_)) => done(&here, "disabled"),
        (_, Ok(_)) => done(&here, "granted"),
        (_, Err(Blocked::Failed(e @ (ManageError::Invalid(_) | ManageError::NotAllowed(_))))) => {
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
