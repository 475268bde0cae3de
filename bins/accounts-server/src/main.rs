//! `accounts-server`: see `accounts-server --help`.

use std::process::ExitCode;

fn main() -> ExitCode {
    match accounts_server::cli::run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // One line with the cause chain; no backtrace for an operator's typo.
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}
