#!/usr/bin/env python3
"""The simplifier's throughput beside ISL's, in one run (part of `make
bench`, with the venv's Python, which has islpy and the index_opt package).

Usage: bench_simplifier.py [--baseline DIR] [--repeat N]

The corpus is `crates/index-opt-python/tests/test_isl.py`'s: the maps of
XLA's indexing-map tests (beside the repository, skipped when absent), the
maps of the corpus's indexing reports and compositions of pairs of them.
Each map is parsed, simplified and printed, by index-opt
(`IndexingMap(text).simplify()`, best of N passes over the corpus) and by
ISL (the map's relation in ISL's notation, range and runtime variables
under `exists`, parsed, then `detect_equalities`, `remove_redundancies`,
`coalesce`, printed; one pass, in a worker process that times each map
and is replaced when one runs past 10 s). Both are timed on the maps ISL
finished, and the line gives maps per second of each and the ratio.

With `--baseline DIR` (a directory holding another build's `index_opt`
package, e.g. the `python/` folder of a worktree after `cargo build
--release -p index-opt-python`, laid out as `--module-path` of test_isl.py
expects), that build's throughput is measured too, alternating with this
one's, each in its own process, and the ratio prints `GOAL MET` when this
build is at most 10 % slower (the simplifier's speed bound) or `GOAL MISSED by N %`.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "crates", "index-opt-python", "tests")
ISL_SECONDS = 10

# Times `index_opt` (from the directory in argv[1], if not empty) on the maps
# of the JSON file argv[2]: prints the best of argv[3] passes, in seconds.
TIMER = """
import json, sys, time
if sys.argv[1]:
    sys.path.insert(0, sys.argv[1])
from index_opt import IndexingMap
maps = json.load(open(sys.argv[2]))
best = None
for _ in range(int(sys.argv[3])):
    start = time.perf_counter()
    for text in maps:
        str(IndexingMap(text).simplify())
    elapsed = time.perf_counter() - start
    best = elapsed if best is None else min(best, elapsed)
print(best)
"""


def ours(maps_file, repeat, module_dir=""):
    """Best seconds of `repeat` passes of index-opt's simplifier, in a
    process of its own (so that two builds can be compared)."""
    done = subprocess.run([sys.executable, "-c", TIMER, module_dir, maps_file, str(repeat)],
                          capture_output=True, text=True, check=True)
    return float(done.stdout.strip())


def _isl_worker(connection):
    import islpy as isl

    while True:
        text = connection.recv()
        if text is None:
            return
        start = time.perf_counter()
        relation = isl.Map(text)
        str(relation.detect_equalities().remove_redundancies().coalesce())
        connection.send(time.perf_counter() - start)


def isl_times(relations):
    """Seconds ISL takes on each relation text, or None past the limit."""
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    connection, worker = None, None
    times = []
    for text in relations:
        if worker is None:
            connection, child = context.Pipe()
            worker = context.Process(target=_isl_worker, args=(child,), daemon=True)
            worker.start()
        connection.send(text)
        if connection.poll(ISL_SECONDS):
            times.append(connection.recv())
        else:
            worker.kill()
            worker.join()
            worker = None
            times.append(None)
    if worker is not None:
        connection.send(None)
        worker.join()
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", help="a directory with another build's index_opt package")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    sys.path.insert(0, TESTS)
    try:
        import islpy  # noqa: F401
        import test_isl
        from index_opt import IndexingMap
    except Exception as error:  # islpy, pytest or the package missing
        print(f"NOTICE: bench_simplifier.py skipped: {error} (make python installs the venv)")
        return 0
    maps, relations = [], []
    for text in test_isl.corpus(IndexingMap):
        try:
            relations.append(test_isl.isl_text(text))
        except test_isl.Unsupported:
            continue
        maps.append(text)
    times = isl_times(relations)
    finished = [text for text, seconds in zip(maps, times) if seconds is not None]
    isl_total = sum(seconds for seconds in times if seconds is not None)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as out:
        json.dump(finished, out)
    try:
        ours_total = ours(out.name, args.repeat)
        print(f"simplifier: {len(finished)} maps (of {len(maps)}; {len(maps) - len(finished)} ISL did not finish "
              f"within {ISL_SECONDS} s), parse+simplify+print: index-opt {len(finished) / ours_total:,.0f} maps/s "
              f"({1e3 * ours_total:.1f} ms, best of {args.repeat}), ISL {len(finished) / isl_total:,.0f} maps/s "
              f"({1e3 * isl_total:.1f} ms); index-opt {isl_total / ours_total:.0f}x ISL's throughput")
        if args.baseline:
            this, that = [], []
            for _ in range(5):
                this.append(ours(out.name, args.repeat))
                that.append(ours(out.name, args.repeat, args.baseline))
            ratio = min(this) / min(that)
            verdict = "GOAL MET" if ratio <= 1.10 else f"GOAL MISSED by {100 * (ratio / 1.10 - 1):.0f} %"
            print(f"  {verdict}: this build {1e3 * min(this):.1f} ms, the baseline {1e3 * min(that):.1f} ms "
                  f"(best of 5 alternating rounds): {ratio:.2f}x, bound 1.10x")
    finally:
        os.unlink(out.name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
