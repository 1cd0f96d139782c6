#!/usr/bin/env python3
"""The benchmark's ratios of two builds, measured in one run.

Usage: bench_compare.py BASELINE_INDEX_OPT [REPEATS]

For each program (the two corpus programs of `bench_indexing.py`, and the
36- and 120-layer training steps of `../shared/corpus/scale/` when they
are beside the repository), runs (a) parse+verify+print, (b) per-op maps and (c) function
indexing with the baseline binary and with this build
(`target/release/index-opt`), alternating run by run so machine load
affects both alike. Prints each build's median wall time per mode, the
ratios b/a and c/a of each, and how much each ratio changed (a change
above +10% is flagged: issue 15's performance bound).
"""

import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CURRENT = os.path.join(ROOT, "target", "release", "index-opt")
PROGRAMS = [
    os.path.join(ROOT, "test", "corpus", "jax", "transformer_big_train_step.mlir"),
    os.path.join(ROOT, "test", "corpus", "jax", "transformer_encoder.mlir"),
    os.path.join(os.path.dirname(ROOT), "shared", "corpus", "scale", "transformer_36l_train_step.mlir"),
    os.path.join(os.path.dirname(ROOT), "shared", "corpus", "scale", "transformer_120l_train_step.mlir"),
]
MODES = {
    "a": [],
    "b": ["--hlo-indexing=fusion=false", "--indexing-report=json"],
    "c": ["--hlo-indexing", "--indexing-report=json"],
}
BOUND = 1.10


def wall(binary, args):
    """Wall seconds of one run (it must succeed)."""
    start = time.perf_counter()
    subprocess.run([binary, *args], stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    baseline = sys.argv[1]
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    builds = {"baseline": baseline, "current": CURRENT}
    worst = 0.0
    for path in PROGRAMS:
        if not os.path.exists(path):
            print(f"notice: {path} is absent, skipped")
            continue
        times = {(b, m): [] for b in builds for m in MODES}
        for _ in range(repeats):
            for mode, flags in MODES.items():
                for build, binary in builds.items():
                    times[(build, mode)].append(wall(binary, [*flags, path, "-o", "/dev/null"]))
        median = {key: statistics.median(values) for key, values in times.items()}
        print(os.path.basename(path))
        for build in builds:
            a, b, c = (median[(build, m)] for m in MODES)
            print(f"  {build:8}  a {a:7.3f} s  b {b:7.3f} s  c {c:7.3f} s   b/a {b / a:6.2f}  c/a {c / a:6.2f}")
        for mode in ("b", "c"):
            before = median[("baseline", mode)] / median[("baseline", "a")]
            after = median[("current", mode)] / median[("current", "a")]
            change = after / before
            worst = max(worst, change)
            flag = "  ABOVE the 10% bound" if change > BOUND else ""
            print(f"  {mode}/a: {before:.2f} -> {after:.2f} ({(change - 1) * 100:+.1f}%){flag}")
    print(f"worst ratio change: {(worst - 1) * 100:+.1f}% (bound +{(BOUND - 1) * 100:.0f}%)")


if __name__ == "__main__":
    main()
