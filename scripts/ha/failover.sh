#!/usr/bin/env bash
# A PostgreSQL failover under load (docs/operations.md, "Failover").
#
# Starts, on loopback only: etcd, two Patroni 3 nodes running PostgreSQL
# 15 with synchronous replication (`synchronous_mode: true`), and two
# service instances whose database URL names both nodes with
# `target_session_attrs=read-write`. A bounded load (code -> token,
# refresh, verify-token, sign-in; scripts/ha/load.py) runs against both
# instances while the primary's node is killed with `kill -9` (Patroni and
# the postmaster: a lost machine). The load prints how long writes failed,
# which answers the clients saw meanwhile, and whether every token the
# service answered 200 for still verifies, refreshes and is stored.
# Then the old node comes back and must rejoin as a replica.
#   bash scripts/ha/failover.sh [BINARY]      (or: just ha)
# BINARY defaults to a fresh release build; CI passes its debug build.
# Needs Debian's patroni, python3-etcd, etcd-server and postgresql (15);
# installs the first three when missing and run as root. Runs PostgreSQL and Patroni as
# the `postgres` user (initdb refuses root). Takes about two minutes.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root="$PWD"
pgbin="$(ls -d /usr/lib/postgresql/15/bin 2>/dev/null || true)"
[ -x "$pgbin/initdb" ] || { echo "PostgreSQL 15 server binaries are missing (apt-get install postgresql-15)" >&2; exit 1; }
if ! command -v patroni >/dev/null || ! command -v etcd >/dev/null; then
  [ "$(id -u)" = 0 ] || { echo "patroni and etcd are missing (apt-get install patroni etcd-server)" >&2; exit 1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q patroni python3-etcd etcd-server >/dev/null
fi
id postgres >/dev/null 2>&1 || { echo "no postgres user (apt-get install postgresql creates it)" >&2; exit 1; }
binary="${1:-${BINARY:-}}"
if [ -z "$binary" ]; then
  cargo build --release -q -p accounts-server --bin accounts-server
  binary="$root/target/release/accounts-server"
fi
binary="$(realpath "$binary")"

# Patroni's timing. 20/2/5 is as fast as Patroni documents (ttl at least
# 20, loop_wait at least 1, retry_timeout at least 3, and loop_wait + 2 x
# retry_timeout <= ttl); HA_TTL, HA_LOOP_WAIT and HA_RETRY_TIMEOUT try
# others (docs/operations.md, "Failover", says what they trade).
ttl="${HA_TTL:-20}"
loop_wait="${HA_LOOP_WAIT:-2}"
retry_timeout="${HA_RETRY_TIMEOUT:-5}"
etcd_port=18430
pg_ports=(18411 18412)
api_ports=(18421 18422)
service_ports=(18441 18442)
work="$(mktemp -d)"
chmod 755 "$work"
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups -- "$@"; }
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
  for n in 1 2; do
    if [ -f "$work/node$n/data/postmaster.pid" ]; then
      kill -9 "$(head -1 "$work/node$n/data/postmaster.pid")" 2>/dev/null || true
    fi
  done
  sleep 0.5
  if [ -n "${KEEP:-}" ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
log() { printf '[%s] %s\n' "$(date -u +%T)" "$*"; }

log "etcd on 127.0.0.1:$etcd_port; Patroni ttl $ttl, loop_wait $loop_wait, retry_timeout $retry_timeout"
etcd --name ha --data-dir "$work/etcd" \
  --listen-client-urls "http://127.0.0.1:$etcd_port" --advertise-client-urls "http://127.0.0.1:$etcd_port" \
  --listen-peer-urls "http://127.0.0.1:$((etcd_port + 1))" \
  --initial-advertise-peer-urls "http://127.0.0.1:$((etcd_port + 1))" \
  --initial-cluster "ha=http://127.0.0.1:$((etcd_port + 1))" >"$work/etcd.log" 2>&1 &
pids+=($!)
# Out of the job table: a job killed with -9 would print "Killed" lines.
disown $!
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$etcd_port/health" >/dev/null && break; sleep 0.1; done

# One Patroni node: PostgreSQL on pg_ports[i], Patroni's REST API on
# api_ports[i]. Loopback only, trust authentication for loopback.
node_config() {
  local n="$1" i=$(($1 - 1))
  mkdir -p "$work/node$n"
  chown postgres "$work/node$n"
  cat >"$work/node$n/patroni.yml" <<YAML
scope: accounts-ha
name: node$n
log:
  level: INFO
restapi:
  listen: 127.0.0.1:${api_ports[$i]}
  connect_address: 127.0.0.1:${api_ports[$i]}
etcd3:
  hosts: 127.0.0.1:$etcd_port
bootstrap:
  dcs:
    ttl: $ttl
    loop_wait: $loop_wait
    retry_timeout: $retry_timeout
    maximum_lag_on_failover: 1048576
    synchronous_mode: true
    postgresql:
      use_pg_rewind: true
      parameters:
        wal_log_hints: "on"
        max_connections: 200
        max_wal_senders: 5
        max_replication_slots: 5
  initdb:
    - encoding: UTF8
    - locale: C
  pg_hba:
    - host replication replicator 127.0.0.1/32 trust
    - host all all 127.0.0.1/32 trust
    - local all all trust
postgresql:
  listen: 127.0.0.1:${pg_ports[$i]}
  connect_address: 127.0.0.1:${pg_ports[$i]}
  data_dir: $work/node$n/data
  bin_dir: $pgbin
  pgpass: $work/node$n/pgpass
  authentication:
    replication:
      username: replicator
      password: replicator-password
    superuser:
      username: postgres
      password: postgres-password
    rewind:
      username: postgres
      password: postgres-password
  parameters:
    unix_socket_directories: $work/node$n
YAML
  chown postgres "$work/node$n/patroni.yml"
}
start_node() {
  local n="$1"
  (cd "$work/node$n" && exec setpriv --reuid=postgres --regid=postgres --init-groups -- \
    patroni "$work/node$n/patroni.yml") >>"$work/node$n/patroni.log" 2>&1 &
  node_pid[$n]=$!
  pids+=($!)
  disown $!
}
# "primary", "replica" or "" (down), from Patroni's REST API.
# (Patroni 3.0 says "master".)
role() { curl -s --max-time 1 "http://127.0.0.1:${api_ports[$(($1 - 1))]}/" | python3 -c \
  'import json,sys
try: r = json.load(sys.stdin).get("role", "")
except Exception: r = ""
print("primary" if r in ("master", "primary") else r)' || true; }
declare -A node_pid
node_config 1
node_config 2
log "Patroni node1 (PostgreSQL on ${pg_ports[0]}) bootstraps the cluster"
start_node 1
for _ in $(seq 600); do [ "$(role 1)" = primary ] && break; sleep 0.1; done
[ "$(role 1)" = primary ] || { echo "node1 never became primary" >&2; tail -30 "$work/node1/patroni.log" >&2; exit 1; }
log "Patroni node2 (PostgreSQL on ${pg_ports[1]}) joins as a replica"
start_node 2
# Wait until node2 is the synchronous standby: then a commit is answered
# only once node2 has it.
psql_on() { "$pgbin/psql" -h 127.0.0.1 -p "$1" -U postgres -Atqc "$2" "${3:-postgres}"; }
for _ in $(seq 900); do
  [ "$(psql_on "${pg_ports[0]}" "select count(*) from pg_stat_replication where sync_state = 'sync'" 2>/dev/null)" = 1 ] && break
  sleep 0.1
done
log "replication: $(psql_on "${pg_ports[0]}" "select application_name || ' ' || state || ' ' || sync_state from pg_stat_replication")"
psql_on "${pg_ports[0]}" "create database accounts"
if [ -n "${PGBENCH:-}" ]; then
  # What synchronous replication costs a commit: pgbench on the primary,
  # with the standby synchronous, then with it asynchronous.
  psql_on "${pg_ports[0]}" "create database pgbench"
  "$pgbin/pgbench" -h 127.0.0.1 -p "${pg_ports[0]}" -U postgres -i -s 10 -q pgbench >/dev/null 2>&1
  tps() { "$pgbin/pgbench" -h 127.0.0.1 -p "${pg_ports[0]}" -U postgres -N -c16 -j2 -T 8 pgbench 2>/dev/null | awk '/^tps/ {print $3; exit}'; }
  sync_tps=$(tps)
  psql_on "${pg_ports[0]}" "alter system set synchronous_commit = local" && psql_on "${pg_ports[0]}" "select pg_reload_conf()" >/dev/null
  local_tps=$(tps)
  psql_on "${pg_ports[0]}" "alter system reset synchronous_commit" && psql_on "${pg_ports[0]}" "select pg_reload_conf()" >/dev/null
  log "pgbench -N -c16 -j2 on the primary: $sync_tps tps with the synchronous standby, $local_tps tps with synchronous_commit = local"
fi

url="postgres://postgres@127.0.0.1:${pg_ports[0]},127.0.0.1:${pg_ports[1]}/accounts?target_session_attrs=read-write&connect_timeout=2"
admin_key="ha-admin-key-$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')"
master_key="$(head -c 32 /dev/urandom | base64)"
for i in 0 1; do
  (cd "$work" && exec env -u RUST_BACKTRACE RUST_LOG=warn \
    ACCOUNTS__DATABASE__URL="$url" \
    ACCOUNTS__KEYS__MASTER_KEY="$master_key" \
    ACCOUNTS__ADMIN__API_KEY="$admin_key" \
    ACCOUNTS__SERVER__BIND="127.0.0.1:${service_ports[$i]}" \
    ACCOUNTS__SERVER__PUBLIC_URL="http://127.0.0.1:${service_ports[0]}" \
    "$binary" serve) >"$work/service$i.log" 2>&1 &
  pids+=($!)
  disown $!
  for _ in $(seq 300); do curl -sf "http://127.0.0.1:${service_ports[$i]}/health/ready" >/dev/null && break; sleep 0.1; done
done
log "two service instances on ${service_ports[0]} and ${service_ports[1]}, database URL with both nodes"

python3 "$root/scripts/ha/load.py" \
  --instances "http://127.0.0.1:${service_ports[0]}" "http://127.0.0.1:${service_ports[1]}" \
  --admin-key "$admin_key" --psql "$pgbin/psql" --pg-ports "${pg_ports[0]}" "${pg_ports[1]}" \
  --kill-file "$work/kill" --restart-file "$work/restart" --rejoined-file "$work/rejoined" &
load=$!
# load.py asks for the kill by creating $work/kill: the primary's node is
# killed like a lost machine (Patroni and the postmaster, -9). Later it
# asks for that node to come back ($work/restart): Patroni must make it a
# replica of the new primary (with pg_rewind if needed), never a second
# primary.
killed=""
while kill -0 "$load" 2>/dev/null; do
  if [ -z "$killed" ] && [ -f "$work/kill" ]; then
    for n in 1 2; do
      if [ "$(role "$n")" = primary ]; then
        postmaster="$(head -1 "$work/node$n/data/postmaster.pid")"
        kill -9 "${node_pid[$n]}" "$postmaster"
        kill_at=$(date +%s.%N)
        log "kill -9 node$n (Patroni ${node_pid[$n]}, postmaster $postmaster)"
        killed=$n
        break
      fi
    done
    [ -n "$killed" ] || { echo "no primary to kill" >&2; killed=none; }
  fi
  if [ -f "$work/restart" ] && [ ! -f "$work/restarted" ] && [ "$killed" != none ]; then
    touch "$work/restarted"
    survivor=$((3 - killed))
    log "node$survivor is $(role "$survivor"); node$killed restarts"
    start_node "$killed"
    for _ in $(seq 600); do [ "$(role "$killed")" = replica ] && break; sleep 0.1; done
    log "node$killed is $(role "$killed") after its restart; node$survivor is $(role "$survivor")"
    [ "$(role "$killed")" = replica ] && touch "$work/rejoined"
  fi
  sleep 0.05
done
status=0
wait "$load" || status=$?
# How much of the write gap was Patroni's: when the survivor took the
# leader key, against the kill (the load above says when writes came back).
if [ -n "${kill_at:-}" ]; then
  python3 - "$kill_at" "$work/node$((3 - killed))/patroni.log" <<'PY' || true
import datetime, sys
kill_at = float(sys.argv[1])
for line in open(sys.argv[2], errors="replace"):
    if "promoted self to leader" in line:
        stamp = datetime.datetime.strptime(line[:23], "%Y-%m-%d %H:%M:%S,%f")
        at = stamp.timestamp()  # Patroni logs local time
        print(f"Patroni promoted the survivor {at - kill_at:.2f} s after the kill")
        break
else:
    print("no promotion found in the survivor's Patroni log")
PY
fi
log "done in ${SECONDS} s"
if [ "$status" != 0 ]; then
  for f in "$work"/node*/patroni.log "$work"/service*.log; do
    echo "--- last lines of $f" >&2
    tail -15 "$f" >&2
  done
fi
exit "$status"
