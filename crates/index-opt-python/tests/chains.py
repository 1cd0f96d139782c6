"""Random chains of data-movement ops (reshape, transpose, slice, pad,
broadcast_in_dim) as StableHLO, and what they compute: the element of the
argument each element of the result holds, by running the chain with
NumPy on an iota argument (-1 where padding lands). Shared by
``test_chains.py`` (the composed map is that relation) and
``scripts/bench_chains.py`` (time and size per chain)."""

from __future__ import annotations

import math
import random
import re
from typing import List, Tuple

KINDS = ("reshape", "transpose", "slice", "pad", "broadcast")


def _tensor(shape: List[int]) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + "f32>"


def _factor(n: int, rank: int, rng: random.Random) -> List[int]:
    """A random shape of ``rank`` dimensions with ``n`` elements."""
    dims, rest = [], n
    for _ in range(rank - 1):
        d = rng.choice([d for d in range(1, rest + 1) if rest % d == 0])
        dims.append(d)
        rest //= d
    dims.append(rest)
    rng.shuffle(dims)
    return dims


def chain(ops: int, seed: int, max_elements: int = 1 << 12) -> str:
    """A function ``@main`` of ``ops`` data-movement ops, each reading the
    previous one's result, the first reading ``%arg0`` (``8x6x4``). Slices
    start at 0 and keep most of each dimension, pads add at the end and
    between elements, so the argument's first element is always in the
    result (every op keeps index 0 where it is) and the relation is never
    empty; sizes stay below ``max_elements`` (a slice is taken instead of
    what would grow beyond)."""
    rng = random.Random(seed)
    shape = [8, 6, 4]
    argument = _tensor(shape)
    lines, current = [], "%arg0"
    for k in range(ops):
        elements = math.prod(shape)
        kind = rng.choice(KINDS)
        if kind in ("broadcast", "pad") and (2 * elements > max_elements or len(shape) >= 5):
            kind = "slice"
        if kind == "slice" and all(d == 1 for d in shape):
            kind = "reshape"
        out = f"%v{k}"
        if kind == "reshape":
            new = _factor(elements, rng.randint(1, 4), rng)
            lines.append(f"  {out} = stablehlo.reshape {current} : ({_tensor(shape)}) -> {_tensor(new)}")
        elif kind == "transpose":
            perm = list(range(len(shape)))
            rng.shuffle(perm)
            new = [shape[p] for p in perm]
            lines.append(f"  {out} = stablehlo.transpose {current}, dims = [{', '.join(map(str, perm))}] : "
                         f"({_tensor(shape)}) -> {_tensor(new)}")
        elif kind == "slice":
            spec, new = [], []
            for d in shape:
                start = 0
                limit = rng.randint(max(start + 1, d - d // 8), d)
                stride = rng.choice((1, 1, 1, 2)) if limit - start > 2 else 1
                spec.append(f"{start}:{limit}:{stride}")
                new.append((limit - start + stride - 1) // stride)
            lines.append(f"  {out} = stablehlo.slice {current} [{', '.join(spec)}] : ({_tensor(shape)}) -> {_tensor(new)}")
        elif kind == "pad":
            low = [0 for _ in shape]
            high = [rng.randint(0, 1) for _ in shape]
            interior = [rng.choice((0, 0, 0, 1)) for _ in shape]
            new = [d + lo + hi + max(0, d - 1) * i for d, lo, hi, i in zip(shape, low, high, interior)]
            if math.prod(new) > max_elements:
                interior = [0] * len(shape)
                new = [d + lo + hi for d, lo, hi in zip(shape, low, high)]
            lines.append(f"  %p{k} = stablehlo.constant dense<0.0> : tensor<f32>")
            lines.append(f"  {out} = stablehlo.pad {current}, %p{k}, low = [{', '.join(map(str, low))}], "
                         f"high = [{', '.join(map(str, high))}], interior = [{', '.join(map(str, interior))}] : "
                         f"({_tensor(shape)}, tensor<f32>) -> {_tensor(new)}")
        else:
            at = rng.randint(0, len(shape))
            new = shape[:at] + [2] + shape[at:]
            dims = [i for i in range(len(new)) if i != at]
            lines.append(f"  {out} = stablehlo.broadcast_in_dim {current}, dims = [{', '.join(map(str, dims))}] : "
                         f"({_tensor(shape)}) -> {_tensor(new)}")
        shape, current = new, out
    body = "\n".join(lines)
    return (f"func.func @main(%arg0: {argument}) -> {_tensor(shape)} {{\n{body}\n"
            f"  return {current} : {_tensor(shape)}\n}}\n")


def _ints(text: str, key: str) -> List[int]:
    return [int(t) for t in re.search(key + r" = \[([-0-9, ]*)\]", text).group(1).split(",") if t.strip()]


def run(text: str) -> Tuple["object", Tuple[int, ...]]:
    """The chain of :func:`chain` run on an iota argument: the result (the
    flat index of the argument element each element holds, -1 for padding)
    and the argument's shape."""
    import numpy as np

    shape = tuple(int(t) for t in re.search(r"%arg0: tensor<([0-9x]+)f32>", text).group(1).split("x") if t)
    values = {"%arg0": np.arange(math.prod(shape), dtype=np.int64).reshape(shape)}
    last = "%arg0"
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("%v"):
            continue
        out, rest = line.split(" = ", 1)
        op, source = rest.split()[0], rest.split()[1].rstrip(",")
        x = values[source]
        result = [int(t) for t in re.findall(r"tensor<([0-9x]*)f32>", rest)[-1].split("x") if t]
        if op == "stablehlo.reshape":
            y = x.reshape(result)
        elif op == "stablehlo.transpose":
            y = np.transpose(x, _ints(rest, "dims"))
        elif op == "stablehlo.slice":
            spec = re.search(r"\[([0-9:, ]*)\]", rest).group(1).split(",")
            y = x[tuple(slice(*map(int, s.split(":"))) for s in spec)]
        elif op == "stablehlo.pad":
            low, high, interior = _ints(rest, "low"), _ints(rest, "high"), _ints(rest, "interior")
            spread = np.full([d + max(0, d - 1) * i for d, i in zip(x.shape, interior)], -1, dtype=np.int64)
            spread[tuple(slice(None, None, i + 1) for i in interior)] = x
            y = np.pad(spread, list(zip(low, high)), constant_values=-1)
        elif op == "stablehlo.broadcast_in_dim":
            dims = _ints(rest, "dims")
            y = np.broadcast_to(x.reshape([x.shape[dims.index(i)] if i in dims else 1 for i in range(len(result))]),
                                result)
        else:
            raise ValueError(f"not a chain op: {op}")
        assert list(y.shape) == result, (line, y.shape)
        values[out] = y
        last = out
    return values[last], shape
