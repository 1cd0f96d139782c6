#!/usr/bin/env python3
"""Round-trips the annotated form of every JAX corpus program.

Usage: corpus_annotate.py INDEX_OPT MLIR_OPT PLUGIN CORPUS_DIR

For each `NAME.mlir` (pretty form) and each direction, with
`--hlo-indexing=annotate=true` (docs/contract.md, "Annotations"):
- the annotated module re-parses (its annotations verify) and prints
  byte-identically, in index-opt and in mlir-opt-22 with the plugin;
- mlir-opt-22 with the plugin annotates exactly as index-opt does;
- `indexing.strip` gives back the module as index-opt prints it unannotated;
- the annotations hold as many map attributes as the JSON report has maps
  (nothing lost or invented on the way into IR);
- output to input, with `counts=true coalescing=on`: the module prints back
  and its `elements_read` figures are the JSON report's.
And once per program, with `--buffer-liveness=annotate=true`: the module
round-trips, each function's `indexing.peak_bytes` and
`indexing.arena_bytes` are the JSON report's, and the `indexing.live_bytes`
of its ops are the report's timeline (as a multiset: generic forms print
an op's attributes after its regions).
Prints one line per check with counts and the failing files; exits 1 on any
failure.
"""

import concurrent.futures
import json
import os
import re
import subprocess
import sys

DIRECTIONS = ("output-to-input", "input-to-output")


def run(command, stdin=None):
    result = subprocess.run(command, input=stdin, capture_output=True)
    return result.returncode, result.stdout, result.stderr


def check(tools, path, direction):
    """The problems of one (program, direction)."""
    index_opt, mlir_opt, plugin = tools
    name = os.path.basename(path)
    with open(path, "rb") as f:
        original = f.read()
    extra = ["--mlir-print-debuginfo"] if b"loc(" in original else []
    plugin_flags = [f"--load-dialect-plugin={plugin}", f"--load-pass-plugin={plugin}"]
    option = f"annotate=true direction={direction}"
    status, annotated, error = run([index_opt, *extra, f"--hlo-indexing={option}", path])
    if status != 0:
        return [f"{name} ({direction}): annotate failed: {error.decode(errors='replace')[:300]}"]
    problems = []
    status, again, error = run([index_opt, *extra, "-"], annotated)
    if status != 0 or again != annotated:
        problems.append(f"{name} ({direction}): index-opt does not print the annotated module back "
                        f"{error.decode(errors='replace')[:300]}")
    status, again, error = run([mlir_opt, *plugin_flags, *extra, "-"], annotated)
    if status != 0 or again != annotated:
        problems.append(f"{name} ({direction}): mlir-opt-22 does not print the annotated module back "
                        f"{error.decode(errors='replace')[:300]}")
    status, by_plugin, error = run([mlir_opt, *plugin_flags, *extra,
                                    f"--pass-pipeline=builtin.module(hlo-indexing{{{option}}})", path])
    if status != 0 or by_plugin != annotated:
        problems.append(f"{name} ({direction}): mlir-opt-22 annotates differently "
                        f"{error.decode(errors='replace')[:300]}")
    status, stripped, _ = run([index_opt, *extra, "--indexing.strip", "-"], annotated)
    status2, plain, _ = run([index_opt, *extra, path])
    if status != 0 or status2 != 0 or stripped != plain:
        problems.append(f"{name} ({direction}): indexing.strip does not give the module back")
    status, report, _ = run([index_opt, f"--hlo-indexing=direction={direction}", "--indexing-report=json", path])
    if status == 0:
        expected = 0
        for function in json.loads(report)["functions"]:
            for op in function["ops"]:
                expected += sum(len(e["maps"]) for e in op["indexing"])
            expected += sum(len(e["maps"]) for e in function.get("function_indexing") or [])
        # Every map of an entry is one `#indexing.map<` in a maps table;
        # provenance maps are inside `{...}` dictionaries of rt_vars tables.
        found = count_table_maps(annotated.decode())
        if found != expected:
            problems.append(f"{name} ({direction}): {found} maps annotated, the report has {expected}")
    else:
        problems.append(f"{name} ({direction}): no JSON report")
    if direction == "output-to-input":
        problems += check_counts(index_opt, path, extra)
    return problems


I64_MAX = 2**63 - 1
# A bound's `upper` is a unit attribute where the JSON has null (a count
# past 64 bits).
COUNT = r"(\d+) : i64|\{lower = (\d+) : i64, upper(?: = (\d+) : i64)?\}"


def check_counts(index_opt, path, extra):
    """With counts and coalescing: the annotated module prints back and
    its `elements_read` figures are the JSON report's."""
    name = os.path.basename(path)
    option = "--hlo-indexing=annotate=true counts=true coalescing=on"
    status, annotated, error = run([index_opt, *extra, option, path])
    if status != 0:
        return [f"{name} (counts): annotate failed: {error.decode(errors='replace')[:300]}"]
    problems = []
    status, again, _ = run([index_opt, *extra, "-"], annotated)
    if status != 0 or again != annotated:
        problems.append(f"{name} (counts): the annotated module does not print back")
    status, report, _ = run([index_opt, "--hlo-indexing=counts=true coalescing=on", "--indexing-report=json", path])
    expected = []
    for function in json.loads(report)["functions"]:
        entries = [e for op in function["ops"] for e in op["indexing"]]
        entries += function.get("function_indexing") or []
        for e in entries:
            if "elements_read" in e:
                read = e["elements_read"]
                pair = (read, read) if isinstance(read, int) else (read["lower"], read["upper"])
                # An i64 attribute holds at most 2^63 - 1.
                expected.append(tuple(None if v is None else min(v, I64_MAX) for v in pair))
    found = [(int(a), int(a)) if a else (int(lo), int(hi) if hi else None)
             for a, lo, hi in re.findall("elements_read = (?:" + COUNT + ")", annotated.decode())]
    order = lambda pair: tuple(-1 if v is None else v for v in pair)  # noqa: E731
    if sorted(found, key=order) != sorted(expected, key=order):
        problems.append(f"{name} (counts): {len(found)} elements_read annotated, the report has {len(expected)} "
                        "(or their values differ)")
    return problems


def check_liveness(tools, path):
    """The problems of one program's liveness annotations."""
    index_opt = tools[0]
    name = os.path.basename(path)
    status, annotated, error = run([index_opt, "--buffer-liveness=annotate=true", path])
    if status != 0:
        return [f"{name} (liveness): annotate failed: {error.decode(errors='replace')[:300]}"]
    problems = []
    status, again, _ = run([index_opt, "-"], annotated)
    if status != 0 or again != annotated:
        problems.append(f"{name} (liveness): the annotated module does not print back")
    status, report, _ = run([index_opt, "--liveness-report=json", path])
    text = annotated.decode()
    expected_live, expected_peaks = [], []
    for function in json.loads(report)["functions"]:
        memory = function["memory"]
        expected_live += [bytes_ for _, bytes_ in sorted(memory["timeline"])]
        expected_peaks.append((memory["arena_bytes"], memory["peak_bytes"]))
    live = [int(m) for m in re.findall(r"indexing\.live_bytes = (\d+) : i64", text)]
    peaks = [(int(a), int(p)) for a, p in
             re.findall(r"indexing\.arena_bytes = (\d+) : i64, indexing\.peak_bytes = (\d+) : i64", text)]
    # An op printed in generic form shows its attributes after its regions,
    # so the printed order is not always the op order: compare as multisets
    # (test/Annotate/liveness.mlir checks the placement op by op).
    if sorted(live) != sorted(expected_live):
        problems.append(f"{name} (liveness): live_bytes differ from the report's timeline")
    if peaks != expected_peaks:
        problems.append(f"{name} (liveness): peak or arena bytes differ from the report's")
    return problems


def count_table_maps(text):
    """The `#indexing.map<` occurrences inside `indexing.*maps = [...]`."""
    count = 0
    marker = "maps = ["
    start = text.find(marker)
    while start >= 0:
        depth, i = 0, start + len(marker) - 1
        while True:
            c = text[i]
            if c == "[":
                depth += 1
            elif c == "]":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        count += text.count("#indexing.map<", start, i)
        start = text.find(marker, i)
    return count


def main():
    index_opt, mlir_opt, plugin, directory = sys.argv[1:5]
    paths = sorted(os.path.join(directory, f) for f in os.listdir(directory)
                   if f.endswith(".mlir") and not f.endswith(".generic.mlir"))
    jobs = [(p, d) for p in paths for d in DIRECTIONS]
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda job: check((index_opt, mlir_opt, plugin), *job), jobs))
        results += list(pool.map(lambda path: check_liveness((index_opt,), path), paths))
    problems = [p for ps in results for p in ps]
    print(f"annotated: {len(paths)} programs x {len(DIRECTIONS)} directions, and their liveness")
    print(f"problems: {len(problems)}")
    for problem in problems:
        print("  " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
