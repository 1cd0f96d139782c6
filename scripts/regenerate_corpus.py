#!/usr/bin/env python3
"""Regenerates the JAX-printed StableHLO corpus (`test/corpus/jax`).

Usage (where JAX is installed; JAX is never a dependency of index-opt):
  regenerate_corpus.py write [OUT_DIR] [NAME...]    write the files of the programs
  regenerate_corpus.py check [CORPUS_DIR] [NAME...] compare with the files, byte for byte
  regenerate_corpus.py list                          the programs

OUT_DIR and CORPUS_DIR default to `test/corpus/jax`; no NAME means every
program. For each program NAME:
- `NAME.mlir` is `jax.jit(f).lower(*args).as_text()`, the pretty form;
- `NAME.generic.mlir` is the same module in generic op form,
  `lowered.compiler_ir('stablehlo').operation.get_asm(print_generic_op_form=True,
  enable_debug_info=False)`;
- for the `dyn_*` programs (`jax.export` with symbolic shapes),
  `NAME.exported.mlir` is `exported.mlir_module()` as JAX writes it, and the
  two forms above are that module printed without locations.
Arguments are `jax.ShapeDtypeStruct`s (weights are function arguments), so the
files hold no large constants. Collective programs run on 8 host devices
(`XLA_FLAGS=--xla_force_host_platform_device_count=8`); `*_tpu` / `*_cuda`
programs are lowered for that platform (`lowering_platforms`).

Checked with jax/jaxlib 0.10.2 on CPU (the version the corpus was made with,
test/corpus/jax/README.md), installed in a throwaway venv: `check` prints
"166 of 166 files identical": every `NAME.mlir` and `NAME.generic.mlir` of the
81 programs is byte-identical to the vendored file. The 4 `NAME.exported.mlir`
files are compared without their locations: theirs name source lines of the
script that first exported them, which this script cannot reproduce, so
`write` changes those locations (and only those). Another JAX version prints
other text. See test/corpus/README.md.
"""

import difflib
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "test", "corpus", "jax")

PROGRAMS = {}


def program(fn):
    """Registers `fn() -> (function, args[, platform])` under `fn`'s name;
    `function`'s `__name__` must be the program name (it names the module,
    `@jit_NAME`); `platform` (e.g. "tpu") lowers for that platform. `fn` may
    instead return `{"lowered": jax.stages.Lowered}` (lowered another way)."""
    PROGRAMS[fn.__name__.removeprefix("make_")] = fn
    return fn


def jax_modules():
    # Collective programs are lowered with 8 host devices.
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    import jax
    import jax.numpy as jnp
    from jax import lax

    return jax, jnp, lax


def spec(shape, dtype="float32", sharding=None):
    import jax
    import numpy as np

    return jax.ShapeDtypeStruct(shape, np.dtype(dtype) if isinstance(dtype, str) else dtype, sharding=sharding)


def sharded_rows(shape):
    """An f32 argument split by rows over the 8-device mesh axis "i"."""
    from jax.sharding import NamedSharding, PartitionSpec

    return spec(shape, sharding=NamedSharding(mesh8(), PartitionSpec("i")))


# --- The corpus README's first table -----------------------------------------------------------


@program
def make_mlp():
    jax, jnp, lax = jax_modules()

    def mlp(x, w1, b1, w2, b2):
        return jax.nn.relu(x @ w1 + b1) @ w2 + b2

    return mlp, [spec((8, 16)), spec((16, 32)), spec((32,)), spec((32, 10)), spec((10,))]


@program
def make_softmax():
    jax, jnp, lax = jax_modules()

    def softmax(x):
        return jax.nn.softmax(x, axis=-1)

    return softmax, [spec((4, 10))]


@program
def make_attention():
    jax, jnp, lax = jax_modules()

    def attention(x, wq, wk, wv, wo):
        b, t, d = x.shape
        heads, dh = 2, d // 2
        q = (x @ wq).reshape(b, t, heads, dh)
        k = (x @ wk).reshape(b, t, heads, dh)
        v = (x @ wv).reshape(b, t, heads, dh)
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / dh**0.5
        weights = jax.nn.softmax(scores, axis=-1)
        out = jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(b, t, d)
        return out @ wo

    return attention, [spec((2, 8, 16))] + [spec((16, 16))] * 4


@program
def make_cnn():
    jax, jnp, lax = jax_modules()

    def pool(x):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")

    def conv(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def cnn(x, w1, b1, w2, b2, w3, b3):
        x = pool(jax.nn.relu(conv(x, w1) + b1))
        x = pool(jax.nn.relu(conv(x, w2) + b2))
        return x.reshape(x.shape[0], -1) @ w3 + b3

    return cnn, [
        spec((2, 16, 16, 1)),
        spec((3, 3, 1, 4)),
        spec((4,)),
        spec((3, 3, 4, 8)),
        spec((8,)),
        spec((128, 10)),
        spec((10,)),
    ]


@program
def make_take():
    jax, jnp, lax = jax_modules()

    def take(x, idx):
        return jnp.take(x, idx, axis=0)

    return take, [spec((10, 8)), spec((4,), "int32")]


@program
def make_getitem_gather():
    jax, jnp, lax = jax_modules()

    def getitem_gather(x, idx):
        return x[idx]

    return getitem_gather, [spec((10, 8)), spec((4,), "int32")]


@program
def make_vmap_dynamic_slice():
    jax, jnp, lax = jax_modules()

    def vmap_dynamic_slice(x, starts):
        return jax.vmap(lambda row, s: lax.dynamic_slice(row, (s, 0), (2, 4)))(x, starts)

    return vmap_dynamic_slice, [spec((5, 10, 4)), spec((5,), "int32")]


@program
def make_dynamic_slice():
    jax, jnp, lax = jax_modules()

    def dynamic_slice(x, i, j):
        return lax.dynamic_slice(x, (i, j), (3, 2))

    return dynamic_slice, [spec((8, 8)), spec((), "int32"), spec((), "int32")]


@program
def make_scatter_add():
    jax, jnp, lax = jax_modules()

    def scatter_add(x, idx, upd):
        return x.at[idx].add(upd)

    return scatter_add, [spec((10, 4)), spec((3,), "int32"), spec((3, 4))]


@program
def make_scatter_set():
    jax, jnp, lax = jax_modules()

    def scatter_set(x, idx, upd):
        return x.at[idx].set(upd)

    return scatter_set, [spec((10, 4)), spec((3,), "int32"), spec((3, 4))]


@program
def make_cumsum():
    jax, jnp, lax = jax_modules()

    def cumsum(x):
        return jnp.cumsum(x, axis=1)

    return cumsum, [spec((4, 16))]


@program
def make_sort():
    jax, jnp, lax = jax_modules()

    def sort(x):
        return jnp.sort(x, axis=-1)

    return sort, [spec((4, 16))]


@program
def make_argmax():
    jax, jnp, lax = jax_modules()

    def argmax(x):
        return jnp.argmax(x, axis=1)

    return argmax, [spec((4, 16))]


@program
def make_pad():
    jax, jnp, lax = jax_modules()

    def pad(x):
        return jnp.pad(x, ((1, 2), (3, 0))), lax.pad(x, 0.0, ((1, -1, 2), (0, 2, 1)))

    return pad, [spec((4, 5))]


@program
def make_strided_slice():
    jax, jnp, lax = jax_modules()

    def strided_slice(x):
        return x[1:9:2, ::3], lax.slice(x, (2, 1), (7, 12), (3, 5))

    return strided_slice, [spec((10, 12))]


@program
def make_concatenate():
    jax, jnp, lax = jax_modules()

    def concatenate(a, b, c):
        return jnp.concatenate([a, b, c], axis=1)

    return concatenate, [spec((3, 4)), spec((3, 2)), spec((3, 5))]


@program
def make_flip():
    jax, jnp, lax = jax_modules()

    def flip(x):
        return jnp.flip(x, axis=(0, 2))

    return flip, [spec((3, 4, 5))]


@program
def make_reshape_chain():
    jax, jnp, lax = jax_modules()

    def reshape_chain(x):
        y = x.reshape(50, 20).T.reshape(10, 10, 10)
        return jnp.transpose(y, (2, 0, 1))

    return reshape_chain, [spec((10, 10, 10))]


@program
def make_transpose_reshape_mix():
    jax, jnp, lax = jax_modules()

    def transpose_reshape_mix(x):
        y = jnp.transpose(x, (3, 1, 0, 2)).reshape(5, 3, 8).reshape(15, 8)
        z = y[:, None, :] + jnp.zeros((15, 2, 8), jnp.float32)
        return z.reshape(30, 8).T

    return transpose_reshape_mix, [spec((2, 3, 4, 5))]


@program
def make_dynamic_update_slice():
    jax, jnp, lax = jax_modules()

    def dynamic_update_slice(x, update, i, j):
        return lax.dynamic_update_slice(x, update, (i, j))

    return dynamic_update_slice, [spec((8, 8)), spec((2, 3)), spec((), "int32"), spec((), "int32")]


@program
def make_fori_loop():
    jax, jnp, lax = jax_modules()

    def fori_loop(x):
        return lax.fori_loop(0, 10, lambda i, x: x * 2.0 + i, x)

    return fori_loop, [spec((4, 4))]


@program
def make_cond():
    jax, jnp, lax = jax_modules()

    def cond(i, x):
        return lax.switch(i, [jnp.sin, jnp.cos, lambda x: x * 2.0], x)

    return cond, [spec((), "int32"), spec((5,))]


@program
def make_iota():
    jax, jnp, lax = jax_modules()

    def iota(x):
        ramp = jnp.arange(16, dtype=jnp.float32).reshape(4, 4)
        upper = lax.broadcasted_iota(jnp.int32, (4, 4), 0) <= lax.broadcasted_iota(jnp.int32, (4, 4), 1)
        return jnp.where(upper, x + ramp, 0.0)

    return iota, [spec((4, 4))]


@program
def make_gelu_erf():
    jax, jnp, lax = jax_modules()

    def gelu_erf(x):
        return jax.nn.gelu(x, approximate=False)

    return gelu_erf, [spec((4, 16))]


@program
def make_top_k():
    jax, jnp, lax = jax_modules()

    def top_k(x):
        return lax.top_k(x, 3)

    return top_k, [spec((4, 16))]


@program
def make_cholesky_custom_call():
    jax, jnp, lax = jax_modules()

    def cholesky_custom_call(a):
        return jnp.linalg.cholesky(a @ a.T + 4.0 * jnp.eye(4, dtype=jnp.float32))

    return cholesky_custom_call, [spec((4, 4))]


@program
def make_reductions():
    jax, jnp, lax = jax_modules()

    def reductions(x):
        return jnp.sum(x, axis=(0, 3)), jnp.max(x, axis=1), jnp.min(x), jnp.prod(x, axis=2), jnp.var(x, axis=3)

    return reductions, [spec((2, 4, 8, 16))]


@program
def make_elementwise_zoo():
    jax, jnp, lax = jax_modules()

    def elementwise_zoo(x, y, n):
        a = jnp.exp(x) + jnp.log1p(jnp.abs(y)) - jnp.tanh(x) * jax.nn.sigmoid(y)
        b = jnp.floor(x) + jnp.ceil(y) + jnp.round(x) + jnp.sign(y) + jnp.sqrt(jnp.abs(x))
        c = jnp.clip(x, -1.0, 1.0) * jnp.maximum(x, y) - jnp.minimum(x, y) / (1.0 + y * y)
        d = jnp.where(x > y, x**3, jnp.abs(y) ** x)
        e = (n % 3 + (n >> 1) * (n & 5)).astype(jnp.float32)
        f = jnp.sin(x) * jnp.cos(y) + jnp.arctan2(x, y) + jnp.expm1(x) + jnp.log(jnp.abs(x) + 1.0)
        g = lax.rsqrt(jnp.abs(y) + 1.0) + jnp.isfinite(x).astype(jnp.float32) + e
        return a + b + c + d + f + g, ~(x < y) | (n == 2)

    return elementwise_zoo, [spec((4, 8)), spec((4, 8)), spec((4, 8), "int32")]



# --- The corpus README's second table ----------------------------------------------------------


@program
def make_fft_complex():
    jax, jnp, lax = jax_modules()

    def fft_complex(x):
        return jnp.fft.fft(x), jnp.fft.ifft(x, axis=1), jnp.fft.fft2(x), jnp.fft.fftn(x)

    return fft_complex, [spec((4, 4, 8), "complex64")]


@program
def make_fft_real():
    jax, jnp, lax = jax_modules()

    def fft_real(x, y):
        return jnp.fft.rfft(x), jnp.fft.rfft2(x), jnp.fft.irfft(y, n=8), jnp.fft.irfftn(y)

    return fft_real, [spec((4, 6, 8)), spec((4, 6, 5), "complex64")]


@program
def make_complex_ops():
    jax, jnp, lax = jax_modules()

    def complex_ops(x, y, z):
        c = lax.complex(x, y)
        return (
            c * z,
            jnp.real(z),
            jnp.imag(z),
            jnp.abs(z),
            jnp.conj(z),
            jnp.angle(z),
            jnp.exp(z),
            jnp.sqrt(z),
            z / (c + 2),
            jnp.sign(z),
        )

    return complex_ops, [spec((6,)), spec((6,)), spec((6,), "complex64")]


@program
def make_bit_ops():
    jax, jnp, lax = jax_modules()

    def bit_ops(a, b, c, d):
        return (
            lax.population_count(a),
            lax.clz(a),
            lax.population_count(c),
            lax.clz(d),
            a & b,
            a | b,
            a ^ b,
            ~a,
            ~c,
            a << b,
            a >> b,
            d >> 3,
            c >> 2,
            c << 1,
            (a > b) ^ (c > 0),
            ~(d < 0),
        )

    return bit_ops, [spec((8,), "uint32"), spec((8,), "uint32"), spec((8,), "int8"), spec((8,), "int16")]


@program
def make_float_classify():
    jax, jnp, lax = jax_modules()

    def float_classify(x, y):
        return (
            jnp.isfinite(x),
            jnp.isfinite(y),
            jnp.isnan(x),
            jnp.isinf(x),
            jnp.nan_to_num(x, nan=0.0, posinf=1.0, neginf=-1.0),
        )

    return float_classify, [spec((8,)), spec((8,), jnp.bfloat16)]



@program
def make_triangular_solve_f16():
    jax, jnp, lax = jax_modules()
    from jax.scipy.linalg import solve_triangular

    def triangular_solve_f16(a, b):
        m = a + 4.0 * jnp.eye(4, dtype=jnp.float16)
        return solve_triangular(m, b, lower=True), solve_triangular(m, b, trans=1, lower=False, unit_diagonal=True)

    return triangular_solve_f16, [spec((4, 4), "float16"), spec((4, 3), "float16")]


@program
def make_reduce_precision():
    jax, jnp, lax = jax_modules()

    def reduce_precision(x):
        return tuple(lax.reduce_precision(x, e, m) for e, m in ((8, 7), (5, 10), (4, 3), (5, 2)))

    return reduce_precision, [spec((8,))]


@program
def make_bitcast_convert():
    jax, jnp, lax = jax_modules()
    bitcast = lax.bitcast_convert_type

    def bitcast_convert(x, h, u, b):
        return (
            bitcast(x, jnp.int32),
            bitcast(bitcast(x, jnp.int32), jnp.float32),
            bitcast(x, jnp.uint8),
            bitcast(h, jnp.float32),
            bitcast(u & 0x3FFFFFFF, jnp.float32),
            bitcast(b, jnp.int16),
        )

    return bitcast_convert, [spec((4,)), spec((4, 2), "float16"), spec((6,), "uint32"), spec((4,), jnp.bfloat16)]


@program
def make_convert_zoo():
    jax, jnp, lax = jax_modules()

    def convert_zoo(x, n, p, u, b):
        return (
            x.astype(jnp.int32),
            n.astype(jnp.float32),
            x.astype(jnp.bool_),
            p.astype(jnp.float32),
            p.astype(jnp.int32),
            n.astype(jnp.bool_),
            u.astype(jnp.float32),
            x.astype(jnp.uint8),
            x.astype(jnp.float16),
            x.astype(jnp.bfloat16),
            b.astype(jnp.float32),
            n.astype(jnp.int8),
            (n % 8).astype(jnp.int4),
            x.astype(jnp.float8_e4m3fn),
            x.astype(jnp.float8_e5m2),
            x.astype(jnp.complex64),
            3 + (n % 4).astype(jnp.int4),
        )

    args = [spec((6,)), spec((6,), "int32"), spec((6,), "bool"), spec((6,), "uint8"), spec((6,), jnp.bfloat16)]
    return convert_zoo, args


@program
def make_conv_variants():
    jax, jnp, lax = jax_modules()
    conv = lax.conv_general_dilated

    def conv_variants(x1, w1, x2, w2, x3, w3, x4, w4, x5, w5):
        return (
            conv(x1, w1, (2,), "VALID", dimension_numbers=("NWC", "WIO", "NWC")),
            conv(x2, w2, (1, 1, 1), "SAME", dimension_numbers=("NDHWC", "DHWIO", "NDHWC")),
            conv(x3, w3, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=4),
            conv(x4, w4, (1, 1), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC"), batch_group_count=2),
            lax.conv_transpose(x5, w5, (2, 2), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW")),
            conv(x5, w5, (1, 2), ((2, 1), (0, 3)), rhs_dilation=(2, 1), dimension_numbers=("NCHW", "OIHW", "NCHW")),
        )

    return conv_variants, [
        spec((2, 10, 3)),
        spec((3, 3, 5)),
        spec((1, 4, 4, 4, 2)),
        spec((2, 2, 2, 2, 3)),
        spec((2, 6, 6, 4)),
        spec((3, 3, 1, 4)),
        spec((4, 5, 5, 3)),
        spec((2, 2, 3, 4)),
        spec((1, 3, 5, 5)),
        spec((2, 3, 3, 3)),
    ]



@program
def make_dot_general_variants():
    jax, jnp, lax = jax_modules()

    def dot_general_variants(a, b, p, q, r, t, v, w):
        general = lax.dot_general(a, b, (((2, 4), (1, 3)), ((0, 3), (0, 4))))
        highest = lax.dot(p, q, precision=lax.Precision.HIGHEST, preferred_element_type=jnp.float32)
        algorithm = lax.dot(p, q, precision=lax.DotAlgorithmPreset.F32_F32_F32, preferred_element_type=jnp.float32)
        integer = lax.dot(r, t, preferred_element_type=jnp.int32)
        batched = jnp.einsum("abid,abjd->abij", a[:, :, :, 0, :], a[:, :, :, 1, :])
        return general, highest, algorithm, integer, jnp.dot(v, w), jnp.outer(v, w), batched

    return dot_general_variants, [
        spec((2, 3, 4, 5, 6)),
        spec((2, 4, 7, 6, 5)),
        spec((3, 4), jnp.bfloat16),
        spec((4, 5), jnp.bfloat16),
        spec((3, 4), "int8"),
        spec((4, 5), "int8"),
        spec((7,)),
        spec((7,)),
    ]



@program
def make_argmin_argmax():
    jax, jnp, lax = jax_modules()

    def argmin_argmax(x, n):
        return (
            jnp.argmin(x, axis=1),
            jnp.argmax(x, axis=0, keepdims=True),
            jnp.argmin(x),
            jnp.argmax(n, axis=1),
            jnp.argmin(n, axis=0),
        )

    return argmin_argmax, [spec((4, 9)), spec((4, 9), "int32")]


@program
def make_top_k_variants():
    jax, jnp, lax = jax_modules()

    def top_k_variants(x, n):
        return (*lax.top_k(x, 3), *lax.top_k(n, 2), *lax.approx_max_k(x, 3), *lax.approx_min_k(x, 2))

    return top_k_variants, [spec((4, 16)), spec((3, 10), "int32")]



@program
def make_case3():
    jax, jnp, lax = jax_modules()

    def case3(i, x, n):
        branches = [
            lambda x, n: (jnp.sin(x), n + 1),
            lambda x, n: (jnp.cos(x) * 2.0, n * 2),
            lambda x, n: (lax.rev(x, (0,)), -n),
        ]
        y, m = lax.switch(i, branches, x, n)
        return y, m, lax.cond(n > 0, lambda x: x + 1.0, lambda x: x - 1.0, x)

    return case3, [spec((), "int32"), spec((5,)), spec((), "int32")]


@program
def make_optimization_barrier():
    jax, jnp, lax = jax_modules()

    def optimization_barrier(a, b, n):
        kept = lax.optimization_barrier((a @ b, jnp.tanh(a), n + 1))
        loss = jax.checkpoint(lambda a, b: jnp.sum(jnp.sin(a @ b) ** 2))
        return (*kept, jax.grad(loss, argnums=1)(a, b))

    return optimization_barrier, [spec((4, 8)), spec((8, 4)), spec((4,), "int32")]



@program
def make_select_and_scatter():
    jax, jnp, lax = jax_modules()

    def max_pool(x, window, padding):
        return lax.reduce_window(x, -jnp.inf, lax.max, window, (1, 2, 2, 1), padding)

    def loss(x):
        a = max_pool(x, (1, 2, 2, 1), "VALID")
        b = max_pool(x, (1, 3, 3, 1), "SAME")
        return jnp.sum(a**2) + jnp.sum(jnp.sin(b))

    def select_and_scatter(x):
        return jax.grad(loss)(x)

    return select_and_scatter, [spec((2, 6, 6, 3))]


@program
def make_rng_uniform():
    jax, jnp, lax = jax_modules()

    def rng_uniform(lo, hi, ilo, ihi):
        return lax.rng_uniform(lo, hi, (3, 4)), lax.rng_uniform(ilo, ihi, (5,))

    return rng_uniform, [spec(()), spec(()), spec((), "int32"), spec((), "int32")]


@program
def make_tokens():
    jax, jnp, lax = jax_modules()

    def tokens(x):
        token = lax.after_all(lax.create_token(), lax.create_token())
        return x + 1.0, token

    return tokens, [spec((4,))]


@program
def make_ffi_call():
    jax, jnp, lax = jax_modules()
    import numpy as np

    def ffi_call(x, n):
        results = (jax.ShapeDtypeStruct((4, 3), jnp.float32), jax.ShapeDtypeStruct((2,), jnp.int32))
        handler = jax.ffi.ffi_call("my_ffi_handler", results, input_output_aliases={0: 0})
        y, m = handler(x, n, count=3, flag=True, name="abc", scale=np.float32(2.0))
        effect = jax.ffi.ffi_call("my_side_effect", jax.ShapeDtypeStruct((), jnp.float32), has_side_effect=True)
        return y, m, effect(x)

    return ffi_call, [spec((4, 3)), spec((3,), "int32")]


@program
def make_callbacks():
    jax, jnp, lax = jax_modules()
    from jax.experimental import io_callback

    def callbacks(x, n):
        y = jax.pure_callback(lambda x: x, jax.ShapeDtypeStruct((4,), jnp.float32), x)
        io_callback(lambda n: None, None, n, ordered=True)
        return y * 2.0

    return callbacks, [spec((4,)), spec((3,), "int32")]


@program
def make_lax_map():
    jax, jnp, lax = jax_modules()

    def lax_map(x):
        mapped = lax.map(lambda row: jnp.sin(row) * jnp.sum(row), x)
        return mapped, jnp.vectorize(lambda v: jnp.cos(v) + 1.0)(x)

    return lax_map, [spec((5, 3))]



@program
def make_cholesky_tpu():
    jax, jnp, lax = jax_modules()

    def cholesky_tpu(a):
        return jnp.linalg.cholesky(jnp.einsum("bij,bkj->bik", a, a) + 4.0 * jnp.eye(4, dtype=jnp.float32))

    return cholesky_tpu, [spec((3, 4, 4))], "tpu"


@program
def make_triangular_solve_tpu():
    jax, jnp, lax = jax_modules()

    def triangular_solve_tpu(a, b):
        m = a + 4.0 * jnp.eye(4, dtype=jnp.float32)
        return (
            lax.linalg.triangular_solve(m, b, left_side=False, lower=True, transpose_a=True),
            lax.linalg.triangular_solve(m, b, left_side=False, lower=False, unit_diagonal=True),
        )

    return triangular_solve_tpu, [spec((2, 4, 4)), spec((2, 3, 4))], "tpu"


@program
def make_ragged_dot_tpu():
    jax, jnp, lax = jax_modules()

    def ragged_dot_tpu(lhs, rhs, group_sizes):
        return lax.ragged_dot(lhs, rhs, group_sizes)

    return ragged_dot_tpu, [spec((6, 4)), spec((3, 4, 5)), spec((3,), "int32")], "tpu"


@program
def make_composite():
    jax, jnp, lax = jax_modules()
    import numpy as np

    scaled_tanh = lax.composite(lambda x, *, alpha: jnp.tanh(x) * alpha, name="my.scaled_tanh", version=2)
    softmax = lax.composite(lambda x, *, axis, tag: jax.nn.softmax(x, axis=axis), name="my.softmax")

    def composite(x, y):
        return scaled_tanh(x, alpha=np.float32(2.0)), softmax(y, axis=1, tag="fast")

    return composite, [spec((4,)), spec((2, 3))]



@program
def make_scan():
    jax, jnp, lax = jax_modules()

    def scan(c0, xs, w):
        def step(c, x):
            c = jnp.tanh(c @ w + x)
            return c, jnp.sum(c)

        c1, ys1 = lax.scan(step, c0, xs)
        c2, ys2 = lax.scan(step, c0, xs, reverse=True, unroll=2)
        return c1, ys1, c2, ys2

    return scan, [spec((3,)), spec((7, 3)), spec((3, 3))]


def mesh8():
    jax, _, _ = jax_modules()
    return jax.make_mesh((8,), ("i",))


@program
def make_collectives_shard_map():
    jax, jnp, lax = jax_modules()
    from jax.sharding import PartitionSpec as P

    def body(x):
        return (
            lax.psum(x, "i"),
            lax.pmax(x, "i") - lax.pmin(x, "i") + lax.pmean(x, "i"),
            lax.all_gather(x, "i", tiled=True),
            lax.all_gather(x[0], "i"),
            lax.ppermute(x, "i", [(j, (j + 1) % 8) for j in range(8)]),
            lax.all_to_all(x, "i", 0, 0, tiled=True),
            lax.psum_scatter(x, "i", scatter_dimension=1, tiled=True),
            lax.axis_index("i") * jnp.ones((1,), jnp.int32),
        )

    specs = (P(), P(), P(), P(), P("i"), P("i"), P("i"), P("i"))
    collectives_shard_map = jax.shard_map(body, mesh=mesh8(), in_specs=P("i"), out_specs=specs, check_vma=False)
    collectives_shard_map.__name__ = "collectives_shard_map"
    return collectives_shard_map, [sharded_rows((64, 16))]


@program
def make_async_collectives():
    jax, jnp, lax = jax_modules()
    from jax._src.lax import parallel
    from jax.sharding import PartitionSpec as P

    def body(x):
        # PRIVATE API of jax 0.10: *_start returns a future, .done() waits.
        s = parallel.psum_start(x, "i")
        g = parallel.all_gather_start(x, "i", tiled=True)
        r = parallel.ppermute_start(x, "i", [(j, (j + 1) % 8) for j in range(8)])
        return s.done(), g.done(), r.done()

    specs = (P(), P(), P("i"))
    async_collectives = jax.shard_map(body, mesh=mesh8(), in_specs=P("i"), out_specs=specs, check_vma=False)
    async_collectives.__name__ = "async_collectives"
    return async_collectives, [sharded_rows((64, 8))]


@program
def make_collective_broadcast_cuda():
    jax, jnp, lax = jax_modules()
    from jax.sharding import PartitionSpec as P

    body = lambda x: lax.pbroadcast(x, "i", source=2)  # noqa: E731
    collective_broadcast_cuda = jax.shard_map(body, mesh=mesh8(), in_specs=P("i"), out_specs=P("i"))
    collective_broadcast_cuda.__name__ = "collective_broadcast_cuda"
    return collective_broadcast_cuda, [sharded_rows((64, 16))], "cuda"


@program
def make_send_recv_cuda():
    jax, jnp, lax = jax_modules()
    from jax.sharding import PartitionSpec as P

    def body(x):
        perm = [(j, (j + 1) % 8) for j in range(8)]
        token = lax.psend(x, "i", perm)
        return lax.precv(token, jax.ShapeDtypeStruct(x.shape, x.dtype), "i", perm)

    send_recv_cuda = jax.shard_map(body, mesh=mesh8(), in_specs=P("i"), out_specs=P("i"))
    send_recv_cuda.__name__ = "send_recv_cuda"
    return send_recv_cuda, [sharded_rows((64, 16))], "cuda"



@program
def make_collectives_pmap():
    jax, jnp, lax = jax_modules()

    def body(x):
        perm = [(j, (j + 1) % 8) for j in range(8)]
        return lax.psum(x, "i"), lax.all_gather(x, "i"), lax.ppermute(x, "i", perm), lax.axis_index("i")

    # jax.pmap names the module @jit__fun, not after the program.
    return {"lowered": jax.pmap(body, axis_name="i").lower(spec((8, 6)))}



@program
def make_rng_bit_generator():
    jax, jnp, lax = jax_modules()

    def rng_bit_generator(seed, key):
        k1, k2 = jax.random.split(jax.random.key(seed, impl="rbg"))
        normal = jax.random.normal(k1, (3, 4))
        uniform = jax.random.uniform(k2, (5,))
        bits = jax.random.bits(jax.random.key(seed, impl="unsafe_rbg"), (2, 3))
        threefry = lax.rng_bit_generator(key, (2, 3), algorithm=lax.RandomAlgorithm.RNG_THREE_FRY)
        philox = lax.rng_bit_generator(key, (6,), dtype=jnp.uint8, algorithm=lax.RandomAlgorithm.RNG_PHILOX)
        return normal, uniform, bits, *threefry, *philox

    return rng_bit_generator, [spec((), "uint32"), spec((4,), "uint32")]



@program
def make_lstm_scan():
    jax, jnp, lax = jax_modules()
    sigmoid = jax.nn.sigmoid

    def lstm_scan(b, wh, wo, wx, xs, h0, c0):
        def cell(carry, x):
            h, c = carry
            i, f, g, o = jnp.split(x @ wx + h @ wh + b, 4, axis=-1)
            c = sigmoid(f) * c + sigmoid(i) * jnp.tanh(g)
            h = sigmoid(o) * jnp.tanh(c)
            return (h, c), h

        (h, c), hs = lax.scan(cell, (h0, c0), xs)
        return hs @ wo, h, c

    args = [spec((32,)), spec((8, 32)), spec((8, 3)), spec((5, 32)), spec((6, 2, 5)), spec((2, 8)), spec((2, 8))]
    return lstm_scan, args



def resnet_parts():
    jax, jnp, lax = jax_modules()

    def conv(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def normalize(y, mean, var, gamma, beta):
        return (y - mean) * lax.rsqrt(var + 1e-5) * gamma + beta

    params = {k: spec((8,)) for k in ("b1", "b2", "g1", "g2")}
    params.update(w1=spec((3, 3, 8, 8)), w2=spec((3, 3, 8, 8)))
    stats = {k: spec((8,)) for k in ("m1", "m2", "v1", "v2")}
    return conv, normalize, params, stats


@program
def make_resnet_block_bn_infer():
    jax, jnp, lax = jax_modules()
    conv, normalize, params, stats = resnet_parts()

    def resnet_block_bn_infer(p, s, x):
        y = jax.nn.relu(normalize(conv(x, p["w1"]), s["m1"], s["v1"], p["g1"], p["b1"]))
        y = normalize(conv(y, p["w2"]), s["m2"], s["v2"], p["g2"], p["b2"])
        return jax.nn.relu(y + x)

    return resnet_block_bn_infer, [params, stats, spec((2, 8, 8, 8))]



@program
def make_resnet_block_bn_train():
    jax, jnp, lax = jax_modules()
    conv, normalize, _, stats = resnet_parts()
    params = {k: spec((8,)) for k in ("b1", "b2", "g1", "g2")}
    params.update(k1=spec((3, 3, 8, 8)), k2=spec((3, 3, 8, 8)))
    axes = (0, 1, 2)

    def resnet_block_bn_train(p, s, x):
        def forward(p):
            y = conv(x, p["k1"])
            m1 = jnp.mean(y, axis=axes)
            v1 = jnp.mean(jnp.square(y - m1), axis=axes)
            y = jax.nn.relu(normalize(y, m1, v1, p["g1"], p["b1"]))
            y = conv(y, p["k2"])
            m2 = jnp.mean(y, axis=axes)
            v2 = jnp.mean(jnp.square(y - m2), axis=axes)
            out = jax.nn.relu(normalize(y, m2, v2, p["g2"], p["b2"]) + x)
            return jnp.mean(jnp.square(out - 0.5)), (m1, v1, m2, v2)

        (loss, (m1, v1, m2, v2)), grads = jax.value_and_grad(forward, has_aux=True)(p)
        new_stats = {
            "m1": 0.9 * s["m1"] + 0.1 * m1,
            "v1": 0.9 * s["v1"] + 0.1 * v1,
            "m2": 0.9 * s["m2"] + 0.1 * m2,
            "v2": 0.9 * s["v2"] + 0.1 * v2,
        }
        return loss, jax.tree.map(lambda w, g: w - 0.1 * g, p, grads), new_stats

    return resnet_block_bn_train, [params, stats, spec((2, 8, 8, 8))]



# --- jax.export with symbolic shapes (NAME.exported.mlir as well) ------------------------------


def exported(function, shapes, constraints):
    """`{"exported": text}`: `function` exported with symbolic `shapes` (one
    string per argument, e.g. "b, 4"; dtype float32 unless a (shape, dtype)
    pair)."""
    jax, jnp, lax = jax_modules()
    from jax import export

    names = sorted({d.strip() for s in shapes for d in (s if isinstance(s, str) else s[0]).split(",")})
    names = [n for n in names if n and not n.isdigit()]
    symbols = dict(zip(names, export.symbolic_shape(", ".join(names), constraints=constraints)))
    args = []
    for s in shapes:
        text, dtype = (s, jnp.float32) if isinstance(s, str) else s
        dims = tuple(int(d) if d.strip().isdigit() else symbols[d.strip()] for d in text.split(",") if d.strip())
        args.append(jax.ShapeDtypeStruct(dims, dtype))
    return {"exported": export.export(jax.jit(function))(*args).mlir_module()}


@program
def make_dyn_pad():
    jax, jnp, lax = jax_modules()

    def dyn_pad(x):
        n = x.shape[0]
        return jnp.pad(x, ((0, n), (1, 1))), lax.pad(x, 0.0, ((n, 1, 0), (0, 0, 1)))

    return exported(dyn_pad, ["b, 3"], ("b >= 2",))


@program
def make_dyn_broadcast_iota_reshape():
    jax, jnp, lax = jax_modules()

    def dyn_broadcast_iota_reshape(x, v):
        y = x + 1.0
        i = jnp.arange(x.shape[0])
        return (
            jnp.sum(y, axis=0),
            i,
            y.reshape(-1),
            jnp.concatenate([x, x]),
            v[:, None] * x,
            y.reshape(-1, 2),
            jnp.mean(v),
        )

    return exported(dyn_broadcast_iota_reshape, ["b, 4", "b"], ("b >= 4",))


@program
def make_dyn_slicing():
    jax, jnp, lax = jax_modules()

    def dyn_slicing(x, i):
        b = x.shape[0]
        return (
            x[1:-1],
            lax.slice(x, (1, 0), (b - 1, 4), (2, 1)),
            lax.dynamic_slice(x, (i, jnp.int32(0)), (b // 2, 4)),
            lax.dynamic_slice(x, (i, jnp.int32(1)), (2, 3)),
            lax.dynamic_update_slice(x, jnp.zeros((2, 4), jnp.float32), (i, jnp.int32(0))),
        )

    return exported(dyn_slicing, ["b, 4", ("", jnp.int32)], ("b >= 4",))



@program
def make_dyn_conv():
    jax, jnp, lax = jax_modules()

    def dyn_conv(x, k):
        return lax.conv_general_dilated(x, k, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    return exported(dyn_conv, ["2, h, w, 3", "3, 3, 3, 4"], ("h >= 3", "w >= 3"))



def transformer_parts(d, heads, ff):
    """Pre-LN transformer pieces shared by the two transformer programs."""
    jax, jnp, lax = jax_modules()

    def layer_norm(x, g, b):
        mean = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
        return (x - mean) * lax.rsqrt(var + 1e-5) * g + b

    def attention(x, p, mask):
        bsz, t, _ = x.shape
        dh = d // heads
        q = (x @ p["wq"]).reshape(bsz, t, heads, dh)
        k = (x @ p["wk"]).reshape(bsz, t, heads, dh)
        v = (x @ p["wv"]).reshape(bsz, t, heads, dh)
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / dh**0.5
        weights = jax.nn.softmax(jnp.where(mask[None, None], scores, -1e9), axis=-1)
        return jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(bsz, t, d) @ p["wo"]

    def block(x, p, mask):
        x = x + attention(layer_norm(x, p["ln1_g"], p["ln1_b"]), p, mask)
        h = jax.nn.gelu(layer_norm(x, p["ln2_g"], p["ln2_b"]) @ p["w1"] + p["b1"])
        return x + h @ p["w2"] + p["b2"]

    def layer_spec():
        layer = {k: spec((d,)) for k in ("b2", "ln1_b", "ln1_g", "ln2_b", "ln2_g")}
        layer.update(b1=spec((ff,)), w1=spec((d, ff)), w2=spec((ff, d)))
        layer.update({k: spec((d, d)) for k in ("wk", "wo", "wq", "wv")})
        return layer

    return layer_norm, block, layer_spec


@program
def make_transformer_encoder():
    jax, jnp, lax = jax_modules()
    layer_norm, block, layer_spec = transformer_parts(64, 4, 256)

    def transformer_encoder(p, tokens):
        x = jnp.take(p["embed"], tokens, axis=0) + p["pos"]
        mask = jnp.tril(jnp.ones((16, 16), jnp.bool_))
        for layer in p["layers"]:
            x = block(x, layer, mask)
        return layer_norm(x, p["lnf_g"], p["lnf_b"]) @ p["out"]

    params = {
        "embed": spec((1000, 64)),
        "layers": [layer_spec() for _ in range(4)],
        "lnf_b": spec((64,)),
        "lnf_g": spec((64,)),
        "out": spec((64, 1000)),
        "pos": spec((16, 64)),
    }
    return transformer_encoder, [params, spec((2, 16), "int32")]



@program
def make_transformer_big_train_step():
    jax, jnp, lax = jax_modules()
    layer_norm, block, layer_spec = transformer_parts(128, 8, 512)
    names = sorted(layer_spec())

    # The corpus file's module is @jit_step: the function was called `step`.
    def step(p, tokens):
        def loss_fn(p):
            x = jnp.take(p["embed"], tokens, axis=0) + p["pos"]
            mask = jnp.tril(jnp.ones((32, 32), jnp.bool_))
            for i in range(12):
                x = block(x, {k: p[f"l{i}_{k}"] for k in names}, mask)
            logits = layer_norm(x, p["lnf_g"], p["lnf_b"]) @ p["out"]
            logits, targets = logits[:, :-1], tokens[:, 1:]
            logp = jax.nn.log_softmax(logits, axis=-1)
            return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], axis=-1))

        loss, grads = jax.value_and_grad(loss_fn)(p)
        return loss, jax.tree.map(lambda w, g: w - 0.01 * g, p, grads)

    params = {"embed": spec((4096, 128)), "lnf_b": spec((128,)), "lnf_g": spec((128,))}
    params.update(out=spec((128, 4096)), pos=spec((32, 128)))
    for i in range(12):
        params.update({f"l{i}_{k}": v for k, v in layer_spec().items()})
    return {"lowered": jax.jit(step).lower(params, spec((4, 32), "int32"))}



@program
def make_arith_zoo():
    jax, jnp, lax = jax_modules()

    def arith_zoo(x, y, n, m):
        pos = jnp.abs(x) + 0.5
        jnp.exp(x)
        jnp.tanh(y)
        return (
            lax.rem(x, y),
            lax.rem(n, m),
            jnp.fmod(n, m),
            jnp.remainder(x, y),
            jnp.arctan2(x, y),
            pos**y,
            pos**m,
            lax.integer_pow(x, 3),
            lax.integer_pow(n, 2),
            jnp.cbrt(x),
            jnp.expm1(x),
            jnp.log1p(pos),
            jnp.tan(x),
            jax.nn.sigmoid(x),
            lax.round(x * 2.5, lax.RoundingMethod.AWAY_FROM_ZERO),
            lax.round(x * 2.5, lax.RoundingMethod.TO_NEAREST_EVEN),
            jnp.sign(x),
            jnp.sign(n),
            lax.div(n, m),
            n // m,
            x / y,
            lax.exp(x, accuracy=lax.Tolerance(atol=1e-5, rtol=1e-5, ulps=2)),
            lax.tanh(y, accuracy=lax.AccuracyMode.HIGHEST),
            lax.clamp(-1.0, x, 1.0),
            lax.clamp(-2, n, 2),
            jnp.maximum(n, m),
            jnp.minimum(x, y),
            -n,
            jnp.abs(n),
            jnp.sqrt(pos),
            lax.rsqrt(pos),
            jnp.log(pos),
            jnp.exp2(x),
        )

    return arith_zoo, [spec((6,)), spec((6,)), spec((6,), "int32"), spec((6,), "int32")]


# --- Loop programs: stablehlo.while from scan, fori_loop, while_loop and map ----------------------


def scan_transformer_parts():
    """A 3-layer transformer (d=16, 2 heads, MLP width 16) over a (2, 8, 16)
    input whose layers are one `lax.scan` over weights stacked on a leading
    layer axis; `checkpoint` wraps the scanned layer in `jax.checkpoint`."""
    jax, jnp, lax = jax_modules()
    layer_norm, block, layer_spec = transformer_parts(16, 2, 16)
    layers = 3

    def forward(p, x, checkpoint=False):
        mask = jnp.tril(jnp.ones((8, 8), jnp.bool_))

        def layer(x, weights):
            return block(x, weights, mask), None

        x, _ = lax.scan(jax.checkpoint(layer) if checkpoint else layer, x, p["layers"])
        return layer_norm(x, p["lnf_g"], p["lnf_b"]) @ p["out"]

    stacked = {k: spec((layers,) + v.shape) for k, v in layer_spec().items()}
    params = {"layers": stacked, "lnf_b": spec((16,)), "lnf_g": spec((16,)), "out": spec((16, 16))}
    return forward, params


@program
def make_scan_transformer():
    jax, jnp, lax = jax_modules()
    forward, params = scan_transformer_parts()

    def scan_transformer(p, x):
        return forward(p, x)

    return scan_transformer, [params, spec((2, 8, 16))]


def scan_transformer_train_step(name, checkpoint):
    """`name`: value_and_grad of an L2 loss of the scanned transformer and an
    SGD step."""
    jax, jnp, lax = jax_modules()
    forward, params = scan_transformer_parts()

    def step(p, x, y):
        def loss_fn(p):
            return jnp.mean(jnp.square(forward(p, x, checkpoint) - y))

        loss, grads = jax.value_and_grad(loss_fn)(p)
        return loss, jax.tree.map(lambda w, g: w - 0.01 * g, p, grads)

    step.__name__ = step.__qualname__ = name
    return step, [params, spec((2, 8, 16)), spec((2, 8, 16))]


@program
def make_scan_transformer_train():
    return scan_transformer_train_step("scan_transformer_train", checkpoint=False)


@program
def make_scan_transformer_train_remat():
    return scan_transformer_train_step("scan_transformer_train_remat", checkpoint=True)


@program
def make_lstm_scan_grad():
    jax, jnp, lax = jax_modules()
    sigmoid = jax.nn.sigmoid

    def lstm_scan_grad(p, xs, h0, c0, ys):
        def loss_fn(p):
            def cell(carry, x):
                h, c = carry
                i, f, g, o = jnp.split(x @ p["wx"] + h @ p["wh"] + p["b"], 4, axis=-1)
                c = sigmoid(f) * c + sigmoid(i) * jnp.tanh(g)
                h = sigmoid(o) * jnp.tanh(c)
                return (h, c), h

            _, hs = lax.scan(cell, (h0, c0), xs)
            return jnp.mean(jnp.square(hs @ p["wo"] - ys))

        return jax.value_and_grad(loss_fn)(p)

    params = {"b": spec((16,)), "wh": spec((4, 16)), "wo": spec((4, 3)), "wx": spec((5, 16))}
    return lstm_scan_grad, [params, spec((6, 2, 5)), spec((2, 4)), spec((2, 4)), spec((6, 2, 3))]


@program
def make_fori_roll():
    jax, jnp, lax = jax_modules()

    def fori_roll(x):
        # A static shift (slices + concatenate) and one by the loop counter.
        a = lax.fori_loop(0, 5, lambda i, a: jnp.roll(a, 1, axis=0) * 0.5 + a, x)
        b = lax.fori_loop(0, 5, lambda i, b: jnp.roll(b, i, axis=1) + 1.0, x)
        return a, b

    return fori_roll, [spec((6, 4))]


@program
def make_fori_at_set():
    jax, jnp, lax = jax_modules()

    def fori_at_set(x, xs):
        # Row i of the carry from row i - 1 and row i of xs, one row a step.
        def body(i, acc):
            return acc.at[i].set(jnp.tanh(acc[i - 1] + xs[i]))

        return lax.fori_loop(1, 8, body, x)

    return fori_at_set, [spec((8, 4)), spec((8, 4))]


@program
def make_while_data_dependent():
    jax, jnp, lax = jax_modules()

    def while_data_dependent(x, limit):
        # The trip count depends on the values: grow x until its sum passes
        # the limit (at most 50 steps).
        def cond(state):
            i, x = state
            return (jnp.sum(x) < limit) & (i < 50)

        def body(state):
            i, x = state
            return i + 1, x * 1.5 + 0.1

        return lax.while_loop(cond, body, (0, x))

    return while_data_dependent, [spec((4, 3)), spec(())]


@program
def make_associative_scan():
    jax, jnp, lax = jax_modules()

    def associative_scan(x, a, b):
        # Prefix sums, a reverse prefix max on axis 1, and the linear
        # recurrence h_t = a_t * h_(t-1) + b_t as a scan over (a, b) pairs.
        def affine(left, right):
            return right[0] * left[0], right[0] * left[1] + right[1]

        return (
            lax.associative_scan(jnp.add, x),
            lax.associative_scan(jnp.maximum, x, reverse=True, axis=1),
            lax.associative_scan(affine, (a, b))[1],
        )

    return associative_scan, [spec((8, 4)), spec((8, 3)), spec((8, 3))]


@program
def make_scan_cumsum():
    jax, jnp, lax = jax_modules()

    def scan_cumsum(xs):
        def step(total, x):
            total = total + x
            return total, total

        return lax.scan(step, jnp.zeros(xs.shape[1:], xs.dtype), xs)

    return scan_cumsum, [spec((8, 4))]


@program
def make_scan_reverse():
    jax, jnp, lax = jax_modules()

    def scan_reverse(xs, w):
        # Suffix sums and a backward recurrence through a matrix.
        def step(carry, x):
            total, h = carry
            total = total + x
            h = jnp.tanh(h @ w + x)
            return (total, h), (total, h)

        init = (jnp.zeros(xs.shape[1:], xs.dtype), jnp.zeros(xs.shape[1:], xs.dtype))
        return lax.scan(step, init, xs, reverse=True)

    return scan_reverse, [spec((7, 4)), spec((4, 4))]


@program
def make_nested_scan():
    jax, jnp, lax = jax_modules()

    def nested_scan(xs, w):
        # The outer scan walks axis 0, the inner one axis 1 of each slice;
        # the inner carry starts from the outer carry.
        def inner(c, x):
            c = jnp.tanh(c @ w + x)
            return c, c * 2.0

        def outer(c, row):
            c, ys = lax.scan(inner, c, row)
            return c, ys

        return lax.scan(outer, jnp.zeros(xs.shape[2:], xs.dtype), xs)

    return nested_scan, [spec((4, 6, 3)), spec((3, 3))]


# --- Driver ------------------------------------------------------------------------------------


def lower(name):
    jax, _, _ = jax_modules()
    made = PROGRAMS[name]()
    if isinstance(made, dict) and "exported" in made:
        from jax._src.interpreters import mlir as jax_mlir
        from jax._src.lib.mlir import ir

        with jax_mlir.make_ir_context():
            module = ir.Module.parse(made["exported"])
            pretty = module.operation.get_asm(enable_debug_info=False)
            generic = module.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)
        return pretty, generic, made["exported"]
    if isinstance(made, dict):
        lowered = made["lowered"]
    else:
        function, args, *platform = made
        assert function.__name__ == name, (function.__name__, name)
        if platform:
            # Lowered for another platform, to reach ops the CPU lowering replaces.
            lowered = jax.jit(function).trace(*args).lower(lowering_platforms=tuple(platform))
        else:
            lowered = jax.jit(function).lower(*args)
    pretty = lowered.as_text()
    generic = lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True, enable_debug_info=False)
    return pretty, generic, None


def without_locations(text):
    """The module text without `#locN = ...` lines and ` loc(...)` suffixes."""
    text = re.sub(r"^#loc.*\n", "", text, flags=re.M)
    return re.sub(r" loc\((?:[^()]|\([^()]*\))*\)", "", text)


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("write", "check", "list"):
        print(__doc__)
        return 2
    command = sys.argv[1]
    if command == "list":
        print(" ".join(sorted(PROGRAMS)))
        return 0
    rest = sys.argv[2:]
    directory = CORPUS
    if rest and rest[0] not in PROGRAMS:
        directory, rest = rest[0], rest[1:]
        if command == "write":
            os.makedirs(directory, exist_ok=True)
    names = rest or sorted(PROGRAMS)
    jax, _, _ = jax_modules()
    if jax.__version__ != "0.10.2":
        print(f"warning: jax {jax.__version__}; the corpus was printed by jax 0.10.2", file=sys.stderr)
    failures = checked = 0
    for name in names:
        pretty, generic, exported_text = lower(name)
        outputs = [(".mlir", pretty), (".generic.mlir", generic)]
        if exported_text is not None:
            outputs.append((".exported.mlir", exported_text))
        for suffix, text in outputs:
            path = os.path.join(directory, name + suffix)
            if command == "write":
                with open(path, "w") as f:
                    f.write(text)
                continue
            with open(path) as f:
                expected = f.read()
            if suffix == ".exported.mlir":
                # Its locations name the lines of the script that exported it.
                checked += 1
                same = without_locations(text) == without_locations(expected)
                print(f"{'identical' if same else 'DIFFERENT'}  {name}{suffix} (compared without locations)")
                failures += not same
                continue
            checked += 1
            if text == expected:
                print(f"identical  {name}{suffix}")
            else:
                failures += 1
                print(f"DIFFERENT  {name}{suffix}")
                lines = expected.splitlines(), text.splitlines()
                diff = difflib.unified_diff(*lines, "corpus", "regenerated", lineterm="")
                for line in list(diff)[:12]:
                    print("    " + line)
    if command == "check":
        print(f"{checked - failures} of {checked} files identical")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
