#!/usr/bin/env python3
"""XLA HLO input at scale: reading and liveness of XLA:CPU's optimized dump of
the 36-layer train step, against reading the same program as StableHLO.

Usage: bench_hlo.py [REPEATS]

The dump (34 MB of HLO text) is made once by compiling
`../shared/corpus/scale/transformer_36l_train_step.mlir` with XLA:CPU (JAX in
the repository's `.venv`; about 160 s and 5 GB) with `xla_dump_to`, and kept
in `target/bench/hlo36/` with XLA's own live-range dump. Without JAX or the
shared corpus the benchmark says so and stops. Measured, median of REPEATS
(default 1) CPU seconds (user + system), wall seconds and peak RSS of
`index-opt`:
  (h1) read the HLO: import, parse, verify, print       index-opt F.hlo
  (h2) (h1) + buffer liveness, JSON report               --liveness-report=json F.hlo
  (s1) read the import as StableHLO (generic, 50 MB)     index-opt F.mlir
  (s2) (s1) + buffer liveness, JSON report               --liveness-report=json F.mlir
  (s0) read the program's own StableHLO (its scan rolled, 1.3 MB)
Ratios are taken within this one run, of CPU time (on a machine shared with
other work, wall time measures the other work as much as this; the wall
ratios are printed too); the goal, h2/s1 <= 2x (reading HLO and its
liveness within twice reading the same program as StableHLO), prints GOAL
MET or GOAL MISSED and by how much. INDEX_OPT in the environment names
another binary. The XLA live ranges of the dump are
checked against XLA's (crates/hlo-text/tests/live_range.rs with
HLO_CORPUS set to the directory).
"""

import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INDEX_OPT = os.environ.get("INDEX_OPT") or os.path.join(ROOT, "target", "release", "index-opt")
VENV_PYTHON = os.path.join(ROOT, ".venv", "bin", "python")
SOURCE = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "scale", "transformer_36l_train_step.mlir")
OUT = os.path.join(ROOT, "target", "bench", "hlo36")
HLO = os.path.join(OUT, "step36.after.hlo")
RANGES = os.path.join(OUT, "step36.live-range.txt")
# The bound on (h2) over (s1).
GOAL = 2.0

COMPILE = """
import os, sys
os.environ["XLA_FLAGS"] = "--xla_dump_to=" + sys.argv[2] + " --xla_dump_hlo_as_text"
from jax._src import xla_bridge
from jax._src.lib import xla_client as xc
backend = xla_bridge.get_backend("cpu")
backend.compile_and_load(open(sys.argv[1]).read(), xc.DeviceList(tuple(backend.devices()[:1])), xc.CompileOptions())
"""


def make_dump():
    if os.path.exists(HLO) and os.path.exists(RANGES):
        return True
    if not os.path.exists(SOURCE):
        print(f"NOTICE: bench_hlo.py skipped: {SOURCE} is absent")
        return False
    if subprocess.run([VENV_PYTHON, "-c", "import jax"], capture_output=True).returncode != 0:
        print("NOTICE: bench_hlo.py skipped: JAX is not in .venv (make python installs it)")
        return False
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        print("compiling the 36-layer step with XLA:CPU once (about 160 s) ...", flush=True)
        subprocess.run([VENV_PYTHON, "-c", COMPILE, SOURCE, scratch], check=True)
        after = glob.glob(os.path.join(scratch, "*.cpu_after_optimizations.txt"))
        ranges = glob.glob(os.path.join(scratch, "*.cpu_after_optimizations-live-range.txt"))
        assert len(after) == 1 and len(ranges) == 1, (after, ranges)
        shutil.copyfile(after[0], HLO)
        shutil.copyfile(ranges[0], RANGES)
    return True


def run(command):
    """CPU seconds (user + system), wall seconds and peak RSS (MiB) of one
    run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    assert status == 0, command
    return usage.ru_utime + usage.ru_stime, time.perf_counter() - start, usage.ru_maxrss / 1024


def main():
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    if not make_dump():
        return 0
    imported = os.path.join(OUT, "step36.import.mlir")
    with open(imported, "w") as out:
        subprocess.run([INDEX_OPT, "--hlo-to-mlir", HLO], stdout=out, check=True)
    modes = {
        "h1": [INDEX_OPT, HLO, "-o", "/dev/null"],
        "h2": [INDEX_OPT, "--liveness-report=json", HLO],
        "s1": [INDEX_OPT, imported, "-o", "/dev/null"],
        "s2": [INDEX_OPT, "--liveness-report=json", imported],
        "s0": [INDEX_OPT, SOURCE, "-o", "/dev/null"],
    }
    samples = {mode: [] for mode in modes}
    for _ in range(repeats):
        for mode, command in modes.items():
            samples[mode].append(run(command))
    result = {
        mode: (statistics.median(c for c, _, _ in s), statistics.median(w for _, w, _ in s), max(m for _, _, m in s))
        for mode, s in samples.items()
    }
    size = os.path.getsize(HLO) / 1e6
    print(f"36-layer step, XLA:CPU's optimized HLO ({size:.1f} MB), median of {repeats}: CPU, wall, peak RSS")
    for mode, (cpu, wall, mib) in result.items():
        what = " ".join(os.path.basename(c) for c in modes[mode][1:])
        print(f"  ({mode}) {cpu:6.2f} s  {wall:6.2f} s  {mib:6.0f} MiB  {what}")
    cpu = {mode: r[0] for mode, r in result.items()}
    wall = {mode: r[1] for mode, r in result.items()}
    for label, a, b in (
        ("HLO read + liveness / StableHLO read", "h2", "s1"),
        ("HLO read + liveness / StableHLO read + liveness", "h2", "s2"),
        ("HLO read / StableHLO read", "h1", "s1"),
    ):
        print(f"  {label} ({a}/{b}): {cpu[a] / cpu[b]:.2f}x CPU, {wall[a] / wall[b]:.2f}x wall")
    ratio = cpu["h2"] / cpu["s1"]
    verdict = "GOAL MET" if ratio <= GOAL else f"GOAL MISSED by {100 * (ratio / GOAL - 1):.0f} %"
    print(f"  {verdict}: (h2) HLO read + liveness {ratio:.2f}x (s1) StableHLO read in CPU time, bound {GOAL}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
