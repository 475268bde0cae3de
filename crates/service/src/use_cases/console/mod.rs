//! The operator console's use cases (docs/decisions.md, "Operator
//! console"): who may open it and do what, the overview, the users
//! search, a user's page with the reasons they cannot sign in. Changes
//! are the account manager's operations (`manage`), with the operator as
//! the actor.

pub mod access;
pub mod overview;
pub mod user_view;
