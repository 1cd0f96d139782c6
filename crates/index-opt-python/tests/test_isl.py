"""The simplifier against ISL (islpy), the integer set library of
polyhedral compilers, as an oracle.

Every map of a corpus is simplified (``IndexingMap.simplify``: the
simplifier, then unused range and runtime variables removed) and both the
input and the output are translated to an ISL relation
``{ [d...] -> [o...] : exists s..., rt... : o = f(d, s, rt) and domain }``:
dimension variables are the input tuple, results the output tuple, range
and runtime variables existentially quantified (both are, in the relation
a map denotes), ``floordiv``/``ceildiv``/``mod`` ISL's ``floor``/``ceil``/
``mod``. ISL decides equality exactly, with no enumeration: the test
asserts the same relation for every map, whatever its size.

It also counts where ISL's own simplest form (``detect_equalities``,
``remove_redundancies``, ``coalesce``), when it is one piece, is strictly
simpler than ours: fewer ``floordiv``/``ceildiv``/``mod`` operators in the
results and constraints (ISL's ``floor``, ``ceil`` and ``mod`` in its
text). Those counts are printed, not asserted (docs/MEASUREMENTS.md, "The
simplifier against ISL", records them); where our output has more
operators than our input is counted too, and must not happen.

ISL's relation text may bound an output variable by inequalities
(``-1 + d0 <= 2o0 <= d0``) where a map, a function of its variables, has
to divide (``d0 floordiv 2``). A second count, printed beside the first,
compares like with like: where ISL's simplest form is
single-valued and its function form (``as_pw_multi_aff``) is one piece,
that form's operators (``floor``, ``ceil``, ``mod`` and exact divisions:
every ``/`` and every ``mod`` of its text, domain included) against ours.
The second count sees single-valued relations only; a third counts every
map, each against ISL's function form where ISL has one and against its
relation text otherwise. The third is the count the simplifier's goal
(below 1 %) is measured by: ISL's simplest single-piece form of each map,
a function form wherever a function form exists (like with like) and the
relation text, bounds by inequalities included, wherever it does not.

The corpus: the maps of XLA's indexing-map tests
(``maps.jsonl`` of XLA's conformance records beside the repository, skipped
with a NOTICE when absent), the maps of the indexing reports of
``test/corpus/jax/*.mlir`` (the driver's ``--indexing-report=json``), and
compositions of pairs of those. ``python test_isl.py [--module-path DIR]``
prints the counts and the simplifier's throughput on the same corpus (the
measurement of docs/MEASUREMENTS.md).
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

isl = pytest.importorskip("islpy") if __name__ != "__main__" else __import__("islpy")

ROOT = Path(__file__).resolve().parents[3]
DRIVER = ROOT / "target" / "release" / "index-opt"
CORPUS = ROOT / "test" / "corpus" / "jax"
XLA_MAPS = ROOT.parent / "shared" / "conformance" / "xla" / "maps.jsonl"

# Compositions of pairs of corpus maps added to the corpus, and the seed
# that picks them.
COMPOSITIONS = 3000
SEED = 20261126


# --- The map text format (docs/contract.md) as a tree --------------------

_TOKEN = re.compile(r"\s*(?:(\d+)|([A-Za-z_][A-Za-z_0-9]*)|(.))")


class Unsupported(Exception):
    """A map ISL cannot express (a product of two variables)."""


def _tokens(text):
    out = []
    for number, name, other in _TOKEN.findall(text):
        if number:
            out.append(("num", int(number)))
        elif name:
            out.append(("name", name))
        elif other.strip():
            out.append(("op", other))
    return out


class _Parser:
    """MLIR's affine expression syntax: ``+``/``-`` bind loosest, then
    ``*``, ``floordiv``, ``ceildiv``, ``mod`` (left to right), then unary
    minus, which binds tightest."""

    def __init__(self, text):
        self.tokens = _tokens(text)
        self.at = 0

    def peek(self):
        return self.tokens[self.at] if self.at < len(self.tokens) else (None, None)

    def take(self):
        token = self.peek()
        self.at += 1
        return token

    def expect(self, value):
        token = self.take()
        if token[1] != value:
            raise ValueError(f"expected {value!r}, got {token!r}")

    def expr(self):
        left = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take()[1]
            left = (op, left, self.term())
        return left

    def term(self):
        left = self.unary()
        while self.peek() in (("op", "*"), ("name", "floordiv"), ("name", "ceildiv"), ("name", "mod")):
            op = self.take()[1]
            left = (op, left, self.unary())
        return left

    def unary(self):
        if self.peek() == ("op", "-"):
            self.take()
            return ("neg", self.unary())
        kind, value = self.take()
        if kind == "num":
            return ("num", value)
        if kind == "name":
            return ("var", value)
        if value == "(":
            inner = self.expr()
            self.expect(")")
            return inner
        raise ValueError(f"unexpected {value!r}")


def _is_constant(tree):
    return tree[0] == "num" or (tree[0] == "neg" and _is_constant(tree[1]))


def _constant(tree):
    return tree[1] if tree[0] == "num" else -_constant(tree[1])


def _isl(tree):
    """The tree in ISL's syntax (constants folded: ISL multiplies and
    divides by literals only)."""
    kind = tree[0]
    if _is_constant(tree):
        return f"({_constant(tree)})"
    if kind == "var":
        return tree[1]
    if kind == "neg":
        return f"(-({_isl(tree[1])}))"
    op, left, right = tree
    if op in "+-":
        return f"({_isl(left)} {op} {_isl(right)})"
    if op == "*":
        if _is_constant(left):
            left, right = right, left
        if not _is_constant(right):
            raise Unsupported("product of two variables")
        factor = _constant(right)
        product = f"{abs(factor)} * ({_isl(left)})"
        return f"({product})" if factor >= 0 else f"(-({product}))"
    if not _is_constant(right):
        raise Unsupported("division by a variable")
    divisor = _constant(right)
    if divisor <= 0:
        raise Unsupported("non-positive divisor")
    if op == "floordiv":
        return f"floor(({_isl(left)}) / {divisor})"
    if op == "ceildiv":
        return f"ceil(({_isl(left)}) / {divisor})"
    return f"(({_isl(left)}) mod {divisor})"


def _split_top(text, sep=","):
    """``text`` split at the separators outside brackets."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _group(text, at, opening, closing):
    """The text inside the bracket opening at ``at`` and the position after it."""
    assert text[at] == opening, (text, at)
    depth = 0
    for i in range(at, len(text)):
        if text[i] == opening:
            depth += 1
        elif text[i] == closing:
            depth -= 1
            if depth == 0:
                return text[at + 1 : i], i + 1
    raise ValueError(f"unbalanced {opening} in {text}")


def to_isl(text):
    """The relation of the map ``text`` (its canonical one-line form) as an
    ISL map."""
    return isl.Map(isl_text(text))


def isl_text(text):
    """The relation of the map ``text`` in ISL's notation, as ISL parses it
    (range and runtime variables under ``exists``)."""
    dims, at = _group(text, 0, "(", ")")
    symbols = []
    if at < len(text) and text[at] == "[":
        range_vars, at = _group(text, at, "[", "]")
        symbols += _split_top(range_vars)
    if at < len(text) and text[at] == "{":
        rt_vars, at = _group(text, at, "{", "}")
        symbols += _split_top(rt_vars)
    assert text[at:].startswith(" -> "), text
    results, at = _group(text, at + 4, "(", ")")
    domain = text[at:]
    conditions = []
    outputs = []
    for i, result in enumerate(_split_top(results)):
        outputs.append(f"o{i}")
        conditions.append(f"o{i} = {_isl(_Parser(result).expr())}")
    if domain:
        assert domain.startswith(", domain: "), text
        for item in _split_top(domain[len(", domain: ") :]):
            expression, interval = item.rsplit(" in ", 1)
            lower, upper = (int(v) for v in interval.strip("[]").split(","))
            conditions.append(f"{lower} <= {_isl(_Parser(expression).expr())} <= {upper}")
    body = " and ".join(conditions) or "true"
    if symbols:
        body = f"exists ({', '.join(symbols)} : {body})"
    return f"{{ [{dims}] -> [{', '.join(outputs)}] : {body} }}"


# --- "Simpler" --------------------------------------------------------------

_OURS = re.compile(r"\b(?:floordiv|ceildiv|mod)\b")
_THEIRS = re.compile(r"\bfloor\(|\bceil\(|\bmod\b")


def operators(text):
    """``floordiv``/``ceildiv``/``mod`` operators of our map text (bounds
    have none)."""
    return len(_OURS.findall(text))


def _simplest(relation):
    return relation.detect_equalities().remove_redundancies().coalesce()


def isl_simplest(relation):
    """The operator count of ISL's simplest form of a relation, or
    ``None`` when it is not one piece."""
    simplest = _simplest(relation)
    if simplest.n_basic_map() > 1:
        return None
    return len(_THEIRS.findall(str(simplest)))


# In ISL's function form every division is written with a `/`: `floor((d0)/2)`,
# `ceil(...)`, or an exact quotient `((-1 + d0)/2)`.
_THEIR_DIVISIONS = re.compile(r"/|\bmod\b")


def isl_function_form(relation):
    """The operator count of ISL's function form of a relation (its simplest
    form as ``as_pw_multi_aff``): every division (``floor``, ``ceil``,
    exact) and ``mod`` of its text; ``None`` when the relation is not
    single-valued or the form is not one piece."""
    simplest = _simplest(relation)
    if not simplest.is_single_valued():
        return None
    function = simplest.as_pw_multi_aff()
    if function.n_piece() != 1:
        return None
    return len(_THEIR_DIVISIONS.findall(str(function)))


# --- The corpus ---------------------------------------------------------------


def xla_maps(IndexingMap):
    if not XLA_MAPS.exists():
        print(f"NOTICE: {XLA_MAPS} not found beside the repository: XLA maps skipped", file=sys.stderr)
        return []
    maps = []
    for line in XLA_MAPS.read_text().splitlines():
        record = json.loads(line)
        for key in ("input", "expected"):
            text = record.get(key)
            if not isinstance(text, str) or "KNOWN EMPTY" in text:
                continue
            try:
                maps.append(str(IndexingMap(text)))
            except Exception:
                pass  # the two records with negative divisors
    return maps


def report_maps():
    if not DRIVER.exists():
        print(f"NOTICE: {DRIVER} is missing (make build): corpus report maps skipped", file=sys.stderr)
        return []
    maps = set()

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "maps" and isinstance(value, list):
                    maps.update(m for m in value if isinstance(m, str))
                else:
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for path in sorted(CORPUS.glob("*.mlir")):
        done = subprocess.run([str(DRIVER), "--indexing-report=json", str(path)], capture_output=True, text=True)
        if done.returncode == 0:
            walk(json.loads(done.stdout))
    return sorted(maps)


def result_count(text):
    """The number of results of the map ``text``."""
    at = text.index(" -> ") + 4
    return len(_split_top(_group(text, at, "(", ")")[0]))


def compositions(IndexingMap, maps, count=COMPOSITIONS, seed=SEED):
    """``a.compose(b)`` for random pairs whose arities fit."""
    parsed = [IndexingMap(m) for m in maps]
    by_dims = {}
    for m in parsed:
        by_dims.setdefault(len(m.domain.dims), []).append(m)
    chooser = random.Random(seed)
    out = []
    for _ in range(count * 4):
        if len(out) >= count or not parsed:
            break
        first = chooser.choice(parsed)
        seconds = by_dims.get(result_count(str(first)))
        if not seconds:
            continue
        try:
            out.append(str(first.compose(chooser.choice(seconds))))
        except Exception:
            continue
    return out


def corpus(IndexingMap, base=None):
    """XLA's maps, the report maps (or ``base``) and compositions of them."""
    base = report_maps() if base is None else base
    maps = xla_maps(IndexingMap) + base
    return maps + compositions(IndexingMap, base or maps)


# --- The check -----------------------------------------------------------------


# Seconds ISL may spend on one map before the map counts as undecided: a
# few relations (large existential ranges under a big modulus) make ISL's
# exact projection run for minutes, and its operation limit does not stop
# it, so ISL runs in a worker process that is replaced when it overruns.
ISL_SECONDS = 10


def _isl_worker(connection):
    while True:
        job = connection.recv()
        if job is None:
            return
        kind, text, simplified = job
        if kind == "function":
            connection.send(isl_function_form(to_isl(simplified)))
            continue
        before, after = to_isl(text), to_isl(simplified)
        connection.send((before.is_equal(after), isl_simplest(after)))


class _Isl:
    """ISL in a worker process, with a time limit per map. The worker is
    spawned, not forked: the test process may hold JAX's threads, and a
    forked child of a multithreaded process can deadlock."""

    def __init__(self):
        import multiprocessing

        self.context = multiprocessing.get_context("spawn")
        self.worker = None

    def start(self):
        self.connection, child = self.context.Pipe()
        self.worker = self.context.Process(target=_isl_worker, args=(child,), daemon=True)
        self.worker.start()

    def ask(self, text, simplified, kind="check"):
        """``(same relation, ISL's operator count or None)``, or ``None`` on
        timeout; with ``kind="function"``, ``(the operator count of ISL's
        function form or None,)``, or ``None`` on timeout."""
        if self.worker is None:
            self.start()
        self.connection.send((kind, text, simplified))
        if self.connection.poll(ISL_SECONDS):
            answer = self.connection.recv()
            return answer if kind == "check" else (answer,)
        self.worker.kill()
        self.worker.join()
        self.worker = None
        return None

    def close(self):
        if self.worker is not None:
            self.connection.send(None)
            self.worker.join()


def check(IndexingMap, maps):
    """Simplifies every map and compares with ISL; returns the tally."""
    tally = {
        "maps": 0,
        "unsupported": 0,
        "undecided": 0,
        "different": [],
        "more_operators": [],
        "isl_strictly_simpler": 0,
        "isl_one_piece": 0,
        "isl_simpler_examples": [],
        # The second count: ISL's function form, where it is one piece.
        "function_undecided": 0,
        "function_one_piece": 0,
        "function_strictly_simpler": 0,
        "function_simpler_examples": [],
        # The third: each map against ISL's function form where ISL has
        # one, else against its relation text (so no map goes uncounted).
        "either_strictly_simpler": 0,
        "either_simpler_examples": [],
    }
    oracle = _Isl()
    for text in maps:
        try:
            to_isl(text)
        except Unsupported:
            tally["unsupported"] += 1
            continue
        simplified = str(IndexingMap(text).simplify())
        tally["maps"] += 1
        if operators(simplified) > operators(text):
            tally["more_operators"].append((text, simplified))
        answer = oracle.ask(text, simplified)
        if answer is None:
            tally["undecided"] += 1
            continue
        same, theirs = answer
        if not same:
            tally["different"].append((text, simplified))
        function = oracle.ask(text, simplified, kind="function")
        if function is None:
            tally["function_undecided"] += 1
        elif function[0] is not None:
            tally["function_one_piece"] += 1
            if function[0] < operators(simplified):
                tally["function_strictly_simpler"] += 1
                if len(tally["function_simpler_examples"]) < 20:
                    tally["function_simpler_examples"].append(simplified)
        either = function[0] if function is not None and function[0] is not None else theirs
        if either is not None and either < operators(simplified):
            tally["either_strictly_simpler"] += 1
            if len(tally["either_simpler_examples"]) < 40:
                tally["either_simpler_examples"].append(simplified)
        if theirs is None:
            continue
        tally["isl_one_piece"] += 1
        if theirs < operators(simplified):
            tally["isl_strictly_simpler"] += 1
            if len(tally["isl_simpler_examples"]) < 20:
                tally["isl_simpler_examples"].append(simplified)
    oracle.close()
    return tally


def summary(tally):
    share = tally["isl_strictly_simpler"] / max(tally["maps"], 1)
    function_share = tally["function_strictly_simpler"] / max(tally["maps"], 1)
    either_share = tally["either_strictly_simpler"] / max(tally["maps"], 1)
    return (
        f"ISL: {tally['maps']} maps checked ({tally['unsupported']} not expressible in ISL, "
        f"{tally['undecided']} undecided within {ISL_SECONDS} s), "
        f"{len(tally['different'])} different relations, {len(tally['more_operators'])} with more operators "
        f"after simplifying; ISL's form is one piece for {tally['isl_one_piece']} and strictly simpler "
        f"for {tally['isl_strictly_simpler']} ({100 * share:.1f}%); "
        f"ISL's function form (second count) is one piece for {tally['function_one_piece']} "
        f"({tally['function_undecided']} undecided) and strictly simpler for "
        f"{tally['function_strictly_simpler']} ({100 * function_share:.1f}%); "
        f"each map against ISL's function form where it is one piece, else its relation text "
        f"(third count, the goal's: below 1 %): strictly simpler for {tally['either_strictly_simpler']} "
        f"({100 * either_share:.2f}%)"
    )


def test_translation_to_isl():
    m = to_isl("(d0, d1)[s0]{rt0} -> (d0 floordiv 2 + s0, -d1 mod 3), domain: d0 in [0, 9], d1 in [0, 4], "
               "s0 in [0, 1], rt0 in [0, 2], d0 - rt0 in [0, 0]")
    expected = isl.Map(
        "{ [d0, d1] -> [o0, o1] : exists (s0, rt0 : o0 = floor(d0/2) + s0 and o1 = (-d1) mod 3 and "
        "0 <= d0 <= 9 and 0 <= d1 <= 4 and 0 <= s0 <= 1 and 0 <= rt0 <= 2 and d0 = rt0) }"
    )
    assert m.is_equal(expected)
    # Unary minus binds tightest.
    assert to_isl("(d0) -> (-d0 floordiv 2), domain: d0 in [0, 9]").is_equal(
        isl.Map("{ [d0] -> [o] : o = floor(-d0/2) and 0 <= d0 <= 9 }")
    )
    assert to_isl("(d0) -> (0), domain: d0 in [0, -1]").is_empty()
    assert operators("(d0) -> (d0 floordiv 2, d0 mod 2), domain: d0 in [0, 9], d0 mod 4 in [0, 1]") == 3
    # The relation text bounds o0 by inequalities; the function form divides.
    halves = to_isl("(d0) -> (d0 floordiv 2, d0 mod 2), domain: d0 in [0, 9]")
    assert isl_simplest(halves) == 0
    assert isl_function_form(halves) == 2
    # An exact quotient counts as a division.
    assert isl_function_form(isl.Map("{ [d0] -> [o0] : 2o0 = d0 and 0 <= d0 <= 9 }")) >= 1
    # Not single-valued: no function form.
    assert isl_function_form(to_isl("(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 1]")) is None


def test_simplifier_keeps_every_relation_per_isl():
    from index_opt import IndexingMap

    maps = corpus(IndexingMap)
    assert len(maps) > 1000 or not DRIVER.exists()
    tally = check(IndexingMap, maps)
    print(summary(tally))
    for example in tally["isl_simpler_examples"]:
        print("  ISL simpler than", example)
    for example in tally["function_simpler_examples"]:
        print("  ISL's function form simpler than", example)
    for example in tally["either_simpler_examples"]:
        print("  third count: ISL simpler than", example)
    assert not tally["different"], "\n".join(f"{a}\n  -> {b}" for a, b in tally["different"][:10])
    assert not tally["more_operators"], "\n".join(f"{a}\n  -> {b}" for a, b in tally["more_operators"][:10])


def main():
    """``python test_isl.py [--module-path DIR] [--corpus FILE]``: the counts
    and the throughput of ``IndexingMap.simplify`` on the corpus."""
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("--module-path", help="import index_opt from this directory first")
    parser.add_argument("--corpus", help="a JSON list of report maps to use instead of running the driver")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if args.module_path:
        sys.path.insert(0, args.module_path)
    from index_opt import IndexingMap

    base = json.loads(Path(args.corpus).read_text()) if args.corpus else None
    maps = corpus(IndexingMap, base)
    print(summary(check(IndexingMap, maps)))
    parse_times, simplify_times = [], []
    for _ in range(args.repeat):
        start = time.perf_counter()
        for text in maps:
            IndexingMap(text)
        parse_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        for text in maps:
            IndexingMap(text).simplify()
        simplify_times.append(time.perf_counter() - start)
    parse, total = min(parse_times), min(simplify_times)
    print(
        f"throughput: {len(maps)} maps, parse+simplify+print {len(maps) / total:.0f} maps/s "
        f"({total * 1e3:.1f} ms), of which simplify {(total - parse) * 1e3:.1f} ms "
        f"({len(maps) / max(total - parse, 1e-9):.0f} maps/s); best of {args.repeat}"
    )


if __name__ == "__main__":
    main()
