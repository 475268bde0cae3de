//! The console's clients: the list and registration, and one client's
//! page (settings, editing, the secret's rotation — shown once —, grants
//! on APIs, disabling and deleting).

use std::fmt::Write as _;

use accounts_service::console::access::{ConsoleAction, ConsolePage, Operator};
use accounts_service::manage::{self, ManageError};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};

use super::client_form::{ClientForm, kind_word, settings_fields, state_word};
use super::frame::{Cell, Section, form_start, frame, link, messages, minute, table};
use super::gate::{
    answer, as_operator, done_of, failure, open, open_configuration_change, or_answer, sentence,
};
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::markup::escape;
use crate::paths;
use accounts_service::use_cases::manage::clients;
use accounts_service::use_cases::manage::operations;

/// `GET /accounts/console/clients`.
pub(crate) async fn list(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Configuration).await);
    let notice = done_of(&req)
        .filter(|d| d == "deleted")
        .map(|_| t("console-client-deleted"));
    show_list(
        &state,
        &req,
        &operator,
        StatusCode::OK,
        notice.as_deref(),
        None,
    )
    .await
}

async fn show_list(
    state: &AppState,
    req: &HttpRequest,
    operator: &Operator,
    status: StatusCode,
    notice: Option<&str>,
    error: Option<&str>,
) -> HttpResponse {
    let accounts = state.accounts.clone();
    let clients = match blocking(move || clients::list_clients(&accounts)).await {
        Ok(clients) => clients,
        Err(e) => return failure(e),
    };
    answer(state, req, status, |csrf| {
        let mut body = String::new();
        messages(&mut body, notice, error);
        let rows: Vec<Vec<Cell>> = clients
            .iter()
            .map(|c| {
                vec![
                    link(
                        &paths::CONSOLE_CLIENT.replace("{id}", &c.id.to_string()),
                        &c.name,
                    ),
                    Cell::Text(c.id.to_string()),
                    Cell::Text(kind_word(c.public).into_owned()),
                    Cell::Text(state_word(c.enabled).into_owned()),
                    Cell::Text(minute(c.created_at)),
                ]
            })
            .collect();
        body.push_str("<section class=\"panel\">");
        // `client_id` is the protocol's name for the column: not translated.
        let headers = [
            t("console-client-name"),
            "client_id".into(),
            t("console-client-kind"),
            t("console-client-state"),
            t("console-client-registered"),
        ];
        let headers: Vec<&str> = headers.iter().map(AsRef::as_ref).collect();
        table(
            &mut body,
            &t("console-client-list-caption"),
            &headers,
            &rows,
        );
        body.push_str("</section>\n");
        if operator.may_do(ConsoleAction::Configure) {
            let _ = write!(
                body,
                "<section class=\"panel\"><h2>{}</h2>{}",
                escape(&t("console-client-register-heading")),
                form_start(paths::CONSOLE_CLIENTS, csrf, "create", "")
            );
            settings_fields(&mut body, None);
            let _ = writeln!(
                body,
                "<button type=\"submit\">{}</button></form></section>",
                escape(&t("console-client-register"))
            );
        }
        frame(
            operator,
            Section::Clients,
            &t("console-client-title"),
            &body,
        )
    })
}

/// `POST /accounts/console/clients`: registration.
pub(crate) async fn create(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let (operator, form) =
        or_answer!(open_configuration_change::<ClientForm>(&state, &req, payload).await);
    let input = form.new_client();
    let outcome = as_operator(&state, &operator, ip, move |accounts, actor| {
        let destinations = accounts.config().webhooks.destinations;
        operations::administer(accounts, |store, now| {
            manage::create_client(store, &input, destinations, actor, now)
        })
    })
    .await;
    match outcome {
        Ok((client, secret)) => {
            let id = client.id.to_string();
            let secret = secret.map(|s| s.expose().to_owned());
            super::client_page::show_client(
                &state,
                &req,
                &operator,
                &id,
                StatusCode::OK,
                Some(&t("console-client-registered-notice")),
                None,
                secret.as_deref(),
            )
            .await
        }
        Err(Blocked::Failed(
            e @ (ManageError::Invalid(_) | ManageError::Rule(_) | ManageError::NotAllowed(_)),
        )) => {
            show_list(
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
