//! An organization's SCIM connections as both of its pages show them (the
//! admins' own and the console's): the columns of the list, and the new
//! token, shown once in the answer to the form that made it.

use std::borrow::Cow;
use std::fmt::Write as _;

use accounts_service::manage::{ScimConnectionMade, ScimConnectionSummary};

use crate::common::language::t;
use crate::pages::markup::escape;

/// The list's column headings, before the page's own action column.
pub(in crate::pages) fn headers() -> [Cow<'static, str>; 4] {
    [
        t("organization-admin-scim-base-url"),
        t("organization-admin-scim-made"),
        t("organization-admin-scim-last-used"),
        t("organization-admin-scim-old-token"),
    ]
}

/// A connection's cells (text, not markup) under [`headers`].
pub(in crate::pages) fn cells(connection: &ScimConnectionSummary) -> [String; 4] {
    [
        connection.base_url.clone(),
        connection.created_at.clone(),
        connection
            .last_used_at
            .clone()
            .unwrap_or_else(|| t("organization-admin-scim-never").into_owned()),
        connection.previous_token_until.clone().unwrap_or_default(),
    ]
}

/// The token just made, with the base URL it goes with: a status region,
/// so that a screen reader announces it.
pub(in crate::pages) fn new_token(body: &mut String, made: &ScimConnectionMade) {
    let _ = writeln!(
        body,
        "<section class=\"notice\" role=\"status\" aria-labelledby=\"scim-token-title\">\
         <h2 id=\"scim-token-title\">{}</h2>\n<p>{}</p>\n\
         <dl><dt>{}</dt><dd><code>{}</code></dd>\
         <dt>{}</dt><dd><code id=\"scim-token\">{}</code></dd></dl></section>",
        escape(&t("organization-admin-scim-token-title")),
        escape(&t("organization-admin-scim-token-text")),
        escape(&t("organization-admin-scim-base-url")),
        escape(&made.base_url),
        escape(&t("organization-admin-scim-token")),
        escape(&made.token),
    );
}
