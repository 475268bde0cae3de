//! What every console page is made of: the frame (header, the
//! navigation the operator's role may open, the main region), notices,
//! tables, forms with the CSRF token, and dates. Plain HTML and CSS; the
//! console works without any script.

use std::borrow::Cow;
use std::fmt::Write as _;

use accounts_domain::operators::Role;
use accounts_domain::timestamp::UtcTimestamp;
use accounts_service::console::access::{ConsolePage, Operator};
use time::OffsetDateTime;

use crate::common::language::{t, t_with};
use crate::pages::markup::{STYLE, escape, html_lang};
use crate::paths;

/// The console's own rules on top of the pages' stylesheet: a wide main
/// column, a header with the navigation, tables that scroll sideways on a
/// phone instead of overflowing it. Sides are logical (`inline-start`),
/// so that a right-to-left language mirrors the page; only the chart
/// keeps left-to-right, its time axis and labels being placed by `x`.
/// The language picker under the main column keeps the pages' look
/// (`nav.languages` in [`STYLE`]), closer to the column and off the
/// window's bottom edge.
const CONSOLE_STYLE: &str = "\
main.console{max-width:72rem;padding:1rem}\
main.console h1{overflow-wrap:anywhere}\
section.panel>h2:first-child,section.panel>.scroll:first-child{margin-top:0}\
caption{text-align:start;padding:0 0 .25rem}\
header.console{background:#1e3a8a;color:#fff;padding:.5rem 1rem}\
header.console a{color:#fff}\
header.console .who{font-size:.9rem;margin:0 0 .25rem}\
nav.console ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}\
nav.console a{display:inline-block;padding:.35rem 0;text-decoration:none;font-weight:600}\
nav.console a[aria-current=page]{text-decoration:underline;text-underline-offset:.3em}\
section.panel{background:#fff;border-radius:.75rem;padding:1rem 1.25rem;margin:0 0 1rem;\
box-shadow:0 1px 3px rgba(0,0,0,.12)}\
.scroll{overflow-x:auto}\
table{border-collapse:collapse;width:100%;font-size:.95rem}\
th,td{text-align:start;padding:.4rem .5rem;border-bottom:1px solid #e5e7eb;vertical-align:top;\
overflow-wrap:break-word}\
.scroll table{min-width:40rem}\
th{font-weight:600;color:#374151}\
dl.facts{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:0}\
dl.facts dt{font-weight:600}dl.facts dd{margin:0;overflow-wrap:anywhere}\
.figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:.75rem}\
.figure{background:#fff;border-radius:.75rem;padding:.75rem 1rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}\
.figure strong{display:block;font-size:1.75rem}\
form.inline{display:inline}\
form.inline button,button.small{width:auto;margin-block:.25rem;margin-inline:0 .25rem;padding:.45rem .9rem;font-size:.95rem}\
.row{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:flex-end}\
.row>div{flex:1 1 12rem}\
.row button{width:auto}\
label.check{display:flex;gap:.5rem;align-items:center;font-weight:400;margin:.5rem 0}\
ul.reasons{margin:.25rem 0 0;padding-inline-start:1.25rem}\
.ok{color:#065f46}.bad{color:#991b1b}\
select{width:100%;padding:.7rem;font-size:1rem;border:1px solid #9ca3af;border-radius:.5rem;\
background:#fff;color:inherit}\
textarea{width:100%;padding:.6rem;font:1rem ui-monospace,monospace;border:1px solid #9ca3af;\
border-radius:.5rem}\
svg.chart{width:100%;height:auto;max-height:12rem;direction:ltr}\
nav.languages{margin:.5rem 0 0;padding:0 1rem 1.5rem}";

/// A console page's frame around `body`.
pub(super) fn frame(operator: &Operator, current: Section, title: &str, body: &str) -> String {
    let mut nav = String::new();
    for section in Section::ALL {
        if !operator.may_see(section.page()) {
            continue;
        }
        let current = if section == current {
            " aria-current=\"page\""
        } else {
            ""
        };
        let _ = write!(
            nav,
            "<li><a href=\"{}\"{current}>{}</a></li>",
            section.path(),
            escape(&section.label())
        );
    }
    let (lang, dir) = html_lang();
    let mut languages = String::new();
    crate::pages::markup::picker(&mut languages);
    format!(
        "<!doctype html>\n<html lang=\"{lang}\" dir=\"{dir}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{page_title}</title>\n<style>{STYLE}{CONSOLE_STYLE}</style>\n</head>\n<body>\n\
         <header class=\"console\">\n<p class=\"who\">{who} · \
         <a href=\"{account}\">{your_account}</a></p>\n\
         <nav class=\"console\" aria-label=\"{nav_label}\"><ul>{nav}</ul></nav>\n</header>\n\
         <main class=\"console\">\n<h1>{title}</h1>\n{body}</main>\n{languages}</body>\n</html>\n",
        page_title = escape(&t_with("console-nav-page-title", &[("page", title.into())])),
        title = escape(title),
        who = escape(&t_with(
            "console-nav-signed-in",
            &[
                ("email", operator.signed_in.user.email.as_str().into()),
                ("role", role_name(Some(operator.role)).as_ref().into()),
            ],
        )),
        your_account = escape(&t("console-nav-your-account")),
        nav_label = escape(&t("console-nav-label")),
        account = paths::ACCOUNT_PAGE,
    )
}

/// A role (or no role) as the console names it. The stored names
/// (`Role::name_of`) stay what forms post; this is only what is shown.
pub(super) fn role_name(role: Option<Role>) -> Cow<'static, str> {
    t(match role {
        Some(Role::Admin) => "console-frame-role-admin",
        Some(Role::Support) => "console-frame-role-support",
        Some(Role::Viewer) => "console-frame-role-viewer",
        None => "console-frame-role-none",
    })
}

/// The console's sections, in the navigation's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Section {
    Overview,
    Users,
    Organizations,
    Clients,
    Apis,
    Webhooks,
    Audit,
    Keys,
    Settings,
}

impl Section {
    const ALL: [Section; 9] = [
        Section::Overview,
        Section::Users,
        Section::Organizations,
        Section::Clients,
        Section::Apis,
        Section::Webhooks,
        Section::Audit,
        Section::Keys,
        Section::Settings,
    ];

    fn label(self) -> Cow<'static, str> {
        t(match self {
            Section::Overview => "console-nav-overview",
            Section::Users => "console-nav-users",
            Section::Organizations => "console-nav-organizations",
            Section::Clients => "console-nav-clients",
            Section::Apis => "console-nav-apis",
            Section::Webhooks => "console-nav-webhooks",
            Section::Audit => "console-nav-audit",
            Section::Keys => "console-nav-keys",
            Section::Settings => "console-nav-settings",
        })
    }

    fn path(self) -> &'static str {
        match self {
            Section::Overview => paths::CONSOLE,
            Section::Users => paths::CONSOLE_USERS,
            Section::Organizations => paths::CONSOLE_ORGANIZATIONS,
            Section::Clients => paths::CONSOLE_CLIENTS,
            Section::Apis => paths::CONSOLE_APIS,
            Section::Webhooks => paths::CONSOLE_WEBHOOKS,
            Section::Audit => paths::CONSOLE_AUDIT,
            Section::Keys => paths::CONSOLE_KEYS,
            Section::Settings => paths::CONSOLE_SETTINGS,
        }
    }

    /// The right that opens the section.
    pub(super) fn page(self) -> ConsolePage {
        match self {
            Section::Overview => ConsolePage::Overview,
            Section::Users => ConsolePage::Users,
            Section::Audit => ConsolePage::Audit,
            Section::Organizations => ConsolePage::Organizations,
            _ => ConsolePage::Configuration,
        }
    }
}

/// A notice (what the last action did) or an error (why it was refused).
pub(super) fn messages(body: &mut String, notice: Option<&str>, error: Option<&str>) {
    if let Some(notice) = notice {
        let _ = writeln!(
            body,
            "<p class=\"notice\" role=\"status\">{}</p>",
            escape(notice)
        );
    }
    if let Some(error) = error {
        let _ = writeln!(
            body,
            "<p class=\"error\" role=\"alert\">{}</p>",
            escape(error)
        );
    }
}

/// A table with a caption (for screen readers and as a heading) and
/// header cells; every cell is escaped except those marked as HTML.
/// Headers are any text (`&str`, or the catalogue's `Cow`s as they come).
pub(super) fn table(
    body: &mut String,
    caption: &str,
    headers: &[impl AsRef<str>],
    rows: &[Vec<Cell>],
) {
    if rows.is_empty() {
        let _ = writeln!(
            body,
            "<p class=\"meta\">{}</p>",
            escape(&t_with(
                "console-frame-table-empty",
                &[("caption", caption.into())]
            ))
        );
        return;
    }
    // A table wider than a phone scrolls sideways: its region takes the
    // keyboard's focus so that it scrolls without a pointer too.
    let _ = write!(
        body,
        "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{caption}\"><table>\n\
         <caption class=\"meta\">{caption}</caption>\n<thead><tr>",
        caption = escape(caption)
    );
    for header in headers {
        let _ = write!(body, "<th scope=\"col\">{}</th>", escape(header.as_ref()));
    }
    body.push_str("</tr></thead>\n<tbody>\n");
    for row in rows {
        body.push_str("<tr>");
        for cell in row {
            match cell {
                Cell::Text(text) => {
                    let _ = write!(body, "<td>{}</td>", escape(text));
                }
                Cell::Html(html) => {
                    let _ = write!(body, "<td>{html}</td>");
                }
            }
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</tbody></table></div>\n");
}

/// A table cell.
pub(super) enum Cell {
    /// Text, escaped.
    Text(String),
    /// Markup made by the console (links, forms), not escaped.
    Html(String),
}

impl From<&str> for Cell {
    fn from(text: &str) -> Self {
        Cell::Text(text.to_owned())
    }
}

impl From<String> for Cell {
    fn from(text: String) -> Self {
        Cell::Text(text)
    }
}

/// A link cell.
pub(super) fn link(href: &str, text: &str) -> Cell {
    Cell::Html(format!("<a href=\"{}\">{}</a>", escape(href), escape(text)))
}

/// The start of a form posting `action` to `target`, with the CSRF token.
pub(super) fn form_start(target: &str, csrf: &str, action: &str, class: &str) -> String {
    format!(
        "<form method=\"post\" action=\"{}\" class=\"{class}\">\
         <input type=\"hidden\" name=\"csrf_token\" value=\"{}\">\
         <input type=\"hidden\" name=\"action\" value=\"{}\">",
        escape(target),
        escape(csrf),
        escape(action)
    )
}

/// A one-button form; `confirm` adds the checkbox a destructive action
/// needs ticked (checked on the server: the form is refused without it).
pub(super) fn button_form(
    target: &str,
    csrf: &str,
    action: &str,
    label: &str,
    hidden: &[(&str, &str)],
    confirm: Option<&str>,
) -> String {
    let mut form = form_start(target, csrf, action, "inline");
    for (name, value) in hidden {
        let _ = write!(
            form,
            "<input type=\"hidden\" name=\"{}\" value=\"{}\">",
            escape(name),
            escape(value)
        );
    }
    let class = if let Some(question) = confirm {
        let id = escape(&format!(
            "confirm-{action}-{}",
            hidden.first().map_or("", |h| h.1)
        ));
        let _ = write!(
            form,
            "<label class=\"check\" for=\"{id}\"><input type=\"checkbox\" id=\"{id}\" \
             name=\"confirm\" value=\"yes\" required> {}</label>",
            escape(question)
        );
        "danger small"
    } else {
        "secondary small"
    };
    let _ = write!(
        form,
        "<button type=\"submit\" class=\"{class}\">{}</button></form>",
        escape(label)
    );
    form
}

/// An instant to the minute, in UTC.
pub(super) fn minute(at: OffsetDateTime) -> String {
    let text = UtcTimestamp::new(at).to_string();
    format!("{} UTC", text.get(..16).unwrap_or(&text).replace('T', " "))
}

/// How long ago, roughly ("3 days", "5 hours", "12 minutes").
pub(super) fn age(at: OffsetDateTime, now: OffsetDateTime) -> String {
    let age = now - at;
    let (id, count) = if age.whole_days() >= 1 {
        ("console-frame-age-days", age.whole_days())
    } else if age.whole_hours() >= 1 {
        ("console-frame-age-hours", age.whole_hours())
    } else {
        ("console-frame-age-minutes", age.whole_minutes().max(0))
    };
    t_with(id, &[("count", count.into())])
}
