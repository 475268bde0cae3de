#!/usr/bin/env bash
# Throughput, latency and memory of the release binary on a real, durable
# PostgreSQL (fsync and synchronous_commit on) and on SQLite in dev mode,
# as ratios to baselines measured in the same run:
# - every HTTP figure against the server's own 404 answer;
# - the code -> token pair (two commits) against `pgbench -N -c16 -j2` on
#   the same cluster (a commit-bound TPC-B-like transaction).
# Prints one table per backend: req/s, p99, ratio; and resident memory
# 2 s after start (idle) and right after the run.
#   bash scripts/bench-pg.sh [seconds]   (ACCOUNTS_BIN=path: that binary instead)
# Needs Debian's `wrk`, `postgresql` (15) and `python3-cryptography` (the DPoP
# proofs, scripts/dpop_proofs.py): apt-get install wrk postgresql python3-cryptography
# Runs as root: PostgreSQL runs as the `postgres` user (initdb refuses root).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds="${1:-8}"
root="$PWD"
pgbin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }
[ -x "$pgbin/initdb" ] || { echo "PostgreSQL server binaries are missing (apt-get install postgresql)" >&2; exit 1; }
id postgres >/dev/null 2>&1 || { echo "no postgres user (apt-get install postgresql creates it)" >&2; exit 1; }
# ACCOUNTS_BIN=path measures another build (an earlier commit's, say).
if [ -z "${ACCOUNTS_BIN:-}" ]; then
  cargo build --release -q -p accounts-server --bin accounts-server
fi
binary="${ACCOUNTS_BIN:-$root/target/release/accounts-server}"

work="$(mktemp -d)"
chown postgres "$work"
pgport=18301
port=18302
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups -- "$@"; }
cleanup() {
  # The servers run in subshells that stop them; never `kill 0`.
  if [ -n "${server:-}" ]; then kill "$server" 2>/dev/null || true; fi
  as_postgres "$pgbin/pg_ctl" -D "$work/pg" -w -s -m fast stop 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

field() { python3 -c "import json,sys; print(json.load(sys.stdin)[sys.argv[1]])" "$1"; }
rss() { awk '/VmRSS/ {printf "%d", $2/1024}' "/proc/$server/status"; }
# wrk's figures: "req/s p99_ms"; warns on unexpected non-2xx answers.
measure() {
  local label="$1" expect_errors="$2"; shift 2
  local out
  out=$(wrk -t2 -c"${wrk_connections:-64}" -d"${seconds}s" --latency "$@")
  local rps p99 errors
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  errors=$(awk '/Non-2xx/ {print $5}' <<<"$out")
  if [ -n "$errors" ] && [ "$expect_errors" = no ]; then
    echo "  warning: $label had $errors non-2xx answers" >&2
  fi
  echo "$rps $p99"
}
# Sets up a client, a user, an account token, an access token and an
# id_token on the running server at $BASE, and writes the wrk scripts.
prepare() {
  local admin="Authorization: Bearer $ADMIN_KEY"
  local client
  client=$(curl -sf "$BASE/accounts/admin/v1/clients" -H "$admin" -H 'Content-Type: application/json' \
    -d '{"name":"Bench","redirect_uris":["https://bench.example/cb"]}')
  CLIENT_ID=$(field client_id <<<"$client")
  CLIENT_SECRET=$(field client_secret <<<"$client")
  curl -sf "$BASE/accounts/admin/v1/users" -H "$admin" -H 'Content-Type: application/json' \
    -d '{"email":"bench@example.com","password":"bench password"}' >/dev/null
  ACCOUNT=$(curl -sf "$BASE/accounts/users/v1/login" -H 'Content-Type: application/json' \
    -d '{"email":"bench@example.com","password":"bench password"}' | field accountToken)
  local code
  code=$(curl -sf "$BASE/accounts/oauth2/v1/code" -H "Authorization: Bearer $ACCOUNT" -H 'Content-Type: application/json' \
    -d "{\"client_id\":\"$CLIENT_ID\",\"scope\":\"authorization\"}" | field authCode)
  TOKEN=$(curl -sf "$BASE/accounts/oauth2/v1/token" -H 'Content-Type: application/json' \
    -d "{\"grant_type\":\"code\",\"code\":\"$code\",\"token_type\":\"token\",\"client_id\":\"$CLIENT_ID\",\"client_secret\":\"$CLIENT_SECRET\"}" | field token)
  ID_TOKEN=$(curl -sf "$BASE/accounts/oauth2/v1/id-token" -H "Authorization: Bearer $ACCOUNT" -H 'Content-Type: application/json' \
    -d "{\"client_id\":\"$CLIENT_ID\"}" | field id_token)
  post() { printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = %s\n' "'$1'"; }
  post "{\"token_type\":\"token\",\"token\":\"$TOKEN\",\"client_id\":\"$CLIENT_ID\",\"client_secret\":\"$CLIENT_SECRET\"}" >"$work/access.lua"
  post "{\"token_type\":\"id_token\",\"token\":\"$ID_TOKEN\",\"client_id\":\"$CLIENT_ID\"}" >"$work/id_token.lua"
  printf 'wrk.headers["Authorization"] = "Bearer %s"\n' "$TOKEN" >"$work/bearer.lua"
  # RFC 7662 introspection of the access token by its client (HTTP Basic).
  printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/x-www-form-urlencoded"\nwrk.headers["Authorization"] = "Basic %s"\nwrk.body = "token=%s"\n' \
    "$(printf '%s:%s' "$CLIENT_ID" "$CLIENT_SECRET" | base64 -w0)" "$TOKEN" >"$work/introspect.lua"
  # client_credentials: a machine client's token for an API (RFC 6749 4.4).
  local job
  curl -sf "$BASE/accounts/admin/v1/resources" -H "$admin" -H 'Content-Type: application/json' \
    -d '{"identifier":"https://orders.bench.example","scopes":["orders:read"]}' >/dev/null
  job=$(curl -sf "$BASE/accounts/admin/v1/clients" -H "$admin" -H 'Content-Type: application/json' \
    -d '{"name":"Bench job","client_credentials":true}')
  local job_id job_secret
  job_id=$(field client_id <<<"$job")
  job_secret=$(field client_secret <<<"$job")
  curl -sf "$BASE/accounts/admin/v1/clients/$job_id/grants" -H "$admin" -H 'Content-Type: application/json' \
    -d '{"resource":"https://orders.bench.example","scopes":["orders:read"]}' >/dev/null
  printf 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/x-www-form-urlencoded"\nwrk.headers["Authorization"] = "Basic %s"\nwrk.body = "grant_type=client_credentials&resource=https%%3A%%2F%%2Forders.bench.example"\n' \
    "$(printf '%s:%s' "$job_id" "$job_secret" | base64 -w0)" >"$work/machine.lua"
  post '{"email":"bench@example.com","password":"bench password"}' >"$work/login.lua"
  # A code, then its exchange, per connection: codes queue per thread.
  # pair.lua makes every code in one session (one hot session row);
  # pairs.lua in 64 sessions, taken in turn.
  local sessions="" i
  for i in $(seq 64); do
    sessions+="\"$(curl -sf "$BASE/accounts/users/v1/login" -H 'Content-Type: application/json' \
      -d '{"email":"bench@example.com","password":"bench password"}' | field accountToken)\","
  done
  pair_lua "{\"$ACCOUNT\"}" >"$work/pair.lua"
  pair_lua "{$sessions}" >"$work/pairs.lua"
}

# Write transactions per operation, for the capacity model
# (docs/operations.md, "Capacity"): txid_current() advances once for each
# transaction that writes, and once for the asking itself. 20 of each,
# one after another.
writes_per_operation() {
  local refresh
  refresh=$(curl -sf "$BASE/accounts/oauth2/v1/token" -H 'Content-Type: application/json' -d "{\"grant_type\":\"code\",\"code\":\"$(new_code)\",\"token_type\":\"refresh_token\",\"client_id\":\"$CLIENT_ID\",\"client_secret\":\"$CLIENT_SECRET\"}" | field refresh_token)
  xid() { "$pgbin/psql" -h 127.0.0.1 -p "$pgport" -U postgres -Atqc "select txid_current()" accounts; }
  count() {
    local label="$1" before after; shift
    before=$(xid)
    for _ in $(seq 20); do "$@" >/dev/null || true; done
    after=$(xid)
    python3 -c "import sys; print(f'| {sys.argv[1]} | {(int(sys.argv[3]) - int(sys.argv[2]) - 1) / 20:.2f} |')" "$label" "$before" "$after"
  }
  json() { curl -sf "$BASE$1" -H 'Content-Type: application/json' "${@:3}" -d "$2"; }
  pair() { json /accounts/oauth2/v1/token "{\"grant_type\":\"code\",\"code\":\"$(new_code)\",\"token_type\":\"token\",\"client_id\":\"$CLIENT_ID\",\"client_secret\":\"$CLIENT_SECRET\"}"; }
  echo
  echo "| operation (on PostgreSQL) | write transactions each |"
  echo "|---|---|"
  count "sign-in (right password)" json /accounts/users/v1/login '{"email":"bench@example.com","password":"bench password"}'
  count "sign-in (wrong password; 5 of 20 checked, 15 locked out)" json /accounts/users/v1/login '{"email":"bench@example.com","password":"wrong password"}'
  count "code -> token pair" pair
  count "refresh (no rotation)" json /accounts/oauth2/v1/token "{\"grant_type\":\"refresh_token\",\"refresh_token\":\"$refresh\",\"token_type\":\"token\",\"client_id\":\"$CLIENT_ID\",\"client_secret\":\"$CLIENT_SECRET\"}"
  count "verify-token" json /accounts/oauth2/v1/verify-token "{\"token_type\":\"token\",\"token\":\"$TOKEN\",\"client_id\":\"$CLIENT_ID\",\"client_secret\":\"$CLIENT_SECRET\"}"
  count "userinfo" curl -sf "$BASE/accounts/users/v1/userinfo" -H "Authorization: Bearer $TOKEN"
}
# Sign-ins with a password hash too cheap for production (argon2id, 8 KiB,
# one pass), written into the database for this run only, so that the
# database's part of a sign-in shows: its two write transactions (the
# throttle's reservation; the outcome with the session and the audit event)
# against pgbench's commit rate. 32 addresses, each its own throttle key.
# The hash is of "fast password", made with argon2-cffi's
# PasswordHasher(time_cost=1, memory_cost=8, parallelism=1).
FAST_HASH='$argon2id$v=19$m=8,t=1,p=1$azblitpB9WUphMn+RLUIyg$WQHDiOtXoNUvWcktc4NIPiFFlo+2cTxvwWmBtR0Y8Vw'
fast_sign_ins() {
  local admin="Authorization: Bearer $ADMIN_KEY"
  for i in $(seq 0 31); do
    curl -sf "$BASE/accounts/admin/v1/users" -H "$admin" -H 'Content-Type: application/json' \
      -d "{\"email\":\"fast-$i@example.com\",\"password\":\"bench password\"}" >/dev/null
  done
  "$pgbin/psql" -h 127.0.0.1 -p "$pgport" -U postgres -Atq accounts \
    -c "UPDATE users SET password_hash = '$FAST_HASH' WHERE email LIKE 'fast-%@example.com'"
  cat >"$work/fast.lua" <<'LUA'
local n = 0
request = function()
  n = n + 1
  return wrk.format("POST", "/accounts/users/v1/login", {["Content-Type"] = "application/json"},
    '{"email":"fast-' .. (n % 32) .. '@example.com","password":"fast password"}')
end
LUA
  local tps fast fast_p99
  tps=$(pgbench_tps)
  read -r fast fast_p99 < <(measure "sign-in (fast hash)" no -s "$work/fast.lua" "$BASE/accounts/users/v1/login")
  echo
  echo "| sign-in with a fast hash (argon2id m=8 KiB t=1; 32 addresses; wrk -c64) | value |"
  echo "|---|---|"
  echo "| sign-ins/s | $fast (p99 $fast_p99) |"
  echo "| pgbench -N tps just before | $tps |"
  python3 -c "import sys; print(f'| sign-ins/s / pgbench tps | {float(sys.argv[1]) / float(sys.argv[2]):.2f} |')" "$fast" "$tps"
}
# The code -> token script for the account tokens in the Lua table $1.
pair_lua() {
  cat <<LUA
local codes, accounts, turn = {}, $1, 0
request = function()
  local code = table.remove(codes)
  if code then
    return wrk.format("POST", "/accounts/oauth2/v1/token", {["Content-Type"] = "application/json"},
      '{"grant_type":"code","token_type":"token","code":"' .. code .. '","client_id":"$CLIENT_ID","client_secret":"$CLIENT_SECRET"}')
  end
  turn = turn % #accounts + 1
  return wrk.format("POST", "/accounts/oauth2/v1/code",
    {["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. accounts[turn]},
    '{"client_id":"$CLIENT_ID","scope":"email"}')
end
response = function(status, headers, body)
  local code = body:match('"authCode":"([^"]+)"')
  if code then table.insert(codes, code) end
end
LUA
}
new_code() {
  curl -sf "$BASE/accounts/oauth2/v1/code" -H "Authorization: Bearer $ACCOUNT" -H 'Content-Type: application/json' \
    -d "{\"client_id\":\"$CLIENT_ID\",\"scope\":\"authorization\"}" | field authCode
}

# Runs every measurement on the server at $BASE; prints the table.
run_table() {
  local title="$1" with_pgbench="${2:-}"
  local idle="$IDLE_RSS"
  read -r base base_p99 < <(measure "404" yes "$BASE/nope")
  read -r access access_p99 < <(measure "verify-token HS256" no -s "$work/access.lua" "$BASE/accounts/oauth2/v1/verify-token")
  read -r idt idt_p99 < <(measure "verify-token ES256" no -s "$work/id_token.lua" "$BASE/accounts/oauth2/v1/verify-token")
  read -r ui ui_p99 < <(measure "userinfo" no -s "$work/bearer.lua" "$BASE/accounts/users/v1/userinfo")
  read -r si si_p99 < <(measure "sessioninfo" no -s "$work/bearer.lua" "$BASE/accounts/users/v1/sessioninfo")
  read -r intro intro_p99 < <(measure "introspection" no -s "$work/introspect.lua" "$BASE/accounts/oauth2/v1/introspect")
  read -r machine machine_p99 < <(measure "client_credentials" no -s "$work/machine.lua" "$BASE/accounts/oauth2/v1/token")
  # The OpenID Connect userinfo with a bearer token, then with a DPoP-bound
  # one and a fresh proof per request (each proof's jti is written to the
  # database, so this one writes). Proofs are made just before the run.
  read -r oidc oidc_p99 < <(measure "OIDC userinfo, bearer" no -s "$work/bearer.lua" "$BASE/accounts/oauth2/v1/userinfo")
  rm -f "$work"/proofs.*
  python3 "$root/scripts/dpop_proofs.py" "$BASE" "$ACCOUNT" "$CLIENT_ID" "$CLIENT_SECRET" $((40000 * seconds)) 2 "$work"
  cat >"$work/dpop.lua" <<LUA
local counter = 0
function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
end
function init(args)
  proofs = {}
  for line in io.lines("$work/proofs." .. id) do proofs[#proofs + 1] = line end
  token = io.open("$work/token"):read("*l")
  used = 0
end
function request()
  used = used + 1
  return wrk.format("GET", "/accounts/oauth2/v1/userinfo",
    {["Authorization"] = "DPoP " .. token, ["DPoP"] = proofs[used] or proofs[#proofs]})
end
LUA
  read -r dpop dpop_p99 < <(measure "OIDC userinfo, DPoP" no -s "$work/dpop.lua" "$BASE/accounts/oauth2/v1/userinfo")
  # The code -> token pair is bound by commits, as pgbench is: on a shared
  # machine the disk and the CPU vary from one minute to the next, so each
  # round measures pgbench right before the pair, and the table shows the
  # median round of three.
  local pair="" pair_p99="" tps="" many="" rounds=1 round_tps round_pair round_p99
  [ -n "$with_pgbench" ] && rounds=3
  for _ in $(seq "$rounds"); do
    round_tps=""
    [ -n "$with_pgbench" ] && round_tps=$(pgbench_tps)
    read -r round_pair round_p99 < <(measure "code -> token" no -s "$work/pair.lua" "$BASE/accounts/oauth2/v1/code")
    pair+="$round_pair," pair_p99+="$round_p99," tps+="$round_tps,"
    read -r round_pair round_p99 < <(measure "code -> token, 64 sessions" no -s "$work/pairs.lua" "$BASE/accounts/oauth2/v1/code")
    many+="$round_pair,"
  done
  local after
  after=$(rss)
  # Sign-in last: argon2id, bounded by the hashing permits (one per core
  # by default, each with its own 19 MiB), so it is reported per core and
  # its memory apart from the rest. Four connections: sign-ins in flight
  # for one address count toward login.max_failures (5).
  read -r login login_p99 < <(wrk_connections=4 measure "sign-in" no -s "$work/login.lua" "$BASE/accounts/users/v1/login")
  local after_login
  after_login=$(rss)
  python3 - "$title" "$base" "$base_p99" "$access" "$access_p99" "$idt" "$idt_p99" "$ui" "$ui_p99" \
    "$si" "$si_p99" "$pair" "$pair_p99" "$idle" "$after" "$tps" "$login" "$login_p99" "$after_login" "$(nproc)" \
    "$intro" "$intro_p99" "$machine" "$machine_p99" "$oidc" "$oidc_p99" "$dpop" "$dpop_p99" <<'PY'
import sys
a = sys.argv[1:]
title, rows = a[0], a[1:13]
idle, after = a[13], a[14]
# The pair's rounds: the median by ratio to pgbench (by req/s without it).
rounds = list(zip(rows[10].split(",")[:-1], rows[11].split(",")[:-1], a[15].split(",")[:-1]))
def key(r):
    return float(r[0]) / float(r[2]) if r[2] else float(r[0])
ranked = sorted(rounds, key=key)
rows[10], rows[11], tps = ranked[len(ranked) // 2]
login, login_p99, after_login, cores = a[16], a[17], a[18], a[19]
def ms(v):
    for unit, f in (("us", 0.001), ("ms", 1.0), ("s", 1000.0)):
        if v.endswith(unit):
            return float(v[: -len(unit)]) * f
    return float("nan")
names = ["404 answer (baseline)", "verify-token, access token (HS256)", "verify-token, id_token (ES256)",
         "userinfo", "sessioninfo", "code -> token (requests; pairs are half)"]
base = float(rows[0])
print(f"\n{title}")
print(f"| measure | req/s | p99 ms | ratio to 404 |")
print(f"|---|---|---|---|")
for i, name in enumerate(names):
    if i == 5:
        # RFC 7662 introspection of the same access token, by its client.
        rps, p99 = float(a[20]), ms(a[21])
        print(f"| introspection (RFC 7662, HTTP Basic) | {rps:,.0f} | {p99:.1f} | {rps / base:.3f} |")
        # A machine client's token for an API: signs, writes nothing.
        rps, p99 = float(a[22]), ms(a[23])
        print(f"| client_credentials (HTTP Basic, resource) | {rps:,.0f} | {p99:.1f} | {rps / base:.3f} |")
        # The OIDC userinfo, bearer and DPoP-bound, side by side.
        rps, p99 = float(a[24]), ms(a[25])
        print(f"| OIDC userinfo, bearer token | {rps:,.0f} | {p99:.1f} | {rps / base:.3f} |")
        rps, p99 = float(a[26]), ms(a[27])
        print(f"| OIDC userinfo, DPoP-bound token + proof | {rps:,.0f} | {p99:.1f} | {rps / base:.3f} |")
    rps, p99 = float(rows[2 * i]), ms(rows[2 * i + 1])
    print(f"| {name} | {rps:,.0f} | {p99:.1f} | {rps / base:.3f} |")
requests = float(rows[10])
pairs = requests / 2
print(f"| code -> token pairs/s | {pairs:,.0f} | | |")
if tps:
    # The issue's measure is wrk's req/s on this workload over tps; a pair
    # is two of those requests and two commits.
    print(f"| pgbench -N -c16 -j2 tps (same cluster, right before) | {float(tps):,.0f} | | "
          f"req/s / tps = {requests / float(tps):.2f}; pairs / tps = {pairs / float(tps):.2f} |")
    every = ", ".join(f"{float(r) / float(t):.2f}" for r, _, t in rounds)
    print(f"| code -> token req/s / tps, each round | {every} | | median shown above |")
if tps:
    print(f"| client_credentials req/s / pgbench tps | {float(a[22]) / float(tps):.2f} | | |")
print(f"| sign-in (argon2id, right password; wrk -c4) | {float(login):,.0f} | {ms(login_p99):.1f} | {float(login) / int(cores):,.1f} per core |")
print(f"| resident memory 2 s after start, idle | {idle} MB | | |")
print(f"| resident memory right after the run (before sign-in) | {after} MB | | |")
print(f"| resident memory after the sign-in run | {after_login} MB | | |")
PY
  # The same pair with its codes made in 64 sessions in turn, right after
  # each hot-session round (so beside the same pgbench figure).
  python3 - "$many" "$tps" <<'PY'
import sys
many = [float(x) for x in sys.argv[1].split(",") if x]
tps = [float(x) for x in sys.argv[2].split(",") if x]
if tps:
    ratios = ", ".join(f"{m / t:.2f}" for m, t in zip(many, tps))
    print(f"| code -> token in 64 sessions, req/s / tps, each round | {ratios} | | |")
else:
    print(f"| code -> token in 64 sessions, req/s, each round | {', '.join(f'{m:,.0f}' for m in many)} | | |")
PY
}

start_server() {
  env -u RUST_BACKTRACE RUST_LOG=warn ACCOUNTS__SERVER__BIND="127.0.0.1:$port" "$@" >"$work/server.log" 2>&1 &
  server=$!
  # Each server runs in a subshell: stop it when that subshell ends, even
  # on an error.
  trap 'kill "$server" 2>/dev/null || true' EXIT
  BASE="http://127.0.0.1:$port"
  for _ in $(seq 300); do curl -s "$BASE/openapi.json" >/dev/null && break; sleep 0.1; done
  sleep 2
  IDLE_RSS=$(rss)
}

export ACCOUNTS__ADMIN__API_KEY ADMIN_KEY
ADMIN_KEY="bench-admin-key-$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')"
ACCOUNTS__ADMIN__API_KEY="$ADMIN_KEY"

# PostgreSQL, durable: fsync, synchronous_commit and full_page_writes on.
as_postgres "$pgbin/initdb" -D "$work/pg" -A trust -U postgres -E UTF8 --locale=C >/dev/null
as_postgres "$pgbin/pg_ctl" -D "$work/pg" -l "$work/pg.log" -w -s \
  -o "-k $work -p $pgport -c listen_addresses=127.0.0.1 -c max_connections=100" start
"$pgbin/createdb" -h 127.0.0.1 -p "$pgport" -U postgres accounts
"$pgbin/createdb" -h 127.0.0.1 -p "$pgport" -U postgres pgbench
"$pgbin/pgbench" -h 127.0.0.1 -p "$pgport" -U postgres -i -s 10 -q pgbench >/dev/null 2>&1
pgbench_tps() {
  "$pgbin/pgbench" -h 127.0.0.1 -p "$pgport" -U postgres -N -c16 -j2 -T "$seconds" pgbench 2>/dev/null \
    | awk '/^tps/ {print $3; exit}'
}
(
  cd "$work"
  ACCOUNTS__DATABASE__URL="postgres://postgres@127.0.0.1:$pgport/accounts" \
  ACCOUNTS__KEYS__MASTER_KEY="$(head -c 32 /dev/urandom | base64)" \
  ACCOUNTS__SERVER__PUBLIC_URL="http://127.0.0.1:$port" \
    start_server "$binary" serve
  prepare
  run_table "serve on PostgreSQL (fsync on; wrk -t2 -c64 -d${seconds}s; $(date -u +%F))" with-pgbench
  writes_per_operation
  fast_sign_ins
  kill "$server"; wait "$server" 2>/dev/null || true
)

# SQLite, dev mode.
mkdir -p "$work/dev"
(
  cd "$work/dev"
  start_server "$binary" dev
  prepare
  run_table "dev on SQLite (wrk -t2 -c64 -d${seconds}s; $(date -u +%F))"
  kill "$server"; wait "$server" 2>/dev/null || true
)
