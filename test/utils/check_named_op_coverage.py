#!/usr/bin/env python3
"""Checks that every linalg op MLIR registers has an instance in the inputs.

Usage: check_named_op_coverage.py LIBMLIR INPUT.mlir...

The op names are read from the MLIR library itself (its NUL-terminated
`linalg.<name>` strings: op names, and some attribute names, which are
listed below with the ops that generalization does not apply to). Every
other name must appear as an op in an input; a name missing from the
inputs, or a listed name the library no longer has, is an error.
"""

import re
import sys

# Names of the library that are not named structured ops for
# `--linalg-generalize-named-ops`, each with why.
NOT_NAMED_STRUCTURED = {
    "linalg.binary_fn": "an attribute (the function of linalg.elementwise-style ops)",
    "linalg.elementwise_kind": "an attribute",
    "linalg.iterator_type": "an attribute",
    "linalg.memoized_indexing_maps": "an attribute name",
    "linalg.ternary_fn": "an attribute",
    "linalg.type_fn": "an attribute",
    "linalg.unary_fn": "an attribute",
    "linalg.generic": "already generic",
    "linalg.index": "a region op (the loop index), not structured",
    "linalg.yield": "a region terminator",
    "linalg.pack": "a relayout op, not generalized (its rule: test/Linalg/named-op-families.mlir)",
    "linalg.unpack": "a relayout op, not generalized (its rule: test/Linalg/named-op-families.mlir)",
    "linalg.softmax": "an aggregate op, decomposed rather than generalized (its rule: test/Linalg/named-op-families.mlir)",
    "linalg.winograd_filter_transform": "no indexing maps, not generalized; own rule (marked superset, test/Linalg/winograd.mlir)",
    "linalg.winograd_input_transform": "no indexing maps, not generalized; own rule (marked superset, test/Linalg/winograd.mlir)",
    "linalg.winograd_output_transform": "no indexing maps, not generalized; own rule (marked superset, test/Linalg/winograd.mlir)",
}


def registered(library):
    with open(library, "rb") as f:
        data = f.read()
    return {m.decode() for m in re.findall(rb"(?<![A-Za-z0-9_.])(linalg\.[a-z0-9_]+)\x00", data)}


def main():
    library, inputs = sys.argv[1], sys.argv[2:]
    names = registered(library)
    if not names:
        print(f"no linalg op names in {library}")
        return 1
    used = set()
    for path in inputs:
        with open(path) as f:
            text = "\n".join(line for line in f if not line.lstrip().startswith("//"))
        used |= set(re.findall(r"\b(linalg\.[a-z0-9_]+)\b", text))
    stale = sorted(set(NOT_NAMED_STRUCTURED) - names)
    named = sorted(names - set(NOT_NAMED_STRUCTURED))
    missing = [name for name in named if name not in used]
    for name in stale:
        print(f"STALE: {name} is listed but not in the library")
    for name in missing:
        print(f"MISSING: {name} has no instance in the inputs")
    print(f"named structured ops registered: {len(named)}, with an instance: {len(named) - len(missing)}, "
          f"missing: {len(missing)}, stale: {len(stale)}")
    return 1 if missing or stale else 0


if __name__ == "__main__":
    sys.exit(main())
