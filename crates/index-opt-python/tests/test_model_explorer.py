"""index_opt.model_explorer against Model Explorer itself: its MLIR
adapter (ai-edge-model-explorer-adapter, run in a subprocess: it carries
its own MLIR) draws corpus programs, and the node data index-opt writes
must name nodes of those graphs, the node of the very op it describes,
and give a value to every drawn op that index-opt analyses; Model
Explorer's node_data_builder classes must rebuild the JSON unchanged."""

import json
import os
import subprocess
import sys

import pytest

import index_opt
import index_opt.model_explorer as overlay
from conftest import CORPUS

try:
    from model_explorer import node_data_builder as builder
except ImportError:
    pytest.fail("ai-edge-model-explorer is not installed (crates/index-opt-python/requirements-dev.txt)", pytrace=False)

# Calls and a return (mlp), a case's regions (cond), reduce bodies
# (reductions), a reduce inside a while body, whose body the adapter does
# not draw (while_data_dependent), an sdy.manual_computation with
# collectives inside (collectives_shard_map), opaque custom calls
# (callbacks), figures known only as bounds (dynamic_slice), JAX's debug
# locations and dynamic shapes (dyn_slicing.exported), the generic form,
# and NESTED_SDY.
NESTED_SDY_NAME = "nested_sdy.mlir"
PROGRAMS = [
    "mlp.mlir", "attention.mlir", "cond.mlir", "reductions.mlir", "while_data_dependent.mlir",
    "collectives_shard_map.mlir", "callbacks.mlir", "dynamic_slice.mlir", "dyn_slicing.exported.mlir",
    "fori_loop.generic.mlir", NESTED_SDY_NAME,
]

# An sdy op inside a region: the adapter draws the ops of its body too
# (the abs, constant, reduce and sdy.return two regions down), not the
# reduce's body three regions down.
NESTED_SDY = """module {
  sdy.mesh @mesh = <["i"=2]>
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<8xf32>) -> tensor<f32> {
    %0 = "stablehlo.case"(%arg0) ({
      %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, []>] manual_axes={"i"} (%arg2: tensor<4xf32>) {
        %2 = stablehlo.abs %arg2 : tensor<4xf32>
        %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
        sdy.return %3 : tensor<f32>
      } : (tensor<8xf32>) -> tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }, {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      stablehlo.return %cst : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
"""

ADAPTER = """
import json, sys
import ai_edge_model_explorer_adapter as adapter
graphs = {}
for path in sys.argv[1:]:
    collections = json.loads(adapter.ConvertMlirToJson(adapter.VisualizeConfig(), path))
    graphs[path] = {g["id"]: g["nodes"] for c in collections for g in c["subgraphs"]}
print(json.dumps(graphs))
"""


def path_env():
    """The environment with this interpreter's module path, so that a
    subprocess finds what this one finds."""
    return dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))


@pytest.fixture(scope="module")
def paths(tmp_path_factory):
    """Each program of PROGRAMS by name: the corpus file, or NESTED_SDY
    written out."""
    nested = tmp_path_factory.mktemp("model_explorer") / NESTED_SDY_NAME
    nested.write_text(NESTED_SDY)
    return {name: nested if name == NESTED_SDY_NAME else CORPUS / name for name in PROGRAMS}


@pytest.fixture(scope="module")
def drawn(paths):
    """Model Explorer's graphs of PROGRAMS: per program, per graph id, the
    nodes by id."""
    done = subprocess.run([sys.executable, "-c", ADAPTER, *map(str, paths.values())], capture_output=True,
                          text=True, timeout=600, env=path_env())
    assert done.returncode == 0, done.stderr[-3000:]
    graphs = json.loads(done.stdout)
    return {name: {g: {n["id"]: n for n in nodes} for g, nodes in graphs[str(path)].items()}
            for name, path in paths.items()}


def is_op_node(node_id):
    # Function arguments are arg<i>, a region op's inputs pid<op>_arg<i>.
    return not node_id.startswith(("arg", "pid"))


@pytest.mark.parametrize("name", PROGRAMS)
def test_node_ids_are_the_adapters(paths, drawn, name):
    text = paths[name].read_text()
    report = index_opt.analyze(text)
    graphs = drawn[name]
    assert set(graphs) == {f.name for f in report.functions}
    for function in report.functions:
        nodes = graphs[function.name]
        ids = overlay.node_ids(function)
        # One node per drawn op, none else: ids are 0..n-1 and the
        # adapter's op nodes are exactly those.
        assert sorted(ids.values(), key=int) == [str(i) for i in range(len(ids))]
        assert {n for n in nodes if is_op_node(n)} == set(ids.values())
        ops = {op.id: op for op in function.ops}
        for op_id, node in ids.items():
            # The node of the op itself: the adapter labels an op node with
            # the op's name, a terminator "Outputs".
            label = nodes[node]["label"]
            assert label == ops[op_id].name or (label == "Outputs" and ops[op_id].name.endswith("return")), (
                function.name, op_id, node, label)


def test_ops_the_adapter_does_not_draw(drawn):
    # The reduce in the while body (op 3) is drawn, its body (ops 4, 5) is
    # not: the ids after it are one op id minus two.
    function = index_opt.analyze((CORPUS / "while_data_dependent.mlir").read_text()).function("main")
    ids = overlay.node_ids(function)
    assert ids[3] == "3" and 4 not in ids and 5 not in ids and ids[6] == "4"
    assert drawn["while_data_dependent.mlir"]["main"]["4"]["label"] == "stablehlo.compare"
    # Under an sdy op two regions down, the body is drawn (ops 2 to 4 and
    # its sdy.return 7), the reduce's body (5, 6) is not.
    function = index_opt.analyze(NESTED_SDY).function("main")
    assert overlay.node_ids(function) == {0: "0", 1: "1", 2: "2", 3: "3", 4: "4", 7: "5", 8: "6", 9: "7", 10: "8", 11: "9"}
    assert drawn[NESTED_SDY_NAME]["main"]["5"]["label"] == "Outputs"


def figure_holders(function, figure, memory):
    """The op ids of ``function`` that must have a value for ``figure``."""
    if figure in ("live_bytes", "peak_share"):
        return {op_id for op_id, _ in memory.function(function.name).memory.timeline}
    if figure == "unknown":
        return {op.id for op in function.ops if op.entries}
    return {op.id for op in function.ops if any(e.unknown is not None or "elements_read" in e.costs for e in op.entries)}


@pytest.mark.parametrize("figure", overlay.FIGURES)
@pytest.mark.parametrize("name", PROGRAMS)
def test_every_drawn_op_index_opt_analyses_has_a_value(paths, drawn, name, figure):
    text = paths[name].read_text()
    data = overlay.node_data(text, figure)
    report = index_opt.analyze(text, counts=True)
    memory = index_opt.liveness(text)
    assert set(data) == {f.name for f in report.functions}
    for function in report.functions:
        nodes = drawn[name][function.name]
        results = data[function.name]["results"]
        assert set(results) <= set(nodes)
        ids = overlay.node_ids(function)
        expected = {ids[op_id] for op_id in figure_holders(function, figure, memory) if op_id in ids}
        if figure == "peak_share" and not memory.function(function.name).memory.peak_bytes:
            expected = set()
        assert set(results) == expected, (function.name, sorted(set(results) ^ expected, key=int))
        for node, result in results.items():
            assert isinstance(result["value"], (int, float, str)) and not isinstance(result["value"], bool)


def test_values_of_the_mlp():
    text = (CORPUS / "mlp.mlir").read_text()
    main = {figure: overlay.node_data(text, figure)["main"]["results"] for figure in overlay.FIGURES}
    # Node 0, %0 = dot_general of 8x16 and 16x32 f32: reads both whole
    # (512 + 2048 B), 16 elements of a row per result element.
    assert main["bytes_read"]["0"] == {"value": 2560}
    assert main["reads_per_element"]["0"] == {"value": 16}
    assert main["utilization"]["0"] == {"value": 1.0}
    assert main["unknown"]["0"] == {"value": "known"}
    # The bias broadcast (node 1) reads 32 f32, one per result element.
    assert main["bytes_read"]["1"] == {"value": 128} and main["reads_per_element"]["1"] == {"value": 1}
    # Liveness: the timeline's bytes, and 1 at the peak op.
    record = index_opt.liveness(text).function("main").memory
    assert {n: r["value"] for n, r in main["live_bytes"].items()} == {str(op): b for op, b in record.timeline}
    assert main["peak_share"][str(record.peak_op.op)] == {"value": 1.0}
    assert max(r["value"] for r in main["peak_share"].values()) == 1.0
    # The return ("Outputs") reads nothing it is analysed for, but is live.
    assert "9" not in main["bytes_read"] and "9" in main["live_bytes"]


def test_unknown_ops_get_their_reason():
    text = (CORPUS / "callbacks.mlir").read_text()
    function = index_opt.analyze(text).function("main")
    ids = overlay.node_ids(function)
    unknown = {op.id: next(e.unknown for e in op.entries if e.unknown) for op in function.ops
               if any(e.unknown for e in op.entries)}
    assert unknown
    for figure in ("utilization", "bytes_read", "reads_per_element", "unknown"):
        results = overlay.node_data(text, figure)["main"]["results"]
        for op_id, reason in unknown.items():
            assert results[ids[op_id]] == {"value": reason, "bgColor": overlay.UNKNOWN_COLOR}
        assert "opaque" in results[ids[min(unknown)]]["value"]


def test_bounds_pick_the_bound_asked_for():
    text = (CORPUS / "dynamic_slice.mlir").read_text()
    function = index_opt.analyze(text, counts=True).function("main")
    ids = overlay.node_ids(function)
    op = next(op for op in function.ops if any(e.costs.get("exact") is False for e in op.entries))
    bounded = [e.costs["bytes_read"] for e in op.entries]
    assert any(isinstance(b, dict) for b in bounded)
    for bound in ("upper", "lower"):
        value = overlay.node_data(text, "bytes_read", bounds=bound)["main"]["results"][ids[op.id]]["value"]
        assert value == sum(b[bound] if isinstance(b, dict) else b for b in bounded)
    assert overlay.node_data(text, "bytes_read", bounds="upper") != overlay.node_data(text, "bytes_read", bounds="lower")


def rebuild(data):
    """``data`` read into node_data_builder's classes; a key the classes do
    not have is a TypeError."""
    graphs = {}
    for graph_id, graph in data.items():
        graph = dict(graph)
        graph["results"] = {k: builder.NodeDataResult(**v) for k, v in graph["results"].items()}
        graph["thresholds"] = [builder.ThresholdItem(**t) for t in graph.get("thresholds", ())]
        graph["gradient"] = [builder.GradientItem(**g) for g in graph.get("gradient", ())]
        graphs[graph_id] = builder.GraphNodeData(**graph)
    return builder.ModelNodeData(graphsData=graphs)


@pytest.mark.parametrize("figure", overlay.FIGURES)
def test_model_explorer_reads_the_json_back(tmp_path, figure):
    path = tmp_path / f"{figure}.json"
    data = overlay.write_node_data(str(path), (CORPUS / "callbacks.mlir").read_text(), figure)
    written = json.loads(path.read_text())
    assert written == data
    model = rebuild(written)
    again = json.loads(model.to_json_string())
    # Model Explorer writes what we wrote, plus the defaults of the fields
    # we leave out (hide..., show...: False; thresholds/gradient: []).
    for graph_id, graph in again.items():
        ours = written[graph_id]
        assert {k: v for k, v in graph.items() if k in ours} == ours
        assert all(v in (False, []) for k, v in graph.items() if k not in ours), graph
    assert model.graphsData["main"].name == f"index-opt {figure}"
    assert (figure in ("utilization", "peak_share")) == bool(model.graphsData["main"].thresholds)
    # And through its own writer, the file loads into the same classes.
    model.save_to_file(str(tmp_path / "again.json"))
    assert json.loads((tmp_path / "again.json").read_text()) == again


def test_refusals():
    text = (CORPUS / "mlp.mlir").read_text()
    with pytest.raises(ValueError, match="figure must be one of 'utilization'"):
        overlay.node_data(text, "speed")
    with pytest.raises(ValueError, match="bounds must be 'upper' or 'lower'"):
        overlay.node_data(text, bounds="middle")
    with pytest.raises(ValueError, match="not XLA HLO text"):
        overlay.node_data("HloModule m\n\nENTRY e {\n  ROOT p = f32[2] parameter(0)\n}\n")


def test_index_opt_does_not_import_model_explorer():
    # Model Explorer is importable there (find_spec), and not imported.
    code = ("import importlib.util, sys, index_opt; assert importlib.util.find_spec('model_explorer'); "
            "index_opt.model_explorer.node_data('func.func @f() { return }'); "
            "print('model_explorer' in sys.modules, 'ai_edge_model_explorer_adapter' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=path_env())
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False False"


def test_the_docs_example_on_a_jax_program(tmp_path):
    """docs/python.md, "In Model Explorer", on the mlp of its first ten
    minutes: Model Explorer draws the file it writes (JAX's text with debug
    locations), and the slice that drops three quarters of the hidden
    layer is the node with utilization 0.25."""
    pytest.importorskip("jax", reason="NOTICE: JAX is not installed in this venv (make python installs it when PyPI has it)")
    from conftest import ROOT

    blocks = (ROOT / "docs" / "python.md").read_text().split("```python\n")
    first = blocks[1].split("```", 1)[0]
    lowering = first[:first.index("# What the results read")]
    example = next(b for b in blocks if "import index_opt.model_explorer as overlay" in b).split("```", 1)[0]
    done = subprocess.run([sys.executable, "-c", lowering + example], cwd=tmp_path, capture_output=True, text=True,
                          timeout=300, env=path_env())
    assert done.returncode == 0, done.stderr[-3000:]
    done = subprocess.run([sys.executable, "-c", ADAPTER, str(tmp_path / "mlp.mlir")], capture_output=True, text=True,
                          timeout=300, env=path_env())
    assert done.returncode == 0, done.stderr[-3000:]
    nodes = {n["id"]: n for n in json.loads(done.stdout)[str(tmp_path / "mlp.mlir")]["main"]}
    for figure in ("utilization", "bytes_read", "live_bytes", "unknown"):
        data = json.loads((tmp_path / f"{figure}.json").read_text())
        assert data["main"]["results"] and set(data["main"]["results"]) <= set(nodes), figure
    utilization = json.loads((tmp_path / "utilization.json").read_text())["main"]["results"]
    lowest = {n for n, r in utilization.items() if r["value"] == 0.25}
    assert [nodes[n]["label"] for n in lowest] == ["stablehlo.slice"]
    assert nodes[lowest.pop()]["namespace"] == "jit(mlp)/slice"
