//! The account service binary. Until the HTTP layer lands it only says what
//! it will serve; the rules it will serve already live in `accounts-domain`.

fn main() {
    println!(
        "accounts-server {}\n\
         \n\
         This binary will serve the user account service: verify-token, token\n\
         (code and refresh grants), userinfo and sessioninfo under /accounts/...,\n\
         on an embedded SQLite file by default and on PostgreSQL in production.\n\
         \n\
         Built so far: the accounts-domain library (token claims, key ring,\n\
         verification rules, secrets, repository traits). Storage and the HTTP\n\
         endpoints are the next steps; see README.md.",
        env!("CARGO_PKG_VERSION")
    );
}
