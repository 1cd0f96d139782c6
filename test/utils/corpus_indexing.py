#!/usr/bin/env python3
"""Runs hlo-indexing (JSON report, both directions) on every corpus file.

Usage: corpus_indexing.py INDEX_OPT CORPUS_DIR

Every file must give a valid JSON report with exit status 0; every op of
every function must be reported, pairs without maps must say why
(`unknown`). Prints totals: ops, (result, operand) entries, unknown
entries, and the most common unknown reasons.
"""

import collections
import concurrent.futures
import json
import os
import subprocess
import sys


def run(index_opt, path, direction):
    result = subprocess.run(
        [index_opt, f"--hlo-indexing=direction={direction} fusion=false", "--indexing-report=json", path],
        capture_output=True,
    )
    return path, direction, result


def main():
    index_opt, directory = sys.argv[1], sys.argv[2]
    files = sorted(os.path.join(directory, f) for f in os.listdir(directory) if f.endswith(".mlir"))
    jobs = [(f, d) for f in files for d in ("output-to-input", "input-to-output")]
    failures, ops, entries, unknown = [], 0, 0, 0
    reasons = collections.Counter()
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for path, direction, result in pool.map(lambda job: run(index_opt, *job), jobs):
            name = os.path.basename(path)
            if result.returncode != 0:
                failures.append(f"{name} ({direction}): status {result.returncode}: {result.stderr[:200]!r}")
                continue
            try:
                report = json.loads(result.stdout)
            except json.JSONDecodeError as error:
                failures.append(f"{name} ({direction}): invalid JSON: {error}")
                continue
            for function in report["functions"]:
                for op in function["ops"]:
                    ops += 1
                    for entry in op["indexing"]:
                        entries += 1
                        if "unknown" in entry:
                            unknown += 1
                            reasons[entry["unknown"].split(":")[0]] += 1
                        elif not isinstance(entry["maps"], list):
                            failures.append(f"{name}: maps is not a list")
    print(f"runs: {len(jobs)}, failures: {len(failures)}")
    for failure in failures:
        print(f"  {failure}")
    print(f"ops: {ops}, entries: {entries}, unknown: {unknown}")
    for reason, count in reasons.most_common(12):
        print(f"  {count:6d}  {reason}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
