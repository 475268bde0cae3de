//! The console's overview: the figures an operator checks first, and the
//! last 24 hours of sign-ins as a chart drawn on the server (an SVG, no
//! script).

use std::fmt::Write as _;

use accounts_domain::operators::HourOfSignIns;
use accounts_service::console::access::ConsolePage;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};

use super::frame::{Cell, Section, age, frame, minute, table};
use super::gate::{open, or_answer};
use crate::app::state::AppState;
use crate::common::blocking::blocking;
use crate::pages::errors::FailurePage;
use crate::pages::markup::escape;
use crate::paths;

/// `GET /accounts/console/`.
pub(crate) async fn page(state: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let operator = or_answer!(open(&state, &req, ConsolePage::Overview).await);
    let accounts = state.accounts.clone();
    let overview = match blocking(move || accounts.console_overview()).await {
        Ok(overview) => overview,
        Err(e) => return e.page(),
    };
    let now = state.accounts.now();
    let c = &overview.counts;
    let mut body = String::from("<div class=\"figures\">\n");
    let users_link = if operator.may_see(ConsolePage::Users) {
        format!(" <a href=\"{}\">Find a user</a>", paths::CONSOLE_USERS)
    } else {
        String::new()
    };
    let (succeeded, failed) = c
        .sign_ins
        .iter()
        .fold((0, 0), |(s, f), h| (s + h.succeeded, f + h.failed));
    for (label, value, extra) in [
        ("Accounts", c.users, users_link.as_str()),
        ("Live sessions", c.live_sessions, ""),
        ("Sign-ins, 24 h", succeeded, ""),
        ("Failed sign-ins, 24 h", failed, ""),
        ("Lockouts now", c.lockouts, ""),
        ("Failing webhook deliveries", c.failing_deliveries, ""),
    ] {
        let _ = writeln!(
            body,
            "<div class=\"figure\"><span class=\"meta\">{label}</span><strong>{value}</strong>{extra}</div>"
        );
    }
    body.push_str("</div>\n");
    let _ = writeln!(
        body,
        "<section class=\"panel\" aria-labelledby=\"chart-title\">\n\
         <h2 id=\"chart-title\">Sign-ins in the last 24 hours</h2>\n{}\
         <p class=\"meta\">Counted {} (figures are at most a minute old).</p>\n</section>",
        chart(&c.sign_ins),
        minute(overview.counted_at)
    );
    let rows: Vec<Vec<Cell>> = overview
        .keys
        .iter()
        .map(|k| {
            vec![
                Cell::Text(k.kid.to_string()),
                Cell::Text(format!("{:?}", k.algorithm)),
                Cell::Text(k.state.as_str().to_owned()),
                Cell::Text(age(k.created_at, now)),
                Cell::Text(k.activated_at.map(|a| age(a, now)).unwrap_or_default()),
            ]
        })
        .collect();
    body.push_str("<section class=\"panel\">\n<h2>Signing keys</h2>\n");
    table(
        &mut body,
        "Signing keys, newest first",
        &["Key", "Algorithm", "State", "Age", "Signing for"],
        &rows,
    );
    if operator.may_see(ConsolePage::Configuration) {
        let _ = writeln!(
            body,
            "<p><a href=\"{}\">Keys and rotation</a></p>",
            paths::CONSOLE_KEYS
        );
    }
    body.push_str("</section>\n");
    let html = frame(&operator, Section::Overview, "Overview", &body);
    super::gate::answer(&state, &req, StatusCode::OK, |_| html)
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
        escape(&format!(
            "Sign-ins per hour over the last 24 hours: {succeeded} succeeded, {failed} failed"
        )),
        h = HEIGHT + 20,
    );
    for (i, hour) in hours.iter().enumerate() {
        let x = i * slot;
        let ok = hour.succeeded * HEIGHT / highest;
        let bad = hour.failed * HEIGHT / highest;
        let _ = writeln!(
            svg,
            "<g><title>{:02}:00 UTC: {} succeeded, {} failed</title>\
             <rect x=\"{x}\" y=\"{}\" width=\"{bar}\" height=\"{ok}\" fill=\"#15803d\"/>\
             <rect x=\"{x}\" y=\"{}\" width=\"{bar}\" height=\"{bad}\" fill=\"#b91c1c\"/></g>",
            hour.hour.rem_euclid(24),
            hour.succeeded,
            hour.failed,
            HEIGHT - ok,
            HEIGHT - ok - bad,
        );
    }
    let _ = writeln!(
        svg,
        "<line x1=\"0\" y1=\"{HEIGHT}\" x2=\"{WIDTH}\" y2=\"{HEIGHT}\" stroke=\"#6b7280\"/>\
         <text x=\"0\" y=\"{y}\" font-size=\"12\" fill=\"#374151\">24 hours ago</text>\
         <text x=\"{WIDTH}\" y=\"{y}\" font-size=\"12\" fill=\"#374151\" text-anchor=\"end\">now</text>\
         </svg>\n<p class=\"meta\"><span class=\"ok\">■</span> succeeded ({succeeded}) \
         <span class=\"bad\">■</span> failed ({failed})</p>",
        y = HEIGHT + 16,
    );
    svg
}
