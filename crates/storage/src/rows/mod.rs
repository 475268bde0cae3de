//! Row structs (private to storage) and their conversions to and from the
//! domain's records. A row that does not convert is corrupt data and is
//! reported as `RepoError::Other`, never skipped.
//!
//! Every insertable row binds `None` as NULL instead of writing `DEFAULT`
//! (`treat_none_as_default_value = false`): each insert then has one
//! statement shape, so Diesel keeps it prepared and PostgreSQL does not
//! parse and plan it again on every call.

mod audit;
mod client;
mod code;
mod consent;
mod decode;
mod device_authorization;
mod email_token;
mod factor;
mod link;
mod organization;
mod organization_access;
mod passkey;
mod pushed;
mod resource;
mod scim;
mod session;
mod sign_in_code;
mod signing_key;
mod token;
mod user;

pub(crate) use audit::{AuditRow, NewAuditRow};
pub(crate) use client::ClientRow;
pub(crate) use code::CodeRow;
pub(crate) use consent::ConsentRow;
pub(crate) use decode::convert_all;
pub(crate) use device_authorization::{DeviceRow, decision_columns};
pub(crate) use email_token::EmailTokenRow;
pub(crate) use factor::{MfaChallengeRow, RecoveryCodeRow, TotpRow};
pub(crate) use link::LinkRow;
pub(crate) use organization::{
    MembershipRow, OrganizationRoleRow, OrganizationRow, parse_roles, stored_roles,
};
pub(crate) use organization_access::{DomainRow, InvitationRow, SignInRow};
pub(crate) use passkey::{CeremonyRow, PasskeyRow};
pub(crate) use pushed::PushedRow;
pub(crate) use resource::{GrantRow, ResourceRow};
pub(crate) use scim::{ScimConnectionRow, ScimUserRow};
pub(crate) use session::SessionRow;
pub(crate) use sign_in_code::SignInCodeRow;
pub(crate) use signing_key::KeyRow;
pub(crate) use token::{AccessRow, RefreshRow};
pub(crate) use user::{ProfileColumns, UserRow};
