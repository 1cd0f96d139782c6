#!/usr/bin/env python3
"""Unknown and superset entries of the JAX corpus, by op and by reason, in
both directions, per-op entries and function-level entries apart.

Usage:
  tally_unknowns.py [--only NAMES] [--per-file] [--reports DIR] [INDEX_OPT] [CORPUS_DIR]
  tally_unknowns.py [--only NAMES] [--per-file] --compare BEFORE_DIR [INDEX_OPT] [CORPUS_DIR]

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

`--only NAMES` keeps the programs named in the comma-separated list
(`NAME` for `NAME.mlir`; shell-style patterns such as `scan_*` allowed;
`loops` stands for the loop programs, `LOOP_PROGRAMS` below).
`--per-file` prints, before the table, one row a file and direction: its
entries, how many are `superset` and how many `unknown` (per-op and
function-level together), then those entries by reason (the reason's kind,
as in the table; a superset's reason is its `superset` text).

The loop programs' numbers, to repeat after a change to the loop
analysis, with the binary to measure:

  python3 scripts/tally_unknowns.py --only loops --per-file INDEX_OPT

Defaults: INDEX_OPT = target/release/index-opt, CORPUS_DIR = the vendored
corpus `test/corpus/jax`.
"""

import collections
import concurrent.futures
import fnmatch
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIRECTIONS = ("output-to-input", "input-to-output")

# The corpus programs whose loops come from lax.scan, fori_loop, while_loop
# and associative_scan (scripts/regenerate_corpus.py, "Loop programs").
LOOP_PROGRAMS = (
    "associative_scan",
    "fori_at_set",
    "fori_roll",
    "lstm_scan_grad",
    "nested_scan",
    "scan_cumsum",
    "scan_reverse",
    "scan_transformer",
    "scan_transformer_train",
    "scan_transformer_train_remat",
    "while_data_dependent",
)


def corpus_files(corpus, only=None):
    """The pretty-form files of `corpus` (`NAME.mlir`, and `NAME.exported.mlir`
    where there is one); with `only` (names or patterns, `loops` for
    LOOP_PROGRAMS), those of the programs it names."""
    files = sorted(f for f in os.listdir(corpus) if f.endswith(".mlir") and ".generic." not in f)
    if only is not None:
        patterns = [p for name in only for p in (LOOP_PROGRAMS if name == "loops" else (name,))]
        program = lambda f: f.split(".")[0]
        kept = [f for f in files if any(fnmatch.fnmatchcase(program(f), p) for p in patterns)]
        missing = [p for p in patterns if not any(fnmatch.fnmatchcase(program(f), p) for f in files)]
        if missing:
            raise SystemExit(f"--only: no program {', '.join(missing)} in {corpus}")
        files = kept
    return [os.path.join(corpus, f) for f in files]


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
    try:
        with open(name, "rb") as report:
            return report.read()
    except FileNotFoundError:
        raise SystemExit(f"{name} is missing: a baseline saved before {os.path.basename(path)} was added (--only)")


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


def tally(reports, superset=None):
    """Counts from (direction, JSON text) pairs; the superset entries by
    reason are added to the counter `superset` when given."""
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
                    if superset is not None:
                        reason = entry["superset"]
                        op = name if name is not None else reason_op(reason)
                        superset[(direction, level, op, cause(reason))] += 1
                if "unknown" in entry:
                    counts[(direction, level, "unknown")] += 1
                    reason = entry["unknown"]
                    op = name if name is not None else reason_op(reason)
                    unknown[(direction, level, op, cause(reason))] += 1
    return counts, unknown


def print_per_file(title, files, reports):
    """One row a file and direction, then its superset and unknown entries
    by reason; `reports[(path, direction)]` is the JSON text."""
    print(f"## {title}, per file")
    print("| file | direction | entries | superset | unknown |")
    print("|---|---|---:|---:|---:|")
    reasons = []
    for path in files:
        name = os.path.basename(path)
        for direction in DIRECTIONS:
            superset = collections.Counter()
            counts, unknown = tally([(direction, reports[(path, direction)])], superset)
            total = lambda what: sum(counts[(direction, level, what)] for level in ("op", "function"))
            print(f"| {name} | {direction} | {total('entries')} | {total('superset')} | {total('unknown')} |")
            for kind, table in (("superset", superset), ("unknown", unknown)):
                for key in sorted(table, key=lambda k: (-table[k], k)):
                    reasons.append(f"  {name} {direction} {kind} {table[key]:5}  {key[1]} {key[2]}: {key[3]}")
    print()
    print("By reason (file, direction, superset/unknown, count, level, op: reason):")
    print("\n".join(reasons) if reasons else "  none")
    print()


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
    reports_dir = compare_dir = only = None
    per_file = False
    while args[:1] and args[0].startswith("-"):
        if args[0] in ("-h", "--help"):
            print(__doc__)
            return 0
        if args[0] == "--per-file":
            per_file, args = True, args[1:]
        elif args[0] in ("--reports", "--compare", "--only") and len(args) >= 2:
            if args[0] == "--reports":
                reports_dir = args[1]
            elif args[0] == "--compare":
                compare_dir = args[1]
            else:
                only = [name for name in args[1].split(",") if name]
            args = args[2:]
        else:
            raise SystemExit(f"unknown option {args[0]} (--help)")
    index_opt = args[0] if args else os.path.join(ROOT, "target", "release", "index-opt")
    corpus = args[1] if len(args) > 1 else os.path.join(ROOT, "test", "corpus", "jax")
    files = corpus_files(corpus, only)
    jobs = [(f, d) for f in files for d in DIRECTIONS]
    if reports_dir is not None:
        reports = {job: saved(reports_dir, *job) for job in jobs}
        title = f"{len(files)} files, reports of {reports_dir}"
        if per_file:
            print_per_file(title, files, reports)
        counts, unknown = tally((d, reports[(f, d)]) for f, d in jobs)
        print_table(title, counts, unknown)
        return 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        reports = dict(zip(jobs, pool.map(lambda job: run(index_opt, *job), jobs)))
    title = f"{len(files)} files, {index_opt}"
    if per_file:
        print_per_file(title, files, reports)
    counts, unknown = tally((d, reports[(f, d)]) for f, d in jobs)
    other = tally((d, saved(compare_dir, f, d)) for f, d in jobs) if compare_dir else None
    print_table(title, counts, unknown, other)
    return 0


if __name__ == "__main__":
    sys.exit(main())
