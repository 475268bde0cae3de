//! Organizations' pages: the one an invitation's link opens, and the
//! organization admins' own.

pub(crate) mod admin;
mod admin_html;
pub(crate) mod invitation;
pub(in crate::pages) mod scim_html;
