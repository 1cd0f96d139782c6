"""What a JAX user meets first: every form of program JAX hands out is
read or refused with a word that says what to pass instead; keyword
errors name the accepted values; records show their values."""

import warnings

import pytest

import index_opt
from conftest import CORPUS

PROGRAM = """func.func @main(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
"""


def test_bytes_that_are_not_utf8_say_where():
    with pytest.raises(ValueError, match=r"not UTF-8 \(byte 3"):
        index_opt.analyze(b"abc\xff\xfe")


def test_hlo_text_is_read_as_the_driver_reads_it(driver, tmp_path):
    hlo = ("HloModule m\n\nENTRY main {\n  p0 = f32[20] parameter(0)\n"
           "  ROOT bc0 = f32[10,20,30] broadcast(p0), dimensions={1}\n}\n")
    entry = index_opt.analyze(hlo).function("main").function_indexing[0]
    assert [str(m) for m in entry.maps] == ["(d0, d1, d2) -> (d1), domain: d0 in [0, 9], d1 in [0, 19], d2 in [0, 29]"]
    source = tmp_path / "m.hlo"
    source.write_text(hlo)
    stdout, _, status = driver("--indexing-report=json", source)
    assert status == 0 and index_opt.analyze(hlo, source_name=str(source)).to_json() == stdout
    with pytest.raises(index_opt.IndexOptError, match=r"m.hlo:\d+:\d+: error"):
        index_opt.analyze("HloModule m\n\nENTRY main {\n  ROOT x = f32[2] frobnicate()\n}\n", source_name="m.hlo")


def test_coalescing_true_is_the_defaults():
    assert index_opt.analyze(PROGRAM, coalescing=True).to_json() == index_opt.analyze(PROGRAM, coalescing="").to_json()
    assert index_opt.analyze(PROGRAM, coalescing=False).to_json() == index_opt.analyze(PROGRAM).to_json()
    with pytest.raises(TypeError, match="coalescing must be"):
        index_opt.analyze(PROGRAM, coalescing=3)


def test_html_report_takes_counts(driver, tmp_path):
    page = index_opt.html_report(PROGRAM, counts=True)
    source = tmp_path / "p.mlir"
    source.write_text(PROGRAM)
    stdout, _, status = driver("--hlo-indexing=counts=true", "--indexing-report=html", source)
    assert status == 0 and '"elements_read"' in page
    assert page.count('"elements_read"') == stdout.count('"elements_read"')


def test_html_report_writes_a_chunked_page_as_the_driver_does(driver, tmp_path, monkeypatch):
    program = CORPUS / "attention.mlir"
    monkeypatch.setenv("INDEX_OPT_PAGE_LIMIT", "5000")
    ours = tmp_path / "ours" / "attention.html"
    theirs = tmp_path / "theirs" / "attention.html"
    ours.parent.mkdir()
    theirs.parent.mkdir()
    page = index_opt.html_report(program.read_text(), source_name=str(program), path=ours)
    _, stderr, status = driver("--indexing-report=html", program, "-o", theirs)
    assert status == 0 and stderr == ""
    assert ours.read_text() == page == theirs.read_text()
    chunks = sorted(p.name for p in ours.with_suffix(".files").iterdir())
    assert chunks and chunks == sorted(p.name for p in theirs.with_suffix(".files").iterdir())
    for name in chunks:
        assert (ours.with_suffix(".files") / name).read_bytes() == (theirs.with_suffix(".files") / name).read_bytes()
    # The page without chunks holds the whole report (17.6 KB of JSON) where
    # the chunked one holds its skeleton.
    monkeypatch.delenv("INDEX_OPT_PAGE_LIMIT")
    assert len(index_opt.html_report(program.read_text(), source_name=str(program))) > len(page) + 5000


def test_a_page_over_the_limit_warns_in_python_not_on_stderr(capfd, monkeypatch):
    monkeypatch.setenv("INDEX_OPT_PAGE_LIMIT", "1000")
    with pytest.warns(index_opt.PageSizeWarning, match=r"over the 0.0 MB limit .* path='FILE.html'"):
        page = index_opt.html_report(PROGRAM, source_name="p.mlir")
    assert page.startswith("<!DOCTYPE html>") and len(page) > 1000
    assert capfd.readouterr().err == ""
    monkeypatch.delenv("INDEX_OPT_PAGE_LIMIT")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        index_opt.html_report(PROGRAM)


def test_keyword_errors_name_the_accepted_values():
    with pytest.raises(ValueError, match="'output-to-input' or 'input-to-output', not 'sideways'"):
        index_opt.analyze(PROGRAM, direction="sideways")
    with pytest.raises(ValueError, match="'sequential' or 'dependency', not 'random'"):
        index_opt.liveness(PROGRAM, ordering="random")


def test_records_show_their_values():
    function = index_opt.liveness(PROGRAM).function("main")
    text = repr(function.memory)
    assert text.startswith("Record(") and "peak_bytes=" in text and "=" in text.split("peak_bytes", 1)[1]


def test_every_form_jax_hands_out():
    jax = pytest.importorskip("jax", reason="NOTICE: JAX is not installed in this venv")
    import jax.numpy as jnp

    def f(x):
        return jnp.tanh(x).T

    x = jnp.ones((4, 8), jnp.float32)
    lowered = jax.jit(f).lower(x)
    expected = index_opt.analyze(lowered).function("main").function_indexing
    # The MLIR module object of jaxlib's own MLIR.
    assert index_opt.analyze(lowered.compiler_ir()).function("main").function_indexing == expected
    # jax.export.Exported.
    exported = jax.export.export(jax.jit(f))(x)
    assert index_opt.analyze(exported).function("main").function_indexing == expected
    # A compiled program is XLA HLO text: read too (XLA fuses and
    # rewrites, so only the relation through the whole function compares).
    compiled = index_opt.analyze(lowered.compile())
    assert compiled.function("main").function_indexing[0].maps


# The text JAX prints with debug info (lowered.as_text(debug_info=True)),
# written out: locations as aliases, arguments named by location, results
# by jax.result_info.
JAX_TEXT = """#loc1 = loc("params['w']")
module @jit_f {
  func.func public @main(%arg0: tensor<4x8xf32> loc("params['w']"), %arg1: tensor<8xbf16> loc(#loc2)) -> (tensor<8x4xf32> {jax.result_info = "result['t']"}, tensor<2xbf16> {jax.result_info = "result['s']"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32> loc(#loc7)
    %1 = stablehlo.slice %arg1 [2:4] : (tensor<8xbf16>) -> tensor<2xbf16> loc(#loc8)
    return %0, %1 : tensor<8x4xf32>, tensor<2xbf16> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("x")
#loc3 = loc("/home/me/model.py":5:11 to :22)
#loc4 = loc("/home/me/model.py":9:6 to :35)
#loc5 = loc("f"(#loc3))
#loc6 = loc("<module>"(#loc4))
#loc7 = loc("jit(f)/transpose"(callsite(#loc5 at #loc6)))
#loc8 = loc("jit(f)/slice"(fused["g"("/home/me/layers.py":2:3), #loc6]))
"""


def test_locations_read_back_the_python_line_and_op_name():
    main = index_opt.analyze(JAX_TEXT).function("main")
    transpose, slice_op, ret = main.ops
    # The innermost frame of the call stack: the line that made the op.
    assert transpose.location == "/home/me/model.py:5:11" and transpose.op_name == "jit(f)/transpose"
    assert (transpose.source.file, transpose.source.line, transpose.source.column) == ("/home/me/model.py", 5, 11)
    assert transpose.source.text.startswith('"jit(f)/transpose"(callsite(')
    assert slice_op.location == "/home/me/layers.py:2:3" and slice_op.op_name == "jit(f)/slice"
    assert (ret.location, ret.op_name) == ("unknown", None)
    # A file location is read as it was; no name.
    plain = index_opt.analyze(PROGRAM, source_name="p.mlir").function("main").ops[0]
    assert (plain.location, plain.op_name, plain.source.line) == ("p.mlir:2:8", None, 2)


def test_location_parse_keeps_what_it_cannot_read():
    for text in ["garbage(", 'callsite("f" at "g")', "unknown", '"name"']:
        location = index_opt.Location.parse(text)
        assert (location.file, str(location)) == (None, text)
    assert index_opt.Location.parse('"name"').op_name == "name"
    assert str(index_opt.Location.parse('"q\\22.py":7')) == 'q".py:7'


def test_arguments_and_results_are_named_from_the_text():
    report = index_opt.analyze(JAX_TEXT, counts=True)
    main = report.function("main")
    assert [(a.index, a.path, a.shape, a.dtype, a.bytes) for a in main.arguments] == [
        (0, "params['w']", (4, 8), "float32", 128), (1, "x", (8,), "bfloat16", 16)]
    assert [(r.path, r.shape, r.dtype) for r in main.results] == [
        ("result['t']", (8, 4), "float32"), ("result['s']", (2,), "bfloat16")]
    assert report.arguments == main.arguments and report.results == main.results
    assert [(e.result_path, e.operand_path) for e in main.function_indexing if e.maps] == [
        ("result['t']", "params['w']"), ("result['s']", "x")]
    # Plain MLIR: positions and types, no names.
    plain = index_opt.analyze(PROGRAM).function("main")
    assert [(a.path, a.shape, a.dtype) for a in plain.arguments] == [(None, (4, 8), "float32")]
    assert plain.function_indexing[0].operand_path is None
    # XLA HLO text has no func.func header: nothing is made up.
    hlo = "HloModule m\n\nENTRY main {\n  ROOT p0 = f32[20] parameter(0)\n}\n"
    assert index_opt.analyze(hlo).arguments == ()


SUMMARY_CASES = {
    "jax": JAX_TEXT,
    "unused argument": """func.func @main(%x: tensor<4xf32>, %unused: tensor<8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
""",
    "unknown reads": """func.func @main(%x: tensor<16xf32>, %y: tensor<4xi8>) -> (tensor<2xf32>, tensor<4xi8>, tensor<4xf32>) {
  %c = stablehlo.custom_call @mystery(%x) : (tensor<16xf32>) -> tensor<2xf32>
  %s = stablehlo.slice %x [0:4] : (tensor<16xf32>) -> tensor<4xf32>
  return %c, %y, %s : tensor<2xf32>, tensor<4xi8>, tensor<4xf32>
}
""",
    "bounds": """func.func @main(%x: tensor<16xf32>, %i: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %s = stablehlo.dynamic_slice %x, %i, sizes = [4] : (tensor<16xf32>, tensor<i32>) -> tensor<4xf32>
  %t = stablehlo.slice %x [0:4] : (tensor<16xf32>) -> tensor<4xf32>
  return %s, %t : tensor<4xf32>, tensor<4xf32>
}
""",
    "dynamic": """func.func @main(%d: tensor<?xf32>) -> tensor<?xf32> {
  %n = stablehlo.negate %d : tensor<?xf32>
  return %n : tensor<?xf32>
}
""",
}


@pytest.mark.parametrize("case", sorted(SUMMARY_CASES))
def test_argument_reads_are_the_drivers_summary(driver, tmp_path, case):
    from conftest import summary_arguments, summary_line

    text = SUMMARY_CASES[case]
    source = tmp_path / "p.mlir"
    source.write_text(text)
    stdout, stderr, status = driver("--hlo-indexing=counts=true", "--indexing-report=text", source)
    assert status == 0, stderr
    expected = summary_arguments(stdout)
    arguments = index_opt.analyze(text, counts=True).arguments
    assert {a.index: summary_line(a) for a in arguments} == expected
    # Without counts there are no figures.
    assert all(a.bytes_read is None for a in index_opt.analyze(text).arguments)


def test_argument_reads_by_hand():
    w, x = index_opt.analyze(JAX_TEXT, counts=True).arguments
    assert (w.bytes_read, w.utilization, w.exact, w.unknown) == (128, 1.0, True, None)
    assert (x.elements_read, x.bytes_read, x.utilization) == (2, 4, 0.25)
    x, unused = index_opt.analyze(SUMMARY_CASES["unused argument"], counts=True).arguments
    assert (unused.bytes_read, unused.utilization, unused.exact) == (0, 0.0, True)
    x, y = index_opt.analyze(SUMMARY_CASES["unknown reads"], counts=True).arguments
    assert x.unknown and "mystery" in x.unknown and x.bytes_read == index_opt.Bounds(16, 64) and x.exact is False
    assert (y.bytes_read, y.unknown) == (4, None)


@pytest.mark.parametrize("case", sorted(SUMMARY_CASES))
def test_function_summary_is_the_jsons(case):
    """The JSON report's per-function summary (counts) is what the
    arguments hold, the same figures as computed from the entries."""
    from index_opt._arguments import argument_reads
    from index_opt._signature import signatures

    text = SUMMARY_CASES[case]
    report = index_opt.analyze(text, counts=True)
    main = report.function("main")
    data = __import__("json").loads(report.to_json())["functions"][0]["summary"]
    assert main.summary is not None and main.summary.keys() == data.keys()
    assert [a.argument for a in main.summary.arguments] == [a.index for a in main.arguments]
    for argument, figures in zip(main.arguments, data["arguments"]):
        assert figures["bytes"] == argument.bytes
        assert argument.bytes_read == (index_opt.Bounds(**figures["bytes_read"])
                                       if isinstance(figures["bytes_read"], dict) else figures["bytes_read"])
        assert argument.unknown == figures.get("unknown")
    slots = signatures(text)["main"].arguments
    # The entries do not know the peak: only the JSON summary says it.
    from dataclasses import replace
    without_peak = tuple(replace(a, bytes_at_peak=None, peak_share=None) for a in main.arguments)
    assert without_peak == tuple(argument_reads(slot, main.function_indexing, True) for slot in slots)
    # Known for every statically shaped argument (a dynamic one's is null).
    assert all((a.bytes_at_peak is not None) == (a.bytes is not None) for a in main.arguments)
    # Without counts no summary; with fusion=False nothing is said of the
    # arguments (not "0 B read").
    assert index_opt.analyze(text).function("main").summary is None
    unfused = index_opt.analyze(text, counts=True, fusion=False).function("main")
    assert unfused.summary.arguments is None and unfused.summary.bytes_read is None
    assert all(a.bytes_read is None for a in unfused.arguments)


def test_most_wasteful_ops_in_the_summary():
    text = """func.func @main(%v: tensor<4xf16>) -> tensor<3x4xf16> {
  %b = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<4xf16>) -> tensor<3x4xf16>
  return %b : tensor<3x4xf16>
}
"""
    summary = index_opt.analyze(text, counts=True).function("main").summary
    assert summary.waste == "repeated_reads" and summary.bytes_read == 8
    (op,) = summary.most_wasteful_ops
    assert (op.id, op.name, op.bytes) == (0, "stablehlo.broadcast_in_dim", 16)
    assert index_opt.analyze(text, counts=True, coalescing=True).function("main").summary.waste == (
        "bytes_moved_beyond_needed")


def test_liveness_names_the_arguments_and_their_share():
    liveness = index_opt.liveness(JAX_TEXT)
    main = liveness.function("main")
    w, x = main.arguments
    assert (w.path, x.path) == ("params['w']", "x")
    at_peak = {g.value["arg"]: g.bytes for g in main.memory.at_peak if "arg" in g.value}
    assert w.bytes_at_peak == at_peak.get(0, 0) and x.bytes_at_peak == at_peak.get(1, 0)
    assert w.peak_share == w.bytes_at_peak / main.memory.peak_bytes
    assert main.peak_location.file in ("/home/me/model.py", "/home/me/layers.py")
    assert liveness.functions[0].arguments == main.arguments


def test_boolean_keywords_refuse_other_values():
    for keyword in ("fusion", "counts"):
        with pytest.raises(TypeError, match=f"{keyword} must be True or False, not 'false'"):
            index_opt.analyze(PROGRAM, **{keyword: "false"})
    with pytest.raises(TypeError, match="reshape_aliases must be True or False, not 0"):
        index_opt.liveness(PROGRAM, reshape_aliases=0)
    with pytest.raises(TypeError, match="interference must be True or False"):
        index_opt.liveness(PROGRAM, interference="yes")
    with pytest.raises(ValueError, match="level must be 'op' or 'function', not 'ops'"):
        index_opt.analyze(PROGRAM).to_records(level="ops")


def test_records_one_per_entry():
    report = index_opt.analyze(JAX_TEXT, counts=True, coalescing=True)
    records = report.to_records()
    entries = [(f.name, op, e) for f in report.functions for op in f.ops for e in op.entries]
    assert len(records) == len(entries) == 2
    for record, (function, op, entry) in zip(records, entries):
        assert (record["function"], record["op"], record["name"], record["op_name"]) == (function, op.id, op.name, op.op_name)
        assert (record["result"], record["operand"], record["location"]) == (entry.result, entry.operand, op.location)
        assert record["maps"] == tuple(str(m) for m in entry.maps)
        assert record["bytes_read"] == entry.costs["bytes_read"]
        assert record["reads_per_element_max"] == entry.costs["reads_per_element"]["max"]
        assert record["coalescing_transactions"] == entry.costs["coalescing"]["transactions"]
        assert all(not isinstance(v, (dict, list)) for v in record.values()), record
    assert [r["utilization"] for r in records] == [1.0, 0.25]
    function_records = report.to_records(level="function")
    assert len(function_records) == len(report.function("main").function_indexing) == 4
    assert [(r["result_path"], r["argument_path"], r["argument"]) for r in function_records if r["maps"]] == [
        ("result['t']", "params['w']", 0), ("result['s']", "x", 1)]
    # Without counts: no count fields at all.
    assert "bytes_read" not in index_opt.analyze(JAX_TEXT).to_records()[0]


def test_bounds_are_flattened_in_records():
    text = """func.func @main(%x: tensor<16xf32>, %i: tensor<i32>) -> tensor<4xf32> {
  %s = stablehlo.dynamic_slice %x, %i, sizes = [4] : (tensor<16xf32>, tensor<i32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
"""
    report = index_opt.analyze(text, counts=True)
    costs = report.function("main").ops[0].entries[0].costs
    assert costs["exact"] is False and isinstance(costs["elements_read"], dict)
    record = report.to_records()[0]
    bounds = costs["elements_read"]
    assert (record["elements_read"], record["elements_read_lower"], record["elements_read_upper"]) == (
        None, bounds["lower"], bounds["upper"])
    x = report.arguments[0]
    assert isinstance(x.bytes_read, index_opt.Bounds) and x.exact is False
    assert x.bytes_read == index_opt.Bounds(4 * bounds["lower"], 4 * bounds["upper"])


def test_to_pandas_without_pandas_says_what_to_install(monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "pandas", None)
    with pytest.raises(ImportError, match=r"to_pandas\(\) needs pandas: pip install pandas"):
        index_opt.analyze(PROGRAM).to_pandas()


def test_reprs_show_the_numbers():
    report = index_opt.analyze(JAX_TEXT, counts=True)
    main = report.function("main")
    assert repr(report) == "<index_opt.Report output-to-input, counts: @main (3 ops, 2 arguments, 2 results)>"
    assert repr(main) == "<index_opt.Function @main: 3 ops, 2 arguments, 2 results, 4 function-level entries>"
    transpose = main.ops[0]
    assert repr(transpose) == ("<index_opt.Op #0 stablehlo.transpose (jit(f)/transpose) at /home/me/model.py:5:11, "
                               "1 entry, utilization 1.000>")
    entry = main.function_indexing[3]
    assert repr(entry) == ("<index_opt.Entry result 1 (result['s']), operand 1 (x): "
                           "(d0) -> (d0 + 2), domain: d0 in [0, 1]; 2 elements, 4 B, utilization 0.250>")
    x = report.arguments[1]
    assert repr(x) == ("<index_opt.ArgumentReads 1 x: bfloat16[8], 16 B; read 4 B, utilization 0.250; "
                       f"{100 * x.peak_share:.1f} % of the peak>")
    assert repr(main.results[0]) == "<index_opt.Result 0 result['t']: float32[8,4], 128 B>"
    liveness = index_opt.liveness(JAX_TEXT)
    peak = liveness.function("main").memory.peak_bytes
    assert repr(liveness).startswith(f"<index_opt.Liveness sequential: @main peak {peak} B at op #")
    w = liveness.function("main").arguments[0]
    assert repr(w) == (f"<index_opt.ArgumentMemory 0 params['w']: float32[4,8], 128 B; {w.bytes_at_peak} B live at the "
                       f"peak ({100 * w.peak_share:.1f} % of the peak)>")


def test_the_summary_gives_each_argument_share_of_the_peak_as_the_liveness_report_does():
    # Two computations: the indexing report's JSON summary (Rust, from the
    # liveness analysis' groups at the peak) and the liveness report's JSON
    # read here (its buffers' groups at the peak).
    checked = 0
    for name in ("mlp", "attention", "cnn", "scan", "fori_at_set", "lstm_scan"):
        text = (CORPUS / f"{name}.mlir").read_text()
        report = index_opt.analyze(text, counts=True)
        memory = index_opt.liveness(text)
        for function in report.functions:
            summary = function.summary
            assert summary is not None and summary["peak_bytes"] == memory.function(function.name).memory.peak_bytes
            for reads, live in zip(function.arguments, memory.function(function.name).arguments):
                assert reads.bytes_at_peak == live.bytes_at_peak, (name, function.name, reads.index)
                if summary["peak_exact"]:
                    assert reads.peak_share == live.peak_share, (name, function.name, reads.index)
                else:
                    assert reads.peak_share is None
                checked += 1
    assert checked > 20


def test_everything_public_is_in_all():
    public = {name for name in dir(index_opt) if not name.startswith("_") and name[0].isupper() or name in (
        "analyze", "html_report", "liveness", "tiling", "valid_tilings")}
    public -= {"Any", "Iterator", "Mapping", "NamedTuple", "Optional", "Sequence", "Tuple", "Union", "DEFAULT_LIMIT",
               "Program", "Index", "Iterable", "List", "Dict", "Figure"}
    assert public <= set(index_opt.__all__), public - set(index_opt.__all__)
    for name in index_opt.__all__:
        assert getattr(index_opt, name).__doc__, name
