//! The account page's "Apps with access": the third-party apps the user
//! allowed, what each may do, and a "Remove access" button that ends the
//! app's tokens (docs/decisions.md, "Consent").

use std::fmt::Write as _;

use accounts_service::consent::AppWithAccess;
use time::format_description::well_known::Rfc3339;

use crate::common::language::{t, t_with};
use crate::pages::markup::{escape, hidden_inputs};

/// What the section shows.
#[derive(Debug, Clone, Copy)]
pub struct AppsView<'a> {
    /// The forms' target (the account page).
    pub action: &'a str,
    /// The CSRF token for the forms.
    pub csrf_token: &'a str,
    /// The apps the user allowed.
    pub apps: &'a [AppWithAccess],
}

/// Appends the section; nothing when the user allowed no app.
pub fn apps_section(body: &mut String, view: &AppsView<'_>) {
    if view.apps.is_empty() {
        return;
    }
    let _ = writeln!(
        body,
        "<h2>{}</h2>\n<ul class=\"sessions\">",
        escape(&t("apps-heading"))
    );
    let remove = escape(&t("apps-remove"));
    for app in view.apps {
        let since = app.granted_at.format(&Rfc3339).unwrap_or_default();
        let may = crate::pages::markup::scope_words(app.scopes);
        let _ = writeln!(
            body,
            "<li><strong>{}</strong><br>\n<span class=\"meta\">{} · {}</span>\n\
             <form method=\"post\" action=\"{}\">",
            escape(&app.name),
            escape(&may.join("; ")),
            escape(&t_with(
                "apps-allowed-on",
                &[("date", since.as_str().into())]
            )),
            escape(view.action),
        );
        let client = app.client_id.to_string();
        hidden_inputs(
            body,
            &[
                ("csrf_token", view.csrf_token),
                ("action", "revoke_app"),
                ("client_id", &client),
            ],
        );
        let _ = writeln!(
            body,
            "<button type=\"submit\" class=\"secondary\">{remove}</button>\n</form>\n</li>"
        );
    }
    body.push_str("</ul>\n");
}
