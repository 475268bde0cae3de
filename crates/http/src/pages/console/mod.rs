//! The operator console (docs/decisions.md, "Operator console"):
//! server-rendered pages under `/accounts/console/` for operators, that
//! is users with a role, signed in through the account pages with a
//! second factor. Every right is checked on the server for every GET and
//! POST; every POST carries the CSRF token and passes the Origin check;
//! every change is one of the account manager's operations, audited with
//! the operator as actor.

mod client_form;
pub(crate) mod client_page;
pub(crate) mod clients;
mod frame;
mod gate;
pub(crate) mod integrations;
pub(crate) mod organizations;
pub(crate) mod overview;
pub(crate) mod records;
pub(crate) mod user_actions;
pub(crate) mod user_page;
pub(crate) mod users;
