#!/usr/bin/env python3
"""Unknown and superset entries of the JAX corpus, by op and by reason, in
both directions, per-op entries and function-level entries apart.

Usage:
  tally_unknowns.py [--reports DIR] [INDEX_OPT] [CORPUS_DIR]
  tally_unknowns.py --compare BEFORE_DIR [INDEX_OPT] [CORPUS_DIR]

Runs `INDEX_OPT --hlo-indexing="direction=D" --indexing-report=json` on
every pretty-form file of the corpus (the generic forms are the same
programs) and prints a table: for each direction and level (`op`: the
per-op entries; `function`: `function_indexing`), the number of entries,
how many are `unknown`, how many are marked `superset`, and the unknown
ones by the op that has them (per-op) or the op the reason names
(function level: the reason's first `name:` prefix), with the reason's
kind (its text with numbers, shapes and names blanked, so that one cause
is one row).

`--reports DIR` reads the reports instead from a directory written by
`check_reports_identical.py save` (files
`NAME.mlir.DIRECTION.fusion-true.json.out`): the tally of a saved
baseline, for "before" numbers. `--compare BEFORE_DIR` prints the saved
baseline's table and the current binary's side by side.

Defaults: INDEX_OPT = target/release/index-opt, CORPUS_DIR = the vendored
corpus `test/corpus/jax`.
"""

import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIRECTIONS = ("output-to-input", "input-to-output")


def corpus_files(corpus):
    return sorted(
        os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith(".mlir") and ".generic." not in f
    )


def run(index_opt, path, direction):
    result = subprocess.run(
        [index_opt, f"--hlo-indexing=direction={direction}", "--indexing-report=json", path],
        capture_output=True,
    )
    if result.returncode != 0:
        raise SystemExit(f"{path} ({direction}): exit {result.returncode}\n{result.stderr.decode()}")
    return result.stdout


def saved(directory, path, direction):
    name = os.path.join(directory, f"{os.path.basename(path)}.{direction}.fusion-true.json.out")
    with open(name, "rb") as report:
        return report.read()


def cause(reason):
    """The reason's kind: its text with what varies between entries blanked."""
    text = re.sub(r"tensor<[^>]*>", "tensor<...>", reason)
    text = re.sub(r"@[\w.$-]+", "@...", text)
    text = re.sub(r"'[^']*'", "'...'", text)
    text = re.sub(r"\b(result|argument|operand|branch) \d+", r"\1 N", text)
    return re.sub(r"\d+", "N", text)


def reason_op(reason):
    """The op a function-level reason names first (`stablehlo.while: ...`)."""
    match = re.match(r"([\w]+\.[\w.]+):", reason)
    return match.group(1) if match else "?"


def tally(reports):
    """Counts from (direction, JSON text) pairs."""
    counts = collections.Counter()
    unknown = collections.Counter()
    for direction, text in reports:
        for function in json.loads(text)["functions"]:
            levels = [("op", op["name"], e) for op in function["ops"] for e in op["indexing"]]
            levels += [("function", None, e) for e in function["function_indexing"]]
            for level, name, entry in levels:
                counts[(direction, level, "entries")] += 1
                if "superset" in entry:
                    counts[(direction, level, "superset")] += 1
                if "unknown" in entry:
                    counts[(direction, level, "unknown")] += 1
                    reason = entry["unknown"]
                    op = name if name is not None else reason_op(reason)
                    unknown[(direction, level, op, cause(reason))] += 1
    return counts, unknown


def print_table(title, counts, unknown, other=None):
    print(f"## {title}")
    for direction in DIRECTIONS:
        for level in ("op", "function"):
            c = lambda what, t=counts: t[(direction, level, what)]
            line = f"{direction}, {level} entries: {c('entries')}, unknown {c('unknown')}, superset {c('superset')}"
            if other is not None:
                o = lambda what: other[0][(direction, level, what)]
                line += f" (before: {o('entries')}, unknown {o('unknown')}, superset {o('superset')})"
            print(line)
            rows = sorted(
                {k for k in unknown if k[:2] == (direction, level)}
                | ({k for k in other[1] if k[:2] == (direction, level)} if other else set())
            )
            rows.sort(key=lambda k: -unknown[k])
            for key in rows:
                before = f"  (before {other[1][key]})" if other is not None else ""
                print(f"  {unknown[key]:6}  {key[2]}: {key[3]}{before}")
    print()


def main():
    args = sys.argv[1:]
    reports_dir = compare_dir = None
    if args[:1] == ["--reports"] and len(args) >= 2:
        reports_dir, args = args[1], args[2:]
    elif args[:1] == ["--compare"] and len(args) >= 2:
        compare_dir, args = args[1], args[2:]
    elif args[:1] in (["-h"], ["--help"]):
        print(__doc__)
        return 0
    index_opt = args[0] if args else os.path.join(ROOT, "target", "release", "index-opt")
    corpus = args[1] if len(args) > 1 else os.path.join(ROOT, "test", "corpus", "jax")
    files = corpus_files(corpus)
    jobs = [(f, d) for f in files for d in DIRECTIONS]
    if reports_dir is not None:
        counts, unknown = tally((d, saved(reports_dir, f, d)) for f, d in jobs)
        print_table(f"{len(files)} files, reports of {reports_dir}", counts, unknown)
        return 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        reports = list(pool.map(lambda job: (job[1], run(index_opt, *job)), jobs))
    counts, unknown = tally(reports)
    other = tally((d, saved(compare_dir, f, d)) for f, d in jobs) if compare_dir else None
    print_table(f"{len(files)} files, {index_opt}", counts, unknown, other)
    return 0


if __name__ == "__main__":
    sys.exit(main())
