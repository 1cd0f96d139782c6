"""What a JAX user gets from a jax.stages.Lowered: every op located at the
line of this file that made it, with JAX's op_name; arguments and results
named by their pytree paths (checked against JAX's own args_info);
per-argument figures checked against the driver's text summary; the
liveness report's share of the peak per argument; records and pandas;
and docs/python.md's first ten minutes, run. Skipped (with the reason)
where JAX is not installed."""

import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest

jax = pytest.importorskip("jax", reason="NOTICE: JAX is not installed in this venv (make python installs it when PyPI has it)")
import jax.numpy as jnp  # noqa: E402

import index_opt  # noqa: E402

SOURCE = Path(__file__).read_text().splitlines()


def line_of(marker):
    """The line of this file that ends with the comment ``marker``."""
    lines = [n for n, text in enumerate(SOURCE, 1) if text.rstrip().endswith("# " + marker)]
    assert len(lines) == 1, marker
    return lines[0]


def mlp(params, x):
    hidden = jnp.tanh(x @ params["w1"] + params["b1"])  # the hidden layer
    half = params["w2"][:8]  # half of w2
    return {"logits": hidden[:, :8] @ half + params["b2"], "norm": jnp.sum(hidden * hidden)}


PARAMS = {
    "w1": jnp.ones((8, 16), jnp.float32),
    "b1": jnp.ones((16,), jnp.float32),
    "w2": jnp.ones((16, 4), jnp.float32),
    "b2": jnp.ones((4,), jnp.bfloat16),
}
X = jnp.ones((2, 8), jnp.float32)


@pytest.fixture(scope="module")
def lowered():
    return jax.jit(mlp).lower(PARAMS, X)


def same_file(path):
    return path is not None and Path(path).resolve() == Path(__file__).resolve()


def test_ops_are_located_at_the_python_line_with_jax_op_name(lowered):
    main = index_opt.analyze(lowered).function("main")
    tanh = [op for op in main.ops if op.name == "stablehlo.tanh"]
    assert len(tanh) == 1
    op = tanh[0]
    assert same_file(op.source.file), op.source
    assert op.source.line == line_of("the hidden layer")
    assert op.location == f"{op.source.file}:{op.source.line}:{op.source.column}"
    assert op.op_name == "jit(mlp)/tanh"
    # Every op that computes something comes from a line of mlp.
    first, last = line_of("the hidden layer"), line_of("half of w2") + 1
    for op in main.ops:
        if op.name not in ("func.return", "stablehlo.return") and op.parent is None:
            assert same_file(op.source.file) and first <= op.source.line <= last, (op.name, op.source)
            assert op.op_name and op.op_name.startswith("jit(mlp)/"), op
    slice_op = next(op for op in main.ops if op.name == "stablehlo.slice" and op.source.line == line_of("half of w2"))
    assert slice_op.op_name == "jit(mlp)/slice"


def test_the_other_entry_points_take_the_debug_info_too(lowered):
    line = line_of("the hidden layer")
    page = index_opt.html_report(lowered)
    assert re.search(re.escape(f'{Path(__file__).name}\\":{line}:'), page), "the page names the line"
    memory = index_opt.liveness(lowered).function("main")
    peak = memory.peak_location
    assert peak is not None and same_file(peak.file) and peak.op_name.startswith("jit(mlp)/")
    # The module object and jax.export carry the same locations.
    from_ir = index_opt.analyze(lowered.compiler_ir()).function("main")
    assert [op.location for op in from_ir.ops] == [op.location for op in index_opt.analyze(lowered).function("main").ops]


def jax_argument_names(lowered, function):
    """JAX's names of the flat arguments, rebuilt from args_info: the
    parameter's name, then the path inside it (keyword arguments by
    name)."""
    parameters = list(inspect.signature(function).parameters)
    names = []
    for path, info in jax.tree_util.tree_flatten_with_path(lowered.args_info)[0]:
        positional, inner = path[0].idx == 0, path[1:]
        head = parameters[inner[0].idx] if positional else inner[0].key
        names.append((head + jax.tree_util.keystr(tuple(inner[1:])), tuple(info.shape), str(info.dtype)))
    return names


def test_arguments_and_results_carry_their_pytree_paths(lowered):
    report = index_opt.analyze(lowered)
    main = report.function("main")
    expected = jax_argument_names(lowered, mlp)
    assert [(a.path, a.shape, a.dtype) for a in main.arguments] == expected
    assert report.arguments == main.arguments
    w1 = main.argument("params['w1']")
    assert w1.index == [name for name, _, _ in expected].index("params['w1']") and w1.shape == (8, 16)
    assert w1.bytes == 8 * 16 * 4 and main.argument("params['b2']").bytes == 4 * 2
    assert main.argument(w1.index) is w1
    with pytest.raises(KeyError, match="params\\['w3'\\]"):
        main.argument("params['w3']")
    results = {r.path: r for r in main.results}
    assert set(results) == {"result['logits']", "result['norm']"}
    assert results["result['norm']"].shape == () and results["result['logits']"].shape == (2, 4)
    # Function-level entries name both ends.
    for entry in main.function_indexing:
        assert entry.operand_path == main.arguments[entry.operand].path
        assert entry.result_path == main.results[entry.result].path
    reads_w1 = [e for e in main.function_indexing if e.operand_path == "params['w1']"]
    assert {e.result_path for e in reads_w1} == {"result['logits']", "result['norm']"}


def test_argument_reads_agree_with_the_drivers_summary(lowered, driver, tmp_path):
    from conftest import summary_arguments, summary_line

    report = index_opt.analyze(lowered, counts=True)
    source = tmp_path / "mlp.mlir"
    source.write_text(lowered.as_text(debug_info=True))
    stdout, stderr, status = driver("--hlo-indexing=counts=true", "--indexing-report=text", source)
    assert status == 0, stderr
    arguments = report.function("main").arguments
    assert {a.index: summary_line(a) for a in arguments} == summary_arguments(stdout)
    w2 = report.function("main").argument("params['w2']")
    assert (w2.bytes_read, w2.utilization, w2.exact) == (8 * 4 * 4, 0.5, True)
    # Without counts there are no figures.
    assert index_opt.analyze(lowered).function("main").argument("params['w2']").bytes_read is None


def test_liveness_arguments_share_the_peak(lowered):
    liveness = index_opt.liveness(lowered)
    main = liveness.function("main")
    memory = main.memory
    assert [(a.path, a.shape) for a in main.arguments] == [(n, s) for n, s, _ in jax_argument_names(lowered, mlp)]
    assert liveness.arguments == main.arguments
    for argument in main.arguments:
        live = [g for g in memory.at_peak if "arg" in g.value and g.value["arg"] == argument.index]
        assert argument.bytes_at_peak == sum(g.bytes for g in live)
        assert argument.peak_share == pytest.approx(argument.bytes_at_peak / memory.peak_bytes)
    # Every group at the peak is some argument's or another value's: the
    # arguments' shares never add up to more than the whole peak.
    assert 0 < sum(a.peak_share for a in main.arguments) <= 1
    assert main.argument("params['w2']").bytes == 16 * 4 * 4


def test_records_and_pandas(lowered):
    import pandas  # requirements-dev.txt: a test dependency, never the package's
    report = index_opt.analyze(lowered, counts=True)
    records = report.to_records()
    main = report.function("main")
    assert len(records) == sum(len(op.entries) for op in main.ops)
    frame = report.to_pandas()
    assert isinstance(frame, pandas.DataFrame) and len(frame) == len(records)
    worst = frame.sort_values("utilization", kind="stable").iloc[0]
    assert worst["utilization"] == min(r["utilization"] for r in records if r.get("utilization") is not None)
    assert (worst["utilization"], worst["name"]) == (0.5, "stablehlo.slice")
    assert same_file(worst["location"].rsplit(":", 2)[0])
    functions = report.to_pandas(level="function")
    w1 = functions[functions.argument_path == "params['w1']"]
    assert set(w1.result_path) == {"result['logits']", "result['norm']"}


def test_the_first_ten_minutes_of_the_docs_run_as_shown(tmp_path):
    """docs/python.md, "A JAX user's first ten minutes": its code, saved as
    model.py and run, prints its output block (locations start with the
    directory, which the block leaves out) and writes the page."""
    from conftest import ROOT

    section = (ROOT / "docs" / "python.md").read_text().split("## A JAX user's first ten minutes\n", 1)[1]
    section = section.split("\n## ", 1)[0]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    expected = section.split("```text\n", 1)[1].split("```", 1)[0]
    (tmp_path / "model.py").write_text(code)
    done = subprocess.run([sys.executable, "model.py"], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    printed = done.stdout.replace(f"{tmp_path.resolve()}/", "").replace(f"{tmp_path}/", "")
    assert printed == expected
    assert (tmp_path / "mlp.html").read_text().startswith("<!DOCTYPE html>")
