//! What a client backend or resource server does with a token it holds:
//! verify-token, RFC 7662 introspection, and the bearer reads (userinfo,
//! sessioninfo), and the DPoP proofs that bind tokens to a key.

pub mod bearer;
pub mod dpop;
pub mod introspect;
pub mod verify_token;
