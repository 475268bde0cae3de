#!/usr/bin/env python3
"""Where two OpenAPI documents differ, ignoring key order: one line per
differing JSON path. Compares docs/openapi.json at a git revision with the
working tree's (or two revisions):
    python3 scripts/openapi-diff.py REV [REV2]
Prints nothing when the documents say the same."""
import json
import subprocess
import sys


def load(rev):
    if rev is None:
        with open("docs/openapi.json") as f:
            return json.load(f)
    return json.loads(subprocess.check_output(["git", "show", f"{rev}:docs/openapi.json"]))


def compare(a, b, path, out):
    if type(a) is not type(b):
        out.append(path)
    elif isinstance(a, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a:
                out.append(f"{path}/{key} (added)")
            elif key not in b:
                out.append(f"{path}/{key} (removed)")
            else:
                compare(a[key], b[key], f"{path}/{key}", out)
    elif isinstance(a, list):
        if len(a) != len(b):
            out.append(f"{path} (length {len(a)} -> {len(b)})")
        else:
            for i, (x, y) in enumerate(zip(a, b)):
                compare(x, y, f"{path}[{i}]", out)
    elif a != b:
        out.append(path)


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    differences = []
    compare(load(sys.argv[1]), load(sys.argv[2] if len(sys.argv) == 3 else None), "", differences)
    print("\n".join(differences))
