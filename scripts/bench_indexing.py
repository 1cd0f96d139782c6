#!/usr/bin/env python3
"""The model-scale benchmark of the fusion issue, measured in one run.

Usage: bench_indexing.py [REPEATS]

For each program: (a) parse+verify+print only, (b) per-op maps
(`--hlo-indexing=fusion=false --indexing-report=json`), (c) with
function-level composition (`--hlo-indexing --indexing-report=json`). Runs
alternate; wall time is the median, peak RSS the maximum (from
`/usr/bin/time`-style rusage of the child). Prints ratios b/a, c/a and the
RSS ratio c/a against the goals (2x, 4x, 2x).
"""

import os
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "jax")
INDEX_OPT = os.path.join(ROOT, "target", "release", "index-opt")
PROGRAMS = ["transformer_big_train_step", "transformer_encoder"]
MODES = {
    "a": [],
    "b": ["--hlo-indexing=fusion=false", "--indexing-report=json"],
    "c": ["--hlo-indexing", "--indexing-report=json"],
}


def run(args):
    """Wall seconds and peak RSS (KiB) of one run."""
    start = time.perf_counter()
    process = subprocess.Popen([INDEX_OPT, *args], stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"index-opt {' '.join(args)} failed with status {status}")
    return elapsed, usage.ru_maxrss


def main():
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for program in PROGRAMS:
        path = os.path.join(CORPUS, program + ".mlir")
        times = {mode: [] for mode in MODES}
        rss = {mode: 0 for mode in MODES}
        for _ in range(repeats):
            for mode, flags in MODES.items():
                elapsed, peak = run([*flags, path, "-o", "/dev/null"])
                times[mode].append(elapsed)
                rss[mode] = max(rss[mode], peak)
        wall = {mode: statistics.median(values) for mode, values in times.items()}
        print(f"{program} (median of {repeats}):")
        for mode in MODES:
            print(f"  ({mode}) {wall[mode] * 1000:9.1f} ms  peak RSS {rss[mode] / 1024:7.1f} MiB")
        print(f"  ratios: b/a {wall['b'] / wall['a']:.2f} (goal <= 2), c/a {wall['c'] / wall['a']:.2f} (goal <= 4), "
              f"RSS c/a {rss['c'] / rss['a']:.2f} (goal <= 2)")


if __name__ == "__main__":
    main()
