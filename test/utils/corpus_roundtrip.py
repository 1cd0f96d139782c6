#!/usr/bin/env python3
"""Round-trips every file of the JAX corpus through index-opt.

Usage: corpus_roundtrip.py INDEX_OPT CORPUS_DIR

For each `NAME.mlir` (pretty form) and `NAME.generic.mlir`: it must parse and
verify with default flags; printing is a fixed point (print(parse(print(x)))
== print(x)); the pretty and generic files of one program print the same
text; and the printed text is compared byte for byte with what JAX printed
(files with locations are printed with --mlir-print-debuginfo). Prints one
line per check with counts and the failing files; exits 1 on any failure of
the first three checks.
"""

import concurrent.futures
import os
import subprocess
import sys


def run(index_opt, path, extra=()):
    result = subprocess.run([index_opt, *extra, path], capture_output=True)
    return result.returncode, result.stdout, result.stderr


def check(index_opt, directory, name):
    """Returns (name, problems, identical_to_jax) for one program."""
    problems = []
    pretty = os.path.join(directory, name + ".mlir")
    with open(pretty, "rb") as f:
        original = f.read()
    extra = ("--mlir-print-debuginfo",) if b"loc(" in original else ()
    status, printed, error = run(index_opt, pretty, extra)
    if status != 0:
        return name, [f"{name}.mlir does not parse: {error.decode(errors='replace')[:300]}"], False
    reparsed = subprocess.run([index_opt, *extra, "-"], input=printed, capture_output=True)
    if reparsed.returncode != 0 or reparsed.stdout != printed:
        problems.append(f"{name}.mlir: printing is not a fixed point")
    generic = os.path.join(directory, name + ".generic.mlir")
    if os.path.exists(generic):
        status, from_generic, error = run(index_opt, generic, extra)
        if status != 0:
            problems.append(f"{name}.generic.mlir does not parse: {error.decode(errors='replace')[:300]}")
        elif from_generic != printed:
            problems.append(f"{name}: pretty and generic forms print differently")
    identical = printed.rstrip(b"\n") == original.rstrip(b"\n")
    return name, problems, identical


def main():
    index_opt, directory = sys.argv[1], sys.argv[2]
    names = sorted(f[: -len(".mlir")] for f in os.listdir(directory)
                   if f.endswith(".mlir") and not f.endswith(".generic.mlir"))
    generics = [n for n in names if os.path.exists(os.path.join(directory, n + ".generic.mlir"))]
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda n: check(index_opt, directory, n), names))
    problems = [p for _, ps, _ in results for p in ps]
    identical = [n for n, _, same in results if same]
    print(f"programs: {len(names)} pretty files, {len(generics)} with a generic form")
    print(f"problems: {len(problems)}")
    for problem in problems:
        print(f"  {problem}")
    print(f"identical to JAX's text: {len(identical)} of {len(names)}")
    for name, _, same in results:
        if not same:
            print(f"  differs from JAX: {name}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
