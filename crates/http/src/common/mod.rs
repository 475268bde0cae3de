//! What every face's handlers share: the extractors that read a request's
//! common pieces, running the use cases on the blocking pool, the errors
//! and their one mapping to HTTP, and the small helpers of an answer.

pub mod bell;
pub mod blocking;
pub mod csrf;
pub mod error;
pub mod extract;
pub mod failures;
pub mod form;
pub mod json_body;
pub mod language;
pub mod messages;
pub mod oauth_error;
pub(crate) mod respond;
pub mod state;
