//! The console's clients: the list and registration, and one client's
//! page (settings, editing, the secret's rotation — shown once —, grants
//! on APIs, disabling and deleting).

use std::fmt::Write as _;

use accounts_domain::records::ClientRecord;
use accounts_service::console::access::{ConsoleAction, ConsolePage, Operator};
use accounts_service::manage::{self, Actor, ManageError, NewClient};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::frame::{Cell, Section, form_start, frame, link, messages, minute, table};
use super::gate::{HasCsrf, answer, failure, open, open_form, refused_unless, sentence};
use super::users::DoneQuery;
use crate::app::state::AppState;
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::pages::markup::escape;
use crate::paths;

/// The clients' forms: registration, editing, and the buttons.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct ClientForm {
    csrf_token: Option<String>,
    pub(super) action: Option<String>,
    pub(super) confirm: Option<String>,
    name: Option<String>,
    redirect_uris: Option<String>,
    package_names: Option<String>,
    scopes: Option<String>,
    app_origins: Option<String>,
    backchannel_logout_uri: Option<String>,
    public: Option<String>,
    resource_server: Option<String>,
    rotate_refresh_tokens: Option<String>,
    require_mfa: Option<String>,
    client_credentials: Option<String>,
    require_par: Option<String>,
    third_party: Option<String>,
    pub(super) resource: Option<String>,
}

impl HasCsrf for ClientForm {
    fn csrf(&self) -> Option<&str> {
        self.csrf_token.as_deref()
    }
}

/// One value per line (or per space, for scopes), blanks dropped.
fn lines(text: Option<&str>) -> Vec<String> {
    text.unwrap_or_default()
        .split(['\n', '\r'])
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

impl ClientForm {
    pub(super) fn new_client(&self) -> NewClient {
        let on = |v: &Option<String>| v.as_deref() == Some("on");
        NewClient {
            name: self.name.clone().unwrap_or_default(),
            redirect_uris: lines(self.redirect_uris.as_deref()),
            package_names: lines(self.package_names.as_deref()),
            scopes: self
                .scopes
                .as_deref()
                .unwrap_or_default()
                .split_whitespace()
                .map(str::to_owned)
                .collect(),
            public: on(&self.public),
            resource_server: on(&self.resource_server),
            rotate_refresh_tokens: on(&self.rotate_refresh_tokens),
            require_mfa: on(&self.require_mfa),
            client_credentials: on(&self.client_credentials),
            require_par: on(&self.require_par),
            third_party: on(&self.third_party),
            backchannel_logout_uri: self
                .backchannel_logout_uri
                .clone()
                .filter(|u| !u.trim().is_empty()),
            app_origins: lines(self.app_origins.as_deref()),
        }
    }
}

/// `GET /accounts/console/clients`.
pub(crate) async fn list(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = match open(&state, &req, ConsolePage::Configuration).await {
        Ok(operator) => operator,
        Err(refused) => return refused,
    };
    let notice = serde_urlencoded::from_str::<DoneQuery>(req.query_string())
        .ok()
        .and_then(|d| d.done)
        .filter(|d| d == "deleted")
        .map(|_| "The client is deleted.");
    show_list(&state, &req, &operator, StatusCode::OK, notice, None).await
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
    let clients = match blocking(move || accounts.list_clients()).await {
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
                    Cell::Text(if c.public { "public" } else { "confidential" }.into()),
                    Cell::Text(if c.enabled { "enabled" } else { "disabled" }.into()),
                    Cell::Text(minute(c.created_at)),
                ]
            })
            .collect();
        body.push_str("<section class=\"panel\">");
        table(
            &mut body,
            "Clients, oldest first",
            &["Name", "client_id", "Kind", "State", "Registered"],
            &rows,
        );
        body.push_str("</section>\n");
        if operator.may_do(ConsoleAction::Configure) {
            body.push_str("<section class=\"panel\"><h2>Register a client</h2>");
            body.push_str(&form_start(paths::CONSOLE_CLIENTS, csrf, "create", ""));
            settings_fields(&mut body, None);
            body.push_str("<button type=\"submit\">Register</button></form></section>\n");
        }
        frame(operator, Section::Clients, "Clients", &body)
    })
}

/// The settings' inputs, filled from `client` when editing (registration
/// asks whether the client is public; an edit cannot change it).
pub(super) fn settings_fields(body: &mut String, client: Option<&ClientRecord>) {
    let text = |v: Vec<String>| v.join("\n");
    let (name, redirects, packages, scopes, origins, logout) =
        client.map_or_else(Default::default, |c| {
            (
                c.name.clone(),
                text(
                    c.redirect_uris
                        .iter()
                        .map(|u| u.as_str().to_owned())
                        .collect(),
                ),
                text(
                    c.package_names
                        .iter()
                        .map(|p| p.as_str().to_owned())
                        .collect(),
                ),
                c.allowed_scopes.to_string(),
                text(
                    c.app_origins
                        .iter()
                        .map(|o| o.as_str().to_owned())
                        .collect(),
                ),
                c.backchannel_logout_uri.clone().unwrap_or_default(),
            )
        });
    let _ = write!(
        body,
        "<label for=\"name\">Name</label><input type=\"text\" id=\"name\" name=\"name\" value=\"{}\" maxlength=\"200\" required>\
         <label for=\"redirect_uris\">Redirect URIs, one per line</label><textarea id=\"redirect_uris\" name=\"redirect_uris\" rows=\"3\">{}</textarea>\
         <label for=\"scopes\">Scopes (empty: openid email profile authorization)</label><input type=\"text\" id=\"scopes\" name=\"scopes\" value=\"{}\">\
         <label for=\"package_names\">Android package names, one per line</label><textarea id=\"package_names\" name=\"package_names\" rows=\"2\">{}</textarea>\
         <label for=\"app_origins\">App origins for passkeys, one per line</label><textarea id=\"app_origins\" name=\"app_origins\" rows=\"2\">{}</textarea>\
         <label for=\"backchannel_logout_uri\">Back-channel logout URI</label><input type=\"text\" id=\"backchannel_logout_uri\" name=\"backchannel_logout_uri\" value=\"{}\">",
        escape(&name),
        escape(&redirects),
        escape(&scopes),
        escape(&packages),
        escape(&origins),
        escape(&logout),
    );
    let mut flags = vec![
        (
            "resource_server",
            "A resource server (may introspect tokens)",
            client.is_some_and(|c| c.resource_server),
        ),
        (
            "client_credentials",
            "May get tokens for itself (client_credentials)",
            client.is_some_and(|c| c.client_credentials),
        ),
        (
            "rotate_refresh_tokens",
            "Rotate refresh tokens",
            client.is_some_and(|c| c.rotate_refresh_tokens),
        ),
        (
            "require_mfa",
            "Only two-factor sign-ins",
            client.is_some_and(|c| c.require_mfa),
        ),
        (
            "require_par",
            "Pushed authorization requests only",
            client.is_some_and(|c| c.require_par),
        ),
        (
            "third_party",
            "Third party: users consent first",
            client.is_some_and(|c| c.third_party),
        ),
    ];
    if client.is_none() {
        flags.insert(
            0,
            (
                "public",
                "Public (a browser or native app: no secret, PKCE)",
                false,
            ),
        );
    }
    for (name, label, checked) in flags {
        let _ = write!(
            body,
            "<label class=\"check\" for=\"{name}\"><input type=\"checkbox\" id=\"{name}\" name=\"{name}\"{}> {label}</label>",
            if checked { " checked" } else { "" }
        );
    }
}

/// `POST /accounts/console/clients`: registration.
pub(crate) async fn create(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let (operator, form) =
        match open_form::<ClientForm>(&state, &req, payload, ConsolePage::Configuration).await {
            Ok(opened) => opened,
            Err(refused) => return refused,
        };
    if let Some(refused) = refused_unless(&operator, ConsoleAction::Configure) {
        return refused;
    }
    let input = form.new_client();
    let accounts = state.accounts.clone();
    let who = operator.signed_in.user.id.to_string();
    let outcome = blocking(move || {
        let destinations = accounts.config().webhooks.destinations;
        let actor = Actor {
            name: &who,
            ip: &ip,
        };
        accounts
            .administer(|store, now| manage::create_client(store, &input, destinations, actor, now))
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
                Some("The client is registered."),
                None,
                secret.as_deref(),
            )
            .await
        }
        Err(Blocked::Failed(e @ (ManageError::Invalid(_) | ManageError::NotAllowed(_)))) => {
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
