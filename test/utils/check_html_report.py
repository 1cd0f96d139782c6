"""Checks an `index-opt --indexing-report=html` page against the JSON report
of the same input: the page is self-contained (no external resource), its
report element holds exactly the JSON report, and its graph element holds
one entry per function and per op, with operand sources that point at an
argument, an op result or a region argument that exists.

usage: check_html_report.py PAGE.html REPORT.json
"""

import json
import re
import sys


def script(page, element_id):
    match = re.search(rf'<script type="application/json" id="{element_id}">(.*?)</script>', page, re.S)
    if not match:
        sys.exit(f"no <script id={element_id}> in the page")
    return match.group(1)


def main():
    page = open(sys.argv[1], encoding="utf-8").read()
    report_text = open(sys.argv[2], encoding="utf-8").read()
    problems = []
    for pattern in (r"<script[^>]*\ssrc=", r"<link\b", r"@import", r"url\(\s*['\"]?https?:", r"\bfetch\(", "XMLHttpRequest"):
        if re.search(pattern, page):
            problems.append(f"external resource: {pattern}")
    embedded = script(page, "index-opt-report")
    if "<" in embedded:
        problems.append("a raw '<' inside the report element")
    if embedded.replace("\\u003c", "<") != report_text:
        problems.append("the embedded report differs from the JSON report")
    report = json.loads(embedded)
    graph = json.loads(script(page, "index-opt-graph"))
    if [f["name"] for f in graph["functions"]] != [f["name"] for f in report["functions"]]:
        problems.append("graph functions differ from the report's")
    for gf, rf in zip(graph["functions"], report["functions"]):
        if len(gf["ops"]) != len(rf["ops"]):
            problems.append(f"@{gf['name']}: {len(gf['ops'])} graph ops, {len(rf['ops'])} report ops")
            continue
        for i, op in enumerate(gf["ops"]):
            for k, operand in enumerate(op["operands"]):
                source = operand["source"]
                ok = (
                    source is None
                    or ("arg" in source and source["arg"] < len(gf["arguments"]))
                    or ("op" in source and source["op"] < len(gf["ops"]) and source["result"] < len(gf["ops"][source["op"]]["results"]))
                    or ("region_arg" in source and source["of"] < i)
                )
                if not ok:
                    problems.append(f"@{gf['name']} op {i} operand {k}: bad source {source}")
    for problem in problems:
        print("problem:", problem)
    functions = len(graph["functions"])
    ops = sum(len(f["ops"]) for f in graph["functions"])
    print(f"html report: {functions} functions, {ops} ops, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
