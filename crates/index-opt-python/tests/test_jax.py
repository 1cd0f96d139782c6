"""index_opt beside JAX in one process: jaxlib carries its own MLIR, we link
Debian's libMLIR.so; both must work whichever is imported first, and a
jax.stages.Lowered is read through .as_text() without index_opt importing
JAX. Skipped (with the reason) where JAX is not installed."""

import subprocess
import sys
import textwrap

import pytest

jax = pytest.importorskip("jax", reason="NOTICE: JAX is not installed in this venv (make python installs it when PyPI has it)")

PROGRAM = textwrap.dedent("""
    import {first}, {second}
    import jax, jax.numpy as jnp
    import index_opt

    def f(x, w):
        return jnp.tanh(x @ w).sum(axis=0)

    lowered = jax.jit(f).lower(jnp.ones((4, 8)), jnp.ones((8, 16)))
    report = index_opt.analyze(lowered)
    # A Lowered is read with its debug info: the report of that text.
    assert report.to_json() == index_opt.analyze(lowered.as_text(debug_info=True)).to_json()
    maps = {{(e.result, e.operand): [str(m) for m in e.maps] for e in report.functions[0].function_indexing}}
    assert maps[(0, 1)] == ["(d0)[s0] -> (s0, d0), domain: d0 in [0, 15], s0 in [0, 7]"], maps
    assert maps[(0, 0)] == ["(d0)[s0, s1] -> (s0, s1), domain: d0 in [0, 15], s0 in [0, 3], s1 in [0, 7]"], maps
    # JAX still computes after index_opt ran its own MLIR in the process.
    assert abs(float(jax.jit(f)(jnp.ones((4, 8)), jnp.ones((8, 16))).sum()) - pytest_value) < 1e-3
    print("ok")
""")


@pytest.mark.parametrize("first,second", [("jaxlib", "index_opt"), ("index_opt", "jaxlib")])
def test_both_mlir_copies_in_one_process(first, second):
    code = "pytest_value = 16 * 4 * float(__import__('math').tanh(8.0))\n" + PROGRAM.format(first=first, second=second)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("ok")


def test_index_opt_does_not_import_jax():
    code = "import sys, index_opt; index_opt.analyze('func.func @f() { return }'); print('jax' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


def test_the_attention_example_prints_what_its_readme_shows():
    from conftest import ROOT

    readme = (ROOT / "examples" / "jax" / "README.md").read_text()
    expected = readme.split("```text\n", 1)[1].split("```", 1)[0]
    done = subprocess.run([sys.executable, str(ROOT / "examples" / "jax" / "attention.py")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout == expected
