#!/usr/bin/env python3
"""Seed corpora of the AFL++ fuzz targets (make fuzz), from the repository's
own test data, and the summary of a fuzzing run.

Usage:
  fuzz_seeds.py TARGET DIR     write the seeds of TARGET into DIR
  fuzz_seeds.py --summary OUT  what afl-fuzz found in OUT (its -o folder)

Targets (fuzz/src/bin/):
  map_text  one map per file: every map the JSON reports of the small
            corpus programs hold (index-opt at target/release/index-opt)
  simplify  those maps, and pairs `A\\n----\\nB` whose arities compose
  driver    the lit tests' and the corpus' MLIR files of up to 8 KB
  programs  byte strings (each byte is one choice of the program generator):
            fixed pseudo-random ones, one per program flavour and size

Seeds are small on purpose (AFL++ mutates small inputs best); at most 200
per target. Besides, each target starts from its kept corpus,
fuzz/corpus/TARGET/ when there is one: the inputs of earlier runs that
reached new coverage, pruned with afl-cmin (docs/fuzzing.md).
"""

import glob
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INDEX_OPT = os.path.join(ROOT, "target", "release", "index-opt")
MAX_SEEDS = 200
MAX_BYTES = 8192


def small_mlir_files():
    """The repository's MLIR test inputs of at most MAX_BYTES, sorted."""
    paths = glob.glob(os.path.join(ROOT, "test", "**", "*.mlir"), recursive=True)
    return sorted(p for p in paths if "/Output/" not in p and os.path.getsize(p) <= MAX_BYTES)


def maps():
    """Distinct maps from the JSON reports of small programs."""
    found = []
    for path in small_mlir_files():
        if "/corpus/" not in path:
            continue
        result = subprocess.run([INDEX_OPT, "--indexing-report=json", path], capture_output=True, text=True)
        if result.returncode != 0:
            continue
        for function in json.loads(result.stdout)["functions"]:
            entries = [e for op in function["ops"] for e in op["indexing"]]
            entries += function.get("function_indexing") or []
            for entry in entries:
                for m in entry["maps"]:
                    if m not in found:
                        found.append(m)
    return found


def arity(map_text):
    """(dimensions, results) of a map's text."""
    head, results = map_text.split(" -> ", 1)
    dims = head.split(")")[0].strip("(")
    n_dims = len([d for d in dims.split(",") if d.strip()])
    inner = results.split("), domain")[0].split(", domain")[0].strip("()")
    n_results = len([r for r in inner.split(",") if r.strip()]) if inner.strip() else 0
    return n_dims, n_results


def seeds(target):
    if target == "programs":
        generator = random.Random(2026)
        return [bytes([size, flavour]) + bytes(generator.randrange(256) for _ in range(48))
                for size in range(0, 12, 2) for flavour in range(4)]
    if target == "driver":
        return [open(p, encoding="utf-8").read() for p in small_mlir_files()][:MAX_SEEDS]
    found = maps()
    if target == "map_text":
        return found[:MAX_SEEDS]
    if target == "simplify":
        pairs = []
        for a in found:
            for b in found:
                if arity(a)[1] == arity(b)[0] and arity(a)[1] > 0 and a != b:
                    pairs.append(a + "\n----\n" + b)
                    break
        return (found[: MAX_SEEDS // 2] + pairs)[:MAX_SEEDS]
    sys.exit(f"unknown target {target}")


def summary(out):
    """Prints afl-fuzz's own counters and the crashing inputs."""
    for stats in sorted(glob.glob(os.path.join(out, "*", "fuzzer_stats"))):
        values = {k.strip(): v for k, v in (line.split(":", 1) for line in open(stats) if ":" in line)}
        keys = ["execs_done", "execs_per_sec", "corpus_count", "edges_found", "total_edges", "bitmap_cvg",
                "saved_crashes", "saved_hangs", "run_time"]
        print(" ".join(f"{k}={values.get(k, '?').strip()}" for k in keys))
    crashes = sorted(p for p in glob.glob(os.path.join(out, "*", "crashes", "id:*")))
    for crash in crashes:
        print("crash:", crash)
    return 1 if crashes else 0


def main():
    if sys.argv[1] == "--summary":
        return summary(sys.argv[2])
    target, directory = sys.argv[1], sys.argv[2]
    os.makedirs(directory, exist_ok=True)
    for old in glob.glob(os.path.join(directory, "seed-*")):  # seeds and kept inputs
        os.remove(old)
    written = seeds(target)
    for i, seed in enumerate(written):
        with open(os.path.join(directory, f"seed-{i:03}"), "wb") as f:
            f.write(seed if isinstance(seed, bytes) else seed.encode("utf-8"))
    kept = sorted(glob.glob(os.path.join(ROOT, "fuzz", "corpus", target, "*")))
    for path in kept:
        with open(path, "rb") as source, open(os.path.join(directory, "seed-kept-" + os.path.basename(path)), "wb") as f:
            f.write(source.read())
    print(f"{target}: {len(written)} seeds and {len(kept)} kept inputs in {directory}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
