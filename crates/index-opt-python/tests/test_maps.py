"""IndexingMap: text round trips, algebra checked against brute-force
enumeration, and every error path."""

import itertools

import pytest

import index_opt
from index_opt import IndexingMap, IndexOptError

MAPS = [
    "(d0, d1) -> (d1, d0), domain: d0 in [0, 3], d1 in [0, 2]",
    "(d0) -> (d0 floordiv 8, d0 mod 8), domain: d0 in [0, 31]",
    "(d0, d1)[s0] -> (d0 * 2 + s0 - 1, d1), domain: d0 in [0, 4], d1 in [0, 3], s0 in [0, 2], d0 * 2 + s0 - 1 in [0, 9]",
    "(d0){rt0} -> (d0 + rt0), domain: d0 in [0, 3], rt0 in [0, 12]",
    "(d0, d1)[s0, s1] -> (s0 * 2 + s1, d0 mod 3), domain: d0 in [0, 5], d1 in [0, 1], s0 in [0, 1], s1 in [0, 1]",
    "(d0) -> (), domain: d0 in [0, 2]",
]


@pytest.mark.parametrize("text", MAPS)
def test_parse_print_is_a_fixed_point(text):
    m = IndexingMap(text)
    assert str(m) == text
    assert IndexingMap.parse(str(m)) == m
    assert hash(IndexingMap(text)) == hash(m)
    assert repr(m) == f"IndexingMap({text!r})"


def test_seed_multiline_layout_parses_to_the_one_line_form():
    m = IndexingMap("(d0, d1) -> (d1),\ndomain:\nd0 in [0, 7],\nd1 in [0, 15]")
    assert str(m) == "(d0, d1) -> (d1), domain: d0 in [0, 7], d1 in [0, 15]"


def test_equality_is_textual_and_same_relation_is_semantic():
    a = IndexingMap("(d0)[s0] -> (s0), domain: d0 in [0, 1], s0 in [0, 3]")
    b = IndexingMap("(d0)[s0, s1] -> (s0 * 2 + s1), domain: d0 in [0, 1], s0 in [0, 1], s1 in [0, 1]")
    assert a != b
    assert a.same_relation(b)
    assert not a.same_relation(IndexingMap("(d0) -> (d0), domain: d0 in [0, 1]"))
    assert (a == "text") is False


@pytest.mark.parametrize("text", MAPS)
def test_simplify_keeps_the_relation(text):
    m = IndexingMap(text)
    assert m.simplify().same_relation(m)


def test_simplify_gives_the_documented_form():
    m = IndexingMap("(d0) -> (d0 floordiv 8, d0 mod 8), domain: d0 in [0, 7]")
    assert str(m.simplify()) == "(d0) -> (0, d0), domain: d0 in [0, 7]"


def brute_relation(m):
    """{(d, f(d, s, rt))} by evaluating every point of the variables' box."""
    domain = m.domain
    variables = domain.dims + domain.range_vars + domain.rt_vars
    n, r = len(domain.dims), len(domain.range_vars)
    out = set()
    for point in itertools.product(*(range(v.lower, v.upper + 1) for v in variables)):
        dims, range_vars, rt = point[:n], point[n:n + r], point[n + r:]
        if m.contains(dims, range_vars, rt):
            out.add((dims, m.evaluate(dims, range_vars, rt)))
    return out


@pytest.mark.parametrize("text", MAPS)
def test_relation_and_enumerate_agree_with_brute_force(text):
    m = IndexingMap(text)
    relation = brute_relation(m)
    assert m.relation() == frozenset(relation)
    points = m.enumerate()
    assert {(p.dims, p.result) for p in points} == relation
    assert all(m.contains(p.dims, p.range_vars, p.rt) for p in points)
    assert all(m.evaluate(p.dims, p.range_vars, p.rt) == p.result for p in points)


def test_compose_is_the_relational_join():
    pairs = [
        (
            "(d0, d1) -> (d0 + 2, d1), domain: d0 in [0, 3], d1 in [0, 7]",
            "(d0, d1) -> (d1, d0), domain: d0 in [0, 9], d1 in [0, 7]",
        ),
        (
            "(d0)[s0] -> (d0 * 2 + s0), domain: d0 in [0, 3], s0 in [0, 1]",
            "(d0) -> (d0 floordiv 3, d0 mod 3), domain: d0 in [0, 7]",
        ),
        (
            "(d0) -> (d0 - 1), domain: d0 in [0, 4]",
            "(d0) -> (d0), domain: d0 in [0, 2]",
        ),
    ]
    for first, second in pairs:
        a, b = IndexingMap(first), IndexingMap(second)
        composed = a.compose(b)
        join = {(d, z) for d, y in brute_relation(a) for y2, z in brute_relation(b) if y == y2}
        assert composed.relation() == frozenset(join), (first, second, str(composed))
    documented = IndexingMap(pairs[0][0]).compose(IndexingMap(pairs[0][1])).simplify()
    assert str(documented) == "(d0, d1) -> (d1, d0 + 2), domain: d0 in [0, 3], d1 in [0, 7]"


def test_domain_and_results():
    m = IndexingMap(MAPS[2])
    domain = m.domain
    assert [v.name for v in domain.dims] == ["d0", "d1"]
    assert domain.range_vars == (index_opt.Variable("s0", 0, 2),)
    assert domain.rt_vars == ()
    assert domain.constraints == (index_opt.Constraint("d0 * 2 + s0 - 1", 0, 9),)
    assert not domain.is_empty
    assert m.results == ("d0 * 2 + s0 - 1", "d1")
    rt = IndexingMap(MAPS[3]).domain.rt_vars
    assert rt == (index_opt.Variable("rt0", 0, 12),)
    assert IndexingMap("(d0) -> (d0), domain: d0 in [0, -1]").domain.is_empty


def test_image_fixes_runtime_variables_when_asked():
    m = IndexingMap(MAPS[3])
    assert m.image((1,), rt=(5,)) == frozenset({(6,)})
    assert m.image((1,)) == frozenset((1 + v,) for v in range(13))
    assert m.image((9,)) == frozenset()


def test_errors():
    with pytest.raises(IndexOptError, match=r"<map>:1:10: error: unknown variable 'd1'"):
        IndexingMap("(d0) -> (d1)")
    with pytest.raises(IndexOptError, match="floordiv"):
        IndexingMap("(d0) -> (d0 floordiv d0), domain: d0 in [0, 3]")
    m = IndexingMap(MAPS[2])
    with pytest.raises(ValueError, match="point has 1 values; the map has 2"):
        m.evaluate((1,))
    with pytest.raises(ValueError, match="range_vars has 0 values"):
        m.evaluate((1, 1))
    big = IndexingMap("(d0, d1) -> (d0, d1), domain: d0 in [0, 99999], d1 in [0, 99999]")
    with pytest.raises(ValueError, match="too large"):
        big.enumerate()
    with pytest.raises(ValueError):
        big.relation(limit=10)
    with pytest.raises(OverflowError):
        IndexingMap("(d0) -> (d0 * 4611686018427387904), domain: d0 in [0, 3]").evaluate((3,))
    with pytest.raises(IndexOptError):
        IndexingMap("(d0) -> (d0), domain: d0 in [0, 3]").compose(IndexingMap("(d0, d1) -> (d0), domain: d0 in [0, 3], d1 in [0, 1]"))
