#!/usr/bin/env bash
# Builds the Debian package into target/debian/ (docs/operations.md,
# "Deployment"): cargo-deb makes the release build (the one the image
# reuses), strips the binary and works out the libraries' packages.
# Installs cargo-deb (pinned) when it is missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

CARGO_DEB_VERSION=3.8.0
if ! cargo deb --version 2>/dev/null | grep -q "$CARGO_DEB_VERSION"; then
  cargo install cargo-deb --version "$CARGO_DEB_VERSION" --locked
fi

# An earlier build's package would be found beside this one.
rm -f target/debian/accounts-server_*.deb
# Stripped, as Debian ships binaries; the release profile keeps line tables
# for the benchmarks' profiles.
cargo deb -p accounts-server --locked --strip
ls -l target/debian/accounts-server_*.deb
