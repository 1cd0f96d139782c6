#!/usr/bin/env python3
"""Behaviour-neutrality check: every report kind of every corpus file, byte
for byte against a saved baseline.

Usage:
  check_reports_identical.py save    BASELINE_DIR [INDEX_OPT] [CORPUS_DIR] [--kinds K,K,...]
  check_reports_identical.py compare BASELINE_DIR [INDEX_OPT] [CORPUS_DIR] [--kinds K,K,...]

`save` writes one report per run into BASELINE_DIR (stdout, stderr and exit
status); `compare` runs the binary the same way and lists every run whose
stdout, stderr or status differs. Take the baseline with the binary before a
refactoring, compare after it: a refactoring that claims "behaviour
unchanged" must print `0 differ`.

The kinds (all by default), each run on every corpus file:
  indexing    --indexing-report=json|text, both directions, fusion on and off (8 runs)
  counts      counts=true, JSON and text (2 runs)
  coalescing  counts=true with --coalescing (JSON)
  liveness    --liveness-report=json|text, sequential and dependency ordering (4 runs)
  annotate    --hlo-indexing=annotate=true counts=true: the annotated IR
  tiling      @main result 0: the valid tilings, and the tile of the middle
              one in JSON and text (3 runs; a file without @main: its errors)

Defaults: INDEX_OPT = target/release/index-opt, CORPUS_DIR = the vendored
corpus `test/corpus/jax`. Every `.mlir` and `.hlo` file of CORPUS_DIR is run
(`test/corpus/hlo` holds XLA's HLO dumps).
"""

import concurrent.futures
import hashlib
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIRECTIONS = ("output-to-input", "input-to-output")
FUSION = ("true", "false")
FORMATS = ("json", "text")
KINDS = ("indexing", "counts", "coalescing", "liveness", "annotate", "tiling")


def default_corpus():
    return os.path.join(ROOT, "test", "corpus", "jax")


def indexing_runs():
    for d in DIRECTIONS:
        for u in FUSION:
            for t in FORMATS:
                # The original key names, so that old baselines still compare.
                yield f"{d}.fusion-{u}.{t}", [f"--hlo-indexing=direction={d} fusion={u}", f"--indexing-report={t}"]


def runs_of(kind):
    """(key, arguments) of each run of `kind`; tiling's are made per file."""
    if kind == "indexing":
        return list(indexing_runs())
    if kind == "counts":
        return [(f"counts.{t}", ["--hlo-indexing=counts=true", f"--indexing-report={t}"]) for t in FORMATS]
    if kind == "coalescing":
        return [("coalescing.json", ["--hlo-indexing=counts=true", "--coalescing", "--indexing-report=json"])]
    if kind == "liveness":
        return [(f"liveness.{o}.{t}", [f"--buffer-liveness=ordering={o}", f"--liveness-report={t}"])
                for o in ("sequential", "dependency") for t in FORMATS]
    if kind == "annotate":
        return [("annotate.mlir", ["--hlo-indexing=annotate=true counts=true"])]
    return []


def execute(index_opt, path, arguments):
    result = subprocess.run([index_opt, *arguments, path], capture_output=True)
    # Locations and diagnostics name the file; compare them independent of
    # where the corpus lives.
    folder = os.path.dirname(path).encode() + b"/"
    return result.stdout.replace(folder, b""), result.stderr.replace(folder, b""), result.returncode


def tiling(index_opt, path):
    """The tiling runs of one file: the valid tilings of @main's result 0,
    then the tile of the middle one (JSON and text)."""
    listed = execute(index_opt, path, ["--tiling-report=json", "--hlo-tiling=function=@main list-valid=true"])
    outputs = [("tiling.valid.json", listed)]
    try:
        valid = json.loads(listed[0])["valid_tilings"]
    except (ValueError, KeyError, TypeError):
        valid = []
    if valid:
        tile = ",".join(str(n) for n in valid[len(valid) // 2])
        for t in FORMATS:
            args = [f"--tiling-report={t}", f"--hlo-tiling=function=@main result=0 tile={tile}"]
            outputs.append((f"tiling.tile.{t}", execute(index_opt, path, args)))
    return outputs


def job(index_opt, path, kinds):
    """Every run of `kinds` on one file: [(key, (stdout, stderr, status))]."""
    outputs = []
    for kind in kinds:
        if kind == "tiling":
            outputs.extend(tiling(index_opt, path))
        else:
            outputs.extend((key, execute(index_opt, path, args)) for key, args in runs_of(kind))
    base = os.path.basename(path)
    return [(f"{base}.{key}", result) for key, result in outputs]


def main():
    arguments = sys.argv[1:]
    kinds = KINDS
    if "--kinds" in arguments:
        at = arguments.index("--kinds")
        kinds = tuple(arguments[at + 1].split(",")) if at + 1 < len(arguments) else ()
        del arguments[at:at + 2]
    if len(arguments) < 2 or arguments[0] not in ("save", "compare") or not set(kinds) <= set(KINDS) or not kinds:
        print(__doc__, file=sys.stderr)
        return 2
    mode, baseline = arguments[0], arguments[1]
    index_opt = arguments[2] if len(arguments) > 2 else os.path.join(ROOT, "target", "release", "index-opt")
    corpus = arguments[3] if len(arguments) > 3 else default_corpus()
    files = sorted(os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith((".mlir", ".hlo")))
    os.makedirs(baseline, exist_ok=True)
    differ, checked = [], 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for results in pool.map(lambda path: job(index_opt, path, kinds), files):
            for key, (stdout, stderr, status) in results:
                name = os.path.join(baseline, key)
                record = {".out": stdout, ".stderr": stderr, ".status": str(status).encode()}
                if mode == "save":
                    for suffix, data in record.items():
                        with open(name + suffix, "wb") as out:
                            out.write(data)
                else:
                    for suffix, data in record.items():
                        try:
                            with open(name + suffix, "rb") as saved:
                                expected = saved.read()
                        except FileNotFoundError:
                            expected = None
                        if expected != data:
                            differ.append(f"{key}{suffix}")
                checked += 1
    digest = hashlib.sha256()
    for f in sorted(os.listdir(baseline)):
        with open(os.path.join(baseline, f), "rb") as data:
            digest.update(f.encode() + data.read())
    what = f"{checked} runs ({len(files)} files; kinds: {', '.join(kinds)})"
    if mode == "save":
        print(f"saved {what} to {baseline}")
        print(f"baseline digest {digest.hexdigest()[:16]}")
        return 0
    print(f"{what}: {len(differ)} differ")
    for d in differ[:50]:
        print(f"  {d}")
    if len(differ) > 50:
        print(f"  ... and {len(differ) - 50} more")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
