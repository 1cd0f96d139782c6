"""Which elements of each weight an attention block's output reads.

Lowers a small single-head attention block with JAX, analyses the StableHLO
with index_opt, and prints, for the output and each argument, the fused
indexing map (the whole function as one fusion) and the bytes it reads.
Run from the repository root after `make python`:

    .venv/bin/python examples/jax/attention.py

The expected output is in examples/jax/README.md (and checked by the test
suite).
"""

import jax
import jax.numpy as jnp

import index_opt

SEQ, MODEL, HEAD = 8, 16, 4


def attention(x, wq, wk, wv, wo):
    """Single-head attention: softmax(q k^T / sqrt(d)) v, projected back."""
    q, k, v = x @ wq, x @ wk, x @ wv
    scores = jax.nn.softmax(q @ k.T / jnp.sqrt(HEAD).astype(x.dtype), axis=-1)
    return (scores @ v) @ wo


def main():
    names = ["x", "wq", "wk", "wv", "wo"]
    shapes = [(SEQ, MODEL), (MODEL, HEAD), (MODEL, HEAD), (MODEL, HEAD), (HEAD, MODEL)]
    args = [jax.ShapeDtypeStruct(shape, jnp.float32) for shape in shapes]
    lowered = jax.jit(attention).lower(*args)

    report = index_opt.analyze(lowered, counts=True, source_name="attention.py")
    main = report.function("main")
    print(f"@main: {len(main.ops)} ops; output {SEQ}x{MODEL} f32")
    for entry in main.function_indexing:
        name, shape = names[entry.operand], shapes[entry.operand]
        print(f"output {entry.result} <- {name} {shape[0]}x{shape[1]}:")
        for map in entry.maps:
            print(f"  {map}")
        costs = entry.costs
        per_element = costs["reads_per_element"]
        print(f"  the whole output reads {costs['elements_read']} of {shape[0] * shape[1]} elements"
              f" ({costs['bytes_read']} bytes, utilization {costs['utilization']});"
              f" one output element reads {per_element['min']}..{per_element['max']} of them")


if __name__ == "__main__":
    main()
