#!/usr/bin/env python3
"""A scan over N layers against the same model unrolled, at 12 and 120 layers.

Usage: .venv/bin/python scripts/bench_loops.py [REPEATS]

A transformer block (attention and MLP, width 16, 2 heads, batch 2 x 8
tokens) applied N times to stacked weights, written two ways: as a
`lax.scan` over the stacked weights (one `stablehlo.while` whose body is one
layer) and as a Python loop over the layers (N copies of the layer). Both
are lowered by JAX (no XLA compile) and analysed by index-opt with
function-level indexing (`--hlo-indexing --indexing-report=json`); the
table gives the median wall time of REPEATS runs (default 3) of each, the
ratio of 120 layers to 12, and whether the scanned model's function-level
maps are exact (no `superset` mark). Runs of one size alternate between the
two forms, so machine load affects them alike. Needs JAX (the test venv).
"""

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INDEX_OPT = os.path.join(ROOT, "target", "release", "index-opt")


def model(layers, scanned):
    import jax
    import jax.numpy as jnp
    from jax import lax

    d, heads = 16, 2

    def layer(x, w):
        wq, wk, wv, wo, w1, w2 = w
        q, k, v = x @ wq, x @ wk, x @ wv
        split = lambda t: t.reshape(t.shape[0], t.shape[1], heads, d // heads)
        s = jnp.einsum("bthd,bshd->bhts", split(q), split(k)) / jnp.sqrt(d // heads)
        a = jnp.einsum("bhts,bshd->bthd", jax.nn.softmax(s, axis=-1), split(v)).reshape(x.shape)
        x = x + a @ wo
        return x + jax.nn.gelu(x @ w1) @ w2

    def forward(x, ws):
        if scanned:
            return lax.scan(lambda h, w: (layer(h, w), None), x, ws)[0]
        for i in range(layers):
            x = layer(x, tuple(w[i] for w in ws))
        return x

    x = jax.ShapeDtypeStruct((2, 8, d), jnp.float32)
    ws = tuple(jax.ShapeDtypeStruct((layers, d, d), jnp.float32) for _ in range(6))
    return jax.jit(forward).lower(x, ws).as_text()


def timed(path):
    start = time.perf_counter()
    run = subprocess.run([INDEX_OPT, "--hlo-indexing", "--indexing-report=json", path], capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if run.returncode != 0:
        sys.exit(f"index-opt failed on {path}: {run.stderr[:500]}")
    return elapsed, run.stdout + run.stderr


def main():
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        for layers in (12, 120):
            paths = {}
            for scanned in (True, False):
                path = os.path.join(tmp, f"{'scan' if scanned else 'unrolled'}{layers}.mlir")
                with open(path, "w") as f:
                    f.write(model(layers, scanned))
                paths[scanned] = path
            times = {True: [], False: []}
            for _ in range(repeats):
                for scanned in (True, False):
                    elapsed, report = timed(paths[scanned])
                    times[scanned].append(elapsed)
                    if scanned:
                        rows[(layers, "exact")] = '"superset"' not in report
            for scanned in (True, False):
                rows[(layers, scanned)] = statistics.median(times[scanned])
    print("layers  scanned (s)  unrolled (s)  unrolled/scanned  scanned maps exact")
    for layers in (12, 120):
        s, u = rows[(layers, True)], rows[(layers, False)]
        print(f"{layers:6}  {s:11.3f}  {u:12.3f}  {u / s:16.1f}  {rows[(layers, 'exact')]}")
    print(
        f"120 layers / 12 layers: scanned {rows[(120, True)] / rows[(12, True)]:.2f}x, "
        f"unrolled {rows[(120, False)] / rows[(12, False)]:.2f}x"
    )


if __name__ == "__main__":
    main()
