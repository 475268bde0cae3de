//! One user in the console: their page with "why can't this user sign
//! in?", profile, sessions, second factors, providers and apps, recent
//! events, and the actions of the operator's role (docs/decisions.md,
//! "Operator console"). The actions' POSTs are [`super::user_actions`].

use std::borrow::Cow;
use std::fmt::Write as _;

use accounts_domain::operators::Role;
use accounts_service::console::access::{ConsoleAction, ConsolePage, Operator};
use accounts_service::console::user_view::{Lockout, Reason, UserView};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};

use super::frame::{
    Cell, Section, button_form, form_start, frame, link, messages, minute, role_name, table,
};
use super::gate::{answer, done_of, open, or_answer};
use super::users::{enabled_word, yes_no};
use crate::common::blocking::blocking;
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::pages::errors::FailurePage;
use crate::pages::markup::escape;
use crate::paths;
use accounts_service::use_cases::console::user_view;

/// `GET /accounts/console/users/{id}`.
pub(crate) async fn page(
    state: web::Data<AppState>,
    req: HttpRequest,
    id: web::Path<String>,
) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Users).await);
    let notice = done_of(&req).and_then(|d| notice_of(&d));
    show(
        &state,
        &req,
        &operator,
        &id,
        StatusCode::OK,
        notice.as_deref(),
        None,
    )
    .await
}

/// What the last action (`?done=`) did, for the notice.
fn notice_of(done: &str) -> Option<Cow<'static, str>> {
    Some(t(match done {
        "disabled" => "console-user-done-disabled",
        "enabled" => "console-user-done-enabled",
        "signed_out" => "console-user-done-signed-out",
        "session_ended" => "console-user-done-session-ended",
        "factors_reset" => "console-user-done-factors-reset",
        "verification_sent" => "console-user-done-verification-sent",
        "role" => "console-user-done-role",
        _ => return None,
    }))
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
    let view = match blocking(move || user_view::console_user(&accounts, &wanted)).await {
        Ok(Some(view)) => view,
        Ok(None) => {
            return crate::pages::common::message(
                StatusCode::NOT_FOUND,
                &t("console-gate-not-found-title"),
                &t("console-gate-no-such-user"),
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
    let _ = writeln!(
        body,
        "<section class=\"panel\" aria-labelledby=\"why\">\n<h2 id=\"why\">{}</h2>",
        escape(&t("console-user-why-heading"))
    );
    if view.reasons.is_empty() {
        let _ = writeln!(
            body,
            "<p class=\"ok\">{}</p>",
            escape(&t("console-user-nothing-stops"))
        );
    } else {
        body.push_str("<ul class=\"reasons\">\n");
        for reason in &view.reasons {
            let _ = writeln!(body, "<li>{}</li>", escape(&reason_text(reason, now)));
        }
        body.push_str("</ul>\n");
    }
    body.push_str("</section>\n");

    let p = &user.profile;
    let _ = write!(
        body,
        "<section class=\"panel\"><h2>{}</h2><dl class=\"facts\">",
        escape(&t("console-user-profile"))
    );
    for (label, value) in [
        ("console-user-id", user.id.to_string()),
        ("console-user-address", user.email.as_str().to_owned()),
        (
            "console-user-verified",
            yes_no(user.email_verified).into_owned(),
        ),
        (
            "console-user-state",
            enabled_word(user.enabled).into_owned(),
        ),
        ("console-user-name", p.name.clone()),
        ("console-user-mobile", p.mobile.clone()),
        (
            "console-user-place",
            [p.city.as_str(), p.country.as_str()]
                .into_iter()
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ("console-user-created", minute(user.created_at)),
        (
            "console-user-console-role",
            role_name(view.role).into_owned(),
        ),
    ] {
        let _ = write!(
            body,
            "<dt>{}</dt><dd>{}</dd>",
            escape(&t(label)),
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
                    t("console-user-unknown-device").into_owned()
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
                    &t("console-user-end-session"),
                    &[("session_id", &s.id.to_string())],
                    None,
                )));
            }
            row
        })
        .collect();
    let _ = write!(
        body,
        "<section class=\"panel\"><h2>{}</h2>",
        escape(&t("console-user-sessions"))
    );
    let mut headers = vec![
        t("console-user-device"),
        t("console-user-ip-and-place"),
        t("console-user-signed-in"),
        t("console-user-last-active"),
        t("console-user-methods"),
    ];
    if end {
        headers.push(t("console-user-end-column"));
    }
    table(body, &t("console-user-sessions-caption"), &headers, &rows);
    body.push_str("</section>\n");

    let f = &view.factors;
    let none = t("console-user-factor-none");
    let _ = writeln!(
        body,
        "<section class=\"panel\"><h2>{}</h2><dl class=\"facts\">\
         <dt>{}</dt><dd>{}</dd><dt>{}</dt><dd>{}</dd>\
         <dt>{}</dt><dd>{}</dd></dl></section>",
        escape(&t("console-user-second-factors")),
        escape(&t("console-user-authenticator-app")),
        escape(&f.totp_since.map_or_else(
            || none.clone().into_owned(),
            |since| t_with(
                "console-user-totp-since",
                &[("date", minute(since).as_str().into())]
            ),
        )),
        escape(&t("console-user-recovery-codes-left")),
        f.recovery_codes_left,
        escape(&t("console-user-passkeys")),
        if f.passkeys.is_empty() {
            escape(&none)
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
    let _ = write!(
        body,
        "<section class=\"panel\"><h2>{}</h2>",
        escape(&t("console-user-providers-and-apps"))
    );
    table(
        body,
        &t("console-user-links-caption"),
        &[
            t("console-user-provider"),
            t("console-user-address-given"),
            t("console-user-linked"),
        ],
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
        &t("console-user-consents-caption"),
        &[
            t("console-user-client"),
            t("console-user-scopes"),
            t("console-user-allowed"),
        ],
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
    let _ = write!(
        body,
        "<section class=\"panel\"><h2>{}</h2>",
        escape(&t("console-user-recent-events"))
    );
    table(
        body,
        &t("console-user-events-caption"),
        &[
            t("console-user-when"),
            t("console-user-type"),
            t("console-user-actor"),
            t("console-user-ip"),
        ],
        &events,
    );
    if operator.may_see(ConsolePage::Audit) {
        let _ = writeln!(
            body,
            "<p><a href=\"{}?user={}\">{}</a></p>",
            paths::CONSOLE_AUDIT,
            user.id,
            escape(&t("console-user-every-event"))
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
            button_form(
                target,
                csrf,
                "disable",
                &t("console-user-disable"),
                &[],
                None,
            )
        } else {
            button_form(target, csrf, "enable", &t("console-user-enable"), &[], None)
        });
    }
    if may(ConsoleAction::SignOutEverywhere) && !view.sessions.is_empty() {
        buttons.push_str(&button_form(
            target,
            csrf,
            "sign_out_everywhere",
            &t("console-user-sign-out-everywhere"),
            &[],
            None,
        ));
    }
    if may(ConsoleAction::ResendVerification) && !user.email_verified {
        buttons.push_str(&button_form(
            target,
            csrf,
            "resend_verification",
            &t("console-user-resend-verification"),
            &[],
            None,
        ));
    }
    if may(ConsoleAction::ResetSecondFactors) {
        buttons.push_str(&button_form(
            target,
            csrf,
            "reset_factors",
            &t("console-user-reset-factors"),
            &[],
            Some(&t("console-user-reset-factors-confirm")),
        ));
    }
    if may(ConsoleAction::DeleteUser) {
        buttons.push_str(&button_form(
            target,
            csrf,
            "delete",
            &t("console-user-delete"),
            &[],
            Some(&t("console-user-delete-confirm")),
        ));
    }
    if !buttons.is_empty() {
        let _ = writeln!(
            body,
            "<section class=\"panel\"><h2>{}</h2>{buttons}</section>",
            escape(&t("console-user-actions"))
        );
    }
    if may(ConsoleAction::ChangeRole) {
        let mut options = String::new();
        // The option's value is the stored name the form posts; its text
        // is the name the console shows.
        for role in [
            None,
            Some(Role::Viewer),
            Some(Role::Support),
            Some(Role::Admin),
        ] {
            let selected = if role == view.role { " selected" } else { "" };
            let _ = write!(
                options,
                "<option value=\"{}\"{selected}>{}</option>",
                Role::name_of(role),
                escape(&role_name(role))
            );
        }
        let _ = writeln!(
            body,
            "<section class=\"panel\"><h2>{}</h2>{}<div class=\"row\"><div>\
             <label for=\"role\">{}</label><select id=\"role\" name=\"role\">{options}</select>\
             </div><div><button type=\"submit\">{}</button></div></div></form>\
             <p class=\"meta\">{}</p></section>",
            escape(&t("console-user-role-heading")),
            form_start(target, csrf, "role", ""),
            escape(&t("console-user-role-label")),
            escape(&t("console-user-set-role")),
            escape(&t("console-user-role-help")),
        );
    }
}

/// A reason the user cannot sign in, as a sentence (the service hands
/// over the reason; its words are the catalogue's).
fn reason_text(reason: &Reason, now: time::OffsetDateTime) -> String {
    match reason {
        Reason::Disabled => t("console-user-reason-disabled").into_owned(),
        Reason::AddressUnverified => t("console-user-reason-unverified").into_owned(),
        Reason::LockedOut { by, until } => {
            let minutes = (*until - now).whole_minutes().max(0) + 1;
            let until = minute(*until);
            match by {
                Lockout::Password { ip } => t_with(
                    "console-user-reason-locked-password",
                    &[
                        ("ip", ip.into()),
                        ("until", until.as_str().into()),
                        ("minutes", minutes.into()),
                    ],
                ),
                Lockout::SecondStep => t_with(
                    "console-user-reason-locked-second-step",
                    &[
                        ("until", until.as_str().into()),
                        ("minutes", minutes.into()),
                    ],
                ),
            }
        }
        Reason::NoUsablePassword { providers } => {
            if providers.is_empty() {
                t("console-user-reason-passkey-only").into_owned()
            } else {
                t_with(
                    "console-user-reason-providers-only",
                    &[("providers", providers.join(", ").as_str().into())],
                )
            }
        }
        Reason::SecondFactorDue { clients } => t_with(
            "console-user-reason-second-factor-due",
            &[
                ("clients", clients.join(", ").as_str().into()),
                ("count", clients.len().into()),
            ],
        ),
        Reason::DeletionScheduled { due } => t_with(
            "console-user-reason-deletion-scheduled",
            &[("date", minute(*due).as_str().into())],
        ),
    }
}
