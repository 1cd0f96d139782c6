#!/usr/bin/env python3
"""The model-scale benchmark of the fusion issue, measured in one run.

Usage: bench_indexing.py [REPEATS]

For each program: (a) parse+verify+print only, (b) per-op maps
(`--hlo-indexing=fusion=false --indexing-report=json`), (c) with
function-level composition (`--hlo-indexing --indexing-report=json`). Runs
alternate; wall time is the median, peak RSS the maximum (from
`/usr/bin/time`-style rusage of the child). Prints ratios b/a, c/a and the
RSS ratio c/a against the goals (2x, 4x, 2x).

Then a synthetic scaling series: chains (transpose, negate, exponential in
turn) and diamonds (`add(negate(x), exponential(x))`) of 10 to 10,000 ops,
with (c) per op and the size of the function's maps, which must stay
bounded while time grows linearly; and how many distinct affine
expressions and maps the analysis builds in the MLIR context (which never
frees them), from `crates/indexing-analysis/tests/context_growth.rs`.
"""

import os
import resource
import statistics
import subprocess
import json
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "test", "corpus", "jax")
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


def synthetic(kind, n_ops):
    """A StableHLO function of `n_ops` ops of `kind` ("chain" or "diamond")."""
    t = "tensor<16x16xf32>"
    lines = [f"func.func @main(%x0: {t}) -> {t} {{"]
    value, count, i = "%x0", 0, 0
    while count < n_ops:
        i += 1
        if kind == "chain":
            op = ["stablehlo.transpose {v}, dims = [1, 0] : ({t}) -> {t}", "stablehlo.negate {v} : {t}",
                  "stablehlo.exponential {v} : {t}"][i % 3]
            lines.append(f"  %v{i} = " + op.format(v=value, t=t))
            count += 1
        else:
            lines.append(f"  %n{i} = stablehlo.negate {value} : {t}")
            lines.append(f"  %e{i} = stablehlo.exponential {value} : {t}")
            lines.append(f"  %v{i} = stablehlo.add %n{i}, %e{i} : {t}")
            count += 3
        value = f"%v{i}"
    lines.append(f"  return {value} : {t}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def scaling(repeats):
    print("synthetic scaling, (c) with function_indexing (median of %d):" % repeats)
    print(f"  {'kind':8} {'ops':>6} {'wall ms':>9} {'us/op':>7} {'maps':>5} {'map chars':>9}")
    with tempfile.TemporaryDirectory() as tmp:
        for kind in ["chain", "diamond"]:
            for n_ops in [10, 100, 1000, 10000]:
                path = os.path.join(tmp, f"{kind}{n_ops}.mlir")
                with open(path, "w") as f:
                    f.write(synthetic(kind, n_ops))
                walls = [run([*MODES["c"], path, "-o", "/dev/null"])[0] for _ in range(repeats)]
                report = subprocess.run([INDEX_OPT, *MODES["c"], path], capture_output=True, text=True, check=True)
                maps = json.loads(report.stdout)["functions"][0]["function_indexing"][0]["maps"]
                wall = statistics.median(walls)
                print(f"  {kind:8} {n_ops:6} {wall * 1000:9.1f} {wall * 1e6 / n_ops:7.1f} {len(maps):5} {max(map(len, maps)):9}")


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
    scaling(repeats)
    context_growth()


def context_growth():
    """Distinct affine expressions and maps function_indexing builds in the
    MLIR context (which never frees them), from the Rust test that counts
    them: the same at every chain length, and for the training step."""
    print("MLIR context growth during function_indexing (tests/context_growth.rs):")
    result = subprocess.run(
        ["cargo", "test", "--release", "-q", "-p", "indexing-analysis", "--test", "context_growth", "--",
         "--nocapture", "--test-threads=1"],
        cwd=ROOT, capture_output=True, text=True, check=True)
    for line in result.stdout.splitlines():
        if "Built" in line:
            print("  " + line.strip().lstrip("."))


if __name__ == "__main__":
    main()
