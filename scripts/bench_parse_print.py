#!/usr/bin/env python3
"""Parse+print speed of index-opt against upstream mlir-opt, measured in one run.

Usage: bench_parse_print.py [REPEATS]

For each corpus program: `index-opt FILE.mlir -o /dev/null` (our StableHLO
dialect, pretty form) against `mlir-opt-22 --allow-unregistered-dialect
FILE.generic.mlir -o /dev/null` (MLIR's generic parser, no dialect). The
runs alternate so that machine load affects both alike; medians and their
ratio are printed.
"""

import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "test", "corpus", "jax")
INDEX_OPT = os.path.join(ROOT, "target", "release", "index-opt")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
PROGRAMS = ["transformer_big_train_step", "transformer_encoder"]


def run(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    for program in PROGRAMS:
        pretty = os.path.join(CORPUS, program + ".mlir")
        generic = os.path.join(CORPUS, program + ".generic.mlir")
        ours, theirs = [], []
        for _ in range(repeats):
            ours.append(run([INDEX_OPT, pretty, "-o", "/dev/null"]))
            theirs.append(run([MLIR_OPT, "--allow-unregistered-dialect", generic, "-o", "/dev/null"]))
        a, b = statistics.median(ours), statistics.median(theirs)
        print(f"{program}: index-opt (pretty) {a * 1000:.1f} ms, "
              f"mlir-opt-22 (generic, unregistered) {b * 1000:.1f} ms, "
              f"ratio {a / b:.2f} (median of {repeats})")


if __name__ == "__main__":
    main()
