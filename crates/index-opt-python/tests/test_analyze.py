"""analyze(): the Report agrees byte for byte with the driver's JSON on the
repository's examples and on every program of the JAX corpus; errors are
Python exceptions carrying the driver's located diagnostics."""

import concurrent.futures
import pydoc

import pytest

import index_opt
from index_opt import IndexOptError
from conftest import ROOT

EXAMPLES = [ROOT / "examples" / "mlp_linalg.mlir", ROOT / "examples" / "liveness_loop.mlir"]


def analyze_file(path, **options):
    return index_opt.analyze(path.read_text(), source_name=str(path), **options)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("direction", ["output-to-input", "input-to-output"])
@pytest.mark.parametrize("fusion", [True, False])
def test_examples_match_the_driver(driver, path, direction, fusion):
    out, err, status = driver("--indexing-report=json", f"--hlo-indexing=direction={direction} fusion={str(fusion).lower()}", path)
    assert status == 0, err
    assert analyze_file(path, direction=direction, fusion=fusion).to_json() == out


def test_counts_and_coalescing_match_the_driver(driver):
    path = EXAMPLES[0]
    out, err, status = driver("--indexing-report=json", "--hlo-indexing=counts=true", "--coalescing=warp=32 transaction=128", path)
    assert status == 0, err
    report = analyze_file(path, counts=True, coalescing="warp=32 transaction=128")
    assert report.to_json() == out
    matmul = report.functions[0].ops[3]
    assert matmul.name == "linalg.matmul"
    lhs = matmul.entries[0]
    assert lhs.costs["elements_read"] == 8 * 32  # the whole 8x32 operand
    assert "coalescing" in lhs.costs


def test_every_corpus_program_matches_the_driver(driver, corpus):
    mismatches = []
    headers_missing = []
    for path in corpus:
        out, err, status = driver("--indexing-report=json", path)
        try:
            report = analyze_file(path)
            got = report.to_json()
        except IndexOptError as error:
            got = None
            assert status != 0 and str(error).strip() == err.strip(), path
        if status == 0 and got != out:
            mismatches.append(path.name)
        # Every function header of the pretty form is read: each argument
        # and result the report numbers has its record (the generic form
        # has no header the package reads).
        if got is not None and not path.name.endswith(".generic.mlir"):
            for function in report.functions:
                for entry in function.function_indexing or ():
                    if entry.operand >= len(function.arguments) or entry.result >= len(function.results):
                        headers_missing.append(f"{path.name} @{function.name}")
                        break
    assert mismatches == []
    assert headers_missing == []
    assert len(corpus) > 100


def test_report_structure():
    report = analyze_file(EXAMPLES[0])
    function = report.function("mlp_layer")
    assert [op.id for op in function.ops] == list(range(len(function.ops)))
    broadcast = function.ops[1]
    assert (broadcast.name, broadcast.parent, broadcast.location) == (
        "linalg.broadcast", None, f"{EXAMPLES[0]}:6:12")
    assert function.ops[2].parent == 1
    assert str(broadcast.entries[0].maps[0]) == "(d0, d1) -> (d1), domain: d0 in [0, 7], d1 in [0, 15]"
    assert broadcast.entries[1].maps == () and broadcast.entries[1].unknown is None
    assert function.function_indexing is not None
    assert all(isinstance(m, index_opt.IndexingMap) for e in function.function_indexing for m in e.maps)
    assert index_opt.analyze(EXAMPLES[0].read_text(), fusion=False).functions[0].function_indexing == ()
    with pytest.raises(KeyError):
        report.function("nope")


def test_runtime_variables_and_unknown_entries():
    text = """
    func.func @main(%x: tensor<16xf32>, %i: tensor<i32>, %d: tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>, tensor<2xf32>) {
      %s = stablehlo.dynamic_slice %x, %i, sizes = [4] : (tensor<16xf32>, tensor<i32>) -> tensor<4xf32>
      %n = stablehlo.negate %d : tensor<?xf32>
      %c = stablehlo.custom_call @mystery(%x) : (tensor<16xf32>) -> tensor<2xf32>
      return %s, %n, %c : tensor<4xf32>, tensor<?xf32>, tensor<2xf32>
    }"""
    ops = index_opt.analyze(text).functions[0].ops
    entry = ops[0].entries[0]
    assert entry.maps[0].domain.rt_vars == (index_opt.Variable("rt0", 0, 12),)
    rt = entry.rt_vars[0]
    assert (rt.map, rt.rt, rt.operand, str(rt.index), rt.dimension) == (0, 0, 1, "(d0) -> (), domain: d0 in [0, 3]", None)
    size = ops[1].entries[0].rt_vars[0]
    assert (size.operand, size.dimension, size.index) == (0, 0, None)
    custom = ops[2].entries[0]
    assert custom.maps == () and "mystery" in custom.unknown


class Lowered:
    """Stands for jax.stages.Lowered: anything with .as_text()."""

    def as_text(self):
        return EXAMPLES[0].read_text()


def test_program_forms():
    expected = index_opt.analyze(EXAMPLES[0].read_text()).to_json()
    assert index_opt.analyze(Lowered()).to_json() == expected
    assert index_opt.analyze(EXAMPLES[0].read_bytes()).to_json() == expected
    with pytest.raises(TypeError, match="as_text"):
        index_opt.analyze(42)


BAD_INPUTS = {
    "unknown_op": "func.func @f() {\n  %0 = foo\n}\n",
    "verifier": "func.func @f(%a: tensor<1x2xi32>) -> tensor<2xi32> {\n"
    "  %0 = \"stablehlo.transpose\"(%a) {permutation = array<i64: 1, 0>} : (tensor<1x2xi32>) -> tensor<2xi32>\n"
    "  return %0 : tensor<2xi32>\n}\n",
    "empty": "  \n",
    "deep": "func.func @f() {\n" + "(" * 1200 + "\n}\n",
    "bytecode": "ML\xefR garbage",
    "bad_map_attribute": "func.func @f() attributes {m = #indexing.map<(d0) -> (d1)>} {\n  return\n}\n",
}


@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_errors_carry_the_drivers_diagnostics(driver, tmp_path, name):
    path = tmp_path / f"{name}.mlir"
    path.write_bytes(BAD_INPUTS[name].encode("utf-8", "surrogateescape"))
    _, err, status = driver("--indexing-report=json", path)
    assert status == 1
    with pytest.raises(IndexOptError) as raised:
        index_opt.analyze(path.read_text(), source_name=str(path))
    assert str(raised.value).strip() == err.strip()
    assert f"{path}:" in str(raised.value)


def test_option_errors():
    text = EXAMPLES[0].read_text()
    with pytest.raises(ValueError, match="direction"):
        index_opt.analyze(text, direction="sideways")
    with pytest.raises(IndexOptError, match="counts need direction=output-to-input"):
        index_opt.analyze(text, direction="input-to-output", counts=True)
    with pytest.raises(IndexOptError, match="coalescing"):
        index_opt.analyze(text, coalescing="warp=0")


def test_concurrent_calls_give_the_sequential_answers():
    texts = [p.read_text() for p in EXAMPLES] * 3
    expected = [index_opt.analyze(t).to_json() for t in texts]
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        assert list(pool.map(lambda t: index_opt.analyze(t).to_json(), texts)) == expected


def test_help_is_useful():
    text = pydoc.render_doc(index_opt, renderer=pydoc.plaintext)
    for name in ["analyze(", "IndexingMap", "liveness(", "tiling(", "html_report(", "IndexOptError", "as_text"]:
        assert name in text, name
    public = [getattr(index_opt, name) for name in index_opt.__all__]
    assert all(item.__doc__ for item in public if callable(item))
