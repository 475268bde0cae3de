//! An account's life outside the account page: sign-up, asking for a
//! password reset and setting the new password (`signup_reset`), the page
//! a mailed verification or address-change link opens (`confirmation`),
//! and the binding to the browser that asked for the mail (`asker`).

pub(crate) mod asker;
pub(crate) mod confirmation;
pub(crate) mod signup_reset;
