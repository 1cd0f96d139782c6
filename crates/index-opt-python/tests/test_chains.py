"""Long chains of data-movement ops compose into small exact maps.

Each chain (``chains.py``: random reshapes, transposes, slices, pads and
broadcasts) is analysed by the package. Maps grown beyond the simplifier's
outline bound name repeated subexpressions by range variables pinned by
equality constraints (``IndexingMap::outline``), so the map stays small:
at 1,000 ops it is one map of at most 16 KB. Exactness is checked with ISL
(``islpy``, as in ``test_isl.py``) at sampled result indices of chains long
enough to be outlined: the map's image there is exactly the argument
element NumPy's run of the chain puts there, or nothing where padding
lands. A chain whose result is all padding reads nothing (no map, not
unknown)."""

import random

import numpy as np
import pytest

import chains
import index_opt

isl = pytest.importorskip("islpy")

SIZE_LIMIT = 16 * 1024


def _function_map(text):
    entries = index_opt.analyze(text).function("main").function_indexing
    assert len(entries) == 1 and entries[0].unknown is None and "superset" not in entries[0].costs
    (imap,) = entries[0].maps
    return imap


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_1000_op_chain_composes_into_one_small_map(seed):
    imap = _function_map(chains.chain(1000, seed))
    assert len(str(imap)) <= SIZE_LIMIT, len(str(imap))


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 8])
def test_an_outlined_chain_map_is_the_chains_relation(seed):
    from test_isl import to_isl

    text = chains.chain(120, seed)
    truth, argument_shape = chains.run(text)
    imap = _function_map(text)
    # Seed 4's map no longer needs outlining (783 characters since the
    # two-value rules): it checks the simplifier alone.
    if seed != 4:
        assert imap.domain.range_vars, "the chain is long enough to be outlined"
    relation = to_isl(str(imap))
    flat = truth.reshape(-1)
    rng = random.Random(seed)
    holding = [i for i in range(flat.size) if flat[i] >= 0]
    padding = [i for i in range(flat.size) if flat[i] < 0]
    for i in rng.sample(holding, min(15, len(holding))) + rng.sample(padding, min(10, len(padding))):
        point = ", ".join(str(int(x)) for x in np.unravel_index(i, truth.shape))
        image = relation.intersect_domain(isl.Set(f"{{ [{point}] }}")).range()
        if flat[i] >= 0:
            element = ", ".join(str(int(x)) for x in np.unravel_index(int(flat[i]), argument_shape))
            want = isl.Set(f"{{ [{element}] }}")
        else:
            names = ", ".join(f"x{k}" for k in range(len(argument_shape)))
            want = isl.Set(f"{{ [{names}] : 1 = 0 }}")
        assert image.is_equal(want), (seed, point, str(image))


def test_a_chain_whose_result_is_all_padding_reads_nothing():
    text = """func.func @main(%arg0: tensor<4xf32>) -> tensor<3xf32> {
  %p0 = stablehlo.constant dense<0.0> : tensor<f32>
  %v0 = stablehlo.pad %arg0, %p0, low = [0], high = [3], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<10xf32>
  %v1 = stablehlo.slice %v0 [1:7:2] : (tensor<10xf32>) -> tensor<3xf32>
  return %v1 : tensor<3xf32>
}
"""
    truth, _ = chains.run(text)
    assert (truth < 0).all()
    (entry,) = index_opt.analyze(text).function("main").function_indexing
    assert entry.unknown is None and entry.maps == ()
