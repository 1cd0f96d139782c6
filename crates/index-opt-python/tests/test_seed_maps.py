"""XLA's indexing document's HLO examples give the maps the document states.

The document (`001_*.txt` of the documents in the shared folder beside the
repository) writes each op's example in HLO text, followed by the maps XLA
computes for it. Each example is read from the HLO itself (a fragment: it
gets a module header, an entry computation and the reducer it names), both
directions are analysed, and every stated map must be the same relation as
the maps of one entry of index-opt's reports (a map's text may differ:
variable order, simplification, how bounds are written). The document
writes its maps by hand: a missing or trailing comma is put back before
parsing. Skipped with the reason when the shared folder is absent.
"""

import glob
import os
import re

import pytest

import index_opt

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SEEDS = glob.glob(os.path.join(os.path.dirname(ROOT), "shared", "seeds", "001_*"))
LIMIT = 1_000_000


def code_blocks(text):
    blocks, current = [], None
    for line in text.splitlines():
        if line.strip().startswith("```"):
            if current is None:
                current = []
            else:
                blocks.append("\n".join(current))
                current = None
        elif current is not None:
            current.append(line)
    return blocks


def is_hlo(block):
    return any(re.match(r"\s*(ROOT\s+)?[\w.]+ = \w+\[", line) for line in block.splitlines())


def is_map(block):
    return "->" in block and "domain" in block


def as_module(fragment):
    """The fragment as a module: an entry computation around bare
    instructions, and the `max` reducer the reduce example names."""
    module = "HloModule seed\n\n"
    if "to_apply=max" in fragment:
        if "(f32[10], s32[10])" in fragment:
            module += (
                "max (a: f32[], b: s32[], c: f32[], d: s32[]) -> (f32[], s32[]) {\n  a = f32[] parameter(0)\n"
                "  b = s32[] parameter(1)\n  c = f32[] parameter(2)\n  d = s32[] parameter(3)\n"
                "  m = f32[] maximum(a, c)\n  n = s32[] maximum(b, d)\n  ROOT t = (f32[], s32[]) tuple(m, n)\n}\n\n"
            )
        else:
            module += "max (a: f32[], b: f32[]) -> f32[] {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n" \
                      "  ROOT m = f32[] maximum(a, b)\n}\n\n"
    if fragment.lstrip().startswith("f {"):
        return module + fragment
    return module + "ENTRY e {\n" + fragment + "\n}\n"


def stated_map(block):
    """The map as written, with the commas XLA's document leaves out or adds."""
    lines = [line.strip().rstrip(",") for line in block.splitlines() if line.strip()]
    head, rest = lines[0], lines[1:]
    if rest and rest[0] == "domain:":
        return index_opt.IndexingMap.parse(head + ",\ndomain:\n" + ",\n".join(rest[1:]))
    return index_opt.IndexingMap.parse(",\n".join(lines))


def examples():
    if not SEEDS:
        return []
    with open(SEEDS[0]) as f:
        blocks = code_blocks(f.read())
    out = []
    for i, block in enumerate(blocks):
        if not is_hlo(block):
            continue
        maps = []
        for following in blocks[i + 1 :]:
            if not is_map(following):
                break
            maps.append(following)
        out.append((i, block, maps))
    return out


def entries_of(report):
    for function in report.functions:
        for op in function.ops:
            yield from op.entries
        yield from function.function_indexing or ()


# Where the document's map is not index-opt's, and why; each is checked.
# "superset": XLA's map relates more pairs than are read, and one of
# index-opt's entries is a proper, non-empty subset of it (index-opt
# exact). "not ours": no entry of index-opt's is this map, for the reason
# given (the test fails if one becomes it).
DIFFERENCES = {
    (10, 0): ("not ours", "iota has no operand: the document's maps describe its index space"),
    (10, 1): ("not ours", "iota has no operand: the document's maps describe its index space"),
    (16, 1): ("superset", "XLA does not bound the update's map to the elements inside the update window"),
    (56, 3): ("not ours", "a typo in the document: (d0, s0, d1) puts the contracting index in the output's last dimension, outside its [0, 63]; index-opt's (d0, s0, d2) is the other operand's map transposed"),
    (61, 1): ("superset", "XLA maps the padding value to every output element; it is read only at the padding positions"),
    (68, 0): ("not ours", "the maps after the fusion example belong to the next example, which the document writes in prose"),
    (68, 1): ("not ours", "the maps after the fusion example belong to the next example, which the document writes in prose"),
}


def comparable(stated, entry):
    first = entry.maps[0]
    return len(stated.domain.dims) == len(first.domain.dims) and len(stated.results) == len(first.results)


def relation(maps):
    return frozenset().union(*(m.relation(LIMIT) for m in maps))


def relate(stated, entries):
    """'equal' when an entry's maps are the stated relation, 'subset' when
    one is a proper non-empty subset of it, else None."""
    known = [e for e in entries if e.maps and e.unknown is None]
    text = str(stated.simplify())
    if any(len(e.maps) == 1 and str(e.maps[0].simplify()) == text for e in known):
        return "equal"
    try:
        theirs = relation([stated])
    except ValueError:
        return None
    found = None
    for entry in known:
        if not comparable(stated, entry):
            continue
        try:
            ours = relation(entry.maps)
        except ValueError:
            continue
        if ours == theirs:
            return "equal"
        if ours and ours < theirs:
            found = "subset"
    return found


def test_the_document_has_its_examples():
    if not SEEDS:
        pytest.skip("the indexing document 001_*.txt (shared folder beside the repository) is absent")
    found = examples()
    assert len(found) >= 20, len(found)
    assert sum(len(maps) for _, _, maps in found) >= 40


@pytest.mark.parametrize("index,block,maps", examples(), ids=lambda v: f"block{v}" if isinstance(v, int) else "")
def test_example_gives_the_stated_maps(index, block, maps):
    module = as_module(block)
    reports = [index_opt.analyze(module, direction=d) for d in ("output-to-input", "input-to-output")]
    entries = [e for report in reports for e in entries_of(report)]
    for n, text in enumerate(maps):
        found = relate(stated_map(text), entries)
        kind, why = DIFFERENCES.get((index, n), ("equal", None))
        if kind == "equal":
            assert found == "equal", f"block {index} map {n}: {found}: {text}"
        elif kind == "superset":
            assert found == "subset", f"block {index} map {n} ({why}): {found}"
        else:
            assert found is None, f"block {index} map {n} was listed as not index-opt's ({why}) but is {found}"
