# Recipes for everyday work. The README's two commands are plain cargo, so
# nothing here is needed to start; `cargo install just --locked` to use it.

# Start the service (dev mode once the HTTP layer lands).
run *ARGS:
    cargo run -- {{ARGS}}

# The whole test suite: the README's test command.
test:
    cargo test --workspace

# Formatting and lints, as CI runs them.
lint:
    cargo fmt --all -- --check
    cargo clippy --workspace --all-targets -- -D warnings

# Format the code.
fmt:
    cargo fmt --all

# Sign/verify costs per algorithm, as ratios to an in-run baseline.
bench:
    env -u RUST_BACKTRACE cargo bench -p accounts-service --bench tokens

# What CI runs.
ci:
    bash .ci/run

# verify-token requests/s with wrk, as ratios to a 404 baseline of the same run.
bench-http seconds="8":
    bash scripts/bench-http.sh {{seconds}}

# Resident memory after bursts of parallel sign-ins, and checks per burst.
bench-signin binary="target/release/accounts-server":
    bash scripts/bench-signin-burst.sh {{binary}}

# Throughput, p99 and memory on a durable PostgreSQL and on SQLite, as ratios.
bench-pg seconds="8":
    bash scripts/bench-pg.sh {{seconds}}

# A PostgreSQL failover under load: etcd, two Patroni nodes (synchronous
# replication), two instances; kills the primary (docs/operations.md, "Failover").
ha binary="":
    BINARY={{binary}} bash scripts/ha/failover.sh

# Coverage-guided fuzzing of the parsers (nightly; `cargo install cargo-fuzz`),
# each target for `seconds` (docs/testing.md, "Fuzzing").
fuzz seconds="60":
    for target in jws grammars bodies user_agent typed_codes dpop_proofs; do \
        cargo +nightly fuzz run $target -- -max_total_time={{seconds}} -rss_limit_mb=4096 || exit 1; \
    done
