//! The account manager's use cases: registering clients and users, rotating
//! secrets, disabling, deleting, webhook endpoints, APIs and the
//! clients' grants on them. The CLI and the admin API both call these, so the
//! validation and the audit trail are the same whichever way an operator
//! works.
//!
//! `clients`, `users`, `keys` and the files beside them hold the use cases;
//! `operations` what they share; `answers` what they answer as the
//! admin API and the CLI print it.

pub mod answers;
pub mod audit;
pub mod client_changes;
pub mod clients;
pub mod deletion;
pub mod endpoint_url;
pub mod factors;
pub mod keys;
pub mod links;
pub mod operations;
pub mod organization_domains;
pub mod organization_invitations;
pub mod organization_members;
pub mod organization_sign_in;
pub mod organizations;
pub mod resources;
pub mod roles;
pub mod scim_connections;
pub mod user_changes;
pub mod users;
pub mod webhooks;

pub use answers::*;
pub use audit::*;
pub use client_changes::*;
pub use clients::*;
pub use deletion::delete_user_in_store;
pub use factors::*;
pub use keys::*;
pub use links::*;
pub use operations::*;
pub use organization_domains::*;
pub use organization_invitations::*;
pub use organization_members::*;
pub use organization_sign_in::*;
pub use organizations::*;
pub use resources::*;
pub use roles::*;
pub use scim_connections::*;
pub use user_changes::*;
pub use users::*;
pub use webhooks::*;
