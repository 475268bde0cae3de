//! Every use case, named after what a user or client does; the token
//! endpoint's grants one file per `grant_type` under `grants/`.

pub mod authorize;
pub mod authorize_errors;
pub mod backchannel_logout;
pub mod browser_logout;
pub mod browser_sign_in;
pub mod browser_steps;
pub mod consent;
pub mod console;
pub mod device_grant;
pub mod grants;
pub mod health;
pub mod import;
pub mod manage;
pub mod native_app;
mod new_accounts;
pub mod organization_access;
pub mod organization_admin;
pub mod organization_invitations;
pub mod organization_sso;
pub mod pushed_authorization;
pub mod scim;
pub mod second_factor;
pub mod self_service;
pub mod sessions;
pub mod shared_signals;
pub mod sign_in;
pub mod sign_in_codes;
pub mod token_checks;
pub mod upstream;
pub mod user_audit;
pub mod webhook_delivery;
