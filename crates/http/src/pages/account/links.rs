//! The account page's sign-in providers: the linked ones with an "Unlink"
//! button, and a "Link" button for each configured one not linked yet
//! (docs/decisions.md, "Upstream identity providers").

use std::fmt::Write as _;

use accounts_domain::records::IdentityLinkRecord;
use accounts_service::ports::upstream::ProviderInfo;
use time::format_description::well_known::Rfc3339;

use crate::common::language::{t, t_with};
use crate::pages::markup::{escape, hidden_inputs};
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
    let _ = writeln!(
        body,
        "<h2>{}</h2>\n<ul class=\"sessions\">",
        escape(&t("links-heading"))
    );
    let unlink = escape(&t("links-unlink"));
    for link in view.links {
        let name = view
            .providers
            .iter()
            .find(|p| p.id == link.provider)
            .map_or(link.provider.as_str(), |p| p.name.as_str());
        let since = link.linked_at.format(&Rfc3339).unwrap_or_default();
        let _ = writeln!(
            body,
            "<li><strong>{}</strong>{}<br>\n<span class=\"meta\">{}</span>\n\
             <form method=\"post\" action=\"{}\">",
            escape(name),
            link.email
                .as_deref()
                .map(|e| format!(" · {}", escape(e)))
                .unwrap_or_default(),
            escape(&t_with(
                "links-linked-on",
                &[("date", since.as_str().into())]
            )),
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
        let _ = writeln!(
            body,
            "<button type=\"submit\" class=\"secondary\">{unlink}</button>\n</form>\n</li>"
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
            "<button type=\"submit\" class=\"secondary\">{}</button>\n</form>",
            escape(&t_with(
                "links-link",
                &[("provider", provider.name.as_str().into())]
            ))
        );
    }
}
