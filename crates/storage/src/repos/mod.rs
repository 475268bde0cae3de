//! The repository traits of `accounts-domain`, implemented once for both
//! backends on [`Database`].

mod audit;
mod client;
mod code;
mod consent;
mod deletion;
mod device_authorization;
mod email_token;
mod factor;
mod import;
mod link;
mod logout;
mod operator;
mod organization;
mod organization_access;
mod passkey;
mod proof;
mod pushed;
mod reset_review;
mod resource;
mod scim;
mod scim_groups;
mod security_event_claims;
mod session;
mod shared;
mod shared_signals;
mod sign_in_code;
mod signing_key;
mod throttle;
mod token;
mod user;
mod webhook;
