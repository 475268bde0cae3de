#!/usr/bin/env bash
# verify-token and browser sign-in throughput against an in-run baseline (a
# 404 answer of the same server), with wrk on this machine. Prints
# requests/s and ratios.
#   bash scripts/bench-http.sh [seconds]        (needs: wrk, a release build)
#   ACCOUNTS_BIN=path/to/accounts-server bash scripts/bench-http.sh
#     measures that binary instead (another build's, for an A/B).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds="${1:-8}"
command -v wrk >/dev/null || { echo "wrk is not installed (Debian: apt-get install wrk)" >&2; exit 1; }
root="$PWD"
bin="${ACCOUNTS_BIN:-}"
if [ -z "$bin" ]; then
  cargo build --release -q -p accounts-server --bin accounts-server
  bin="$root/target/release/accounts-server"
fi
bin="$(realpath "$bin")"
work="$(mktemp -d)"
port=18181
# Never `kill 0`: with no server yet, that would stop the whole process group.
cleanup() { if [ -n "${server:-}" ]; then kill "$server" 2>/dev/null || true; fi; rm -rf "$work"; }
trap cleanup EXIT
cd "$work"
# josekit records backtraces on errors when RUST_BACKTRACE is set.
env -u RUST_BACKTRACE RUST_LOG=warn ACCOUNTS__SERVER__BIND="127.0.0.1:$port" \
  "$bin" dev >server.log 2>&1 &
server=$!
for _ in $(seq 100); do curl -s "http://127.0.0.1:$port/openapi.json" >/dev/null && [ -s data/demo.json ] && break; sleep 0.1; done
# Dev mode seeded a demo client and user into data/demo.json.
field() { python3 -c "import json,sys; print(json.load(sys.stdin)[sys.argv[1]])" "$1"; }
BASE="http://127.0.0.1:$port"
CLIENT_ID=$(field client_id <data/demo.json)
CLIENT_SECRET=$(field client_secret <data/demo.json)
account=$(curl -s "$BASE/accounts/users/v1/login" -H 'Content-Type: application/json' \
  -d "{\"email\":\"$(field email <data/demo.json)\",\"password\":\"$(field password <data/demo.json)\"}" | field accountToken)
code=$(curl -s "$BASE/accounts/oauth2/v1/code" -H "Authorization: Bearer $account" -H 'Content-Type: application/json' \
  -d "{\"client_id\":\"$CLIENT_ID\",\"scope\":\"authorization\"}" | field authCode)
token=$(curl -s "$BASE/accounts/oauth2/v1/token" -H 'Content-Type: application/json' \
  -d "{\"grant_type\":\"code\",\"code\":\"$code\",\"token_type\":\"token\",\"client_id\":\"$CLIENT_ID\",\"client_secret\":\"$CLIENT_SECRET\"}" | field token)
ID_TOKEN=$(curl -s "$BASE/accounts/oauth2/v1/id-token" -H "Authorization: Bearer $account" -H 'Content-Type: application/json' \
  -d "{\"client_id\":\"$CLIENT_ID\"}" | field id_token)
lua() { printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = %s\n' "'$1'"; }
lua "{\"token_type\":\"token\",\"token\":\"$token\",\"client_id\":\"$CLIENT_ID\",\"client_secret\":\"$CLIENT_SECRET\"}" >access.lua
lua "{\"token_type\":\"id_token\",\"token\":\"$ID_TOKEN\",\"client_id\":\"$CLIENT_ID\"}" >id_token.lua
rps() { wrk -t2 -c64 -d"${seconds}s" "$@" | awk '/Requests\/sec/ {print $2} /Non-2xx/ {print "  (non-2xx answers: " $5 "; expected only for the 404 baseline)" > "/dev/stderr"}'; }
base=$(rps "$BASE/nope")
access=$(rps -s access.lua "$BASE/accounts/oauth2/v1/verify-token")
id=$(rps -s id_token.lua "$BASE/accounts/oauth2/v1/verify-token")
# The authorize endpoint: the login page, and a signed-in browser's redirect
# with a new code (one database write each). The account token is the
# session cookie's value, so the device sign-in above serves as a browser's.
AUTHORIZE="$BASE/accounts/oauth2/v1/authorize?response_type=code&client_id=$CLIENT_ID&redirect_uri=http://localhost:3000/callback&scope=openid%20email&state=bench"
page=$(rps "$AUTHORIZE")
sso=$(rps -H "Cookie: accounts_session=$account" "$AUTHORIZE")
printf '%-40s %12s %8s\n' "target (wrk -t2 -c64, ${seconds}s)" "req/s" "ratio"
printf '%-40s %12.0f %8.2f\n' "baseline: GET unknown path (404)" "$base" 1
printf '%-40s %12.0f %8.2f\n' "verify-token, access token (HS256)" "$access" "$(echo "$access/$base" | bc -l)"
printf '%-40s %12.0f %8.2f\n' "verify-token, id_token (ES256)" "$id" "$(echo "$id/$base" | bc -l)"
printf '%-40s %12.0f %8.2f\n' "authorize: login page" "$page" "$(echo "$page/$base" | bc -l)"
printf '%-40s %12.0f %8.2f\n' "authorize: signed in, new code (write)" "$sso" "$(echo "$sso/$base" | bc -l)"
