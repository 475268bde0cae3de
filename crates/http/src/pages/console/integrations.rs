//! The console's APIs (resource servers and their scopes) and webhook
//! endpoints (registration with the secret shown once, removal, each
//! endpoint's deliveries and their replay).

use std::fmt::Write as _;

use accounts_service::console::access::{ConsoleAction, ConsolePage, Operator};
use accounts_service::manage::{self, ManageError, NewWebhook};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::frame::{Cell, Section, button_form, form_start, frame, link, messages, table};
use super::gate::{
    HasCsrf, answer, as_operator, done, done_of, failure, open, open_configuration_change,
    or_answer, sentence,
};
use crate::app::state::AppState;
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::pages::markup::escape;
use crate::paths;

/// The forms of both pages.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct IntegrationForm {
    csrf_token: Option<String>,
    action: Option<String>,
    confirm: Option<String>,
    identifier: Option<String>,
    scopes: Option<String>,
    url: Option<String>,
    events: Option<String>,
    webhook_id: Option<String>,
    delivery_id: Option<String>,
}

impl HasCsrf for IntegrationForm {
    fn csrf(&self) -> Option<&str> {
        self.csrf_token.as_deref()
    }
}

fn words(text: Option<&str>) -> Vec<String> {
    text.unwrap_or_default()
        .split([' ', ',', '\n', '\r'])
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

fn done_notice(req: &HttpRequest) -> Option<&'static str> {
    done_of(req).and_then(|d| {
        Some(match d.as_str() {
            "api" => "The API is registered.",
            "deleted" => "The endpoint is removed.",
            "replayed" => "The delivery is queued again.",
            _ => return None,
        })
    })
}

/// `GET /accounts/console/apis`.
pub(crate) async fn apis(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Configuration).await);
    show_apis(
        &state,
        &req,
        &operator,
        StatusCode::OK,
        done_notice(&req),
        None,
    )
    .await
}

async fn show_apis(
    state: &AppState,
    req: &HttpRequest,
    operator: &Operator,
    status: StatusCode,
    notice: Option<&str>,
    error: Option<&str>,
) -> HttpResponse {
    let accounts = state.accounts.clone();
    let list = match blocking(move || accounts.administer(|store, _| manage::list_resources(store)))
        .await
    {
        Ok(list) => list,
        Err(e) => return failure(e),
    };
    answer(state, req, status, |csrf| {
        let mut body = String::new();
        messages(&mut body, notice, error);
        let rows: Vec<Vec<Cell>> = list
            .resources
            .iter()
            .map(|r| {
                vec![
                    Cell::Text(r.identifier.clone()),
                    Cell::Text(r.scopes.join(" ")),
                    Cell::Text(r.created_at.clone()),
                ]
            })
            .collect();
        body.push_str("<section class=\"panel\">");
        table(
            &mut body,
            "APIs (resource indicators)",
            &["Identifier", "Scopes", "Registered"],
            &rows,
        );
        body.push_str("</section>\n");
        if operator.may_do(ConsoleAction::Configure) {
            let _ = writeln!(
                body,
                "<section class=\"panel\"><h2>Register an API</h2>{}\
                 <label for=\"identifier\">Identifier (an https URL)</label>\
                 <input type=\"text\" id=\"identifier\" name=\"identifier\" required>\
                 <label for=\"scopes\">Scopes, separated by spaces</label>\
                 <input type=\"text\" id=\"scopes\" name=\"scopes\" required>\
                 <button type=\"submit\">Register</button></form></section>",
                form_start(paths::CONSOLE_APIS, csrf, "create", "")
            );
        }
        frame(operator, Section::Apis, "APIs", &body)
    })
}

/// `POST /accounts/console/apis`.
pub(crate) async fn create_api(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let (operator, form) =
        or_answer!(open_configuration_change::<IntegrationForm>(&state, &req, payload).await);
    let identifier = form.identifier.unwrap_or_default();
    let scopes = words(form.scopes.as_deref());
    let outcome = as_operator(&state, &operator, ip, move |accounts, actor| {
        accounts.administer(|store, now| {
            manage::create_resource(store, &identifier, &scopes, actor, now)
        })
    })
    .await;
    match outcome {
        Ok(_) => done(paths::CONSOLE_APIS, "api"),
        Err(Blocked::Failed(e @ (ManageError::Invalid(_) | ManageError::Exists(_)))) => {
            show_apis(
                &state,
                &req,
                &operator,
                StatusCode::BAD_REQUEST,
                None,
                Some(&sentence(&e)),
            )
            .await
        }
        Err(e) => failure(e),
    }
}

/// `GET /accounts/console/webhooks`.
pub(crate) async fn webhooks(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Configuration).await);
    show_webhooks(
        &state,
        &req,
        &operator,
        StatusCode::OK,
        done_notice(&req),
        None,
        None,
    )
    .await
}

async fn show_webhooks(
    state: &AppState,
    req: &HttpRequest,
    operator: &Operator,
    status: StatusCode,
    notice: Option<&str>,
    error: Option<&str>,
    secret: Option<&str>,
) -> HttpResponse {
    let accounts = state.accounts.clone();
    let list = match blocking(move || accounts.administer(|store, _| manage::list_webhooks(store)))
        .await
    {
        Ok(list) => list,
        Err(e) => return failure(e),
    };
    let configure = operator.may_do(ConsoleAction::Configure);
    answer(state, req, status, |csrf| {
        let mut body = String::new();
        messages(&mut body, notice, error);
        if let Some(secret) = secret {
            let _ = writeln!(
                body,
                "<section class=\"panel\"><h2>The signing secret</h2><p>Give it to the receiver \
                 now: it is shown this once.</p><p class=\"code secret\">{}</p></section>",
                escape(secret)
            );
        }
        let rows: Vec<Vec<Cell>> = list
            .webhooks
            .iter()
            .map(|w| {
                let mut row = vec![
                    link(&paths::CONSOLE_WEBHOOK.replace("{id}", &w.id), &w.url),
                    Cell::Text(w.events.join(" ")),
                    Cell::Text(w.created_at.clone()),
                ];
                if configure {
                    row.push(Cell::Html(button_form(
                        paths::CONSOLE_WEBHOOKS,
                        csrf,
                        "delete",
                        "Remove",
                        &[("webhook_id", &w.id)],
                        Some("Stop delivering to this endpoint"),
                    )));
                }
                row
            })
            .collect();
        let mut headers = vec!["Endpoint (its deliveries)", "Events", "Registered"];
        if configure {
            headers.push("Remove");
        }
        body.push_str("<section class=\"panel\">");
        table(&mut body, "Webhook endpoints", &headers, &rows);
        body.push_str("</section>\n");
        if configure {
            let _ = writeln!(
                body,
                "<section class=\"panel\"><h2>Register an endpoint</h2>{}\
                 <label for=\"url\">URL</label><input type=\"text\" id=\"url\" name=\"url\" required>\
                 <label for=\"events\">Event types, separated by spaces</label>\
                 <input type=\"text\" id=\"events\" name=\"events\" value=\"user.created user.updated user.deleted\" required>\
                 <button type=\"submit\">Register</button></form></section>",
                form_start(paths::CONSOLE_WEBHOOKS, csrf, "create", "")
            );
        }
        frame(operator, Section::Webhooks, "Webhooks", &body)
    })
}

/// `POST /accounts/console/webhooks`.
pub(crate) async fn change_webhooks(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let (operator, form) =
        or_answer!(open_configuration_change::<IntegrationForm>(&state, &req, payload).await);
    let delete = form.action.as_deref() == Some("delete");
    if delete && form.confirm.as_deref() != Some("yes") {
        let text = Some("Tick the box to confirm, then repeat.");
        return show_webhooks(
            &state,
            &req,
            &operator,
            StatusCode::BAD_REQUEST,
            None,
            text,
            None,
        )
        .await;
    }
    let outcome = as_operator(&state, &operator, ip, move |accounts, actor| {
        if delete {
            let id = form.webhook_id.unwrap_or_default();
            return accounts
                .administer(|store, now| manage::delete_webhook(store, &id, actor, now))
                .map(|_| None);
        }
        let new = NewWebhook {
            url: form.url.unwrap_or_default(),
            events: words(form.events.as_deref()),
            secret: None,
        };
        let master = accounts.config().master_key.clone();
        let destinations = accounts.config().webhooks.destinations;
        accounts
            .administer(|store, now| {
                manage::create_webhook(store, &master, &new, destinations, actor, now)
            })
            .map(|created| Some(created.secret))
    })
    .await;
    match outcome {
        Ok(None) => done(paths::CONSOLE_WEBHOOKS, "deleted"),
        Ok(Some(secret)) => {
            show_webhooks(
                &state,
                &req,
                &operator,
                StatusCode::OK,
                Some("The endpoint is registered."),
                None,
                Some(&secret),
            )
            .await
        }
        Err(Blocked::Failed(e @ ManageError::Invalid(_))) => {
            show_webhooks(
                &state,
                &req,
                &operator,
                StatusCode::BAD_REQUEST,
                None,
                Some(&sentence(&e)),
                None,
            )
            .await
        }
        Err(e) => failure(e),
    }
}

/// `GET /accounts/console/webhooks/{id}`: the endpoint's deliveries.
pub(crate) async fn deliveries(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Configuration).await);
    let accounts = state.accounts.clone();
    let hook = id.into_inner();
    let wanted = hook.clone();
    let list = match blocking(move || {
        accounts.administer(|store, _| manage::webhook_deliveries(store, &wanted, ""))
    })
    .await
    {
        Ok(list) => list,
        Err(e) => return failure(e),
    };
    let target = paths::CONSOLE_WEBHOOK.replace("{id}", &hook);
    let replay = operator.may_do(ConsoleAction::Configure);
    let notice = done_notice(&req);
    answer(&state, &req, StatusCode::OK, |csrf| {
        let mut body = String::new();
        messages(&mut body, notice, None);
        let rows: Vec<Vec<Cell>> = list
            .deliveries
            .iter()
            .map(|d| {
                let mut row = vec![
                    Cell::Text(d.id.clone()),
                    Cell::Text(d.kind.clone()),
                    Cell::Text(d.status.clone()),
                    Cell::Text(d.attempts.to_string()),
                    Cell::Text(d.last_error.clone().unwrap_or_default()),
                ];
                if replay {
                    row.push(if d.status == "failed" {
                        Cell::Html(button_form(
                            &target,
                            csrf,
                            "replay",
                            "Replay",
                            &[("delivery_id", &d.id)],
                            None,
                        ))
                    } else {
                        Cell::Text(String::new())
                    });
                }
                row
            })
            .collect();
        let mut headers = vec!["Delivery", "Event", "Status", "Attempts", "Last error"];
        if replay {
            headers.push("Replay");
        }
        body.push_str("<section class=\"panel\">");
        table(&mut body, "Deliveries, newest first", &headers, &rows);
        body.push_str("</section>\n");
        frame(&operator, Section::Webhooks, "Deliveries", &body)
    })
}

/// `POST /accounts/console/webhooks/{id}`: replays a failed delivery.
pub(crate) async fn replay(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    id: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let (operator, form) =
        or_answer!(open_configuration_change::<IntegrationForm>(&state, &req, payload).await);
    let hook = id.into_inner();
    let wanted = hook.clone();
    let delivery = form.delivery_id.unwrap_or_default();
    let outcome = as_operator(&state, &operator, ip, move |accounts, actor| {
        accounts
            .administer(|store, now| manage::replay_delivery(store, &wanted, &delivery, actor, now))
    })
    .await;
    match outcome {
        Ok(_) => done(&paths::CONSOLE_WEBHOOK.replace("{id}", &hook), "replayed"),
        Err(e) => failure(e),
    }
}
