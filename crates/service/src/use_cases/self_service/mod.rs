//! What people do with their own account: register, verify their
//! address, reset a forgotten password (`lifecycle`), confirm an address
//! from the mailed link's page (`confirmation`), review what else signs
//! in after a reset (`reset_review`), and see and end
//! their sessions, edit their profile, change their password
//! (`own_account`), take all their data away (`export`), move to another
//! address (`email_change`), delete it (`deletion`); and what the
//! sensitive ones ask of the session first (`step_up`); and why a typed
//! value is refused (`refused`).

pub mod confirmation;
pub mod deletion;
pub mod email_change;
pub mod export;
pub mod lifecycle;
pub mod own_account;
pub mod refused;
pub mod reset_review;
pub mod step_up;
