//! The console's audit trail (filters, pages), signing keys (ages,
//! rotation) and settings (the effective configuration with secrets
//! masked, and the upstream providers with their last error).

use std::borrow::Cow;
use std::fmt::Write as _;

use accounts_domain::keys::KeyState;
use accounts_domain::records::AuditAction;
use accounts_service::console::access::{ConsoleAction, ConsolePage};
use accounts_service::manage::{AuditListing, ManageError, Rotation};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::frame::{Cell, Section, age, button_form, frame, link, messages, minute, table};
use super::gate::{
    HasCsrf, answer, as_operator, done, done_of, failure, open, open_configuration_change,
    or_answer, sentence,
};
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::pages::errors::FailurePage;
use crate::pages::markup::escape;
use crate::paths;
use accounts_service::use_cases::console::overview;
use accounts_service::use_cases::manage::audit;
use accounts_service::use_cases::manage::keys;
use accounts_service::use_cases::upstream::providers;

/// The audit page's filters, as the admin API names them.
#[derive(Debug, Default, Deserialize)]
struct AuditFilters {
    user: Option<String>,
    email: Option<String>,
    #[serde(rename = "type")]
    kind: Option<String>,
    since: Option<String>,
    until: Option<String>,
    cursor: Option<String>,
}

/// `GET /accounts/console/audit`.
pub(crate) async fn audit(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Audit).await);
    let filters =
        serde_urlencoded::from_str::<AuditFilters>(req.query_string()).unwrap_or_default();
    let listing = AuditListing {
        user: filters.user.clone(),
        email: filters.email.clone(),
        kind: filters.kind.clone(),
        since: filters.since.clone(),
        until: filters.until.clone(),
        cursor: filters.cursor.clone(),
        limit: None,
    };
    let accounts = state.accounts.clone();
    let (page, error) = match blocking(move || audit::audit_trail(&accounts, &listing)).await {
        Ok(page) => (Some(page), None),
        Err(Blocked::Failed(e @ (ManageError::Invalid(_) | ManageError::Rule(_)))) => {
            (None, Some(sentence(&e)))
        }
        Err(e) => return failure(e),
    };
    let status = if error.is_some() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    let value = |v: &Option<String>| escape(v.as_deref().unwrap_or_default());
    let mut body = String::new();
    messages(&mut body, None, error.as_deref());
    let mut types = format!(
        "<option value=\"\">{}</option>",
        escape(&t("console-audit-any-type"))
    );
    for action in AuditAction::ALL {
        let name = action.as_str();
        let selected = if filters.kind.as_deref() == Some(name) {
            " selected"
        } else {
            ""
        };
        let _ = write!(types, "<option value=\"{name}\"{selected}>{name}</option>");
    }
    let _ = writeln!(
        body,
        "<section class=\"panel\"><form method=\"get\" action=\"{}\" role=\"search\" class=\"row\">\
         <div><label for=\"user\">{}</label><input type=\"text\" id=\"user\" name=\"user\" value=\"{}\"></div>\
         <div><label for=\"email\">{}</label><input type=\"text\" id=\"email\" name=\"email\" value=\"{}\"></div>\
         <div><label for=\"type\">{}</label><select id=\"type\" name=\"type\">{types}</select></div>\
         <div><label for=\"since\">{}</label><input type=\"text\" id=\"since\" name=\"since\" value=\"{}\"></div>\
         <div><label for=\"until\">{}</label><input type=\"text\" id=\"until\" name=\"until\" value=\"{}\"></div>\
         <div><button type=\"submit\">{}</button></div></form></section>",
        paths::CONSOLE_AUDIT,
        escape(&t("console-audit-user-id")),
        value(&filters.user),
        escape(&t("console-audit-address")),
        value(&filters.email),
        escape(&t("console-audit-type")),
        escape(&t("console-audit-since")),
        value(&filters.since),
        escape(&t("console-audit-until")),
        value(&filters.until),
        escape(&t("console-audit-filter")),
    );
    if let Some(page) = page {
        let rows: Vec<Vec<Cell>> = page
            .events
            .iter()
            .map(|e| {
                vec![
                    Cell::Text(e.at.clone()),
                    Cell::Text(e.kind.to_owned()),
                    Cell::Text(e.actor.clone()),
                    e.user_id
                        .as_deref()
                        .map_or(Cell::Text(String::new()), |id| {
                            link(&paths::CONSOLE_USER.replace("{id}", id), id)
                        }),
                    Cell::Text(e.client_id.clone().unwrap_or_default()),
                    Cell::Text(e.ip.clone()),
                ]
            })
            .collect();
        body.push_str("<section class=\"panel\">");
        table(
            &mut body,
            &t("console-audit-caption"),
            &[
                &t("console-audit-when"),
                &t("console-audit-type-column"),
                &t("console-audit-actor"),
                &t("console-audit-user"),
                &t("console-audit-client"),
                &t("console-audit-ip"),
            ],
            &rows,
        );
        if let Some(next) = page.next_cursor {
            let mut query: Vec<(&str, &str)> = Vec::new();
            for (name, value) in [
                ("user", &filters.user),
                ("email", &filters.email),
                ("type", &filters.kind),
                ("since", &filters.since),
                ("until", &filters.until),
            ] {
                if let Some(value) = value.as_deref().filter(|v| !v.is_empty()) {
                    query.push((name, value));
                }
            }
            query.push(("cursor", &next));
            let _ = writeln!(
                body,
                "<p><a href=\"{}?{}\">{}</a></p>",
                paths::CONSOLE_AUDIT,
                escape(&serde_urlencoded::to_string(&query).unwrap_or_default()),
                escape(&t("console-audit-older"))
            );
        }
        body.push_str("</section>\n");
    }
    let html = frame(&operator, Section::Audit, &t("console-audit-title"), &body);
    answer(&state, &req, status, |_| html)
}

/// `GET /accounts/console/keys`.
pub(crate) async fn keys(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Configuration).await);
    let accounts = state.accounts.clone();
    let keys = match blocking(move || overview::key_lines(&accounts)).await {
        Ok(keys) => keys,
        Err(e) => return e.page(),
    };
    let notice = done_of(&req).and_then(|d| match d.as_str() {
        "published" => Some(t("console-keys-published")),
        "activated" => Some(t("console-keys-activated")),
        _ => None,
    });
    let now = state.accounts.now();
    answer(&state, &req, StatusCode::OK, |csrf| {
        let mut body = String::new();
        messages(&mut body, notice.as_deref(), None);
        let rows: Vec<Vec<Cell>> = keys
            .iter()
            .map(|k| {
                vec![
                    Cell::Text(k.kid.to_string()),
                    Cell::Text(format!("{:?}", k.algorithm)),
                    Cell::Text(key_state(k.state).into_owned()),
                    Cell::Text(minute(k.created_at)),
                    Cell::Text(age(k.created_at, now)),
                    Cell::Text(k.activated_at.map(minute).unwrap_or_default()),
                    Cell::Text(k.retired_at.map(minute).unwrap_or_default()),
                ]
            })
            .collect();
        body.push_str("<section class=\"panel\">");
        table(
            &mut body,
            &t("console-keys-caption"),
            &[
                &t("console-keys-key"),
                &t("console-keys-algorithm"),
                &t("console-keys-state"),
                &t("console-keys-made"),
                &t("console-keys-age"),
                &t("console-keys-signing-since"),
                &t("console-keys-retired"),
            ],
            &rows,
        );
        body.push_str("</section>\n");
        if operator.may_do(ConsoleAction::Configure) {
            let _ = writeln!(
                body,
                "<section class=\"panel\"><h2>{}</h2><p>{}</p>{}</section>",
                escape(&t("console-keys-rotate-heading")),
                escape(&t("console-keys-rotate-help")),
                button_form(
                    paths::CONSOLE_KEYS,
                    csrf,
                    "rotate",
                    &t("console-keys-rotate"),
                    &[],
                    Some(&t("console-keys-rotate-confirm"))
                )
            );
        }
        frame(&operator, Section::Keys, &t("console-keys-title"), &body)
    })
}

/// The keys page's form.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct KeysForm {
    csrf_token: Option<String>,
    confirm: Option<String>,
}

impl HasCsrf for KeysForm {
    fn csrf(&self) -> Option<&str> {
        self.csrf_token.as_deref()
    }
}

/// `POST /accounts/console/keys`: one rotation step.
pub(crate) async fn rotate(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let (operator, form) =
        or_answer!(open_configuration_change::<KeysForm>(&state, &req, payload).await);
    if form.confirm.as_deref() != Some("yes") {
        return crate::pages::common::message(
            StatusCode::BAD_REQUEST,
            &t("console-keys-not-done"),
            &t("console-keys-confirm-first"),
        );
    }
    let outcome = as_operator(&state, &operator, ip, |accounts, actor| {
        keys::rotate_keys(accounts, actor)
    })
    .await;
    match outcome {
        Ok(Rotation::Published { .. }) => done(paths::CONSOLE_KEYS, "published"),
        Ok(Rotation::Activated { .. }) => done(paths::CONSOLE_KEYS, "activated"),
        Err(e) => failure(e),
    }
}

/// `GET /accounts/console/settings`.
pub(crate) async fn settings(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Configuration).await);
    let troubles = providers::upstream_troubles(&state.accounts);
    let providers = providers::upstream_providers(&state.accounts);
    let mut body = format!(
        "<section class=\"panel\"><h2>{}</h2><p class=\"meta\">{}</p>",
        escape(&t("console-settings-effective-heading")),
        escape(&t("console-settings-effective-help")),
    );
    let rows: Vec<Vec<Cell>> = state
        .settings
        .iter()
        .map(|(key, value)| vec![Cell::Text(key.clone()), Cell::Text(value.clone())])
        .collect();
    table(
        &mut body,
        &t("console-settings-caption"),
        &[&t("console-settings-setting"), &t("console-settings-value")],
        &rows,
    );
    let _ = write!(
        body,
        "</section>\n<section class=\"panel\"><h2>{}</h2>",
        escape(&t("console-settings-upstream-heading"))
    );
    let rows: Vec<Vec<Cell>> = providers
        .iter()
        .map(|p| {
            let trouble = troubles.iter().find(|trouble| trouble.provider == p.id);
            vec![
                Cell::Text(p.id.clone()),
                Cell::Text(p.name.clone()),
                Cell::Text(trouble.map_or_else(
                    || t("console-settings-no-trouble").into_owned(),
                    |trouble| {
                        t_with(
                            "console-settings-trouble",
                            &[
                                ("at", minute(trouble.at).as_str().into()),
                                ("error", trouble.error.as_str().into()),
                            ],
                        )
                    },
                )),
            ]
        })
        .collect();
    table(
        &mut body,
        &t("console-settings-providers-caption"),
        &[
            &t("console-settings-provider-id"),
            &t("console-settings-provider-button"),
            &t("console-settings-provider-last-error"),
        ],
        &rows,
    );
    body.push_str("</section>\n");
    let html = frame(
        &operator,
        Section::Settings,
        &t("console-settings-title"),
        &body,
    );
    answer(&state, &req, StatusCode::OK, |_| html)
}

/// A key's state as the console names it.
fn key_state(state: KeyState) -> Cow<'static, str> {
    t(match state {
        KeyState::Pending => "console-keys-state-pending",
        KeyState::Active => "console-keys-state-active",
        KeyState::Retired => "console-keys-state-retired",
    })
}
