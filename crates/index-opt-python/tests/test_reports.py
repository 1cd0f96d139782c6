"""liveness(), tiling(), valid_tilings(), html_report(): byte for byte the
driver's reports, read through attribute access."""

import json

import pytest

import index_opt
from index_opt import IndexOptError
from conftest import ROOT

LOOP = ROOT / "examples" / "liveness_loop.mlir"
MLP = ROOT / "examples" / "mlp_linalg.mlir"


@pytest.mark.parametrize("ordering", ["sequential", "dependency"])
@pytest.mark.parametrize("reshape_aliases", [True, False])
def test_liveness_matches_the_driver(driver, ordering, reshape_aliases):
    out, err, status = driver(
        "--liveness-report=json", f"--buffer-liveness=ordering={ordering} reshape-aliases={str(reshape_aliases).lower()}", LOOP)
    assert status == 0, err
    report = index_opt.liveness(LOOP.read_text(), ordering, reshape_aliases, source_name=str(LOOP))
    assert report.to_json() == out
    expected = json.loads(out)["functions"][0]["memory"]
    main = report.function("main")
    assert main.memory.peak_bytes == expected["peak_bytes"]
    assert main.memory["arena_bytes"] == expected["arena_bytes"]
    assert [b.bytes for b in main.buffers] == [b["bytes"] for b in json.loads(out)["functions"][0]["buffers"]]
    assert "peak_bytes" in main.memory and "nope" not in main.memory
    with pytest.raises(AttributeError):
        main.nope
    with pytest.raises(KeyError):
        report.function("nope")


def test_liveness_on_corpus_matches_the_driver(driver, corpus):
    for path in corpus[:40]:
        out, err, status = driver("--liveness-report=json", path)
        if status == 0:
            assert index_opt.liveness(path.read_text(), source_name=str(path)).to_json() == out, path


def test_liveness_option_errors():
    # A keyword misuse, like a bad direction: ValueError naming the values.
    with pytest.raises(ValueError, match="ordering must be 'sequential' or 'dependency'"):
        index_opt.liveness(LOOP.read_text(), ordering="random")


def test_tiling_matches_the_driver(driver):
    out, err, status = driver("--tiling-report=json", "--hlo-tiling=function=@mlp_layer result=0 tile=4,8", MLP)
    assert status == 0, err
    tiling = index_opt.tiling(MLP.read_text(), "mlp_layer", [4, 8], source_name=str(MLP))
    assert tiling.to_json() == out
    assert (tiling.tiles, tiling.valid, tiling.exact) == ((2, 2), True, True)
    assert [v.value for v in tiling.values][:2] == ["argument 0", "argument 1"]
    out, err, status = driver("--tiling-report=json", "--hlo-tiling=function=@mlp_layer result=0 list-valid=true", MLP)
    assert index_opt.valid_tilings(MLP.read_text(), "@mlp_layer") == tuple(
        tuple(sizes) for sizes in json.loads(out)["valid_tilings"])


def test_tiling_errors():
    with pytest.raises(IndexOptError, match="no function @nope"):
        index_opt.tiling(MLP.read_text(), "nope", [4, 8])
    with pytest.raises(IndexOptError):
        index_opt.tiling(MLP.read_text(), "mlp_layer", [3, 0, 1])


def test_html_report_matches_the_driver(driver):
    out, err, status = driver("--indexing-report=html", MLP)
    assert status == 0, err
    page = index_opt.html_report(MLP.read_text(), source_name=str(MLP))
    assert page == out
    assert page.startswith("<!DOCTYPE html>") and 'id="index-opt-graph"' in page
    # Self-contained: nothing loaded from elsewhere (the SVG namespace URI
    # is a name, not a load).
    for external in ("<script src", "<link", "@import", "url(http", "fetch(", "XMLHttpRequest"):
        assert external not in page, external
