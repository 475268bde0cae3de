//! The console's organizations: the list (and, for admins, the form
//! that makes one) and one organization's page: its facts, members,
//! pending invitations, domains (with the rules only operators set:
//! `join` and `sso`), its own sign-in and its SCIM connections.

use std::fmt::Write as _;

use accounts_service::console::access::{ConsoleAction, ConsolePage, Operator};
use accounts_service::manage::ScimConnectionMade;
use accounts_service::manage::{self, ManageError};
use accounts_service::use_cases::organization_admin::{self, OrganizationAdminChange};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::frame::{Cell, Section, button_form, form_start, frame, link, messages, table};
use super::gate::{
    HasCsrf, answer, as_operator, done, done_of, failure, open, open_form, or_answer,
    refused_unless, sentence,
};
use super::users::yes_no;
use crate::common::blocking::{Blocked, blocking};
use crate::common::extract::ClientIp;
use crate::common::language::t;
use crate::common::state::AppState;
use crate::pages::markup::escape;
use crate::pages::organizations::scim_html;
use crate::paths;
use accounts_service::use_cases::manage::operations;

/// The console's organization forms.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct OrganizationForm {
    csrf_token: Option<String>,
    action: Option<String>,
    slug: Option<String>,
    name: Option<String>,
    domain: Option<String>,
    join: Option<String>,
    sso: Option<String>,
    /// `scim_rotate`, `scim_revoke`: the connection's id.
    connection: Option<String>,
    /// `scim_revoke`: `yes` when its box was ticked.
    confirm: Option<String>,
}

impl HasCsrf for OrganizationForm {
    fn csrf(&self) -> Option<&str> {
        self.csrf_token.as_deref()
    }
}

fn page_of(org: &str) -> String {
    paths::CONSOLE_ORGANIZATION.replace("{org}", org)
}

/// The list, with `error` (a refused form) when there was one.
async fn listed(
    state: &AppState,
    req: &HttpRequest,
    operator: &Operator,
    status: StatusCode,
    error: Option<&str>,
) -> HttpResponse {
    let accounts = state.accounts.clone();
    let list = match blocking(move || manage::list_organizations(accounts.store())).await {
        Ok(list) => list,
        Err(e) => return failure(e),
    };
    let notice = done_of(req)
        .filter(|d| d == "created")
        .map(|_| t("console-organizations-created"));
    let may_manage = operator.may_do(ConsoleAction::ManageOrganizations);
    let rows: Vec<Vec<Cell>> = list
        .organizations
        .iter()
        .map(|o| {
            vec![
                link(&page_of(&o.slug), &o.name),
                Cell::Text(o.slug.clone()),
                Cell::Text(yes_no(o.enabled).into_owned()),
                Cell::Text(o.mfa.to_owned()),
            ]
        })
        .collect();
    let title = t("console-organizations-title");
    let form_html = |csrf: &str| {
        let mut body = String::new();
        messages(&mut body, notice.as_deref(), error);
        body.push_str("<section class=\"panel\">");
        table(
            &mut body,
            &title,
            &[
                t("console-organizations-name"),
                t("console-organizations-slug"),
                t("console-organizations-enabled"),
                t("console-organizations-mfa"),
            ],
            &rows,
        );
        body.push_str("</section>\n");
        if may_manage {
            let _ = writeln!(
                body,
                "<section class=\"panel\"><h2>{}</h2>{}\
                 <label for=\"slug\">{}</label><input type=\"text\" id=\"slug\" name=\"slug\" \
                 autocomplete=\"off\" spellcheck=\"false\" required>\
                 <label for=\"name\">{}</label><input type=\"text\" id=\"name\" name=\"name\" \
                 autocomplete=\"organization\" required>\
                 <button type=\"submit\">{}</button></form></section>",
                escape(&t("console-organizations-new")),
                form_start(paths::CONSOLE_ORGANIZATIONS, csrf, "create", ""),
                escape(&t("console-organizations-slug")),
                escape(&t("console-organizations-name")),
                escape(&t("console-organizations-create")),
            );
        }
        frame(operator, Section::Organizations, &title, &body)
    };
    answer(state, req, status, form_html)
}

/// `GET /accounts/console/organizations`.
pub(crate) async fn list(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Organizations).await);
    listed(&state, &req, &operator, StatusCode::OK, None).await
}

/// `POST /accounts/console/organizations`: make one.
pub(crate) async fn create(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    payload: web::Payload,
) -> HttpResponse {
    let (operator, form) = or_answer!(
        open_form::<OrganizationForm>(&state, &req, payload, ConsolePage::Organizations).await
    );
    if let Some(refused) = refused_unless(&operator, ConsoleAction::ManageOrganizations) {
        return refused;
    }
    let (slug, name) = (form.slug.unwrap_or_default(), form.name.unwrap_or_default());
    let outcome = as_operator(&state, &operator, ip, move |accounts, actor| {
        operations::administer(accounts, |store, now| {
            manage::create_organization(store, slug.trim(), name.trim(), None, actor, now)
        })
    })
    .await;
    match outcome {
        Ok(made) => done(&page_of(&made.slug), "created"),
        Err(Blocked::Failed(
            e @ (ManageError::Invalid(_) | ManageError::Rule(_) | ManageError::Exists(_)),
        )) => {
            let text = sentence(&e);
            listed(
                &state,
                &req,
                &operator,
                StatusCode::BAD_REQUEST,
                Some(&text),
            )
            .await
        }
        Err(e) => failure(e),
    }
}

/// One organization's page, with `error` (a refused form) when there was
/// one, or the SCIM token the last form made (shown this once).
async fn shown(
    state: &AppState,
    req: &HttpRequest,
    operator: &Operator,
    org: &str,
    status: StatusCode,
    (error, made): (Option<&str>, Option<&ScimConnectionMade>),
) -> HttpResponse {
    let accounts = state.accounts.clone();
    let (reference, viewer) = (org.to_owned(), operator.signed_in.user.email.to_string());
    let view =
        match blocking(move || organization_admin::console_view(&accounts, &reference, &viewer))
            .await
        {
            Ok(view) => view,
            Err(e) => return failure(e),
        };
    let notice = done_of(req).map(|d| {
        t(match d.as_str() {
            "created" => "console-organizations-created",
            _ => "console-organization-saved",
        })
    });
    let may_manage = operator.may_do(ConsoleAction::ManageOrganizations);
    let target = page_of(&view.organization.slug.to_string());
    let render = |csrf: &str| {
        let mut body = String::new();
        messages(&mut body, notice.as_deref(), error);
        if let Some(made) = made {
            scim_html::new_token(&mut body, made);
        }
        let _ = writeln!(
            body,
            "<section class=\"panel\"><dl class=\"facts\">\
             <dt>{}</dt><dd><code>{}</code></dd><dt>{}</dt><dd>{}</dd>\
             <dt>{}</dt><dd>{}</dd><dt>{}</dt><dd>{}</dd></dl></section>",
            escape(&t("console-organization-id")),
            escape(&view.organization.id.to_string()),
            escape(&t("console-organizations-slug")),
            escape(view.organization.slug.as_str()),
            escape(&t("console-organizations-enabled")),
            escape(&yes_no(view.organization.enabled)),
            escape(&t("console-organizations-mfa")),
            escape(view.organization.mfa.as_str()),
        );
        let members: Vec<Vec<Cell>> = view
            .members
            .iter()
            .map(|m| {
                vec![
                    link(&paths::CONSOLE_USER.replace("{id}", &m.user_id), &m.email),
                    Cell::Text(m.all_roles().join(", ")),
                    Cell::Text(yes_no(m.managed).into_owned()),
                    Cell::Text(yes_no(m.break_glass).into_owned()),
                ]
            })
            .collect();
        body.push_str("<section class=\"panel\">");
        table(
            &mut body,
            &t("console-organization-members"),
            &[
                t("console-users-address"),
                t("console-organization-roles"),
                t("console-organization-managed"),
                t("console-organization-break-glass"),
            ],
            &members,
        );
        body.push_str("</section>\n<section class=\"panel\">");
        let invitations: Vec<Vec<Cell>> = view
            .invitations
            .iter()
            .map(|i| {
                vec![
                    Cell::Text(i.email.clone()),
                    Cell::Text(i.roles.join(", ")),
                    Cell::Text(i.expires_at.clone()),
                ]
            })
            .collect();
        table(
            &mut body,
            &t("console-organization-invitations"),
            &[
                t("console-users-address"),
                t("console-organization-roles"),
                t("console-organization-expires"),
            ],
            &invitations,
        );
        body.push_str("</section>\n<section class=\"panel\">");
        let domains: Vec<Vec<Cell>> = view
            .domains
            .iter()
            .map(|d| {
                let rules = if may_manage && d.state == "verified" {
                    Cell::Html(rules_form(&target, csrf, &d.domain, d.join, d.sso))
                } else {
                    Cell::Text(format!("join: {} · sso: {}", d.join, d.sso))
                };
                vec![
                    Cell::Text(d.domain.clone()),
                    Cell::Text(d.state.to_owned()),
                    rules,
                ]
            })
            .collect();
        table(
            &mut body,
            &t("console-organization-domains"),
            &[
                t("console-organization-domain"),
                t("console-organization-state"),
                t("console-organization-rules"),
            ],
            &domains,
        );
        body.push_str("</section>\n<section class=\"panel\">");
        let _ = write!(
            body,
            "<h2>{}</h2>",
            escape(&t("console-organization-sign-in"))
        );
        match &view.sign_in {
            Some(sign_in) => {
                let _ = write!(
                    body,
                    "<dl class=\"facts\"><dt>{}</dt><dd><code>{}</code></dd>\
                     <dt>{}</dt><dd><code>{}</code></dd><dt>{}</dt><dd><code>{}</code></dd></dl>",
                    escape(&t("organization-admin-issuer")),
                    escape(&sign_in.issuer),
                    escape(&t("organization-admin-client-id")),
                    escape(&sign_in.client_id),
                    escape(&t("organization-admin-redirect-uri")),
                    escape(&sign_in.redirect_uri),
                );
            }
            None => {
                let _ = write!(
                    body,
                    "<p>{}</p>",
                    escape(&t("console-organization-no-sign-in"))
                );
            }
        }
        body.push_str("</section>\n<section class=\"panel\">");
        scim_panel(&mut body, &view.scim, (&target, csrf), may_manage);
        body.push_str("</section>\n");
        frame(
            operator,
            Section::Organizations,
            &view.organization.name,
            &body,
        )
    };
    answer(state, req, status, render)
}

/// The SCIM connections; admins rotate, revoke and make them.
fn scim_panel(
    body: &mut String,
    connections: &[accounts_service::manage::ScimConnectionSummary],
    (target, csrf): (&str, &str),
    may_manage: bool,
) {
    let mut headers = scim_html::headers().to_vec();
    let rows: Vec<Vec<Cell>> = connections
        .iter()
        .map(|c| {
            let mut row: Vec<Cell> = scim_html::cells(c).into_iter().map(Cell::Text).collect();
            if may_manage {
                let connection = [("connection", c.id.as_str())];
                let rotate = t("organization-admin-scim-rotate");
                let revoke = t("organization-admin-revoke");
                let sure = t("organization-admin-scim-revoke-confirm");
                row.push(Cell::Html(format!(
                    "{}{}",
                    button_form(target, csrf, "scim_rotate", &rotate, &connection, None),
                    button_form(
                        target,
                        csrf,
                        "scim_revoke",
                        &revoke,
                        &connection,
                        Some(&sure)
                    ),
                )));
            }
            row
        })
        .collect();
    if may_manage {
        headers.push(t("organization-admin-action"));
    }
    table(body, &t("organization-admin-scim"), &headers, &rows);
    if may_manage {
        let _ = write!(
            body,
            "{}<button type=\"submit\">{}</button></form>",
            form_start(target, csrf, "scim_make", ""),
            escape(&t("organization-admin-scim-make"))
        );
    }
}

/// A verified domain's `join` and `sso`, as two selects and a button.
fn rules_form(target: &str, csrf: &str, domain: &str, join: &str, sso: &str) -> String {
    let mut form = form_start(target, csrf, "domain_rules", "inline");
    let select = |form: &mut String, name: &str, label: &str, options: &[&str], chosen: &str| {
        let id = escape(&format!("{name}-{domain}"));
        let _ = write!(
            form,
            "<label for=\"{id}\">{}</label><select id=\"{id}\" name=\"{name}\">",
            escape(label)
        );
        for option in options {
            let selected = if *option == chosen { " selected" } else { "" };
            let _ = write!(
                form,
                "<option value=\"{option}\"{selected}>{option}</option>"
            );
        }
        form.push_str("</select>");
    };
    let _ = write!(
        form,
        "<input type=\"hidden\" name=\"domain\" value=\"{}\">",
        escape(domain)
    );
    select(&mut form, "join", "join", &["none", "automatic"], join);
    select(
        &mut form,
        "sso",
        "sso",
        &["none", "offered", "required"],
        sso,
    );
    let _ = write!(
        form,
        "<button type=\"submit\" class=\"secondary small\">{}</button></form>",
        escape(&t("console-organization-save-rules"))
    );
    form
}

/// `GET /accounts/console/organizations/{org}`.
pub(crate) async fn page(
    state: web::Data<AppState>,
    req: HttpRequest,
    org: web::Path<String>,
) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Organizations).await);
    shown(&state, &req, &operator, &org, StatusCode::OK, (None, None)).await
}

/// What a form of one organization's page asks for.
enum Asked {
    /// A verified domain's `join` and `sso`.
    DomainRules(manage::DomainChanges, String),
    /// A change the organization's admins may make too.
    Admins(OrganizationAdminChange),
}

impl OrganizationForm {
    fn asked(self) -> Option<Asked> {
        let connection = || self.connection.clone().unwrap_or_default();
        Some(match self.action.as_deref()? {
            "domain_rules" => Asked::DomainRules(
                manage::DomainChanges {
                    join: self.join,
                    sso: self.sso,
                    verified: None,
                },
                self.domain.unwrap_or_default(),
            ),
            "scim_make" => Asked::Admins(OrganizationAdminChange::MakeScimConnection),
            "scim_rotate" => {
                Asked::Admins(OrganizationAdminChange::RotateScimConnection(connection()))
            }
            "scim_revoke" => {
                Asked::Admins(OrganizationAdminChange::RevokeScimConnection(connection()))
            }
            _ => return None,
        })
    }
}

/// `POST /accounts/console/organizations/{org}`: a domain's rules, or a
/// SCIM connection made, rotated or revoked.
pub(crate) async fn act(
    state: web::Data<AppState>,
    req: HttpRequest,
    ClientIp(ip): ClientIp,
    org: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let (operator, form) = or_answer!(
        open_form::<OrganizationForm>(&state, &req, payload, ConsolePage::Organizations).await
    );
    if let Some(refused) = refused_unless(&operator, ConsoleAction::ManageOrganizations) {
        return refused;
    }
    let org = org.into_inner();
    // Revoking stops a company's provisioning at once: a ticked box first.
    if form.action.as_deref() == Some("scim_revoke") && form.confirm.as_deref() != Some("yes") {
        let text = t("console-user-tick-to-confirm");
        let status = StatusCode::BAD_REQUEST;
        return shown(&state, &req, &operator, &org, status, (Some(&text), None)).await;
    }
    let Some(asked) = form.asked() else {
        let text = t("console-user-unknown-action");
        let status = StatusCode::BAD_REQUEST;
        return shown(&state, &req, &operator, &org, status, (Some(&text), None)).await;
    };
    let reference = org.clone();
    let outcome = as_operator(&state, &operator, ip, move |accounts, actor| match asked {
        Asked::DomainRules(changes, domain) => {
            let policy = accounts.organization_policy().clone();
            operations::administer(accounts, |store, now| {
                manage::update_domain(store, &policy, &reference, &domain, &changes, actor, now)
            })
            .map(|_| None)
        }
        Asked::Admins(change) => organization_admin::apply(accounts, &reference, change, actor),
    })
    .await;
    match outcome {
        Ok(None) => done(&page_of(&org), "saved"),
        // Shown in this answer only: the token is kept as a digest.
        Ok(Some(made)) => {
            let outcome = (None, Some(&made));
            shown(&state, &req, &operator, &org, StatusCode::OK, outcome).await
        }
        Err(Blocked::Failed(e @ (ManageError::Invalid(_) | ManageError::NotAllowed(_)))) => {
            let text = sentence(&e);
            let status = StatusCode::CONFLICT;
            shown(&state, &req, &operator, &org, status, (Some(&text), None)).await
        }
        Err(e) => failure(e),
    }
}
