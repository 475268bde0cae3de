//! The console's users: the list (search, pages), and one user's page
//! with "why can't this user sign in?" and the actions of the operator's
//! role.

use std::fmt::Write as _;

use accounts_domain::operators::Role;
use accounts_service::console::access::{ConsoleAction, ConsolePage, Operator};
use accounts_service::console::user_view::{Lockout, Reason, UserView};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::frame::{Cell, Section, button_form, form_start, frame, link, messages, minute, table};
use super::gate::{answer, done_of, open, or_answer};
use crate::app::state::AppState;
use crate::common::blocking::blocking;
use crate::pages::errors::FailurePage;
use crate::pages::markup::escape;
use crate::paths;

/// The list's query.
#[derive(Debug, Default, Deserialize)]
struct ListQuery {
    q: Option<String>,
    cursor: Option<String>,
}

/// `GET /accounts/console/users`.
pub(crate) async fn list(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Users).await);
    let query = serde_urlencoded::from_str::<ListQuery>(req.query_string()).unwrap_or_default();
    let notice = done_of(&req)
        .filter(|d| d == "deleted")
        .map(|_| "The user is deleted.");
    let accounts = state.accounts.clone();
    let (q, cursor) = (query.q.clone(), query.cursor.clone());
    let page = match blocking(move || accounts.console_users(q.as_deref(), cursor.as_deref())).await
    {
        Ok(page) => page,
        Err(e) => return e.page(),
    };
    let q = query.q.unwrap_or_default();
    let mut body = String::new();
    messages(&mut body, notice, None);
    let _ = writeln!(
        body,
        "<section class=\"panel\"><form method=\"get\" action=\"{}\" role=\"search\" class=\"row\">\
         <div><label for=\"q\">Address, name or user id</label>\
         <input type=\"text\" id=\"q\" name=\"q\" value=\"{}\" autocomplete=\"off\" \
         spellcheck=\"false\"></div><div><button type=\"submit\">Search</button></div></form>\
         <p class=\"meta\">Addresses and names match from their start; an id matches whole.</p></section>",
        paths::CONSOLE_USERS,
        escape(&q)
    );
    let rows: Vec<Vec<Cell>> = page
        .users
        .iter()
        .map(|u| {
            let href = paths::CONSOLE_USER.replace("{id}", &u.id.to_string());
            vec![
                link(&href, u.email.as_str()),
                Cell::Text(u.profile.name.clone()),
                Cell::Text(if u.email_verified { "yes" } else { "no" }.into()),
                Cell::Text(if u.enabled { "enabled" } else { "disabled" }.into()),
                Cell::Text(minute(u.created_at)),
            ]
        })
        .collect();
    body.push_str("<section class=\"panel\">");
    table(
        &mut body,
        if q.is_empty() {
            "Users, oldest first".to_owned()
        } else {
            format!("Users matching \u{201c}{q}\u{201d}")
        }
        .as_str(),
        &["Address", "Name", "Verified", "State", "Created"],
        &rows,
    );
    if let Some(next) = page.next_cursor {
        let query = serde_urlencoded::to_string([("q", q.as_str()), ("cursor", next.as_str())])
            .unwrap_or_default();
        let _ = writeln!(
            body,
            "<p><a href=\"{}?{}\">Next page</a></p>",
            paths::CONSOLE_USERS,
            escape(&query)
        );
    }
    body.push_str("</section>\n");
    let html = frame(&operator, Section::Users, "Users", &body);
    answer(&state, &req, StatusCode::OK, |_| html)
}

/// `GET /accounts/console/users/{id}`.
pub(crate) async fn page(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Users).await);
    let notice = done_of(&req).and_then(|d| notice_of(&d));
    show(&state, &req, &operator, &id, StatusCode::OK, notice, None).await
}

fn notice_of(done: &str) -> Option<&'static str> {
    Some(match done {
        "disabled" => "The user is disabled: every session ended.",
        "enabled" => "The user is enabled: they can sign in again.",
        "signed_out" => "Every session of the user ended.",
        "session_ended" => "The session ended.",
        "factors_reset" => "The user's second factors are removed; they were told by mail.",
        "verification_sent" => "The verification mail is on its way.",
        "role" => "The role is changed.",
        _ => return None,
    })
}

pub(super) async fn show(
    state: &AppState,
    req: &HttpRequest,
    operator: &Operator,
    id: &str,
    status: StatusCode,
    notice: Option<&str>,
    error: Option<&str>,
) -> HttpResponse {
    let accounts = state.accounts.clone();
    let wanted = id.to_owned();
    let view = match blocking(move || accounts.console_user(&wanted)).await {
        Ok(Some(view)) => view,
        Ok(None) => {
            return crate::pages::common::message(
                StatusCode::NOT_FOUND,
                "Not found",
                "There is no such user.",
            );
        }
        Err(e) => return e.page(),
    };
    let title = view.user.email.as_str().to_owned();
    answer(state, req, status, |csrf| {
        let mut body = String::new();
        messages(&mut body, notice, error);
        render(&mut body, operator, &view, csrf, state.accounts.now());
        frame(operator, Section::Users, &title, &body)
    })
}

fn render(
    body: &mut String,
    operator: &Operator,
    view: &UserView,
    csrf: &str,
    now: time::OffsetDateTime,
) {
    let user = &view.user;
    let target = paths::CONSOLE_USER.replace("{id}", &user.id.to_string());
    body.push_str("<section class=\"panel\" aria-labelledby=\"why\">\n<h2 id=\"why\">Why can\u{2019}t this user sign in?</h2>\n");
    if view.reasons.is_empty() {
        body.push_str("<p class=\"ok\">Nothing stops this user from signing in now.</p>\n");
    } else {
        body.push_str("<ul class=\"reasons\">\n");
        for reason in &view.reasons {
            let _ = writeln!(body, "<li>{}</li>", escape(&reason_text(reason, now)));
        }
        body.push_str("</ul>\n");
    }
    body.push_str("</section>\n");

    let p = &user.profile;
    body.push_str("<section class=\"panel\"><h2>Profile</h2><dl class=\"facts\">");
    for (label, value) in [
        ("User id", user.id.to_string()),
        ("Address", user.email.as_str().to_owned()),
        (
            "Verified",
            if user.email_verified { "yes" } else { "no" }.to_owned(),
        ),
        (
            "State",
            if user.enabled { "enabled" } else { "disabled" }.to_owned(),
        ),
        ("Name", p.name.clone()),
        ("Mobile", p.mobile.clone()),
        (
            "Place",
            [p.city.as_str(), p.country.as_str()]
                .into_iter()
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ("Created", minute(user.created_at)),
        ("Console role", Role::name_of(view.role).to_owned()),
    ] {
        let _ = write!(
            body,
            "<dt>{}</dt><dd>{}</dd>",
            escape(label),
            escape(&value)
        );
    }
    body.push_str("</dl></section>\n");

    actions(body, operator, view, &target, csrf);

    let end = operator.may_do_to(ConsoleAction::EndSession, &user.id.to_string(), view.role);
    let rows: Vec<Vec<Cell>> = view
        .sessions
        .iter()
        .map(|s| {
            let d = &s.details.device;
            let device = [
                d.device.brand.as_str(),
                d.device.model.as_str(),
                d.os.name.as_str(),
                d.client.name.as_str(),
            ]
            .into_iter()
            .filter(|p| !p.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
            let g = &s.details.geo;
            let place = [s.details.ip.as_str(), g.city.as_str(), g.country.as_str()]
                .into_iter()
                .filter(|p| !p.is_empty())
                .collect::<Vec<_>>()
                .join(", ");
            let mut row = vec![
                Cell::Text(if device.is_empty() {
                    "Unknown device".into()
                } else {
                    device
                }),
                Cell::Text(place),
                Cell::Text(minute(s.authenticated_at)),
                Cell::Text(minute(s.last_seen_at)),
                Cell::Text(s.auth.amr().join(", ")),
            ];
            if end {
                row.push(Cell::Html(button_form(
                    &target,
                    csrf,
                    "end_session",
                    "End",
                    &[("session_id", &s.id.to_string())],
                    None,
                )));
            }
            row
        })
        .collect();
    body.push_str("<section class=\"panel\"><h2>Sessions</h2>");
    let mut headers = vec![
        "Device",
        "IP and place",
        "Signed in",
        "Last active",
        "Methods",
    ];
    if end {
        headers.push("End");
    }
    table(body, "Live sessions, most recent first", &headers, &rows);
    body.push_str("</section>\n");

    let f = &view.factors;
    body.push_str("<section class=\"panel\"><h2>Second factors</h2><dl class=\"facts\">");
    let _ = writeln!(
        body,
        "<dt>Authenticator app</dt><dd>{}</dd><dt>Recovery codes left</dt><dd>{}</dd>\
         <dt>Passkeys</dt><dd>{}</dd></dl></section>",
        f.totp_since
            .map_or_else(|| "none".to_owned(), |t| format!("since {}", minute(t))),
        f.recovery_codes_left,
        if f.passkeys.is_empty() {
            "none".to_owned()
        } else {
            escape(
                &f.passkeys
                    .iter()
                    .map(|p| p.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
            )
        },
    );

    let links: Vec<Vec<Cell>> = view
        .links
        .iter()
        .map(|l| {
            vec![
                Cell::Text(l.provider.clone()),
                Cell::Text(l.email.clone().unwrap_or_default()),
                Cell::Text(minute(l.linked_at)),
            ]
        })
        .collect();
    body.push_str("<section class=\"panel\"><h2>Providers and apps</h2>");
    table(
        body,
        "Linked providers",
        &["Provider", "Address given", "Linked"],
        &links,
    );
    let consents: Vec<Vec<Cell>> = view
        .consents
        .iter()
        .map(|c| {
            vec![
                link(
                    &paths::CONSOLE_CLIENT.replace("{id}", &c.client_id.to_string()),
                    &c.client_id.to_string(),
                ),
                Cell::Text(c.scopes.to_string()),
                Cell::Text(minute(c.granted_at)),
            ]
        })
        .collect();
    table(
        body,
        "Consents to third-party apps",
        &["Client", "Scopes", "Allowed"],
        &consents,
    );
    body.push_str("</section>\n");

    let events: Vec<Vec<Cell>> = view
        .events
        .iter()
        .map(|e| {
            vec![
                Cell::Text(minute(e.event.at)),
                Cell::Text(e.event.action.as_str().to_owned()),
                Cell::Text(e.event.actor.clone()),
                Cell::Text(e.event.ip.clone()),
            ]
        })
        .collect();
    body.push_str("<section class=\"panel\"><h2>Recent events</h2>");
    table(
        body,
        "The newest audit events about the user",
        &["When", "Type", "Actor", "IP"],
        &events,
    );
    if operator.may_see(ConsolePage::Audit) {
        let _ = writeln!(
            body,
            "<p><a href=\"{}?user={}\">Every event about the user</a></p>",
            paths::CONSOLE_AUDIT,
            user.id
        );
    }
    body.push_str("</section>\n");
}

/// The buttons of the operator's role (others are refused on the server
/// too; these are only the ones worth showing).
fn actions(body: &mut String, operator: &Operator, view: &UserView, target: &str, csrf: &str) {
    let user = &view.user;
    let id = user.id.to_string();
    let may = |action| operator.may_do_to(action, &id, view.role);
    let mut buttons = String::new();
    if may(ConsoleAction::DisableOrEnable) {
        buttons.push_str(&if user.enabled {
            button_form(target, csrf, "disable", "Disable", &[], None)
        } else {
            button_form(target, csrf, "enable", "Enable", &[], None)
        });
    }
    if may(ConsoleAction::SignOutEverywhere) && !view.sessions.is_empty() {
        buttons.push_str(&button_form(
            target,
            csrf,
            "sign_out_everywhere",
            "Sign out everywhere",
            &[],
            None,
        ));
    }
    if may(ConsoleAction::ResendVerification) && !user.email_verified {
        buttons.push_str(&button_form(
            target,
            csrf,
            "resend_verification",
            "Resend the verification mail",
            &[],
            None,
        ));
    }
    if may(ConsoleAction::ResetSecondFactors) {
        buttons.push_str(&button_form(
            target,
            csrf,
            "reset_factors",
            "Reset second factors",
            &[],
            Some("Remove the authenticator app, recovery codes and passkeys"),
        ));
    }
    if may(ConsoleAction::DeleteUser) {
        buttons.push_str(&button_form(
            target,
            csrf,
            "delete",
            "Delete the user",
            &[],
            Some("Delete this account and everything about it, now"),
        ));
    }
    if !buttons.is_empty() {
        let _ = writeln!(
            body,
            "<section class=\"panel\"><h2>Actions</h2>{buttons}</section>"
        );
    }
    if may(ConsoleAction::ChangeRole) {
        let mut options = String::new();
        for name in ["none", "viewer", "support", "admin"] {
            let selected = if Role::name_of(view.role) == name {
                " selected"
            } else {
                ""
            };
            let _ = write!(
                options,
                "<option value=\"{name}\"{selected}>{name}</option>"
            );
        }
        let _ = writeln!(
            body,
            "<section class=\"panel\"><h2>Console role</h2>{}<div class=\"row\"><div>\
             <label for=\"role\">Role</label><select id=\"role\" name=\"role\">{options}</select>\
             </div><div><button type=\"submit\">Set the role</button></div></div></form>\
             <p class=\"meta\">Viewers read every page; support also disables and enables users, \
             signs them out, resets their second factors and resends verification mail; admins \
             do everything.</p></section>",
            form_start(target, csrf, "role", "")
        );
    }
}

fn reason_text(reason: &Reason, now: time::OffsetDateTime) -> String {
    match reason {
        Reason::Disabled => "The account is disabled by an operator.".into(),
        Reason::AddressUnverified => {
            "The address is not verified: a password sign-in is refused until the link in the verification mail is used.".into()
        }
        Reason::LockedOut { by, until } => {
            let minutes = (*until - now).whole_minutes().max(0) + 1;
            match by {
                Lockout::Password { ip } => format!(
                    "Locked out after wrong passwords from {ip} until {} (about {minutes} min; the sign-in throttle).",
                    minute(*until)
                ),
                Lockout::SecondStep => format!(
                    "The second step is locked after wrong codes until {} (about {minutes} min; the second-factor throttle).",
                    minute(*until)
                ),
            }
        }
        Reason::NoUsablePassword { providers } => {
            if providers.is_empty() {
                "The account has no password: it signs in only with a passkey (or after a password reset).".into()
            } else {
                format!(
                    "The account has no password: it signs in only through {} (or after a password reset).",
                    providers.join(", ")
                )
            }
        }
        Reason::SecondFactorDue { clients } => format!(
            "No second factor is set up, and {} ask for a two-factor sign-in: the user must add one first.",
            clients.join(", ")
        ),
        Reason::DeletionScheduled { due } => format!(
            "The user asked to delete the account: it goes on {} unless they sign in before.",
            minute(*due)
        ),
    }
}
