//! Every use case, named after what a user or client does; the token
//! endpoint's grants one file per `grant_type` under `grants/`.

pub mod authorize;
pub mod bearer;
pub mod browser_sign_in;
pub mod device_grant;
pub mod grants;
pub mod health;
pub mod introspect;
pub mod lifecycle;
pub mod manage;
pub mod own_account;
pub mod sessions;
pub mod sign_in;
pub mod verify_token;
