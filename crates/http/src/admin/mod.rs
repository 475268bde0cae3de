//! The admin API under `/accounts/admin/v1/`: the account manager's use
//! cases over HTTP, for operators and automation. Guarded by the
//! configured admin key (`Authorization: Bearer <key>`, compared in
//! constant time); without a configured key every admin path answers 404,
//! as if it did not exist.
//!
//! `guard` checks the key; `clients`, `users` (and `imports`, users
//! brought from another identity provider), `keys`, `audit`,
//! `resources`, `webhooks`, `organizations` and
//! `organization_members` are the
//! operations; `bodies` their request bodies; `errors` the status table.

pub(crate) mod audit;
pub mod bodies;
pub(crate) mod clients;
mod errors;
pub(crate) mod guard;
pub(crate) mod imports;
pub(crate) mod keys;
pub(crate) mod organization_domains;
pub(crate) mod organization_invitations;
pub(crate) mod organization_members;
pub(crate) mod organization_sign_in;
pub(crate) mod organizations;
pub(crate) mod resources;
pub(crate) mod scim_connections;
pub(crate) mod users;
pub(crate) mod webhooks;
