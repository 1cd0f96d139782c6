#!/usr/bin/env python3
"""Long chains of data-movement ops (part of `make bench`): the time to
compose a random 1,000-op reshape/transpose/slice/pad/broadcast chain into
its function-level map, and the map's size, per chain.

Usage: bench_chains.py [OPS] [SEEDS]   (default 1000 ops, seeds 1..12)

The chains come from `crates/index-opt-python/tests/chains.py` (the
exactness test is `tests/test_chains.py`). Goals: every chain within 20 s
and into one map of at most 10 KB; each prints `GOAL MET` or `GOAL MISSED
by N %`.
"""

import json
import os
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "crates", "index-opt-python", "tests"))
import chains  # noqa: E402

BINARY = os.path.join(ROOT, "target", "release", "index-opt")


def main():
    ops = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    worst_time, worst_size = 0.0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(1, seeds + 1):
            path = os.path.join(tmp, f"chain{seed}.mlir")
            with open(path, "w") as f:
                f.write(chains.chain(ops, seed))
            before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
            start = time.perf_counter()
            out = subprocess.run([BINARY, "--indexing-report=json", path], capture_output=True, text=True, check=True)
            wall = time.perf_counter() - start
            user = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before
            entry = json.loads(out.stdout)["functions"][0]["function_indexing"][0]
            sizes = [len(m) for m in entry.get("maps") or []]
            print(f"chain {seed}: {ops} ops, {wall:.2f} s wall, {user:.2f} s user, maps {sizes}")
            worst_time, worst_size = max(worst_time, wall), max([worst_size] + sizes)

    def goal(name, value, bound, unit):
        verdict = "GOAL MET" if value <= bound else f"GOAL MISSED by {100 * (value / bound - 1):.0f} %"
        print(f"{name}: {value:.2f}{unit} (goal <= {bound}{unit}): {verdict}")

    goal("slowest chain", worst_time, 20.0, " s")
    goal("largest map", worst_size / 1024, 10.0, " KB")


if __name__ == "__main__":
    main()
