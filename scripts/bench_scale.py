#!/usr/bin/env python3
"""Growth series: the same JAX training step at 12, 36 and 120 layers.

Usage: bench_scale.py [REPEATS] [OUT_DIR]

For each program and mode, wall time (median of REPEATS, default 1) and peak
RSS (the child's rusage):
  (a) parse + verify + print           index-opt FILE -o /dev/null
  (b) per-op maps                      --hlo-indexing=fusion=false --indexing-report=json
  (c) with function-level indexing     --hlo-indexing --indexing-report=json
  (d) buffer liveness, text report     --liveness-report=text
  (e) buffer liveness, JSON report     --liveness-report=json
  (f) (c) with counts                  --hlo-indexing=counts=true --indexing-report=json
  (g) (f) with coalescing              --hlo-indexing=counts=true --coalescing --indexing-report=json
  (h) input to output, function-level  --hlo-indexing=direction=input-to-output --indexing-report=json
  (i) annotations                      --hlo-indexing=annotate=true (the IR with indexing.* attributes)
  (j) the HTML page                    --hlo-indexing --indexing-report=html -o FILE.html (with its chunk
                                       files; their size is recorded; the open time in a browser is
                                       scripts/measure_html_pages.py's)
plus the size of the (c) report, the HTML page's open time (seconds from
navigation to its first graph drawn in headless Chromium, with
`scripts/measure_html_pages.py`'s `measure_open`; when Selenium and
Chromium are there, as in the project's venv, else a notice) and, for the
largest program, parse + print
against `mlir-opt-22 --allow-unregistered-dialect` on the same module in
generic form (written with `index-opt --mlir-print-op-generic`). Runs of one
program alternate between modes, so machine load affects them alike; compare
ratios from one run.

For each mode, the fit of time = alpha * ops + beta * entries (function-level
entries: arguments x results, summed over functions), least squares over
the programs: the cost per op and per entry, and the largest relative
residual (a mode linear in ops and entries stays near 0 %). For the
largest program, the goals: (c) <= 3x (a), (g) <= 5x (a), (h) <= 5x (a),
peak RSS (h) <= 2x (a) and (e) <= 1.3x (a); each prints GOAL MET or GOAL
MISSED with the mode and by how much.

Prints a table, writes OUT_DIR/scale.csv and OUT_DIR/scale.svg (time and
peak RSS against ops; default OUT_DIR: docs/). The 12-layer step is the
vendored `test/corpus/jax/transformer_big_train_step.mlir`; the 36- and
120-layer ones are read from `../shared/corpus/scale/` beside the repository
(5 MB, not vendored) and skipped with a notice when absent.
"""

import csv
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INDEX_OPT = os.path.join(ROOT, "target", "release", "index-opt")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
SCALE = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "scale")
PROGRAMS = [
    ("12 layers", os.path.join(ROOT, "test", "corpus", "jax", "transformer_big_train_step.mlir")),
    ("36 layers", os.path.join(SCALE, "transformer_36l_train_step.mlir")),
    ("120 layers", os.path.join(SCALE, "transformer_120l_train_step.mlir")),
]
MODES = {
    "a": [],
    "b": ["--hlo-indexing=fusion=false", "--indexing-report=json"],
    "c": ["--hlo-indexing", "--indexing-report=json"],
    "d": ["--liveness-report=text"],
    "e": ["--liveness-report=json"],
    "f": ["--hlo-indexing=counts=true", "--indexing-report=json"],
    "g": ["--hlo-indexing=counts=true", "--coalescing", "--indexing-report=json"],
    "h": ["--hlo-indexing=direction=input-to-output", "--indexing-report=json"],
    "i": ["--hlo-indexing=annotate=true"],
    "j": ["--hlo-indexing", "--indexing-report=html"],
}
# Modes whose output is a file of their own (the HTML page writes its chunk
# files beside it, so /dev/null will not do): its size is recorded.
WRITES_FILE = {"j": ".html"}
NAMES = {"a": "(a) parse+print", "b": "(b) per-op maps", "c": "(c) function maps", "d": "(d) liveness text",
         "e": "(e) liveness JSON", "f": "(f) (c) + counts", "g": "(g) (f) + coalescing",
         "h": "(h) input to output", "i": "(i) annotations", "j": "(j) HTML page"}
# (mode, measure, bound): the mode's time or peak RSS over (a)'s, on the
# largest program.
GOALS = [("c", "seconds", 3.0), ("g", "seconds", 5.0), ("h", "seconds", 5.0), ("h", "rss_mib", 2.0),
         ("e", "rss_mib", 1.3)]


def run(command, stdout=subprocess.DEVNULL):
    """Wall seconds and peak RSS (KiB) of one run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=stdout)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"{' '.join(command)} failed with status {status}")
    return elapsed, usage.ru_maxrss


def count_ops(path):
    """Ops of the module, counted by `index-list-ops` remarks would be slow
    to parse; count `=` definitions and op lines of the generic form."""
    with tempfile.NamedTemporaryFile("w+", suffix=".mlir") as generic:
        subprocess.run([INDEX_OPT, "--mlir-print-op-generic", path, "-o", generic.name], check=True)
        return sum(1 for line in open(generic.name) if line.lstrip().startswith(('"', "%")) and '"(' in line)


def written_bytes(page):
    """The bytes of a written report: the file, and its chunk files."""
    total = os.path.getsize(page)
    chunks = page.removesuffix(".html") + ".files"
    if os.path.isdir(chunks):
        total += sum(os.path.getsize(os.path.join(chunks, name)) for name in os.listdir(chunks))
    return total


def measure(path, repeats):
    times = {mode: [] for mode in MODES}
    rss = {mode: 0 for mode in MODES}
    written = {}
    with tempfile.TemporaryDirectory() as scratch:
        for _ in range(repeats):
            for mode, flags in MODES.items():
                out = os.path.join(scratch, mode + WRITES_FILE[mode]) if mode in WRITES_FILE else "/dev/null"
                elapsed, peak = run([INDEX_OPT, *flags, path, "-o", out])
                times[mode].append(elapsed)
                rss[mode] = max(rss[mode], peak)
                if mode in WRITES_FILE:
                    written[mode] = written_bytes(out)
                    shutil.rmtree(out.removesuffix(".html") + ".files", ignore_errors=True)
    with tempfile.NamedTemporaryFile(suffix=".json") as report:
        run([INDEX_OPT, *MODES["c"], path, "-o", report.name])
        report_bytes = os.path.getsize(report.name)
    return {mode: statistics.median(values) for mode, values in times.items()}, rss, report_bytes, written


def parse_against_mlir_opt(path, repeats):
    """Median parse+print of index-opt (pretty form) and mlir-opt-22
    (generic form, unregistered ops), alternating."""
    with tempfile.NamedTemporaryFile("w+", suffix=".mlir") as generic:
        subprocess.run([INDEX_OPT, "--mlir-print-op-generic", path, "-o", generic.name], check=True)
        ours, theirs = [], []
        for _ in range(max(repeats, 3)):
            ours.append(run([INDEX_OPT, path, "-o", "/dev/null"])[0])
            theirs.append(run([MLIR_OPT, "--allow-unregistered-dialect", generic.name, "-o", "/dev/null"])[0])
    return statistics.median(ours), statistics.median(theirs)


def svg(rows, path):
    """Two panels: wall time and peak RSS against ops, one line per mode."""
    width, height, margin, right = 380, 260, 70, 36
    colors = {"a": "#4c72b0", "b": "#55a868", "c": "#c44e52", "d": "#8172b2", "e": "#ccb974", "f": "#64b5cd",
              "g": "#dd8452", "h": "#937860", "i": "#da8bc3", "j": "#8c8c8c"}
    names = NAMES
    max_ops = max(r["ops"] for r in rows)
    # The HTML page's open time, where it was measured: a dashed line.
    opened = [r for r in rows if r["html_open_s"] is not None]

    def panel(x0, key, unit, title):
        extra = [r["html_open_s"] for r in opened] if key == "seconds" else []
        top = max([r[f"{key}_{m}"] for r in rows for m in MODES] + extra) * 1.1
        out = [f'<g transform="translate({x0},0)">',
               f'<text x="{width / 2}" y="20" text-anchor="middle" font-size="14">{title}</text>',
               f'<line x1="{margin}" y1="{height - margin}" x2="{width - right}" y2="{height - margin}" stroke="black"/>',
               f'<line x1="{margin}" y1="30" x2="{margin}" y2="{height - margin}" stroke="black"/>',
               f'<text x="{width / 2}" y="{height - 18}" text-anchor="middle" font-size="12">ops</text>',
               f'<text x="16" y="{(height - margin + 30) / 2}" text-anchor="middle" font-size="12" '
               f'transform="rotate(-90 16 {(height - margin + 30) / 2})">{unit}</text>']

        def xy(ops, value):
            x = margin + (width - right - margin) * ops / max_ops
            y = height - margin - (height - margin - 30) * value / top
            return x, y

        for fraction in (0, 0.5, 1):
            y = height - margin - (height - margin - 30) * fraction
            label = f"{top * fraction:.0f}" if top >= 10 else f"{top * fraction:.2f}"
            out.append(f'<text x="{margin - 4}" y="{y + 4}" text-anchor="end" font-size="10">{label}</text>')
        for r in rows:
            x, _ = xy(r["ops"], 0)
            out.append(f'<text x="{x}" y="{height - margin + 14}" text-anchor="middle" font-size="10">{r["ops"]}</text>')
        for mode in MODES:
            points = [xy(r["ops"], r[f"{key}_{mode}"]) for r in rows]
            out.append('<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>'
                       % (colors[mode], " ".join(f"{x:.1f},{y:.1f}" for x, y in points)))
            for x, y in points:
                out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{colors[mode]}"/>')
        if key == "seconds" and opened:
            points = [xy(r["ops"], r["html_open_s"]) for r in opened]
            out.append('<polyline fill="none" stroke="%s" stroke-width="2" stroke-dasharray="5,3" points="%s"/>'
                       % (colors["j"], " ".join(f"{x:.1f},{y:.1f}" for x, y in points)))
        out.append("</g>")
        return out

    body = panel(0, "seconds", "wall seconds", "time") + panel(width, "rss_mib", "peak RSS (MiB)", "memory")
    legend = []
    for i, mode in enumerate(MODES):
        x, y = 10 + 185 * (i % 4), height + 4 + 18 * (i // 4)
        legend.append(f'<rect x="{x}" y="{y}" width="12" height="12" fill="{colors[mode]}"/>')
        legend.append(f'<text x="{x + 16}" y="{y + 10}" font-size="11">{names[mode]}</text>')
    if opened:
        i = len(MODES)
        x, y = 10 + 185 * (i % 4), height + 4 + 18 * (i // 4)
        legend.append(f'<line x1="{x}" y1="{y + 6}" x2="{x + 12}" y2="{y + 6}" stroke="{colors["j"]}" '
                      f'stroke-width="2" stroke-dasharray="5,3"/>')
        legend.append(f'<text x="{x + 16}" y="{y + 10}" font-size="11">(j) page open, first graph</text>')
    with open(path, "w") as out:
        legend_height = 6 + 18 * ((len(MODES) + bool(opened) + 3) // 4)
        out.write(f'<svg xmlns="http://www.w3.org/2000/svg" width="{2 * width}" height="{height + legend_height}" '
                  f'font-family="sans-serif">\n<rect width="100%" height="100%" fill="white"/>\n')
        out.write("\n".join(body + legend) + "\n</svg>\n")


def open_time(path):
    """Seconds from navigation to the first graph of `path`'s HTML page in
    headless Chromium, or None (with the reason) when Selenium or Chromium
    is missing."""
    try:
        import measure_html_pages
        import selenium  # noqa: F401 (measure_open drives Chromium with it)
    except ImportError as error:
        return None, f"the HTML page's open time is not measured: {error}"
    if not os.path.exists("/usr/bin/chromium"):
        return None, "the HTML page's open time is not measured: /usr/bin/chromium is missing"
    with tempfile.TemporaryDirectory() as scratch:
        page, _, _ = measure_html_pages.write_page(measure_html_pages.Path(path), scratch)
        return measure_html_pages.measure_open(page)["open_s"], None


def count_entries(path):
    """Function-level entries: arguments x results, summed over the
    functions (read from each `func.func` signature line)."""
    entries = 0
    for line in open(path):
        if "func.func" not in line or "(" not in line:
            continue
        head, _, results = line.partition(") -> ")
        arguments = len(re.findall(r"%[A-Za-z0-9_]+: ", head))
        results = len(re.findall(r"tensor<", results)) if results else 0
        entries += arguments * results
    return entries


def fits(rows):
    """Per mode: time = alpha * ops + beta * entries, least squares over
    every program (no constant term), and the largest relative residual: a
    mode linear in ops and entries has small residuals."""
    lines = []
    for mode in MODES:
        xs = [(r["ops"], r["entries"]) for r in rows]
        ys = [r[f"seconds_{mode}"] for r in rows]
        # The 2x2 normal equations.
        soo = sum(o * o for o, _ in xs)
        see = sum(e * e for _, e in xs)
        soe = sum(o * e for o, e in xs)
        sy_o = sum(o * y for (o, _), y in zip(xs, ys))
        sy_e = sum(e * y for (_, e), y in zip(xs, ys))
        det = soo * see - soe * soe
        alpha = (sy_o * see - sy_e * soe) / det
        beta = (soo * sy_e - soe * sy_o) / det
        worst = max(abs(alpha * o + beta * e - y) / y for (o, e), y in zip(xs, ys))
        lines.append(f"  fit {NAMES[mode]}: {alpha * 1e6:.2f} us per op + {beta * 1e6:.3f} us per entry, "
                     f"largest residual {100 * worst:.0f} %")
    return lines


def goals(row):
    """GOAL MET / GOAL MISSED lines for the largest program."""
    lines = []
    for mode, measure, bound in GOALS:
        ratio = row[f"{measure}_{mode}"] / row[f"{measure}_a"]
        what = "time" if measure == "seconds" else "peak RSS"
        verdict = "GOAL MET" if ratio <= bound else f"GOAL MISSED by {100 * (ratio / bound - 1):.0f} %"
        lines.append(f"  {verdict}: {NAMES[mode]} {what} {ratio:.2f}x (a), bound {bound}x")
    return lines


def main():
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    out_dir = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "docs")
    rows = []
    for name, path in PROGRAMS:
        if not os.path.exists(path):
            print(f"NOTICE: {path} not found (../shared/corpus/scale beside the repository): {name} skipped")
            continue
        ops = count_ops(path)
        wall, rss, report_bytes, written = measure(path, repeats)
        opened, notice = open_time(path)
        if notice:
            print(f"NOTICE: {notice}")
        row = {"program": name, "ops": ops, "entries": count_entries(path), "report_mb": round(report_bytes / 1e6, 1),
               "html_mb": round(written["j"] / 1e6, 1), "html_open_s": None if opened is None else round(opened, 2)}
        for mode in MODES:
            row[f"seconds_{mode}"] = round(wall[mode], 3)
            row[f"rss_mib_{mode}"] = round(rss[mode] / 1024, 1)
        rows.append(row)
        print(f"{name}: {ops} ops, " + ", ".join(
            f"({m}) {wall[m]:.2f} s {rss[m] / 1024:.0f} MiB" for m in MODES)
            + f", report {report_bytes / 1e6:.1f} MB; c/a {wall['c'] / wall['a']:.1f}, b/a {wall['b'] / wall['a']:.2f}, "
            f"RSS c/a {rss['c'] / rss['a']:.2f}; liveness d/a {wall['d'] / wall['a']:.2f}, e/a {wall['e'] / wall['a']:.2f}, "
            f"RSS d/a {rss['d'] / rss['a']:.2f}, e/a {rss['e'] / rss['a']:.2f}; counts f/c {wall['f'] / wall['c']:.2f}, "
            f"coalescing g/f {wall['g'] / wall['f']:.2f}; input to output h/a {wall['h'] / wall['a']:.1f}, "
            f"RSS h/a {rss['h'] / rss['a']:.2f}; annotations i/a {wall['i'] / wall['a']:.1f}, "
            f"HTML j/a {wall['j'] / wall['a']:.1f} ({written['j'] / 1e6:.1f} MB with its chunks"
            + ("" if opened is None else f", first graph in Chromium after {opened:.2f} s") + ")", flush=True)
    if not rows:
        return 1
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "scale.csv"), "w", newline="") as out:
        writer = csv.DictWriter(out, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    svg(rows, os.path.join(out_dir, "scale.svg"))
    print("\n".join(fits(rows)))
    print(f"{rows[-1]['program']}:")
    print("\n".join(goals(rows[-1])))
    largest = rows[-1]
    ours, theirs = parse_against_mlir_opt(dict(PROGRAMS)[largest["program"]], repeats)
    print(f"{largest['program']}: parse+print index-opt (pretty) {ours:.2f} s, mlir-opt-22 (generic, unregistered) "
          f"{theirs:.2f} s, ratio {ours / theirs:.2f}")
    print(f"wrote {os.path.join(out_dir, 'scale.csv')} and {os.path.join(out_dir, 'scale.svg')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
