#!/usr/bin/env python3
"""Compares the indexing maps of the top-level linalg ops of two reports.

Usage: compare_linalg_maps.py [--unknown-ok] NAMED.json GENERIC.json

The n-th top-level `linalg.*` op of the first report must have exactly the
entries (result, operand, maps) of the n-th of the second: the named ops
and their `--linalg-generalize-named-ops` form mean the same accesses.
An unknown entry is a mismatch unless `--unknown-ok` (then it only has to
be unknown, for the same reason, in both reports).
"""

import json
import sys


def linalg_ops(path):
    with open(path) as f:
        report = json.load(f)
    ops = []
    for function in report["functions"]:
        for op in function["ops"]:
            if op["parent"] is None and op["name"].startswith("linalg."):
                ops.append(op)
    return ops


def main():
    args = sys.argv[1:]
    unknown_ok = "--unknown-ok" in args
    args = [a for a in args if a != "--unknown-ok"]
    named, generic = linalg_ops(args[0]), linalg_ops(args[1])
    if len(named) != len(generic):
        print(f"op counts differ: {len(named)} vs {len(generic)}")
        return 1
    mismatches = 0
    for a, b in zip(named, generic):
        if a["indexing"] != b["indexing"]:
            mismatches += 1
            print(f"MISMATCH {a['name']} vs {b['name']}:\n  {a['indexing']}\n  {b['indexing']}")
        if not unknown_ok and any("unknown" in entry for entry in a["indexing"]):
            mismatches += 1
            print(f"UNKNOWN {a['name']}: {a['indexing']}")
    print(f"named ops compared: {len(named)}, mismatches: {mismatches}")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
