#!/usr/bin/env bash
# Installs the built package on this machine for real, as an operator
# would on a fresh Debian 12 (docs/operations.md, "Deployment"), then
# purges it: the system user, the configuration's owner and mode, the
# refusal to start unconfigured, a configured start as the service user,
# and what purging leaves. For throwaway machines (CI): it changes the
# system. Needs root (or sudo) and target/debian/accounts-server_*.deb.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

# As root throughout: the server below must be this script's own child,
# so that killing it stops it (sudo or a shell function would stand
# between).
if [ "$(id -u)" -ne 0 ]; then
  exec sudo bash "$0" "$@"
fi
fail() { echo "try-deb: $*" >&2; exit 1; }

deb=$(ls target/debian/accounts-server_*.deb)
config=/etc/accounts-server/config.toml
log=$(mktemp)
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  if dpkg-query -W accounts-server >/dev/null 2>&1; then
    dpkg --purge accounts-server >/dev/null 2>&1 || true
  fi
  rm -f "$log" "${serverlog:-}"
}
trap cleanup EXIT

dpkg -i "$deb" 2>&1 | tee "$log"
grep -q "not started" "$log" || fail "installing did not say the service is not started"

getent passwd accounts-server >/dev/null || fail "no accounts-server user"
[ "$(stat -c '%U:%G %a' "$config")" = "root:accounts-server 640" ] \
  || fail "$config is $(stat -c '%U:%G %a' "$config")"
[ "$(stat -c '%U:%G %a' /var/lib/accounts-server)" = "accounts-server:accounts-server 750" ] \
  || fail "/var/lib/accounts-server is $(stat -c '%U:%G %a' /var/lib/accounts-server)"
if runuser -u nobody -- cat "$config" >/dev/null 2>&1; then
  fail "another user can read $config"
fi

# Unconfigured, the unit's check (ExecStartPre) fails and says what to set.
if runuser -u accounts-server -- accounts-server check-config --config "$config" 2>"$log"; then
  fail "an unconfigured check passed"
fi
grep -q "keys.master_key" "$log" || fail "the check did not name keys.master_key: $(cat "$log")"

# Configured as the deployment guide says (SQLite in the state directory
# here; the guide's PostgreSQL is the package test's).
key=$(head -c 32 /dev/urandom | base64)
sed -i \
  -e "s|^#master_key = .*|master_key = \"$key\"|" \
  -e 's|^#public_url = .*|public_url = "https://accounts.example.com"|' \
  -e 's|^#url = .*|url = "sqlite:///var/lib/accounts-server/accounts.db"|' \
  -e '0,/^#bind = /s|^#bind = .*|bind = "127.0.0.1:18080"|' \
  "$config"
runuser -u accounts-server -- accounts-server check-config --config "$config" >"$log" \
  || fail "the configured check failed"
grep -q "keys.master_key = •••• (set)" "$log" || fail "the master key is not masked: $(cat "$log")"

# Started as the unit starts it: the service user, in the state directory.
if python3 -c 'import socket; socket.create_connection(("127.0.0.1", 18080), 1)' 2>/dev/null; then
  fail "something already listens on 127.0.0.1:18080"
fi
serverlog=$(mktemp)
(cd /var/lib/accounts-server &&
  exec setpriv --reuid accounts-server --regid accounts-server --init-groups \
    /usr/bin/accounts-server serve --config "$config") >"$serverlog" 2>&1 &
server=$!
python3 - <<'PY' || fail "/health/ready did not answer 200: $(cat "$serverlog")"
import time, urllib.request
for _ in range(100):
    try:
        with urllib.request.urlopen("http://127.0.0.1:18080/health/ready", timeout=2) as r:
            if r.status == 200:
                raise SystemExit(0)
    except OSError:
        time.sleep(0.2)
raise SystemExit(1)
PY
[ "$(stat -c '%U' /var/lib/accounts-server/accounts.db)" = "accounts-server" ] \
  || fail "the database does not belong to the service user"
kill "$server"
wait "$server" 2>/dev/null || true
server=""
if pgrep -u accounts-server -f "accounts-server serve" >/dev/null; then
  fail "the server outlived its kill"
fi

dpkg --purge accounts-server
[ ! -e /etc/accounts-server ] || fail "purging left /etc/accounts-server"
[ -e /var/lib/accounts-server/accounts.db ] || fail "purging deleted the operator's data"
rm -rf /var/lib/accounts-server
echo "try-deb: installed, refused to start unconfigured, served configured, purged"
