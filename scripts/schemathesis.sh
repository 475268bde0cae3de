#!/usr/bin/env bash
# schemathesis against the running binary: dev mode on a temporary
# directory, the admin API on with a test key, loopback only. Every check,
# a fixed seed, bounded examples and time; any failure fails the run.
# docs/testing.md explains the setup and the one check that cannot apply.
#   bash scripts/schemathesis.sh [path/to/accounts-server]
set -euo pipefail
# The binary's path is taken relative to where the script was called from.
binary="$(realpath "${1:-$(dirname "${BASH_SOURCE[0]}")/../target/debug/accounts-server}")"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"
examples="${SCHEMATHESIS_EXAMPLES:-20}"
python3 -m schemathesis.cli --version >/dev/null 2>&1 || { echo "schemathesis is not installed (pip install schemathesis)" >&2; exit 1; }
work="$(mktemp -d)"
port="${SCHEMATHESIS_PORT:-18191}"
# Never `kill 0`: with no server yet, that would stop the whole process group.
cleanup() { if [ -n "${server:-}" ]; then kill "$server" 2>/dev/null || true; fi; rm -rf "$work"; }
trap cleanup EXIT
cd "$work"
export ACCOUNTS__ADMIN__API_KEY="schemathesis-admin-key-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
env -u RUST_BACKTRACE RUST_LOG=warn ACCOUNTS__SERVER__BIND="127.0.0.1:$port" \
  "$binary" dev >server.log 2>&1 &
server=$!
base="http://127.0.0.1:$port"
# A debug build's first start (migrations, keys, the demo user's argon2
# hash, the User-Agent rules) takes seconds on a busy machine.
for _ in $(seq 600); do
  curl -sf "$base/openapi.json" >/dev/null && [ -s data/demo.json ] && break
  kill -0 "$server" 2>/dev/null || { echo "the server stopped:" >&2; cat server.log >&2; exit 1; }
  sleep 0.1
done
[ -s data/demo.json ] || { echo "the server did not start within 60 s:" >&2; cat server.log >&2; exit 1; }
field() { python3 -c "import json,sys; print(json.load(sys.stdin)[sys.argv[1]])" "$1"; }
# Credentials: scripts/schemathesis_hooks.py gives each operation the one
# its security scheme names (the admin key, an account token or an access
# token of the run's user, the demo client's id and secret, a browser's
# CSRF cookie and token), fetching tokens again when the run's requests
# end the session.
export SCHEMATHESIS_BASE="$base" CLIENT_ID CLIENT_SECRET RUN_USER_EMAIL RUN_USER_PASSWORD
export TARGET_CLIENT_ID USER_ID BROWSER_CLIENT_ID TARGET_WEBHOOK_ID TARGET_ORG
CLIENT_ID=$(field client_id <data/demo.json)
CLIENT_SECRET=$(field client_secret <data/demo.json)
# The run's user, verified (the admin API makes it so); the demo user
# stays as dev mode made it.
RUN_USER_EMAIL=schemathesis@example.com
RUN_USER_PASSWORD="schemathesis-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
curl -sf "$base/accounts/admin/v1/users" -H "Authorization: Bearer $ACCOUNTS__ADMIN__API_KEY" \
  -H 'Content-Type: application/json' -d "{\"email\":\"$RUN_USER_EMAIL\",\"password\":\"$RUN_USER_PASSWORD\"}" >/dev/null
# A client and a user of the run's own for the admin API's {id} paths (the
# demo client's credentials stay the run's HTTP Basic credentials).
TARGET_CLIENT_ID=$(curl -sf "$base/accounts/admin/v1/clients" -H "Authorization: Bearer $ACCOUNTS__ADMIN__API_KEY" \
  -H 'Content-Type: application/json' -d '{"name":"Target","redirect_uris":["https://target.example/cb"]}' | field client_id)
# The authorization endpoint's client: one the admin operations above
# never disable.
BROWSER_CLIENT_ID=$(curl -sf "$base/accounts/admin/v1/clients" -H "Authorization: Bearer $ACCOUNTS__ADMIN__API_KEY" \
  -H 'Content-Type: application/json' -d '{"name":"Browser target","redirect_uris":["https://target.example/cb"]}' | field client_id)
USER_ID=$(curl -sf "$base/accounts/admin/v1/users" -H "Authorization: Bearer $ACCOUNTS__ADMIN__API_KEY" \
  -H 'Content-Type: application/json' -d '{"email":"target@example.com","password":"a password"}' | field userId)
# A webhook endpoint for the {id} paths of the webhook operations (its
# deliveries fail: nothing listens there).
TARGET_WEBHOOK_ID=$(curl -sf "$base/accounts/admin/v1/webhooks" -H "Authorization: Bearer $ACCOUNTS__ADMIN__API_KEY" \
  -H 'Content-Type: application/json' -d '{"url":"http://127.0.0.1:9/hooks","events":["user.created","session.started"]}' | field id)
# An organization for the {org} paths (the run may delete it, after which
# they answer 404).
TARGET_ORG=$(curl -sf "$base/accounts/admin/v1/organizations" -H "Authorization: Bearer $ACCOUNTS__ADMIN__API_KEY" \
  -H 'Content-Type: application/json' -d '{"slug":"target-org","name":"Target"}' | field slug)
# A Shared Signals receiver for the stream API (its client_credentials
# token is the `ssf_token` scheme's credential).
export SSF_CLIENT_ID SSF_CLIENT_SECRET
receiver=$(curl -sf "$base/accounts/admin/v1/clients" -H "Authorization: Bearer $ACCOUNTS__ADMIN__API_KEY" \
  -H 'Content-Type: application/json' -d '{"name":"Receiver","shared_signals":true}')
SSF_CLIENT_ID=$(field client_id <<<"$receiver")
SSF_CLIENT_SECRET=$(field client_secret <<<"$receiver")
curl -sf "$base/openapi.json" >openapi.json
# Every answer's status per operation (kept where SCHEMATHESIS_STATUS_FILE
# says, else with the run's directory).
statuses="${SCHEMATHESIS_STATUS_FILE:-$work/statuses.json}"
status=0
PYTHONPATH="$root/scripts${PYTHONPATH:+:$PYTHONPATH}" SCHEMATHESIS_HOOKS=schemathesis_hooks \
  SCHEMATHESIS_STATUS_FILE="$statuses" \
  python3 -m schemathesis.cli --config-file "$root/scripts/schemathesis.toml" run "$base/openapi.json" \
  --checks all --seed "${SCHEMATHESIS_SEED:-20261122}" --max-examples "$examples" \
  --phases examples,coverage,fuzzing --workers 2 --max-time 180 \
  --request-timeout 10 --no-color || status=$?
# How many operations got past authentication (an answer other than 401
# or 403), and which did not.
if [ -s "$statuses" ]; then
  python3 "$root/scripts/schemathesis_hooks.py" openapi.json "$statuses"
fi
exit "$status"
