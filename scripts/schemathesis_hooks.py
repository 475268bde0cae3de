"""schemathesis hooks for scripts/schemathesis.sh (docs/testing.md,
"API conformance with schemathesis").

Credentials, per operation by the security scheme the document gives it
(one auth provider, `schemathesis.auth`, cached per scheme):

- `admin_key`: the admin API's key;
- `account_token`: an account token of the run's user (a native-app
  sign-in);
- `bearer`: an access token of the run's user for the demo client (the
  code grant);
- `ssf_token`: a Shared Signals receiver's client_credentials token;
- `client_basic`: the demo client's id and secret as HTTP Basic (where it
  is one alternative of `[{}, {client_basic}]`, the credential is sent);
- the browser forms (a POST of a form with `csrf_token` and no scheme): a
  browser's CSRF cookie and a token issued for it, on schema-valid
  requests only (a negative one keeps what schemathesis made, and is
  refused either way).

The run's own requests may end its session (a logout, ending every
session, deleting the account): after a 401 schemathesis asks again, and
the token is fetched anew, signing in again; when signing in fails (the
user was deleted), a user of the run's own is made through the admin API.

And a count: every answer's status per operation, written when the run
ends to `$SCHEMATHESIS_STATUS_FILE`; `python3 scripts/schemathesis_hooks.py
DOCUMENT STATUSES` prints how many operations were answered other than
401 or 403 (past authentication) and lists the others.
"""

import atexit
import base64
import json
import os
import re
import sys
import threading

_lock = threading.Lock()
_statuses = {}


def summary(document_path, statuses_path):
    """How many of the document's operations got an answer other than 401
    or 403; the ones that did not, with what they got."""
    with open(document_path) as f:
        document = json.load(f)
    with open(statuses_path) as f:
        statuses = json.load(f)
    operations = [
        f"{method.upper()} {path}"
        for path, methods in document["paths"].items()
        for method in methods
        if method in ("get", "put", "post", "delete", "patch")
    ]
    past = [op for op in operations if any(s not in (401, 403) for s in statuses.get(op, []))]
    print(
        f"past authentication: {len(past)} of {len(operations)} operations answered "
        "other than 401/403 at least once"
    )
    for op in operations:
        if op not in past:
            got = sorted(set(statuses.get(op, []))) or "never called"
            print(f"  only {got}: {op}")


if __name__ == "__main__":
    summary(sys.argv[1], sys.argv[2])
    sys.exit(0)

import requests  # noqa: E402 (schemathesis's own dependency)
import schemathesis  # noqa: E402

BASE = os.environ["SCHEMATHESIS_BASE"]
ADMIN_KEY = os.environ["ACCOUNTS__ADMIN__API_KEY"]
CLIENT_ID = os.environ["CLIENT_ID"]
CLIENT_SECRET = os.environ["CLIENT_SECRET"]
PASSWORD = os.environ["RUN_USER_PASSWORD"]
_user = {"email": os.environ["RUN_USER_EMAIL"], "made": 0}


def _post(path, body, token=None):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return requests.post(f"{BASE}{path}", json=body, headers=headers, timeout=30)


def _account_token():
    """Signs the run's user in; makes another user if that one is gone."""
    with _lock:
        for _ in range(3):
            answer = _post(
                "/accounts/users/v1/login", {"email": _user["email"], "password": PASSWORD}
            )
            if answer.status_code == 200:
                return answer.json()["accountToken"]
            _user["made"] += 1
            _user["email"] = f"schemathesis-{_user['made']}@example.com"
            made = _post(
                "/accounts/admin/v1/users",
                {"email": _user["email"], "password": PASSWORD},
                ADMIN_KEY,
            )
            if made.status_code not in (200, 201):
                raise RuntimeError(f"making {_user['email']}: {made.status_code} {made.text}")
        raise RuntimeError(f"signing in: {answer.status_code} {answer.text}")


def _access_token():
    """An access token of the run's user for the demo client."""
    code = _post(
        "/accounts/oauth2/v1/code",
        {"client_id": CLIENT_ID, "scope": "authorization"},
        _account_token(),
    )
    code.raise_for_status()
    token = _post(
        "/accounts/oauth2/v1/token",
        {
            "grant_type": "code",
            "code": code.json()["authCode"],
            "token_type": "token",
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
        },
    )
    token.raise_for_status()
    return token.json()["token"]


def _browser():
    """A browser's CSRF cookie and a token issued for it, from a page with
    a form that needs no session."""
    page = requests.get(f"{BASE}/accounts/password/forgot", timeout=30)
    page.raise_for_status()
    token = re.search(r'name="csrf_token" value="([^"]+)"', page.text)
    cookies = page.cookies.get_dict()
    if token is None or not cookies:
        raise RuntimeError("the forgot-password page has no CSRF token or cookie")
    return cookies, token.group(1)


def _ssf_token():
    """A Shared Signals receiver's token (both scopes)."""
    token = requests.post(
        f"{BASE}/accounts/oauth2/v1/token",
        data={"grant_type": "client_credentials"},
        auth=(os.environ["SSF_CLIENT_ID"], os.environ["SSF_CLIENT_SECRET"]),
        timeout=30,
    )
    token.raise_for_status()
    return token.json()["access_token"]


def _basic():
    pair = f"{CLIENT_ID}:{CLIENT_SECRET}".encode()
    return f"Basic {base64.b64encode(pair).decode()}"


FETCH = {
    "admin_key": lambda: f"Bearer {ADMIN_KEY}",
    "account_token": lambda: f"Bearer {_account_token()}",
    "bearer": lambda: f"Bearer {_access_token()}",
    "ssf_token": lambda: f"Bearer {_ssf_token()}",
    "client_basic": _basic,
    "browser": _browser,
}


def _mentions_csrf(document, schema, depth=0):
    """Whether a form's schema (through its references) has `csrf_token`."""
    if depth > 20:
        return False
    if isinstance(schema, dict):
        if "$ref" in schema:
            target = document
            for part in schema["$ref"].lstrip("#/").split("/"):
                target = target.get(part, {})
            return _mentions_csrf(document, target, depth + 1)
        if "csrf_token" in schema.get("properties", {}):
            return True
        return any(_mentions_csrf(document, value, depth + 1) for value in schema.values())
    if isinstance(schema, list):
        return any(_mentions_csrf(document, value, depth + 1) for value in schema)
    return False


_schemes = {}


def _scheme(operation):
    """The credential an operation takes: the scheme of the first
    security alternative the run holds one for, `browser` for a form
    with a CSRF token, or None."""
    label = operation.label
    if label not in _schemes:
        document = operation.schema.raw_schema
        raw = operation.definition.raw
        scheme = None
        for requirement in raw.get("security", document.get("security", [])):
            names = list(requirement)
            if len(names) == 1 and names[0] in FETCH:
                scheme = names[0]
                break
        form = raw.get("requestBody", {}).get("content", {}).get(
            "application/x-www-form-urlencoded"
        )
        if scheme is None and form is not None and _mentions_csrf(document, form.get("schema")):
            scheme = "browser"
        _schemes[label] = scheme
    return _schemes[label]


@schemathesis.auth(
    refresh_interval=600, cache_by_key=lambda case, ctx: _scheme(ctx.operation) or "none"
)
class ByScheme:
    def get(self, case, ctx):
        scheme = _scheme(ctx.operation)
        return (scheme, FETCH[scheme]()) if scheme else None

    def set(self, case, data, ctx):
        scheme, value = data
        if scheme != "browser":
            case.headers = dict(case.headers or {})
            case.headers["Authorization"] = value
            return
        meta = case._meta
        positive = meta is None or meta.generation.mode.is_positive
        if positive and isinstance(case.body, dict):
            cookies, token = value
            case.cookies = {**(case.cookies or {}), **cookies}
            case.body = {**case.body, "csrf_token": token}


@schemathesis.hook
def after_call(context, case, response):
    with _lock:
        _statuses.setdefault(case.operation.label, []).append(response.status_code)


@atexit.register
def _write_statuses():
    path = os.environ.get("SCHEMATHESIS_STATUS_FILE")
    if path:
        with open(path, "w") as f:
            json.dump(_statuses, f)
