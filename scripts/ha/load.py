#!/usr/bin/env python3
"""A bounded load on two service instances through a PostgreSQL failover.

Run by scripts/ha/failover.sh, which kills the primary's node when this
script creates the file named by --kill-file. Eight workers, half on each
instance, repeat: a code and its exchange for a refresh token, a refresh,
a verify-token of the newest access token, and (every fourth round) a
sign-in. Every answer is recorded. After the kill the load goes on until
writes have succeeded for five seconds in a row (at most 90 s), then:
- how long writes failed, and which answers the clients saw meanwhile
  (expected: only 503 with Retry-After; verify-token keeps answering 200);
- every token answered with 200, before and during the failover: each
  access token still verifies and its record is in the database, each
  refresh token still refreshes, each session still makes codes.
Then it asks for the old primary's node to come back and checks that every
write still goes to the new primary. Exits 1 when an answer or a token
breaks that promise. Standard library only.
"""

import argparse
import base64
import collections
import json
import os
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

WORKERS = 8
WARM_SECONDS = 6
STEADY_SECONDS = 5
MAX_SECONDS = 90
WRITES = {"code", "token", "refresh", "sign-in"}


def call(base, path, body=None, bearer=None, timeout=10):
    """POSTs JSON; (status, answer, Retry-After)."""
    data = json.dumps(body or {}).encode()
    request = urllib.request.Request(base + path, data=data, method="POST")
    request.add_header("Content-Type", "application/json")
    if bearer:
        request.add_header("Authorization", "Bearer " + bearer)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as reply:
            return reply.status, json.loads(reply.read() or b"{}"), reply.headers.get("Retry-After")
    except urllib.error.HTTPError as e:
        try:
            answer = json.loads(e.read() or b"{}")
        except ValueError:
            answer = {}
        return e.code, answer, e.headers.get("Retry-After")
    except (urllib.error.URLError, TimeoutError, ConnectionError) as e:
        return 0, {"code": type(e).__name__}, None


def claims(jwt):
    payload = jwt.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))


class Recorder:
    def __init__(self):
        self.lock = threading.Lock()
        self.answers = []  # (time, op, instance, status, code, retry_after)
        self.access = []  # (instance, jwt)
        self.refresh = []  # (instance, refresh token)

    def note(self, op, instance, status, answer, retry_after):
        code = answer.get("code") or answer.get("error") or ""
        with self.lock:
            self.answers.append((time.monotonic(), op, instance, status, code, retry_after))


def worker(index, bases, client, account, user, recorder, stop):
    instance = index % 2
    base = bases[instance]
    refresh_tokens = []
    newest_access = None
    rounds = 0
    while not stop.is_set():
        rounds += 1
        status, answer, retry = call(base, "/accounts/oauth2/v1/code",
                                     {"client_id": client["client_id"], "scope": "authorization"}, bearer=account)
        recorder.note("code", instance, status, answer, retry)
        if status == 200:
            status, answer, retry = call(base, "/accounts/oauth2/v1/token", {
                "grant_type": "code", "code": answer["authCode"], "token_type": "refresh_token",
                "client_id": client["client_id"], "client_secret": client["client_secret"]})
            recorder.note("token", instance, status, answer, retry)
            if status == 200:
                newest_access = answer["token"]
                refresh_tokens.append(answer["refresh_token"])
                with recorder.lock:
                    recorder.access.append((instance, answer["token"]))
                    recorder.refresh.append((instance, answer["refresh_token"]))
        if refresh_tokens:
            status, answer, retry = call(base, "/accounts/oauth2/v1/token", {
                "grant_type": "refresh_token", "refresh_token": refresh_tokens[rounds % len(refresh_tokens)],
                "token_type": "token", "client_id": client["client_id"], "client_secret": client["client_secret"]})
            recorder.note("refresh", instance, status, answer, retry)
            if status == 200:
                newest_access = answer["token"]
                with recorder.lock:
                    recorder.access.append((instance, answer["token"]))
        if newest_access:
            status, answer, retry = call(base, "/accounts/oauth2/v1/verify-token", {
                "token_type": "token", "token": newest_access,
                "client_id": client["client_id"], "client_secret": client["client_secret"]})
            if status == 200 and answer.get("code") != "VERIFICATION_SUCCESS":
                status = -1  # a verdict other than success: counted as broken
            recorder.note("verify-token", instance, status, answer, retry)
        if rounds % 4 == 0:
            status, answer, retry = call(base, "/accounts/users/v1/login",
                                         {"email": user, "password": "ha load password"})
            recorder.note("sign-in", instance, status, answer, retry)
        time.sleep(0.01)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--instances", nargs=2, required=True)
    parser.add_argument("--admin-key", required=True)
    parser.add_argument("--kill-file", required=True)
    parser.add_argument("--restart-file", required=True)
    parser.add_argument("--rejoined-file", required=True)
    parser.add_argument("--psql", required=True)
    parser.add_argument("--pg-ports", nargs=2, required=True)
    args = parser.parse_args()
    bases = args.instances
    admin = {"Authorization": "Bearer " + args.admin_key}

    def admin_post(path, body):
        request = urllib.request.Request(bases[0] + path, data=json.dumps(body).encode(), method="POST",
                                         headers={**admin, "Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as reply:
            return json.loads(reply.read())

    client = admin_post("/accounts/admin/v1/clients", {"name": "HA load", "redirect_uris": ["https://ha.example/cb"]})
    users, accounts = [], []
    for i in range(WORKERS):
        email = f"ha-{i}@example.com"
        admin_post("/accounts/admin/v1/users", {"email": email, "password": "ha load password"})
        status, answer, _ = call(bases[i % 2], "/accounts/users/v1/login", {"email": email, "password": "ha load password"})
        assert status == 200, answer
        users.append(email)
        accounts.append((i % 2, answer["accountToken"]))

    recorder = Recorder()
    stop = threading.Event()
    threads = [threading.Thread(target=worker, args=(i, bases, client, accounts[i][1], users[i], recorder, stop))
               for i in range(WORKERS)]
    start = time.monotonic()
    for t in threads:
        t.start()
    time.sleep(WARM_SECONDS)
    kill_at = time.monotonic()
    open(args.kill_file, "w").close()
    # Until writes have succeeded for STEADY_SECONDS in a row after the kill.
    while time.monotonic() - kill_at < MAX_SECONDS:
        time.sleep(0.5)
        with recorder.lock:
            after = [a for a in recorder.answers if a[0] >= kill_at and a[1] in WRITES]
        failed = [a[0] for a in after if a[3] != 200]
        last_failure = max(failed) if failed else kill_at
        if failed and time.monotonic() - last_failure >= STEADY_SECONDS and any(
                a[3] == 200 and a[0] > last_failure for a in after):
            break
    stop.set()
    for t in threads:
        t.join()
    end = time.monotonic()

    broken = []
    answers = recorder.answers
    writes_after = [a for a in answers if a[0] >= kill_at and a[1] in WRITES]
    failed = [a for a in writes_after if a[3] != 200]
    print(f"load: {len(answers)} answers over {end - start:.1f} s from 2 instances, 8 workers; "
          f"primary killed at +{kill_at - start:.1f} s")
    if failed:
        first, last = min(a[0] for a in failed), max(a[0] for a in failed)
        print(f"writes failed from +{first - kill_at:.2f} s to +{last - kill_at:.2f} s after the kill: "
              f"{last - first:.2f} s without writes")
        in_gap = [a for a in answers if first <= a[0] <= last]
    else:
        print("writes never failed (the failover was not seen)")
        broken.append("no failover seen")
        in_gap = []
    tally = collections.Counter((a[1], a[3], a[4], "Retry-After" if a[5] else "-") for a in in_gap)
    print("answers in that window (operation, status, code, Retry-After): count")
    for (op, status, code, retry), count in sorted(tally.items()):
        print(f"  {op:12} {status:3} {code:28} {retry:11}: {count}")
        if op in WRITES and status != 200 and not (status == 503 and retry):
            broken.append(f"{op} answered {status} {code} {retry}")
        if op == "verify-token" and status != 200:
            broken.append(f"verify-token answered {status} {code} during the failover")
    other = [a for a in answers if a[3] not in (200, 503)]
    if other:
        broken.append(f"{len(other)} answers neither 200 nor 503: "
                      f"{collections.Counter((a[1], a[3], a[4]) for a in other).most_common(5)}")

    # Every token answered with 200 survives the failover.
    url = (f"host=127.0.0.1,127.0.0.1 port={args.pg_ports[0]},{args.pg_ports[1]} dbname=accounts "
           "user=postgres target_session_attrs=read-write")
    stored = set(subprocess.run([args.psql, url, "-Atc", "select id from access_tokens"],
                                check=True, capture_output=True, text=True).stdout.split())
    lost_access = lost_refresh = lost_sessions = 0
    for instance, jwt in recorder.access:
        status, answer, _ = call(bases[1 - instance], "/accounts/oauth2/v1/verify-token", {
            "token_type": "token", "token": jwt,
            "client_id": client["client_id"], "client_secret": client["client_secret"]})
        if status != 200 or answer.get("code") != "VERIFICATION_SUCCESS" or claims(jwt)["tokenId"] not in stored:
            lost_access += 1
    for instance, token in recorder.refresh:
        status, _, _ = call(bases[1 - instance], "/accounts/oauth2/v1/token", {
            "grant_type": "refresh_token", "refresh_token": token, "token_type": "token",
            "client_id": client["client_id"], "client_secret": client["client_secret"]})
        lost_refresh += status != 200
    for instance, account in accounts:
        status, _, _ = call(bases[1 - instance], "/accounts/oauth2/v1/code",
                            {"client_id": client["client_id"], "scope": "authorization"}, bearer=account)
        lost_sessions += status != 200
    print(f"after the failover, on the other instance: {len(recorder.access)} access tokens answered 200: "
          f"{lost_access} lost (no longer verifying or not stored); {len(recorder.refresh)} refresh tokens: "
          f"{lost_refresh} no longer refresh; {len(accounts)} sessions: {lost_sessions} lost")
    if lost_access or lost_refresh or lost_sessions:
        broken.append("tokens were lost")

    # The old primary's node comes back as a replica: every write must go
    # to the new primary (a write reaching the demoted one would fail).
    open(args.restart_file, "w").close()
    deadline = time.monotonic() + 90
    while not os.path.exists(args.rejoined_file) and time.monotonic() < deadline:
        time.sleep(0.2)
    if not os.path.exists(args.rejoined_file):
        broken.append("the old primary never rejoined as a replica")
    else:
        statuses = collections.Counter()
        for round_ in range(20):
            instance, account = accounts[round_ % len(accounts)]
            base = bases[instance]
            status, answer, _ = call(base, "/accounts/oauth2/v1/code",
                                     {"client_id": client["client_id"], "scope": "authorization"}, bearer=account)
            if status == 200:
                status, answer, _ = call(base, "/accounts/oauth2/v1/token", {
                    "grant_type": "code", "code": answer["authCode"], "token_type": "token",
                    "client_id": client["client_id"], "client_secret": client["client_secret"]})
            statuses[status] += 1
        print(f"with the old primary back as a replica: 20 code -> token pairs on both instances: {dict(statuses)}")
        if statuses[200] != 20:
            broken.append("writes failed after the old primary rejoined")
    if broken:
        print("BROKEN: " + "; ".join(broken))
        sys.exit(1)
    print("ok: only 503 with Retry-After while writes failed, verify-token answered throughout, zero tokens lost")


if __name__ == "__main__":
    main()
