//! `accounts-server`: see `accounts-server --help`.

fn main() -> anyhow::Result<()> {
    accounts_server::cli::run()
}
