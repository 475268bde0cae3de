//! The account page's sign-in providers: the linked ones with an "Unlink"
//! button, and a "Link" button for each configured one not linked yet
//! (docs/decisions.md, "Upstream identity providers").

use std::fmt::Write as _;

use accounts_domain::records::IdentityLinkRecord;
use accounts_service::ports::upstream::ProviderInfo;
use time::format_description::well_known::Rfc3339;

use super::markup::{escape, hidden_inputs};
use crate::paths;

/// What the section shows.
#[derive(Debug, Clone, Copy)]
pub struct LinksView<'a> {
    /// The forms' target (the account page).
    pub action: &'a str,
    /// The CSRF token for the forms.
    pub csrf_token: &'a str,
    /// The configured providers.
    pub providers: &'a [ProviderInfo],
    /// The account's links.
    pub links: &'a [IdentityLinkRecord],
}

/// Appends the section; nothing when no provider is configured and
/// nothing is linked.
pub fn links_section(body: &mut String, view: &LinksView<'_>) {
    if view.providers.is_empty() && view.links.is_empty() {
        return;
    }
    body.push_str("<h2>Sign in with another account</h2>\n<ul class=\"sessions\">\n");
    for link in view.links {
        let name = view
            .providers
            .iter()
            .find(|p| p.id == link.provider)
            .map_or(link.provider.as_str(), |p| p.name.as_str());
        let since = link.linked_at.format(&Rfc3339).unwrap_or_default();
        let _ = writeln!(
            body,
            "<li><strong>{}</strong>{}<br>\n<span class=\"meta\">linked {}</span>\n\
             <form method=\"post\" action=\"{}\">",
            escape(name),
            link.email
                .as_deref()
                .map(|e| format!(" · {}", escape(e)))
                .unwrap_or_default(),
            escape(&since),
            escape(view.action),
        );
        hidden_inputs(
            body,
            &[
                ("csrf_token", view.csrf_token),
                ("action", "unlink"),
                ("provider", &link.provider),
            ],
        );
        body.push_str(
            "<button type=\"submit\" class=\"secondary\">Unlink</button>\n</form>\n</li>\n",
        );
    }
    body.push_str("</ul>\n");
    for provider in view.providers {
        if view.links.iter().any(|l| l.provider == provider.id) {
            continue;
        }
        // A POST with the CSRF token: a link from anywhere else must not
        // start one (docs/decisions.md, "Upstream identity providers").
        let start = paths::UPSTREAM_START.replace("{id}", &provider.id);
        let _ = writeln!(body, "<form method=\"post\" action=\"{}\">", escape(&start));
        hidden_inputs(body, &[("csrf_token", view.csrf_token), ("link", "1")]);
        let _ = writeln!(
            body,
            "<button type=\"submit\" class=\"secondary\">Link {}</button>\n</form>",
            escape(&provider.name)
        );
    }
}
