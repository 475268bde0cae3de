#!/usr/bin/env bash
# Sign-in under bursts, against a release binary in dev mode on loopback:
# resident memory of the server after three bursts of 64 parallel sign-ins
# for unknown emails (argon2id, 19 MiB each), and how many of 40 wrong
# passwords sent at once for one email had their password checked (the
# audit trail's signin.failed events of its account: the trail names the
# address only by a keyed digest, docs/decisions.md "Audit trail"), then
# whether the right password right after is refused.
#   bash scripts/bench-signin-burst.sh [BINARY]   (default: target/release/accounts-server)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
binary="$(realpath "${1:-target/release/accounts-server}")"
[ -x "$binary" ] || { echo "build it first: cargo build --release -p accounts-server" >&2; exit 1; }
work="$(mktemp -d)"
port=18183
# Never `kill 0`: with no server yet, that would stop the whole process group.
cleanup() { if [ -n "${server:-}" ]; then kill "$server" 2>/dev/null || true; fi; rm -rf "$work"; }
trap cleanup EXIT
cd "$work"
env -u RUST_BACKTRACE RUST_LOG=warn ACCOUNTS__SERVER__BIND="127.0.0.1:$port" "$binary" dev >server.log 2>&1 &
server=$!
for _ in $(seq 300); do curl -s "http://127.0.0.1:$port/openapi.json" >/dev/null && [ -s data/demo.json ] && break; sleep 0.1; done
field() { python3 -c "import json,sys; print(json.load(sys.stdin)[sys.argv[1]])" "$1"; }
BASE="http://127.0.0.1:$port"
rss() { awk '/VmRSS/ {printf "%d", $2/1024}' "/proc/$server/status"; }
login() { curl -s -o /dev/null -w '%{http_code}\n' "$BASE/accounts/users/v1/login" \
  -H 'Content-Type: application/json' -d "{\"email\":\"$1\",\"password\":\"$2\"}"; }
export -f login; export BASE
sleep 2
echo "resident memory at rest: $(rss) MiB"
for burst in 1 2 3; do
  statuses=$(seq 64 | xargs -P 64 -I{} bash -c "login ghost-$burst-{}@example.com wrong" | sort | uniq -c | tr '\n' ' ')
  echo "after burst $burst of 64 unknown-email sign-ins: $(rss) MiB (answers: $statuses)"
done
sleep 2
echo "2 s later: $(rss) MiB"
email=$(field email <data/demo.json)
failed() { python3 -c "import sqlite3; print(sqlite3.connect('data/accounts.db').execute(\"select count(*) from audit_events where action='signin.failed' and user_id=(select id from users where email=?)\", ('$email',)).fetchone()[0])"; }
statuses=$(seq 40 | xargs -P 40 -I{} bash -c "login $email wrong-{}" | sort | uniq -c | tr '\n' ' ')
echo "40 wrong passwords at once for one email: answers $statuses; passwords checked: $(failed)"
echo "the right password right after: $(login "$email" "$(field password <data/demo.json)")"
