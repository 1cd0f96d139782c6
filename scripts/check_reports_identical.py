#!/usr/bin/env python3
"""Behaviour-neutrality check: JSON and text reports of every corpus file,
both directions, with and without fusion, byte for byte against a saved
baseline.

Usage:
  check_reports_identical.py save    BASELINE_DIR [INDEX_OPT] [CORPUS_DIR]
  check_reports_identical.py compare BASELINE_DIR [INDEX_OPT] [CORPUS_DIR]

`save` writes one report per (file, direction, fusion) into BASELINE_DIR
(plus stderr and exit status); `compare` runs the current binary the same
way and lists every run whose stdout, stderr or status differs. Take the
baseline with the binary before a refactoring, compare after it: a
refactoring that claims "behaviour unchanged" must print `0 differ`.

Defaults: INDEX_OPT = target/release/index-opt, CORPUS_DIR = the vendored
corpus `test/corpus/jax`.
"""

import concurrent.futures
import hashlib
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIRECTIONS = ("output-to-input", "input-to-output")
FUSION = ("true", "false")
FORMATS = ("json", "text")


def default_corpus():
    return os.path.join(ROOT, "test", "corpus", "jax")


def run(index_opt, path, direction, fusion, form):
    result = subprocess.run(
        [index_opt, f"--hlo-indexing=direction={direction} fusion={fusion}", f"--indexing-report={form}", path],
        capture_output=True,
    )
    # Locations and diagnostics name the file; compare them independent of
    # where the corpus lives.
    folder = os.path.dirname(path).encode() + b"/"
    return result.stdout.replace(folder, b""), result.stderr.replace(folder, b""), result.returncode


def key(path, direction, fusion, form):
    return f"{os.path.basename(path)}.{direction}.fusion-{fusion}.{form}"


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("save", "compare"):
        print(__doc__, file=sys.stderr)
        return 2
    mode, baseline = sys.argv[1], sys.argv[2]
    index_opt = sys.argv[3] if len(sys.argv) > 3 else os.path.join(ROOT, "target", "release", "index-opt")
    corpus = sys.argv[4] if len(sys.argv) > 4 else default_corpus()
    files = sorted(os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith(".mlir"))
    jobs = [(f, d, u, t) for f in files for d in DIRECTIONS for u in FUSION for t in FORMATS]
    os.makedirs(baseline, exist_ok=True)
    differ, checked = [], 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = pool.map(lambda job: (job, run(index_opt, *job)), jobs)
        for (path, direction, fusion, form), (stdout, stderr, status) in results:
            name = os.path.join(baseline, key(path, direction, fusion, form))
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
                        differ.append(f"{key(path, direction, fusion, form)}{suffix}")
            checked += 1
    digest = hashlib.sha256()
    for f in sorted(os.listdir(baseline)):
        with open(os.path.join(baseline, f), "rb") as data:
            digest.update(f.encode() + data.read())
    if mode == "save":
        print(f"saved {checked} runs ({len(files)} files x 2 directions x fusion on/off x json/text) to {baseline}")
        print(f"baseline digest {digest.hexdigest()[:16]}")
        return 0
    print(f"{checked} runs ({len(files)} files x 2 directions x fusion on/off x json/text): {len(differ)} differ")
    for d in differ[:50]:
        print(f"  {d}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
