//! Signing in with a code mailed to the address, no password needed
//! (docs/decisions.md, "Sign-in codes").
//!
//! Asking answers the same for every well-formed address, in the same
//! time: only the address's form, the feature's switches and the per-IP
//! throttle are looked at before the answer; the look-up, the code's
//! write and the mail happen after it, on the background thread. Each
//! mail holds six digits and a link, both working for
//! `login.code_minutes`, once; a newer code replaces the one before, and
//! an address gets at most `login.code_mails_per_hour` mails an hour.
//!
//! Answering is one factor (`amr` `otp`): a user with a second factor
//! still gives it. A wrong code counts in the sign-in throttle under the
//! address and client IP, as a wrong password does, and the fifth wrong
//! code ends the code whatever the IPs. A code proves the mailbox: into
//! a never-verified account it first removes whatever was attached, as a
//! reset of such an account does; for an unknown address with
//! registration open it creates a verified account.

mod asking;
mod browser;
mod signing;

pub use asking::{CodeError, CodeRequest, ask};
pub use browser::{code_at_authorize, code_on_page};
pub use signing::{
    CodeAttempt, LinkPage, Presented, codes_allowed, continuation, link_page, sign_in_with_code,
    well_formed,
};
