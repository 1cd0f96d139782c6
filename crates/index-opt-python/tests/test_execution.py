"""The maps against execution on XLA:CPU, non-finite values included.

Each program is a small JAX function. Its function-level maps (both
directions) come from index_opt on the StableHLO JAX lowers it to; the
observed relation comes from running the compiled program on XLA:CPU with
one floating-point argument element changed at a time — to another finite
value and to NaN, +Inf, -Inf and -0.0 — and noting which result elements
change (bit for bit, any NaN equal to any NaN). Under the contract's
definition of "reads" (docs/contract.md, "What reads means") every observed
pair must be in the maps: a dependence that only a NaN or an infinity
reveals (a kernel element over a convolution's padding: 0 x NaN = NaN)
counts. Where a case is marked exact, the maps must equal the observed
relation as well.

XLA:CPU deviates from the specification in one place, which this test
measures rather than hides: its expansion of stablehlo.triangular_solve
lets a NaN in the triangle of `a` that the specification excludes, and in
elements of `a` and `b` the solution does not use, reach the result. Those
pairs are counted by kind (printed with -s); the maps keep the
specification's reading, which the Rust reference checks by substitution.
What JAX runs on CPU, LAPACK's ?trsm, shows no deviation: its cases must
be sound without excuse. XLA:CPU also computes a convolution's outputs
whose window lies over padding only as zeros, and an lhs-dilated
convolution without the taps over holes (the specification's sum still
multiplies the kernel there): execution shows less, which is sound.
`cholesky` is undefined by the specification for a matrix that is not
positive definite, which a NaN makes it: its case changes elements to
finite values that keep it so.

Skipped (with the reason) where JAX is not installed.
"""

import itertools
from dataclasses import dataclass, field
from typing import Callable

import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="NOTICE: JAX is not installed in this venv (make python installs it when PyPI has it)")
jnp = pytest.importorskip("jax.numpy")
import jax.extend  # noqa: E402
from jax import lax  # noqa: E402
from jax._src.lib import xla_client  # noqa: E402

import index_opt  # noqa: E402
from execution_support import NON_FINITE, counts_cover, relations, same  # noqa: E402

jax.config.update("jax_enable_x64", False)





@dataclass
class Case:
    """A program: `fn`, its example arguments, which arguments to perturb
    (floating-point ones by default), whether the maps must equal what
    execution shows, and what execution may show beyond the maps because
    the implementation deviates from the specification (`deviation(result,
    argument, out_index, arg_index)` says whether a pair is of that kind)."""

    name: str
    fn: Callable
    args: tuple
    exact: bool = False
    perturb: tuple | None = None
    deviation: Callable | None = None
    finite_step: Callable = field(default=lambda v: v + 0.5)
    text: str | None = None
    # False where the specification leaves non-finite inputs undefined.
    non_finite: bool = True

    def program(self):
        """The StableHLO text the maps are computed on."""
        return self.text if self.text is not None else jax.jit(self.fn, keep_unused=True).lower(*self.args).as_text()

    def compiled(self):
        """The program compiled by XLA:CPU: a function of numpy arrays
        returning a list of numpy arrays."""
        if self.text is None:
            run = jax.jit(self.fn, keep_unused=True).lower(*self.args).compile()
            return lambda *args: [np.asarray(o) for o in jax.tree_util.tree_leaves(run(*args))]
        client = jax.extend.backend.get_backend("cpu")
        executable = client.compile_and_load(self.text, client.devices()[:1], xla_client.CompileOptions())

        def run_text(*args):
            results = executable.execute_sharded([jax.device_put(a, client.devices()[0]) for a in args])
            return [np.asarray(r[0]) for r in results.disassemble_into_single_device_arrays()]

        return run_text


def _rng(seed):
    return np.random.default_rng(seed)


def _normal(seed, *shape):
    return _rng(seed).normal(size=shape).astype(np.float32)


def _spd(seed, m):
    b = _rng(seed).normal(size=(m, m))
    return (b @ b.T + m * np.eye(m)).astype(np.float32)


def _conv(padding, lhs_dilation=None, rhs_dilation=None, strides=None, feature_group_count=1, batch_group_count=1,
          dims=("NHWC", "HWIO", "NHWC")):
    rank = len(dims[0]) - 2
    return lambda x, k: lax.conv_general_dilated(
        x, k, strides or (1,) * rank, padding, lhs_dilation=lhs_dilation, rhs_dilation=rhs_dilation,
        dimension_numbers=dims, feature_group_count=feature_group_count, batch_group_count=batch_group_count)


def _max_pool_grad(x, g):
    pool = lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (1, 1), "SAME")  # noqa: E731
    return jax.vjp(pool, x)[1](g)[0]


def _xla_triangular_solve_deviation(result, argument, out_index, arg_index, lower):
    """XLA:CPU's expansion of stablehlo.triangular_solve lets elements the
    specification's solution does not use reach the result: the excluded
    triangle of `a`, elements of `a`'s triangle beyond the substitution
    that gives the result element, and elements of `b` beyond it. Every
    pair through `a` or `b` the maps leave out is of one of these kinds;
    the kind is returned for the tally (None: not a deviation)."""
    if argument == 0:
        i, j = arg_index
        return "a, excluded triangle" if ((j > i) if lower else (j < i)) else "a, beyond the substitution"
    return "b, beyond the substitution" if argument == 1 else None


def _triangular_solve_text(left, lower, transpose):
    a, b = "tensor<3x3xf32>", ("tensor<3x2xf32>" if left else "tensor<2x3xf32>")
    return (f"func.func public @main(%a: {a}, %b: {b}) -> {b} {{\n"
            f"  %0 = \"stablehlo.triangular_solve\"(%a, %b) <{{left_side = {str(left).lower()}, lower = {str(lower).lower()}, "
            f"transpose_a = #stablehlo<transpose {transpose}>, unit_diagonal = false}}> : ({a}, {b}) -> {b}\n"
            f"  return %0 : {b}\n}}\n")


SELECT_AND_SCATTER_PADDED = """func.func public @main(%x: tensor<4x5xf32>, %src: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<4x5xf32> {
  %0 = "stablehlo.select_and_scatter"(%x, %src, %init) <{padding = dense<[[1, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x5xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
"""

CHOLESKY_OP = """func.func public @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
"""

CONV_REVERSED_LHS_DILATED = """func.func public @main(%x: tensor<1x3x1xf32>, %k: tensor<3x1x2xf32>) -> tensor<1x7x2xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [2], rhs_dilate = [1], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf32>, tensor<3x1x2xf32>) -> tensor<1x7x2xf32>
  return %0 : tensor<1x7x2xf32>
}
"""

REDUCE_WINDOW_MAX_BASE_DILATION = """func.func public @main(%x: tensor<3x3xf32>, %init: tensor<f32>) -> tensor<5x3xf32> {
  %0 = "stablehlo.reduce_window"(%x, %init) <{base_dilations = array<i64: 2, 1>, padding = dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<3x3xf32>, tensor<f32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}
"""


CASES = [
    # Convolutions: every kernel element of the window is read, also over
    # padding and the holes of the lhs dilation; the input only where it is.
    Case("conv_same_padding", _conv("SAME"), (_normal(1, 1, 4, 4, 2), _normal(2, 3, 3, 2, 2)), exact=True),
    Case("conv_lhs_dilation", _conv(((1, 1), (1, 1)), lhs_dilation=(2, 2), rhs_dilation=(1, 2)),
         (_normal(3, 1, 3, 3, 1), _normal(4, 2, 2, 1, 2)), exact=True),
    Case("conv_feature_groups", _conv(((2, 1), (0, 1)), feature_group_count=2),
         (_normal(5, 1, 4, 4, 2), _normal(6, 3, 3, 1, 2)), exact=True),
    Case("conv_batch_groups", _conv(((1, 1),), batch_group_count=2, dims=("NWC", "WIO", "NWC")),
         (_normal(7, 2, 5, 1), _normal(8, 3, 1, 2)), exact=True),
    # Windows over padding only: the specification's sum still takes both
    # taps (0 x NaN = NaN), but XLA:CPU computes those outputs as constant
    # zeros, so execution shows less than the maps (sound, not exact here;
    # the Rust reference checks exactness against the definition).
    Case("conv_window_over_padding_only", _conv(((3, 3),), strides=(2,), dims=("NWC", "WIO", "NWC")),
         (_normal(9, 1, 2, 1), _normal(10, 2, 1, 1))),
    Case("conv_strided_dilated", _conv(((0, 2), (1, 0)), strides=(2, 1), rhs_dilation=(2, 1)),
         (_normal(11, 2, 5, 4, 2), _normal(12, 2, 2, 2, 3)), exact=True),
    # Padding, selection, clamping.
    Case("pad_interior_negative", lambda x, v: lax.pad(x, v, [(1, -1, 1), (2, 0, 0)]),
         (_normal(13, 3, 2), np.float32(0.25)), exact=True),
    Case("select", lambda p, x, y: jnp.where(p > 0, x, y), (_normal(14, 3, 4), _normal(15, 3, 4), _normal(16, 3, 4))),
    Case("clamp", lambda lo, x, hi: lax.clamp(lo, x, hi), (_normal(17, 5) - 1, _normal(18, 5), _normal(19, 5) + 1)),
    # Variadic reduce and sort.
    Case("argmax", lambda x: jnp.argmax(x, axis=1), (_normal(20, 3, 4),)),
    Case("max_and_index", lambda x: lax.reduce((x, lax.broadcasted_iota(jnp.float32, x.shape, 1)),
                                              (-jnp.inf, 0.0),
                                              lambda a, b: (jnp.maximum(a[0], b[0]), jnp.where(a[0] >= b[0], a[1], b[1])),
                                              (1,)), (_normal(21, 3, 4),)),
    Case("sort_two_operands", lambda x, y: lax.sort((x, y), num_keys=1), (_normal(22, 2, 5), _normal(23, 2, 5))),
    Case("sort_and_argsort", lambda x: (jnp.sort(x, axis=0), jnp.argsort(x, axis=1)), (_normal(24, 3, 3),)),
    Case("top_k", lambda x: lax.top_k(x, 2), (_normal(25, 2, 5),)),
    # Windows with padding and base dilation; select_and_scatter.
    Case("reduce_window_sum_base_dilation",
         lambda x: lax.reduce_window(x, 0.0, lax.add, (2, 2), (1, 1), ((1, 0), (0, 1)), base_dilation=(2, 1)),
         (_normal(26, 3, 3),), exact=True),
    Case("reduce_window_max_window_dilation",
         lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (2, 1), ((1, 1), (1, 0)), window_dilation=(1, 2)),
         (_normal(27, 4, 4),)),
    Case("cumsum", lambda x: jnp.cumsum(x, axis=1), (_normal(28, 2, 5),)),
    Case("max_pool_grad", _max_pool_grad, (_normal(29, 4, 4), _normal(30, 4, 4))),
    # Linear algebra: one triangle.
    Case("cholesky", lambda a: lax.linalg.cholesky(a, symmetrize_input=False), (_spd(31, 3),),
         finite_step=lambda v: v + 0.01),
    # On CPU JAX calls LAPACK's ?trsm (a custom_call with the op's maps).
    *[Case(f"lapack_trsm_{'left' if left else 'right'}_{'lower' if lower else 'upper'}_{transpose}_{unit}",
           lambda a, b, left=left, lower=lower, transpose=transpose, unit=unit: lax.linalg.triangular_solve(
               a, b, left_side=left, lower=lower, transpose_a=transpose, unit_diagonal=unit),
           (_spd(32, 3), _normal(33, *((3, 2) if left else (2, 3)))))
      for left, lower, transpose, unit in itertools.product((True, False), (True, False), (False, True), (False, True))],
    # stablehlo.triangular_solve itself, as XLA:CPU expands it.
    *[Case(f"triangular_solve_{'left' if left else 'right'}_{'lower' if lower else 'upper'}_{transpose}",
           None, (_spd(34, 3), _normal(35, *((3, 2) if left else (2, 3)))),
           deviation=lambda r, j, o, q, lower=lower: _xla_triangular_solve_deviation(r, j, o, q, lower),
           text=_triangular_solve_text(left, lower, transpose))
      for left, lower, transpose in itertools.product((True, False), (True, False), ("NO_TRANSPOSE", "TRANSPOSE"))],
    # The StableHLO forms JAX does not print, run from their text.
    Case("select_and_scatter_padded", None, (_normal(53, 4, 5), _normal(54, 2, 3), np.float32(0.0)),
         text=SELECT_AND_SCATTER_PADDED),
    # The specification leaves cholesky undefined for a matrix that is not
    # Hermitian positive definite, which a NaN or an infinity makes it
    # (XLA:CPU then fills the whole factor with NaN): finite changes that
    # keep it positive definite only.
    Case("cholesky_op", None, (_spd(55, 3),), finite_step=lambda v: v + 0.01, text=CHOLESKY_OP, non_finite=False),
    # XLA:CPU computes an lhs-dilated (transposed) convolution without the
    # taps over holes and padding: execution shows less than the
    # specification's sum (sound, not exact here).
    Case("conv_reversed_lhs_dilated", None, (_normal(56, 1, 3, 1), _normal(57, 3, 1, 2)),
         text=CONV_REVERSED_LHS_DILATED),
    Case("reduce_window_max_base_dilation_padding", None, (_normal(58, 3, 3), np.float32(-1.0)),
         text=REDUCE_WINDOW_MAX_BASE_DILATION),
    # Gather and scatter (indices are arguments: not perturbed, their
    # values read at run time, so the maps hold every index value).
    Case("scatter_set", lambda x, i, u: x.at[i].set(u),
         (_normal(36, 6, 2), np.array([4, 1, 4], np.int32), _normal(37, 3, 2)), perturb=(0, 2)),
    Case("scatter_add", lambda x, i, u: x.at[i].add(u),
         (_normal(38, 6, 2), np.array([5, 0], np.int32), _normal(39, 2, 2)), perturb=(0, 2)),
    Case("scatter_batched", jax.vmap(lambda x, i, u: x.at[i].set(u)),
         (_normal(40, 2, 5), np.array([[1], [3]], np.int32), _normal(41, 2, 1)), perturb=(0, 2)),
    Case("gather_batched", jax.vmap(lambda x, i: x[i]), (_normal(42, 3, 4), np.array([[0, 3], [2, 2], [1, 0]], np.int32)),
         perturb=(0,)),
    Case("dynamic_slice", lambda x, i: lax.dynamic_slice(x, (i, 1), (2, 2)), (_normal(43, 4, 4), np.int32(1)),
         perturb=(0,)),
    Case("dynamic_update_slice", lambda x, u, i: lax.dynamic_update_slice(x, u, (i, 0)),
         (_normal(44, 4, 3), _normal(45, 2, 3), np.int32(3)), perturb=(0, 1)),
    # Contractions, with a size-0 contracted dimension.
    Case("dot_general_batched", lambda x, y: jnp.einsum("bij,bjk->bik", x, y), (_normal(46, 2, 2, 3), _normal(47, 2, 3, 2)),
         exact=True),
    Case("dot_empty_contraction", lambda x, y: x @ y, (np.zeros((2, 0), np.float32), np.zeros((0, 3), np.float32)),
         exact=True),
    # Compositions through calls and loops.
    Case("softmax", lambda x: jax.nn.softmax(x, axis=-1), (_normal(48, 2, 3),)),
    Case("layer_norm", lambda x, g: (x - x.mean(-1, keepdims=True)) / jnp.sqrt(x.var(-1, keepdims=True) + 1e-5) * g,
         (_normal(49, 2, 4), _normal(50, 4))),
    Case("fori_loop_roll", lambda x: lax.fori_loop(0, 3, lambda i, c: jnp.roll(c, 1) * 0.5 + c, x), (_normal(51, 5),)),
    Case("scan_cumulative", lambda xs: lax.scan(lambda c, x: (c + x, c * x), jnp.zeros(2, jnp.float32), xs)[1],
         (_normal(52, 4, 2),)),
]


def _indices(shape):
    return [tuple(int(v) for v in ix) for ix in itertools.product(*(range(n) for n in shape))]


def _observe(case):
    """(result, argument) -> set of (out index, arg index) pairs execution
    shows, over finite and non-finite changes of one element."""
    compiled = case.compiled()
    base_args = [np.array(a) for a in case.args]
    base = compiled(*base_args)
    perturb = case.perturb
    if perturb is None:
        perturb = tuple(j for j, a in enumerate(base_args) if a.dtype.kind == "f")
    observed = {}
    for j in perturb:
        for q in _indices(base_args[j].shape):
            value = base_args[j][q]
            for v in (case.finite_step(value), *(NON_FINITE if case.non_finite else ())):
                args = [a.copy() for a in base_args]
                args[j][q] = v
                outs = compiled(*args)
                for r, (out, ref) in enumerate(zip(outs, base)):
                    changed = ~same(out, ref)
                    for p in zip(*np.nonzero(changed)) if out.ndim else ([()] if changed else []):
                        observed.setdefault((r, j), set()).add((tuple(int(x) for x in p), q))
    return observed, [b.shape for b in base], perturb






def _relations(case, direction):
    """(result, argument) -> the pairs of the function-level maps."""
    return relations(case.program(), direction)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_maps_contain_what_execution_shows(case):
    observed, _, perturb = _observe(case)
    for direction in ("output-to-input", "input-to-output"):
        maps = _relations(case, direction)
        deviations = {}
        for (r, j), seen in observed.items():
            ours = maps.get((r, j), set())
            assert ours is not None, f"{case.name} {direction}: ({r}, {j}) is unknown"
            missing = seen - ours
            if case.deviation is not None:
                for p in list(missing):
                    kind = case.deviation(r, j, p[0], p[1])
                    if kind is not None:
                        deviations[kind] = deviations.get(kind, 0) + 1
                        missing.discard(p)
            assert not missing, f"UNSOUND {case.name} {direction} (result {r}, argument {j}): misses {sorted(missing)[:5]}"
        if case.exact:
            for (r, j), ours in maps.items():
                if j in perturb:
                    assert ours == observed.get((r, j), set()), f"inexact {case.name} {direction} ({r}, {j})"
        if case.deviation is not None:
            # The deviation is real and measured (a change of XLA would show).
            assert deviations, f"{case.name}: XLA:CPU no longer deviates; update docs/contract.md"
            print(f"{case.name} {direction}: XLA:CPU deviations {deviations}")
    if case.deviation is None:
        assert counts_cover(index_opt.analyze(case.program(), counts=True), observed) > 0


def test_non_finite_values_reveal_the_kernel_over_padding():
    """The observation itself: with finite changes only, a kernel tap over
    the padding changes nothing of an output; with NaN it does."""
    case = next(c for c in CASES if c.name == "conv_same_padding")
    compiled = jax.jit(case.fn).lower(*case.args).compile()
    x, k = (np.array(a) for a in case.args)
    base = np.asarray(compiled(x, k))
    # Output (0, 0) of a 3x3 SAME window: tap (0, 0) lies at (-1, -1).
    finite, nan = k.copy(), k.copy()
    finite[0, 0, 0, 0] += 1.0
    nan[0, 0, 0, 0] = np.nan
    assert same(np.asarray(compiled(x, finite))[0, 0, 0], base[0, 0, 0]).all()
    assert np.isnan(np.asarray(compiled(x, nan))[0, 0, 0, 0])
