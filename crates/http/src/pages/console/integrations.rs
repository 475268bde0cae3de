//! The console's APIs (resource servers and their scopes) and webhook
//! endpoints (registration with the secret and the whole URL shown once,
//! the URLs' queries hidden after, removal, each endpoint's deliveries
//! and their replay).

use std::borrow::Cow;
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
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::markup::escape;
use crate::paths;
use accounts_service::use_cases::manage::endpoint_url;
use accounts_service::use_cases::manage::operations;

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

fn done_notice(req: &HttpRequest) -> Option<Cow<'static, str>> {
    done_of(req).and_then(|d| {
        Some(t(match d.as_str() {
            "api" => "console-api-registered",
            "deleted" => "console-webhook-removed",
            "replayed" => "console-webhook-replayed",
            _ => return None,
        }))
    })
}

/// A delivery's status as the console names it (the stored name when
/// it is none of the known ones).
fn delivery_status(status: &str) -> Cow<'static, str> {
    match status {
        "pending" => t("console-webhook-status-pending"),
        "delivered" => t("console-webhook-status-delivered"),
        "failed" => t("console-webhook-status-failed"),
        other => Cow::Owned(other.to_owned()),
    }
}

/// `GET /accounts/console/apis`.
pub(crate) async fn apis(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Configuration).await);
    let notice = done_notice(&req);
    show_apis(
        &state,
        &req,
        &operator,
        StatusCode::OK,
        notice.as_deref(),
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
    let list = match blocking(move || {
        operations::administer(&accounts, |store, _| manage::list_resources(store))
    })
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
            &t("console-api-list-caption"),
            &[
                &t("console-api-identifier"),
                &t("console-api-scopes"),
                &t("console-api-registered-column"),
            ],
            &rows,
        );
        body.push_str("</section>\n");
        if operator.may_do(ConsoleAction::Configure) {
            let _ = writeln!(
                body,
                "<section class=\"panel\"><h2>{}</h2>{}\
                 <label for=\"identifier\">{}</label>\
                 <input type=\"text\" id=\"identifier\" name=\"identifier\" required>\
                 <label for=\"scopes\">{}</label>\
                 <input type=\"text\" id=\"scopes\" name=\"scopes\" required>\
                 <button type=\"submit\">{}</button></form></section>",
                escape(&t("console-api-register-heading")),
                form_start(paths::CONSOLE_APIS, csrf, "create", ""),
                escape(&t("console-api-identifier-field")),
                escape(&t("console-api-scopes-field")),
                escape(&t("console-api-register")),
            );
        }
        frame(operator, Section::Apis, &t("console-api-title"), &body)
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
        operations::administer(accounts, |store, now| {
            manage::create_resource(store, &identifier, &scopes, actor, now)
        })
    })
    .await;
    match outcome {
        Ok(_) => done(paths::CONSOLE_APIS, "api"),
        Err(Blocked::Failed(
            e @ (ManageError::Invalid(_) | ManageError::Rule(_) | ManageError::Exists(_)),
        )) => {
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
    let notice = done_notice(&req);
    show_webhooks(
        &state,
        &req,
        &operator,
        StatusCode::OK,
        notice.as_deref(),
        None,
        None,
    )
    .await
}

/// A webhook endpoint just registered: its signing secret and its URL,
/// both shown whole only in the answer that registered it.
struct Registered {
    secret: String,
    url: String,
}

async fn show_webhooks(
    state: &AppState,
    req: &HttpRequest,
    operator: &Operator,
    status: StatusCode,
    notice: Option<&str>,
    error: Option<&str>,
    registered: Option<&Registered>,
) -> HttpResponse {
    let accounts = state.accounts.clone();
    let list = match blocking(move || {
        operations::administer(&accounts, |store, _| manage::list_webhooks(store))
    })
    .await
    {
        Ok(list) => list,
        Err(e) => return failure(e),
    };
    let configure = operator.may_do(ConsoleAction::Configure);
    answer(state, req, status, |csrf| {
        let mut body = String::new();
        messages(&mut body, notice, error);
        if let Some(registered) = registered {
            let _ = writeln!(
                body,
                "<section class=\"panel\"><h2>{}</h2><p>{}</p>\
                 <p class=\"code secret\">{}</p><p>{}</p>\
                 <p class=\"code\">{}</p></section>",
                escape(&t("console-webhook-secret-heading")),
                escape(&t("console-webhook-secret-once")),
                escape(&registered.secret),
                escape(&t("console-webhook-url-once")),
                escape(&registered.url),
            );
        }
        let rows: Vec<Vec<Cell>> = list
            .webhooks
            .iter()
            .map(|w| {
                let mut row = vec![
                    link(
                        &paths::CONSOLE_WEBHOOK.replace("{id}", &w.id),
                        &endpoint_url::query_hidden(&w.url),
                    ),
                    Cell::Text(w.events.join(" ")),
                    Cell::Text(w.created_at.clone()),
                ];
                if configure {
                    row.push(Cell::Html(button_form(
                        paths::CONSOLE_WEBHOOKS,
                        csrf,
                        "delete",
                        &t("console-webhook-remove"),
                        &[("webhook_id", &w.id)],
                        Some(&t("console-webhook-remove-confirm")),
                    )));
                }
                row
            })
            .collect();
        let mut headers = vec![
            t("console-webhook-endpoint"),
            t("console-webhook-events"),
            t("console-webhook-registered-column"),
        ];
        if configure {
            headers.push(t("console-webhook-remove"));
        }
        let headers: Vec<&str> = headers.iter().map(AsRef::as_ref).collect();
        body.push_str("<section class=\"panel\">");
        table(
            &mut body,
            &t("console-webhook-list-caption"),
            &headers,
            &rows,
        );
        let _ = writeln!(
            body,
            "<p class=\"meta\">{}</p></section>",
            escape(&t("console-webhook-query-hidden"))
        );
        if configure {
            let _ = writeln!(
                body,
                "<section class=\"panel\"><h2>{}</h2>{}\
                 <label for=\"url\">{}</label><input type=\"text\" id=\"url\" name=\"url\" required>\
                 <label for=\"events\">{}</label>\
                 <input type=\"text\" id=\"events\" name=\"events\" value=\"user.created user.updated user.deleted\" required>\
                 <button type=\"submit\">{}</button></form></section>",
                escape(&t("console-webhook-register-heading")),
                form_start(paths::CONSOLE_WEBHOOKS, csrf, "create", ""),
                escape(&t("console-webhook-url")),
                escape(&t("console-webhook-events-field")),
                escape(&t("console-webhook-register")),
            );
        }
        frame(
            operator,
            Section::Webhooks,
            &t("console-webhook-title"),
            &body,
        )
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
        return show_webhooks(
            &state,
            &req,
            &operator,
            StatusCode::BAD_REQUEST,
            None,
            Some(&t("console-webhook-confirm-first")),
            None,
        )
        .await;
    }
    let outcome = as_operator(&state, &operator, ip, move |accounts, actor| {
        if delete {
            let id = form.webhook_id.unwrap_or_default();
            return operations::administer(accounts, |store, now| {
                manage::delete_webhook(store, &id, actor, now)
            })
            .map(|_| None);
        }
        let new = NewWebhook {
            url: form.url.unwrap_or_default(),
            events: words(form.events.as_deref()),
            secret: None,
        };
        let master = accounts.config().master_key.clone();
        let destinations = accounts.config().webhooks.destinations;
        operations::administer(accounts, |store, now| {
            manage::create_webhook(store, &master, &new, destinations, actor, now)
        })
        .map(|created| {
            Some(Registered {
                secret: created.secret,
                url: created.url,
            })
        })
    })
    .await;
    match outcome {
        Ok(None) => done(paths::CONSOLE_WEBHOOKS, "deleted"),
        Ok(Some(registered)) => {
            show_webhooks(
                &state,
                &req,
                &operator,
                StatusCode::OK,
                Some(&t("console-webhook-registered")),
                None,
                Some(&registered),
            )
            .await
        }
        Err(Blocked::Failed(e @ (ManageError::Invalid(_) | ManageError::Rule(_)))) => {
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
        operations::administer(&accounts, |store, _| {
            manage::webhook_deliveries(store, &wanted, "")
        })
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
        messages(&mut body, notice.as_deref(), None);
        let rows: Vec<Vec<Cell>> = list
            .deliveries
            .iter()
            .map(|d| {
                let mut row = vec![
                    Cell::Text(d.id.clone()),
                    Cell::Text(d.kind.clone()),
                    Cell::Text(delivery_status(&d.status).into_owned()),
                    Cell::Text(d.attempts.to_string()),
                    Cell::Text(d.last_error.clone().unwrap_or_default()),
                ];
                if replay {
                    row.push(if d.status == "failed" {
                        Cell::Html(button_form(
                            &target,
                            csrf,
                            "replay",
                            &t("console-webhook-replay"),
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
        let mut headers = vec![
            t("console-webhook-delivery"),
            t("console-webhook-event"),
            t("console-webhook-status"),
            t("console-webhook-attempts"),
            t("console-webhook-last-error"),
        ];
        if replay {
            headers.push(t("console-webhook-replay"));
        }
        let headers: Vec<&str> = headers.iter().map(AsRef::as_ref).collect();
        body.push_str("<section class=\"panel\">");
        table(
            &mut body,
            &t("console-webhook-deliveries-caption"),
            &headers,
            &rows,
        );
        body.push_str("</section>\n");
        frame(
            &operator,
            Section::Webhooks,
            &t("console-webhook-deliveries-title"),
            &body,
        )
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
        operations::administer(accounts, |store, now| {
            manage::replay_delivery(store, &wanted, &delivery, actor, now)
        })
    })
    .await;
    match outcome {
        Ok(_) => done(&paths::CONSOLE_WEBHOOK.replace("{id}", &hook), "replayed"),
        Err(e) => failure(e),
    }
}
