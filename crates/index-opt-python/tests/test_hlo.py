"""XLA HLO text through the Python package, against XLA itself.

`test/corpus/hlo` holds XLA:CPU's own dumps of JAX programs
(`scripts/regenerate_hlo_dumps.py`). Here, through `index_opt.liveness` on
the optimized HLO text, every XLA live range, XLA's peak moment with the
values at it, and the flattened sequence equal XLA's `*-live-range.txt`; and
`index_opt.analyze` gives the same function-level maps for the program's
StableHLO (`test/corpus/jax`) and for the HLO XLA started from
(`NAME.before.hlo`), where both read.
"""

import os
import re

import pytest

import index_opt

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
HLO = os.path.join(ROOT, "test", "corpus", "hlo")
JAX = os.path.join(ROOT, "test", "corpus", "jax")
PROGRAMS = sorted(name[: -len(".live-range.txt")] for name in os.listdir(HLO) if name.endswith(".live-range.txt"))


def read(path):
    with open(path) as f:
        return f.read()


def xla_dump(name):
    """XLA's dump: (sequence, {value: (start, end)}, peak time, peak values)."""
    sequence, ranges, at_peak = [], {}, []
    section, peak = None, None
    for line in read(os.path.join(HLO, name + ".live-range.txt")).splitlines():
        text = line.strip()
        if text in ("InstructionSequence:", "BufferLiveRange:"):
            section = text
        elif text.startswith("Live ranges at "):
            section, peak = "peak", int(text.split()[3])
        elif text.startswith("Stack trace"):
            section = None
        elif section == "InstructionSequence:":
            sequence.append(text.split(":", 1)[1])
        elif section == "BufferLiveRange:":
            value, start, end = re.fullmatch(r"(.*):(\d+)-(\d+)", text).groups()
            ranges.setdefault(value, []).append((int(start), int(end)))
        elif section == "peak":
            at_peak.append(text.split(":")[0])
    return sequence, ranges, peak, at_peak


def test_the_corpus_is_there():
    assert len(PROGRAMS) >= 60, PROGRAMS
    # The donated parameter's program is dumped as HLO only.
    assert "donated_update" in PROGRAMS


@pytest.mark.parametrize("name", PROGRAMS)
def test_liveness_equals_xla(name):
    sequence, ranges, peak, at_peak = xla_dump(name)
    report = index_opt.liveness(read(os.path.join(HLO, name + ".after.hlo")))
    main = report.function(report.entry)
    assert list(main.xla_schedule.sequence) == sequence
    assert main.xla_schedule.order == "xla"
    ours = {}
    for buffer in main.xla_buffers:
        ours.setdefault(buffer.hlo_buffer, []).append(tuple(buffer.xla_live_range))
    assert {k: sorted(v) for k, v in ours.items()} == {k: sorted(v) for k, v in ranges.items()}
    assert main.memory.xla_peak.time == peak
    assert list(main.memory.xla_peak.buffers) == at_peak
    # The buffers index-opt names by their HLO value carry XLA's range.
    named = [b for b in main.buffers if b.hlo_buffer is not None and b.xla_live_range is not None]
    assert all(tuple(b.xla_live_range) in ranges[b.hlo_buffer] for b in named)
    # The true maximum is at least XLA's moment.
    assert main.memory.max_live.bytes >= main.memory.xla_peak.bytes


def function_maps(report):
    main = report.function("main")
    return {(e.result, e.operand): (e.maps, e.unknown) for e in main.function_indexing}


@pytest.mark.parametrize("name", [name for name in PROGRAMS if os.path.exists(os.path.join(JAX, name + ".mlir"))])
def test_stablehlo_and_hlo_give_the_same_maps(name):
    """The StableHLO JAX printed and the HLO XLA started from are the same
    program: @main's function-level maps are the same relations."""
    from_hlo = index_opt.analyze(read(os.path.join(HLO, name + ".before.hlo")))
    from_stablehlo = index_opt.analyze(read(os.path.join(JAX, name + ".mlir")))
    hlo, stablehlo = function_maps(from_hlo), function_maps(from_stablehlo)
    assert hlo.keys() == stablehlo.keys()
    for key, (maps, unknown) in stablehlo.items():
        other_maps, other_unknown = hlo[key]
        assert (unknown is None) == (other_unknown is None), (key, unknown, other_unknown)
        if unknown is not None:
            continue
        assert union_equal(maps, other_maps), (key, [str(m) for m in maps], [str(m) for m in other_maps])


def union_equal(maps, others, limit=200_000):
    """Whether two sets of maps denote the same relation: the same maps
    once simplified, or, when written differently, by enumeration."""
    if sorted(str(m.simplify()) for m in maps) == sorted(str(m.simplify()) for m in others):
        return True
    mine = frozenset().union(*(m.relation(limit) for m in maps)) if maps else frozenset()
    theirs = frozenset().union(*(m.relation(limit) for m in others)) if others else frozenset()
    return mine == theirs
