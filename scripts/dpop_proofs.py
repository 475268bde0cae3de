#!/usr/bin/env python3
"""DPoP proofs for scripts/bench-pg.sh: gets a DPoP-bound access token
(a code from the device API, exchanged on the standard face with a proof,
after the server's nonce challenge), then writes one fresh proof per line
for `GET /accounts/oauth2/v1/userinfo` with that token, split over
`threads` files (`proofs.0`, `proofs.1`, …), and the token to `token`.
Each proof is used once (the server refuses replays), so there must be
more than the run will send.
  python3 scripts/dpop_proofs.py BASE ACCOUNT_TOKEN CLIENT_ID CLIENT_SECRET COUNT THREADS OUTDIR
Needs python3-cryptography (Debian's package; also in pip's cryptography).
"""
import base64
import hashlib
import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature

base, account, client_id, secret, count, threads, outdir = sys.argv[1:8]
count, threads = int(count), int(threads)


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


key = ec.generate_private_key(ec.SECP256R1())
numbers = key.public_key().public_numbers()
jwk = {"kty": "EC", "crv": "P-256", "x": b64(numbers.x.to_bytes(32, "big")),
       "y": b64(numbers.y.to_bytes(32, "big"))}
header = b64(json.dumps({"typ": "dpop+jwt", "alg": "ES256", "jwk": jwk}, separators=(",", ":")).encode())


def proof(method: str, url: str, nonce=None, token=None) -> str:
    claims = {"jti": b64(os.urandom(16)), "htm": method, "htu": url, "iat": int(time.time())}
    if nonce:
        claims["nonce"] = nonce
    if token:
        claims["ath"] = b64(hashlib.sha256(token.encode()).digest())
    signing = header + "." + b64(json.dumps(claims, separators=(",", ":")).encode())
    r, s = decode_dss_signature(key.sign(signing.encode(), ec.ECDSA(hashes.SHA256())))
    return signing + "." + b64(r.to_bytes(32, "big") + s.to_bytes(32, "big"))


def call(request):
    try:
        with urllib.request.urlopen(request) as answer:
            return answer.status, dict(answer.headers), json.load(answer)
    except urllib.error.HTTPError as failed:
        return failed.code, dict(failed.headers), json.load(failed)


issuer = call(urllib.request.Request(base + "/.well-known/openid-configuration"))[2]["issuer"]
code = call(urllib.request.Request(
    base + "/accounts/oauth2/v1/code",
    data=json.dumps({"client_id": client_id, "scope": "profile"}).encode(),
    headers={"Content-Type": "application/json", "Authorization": "Bearer " + account},
))[2]["authCode"]
form = urllib.parse.urlencode({"grant_type": "authorization_code", "code": code,
                               "client_id": client_id, "client_secret": secret}).encode()
nonce = None
for _ in range(2):
    status, headers, body = call(urllib.request.Request(
        base + "/accounts/oauth2/v1/token", data=form,
        headers={"Content-Type": "application/x-www-form-urlencoded",
                 "DPoP": proof("POST", issuer + "/accounts/oauth2/v1/token", nonce)},
    ))
    if status == 400 and body.get("error") == "use_dpop_nonce":
        nonce = headers.get("DPoP-Nonce") or headers.get("dpop-nonce")
        continue
    break
assert status == 200 and body["token_type"] == "DPoP", body
token = body["access_token"]
with open(os.path.join(outdir, "token"), "w") as out:
    out.write(token)
url = issuer + "/accounts/oauth2/v1/userinfo"
files = [open(os.path.join(outdir, f"proofs.{i}"), "w") for i in range(threads)]
for n in range(count):
    files[n % threads].write(proof("GET", url, token=token) + "\n")
for f in files:
    f.close()
