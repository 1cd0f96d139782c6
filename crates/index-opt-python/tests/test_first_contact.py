"""What a JAX user meets first: every form of program JAX hands out is
read or refused with a word that says what to pass instead; keyword
errors name the accepted values; records show their values."""

import pytest

import index_opt

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
