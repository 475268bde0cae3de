//! The console's overview: the figures an operator checks first, and the
//! last 24 hours of sign-ins as a chart drawn on the server (an SVG, no
//! script).

use std::fmt::Write as _;

use accounts_domain::keys::KeyState;
use accounts_domain::operators::HourOfSignIns;
use accounts_service::console::access::ConsolePage;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};

use super::frame::{Cell, Section, age, frame, minute, table};
use super::gate::{open, or_answer};
use crate::common::blocking::blocking;
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::pages::errors::FailurePage;
use crate::pages::markup::escape;
use crate::paths;
use accounts_service::use_cases::console::overview;

/// `GET /accounts/console/`.
pub(crate) async fn page(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Overview).await);
    let accounts = state.accounts.clone();
    let overview = match blocking(move || overview::console_overview(&accounts)).await {
        Ok(overview) => overview,
        Err(e) => return e.page(),
    };
    let now = state.accounts.now();
    let c = &overview.counts;
    let mut body = String::from("<div class=\"figures\">\n");
    let users_link = if operator.may_see(ConsolePage::Users) {
        format!(
            " <a href=\"{}\">{}</a>",
            paths::CONSOLE_USERS,
            escape(&t("console-overview-find-user"))
        )
    } else {
        String::new()
    };
    let (succeeded, failed) = c
        .sign_ins
        .iter()
        .fold((0, 0), |(s, f), h| (s + h.succeeded, f + h.failed));
    for (label, value, extra) in [
        ("console-overview-accounts", c.users, users_link.as_str()),
        ("console-overview-live-sessions", c.live_sessions, ""),
        ("console-overview-sign-ins", succeeded, ""),
        ("console-overview-failed-sign-ins", failed, ""),
        ("console-overview-lockouts", c.lockouts, ""),
        (
            "console-overview-failing-deliveries",
            c.failing_deliveries,
            "",
        ),
    ] {
        let _ = writeln!(
            body,
            "<div class=\"figure\"><span class=\"meta\">{}</span><strong>{value}</strong>{extra}</div>",
            escape(&t(label))
        );
    }
    body.push_str("</div>\n");
    let _ = writeln!(
        body,
        "<section class=\"panel\" aria-labelledby=\"chart-title\">\n\
         <h2 id=\"chart-title\">{}</h2>\n{}\
         <p class=\"meta\">{}</p>\n</section>",
        escape(&t("console-overview-chart-heading")),
        chart(&c.sign_ins),
        escape(&t_with(
            "console-overview-counted",
            &[("at", minute(overview.counted_at).as_str().into())]
        ))
    );
    let rows: Vec<Vec<Cell>> = overview
        .keys
        .iter()
        .map(|k| {
            vec![
                Cell::Text(k.kid.to_string()),
                Cell::Text(format!("{:?}", k.algorithm)),
                Cell::Text(key_state(k.state).into_owned()),
                Cell::Text(age(k.created_at, now)),
                Cell::Text(k.activated_at.map(|a| age(a, now)).unwrap_or_default()),
            ]
        })
        .collect();
    let _ = writeln!(
        body,
        "<section class=\"panel\">\n<h2>{}</h2>",
        escape(&t("console-overview-keys-heading"))
    );
    table(
        &mut body,
        &t("console-overview-keys-caption"),
        &[
            t("console-overview-key"),
            t("console-overview-algorithm"),
            t("console-overview-state"),
            t("console-overview-age"),
            t("console-overview-signing-for"),
        ],
        &rows,
    );
    if operator.may_see(ConsolePage::Configuration) {
        let _ = writeln!(
            body,
            "<p><a href=\"{}\">{}</a></p>",
            paths::CONSOLE_KEYS,
            escape(&t("console-overview-keys-link"))
        );
    }
    body.push_str("</section>\n");
    let html = frame(
        &operator,
        Section::Overview,
        &t("console-overview-title"),
        &body,
    );
    super::gate::answer(&state, &req, StatusCode::OK, |_| html)
}

/// A signing key's state as the console names it.
fn key_state(state: KeyState) -> std::borrow::Cow<'static, str> {
    t(match state {
        KeyState::Pending => "console-overview-key-pending",
        KeyState::Active => "console-overview-key-active",
        KeyState::Retired => "console-overview-key-retired",
    })
}

/// 24 hourly bars, successes stacked under failures, with the numbers in
/// each bar's title and in a text summary for screen readers.
fn chart(hours: &[HourOfSignIns]) -> String {
    const WIDTH: usize = 600;
    const HEIGHT: u64 = 120;
    let highest = hours
        .iter()
        .map(|h| h.succeeded + h.failed)
        .max()
        .unwrap_or(0)
        .max(1);
    let slot = WIDTH / hours.len().max(1);
    let bar = slot.saturating_sub(2).max(1);
    let (succeeded, failed) = hours
        .iter()
        .fold((0, 0), |(s, f), h| (s + h.succeeded, f + h.failed));
    let mut svg = format!(
        "<svg class=\"chart\" viewBox=\"0 0 {WIDTH} {h}\" role=\"img\" \
         aria-label=\"{}\">\n",
        escape(&t_with(
            "console-overview-chart-label",
            &[("succeeded", succeeded.into()), ("failed", failed.into())]
        )),
        h = HEIGHT + 20,
    );
    for (i, hour) in hours.iter().enumerate() {
        let x = i * slot;
        let ok = hour.succeeded * HEIGHT / highest;
        let bad = hour.failed * HEIGHT / highest;
        let time = format!("{:02}:00 UTC", hour.hour.rem_euclid(24));
        let _ = writeln!(
            svg,
            "<g><title>{}</title>\
             <rect x=\"{x}\" y=\"{}\" width=\"{bar}\" height=\"{ok}\" fill=\"#15803d\"/>\
             <rect x=\"{x}\" y=\"{}\" width=\"{bar}\" height=\"{bad}\" fill=\"#b91c1c\"/></g>",
            escape(&t_with(
                "console-overview-chart-hour",
                &[
                    ("time", time.as_str().into()),
                    ("succeeded", hour.succeeded.into()),
                    ("failed", hour.failed.into()),
                ]
            )),
            HEIGHT - ok,
            HEIGHT - ok - bad,
        );
    }
    let _ = writeln!(
        svg,
        "<line x1=\"0\" y1=\"{HEIGHT}\" x2=\"{WIDTH}\" y2=\"{HEIGHT}\" stroke=\"#6b7280\"/>\
         <text x=\"0\" y=\"{y}\" font-size=\"12\" fill=\"#374151\">{start}</text>\
         <text x=\"{WIDTH}\" y=\"{y}\" font-size=\"12\" fill=\"#374151\" text-anchor=\"end\">{end}</text>\
         </svg>\n<p class=\"meta\"><span class=\"ok\">■</span> {ok} \
         <span class=\"bad\">■</span> {bad}</p>",
        y = HEIGHT + 16,
        start = escape(&t("console-overview-chart-start")),
        end = escape(&t("console-overview-chart-end")),
        ok = escape(&t_with(
            "console-overview-legend-succeeded",
            &[("count", succeeded.into())]
        )),
        bad = escape(&t_with(
            "console-overview-legend-failed",
            &[("count", failed.into())]
        )),
    );
    svg
}
