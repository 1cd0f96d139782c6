"""index-opt's per-op figures as node data of Google's Model Explorer.

Model Explorer (PyPI ``ai-edge-model-explorer``) draws a StableHLO/MLIR
file as one graph per function and colours its nodes by *node data*: a
JSON file mapping each graph's node ids to values. :func:`node_data`
computes one figure of index-opt for every op of every function and keys
it by the node id Model Explorer's MLIR adapter gives that op::

    import index_opt.model_explorer as overlay
    overlay.write_node_data("utilization.json", lowered, "utilization")
    # model-explorer model.mlir --node_data_paths=utilization.json

The JSON is built from plain dicts in the layout of Model Explorer's
``model_explorer.node_data_builder.ModelNodeData`` (graph id, then
``GraphNodeData``: ``name``, ``results`` of ``NodeDataResult`` ``value``
and optional ``bgColor``, ``thresholds`` or ``gradient``). Model Explorer
itself is never imported.

Figures (:data:`FIGURES`):

- ``utilization``: the lowest utilization of the op's entries (elements
  of an operand read over its elements; 0 to 1, coloured by absolute
  thresholds: red at or below 0.25);
- ``bytes_read``: the bytes the op reads of all its operands (the sum of
  its entries' ``bytes_read``);
- ``reads_per_element``: the most elements of one operand that one
  result element reads (the largest ``reads_per_element.max``: 1 for
  elementwise ops, the contracted size for a dot);
- ``live_bytes``: the bytes live while the op runs (buffer liveness's
  timeline);
- ``peak_share``: ``live_bytes`` over the function's peak (1 at the peak);
- ``unknown``: why the op's maps are unknown, or ``"known"``.

An op with an ``unknown`` entry gets, in the indexing figures, the first
such reason as a string value (with its own colour) rather than a number
computed from part of its operands. A figure known only as bounds gives
its upper bound (``bounds="lower"``: its lower bound); a figure without
one is a string (``"not statically shaped"``, ``"no upper bound"``).
"""

from __future__ import annotations

import json
from typing import Any, Dict, Mapping, Optional, Union

from . import Function, Op, Program, _program_text, analyze, liveness

__all__ = ["FIGURES", "node_ids", "node_data", "write_node_data"]

#: The figures :func:`node_data` computes.
FIGURES = ("utilization", "bytes_read", "reads_per_element", "live_bytes", "peak_share", "unknown")

_INDEXING_FIGURES = ("utilization", "bytes_read", "reads_per_element")

#: The background of an op whose figure is an unknown reason.
UNKNOWN_COLOR = "#b4a7d6"

# Fractions have an absolute meaning: thresholds (a value at or below a
# threshold takes its colour). Byte and element counts only compare within
# the program: a gradient from its smallest to its largest value.
_UTILIZATION_THRESHOLDS = [
    {"value": 0.25, "bgColor": "#e06666"},
    {"value": 0.5, "bgColor": "#f6b26b"},
    {"value": 0.75, "bgColor": "#ffe599"},
    {"value": 1, "bgColor": "#b6d7a8"},
]
_SHARE_THRESHOLDS = [
    {"value": 0.25, "bgColor": "#ffffff"},
    {"value": 0.5, "bgColor": "#f4cccc"},
    {"value": 0.75, "bgColor": "#ea9999"},
    {"value": 1, "bgColor": "#e06666"},
]
_GRADIENT = [{"stop": 0, "bgColor": "#ffffff"}, {"stop": 1, "bgColor": "#e06666"}]


def node_ids(function: Function) -> Dict[int, str]:
    """Model Explorer's node id of each op of ``function`` that its MLIR
    adapter draws, by op id (an :class:`index_opt.Op`'s ``id``).

    The adapter (``ai-edge-model-explorer-adapter``; ``FuncOpToSubgraph``,
    ``AddNode`` and ``MaybeAddNestedRegion`` in
    ``src/builtin-adapter/adapters/mlir/translate_helpers.cc`` of
    google-ai-edge/model-explorer) numbers the ops of each function from 0
    in pre-order, terminators included (drawn as ``Outputs``), the order of
    index-opt's op ids, but draws only the ops of the function's body, the
    ops in the regions of those, and the ops in the regions of a drawn
    ``sdy`` op: the body of a ``reduce`` inside a ``while`` body has no
    node, and the ids after it shift. Function arguments (``arg0``) and
    region inputs (``pid3_arg0``) are nodes of no op."""
    parent_of = {op.id: op.parent for op in function.ops}
    name_of = {op.id: op.name for op in function.ops}
    ids: Dict[int, str] = {}
    for op in sorted(function.ops, key=lambda o: o.id):
        parent = op.parent
        drawn = parent is None or (
            parent in ids and (parent_of[parent] is None or name_of[parent].startswith("sdy."))
        )
        if drawn:
            ids[op.id] = str(len(ids))
    return ids


def _pick(value: Any, bounds: str) -> Optional[Union[int, float]]:
    """A count of the JSON (a number, ``None``, or ``{"lower", "upper"}``)
    as one number: the bound asked for (``None``: none)."""
    if isinstance(value, Mapping):
        return value[bounds]
    return value


def _indexing_value(op: Op, figure: str, bounds: str) -> Union[None, int, float, str]:
    """One indexing figure of ``op`` (``None``: the op has no entry with
    counts, such as a constant or a return)."""
    unknown = next((e.unknown for e in op.entries if e.unknown is not None), None)
    if unknown is not None:
        return unknown
    costs = [e.costs for e in op.entries if "elements_read" in e.costs]
    if not costs:
        return None
    if figure == "bytes_read":
        if any(c.get("bytes_read") is None for c in costs):
            return "not statically shaped"
        values = [_pick(c["bytes_read"], bounds) for c in costs]
        return "no upper bound" if None in values else sum(values)
    if figure == "utilization":
        values = [_pick(c.get("utilization"), bounds) for c in costs]
        known = [v for v in values if v is not None]
        return min(known) if known else "not statically shaped"
    values = [_pick(c["reads_per_element"]["max"], bounds) for c in costs]
    return "no upper bound" if None in values else max(values)


def _unknown_value(op: Op) -> Optional[str]:
    if not op.entries:
        return None
    return next((e.unknown for e in op.entries if e.unknown is not None), "known")


def _result(value: Union[int, float, str], unknown: bool) -> Dict[str, Any]:
    return {"value": value, "bgColor": UNKNOWN_COLOR} if unknown else {"value": value}


def node_data(
    program: Program,
    figure: str = "utilization",
    *,
    bounds: str = "upper",
    source_name: str = "<program>",
) -> Dict[str, Any]:
    """``figure`` (one of :data:`FIGURES`) of every op of every function of
    ``program`` as Model Explorer's node data: ``{function name: {"name",
    "results": {node id: {"value", ["bgColor"]}}, "thresholds" |
    "gradient"}}`` (``ModelNodeData.graphsData``'s JSON; graph ids are
    function names, node ids those of :func:`node_ids`). Every function has
    a graph entry; ops without the figure (no entries with counts, or not
    on the liveness timeline, such as the scalar body of a ``reduce``) have
    no result.

    ``program`` is what :func:`index_opt.analyze` takes; give Model
    Explorer the same program as MLIR text (``lowered.as_text()``). XLA HLO
    text is refused (``ValueError``): Model Explorer draws it with another
    adapter and other ids. ``bounds`` (``"upper"`` or ``"lower"``) picks
    the bound of a figure known only as bounds."""
    if figure not in FIGURES:
        raise ValueError(f"figure must be one of {', '.join(map(repr, FIGURES))}, not {figure!r}")
    if bounds not in ("upper", "lower"):
        raise ValueError(f"bounds must be 'upper' or 'lower', not {bounds!r}")
    text = _program_text(program)
    if text.lstrip().startswith("HloModule"):
        raise ValueError("Model Explorer's node ids are those of its MLIR adapter: give the program as MLIR, not XLA HLO text")
    report = analyze(text, counts=figure in _INDEXING_FIGURES, source_name=source_name)
    memory = liveness(text, source_name=source_name) if figure in ("live_bytes", "peak_share") else None

    graphs: Dict[str, Any] = {}
    for function in report.functions:
        if function.name == "NoOp":
            continue  # the adapter draws no graph for a function of that name
        ids = node_ids(function)
        results: Dict[str, Any] = {}
        if memory is not None:
            record = memory.function(function.name).memory
            live = dict(record.timeline)
            for op_id, node in ids.items():
                if op_id not in live:
                    continue
                if figure == "live_bytes":
                    results[node] = {"value": live[op_id]}
                elif record.peak_bytes:
                    results[node] = {"value": live[op_id] / record.peak_bytes}
        else:
            ops = {op.id: op for op in function.ops}
            for op_id, node in ids.items():
                op = ops[op_id]
                if figure == "unknown":
                    value = _unknown_value(op)
                else:
                    value = _indexing_value(op, figure, bounds)
                if value is not None:
                    has_unknown = any(e.unknown is not None for e in op.entries)
                    results[node] = _result(value, has_unknown)
        graph: Dict[str, Any] = {"name": f"index-opt {figure}", "results": results}
        if figure == "utilization":
            graph["thresholds"] = [dict(t) for t in _UTILIZATION_THRESHOLDS]
        elif figure == "peak_share":
            graph["thresholds"] = [dict(t) for t in _SHARE_THRESHOLDS]
        elif figure != "unknown":
            graph["gradient"] = [dict(g) for g in _GRADIENT]
        graphs[function.name] = graph
    return graphs


def write_node_data(path: str, program: Program, figure: str = "utilization", **options: Any) -> Dict[str, Any]:
    """Writes :func:`node_data` of ``program`` to ``path`` as JSON (what
    ``model-explorer MODEL --node_data_paths=PATH`` loads) and returns it;
    ``options`` as for :func:`node_data`."""
    data = node_data(program, figure, **options)
    with open(path, "w", encoding="utf-8") as out:
        json.dump(data, out, indent=2)
        out.write("\n")
    return data
