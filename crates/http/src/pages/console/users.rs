//! The console's users: the list (search, pages), and the words for a
//! user's state that the list and one user's page ([`super::user_page`])
//! share.

use std::borrow::Cow;
use std::fmt::Write as _;

use accounts_service::console::access::ConsolePage;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::frame::{Cell, Section, frame, link, messages, minute, table};
use super::gate::{answer, done_of, open, or_answer};
use crate::common::blocking::blocking;
use crate::common::language::{t, t_with};
use crate::common::state::AppState;
use crate::pages::errors::FailurePage;
use crate::pages::markup::escape;
use crate::paths;
use accounts_service::use_cases::console::user_view;

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
        .map(|_| t("console-users-deleted"));
    let accounts = state.accounts.clone();
    let (q, cursor) = (query.q.clone(), query.cursor.clone());
    let page = match blocking(move || {
        user_view::console_users(&accounts, q.as_deref(), cursor.as_deref())
    })
    .await
    {
        Ok(page) => page,
        Err(e) => return e.page(),
    };
    let q = query.q.unwrap_or_default();
    let mut body = String::new();
    messages(&mut body, notice.as_deref(), None);
    let _ = writeln!(
        body,
        "<section class=\"panel\"><form method=\"get\" action=\"{}\" role=\"search\" class=\"row\">\
         <div><label for=\"q\">{}</label>\
         <input type=\"text\" id=\"q\" name=\"q\" value=\"{}\" autocomplete=\"off\" \
         spellcheck=\"false\"></div><div><button type=\"submit\">{}</button></div></form>\
         <p class=\"meta\">{}</p></section>",
        paths::CONSOLE_USERS,
        escape(&t("console-users-search-label")),
        escape(&q),
        escape(&t("console-users-search")),
        escape(&t("console-users-search-help")),
    );
    let rows: Vec<Vec<Cell>> = page
        .users
        .iter()
        .map(|u| {
            let href = paths::CONSOLE_USER.replace("{id}", &u.id.to_string());
            vec![
                link(&href, u.email.as_str()),
                Cell::Text(u.profile.name.clone()),
                Cell::Text(yes_no(u.email_verified).into_owned()),
                Cell::Text(enabled_word(u.enabled).into_owned()),
                Cell::Text(minute(u.created_at)),
            ]
        })
        .collect();
    body.push_str("<section class=\"panel\">");
    let caption = if q.is_empty() {
        t("console-users-caption").into_owned()
    } else {
        t_with("console-users-matching", &[("query", q.as_str().into())])
    };
    table(
        &mut body,
        &caption,
        &[
            t("console-users-address"),
            t("console-users-name"),
            t("console-users-verified"),
            t("console-users-state"),
            t("console-users-created"),
        ],
        &rows,
    );
    if let Some(next) = page.next_cursor {
        let query = serde_urlencoded::to_string([("q", q.as_str()), ("cursor", next.as_str())])
            .unwrap_or_default();
        let _ = writeln!(
            body,
            "<p><a href=\"{}?{}\">{}</a></p>",
            paths::CONSOLE_USERS,
            escape(&query),
            escape(&t("console-users-next-page"))
        );
    }
    body.push_str("</section>\n");
    let html = frame(&operator, Section::Users, &t("console-users-title"), &body);
    answer(&state, &req, StatusCode::OK, |_| html)
}

/// "yes" or "no", as the console says whether an address is verified.
pub(super) fn yes_no(yes: bool) -> Cow<'static, str> {
    t(if yes {
        "console-users-yes"
    } else {
        "console-users-no"
    })
}

/// A user's state as the console names it.
pub(super) fn enabled_word(enabled: bool) -> Cow<'static, str> {
    t(if enabled {
        "console-users-enabled"
    } else {
        "console-users-disabled"
    })
}
