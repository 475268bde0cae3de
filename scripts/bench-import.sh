#!/usr/bin/env bash
# Importing users (docs/decisions.md, "Bringing users in"): a million
# users from NDJSON with bcrypt hashes into a real, durable PostgreSQL
# (fsync and synchronous_commit on) through the release binary's
# `user import`, as users/s beside `pgbench -N` on the same cluster, and
# the import's peak resident memory beside a tenth as large an import's
# (flat: the file is streamed). Then the first sign-in of an imported bcrypt
# user (bcrypt checked, argon2id made and stored) against a sign-in with
# the service's own hash (the same users' second sign-in), medians of 20.
#   bash scripts/bench-import.sh [users]   (default 1000000; ACCOUNTS_BIN=path: that binary)
# Needs Debian's `postgresql` (15) and `python3`. Runs as root:
# PostgreSQL runs as the `postgres` user (initdb refuses root).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
users="${1:-1000000}"
root="$PWD"
pgbin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$pgbin/initdb" ] || { echo "PostgreSQL server binaries are missing (apt-get install postgresql)" >&2; exit 1; }
id postgres >/dev/null 2>&1 || { echo "no postgres user (apt-get install postgresql creates it)" >&2; exit 1; }
if [ -z "${ACCOUNTS_BIN:-}" ]; then
  cargo build --release -q -p accounts-server --bin accounts-server
fi
binary="${ACCOUNTS_BIN:-$root/target/release/accounts-server}"

work="$(mktemp -d)"
chown postgres "$work"
pgport=18311
port=18312
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups -- "$@"; }
cleanup() {
  if [ -n "${server:-}" ]; then kill "$server" 2>/dev/null || true; fi
  as_postgres "$pgbin/pg_ctl" -D "$work/pg" -w -s -m fast stop 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

as_postgres "$pgbin/initdb" -D "$work/pg" -A trust -U postgres -E UTF8 --locale=C >/dev/null
as_postgres "$pgbin/pg_ctl" -D "$work/pg" -l "$work/pg.log" -w -s \
  -o "-k $work -p $pgport -c listen_addresses=127.0.0.1 -c max_connections=100" start
"$pgbin/createdb" -h 127.0.0.1 -p "$pgport" -U postgres accounts
"$pgbin/createdb" -h 127.0.0.1 -p "$pgport" -U postgres pgbench
"$pgbin/pgbench" -h 127.0.0.1 -p "$pgport" -U postgres -i -s 10 -q pgbench >/dev/null 2>&1

export ACCOUNTS__DATABASE__URL="postgres://postgres@127.0.0.1:$pgport/accounts"
ACCOUNTS__KEYS__MASTER_KEY="$(head -c 32 /dev/urandom | base64)"
export ACCOUNTS__KEYS__MASTER_KEY
export RUST_LOG=warn
unset RUST_BACKTRACE

# The files: every user has a bcrypt hash (cost 10) of "bench password
# N % 4", made once by Python's `bcrypt` 5.0 (the import checks a hash's
# shape, never recomputes it).
python3 - "$users" "$work" <<'PY'
import json, sys
hashes = [
    "$2b$10$WZo4Mr0GPgwqVNp.LW.Lj.Ln0bkTTXiw71bWUH0.y9n9w6SQ/8lmG",
    "$2b$10$riB12br0jWQvyCZg2ifNt.TymGf40NiIYGEx3MFXPxLDkX/PyL2se",
    "$2b$10$A9UgsaZASwDYzJtnpb2mkOj.mFdg0LZRhMHUajB.IdYDmB4vWbp5W",
    "$2b$10$rGzUjom.g8eW9/fAgLCAROFDt1fcNjZ31uD5oHgt.73ivPVggX4nO",
]
users, work = int(sys.argv[1]), sys.argv[2]
def write(path, count, prefix):
    with open(path, "w") as out:
        for n in range(count):
            out.write(json.dumps({
                "email": f"{prefix}-{n}@bench.example", "emailVerified": True,
                "name": f"Bench User {n}", "passwordHash": hashes[n % len(hashes)],
                "createdAt": 1_600_000_000_000 + n,
            }, separators=(",", ":")) + "\n")
write(f"{work}/small.ndjson", max(users // 10, 1), "small")
write(f"{work}/users.ndjson", users, "user")
PY
size=$(du -m "$work/users.ndjson" | cut -f1)

pgbench_tps() {
  "$pgbin/pgbench" -h 127.0.0.1 -p "$pgport" -U postgres -N -c16 -j2 -T 8 pgbench 2>/dev/null \
    | awk '/^tps/ {print $3; exit}'
}
# Runs the import of $1; prints "seconds peak_rss_kib".
import_file() {
  python3 - "$binary" "$1" <<'PY'
import resource, subprocess, sys, time
start = time.monotonic()
done = subprocess.run([sys.argv[1], "user", "import", sys.argv[2]], capture_output=True, text=True)
elapsed = time.monotonic() - start
if done.returncode != 0:
    sys.exit(f"the import failed: {done.stderr}")
report = done.stdout
assert '"failed":0' in report, report[:500]
print(f"{elapsed:.2f} {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}")
PY
}
"$binary" migrate >/dev/null
tps=$(pgbench_tps)
read -r small_s small_rss < <(import_file "$work/small.ndjson")
read -r big_s big_rss < <(import_file "$work/users.ndjson")

# Sign-ins: the server on the same database.
ADMIN_KEY="bench-admin-key-$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')"
ACCOUNTS__ADMIN__API_KEY="$ADMIN_KEY" ACCOUNTS__SERVER__BIND="127.0.0.1:$port" \
  ACCOUNTS__SERVER__PUBLIC_URL="http://127.0.0.1:$port" "$binary" serve >"$work/server.log" 2>&1 &
server=$!
BASE="http://127.0.0.1:$port"
for _ in $(seq 300); do curl -s "$BASE/openapi.json" >/dev/null && break; sleep 0.1; done
sign_in() {
  curl -s -o /dev/null -w '%{http_code} %{time_total}\n' "$BASE/accounts/users/v1/login" \
    -H 'Content-Type: application/json' \
    -d "{\"email\":\"user-$1@bench.example\",\"password\":\"bench password $(( $1 % 4 ))\"}"
}
first="" second=""
for n in $(seq 100 119); do
  read -r status t < <(sign_in "$n")
  [ "$status" = 200 ] || { echo "sign-in of user-$n: $status" >&2; exit 1; }
  first+="$t,"
done
for n in $(seq 100 119); do
  read -r status t < <(sign_in "$n")
  [ "$status" = 200 ] || { echo "second sign-in of user-$n: $status" >&2; exit 1; }
  second+="$t,"
done
rehashed=$("$pgbin/psql" -h 127.0.0.1 -p "$pgport" -U postgres -Atq accounts \
  -c "SELECT count(*) FROM users WHERE email ~ '^user-1[01][0-9]@bench[.]example\$' AND password_hash LIKE '\$argon2id\$%'")
kill "$server"; wait "$server" 2>/dev/null || true
server=""

python3 - "$users" "$size" "$tps" "$small_s" "$small_rss" "$big_s" "$big_rss" "$first" "$second" "$rehashed" <<'PY'
import statistics, sys
a = sys.argv[1:]
users, size, tps = int(a[0]), a[1], float(a[2])
small_s, small_rss, big_s, big_rss = float(a[3]), int(a[4]), float(a[5]), int(a[6])
first = [float(x) * 1000 for x in a[7].split(",") if x]
second = [float(x) * 1000 for x in a[8].split(",") if x]
rate = users / big_s
print(f"\n| import (PostgreSQL, fsync on) | value |")
print(f"|---|---|")
print(f"| users in the file ({size} MB of NDJSON, bcrypt hashes) | {users:,} |")
print(f"| seconds | {big_s:,.1f} |")
print(f"| users/s | {rate:,.0f} |")
print(f"| pgbench -N -c16 -j2 tps (same cluster, just before) | {tps:,.0f} |")
print(f"| users/s / pgbench tps | {rate / tps:.1f} |")
print(f"| peak resident memory, {users:,} users | {big_rss / 1024:.1f} MiB |")
print(f"| peak resident memory, {max(users // 10, 1):,} users | {small_rss / 1024:.1f} MiB |")
print(f"| peak memory ratio (10x the users) | {big_rss / small_rss:.2f} |")
f, s = statistics.median(first), statistics.median(second)
print(f"\n| sign-in (median of 20, curl on loopback) | ms |")
print(f"|---|---|")
print(f"| first sign-in of an imported user (bcrypt cost 10 + argon2id re-hash stored) | {f:.1f} |")
print(f"| the same users' next sign-in (argon2id, the service's own) | {s:.1f} |")
print(f"| ratio first / native | {f / s:.2f} |")
print(f"| re-hashed to argon2id after the first sign-in | {a[9]} of 20 |")
PY
