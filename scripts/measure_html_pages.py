#!/usr/bin/env python3
"""The HTML page of large programs: write it, open it, measure it.

Usage: measure_html_pages.py [PROGRAM.mlir ...]

For each program (default: the 12-layer training step of the corpus and
the 36- and 120-layer steps read from the scale corpus beside the
repository, `shared/corpus/scale/` next to it, skipped when absent), with
target/release/index-opt:
  - writes `--indexing-report=html -o DIR/NAME.html` (a chunked page when
    the report is over the page size limit) and times it (wall time, peak
    RSS of the driver);
  - the page's size, the number of chunk files and their total size, the
    largest chunk;
  - opens the page in headless Chromium (Selenium, chromium-driver):
    seconds from navigation to the first graph drawn, the JS heap then
    (`performance.memory.usedJSHeapSize`, precise) and the resident memory
    of all Chromium processes (`ps`);
  - ELK's layout time of the first graph page and of the biggest one
    (the page with the most edges among the first 10);
  - the time to show an op's maps (one op chunk) and the whole function's
    entries of its first result (one function-level chunk), and the heap
    after them.
Prints one block per program.
"""

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DRIVER = ROOT / "target" / "release" / "index-opt"
SCALE = ROOT.parent / "shared" / "corpus" / "scale"
DEFAULT = [
    ROOT / "test" / "corpus" / "jax" / "transformer_big_train_step.mlir",
    SCALE / "transformer_36l_train_step.mlir",
    SCALE / "transformer_120l_train_step.mlir",
]


def write_page(program, directory):
    page = Path(directory) / (program.stem + ".html")
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    subprocess.run([str(DRIVER), "--indexing-report=html", str(program), "-o", str(page)], check=True)
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return page, seconds, max(peak, before) / 1024


def chunk_sizes(page):
    folder = page.with_suffix(".files")
    if not folder.is_dir():
        return []
    return sorted(f.stat().st_size for f in folder.iterdir())


def browser():
    from selenium import webdriver

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1400,1000", "--enable-precise-memory-info"):
        options.add_argument(arg)
    return webdriver.Chrome(service=webdriver.ChromeService(executable_path="/usr/bin/chromedriver"), options=options)


def wait(driver, script, timeout=120):
    start = time.perf_counter()
    while time.perf_counter() - start < timeout:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.02)
    raise TimeoutError(script)


HEAP = "return performance.memory.usedJSHeapSize"
GRAPH = "const s = document.getElementById('graph'); return s && s.dataset.layout && s.querySelector('g.node') ? s.dataset : null"


def chromium_rss_mb():
    """The resident memory of every running Chromium process, summed."""
    out = subprocess.run(["ps", "-C", "chromium", "-o", "rss="], capture_output=True, text=True).stdout
    return sum(int(v) for v in out.split()) / 1024


def measure_open(page):
    driver = browser()
    try:
        start = time.perf_counter()
        driver.get(page.as_uri())
        first = wait(driver, GRAPH)
        opened = time.perf_counter() - start
        heap = driver.execute_script(HEAP)
        rss = chromium_rss_mb()
        layouts = [int(first.get("layoutMs", 0))]
        edges = []
        pages = driver.execute_script("return document.getElementById('page-info').textContent")
        for p in range(1, 10):
            if driver.execute_script("return document.getElementById('next-page').disabled"):
                break
            driver.execute_script("document.getElementById('next-page').click()")
            wait(driver, f"const s = document.getElementById('graph'); return s.dataset.page === '{p}' && !s.classList.contains('pending')")
            layouts.append(int(driver.execute_script("return +document.getElementById('graph').dataset.layoutMs")))
            edges.append(driver.execute_script("return document.querySelectorAll('svg#graph g.edge').length"))
        # An op's maps: the first node of the current page.
        start = time.perf_counter()
        driver.execute_script("document.querySelector('svg#graph g.node[data-op]').dispatchEvent(new MouseEvent('click', {bubbles: true}))")
        wait(driver, "return document.querySelector('#maps pre.map, #maps .hint:not(.loading)')")
        op_maps = time.perf_counter() - start
        start = time.perf_counter()
        driver.execute_script("document.getElementById('select-function').click()")
        wait(driver, "return document.querySelector('#explorer .grid .cell, #explorer .readlist, #explorer-status') && !document.querySelector('.loading')")
        function_entries = time.perf_counter() - start
        entries = driver.execute_script("return document.querySelectorAll('#maps .entry').length")
        heap_after = driver.execute_script(HEAP)
        rss_after = chromium_rss_mb()
        return {
            "open_s": opened, "heap_mb": heap / 1e6, "pages": pages, "layout_ms": layouts, "edges": edges,
            "op_maps_s": op_maps, "function_entries_s": function_entries, "entries_shown": entries,
            "heap_after_mb": heap_after / 1e6, "rss_mb": rss, "rss_after_mb": rss_after,
        }
    finally:
        driver.quit()


def main():
    programs = [Path(p) for p in sys.argv[1:]] or DEFAULT
    with tempfile.TemporaryDirectory() as directory:
        for program in programs:
            if not program.exists():
                print(f"{program.name}: absent, skipped")
                continue
            page, seconds, rss = write_page(program, directory)
            sizes = chunk_sizes(page)
            print(f"{program.name}")
            print(f"  write: {seconds:.1f} s, driver peak RSS {rss:.0f} MB")
            print(f"  page: {page.stat().st_size / 1e6:.1f} MB; chunks: {len(sizes)} files, "
                  f"{sum(sizes) / 1e6:.1f} MB in all, largest {max(sizes, default=0) / 1e6:.2f} MB")
            m = measure_open(page)
            print(f"  open: first graph after {m['open_s']:.2f} s, JS heap {m['heap_mb']:.0f} MB, Chromium RSS {m['rss_mb']:.0f} MB ({m['pages']})")
            print(f"  ELK layout ms, pages 1..: {m['layout_ms']} (edges of pages 2..: {m['edges']})")
            print(f"  an op's maps: {m['op_maps_s']:.2f} s; whole function, first result: "
                  f"{m['function_entries_s']:.2f} s ({m['entries_shown']} entries rendered); JS heap then {m['heap_after_mb']:.0f} MB, Chromium RSS {m['rss_after_mb']:.0f} MB")
            sys.stdout.flush()
            os.remove(page)


if __name__ == "__main__":
    main()
