"""The HTML report in a real browser: Debian's headless Chromium, driven by
Selenium through chromium-driver, loads pages index_opt writes; the tests
read the rendered DOM (graph nodes and edges, the maps panel), click output
elements in the element explorer and check that exactly the elements the
maps give are highlighted (expected values from IndexingMap.image, not from
the page), move a runtime-variable slider, and time the page of the largest
corpus program. Screenshots are kept in target/test-artifacts/."""

import json
import os
import shutil
import subprocess
import time

import pytest

import index_opt
from conftest import CORPUS, DRIVER, ROOT

webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (make python installs it)")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
ARTIFACTS = ROOT / "target" / "test-artifacts"


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=webdriver.ChromeService(executable_path=CHROMEDRIVER), options=options)
    yield driver
    driver.quit()


def page_of(tmp_path, name, **options):
    path = CORPUS / name
    page = tmp_path / (path.stem + ".html")
    page.write_text(index_opt.html_report(path.read_text(), source_name=str(path), **options))
    return page, index_opt.analyze(path.read_text(), source_name=str(path), **options)


def open_page(browser, page, fragment=""):
    browser.get(page.as_uri() + fragment)
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "svg#graph g.node"))


def severe_console_errors(browser):
    return [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]


def cells(browser, tensor, css=".cell"):
    grid = browser.find_element(By.CSS_SELECTOR, f'#explorer .grid[data-tensor="{tensor}"]')
    return {tuple(int(x) for x in c.get_attribute("data-index").split(",") if x != "")
            for c in grid.find_elements(By.CSS_SELECTOR, css)}


def screenshot(browser, name):
    """Saves the window with the explorer scrolled into view."""
    browser.execute_script("document.getElementById('explorer').scrollIntoView({block: 'start'})")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / name))


def click_and_wait(browser, tensor, index):
    key = ",".join(map(str, index))
    browser.find_element(By.CSS_SELECTOR, f'#explorer .grid[data-tensor="{tensor}"] .cell[data-index="{key}"]').click()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.explored") == f"{tensor}:{key}")


def test_graph_and_maps_of_a_corpus_program(browser, tmp_path):
    page, report = page_of(tmp_path, "attention.mlir")
    open_page(browser, page)
    function = report.functions[0]
    top_level = [op for op in function.ops if op.parent is None]
    nodes = browser.find_elements(By.CSS_SELECTOR, "svg#graph g.node[data-op]")
    assert {int(n.get_attribute("data-op")) for n in nodes} == {op.id for op in top_level[:120]}
    assert browser.find_elements(By.CSS_SELECTOR, "svg#graph g.edge")
    assert len(browser.find_elements(By.CSS_SELECTOR, "svg#graph g.node.arg")) > 0
    op = next(op for op in function.ops if op.name == "stablehlo.dot_general")
    browser.find_element(By.CSS_SELECTOR, f'svg#graph g.node[data-op="{op.id}"]').click()
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#maps pre.map"))
    shown = [p.get_attribute("data-map") for p in browser.find_elements(By.CSS_SELECTOR, "#maps pre.map")]
    assert shown == [str(m) for e in op.entries for m in e.maps]
    assert severe_console_errors(browser) == []


def expected_reads(entry, point, rt_values):
    """Union over the entry's maps of the indices read at `point`."""
    out = set()
    for i, m in enumerate(entry.maps):
        out |= m.image(point, rt=rt_values.get(i))
    return out


def explore(browser, page, function, op):
    """Opens `page` at op `op` (an id, or "function") of `function` and
    waits until the result's grid is drawn."""
    open_page(browser, page, f"#fn={function}&op={op}")
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, '#explorer .grid[data-tensor="result-0"] .cell'))


@pytest.mark.parametrize("point", [(0, 0), (1, 1), (2, 3)])
def test_explorer_highlights_exactly_what_the_maps_read(browser, tmp_path, point):
    page, report = page_of(tmp_path, "dot_general_variants.mlir")
    function = report.functions[0]
    # The second dot_general: (3x4) x (4x5) -> 3x5 (the first, of rank 4
    # and 5, is test_rank_4_and_5_tensors_get_grids).
    op = [op for op in function.ops if op.name == "stablehlo.dot_general"][1]
    explore(browser, page, function.name, op.id)
    result_cells = cells(browser, "result-0")
    if point not in result_cells:
        point = sorted(result_cells)[len(result_cells) // 2]
    click_and_wait(browser, "result-0", point)
    assert cells(browser, "result-0", ".cell.sel") == {point}
    for k, entry in enumerate(e for e in op.entries if e.result == 0):
        expected = expected_reads(entry, point, {})
        tensor = f"operand-{entry.operand}"
        assert cells(browser, tensor, ".cell.hl") == expected, (tensor, point)
        count = browser.find_element(By.CSS_SELECTOR, f'#explorer span.count[data-tensor="{tensor}"]').text
        assert int(count) == len(expected)
    screenshot(browser, f"explorer-dot-general-{point[0]}-{point[1]}.png")


def test_rank_4_and_5_tensors_get_grids(browser, tmp_path):
    """The first dot_general: a 2x5x3x7 result of 2x3x4x5x6 and 2x4x7x6x5
    operands, each drawn as 2-D blocks of its last two dimensions, one per
    index of the leading ones; a click reads exactly what the maps give."""
    page, report = page_of(tmp_path, "dot_general_variants.mlir")
    function = report.functions[0]
    op = [op for op in function.ops if op.name == "stablehlo.dot_general"][0]
    explore(browser, page, function.name, op.id)
    result_cells = cells(browser, "result-0")
    assert len(result_cells) == 2 * 5 * 3 * 7 and all(len(c) == 4 for c in result_cells)
    labels = browser.find_elements(By.CSS_SELECTOR, '#explorer .grid[data-tensor="result-0"] .slice-label')
    assert [label.text for label in labels][:2] == ["[0, 0, :, :]", "[0, 1, :, :]"] and len(labels) == 2 * 5
    assert len(cells(browser, "operand-0")) == 2 * 3 * 4 * 5 * 6
    point = (1, 2, 1, 3)
    click_and_wait(browser, "result-0", point)
    assert cells(browser, "result-0", ".cell.sel") == {point}
    for entry in (e for e in op.entries if e.result == 0):
        expected = expected_reads(entry, point, {})
        tensor = f"operand-{entry.operand}"
        assert expected and cells(browser, tensor, ".cell.hl") == expected, (tensor, point)
        count = browser.find_element(By.CSS_SELECTOR, f'#explorer span.count[data-tensor="{tensor}"]').text
        assert int(count) == len(expected)
    assert severe_console_errors(browser) == []
    screenshot(browser, "explorer-rank-4-dot-general.png")


def test_an_nhwc_convolution_is_explorable(browser, tmp_path):
    """The corpus CNN's first convolution (NHWC 2x16x16x1 by a 3x3x1x4
    kernel, padding 1): a result element reads the 3x3 window around it
    (cut at the border: 4 elements at a corner) and the 3x3 kernel
    elements of its feature."""
    page, report = page_of(tmp_path, "cnn.mlir")
    function = report.functions[0]
    op = next(op for op in function.ops if op.name == "stablehlo.convolution")
    explore(browser, page, function.name, op.id)
    assert len(cells(browser, "result-0")) == 2 * 16 * 16 * 4
    for point, window in (((1, 5, 7, 2), 9), ((0, 0, 15, 3), 4)):
        click_and_wait(browser, "result-0", point)
        for entry in (e for e in op.entries if e.result == 0):
            expected = expected_reads(entry, point, {})
            assert len(expected) == (window if entry.operand == 0 else 9), (entry.operand, expected)
            assert cells(browser, f"operand-{entry.operand}", ".cell.hl") == expected, (entry.operand, point)
    assert severe_console_errors(browser) == []
    screenshot(browser, "explorer-rank-4-convolution.png")


WINDOWED = """func.func @main(%x: tensor<4x8x32x16xf32>) -> tensor<4x32x8x16xf32> {
  %t = stablehlo.transpose %x, dims = [0, 2, 1, 3] : (tensor<4x8x32x16xf32>) -> tensor<4x32x8x16xf32>
  return %t : tensor<4x32x8x16xf32>
}
"""


def set_lead(browser, tensor, lead):
    """Types `lead` into the leading-dimension selectors of a windowed grid."""
    inputs = browser.find_elements(By.CSS_SELECTOR, f'#explorer .grid.windowed[data-tensor="{tensor}"] input.lead')
    assert len(inputs) == len(lead)
    for field, value in zip(inputs, lead):
        browser.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('change'))", field, str(value))


def test_a_tensor_too_large_for_a_grid_is_drawn_a_block_at_a_time(browser, tmp_path):
    """16,384 elements (over the 4,096 of a grid) of rank 4: one 2-D block
    of the last two dimensions, chosen by selectors for the leading ones;
    the operand's window follows what a click reads."""
    page = tmp_path / "windowed.html"
    page.write_text(index_opt.html_report(WINDOWED, source_name="windowed.mlir"))
    open_page(browser, page, "#fn=main&op=0")
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, '#explorer .grid.windowed[data-tensor="result-0"] .cell'))
    result = cells(browser, "result-0")
    assert result == {(0, 0, i, j) for i in range(8) for j in range(16)}
    assert cells(browser, "operand-0") == {(0, 0, i, j) for i in range(32) for j in range(16)}
    label = '#explorer .grid.windowed[data-tensor="{}"] .slice-label'
    for point in ((0, 0, 3, 5), (2, 17, 4, 9), (3, 31, 7, 15)):
        set_lead(browser, "result-0", point[:2])
        assert cells(browser, "result-0") == {point[:2] + (i, j) for i in range(8) for j in range(16)}
        click_and_wait(browser, "result-0", point)
        expected = {(point[0], point[2], point[1], point[3])}
        assert expected == expected_reads(index_opt.analyze(WINDOWED).functions[0].ops[0].entries[0], point, {})
        assert cells(browser, "operand-0", ".cell.hl") == expected
        assert browser.find_element(By.CSS_SELECTOR, label.format("operand-0")).text == f"[{point[0]}, {point[2]}, :, :]"
        count = browser.find_element(By.CSS_SELECTOR, '#explorer span.count[data-tensor="operand-0"]').text
        assert int(count) == 1
    # Another block of the operand holds nothing read; back, it is marked again.
    set_lead(browser, "operand-0", (0, 0))
    assert cells(browser, "operand-0", ".cell.hl") == set()
    set_lead(browser, "operand-0", (3, 7))
    assert cells(browser, "operand-0", ".cell.hl") == {(3, 7, 31, 15)}
    # A typed index moves the result's window to its block.
    field = browser.find_element(By.CSS_SELECTOR, "#index-input")
    field.clear()
    field.send_keys("1, 2, 3, 4\n")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.explored") == "result-0:1,2,3,4")
    assert cells(browser, "result-0", ".cell.sel") == {(1, 2, 3, 4)}
    assert cells(browser, "operand-0", ".cell.hl") == {(1, 3, 2, 4)}
    assert severe_console_errors(browser) == []
    screenshot(browser, "explorer-rank-4-windowed.png")


def test_runtime_variables_follow_the_slider(browser, tmp_path):
    page, report = page_of(tmp_path, "dynamic_slice.mlir")
    function = report.functions[0]
    op = next(op for op in function.ops if op.name == "stablehlo.dynamic_slice")
    entry = op.entries[0]
    assert entry.maps[0].domain.rt_vars, "the dynamic slice's map has runtime variables"
    explore(browser, page, function.name, op.id)
    point = (1, 1)
    click_and_wait(browser, "result-0", point)
    sliders = browser.find_elements(By.CSS_SELECTOR, 'input.rt[data-entry="0"][data-map="0"]')
    rt_vars = entry.maps[0].domain.rt_vars
    assert len(sliders) == len(rt_vars)
    values = tuple(v.lower for v in rt_vars)
    assert cells(browser, "operand-0", ".cell.hl") == expected_reads(entry, point, {0: values})
    # Move every slider to a value inside its interval, as a user would.
    moved = tuple(min(v.upper, v.lower + 2 + j) for j, v in enumerate(rt_vars))
    for slider, value in zip(sliders, moved):
        browser.execute_script(
            "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input', {bubbles: true}));",
            slider, value)
    WebDriverWait(browser, 10).until(
        lambda d: cells(d, "operand-0", ".cell.hl") == expected_reads(entry, point, {0: moved}))
    screenshot(browser, "explorer-dynamic-slice.png")
    assert severe_console_errors(browser) == []


def test_whole_function_view(browser, tmp_path):
    page, report = page_of(tmp_path, "dynamic_slice.mlir")
    function = report.functions[0]
    explore(browser, page, function.name, "function")
    click_and_wait(browser, "result-0", (0, 0))
    entry = next(e for e in function.function_indexing if e.result == 0 and e.operand == 0)
    rt = {i: tuple(v.lower for v in m.domain.rt_vars) for i, m in enumerate(entry.maps)}
    assert cells(browser, "argument-0", ".cell.hl") == expected_reads(entry, (0, 0), rt)


def test_the_largest_corpus_program_opens_in_under_5_seconds(browser, tmp_path):
    page, report = page_of(tmp_path, "transformer_big_train_step.mlir")
    start = time.perf_counter()
    open_page(browser, page)
    seconds = time.perf_counter() - start
    ops = sum(len(f.ops) for f in report.functions)
    print(f"transformer_big_train_step: {page.stat().st_size} bytes, {ops} ops, interactive after {seconds:.2f} s")
    assert seconds < 5
    assert 0 < len(browser.find_elements(By.CSS_SELECTOR, "svg#graph g.node[data-op]")) <= 120
    browser.find_element(By.CSS_SELECTOR, "#next-page").click()
    WebDriverWait(browser, 10).until(lambda d: "121" in d.find_element(By.CSS_SELECTOR, "#page-info").text)
    assert severe_console_errors(browser) == []


GRAPH_GEOMETRY = """
const box = (g) => {
  const r = g.querySelector('rect');
  const t = g.transform.baseVal.consolidate().matrix;
  return {x: t.e, y: t.f, w: +r.getAttribute('width'), h: +r.getAttribute('height')};
};
const nodes = {};
for (const g of document.querySelectorAll('svg#graph g.node')) nodes[g.dataset.op !== undefined ? g.dataset.op : 'a' + g.dataset.arg] = box(g);
for (const t of document.querySelectorAll('svg#graph text.stub-label')) {
  const b = t.getBBox();
  nodes[t.dataset.stub] = {x: b.x, y: b.y, w: b.width, h: b.height};
}
const edges = [];
for (const g of document.querySelectorAll('svg#graph g.edge')) {
  edges.push({from: g.dataset.from, to: g.dataset.to, d: g.querySelector('path.line').getAttribute('d')});
}
return {layout: document.getElementById('graph').dataset.layout, nodes, edges};
"""


def crossings(geometry):
    """The (edge, node) pairs where a segment of an edge's path passes
    through the inside of a node box (or stub label) that is neither the
    edge's source nor its target; and the edges whose paths are not
    made of horizontal and vertical segments."""
    crossed, not_orthogonal = [], []
    for edge in geometry["edges"]:
        assert edge["d"].startswith("M") and "C" not in edge["d"], edge["d"]
        points = [tuple(float(v) for v in p.split(",")) for p in edge["d"][1:].split(" L")]
        for (x1, y1), (x2, y2) in zip(points, points[1:]):
            if x1 != x2 and y1 != y2:
                not_orthogonal.append(edge)
                continue
            for key, b in geometry["nodes"].items():
                if key in (edge["from"], edge["to"]):
                    continue
                # The open inside of the box, a pixel in from each side.
                left, right, top, bottom = b["x"] + 1, b["x"] + b["w"] - 1, b["y"] + 1, b["y"] + b["h"] - 1
                if max(x1, x2) > left and min(x1, x2) < right and max(y1, y2) > top and min(y1, y2) < bottom:
                    crossed.append((edge, key))
    return crossed, not_orthogonal


@pytest.mark.parametrize("name", ["attention.mlir", "transformer_big_train_step.mlir"])
def test_edges_never_pass_through_nodes(browser, tmp_path, name):
    page, _ = page_of(tmp_path, name)
    open_page(browser, page)
    geometry = browser.execute_script(GRAPH_GEOMETRY)
    assert geometry["layout"] == "elk"
    assert browser.execute_script("return document.getElementById('graph').dataset.layoutIn") == "worker"
    assert len(geometry["edges"]) > 20 and len(geometry["nodes"]) > 20
    crossed, not_orthogonal = crossings(geometry)
    assert crossed == [] and not_orthogonal == []
    # The check sees a crossing: a segment straight through the middle of a
    # node between two others.
    (a, b, middle), box = list(geometry["nodes"])[:3], geometry["nodes"][list(geometry["nodes"])[2]]
    y = box["y"] + box["h"] / 2
    through = {"from": a, "to": b, "d": f"M{box['x'] - 5},{y} L{box['x'] + box['w'] + 5},{y}"}
    assert crossings(dict(geometry, edges=[through]))[0] == [(through, middle)]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    browser.find_element(By.CSS_SELECTOR, "svg#graph").screenshot(str(ARTIFACTS / f"graph-{page.stem}.png"))
    assert severe_console_errors(browser) == []


def contrast(css_a, css_b):
    """WCAG contrast ratio of two computed `rgb(...)`/`rgba(...)` colours."""
    def luminance(css):
        channels = [int(float(v)) / 255 for v in css[css.index("(") + 1:-1].split(",")[:3]]
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    high, low = sorted((luminance(css_a), luminance(css_b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_active_whole_function_button_stays_readable_on_hover(browser, tmp_path):
    from selenium.webdriver.common.action_chains import ActionChains
    page, _ = page_of(tmp_path, "attention.mlir")
    open_page(browser, page)
    button = browser.find_element(By.CSS_SELECTOR, "#select-function")
    button.click()
    WebDriverWait(browser, 10).until(lambda d: "active" in button.get_attribute("class"))
    ActionChains(browser).move_to_element(button).perform()
    assert browser.execute_script("return arguments[0].matches(':hover')", button)
    style = browser.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.color, s.backgroundColor]", button)
    assert contrast(*style) >= 4.5, style
    # Away from it, it stays as readable.
    ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, "#maps")).perform()
    style = browser.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.color, s.backgroundColor]", button)
    assert contrast(*style) >= 4.5, style


def chunked_page(tmp_path, program, limit):
    """The driver's page of `program` written to a file with the page size
    limit `limit` (bytes of JSON report), and the seconds it took."""
    page = tmp_path / (program.stem + ".html")
    start = time.perf_counter()
    done = subprocess.run([str(DRIVER), "--indexing-report=html", str(program), "-o", str(page)],
                          env={**os.environ, "INDEX_OPT_PAGE_LIMIT": str(limit)}, capture_output=True, text=True)
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr
    return page, time.perf_counter() - start


def loaded_chunks(browser):
    return sorted(browser.execute_script("return document.body.dataset.chunks || ''").split())


def test_a_chunked_page_loads_its_maps_as_they_are_shown(browser, tmp_path):
    program = CORPUS / "transformer_big_train_step.mlir"
    page, _ = chunked_page(tmp_path, program, 1_000_000)
    files = sorted(p.name for p in page.with_suffix(".files").iterdir())
    assert "f0-ops-0.js" in files and "f0-ops-1.js" in files and any(f.startswith("f0-from-") for f in files)
    assert page.stat().st_size < 20_000_000
    report = index_opt.analyze(program.read_text(), source_name=str(program))
    function = report.functions[0]
    open_page(browser, page)
    assert loaded_chunks(browser) == []
    # An op of the second graph page: its chunk, and the maps it holds.
    browser.find_element(By.CSS_SELECTOR, "#next-page").click()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.getElementById('graph').dataset.page") == "1")
    on_page = {int(n.get_attribute("data-op")) for n in browser.find_elements(By.CSS_SELECTOR, "svg#graph g.node[data-op]")}
    op = next(op for op in function.ops if op.id in on_page and op.name == "stablehlo.dot_general")
    browser.find_element(By.CSS_SELECTOR, f'svg#graph g.node[data-op="{op.id}"]').click()
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#maps pre.map"))
    shown = [p.get_attribute("data-map") for p in browser.find_elements(By.CSS_SELECTOR, "#maps pre.map")]
    assert shown == [str(m) for e in op.entries for m in e.maps]
    assert loaded_chunks(browser) == ["f0-ops-1"]
    # The whole function: the entries of the explorer's result, exactly
    # (the first 100 are rendered), from that result's chunk only.
    browser.find_element(By.CSS_SELECTOR, "#select-function").click()
    WebDriverWait(browser, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#maps .entry"))
    result = int(browser.find_element(By.CSS_SELECTOR, "#from-select").get_attribute("value").split("-")[1])
    expected = [e for e in function.function_indexing if e.result == result][:100]
    assert expected
    assert loaded_chunks(browser) == sorted(["f0-ops-1", f"f0-from-{result}"])
    shown = [p.get_attribute("data-map") for p in browser.find_elements(By.CSS_SELECTOR, "#maps pre.map")]
    assert shown == [str(m) for e in expected for m in e.maps]
    assert severe_console_errors(browser) == []
    # A chunk that is not there is said, not waited for silently.
    (page.with_suffix(".files") / "f0-ops-2.js").unlink()
    browser.find_element(By.CSS_SELECTOR, "#next-page").click()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.getElementById('graph').dataset.page") == "2")
    browser.find_element(By.CSS_SELECTOR, "svg#graph g.node[data-op]").click()
    WebDriverWait(browser, 10).until(lambda d: "cannot load" in d.find_element(By.CSS_SELECTOR, ".notice").text)
    assert browser.find_elements(By.CSS_SELECTOR, "#maps .loading")
    # The browser logs the missing file too; the log is read here so that it
    # is this test's, not the next one's, which shares the browser.
    assert any("f0-ops-2.js" in e["message"] for e in severe_console_errors(browser))


SCALE = ROOT.parent / "shared" / "corpus" / "scale"


@pytest.mark.parametrize("layers", [36, 120])
def test_a_large_training_step_opens_with_a_bounded_heap(browser, tmp_path, layers):
    program = SCALE / f"transformer_{layers}l_train_step.mlir"
    if not program.exists():
        pytest.skip(f"{program} (the scale corpus) is not beside the repository")
    page, seconds = chunked_page(tmp_path, program, 16_000_000)
    try:
        chunks = sorted(p.stat().st_size for p in page.with_suffix(".files").iterdir())
        severe_console_errors(browser)  # drains what earlier tests left in the shared browser's log
        start = time.perf_counter()
        browser.get(page.as_uri())
        WebDriverWait(browser, 60).until(lambda d: d.find_elements(By.CSS_SELECTOR, "svg#graph g.node"))
        opened = time.perf_counter() - start
        heap = browser.execute_script("return performance.memory.usedJSHeapSize")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        browser.save_screenshot(str(ARTIFACTS / f"large-program-{layers}-layers.png"))
        print(f"{program.name}: written in {seconds:.1f} s, page {page.stat().st_size} bytes, {len(chunks)} chunks "
              f"of {sum(chunks)} bytes (largest {chunks[-1]}), first graph after {opened:.2f} s, "
              f"JS heap {heap / 1e6:.0f} MB")
        # The open time is bounded loosely (a page that loaded its whole
        # report would not open within it: the 120-layer step's is about
        # 430 MB of JSON); the figures against the 5 s goal are the
        # benchmark's (scripts/measure_html_pages.py, docs/MEASUREMENTS.md),
        # since a loaded machine slows this page several-fold.
        assert opened < 60
        assert heap < 400_000_000
        assert sum(chunks) > 2 * page.stat().st_size
        # No chunk is loaded before it is needed, and none is large.
        assert loaded_chunks(browser) == []
        assert chunks[-1] < 1_000_000
        browser.find_element(By.CSS_SELECTOR, "#select-function").click()
        WebDriverWait(browser, 120).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#maps .entry"))
        assert len(loaded_chunks(browser)) == 1
        assert browser.execute_script("return performance.memory.usedJSHeapSize") < 600_000_000
        assert severe_console_errors(browser) == []
    finally:
        # The 120-layer step's chunks are about 400 MB: not kept in /tmp.
        shutil.rmtree(page.with_suffix(".files"), ignore_errors=True)
