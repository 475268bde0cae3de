"""Password hashes as other systems' exports hold them, made by their own
libraries (not by this service), for the user-import tests.

    echo '[{"scheme": "bcrypt", "password": "pw"}]' | python3 hash_makers.py

Reads a JSON array of {"scheme", "password"} on stdin and prints a JSON
array on stdout, in the same order, of each entry's hash as an export
holds it: a string, except
  firebase: {"passwordHash", "salt"} (standard base64), made with the
    parameters of the example in Firebase's scrypt README (FIREBASE below:
    signer key, salt separator "Bw==", rounds 8, mem cost 14);
  keycloak_pbkdf2_sha256, keycloak_argon2: {"secretData", "credentialData"},
    the JSON strings of a Keycloak 24-26 realm export's password credential.

Schemes and what makes them (costs kept low where the scheme allows, so
the tests stay fast; all within the service's bounds):
  bcrypt                  bcrypt.hashpw, cost 4 ($2b$)
  argon2id, argon2i       argon2-cffi PasswordHasher (PHC string)
  pbkdf2_sha1             passlib pbkdf2_sha1 ($pbkdf2$1000$...)
  pbkdf2_sha256           passlib pbkdf2_sha256 ($pbkdf2-sha256$1000$...)
  pbkdf2_sha512           passlib pbkdf2_sha512 ($pbkdf2-sha512$1000$...)
  django_pbkdf2_sha256    passlib django_pbkdf2_sha256 (pbkdf2_sha256$1000$...)
  scrypt                  passlib scrypt ($scrypt$ln=8,r=8,p=1$...)
  sha512_crypt            passlib sha512_crypt ($6$..., 5000 rounds)
  firebase                the PyPI package firebase-scrypt
  keycloak_pbkdf2_sha256  hashlib.pbkdf2_hmac as Keycloak's
                          Pbkdf2PasswordHashProvider does (a password under 14
                          characters padded with NULs; 27500 iterations, 32 bytes)
  keycloak_argon2         argon2-cffi's hash_secret_raw with Keycloak's
                          defaults (argon2id 1.3, 7168 KiB, 5 iterations,
                          parallelism 1, 32 bytes)

Needs (pinned; .ci/run installs them into its virtual environment):
  bcrypt==5.0.0 argon2-cffi==25.1.0 passlib==1.7.4 firebase-scrypt==0.1.0
(firebase-scrypt brings pycryptodome for its AES). bcrypt 5 refuses a
password over 72 bytes; passlib's own bcrypt is not used (it does not work
with bcrypt 5).
"""

import base64
import hashlib
import json
import os
import sys

import bcrypt
import firebase_scrypt
from argon2 import PasswordHasher, low_level
from passlib import hash as passlib_hash

# The example in github.com/firebase/scrypt's README.
FIREBASE = {
    "signer_key": "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==",
    "salt_separator": "Bw==",
    "rounds": 8,
    "mem_cost": 14,
}


def b64(data):
    return base64.b64encode(data).decode()


def compact(value):
    return json.dumps(value, separators=(",", ":"))


def firebase(password):
    salt = b64(os.urandom(12))
    key = firebase_scrypt.generate_derived_key(
        password, salt, FIREBASE["salt_separator"], FIREBASE["rounds"], FIREBASE["mem_cost"]
    )
    hashed = firebase_scrypt.encrypt(base64.b64decode(FIREBASE["signer_key"]), key)
    return {"passwordHash": b64(hashed), "salt": salt}


def keycloak(algorithm, iterations, value, salt, parameters):
    secret = {"value": b64(value), "salt": b64(salt), "additionalParameters": {}}
    credential = {
        "hashIterations": iterations,
        "algorithm": algorithm,
        "additionalParameters": parameters,
    }
    return {"secretData": compact(secret), "credentialData": compact(credential)}


def keycloak_pbkdf2_sha256(password):
    salt, iterations = os.urandom(16), 27500
    padded = password + "\0" * max(0, 14 - len(password))
    value = hashlib.pbkdf2_hmac("sha256", padded.encode(), salt, iterations, 32)
    return keycloak("pbkdf2-sha256", iterations, value, salt, {})


def keycloak_argon2(password):
    salt, iterations = os.urandom(16), 5
    value = low_level.hash_secret_raw(
        password.encode(),
        salt,
        time_cost=iterations,
        memory_cost=7168,
        parallelism=1,
        hash_len=32,
        type=low_level.Type.ID,
        version=19,
    )
    parameters = {
        "hashLength": ["32"],
        "memory": ["7168"],
        "type": ["id"],
        "version": ["1.3"],
        "parallelism": ["1"],
    }
    return keycloak("argon2", iterations, value, salt, parameters)


MAKERS = {
    "bcrypt": lambda pw: bcrypt.hashpw(pw.encode(), bcrypt.gensalt(rounds=4)).decode(),
    "argon2id": lambda pw: PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1).hash(pw),
    "argon2i": lambda pw: PasswordHasher(
        time_cost=2, memory_cost=1024, parallelism=1, type=low_level.Type.I
    ).hash(pw),
    "pbkdf2_sha1": lambda pw: passlib_hash.pbkdf2_sha1.using(rounds=1000).hash(pw),
    "pbkdf2_sha256": lambda pw: passlib_hash.pbkdf2_sha256.using(rounds=1000).hash(pw),
    "pbkdf2_sha512": lambda pw: passlib_hash.pbkdf2_sha512.using(rounds=1000).hash(pw),
    "django_pbkdf2_sha256": lambda pw: passlib_hash.django_pbkdf2_sha256.using(rounds=1000).hash(pw),
    "scrypt": lambda pw: passlib_hash.scrypt.using(rounds=8, block_size=8, parallelism=1).hash(pw),
    "sha512_crypt": lambda pw: passlib_hash.sha512_crypt.using(rounds=5000).hash(pw),
    "firebase": firebase,
    "keycloak_pbkdf2_sha256": keycloak_pbkdf2_sha256,
    "keycloak_argon2": keycloak_argon2,
}


def main():
    entries = json.load(sys.stdin)
    out = []
    for entry in entries:
        scheme = entry["scheme"]
        if scheme not in MAKERS:
            sys.exit(f"unknown scheme {scheme!r}; known: {', '.join(MAKERS)}")
        out.append(MAKERS[scheme](entry["password"]))
    json.dump(out, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
