"""What the execution references share (test_execution.py,
test_random_execution.py): the non-finite values they try, how two results
compare, the relation of a report's function-level maps, and the check of
the count figures against what execution shows."""

import itertools

import numpy as np

import index_opt

#: Besides a finite change, every element is also changed to these.
NON_FINITE = (np.nan, np.inf, -np.inf, -0.0)


def same(a, b):
    """Element-wise: bit for bit equal, or both NaN."""
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype.kind == "f":
        bits = a.view(np.uint32 if a.itemsize == 4 else np.uint64) == b.view(np.uint32 if b.itemsize == 4 else np.uint64)
        return bits | (np.isnan(a) & np.isnan(b))
    return a == b


def upper(figure):
    """The upper bound of a count figure (a number, or lower/upper bounds;
    None: no 64-bit bound)."""
    return figure["upper"] if isinstance(figure, dict) else figure


def counts_cover(report, observed):
    """The count figures of the function-level entries never claim fewer
    reads than execution shows: distinct argument elements, the most one
    result element reads, and all pairs. Returns the entries checked."""
    checked = 0
    for entry in report.function("main").function_indexing:
        costs = entry.costs
        if entry.unknown is not None or not costs:
            continue
        seen = observed.get((entry.result, entry.operand), set())
        per_result = {}
        for out, _ in seen:
            per_result[out] = per_result.get(out, 0) + 1
        claims = [(upper(costs["elements_read"]), len({q for _, q in seen}), "elements_read"),
                  (upper(costs["reads_per_element"]["max"]), max(per_result.values(), default=0), "max"),
                  (upper(costs["reads_per_element"]["total"]), len(seen), "total")]
        for claim, shown, name in claims:
            assert claim is None or claim >= shown, f"{name} {claim} below the {shown} execution shows ({entry.result}, {entry.operand})"
        checked += 1
    return checked


def marked_relations(text, direction):
    """{(result, argument): (pairs or None when unknown, superset reason or
    None)}: the relation of @main's function-level maps as (result element,
    argument element) pairs in both directions, and the entry's mark."""
    report = index_opt.analyze(text, direction=direction)
    entries = {}
    for entry in report.function("main").function_indexing:
        mark = entry.costs.get("superset")
        if entry.unknown is not None:
            entries[(entry.result, entry.operand)] = (None, mark)
            continue
        pairs = set()
        for m in entry.maps:
            for dims, index in m.relation():
                pair = (tuple(dims), tuple(index))
                pairs.add(pair if direction == "output-to-input" else pair[::-1])
        entries[(entry.result, entry.operand)] = (pairs, mark)
    return entries


def relations(text, direction):
    return {key: pairs for key, (pairs, _) in marked_relations(text, direction).items()}


def observe(fn, args):
    """Lowers and compiles `fn` at `args` (JAX, XLA:CPU) and runs it with
    each argument element changed to a finite value and to each of
    NON_FINITE: (StableHLO text, {(result, argument): {(result element,
    argument element)}} of the elements that changed, the unchanged
    results)."""
    import jax

    lowered = jax.jit(fn, keep_unused=True).lower(*args)
    text = lowered.as_text()
    compiled = lowered.compile()
    run = lambda *a: [np.asarray(o) for o in jax.tree_util.tree_leaves(compiled(*a))]  # noqa: E731
    base = run(*args)
    observed = {}
    for j, arg in enumerate(args):
        for q in itertools.product(*(range(n) for n in arg.shape)):
            for v in (arg[q] + 0.75, *NON_FINITE):
                changed_args = [a.copy() for a in args]
                changed_args[j][q] = v
                for r, (out, ref) in enumerate(zip(run(*changed_args), base)):
                    changed = ~same(out, ref)
                    points = zip(*np.nonzero(changed)) if out.ndim else ([()] if changed else [])
                    for p in points:
                        observed.setdefault((r, j), set()).add((tuple(int(i) for i in p), tuple(int(i) for i in q)))
    return text, observed, base
