"""index_opt: which elements each op and each function of a tensor program reads.

The analyses of the ``index-opt`` tool (XLA's indexing maps on StableHLO,
linalg and tensor IR; buffer liveness; tiles), for Python. The program is
MLIR text, or any object with ``.as_text()`` such as the
``jax.stages.Lowered`` of ``jax.jit(f).lower(x)`` (JAX itself is never
imported)::

    import index_opt
    report = index_opt.analyze(jax.jit(f).lower(x))
    for entry in report.functions[0].function_indexing:
        print(entry.result, entry.operand, [str(m) for m in entry.maps])

- :func:`analyze`: per-op and per-function indexing maps (a :class:`Report`,
  whose :meth:`Report.to_json` is byte for byte the driver's
  ``--indexing-report=json``); ``counts=True`` / ``coalescing=...`` add the
  cost figures of ``docs/cost.md``.
- :func:`html_report`: the self-contained HTML page of
  ``--indexing-report=html`` (dataflow graph, maps, element explorer).
- :func:`liveness`: buffer liveness and peak memory (``--liveness-report``).
- :func:`tiling`, :func:`valid_tilings`: tiles of every value a result tile
  reads (``--hlo-tiling``).
- :class:`IndexingMap`: parse, print, simplify, compose, evaluate and
  enumerate maps.
- :mod:`index_opt.model_explorer`: each op's figures as node data of
  Google's Model Explorer, keyed by the node ids of its MLIR adapter.

A ``jax.stages.Lowered`` is read with JAX's debug info: each :class:`Op`
is located at the Python line that made it, with XLA's ``op_name``;
:attr:`Report.arguments` and :attr:`Report.results` are named by pytree
path (``params['w1']``), with what the results read of each argument
(``counts=True``) or, in :func:`liveness`, its share of the peak;
:meth:`Report.to_records` and :meth:`Report.to_pandas` make a table of
every entry.

Errors in the input raise :class:`IndexOptError` carrying the located
diagnostics exactly as the driver prints them (``file:line:col: error:
...``). The reports' JSON layouts are documented in the repository's
``docs/contract.md``.
"""

from __future__ import annotations

import inspect as _inspect
import json as _json
import os as _os
import pathlib as _pathlib
import warnings as _warnings
from dataclasses import dataclass
from typing import Any, Dict, Iterator, List, Mapping, NamedTuple, Optional, Sequence, Tuple, Union

from . import _native
from ._arguments import Argument, ArgumentMemory, ArgumentReads, Bounds, Result
from ._arguments import argument_reads as _argument_reads
from ._arguments import arguments_memory as _arguments_memory
from ._arguments import figure_text as _figure_text
from ._arguments import summary_reads as _summary_reads
from ._location import Location
from ._location import parse_location as _parse_location
from ._native import IndexOptError
from ._signature import Signature as _Signature
from ._signature import signatures as _signatures

__all__ = [
    "IndexOptError",
    "PageSizeWarning",
    "PAGE_SIZE_LIMIT",
    "IndexingMap",
    "Variable",
    "Constraint",
    "Domain",
    "Point",
    "RtVar",
    "Location",
    "Argument",
    "ArgumentReads",
    "ArgumentMemory",
    "Result",
    "Bounds",
    "Entry",
    "Op",
    "Function",
    "Report",
    "Record",
    "Liveness",
    "LivenessFunction",
    "Tiling",
    "analyze",
    "html_report",
    "liveness",
    "tiling",
    "valid_tilings",
    "model_explorer",
]

#: Points enumerated at most by :meth:`IndexingMap.enumerate`,
#: :meth:`IndexingMap.relation` and friends unless told otherwise.
DEFAULT_LIMIT = 1 << 20

Program = Union[str, bytes, Any]
Index = Tuple[int, ...]


def _program_text(program: Program) -> str:
    """The program's text from a string, UTF-8 bytes, an MLIR module object
    (``jax.stages.Lowered.compiler_ir()``, any ``mlir.ir.Module``), a
    ``jax.export.Exported``, or an object with ``.as_text()`` such as
    ``jax.stages.Lowered`` (MLIR) or ``jax.stages.Compiled`` (XLA HLO text,
    which the native layer imports as the driver does). JAX's debug info is
    asked for where it can be (``as_text(debug_info=True)``, the module's
    ``get_asm(enable_debug_info=True)``; ``Exported.mlir_module()`` has it):
    ops are then located at the Python line that made them, with XLA's
    ``op_name``, and arguments named by their pytree paths."""
    if isinstance(program, str):
        text = program
    elif isinstance(program, (bytes, bytearray)):
        try:
            text = bytes(program).decode("utf-8")
        except UnicodeDecodeError as error:
            raise ValueError(
                f"the program's bytes are not UTF-8 (byte {error.start}: {bytes(program)[error.start:error.start + 1]!r}); "
                "MLIR text is UTF-8"
            ) from None
    elif callable(getattr(program, "mlir_module", None)):
        # jax.export.Exported: its serialized StableHLO, as text.
        text = program.mlir_module()
    elif type(program).__name__ == "Module" and hasattr(program, "operation"):
        # An MLIR module object of another MLIR (jaxlib's): its text with
        # its locations (JAX's debug info), else as str() prints it.
        try:
            text = program.operation.get_asm(enable_debug_info=True)
        except (AttributeError, TypeError):
            text = str(program)
    else:
        as_text = getattr(program, "as_text", None)
        if not callable(as_text):
            raise TypeError(
                "expected MLIR text (str or bytes), an MLIR module, a jax.export.Exported or an object with "
                f".as_text() such as jax.stages.Lowered, not {type(program).__name__}"
            )
        text = as_text(debug_info=True) if _takes_keyword(as_text, "debug_info") else as_text()
        if not isinstance(text, str):
            raise TypeError(f"{type(program).__name__}.as_text() returned {type(text).__name__}, not str")
    if not isinstance(text, str):
        raise TypeError(f"{type(program).__name__} gave {type(text).__name__}, not MLIR text")
    return text


def _takes_keyword(function: Any, name: str) -> bool:
    """Whether ``function`` takes the keyword ``name`` (``Lowered.as_text``
    takes ``debug_info``; ``Compiled.as_text`` takes nothing)."""
    try:
        parameters = _inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.name == name for p in parameters)


def _boolean(name: str, value: Any) -> bool:
    """A keyword that must be ``True`` or ``False`` (``"false"`` is a
    mistake, not true)."""
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be True or False, not {value!r}")
    return value


def _coalescing_option(coalescing: Union[None, bool, str]) -> Optional[str]:
    """``coalescing=`` as the pass takes it: ``None``/``False`` off,
    ``True`` or ``""`` the defaults, a string of ``key=value`` pairs."""
    if coalescing is None or coalescing is False:
        return None
    if coalescing is True:
        return ""
    if isinstance(coalescing, str):
        return coalescing
    raise TypeError(
        "coalescing must be True, False, None or a string such as 'warp=32 transaction=128', "
        f"not {type(coalescing).__name__}"
    )


def _option(value: str) -> str:
    """A pass option value, quoted when it holds spaces or braces."""
    if any(c in value for c in ' {}"'):
        if '"' in value:
            raise ValueError(f"option value {value!r} contains a double quote")
        return f'"{value}"'
    return value


def _flag(value: bool) -> str:
    return "true" if value else "false"


# --- maps --------------------------------------------------------------------


class Variable(NamedTuple):
    """A variable of a map's domain: its name (``d0``, ``s1``, ``rt0``) and
    inclusive bounds."""

    name: str
    lower: int
    upper: int


class Constraint(NamedTuple):
    """A constraint of a map's domain: ``expr in [lower, upper]``."""

    expr: str
    lower: int
    upper: int


class Domain(NamedTuple):
    """The domain of a map: dimension variables (the index of the tensor the
    map starts from), range variables (``s*``: positions reduced, contracted
    or windowed over), runtime variables (``rt*``: values read at run time,
    such as dynamic offsets), constraints; ``is_empty`` when known empty."""

    dims: Tuple[Variable, ...]
    range_vars: Tuple[Variable, ...]
    rt_vars: Tuple[Variable, ...]
    constraints: Tuple[Constraint, ...]
    is_empty: bool


class Point(NamedTuple):
    """A point of a map's domain and the index the map takes there."""

    dims: Index
    range_vars: Index
    rt: Index
    result: Index


class IndexingMap:
    """An indexing map: from an index of one tensor (dimension variables)
    to the indices of another it reads (output-to-input) or writes
    (input-to-output), over range and runtime variables, with constraints.

    Text form (``docs/contract.md``, XLA's notation)::

        (d0, d1)[s0]{rt0} -> (e0, e1), domain: d0 in [lo, hi], ..., s0 in [lo, hi],
        rt0 in [lo, hi], <expr> in [lo, hi], ...

    Maps are immutable values: :meth:`simplify` and :meth:`compose` return
    new maps. ``==`` compares the canonical text (the same map printed the
    same way); :meth:`same_relation` compares meaning by enumeration.
    """

    __slots__ = ("_text",)

    def __init__(self, text: str) -> None:
        """Parses ``text`` (the one-line or the seed's multi-line layout);
        raises :class:`IndexOptError` on a malformed map."""
        self._text = _native.map_parse(text)

    @classmethod
    def parse(cls, text: str) -> "IndexingMap":
        """Parses ``text``; raises :class:`IndexOptError` (with the line and
        column) on a malformed map."""
        return cls(text)

    @classmethod
    def _canonical(cls, text: str) -> "IndexingMap":
        # Text the analysis printed is canonical already: no reparse.
        map = cls.__new__(cls)
        map._text = text
        return map

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"IndexingMap({self._text!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, IndexingMap):
            return NotImplemented
        return self._text == other._text

    def __hash__(self) -> int:
        return hash(self._text)

    def simplify(self) -> "IndexingMap":
        """The map simplified (interval-aware, sound on the whole domain) with
        unused range and runtime variables removed."""
        return IndexingMap._canonical(_native.map_simplify(self._text))

    def compose(self, second: "IndexingMap") -> "IndexingMap":
        """This map, then ``second``: from this map's domain to ``second``'s
        results (this map's results must be ``second``'s dimensions)."""
        return IndexingMap._canonical(_native.map_compose(self._text, second._text))

    @property
    def domain(self) -> Domain:
        """The variables with their bounds, and the constraints."""
        dims, range_vars, rt_vars, constraints, _, empty = _native.map_domain(self._text)
        return Domain(
            tuple(Variable(*v) for v in dims),
            tuple(Variable(*v) for v in range_vars),
            tuple(Variable(*v) for v in rt_vars),
            tuple(Constraint(*c) for c in constraints),
            empty,
        )

    @property
    def results(self) -> Tuple[str, ...]:
        """The result expressions, as text."""
        return tuple(_native.map_domain(self._text)[4])

    def _arity(self, point: Sequence[int], range_vars: Sequence[int], rt: Sequence[int]) -> Tuple[list, list]:
        domain = self.domain
        for what, values, variables in (
            ("point", point, domain.dims),
            ("range_vars", range_vars, domain.range_vars),
            ("rt", rt, domain.rt_vars),
        ):
            if len(values) != len(variables):
                raise ValueError(f"{what} has {len(values)} values; the map has {len(variables)} such variables")
        return [int(x) for x in point], [int(x) for x in range_vars] + [int(x) for x in rt]

    def evaluate(self, point: Sequence[int], range_vars: Sequence[int] = (), rt: Sequence[int] = ()) -> Index:
        """The index the map gives at ``point`` (dimension values) with the
        given range and runtime variable values. The domain is not checked
        (see :meth:`contains`); raises ``ValueError`` on a wrong number of
        values and ``OverflowError`` when a value overflows 64 bits."""
        dims, symbols = self._arity(point, range_vars, rt)
        values = _native.map_evaluate(self._text, dims, symbols)
        if values is None:
            raise OverflowError(f"{self._text} overflows 64 bits at {tuple(point)}")
        return tuple(values)

    def contains(self, point: Sequence[int], range_vars: Sequence[int] = (), rt: Sequence[int] = ()) -> bool:
        """Whether the point lies in the domain (bounds and constraints)."""
        dims, symbols = self._arity(point, range_vars, rt)
        return _native.map_contains(self._text, dims, symbols)

    def enumerate(self, limit: int = DEFAULT_LIMIT) -> list:
        """Every point of the domain with the index the map takes there, in
        lexicographic order (dimensions, range, then runtime variables), as
        :class:`Point`\\ s. For small domains: raises ``ValueError`` when the
        bounding box has more than ``limit`` points."""
        points = _native.map_enumerate(self._text, limit)
        if points is None:
            raise ValueError(f"the domain of {self._text} has more than {limit} points (too large to enumerate)")
        n_range = len(self.domain.range_vars)
        out = []
        for dims, symbols in points:
            result = _native.map_evaluate(self._text, dims, symbols)
            if result is None:
                raise OverflowError(f"{self._text} overflows 64 bits at {tuple(dims)}")
            out.append(Point(tuple(dims), tuple(symbols[:n_range]), tuple(symbols[n_range:]), tuple(result)))
        return out

    def image(self, point: Sequence[int], rt: Optional[Sequence[int]] = None, limit: int = DEFAULT_LIMIT) -> frozenset:
        """The indices the map takes at dimension point ``point`` over every
        feasible range variable value; runtime variables fixed to ``rt`` or,
        when ``None``, over all their feasible values. Empty outside the
        domain."""
        target = tuple(int(x) for x in point)
        wanted = None if rt is None else tuple(int(x) for x in rt)
        return frozenset(p.result for p in self.enumerate(limit) if p.dims == target and (wanted is None or p.rt == wanted))

    def relation(self, limit: int = DEFAULT_LIMIT) -> frozenset:
        """The relation the map denotes, ``{(d, f(d, s, rt))}`` over its
        domain, as a set of ``(dims, index)`` pairs (by enumeration; raises
        ``ValueError`` beyond ``limit`` points)."""
        relation = _native.map_relation(self._text, limit)
        if relation is None:
            raise ValueError(f"the domain of {self._text} has more than {limit} points (or overflows)")
        return frozenset((tuple(d), tuple(r)) for d, r in relation)

    def same_relation(self, other: "IndexingMap", limit: int = DEFAULT_LIMIT) -> bool:
        """Whether both maps relate the same points (range variables
        existential, runtime variables by position), by enumeration."""
        same = _native.map_same_relation(self._text, other._text, limit)
        if same is None:
            raise ValueError(f"a domain has more than {limit} points (too large to compare)")
        return same


# --- the indexing report -----------------------------------------------------


@dataclass(frozen=True)
class RtVar:
    """What supplies runtime variable ``rt`` of map ``map`` of an entry
    (``docs/contract.md``): an element of operand ``operand`` at ``index``
    (a map from the same domain); or the size of dimension ``dimension`` of
    operand ``operand`` / result ``result`` / a body value defined by op
    ``defined_by`` (then ``index`` is ``None`` unless the size is read from
    an element). Fields that do not apply are ``None``."""

    map: int
    rt: int
    operand: Optional[int] = None
    index: Optional[IndexingMap] = None
    result: Optional[int] = None
    dimension: Optional[int] = None
    defined_by: Optional[str] = None

    @classmethod
    def _from(cls, data: dict) -> "RtVar":
        index = data.get("index")
        return cls(
            data["map"],
            data["rt"],
            data.get("operand"),
            None if index is None else IndexingMap._canonical(index),
            data.get("result"),
            data.get("dimension"),
            data.get("defined_by"),
        )


@dataclass(frozen=True)
class Entry:
    """One (result, operand) pair of an op, or (result, argument) pair of a
    function: the maps from an index of the one to the indices of the other
    (output-to-input: result to operand; input-to-output: operand to
    result). ``maps == ()`` and ``unknown is None``: reads nothing;
    ``unknown``: why the maps could not be computed. ``costs`` holds the
    count and coalescing fields (``elements_read``, ``bytes_read``,
    ``utilization``, ``reads_per_element``, ``exact``, ``coalescing``...)
    when asked for, and ``superset`` when the maps are a sound superset.
    In ``function_indexing``, ``result_path`` and ``operand_path`` name the
    result and the argument as the program does (JAX: ``result['out']``,
    ``params['w1']``; ``None`` when it does not)."""

    result: int
    operand: int
    maps: Tuple[IndexingMap, ...]
    unknown: Optional[str]
    rt_vars: Tuple[RtVar, ...]
    costs: Mapping[str, Any]
    result_path: Optional[str] = None
    operand_path: Optional[str] = None

    @classmethod
    def _from(cls, data: dict, operand_key: str, results: Sequence[Any] = (), arguments: Sequence[Any] = ()) -> "Entry":
        known = {"result", operand_key, "maps", "unknown", "rt_vars"}
        result, operand = data["result"], data[operand_key]
        return cls(
            result,
            operand,
            tuple(IndexingMap._canonical(m) for m in data["maps"]),
            data.get("unknown"),
            tuple(RtVar._from(r) for r in data.get("rt_vars", ())),
            {k: v for k, v in data.items() if k not in known},
            results[result].path if result < len(results) else None,
            arguments[operand].path if operand < len(arguments) else None,
        )

    def __repr__(self) -> str:
        def end(word: str, index: int, path: Optional[str]) -> str:
            return f"{word} {index}" + ("" if path is None else f" ({path})")

        if self.unknown is not None:
            maps = f"unknown: {self.unknown}"
        elif not self.maps:
            maps = "no maps"
        else:
            first = str(self.maps[0])
            maps = first if len(first) <= 120 else first[:117] + "..."
            if len(self.maps) > 1:
                maps += f" (+{len(self.maps) - 1} more maps)"
        counts = ""
        if "elements_read" in self.costs:
            c = self.costs
            counts = (f"; {_figure_text(c['elements_read'])} elements, {_figure_text(c.get('bytes_read'))} B, "
                      f"utilization {_figure_text(c.get('utilization'), digits=3)}")
        superset = "; superset" if "superset" in self.costs else ""
        return (f"<index_opt.Entry {end('result', self.result, self.result_path)}, "
                f"{end('operand', self.operand, self.operand_path)}: {maps}{counts}{superset}>")


@dataclass(frozen=True)
class Op:
    """One op of a function, in pre-order: ``id`` (its position), ``parent``
    (the enclosing op's id, ``None`` at the top level), full ``name``,
    ``location`` and one :class:`Entry` per (result, operand) pair.

    ``location`` is ``file:line:col``: where the location has a call stack
    (JAX's debug info), its innermost frame, the Python line that made the
    op; ``source`` is the :class:`Location` read from the report's text,
    and ``op_name`` the name at the top of the location (JAX: XLA's
    ``op_name``, such as ``jit(f)/tanh``), ``None`` without one."""

    id: int
    parent: Optional[int]
    name: str
    location: str
    entries: Tuple[Entry, ...]
    op_name: Optional[str] = None
    source: Optional[Location] = None

    @classmethod
    def _from(cls, data: dict) -> "Op":
        source = _parse_location(data["loc"])
        entries = tuple(Entry._from(e, "operand") for e in data["indexing"])
        return cls(data["id"], data["parent"], data["name"], str(source), entries, source.op_name, source)

    def __repr__(self) -> str:
        jax_name = "" if self.op_name is None else f" ({self.op_name})"
        count = _counted(len(self.entries), "entry")
        utilizations = [e.costs["utilization"] for e in self.entries if isinstance(e.costs.get("utilization"), (int, float))]
        lowest = f", utilization {min(utilizations):.3f}" if utilizations else ""
        return f"<index_opt.Op #{self.id} {self.name}{jax_name} at {self.location}, {count}{lowest}>"


def _by_key(values: Sequence[Any], key: Union[int, str]) -> Any:
    """The argument or result at position ``key`` (an ``int``) or named
    ``key`` (its path); ``KeyError`` naming it otherwise."""
    for value in values:
        if (value.index if isinstance(key, int) else value.path) == key:
            return value
    raise KeyError(key)


@dataclass(frozen=True)
class Function:
    """A function's ops and its ``function_indexing``: the function as one
    fusion, from each result to each argument (an :class:`Entry`'s
    ``operand`` is the argument); empty when fusion is off. ``arguments``
    (:class:`ArgumentReads`) and ``results`` (:class:`Result`) as the
    function's header declares them (empty for XLA HLO text)."""

    name: str
    ops: Tuple[Op, ...]
    function_indexing: Optional[Tuple[Entry, ...]]
    arguments: Tuple[ArgumentReads, ...] = ()
    results: Tuple[Result, ...] = ()
    #: With ``counts=True``: the function's ``summary`` object of the JSON
    #: report as a :class:`Record` (``docs/contract.md``, "Counts"):
    #: ``arguments`` (per argument ``bytes_read``, ``bytes``,
    #: ``utilization``, ...; what :attr:`arguments` hold as figures),
    #: ``bytes_read`` (the total), ``waste`` and ``most_wasteful_ops``
    #: (``id``, ``name``, ``loc``, ``bytes``); ``None`` without counts.
    summary: Optional["Record"] = None

    def argument(self, key: Union[int, str]) -> ArgumentReads:
        """The argument at position ``key`` or with path ``key``
        (``"params['w1']"``); ``KeyError`` if there is none."""
        return _by_key(self.arguments, key)

    def result(self, key: Union[int, str]) -> Result:
        """The result at position ``key`` or with path ``key``
        (``"result['out']"``); ``KeyError`` if there is none."""
        return _by_key(self.results, key)

    def __repr__(self) -> str:
        entries = "" if self.function_indexing is None else f", {_counted(len(self.function_indexing), 'function-level entry')}"
        return f"<index_opt.Function @{self.name}: {_sizes(self)}{entries}>"


def _counted(n: int, noun: str) -> str:
    """``1 op``, ``2 ops``, ``1 entry``, ``3 entries``."""
    if n == 1:
        return f"1 {noun}"
    return f"{n} {noun[:-1]}ies" if noun.endswith("y") else f"{n} {noun}s"


def _sizes(function: Function) -> str:
    return ", ".join(_counted(len(values), noun) for values, noun in (
        (function.ops, "op"), (function.arguments, "argument"), (function.results, "result")))


def _function(data: dict, signature: Optional[_Signature], counts: bool) -> Function:
    results = tuple(Result(*Argument._fields(slot)) for slot in signature.results) if signature else ()
    arguments = tuple(ArgumentReads(*Argument._fields(slot)) for slot in signature.arguments) if signature else ()
    function_indexing = None
    summary = data.get("summary")
    if "function_indexing" in data:
        function_indexing = tuple(Entry._from(e, "argument", results, arguments) for e in data["function_indexing"])
        if signature and summary is not None:
            arguments = tuple(_summary_reads(slot, summary) for slot in signature.arguments)
        elif signature:
            arguments = tuple(_argument_reads(slot, function_indexing, counts) for slot in signature.arguments)
    ops = tuple(Op._from(o) for o in data["ops"])
    return Function(data["name"], ops, function_indexing, arguments, results, None if summary is None else Record(summary))


def _entry_name(names: Sequence[str], signatures: Mapping[str, _Signature]) -> Optional[str]:
    """The entry function as buffer liveness picks it: the public ``main``,
    else the last public function, else the last."""
    public = [n for n in names if n not in signatures or signatures[n].public]
    if "main" in public:
        return "main"
    return public[-1] if public else (names[-1] if names else None)


def _flatten(record: Dict[str, Any], prefix: str, value: Any) -> None:
    """Adds ``value`` to ``record`` under ``prefix``: objects by key
    (``reads_per_element_max``), bounds as ``X`` = ``None``, ``X_lower``
    and ``X_upper``, lists as tuples."""
    if isinstance(value, Mapping):
        if set(value) == {"lower", "upper"}:
            record[prefix] = None
            record[prefix + "_lower"], record[prefix + "_upper"] = value["lower"], value["upper"]
            return
        for key, inner in value.items():
            _flatten(record, f"{prefix}_{key}", inner)
    elif isinstance(value, list):
        record[prefix] = tuple(value)
    else:
        record[prefix] = value


def _entry_record(record: Dict[str, Any], entry: Entry) -> Dict[str, Any]:
    record["maps"] = tuple(str(m) for m in entry.maps)
    record["unknown"] = entry.unknown
    record["superset"] = entry.costs.get("superset")
    for key, value in entry.costs.items():
        if key != "superset":
            _flatten(record, key, value)
    return record


class Report:
    """The indexing of every function of a module (:func:`analyze`)."""

    def __init__(
        self,
        json_text: str,
        direction: str,
        fusion: bool,
        signatures: Optional[Mapping[str, _Signature]] = None,
        counts: bool = False,
    ) -> None:
        self._json = json_text
        #: ``output-to-input`` or ``input-to-output``.
        self.direction = direction
        #: Whether function-level maps were composed.
        self.fusion = fusion
        #: Whether entries carry counts (``counts=True``).
        self.counts = counts
        data = _json.loads(json_text)
        signatures = signatures or {}
        #: The options the report was produced with (``fusion``, ``counts``,
        #: ``coalescing``), as the report's ``options`` object.
        self.options: Mapping[str, Any] = data.get("options", {})
        #: The version of index-opt that wrote the report.
        self.index_opt_version: Optional[str] = data.get("index_opt_version")
        #: The functions, in module order.
        self.functions: Tuple[Function, ...] = tuple(
            _function(f, signatures.get(f["name"]), counts) for f in data["functions"]
        )
        #: The entry function's name (the public ``main``, else the last
        #: public function, else the last), ``None`` without functions.
        self.entry: Optional[str] = _entry_name([f.name for f in self.functions], signatures)

    def function(self, name: str) -> Function:
        """The function named ``name`` (``KeyError`` if there is none)."""
        return _named(self.functions, name)

    @property
    def arguments(self) -> Tuple[ArgumentReads, ...]:
        """The entry function's arguments (JAX: one per leaf of the
        arguments' pytrees, named by path), with what its results read of
        each when ``counts=True``."""
        return () if self.entry is None else self.function(self.entry).arguments

    @property
    def results(self) -> Tuple[Result, ...]:
        """The entry function's results (JAX: named by ``jax.result_info``)."""
        return () if self.entry is None else self.function(self.entry).results

    def to_json(self) -> str:
        """The report as JSON: byte for byte ``index-opt
        --indexing-report=json`` on the same program."""
        return self._json

    def to_records(self, level: str = "op") -> List[Dict[str, Any]]:
        """The report as plain dicts, for tables. ``level="op"``: one per
        (function, op, result, operand) entry, with ``function``, ``op``
        (id), ``parent``, ``name``, ``op_name``, ``location``, ``result``,
        ``operand``; ``level="function"``: one per function-level entry,
        with ``function``, ``result``, ``result_path``, ``argument``,
        ``argument_path``. Then ``maps`` (their text), ``unknown``,
        ``superset`` and, when the report has them, the count and coalescing
        fields of ``docs/contract.md`` flattened (``reads_per_element_max``,
        ``coalescing_transactions``); a figure known only as bounds is
        ``None`` beside ``<figure>_lower`` and ``<figure>_upper``."""
        if level not in ("op", "function"):
            raise ValueError(f"level must be 'op' or 'function', not {level!r}")
        records: List[Dict[str, Any]] = []
        for function in self.functions:
            if level == "function":
                for entry in function.function_indexing or ():
                    head = {"function": function.name, "result": entry.result, "result_path": entry.result_path,
                            "argument": entry.operand, "argument_path": entry.operand_path}
                    records.append(_entry_record(head, entry))
                continue
            for op in function.ops:
                for entry in op.entries:
                    head = {"function": function.name, "op": op.id, "parent": op.parent, "name": op.name,
                            "op_name": op.op_name, "location": op.location, "result": entry.result,
                            "operand": entry.operand}
                    records.append(_entry_record(head, entry))
        return records

    def to_pandas(self, level: str = "op") -> Any:
        """:meth:`to_records` as a ``pandas.DataFrame`` (pandas is not a
        dependency: ``ImportError`` when it is not installed)."""
        try:
            import pandas
        except ImportError:
            raise ImportError("to_pandas() needs pandas: pip install pandas (or use to_records(), plain dicts)") from None
        return pandas.DataFrame.from_records(self.to_records(level))

    def __repr__(self) -> str:
        shown = ", ".join(f"@{f.name} ({_sizes(f)})" for f in self.functions[:4])
        more = f", and {len(self.functions) - 4} more functions" if len(self.functions) > 4 else ""
        options = "".join([", counts" if self.counts else "", "" if self.fusion else ", fusion=False"])
        return f"<index_opt.Report {self.direction}{options}: {shown or 'no functions'}{more}>"


def _indexing_pipeline(direction: str, fusion: bool, counts: bool, coalescing: Optional[str]) -> str:
    if direction not in ("output-to-input", "input-to-output"):
        raise ValueError(f"direction must be 'output-to-input' or 'input-to-output', not {direction!r}")
    options = [f"direction={direction}", f"fusion={_flag(_boolean('fusion', fusion))}",
               f"counts={_flag(_boolean('counts', counts))}"]
    if coalescing is not None:
        options.append(f"coalescing={_option(coalescing or 'on')}")
    return "hlo-indexing{" + " ".join(options) + "}"


def analyze(
    program: Program,
    direction: str = "output-to-input",
    fusion: bool = True,
    *,
    counts: bool = False,
    coalescing: Union[None, bool, str] = None,
    source_name: str = "<program>",
) -> Report:
    """The indexing maps of every op and (with ``fusion``) every function of
    ``program`` (MLIR text, or an object with ``.as_text()``; a
    ``jax.stages.Lowered`` is read with its debug info: ops located at
    the Python line that made them, arguments named by pytree path).

    ``counts=True`` adds to each output-to-input entry how many distinct
    operand elements its maps read, the bytes, utilization and reads per
    element, and to each argument what the results read of it;
    ``coalescing`` (``True`` or ``""`` for the defaults, or
    ``"warp=32 transaction=128 ..."``) the memory transactions of the warps
    computing the result (``docs/cost.md``). ``source_name`` names the text in
    locations and diagnostics. Raises :class:`IndexOptError` with the
    located diagnostics when the program cannot be read or analysed.
    """
    text = _program_text(program)
    pipeline = _indexing_pipeline(direction, fusion, counts, _coalescing_option(coalescing))
    json_text = _native.run_report(text, source_name, pipeline, "indexing", "json")
    return Report(json_text, direction, fusion, _signatures(text), counts)


class PageSizeWarning(UserWarning):
    """An HTML page (:func:`html_report` without ``path``) over the page
    size limit: it embeds the whole JSON report, which the browser parses
    before it shows anything. Pass ``path`` to have the page load its data
    from chunk files beside it instead."""


#: The page size limit, in bytes, of :func:`html_report` (the driver's): a
#: page written to ``path`` whose report is larger loads it in chunks; a
#: page returned without ``path`` that is larger raises a
#: :class:`PageSizeWarning`. The environment variable
#: ``INDEX_OPT_PAGE_LIMIT`` replaces it, read as the driver reads it.
PAGE_SIZE_LIMIT: int = _native.PAGE_SIZE_LIMIT


def html_report(
    program: Program,
    direction: str = "output-to-input",
    fusion: bool = True,
    *,
    counts: bool = False,
    coalescing: Union[None, bool, str] = None,
    source_name: str = "<program>",
    path: Union[None, str, "_os.PathLike[str]"] = None,
) -> str:
    """The self-contained HTML page of ``index-opt --indexing-report=html``:
    each function's dataflow graph, every op's maps in XLA's layout,
    and an element explorer (``docs/html.md``); ``counts`` and
    ``coalescing`` as for :func:`analyze`. A ``jax.stages.Lowered`` is
    read with its debug info: each op's location on the page names its
    Python line.

    With ``path``, the page is also written to that file, as
    ``index-opt --indexing-report=html -o PATH`` writes it: past the page
    size limit (:data:`PAGE_SIZE_LIMIT`) its report goes to chunk files in
    ``PATH.files/`` (the extension replaced), which the page loads as they
    are shown, so that a model of any size opens in seconds. Without
    ``path``, a page over the limit raises a :class:`PageSizeWarning` (the
    page is still returned, whole)."""
    pipeline = _indexing_pipeline(direction, fusion, counts, _coalescing_option(coalescing))
    text = _program_text(program)
    if path is None:
        page = _native.run_report(text, source_name, pipeline, "indexing", "html")
        limit = _native.page_size_limit()
        if len(page) > limit:
            _warnings.warn(
                f"the HTML page of {source_name} is {len(page) / 1e6:.1f} MB, over the {limit / 1e6:.1f} MB limit "
                "of a page (it embeds the whole JSON report, which the browser parses before it shows anything); "
                "pass path='FILE.html' to write a page that loads its data in chunks from beside it",
                PageSizeWarning,
                stacklevel=2,
            )
        return page
    target = _pathlib.Path(path)
    page = _native.run_report(text, source_name, pipeline, "indexing", "html", str(target))
    target.write_text(page, encoding="utf-8")
    return page


# --- liveness and tiling -----------------------------------------------------


class Record:
    """A read-only view of a JSON object of a report: keys are attributes
    (``record.peak_bytes``) and items (``record["peak_bytes"]``); nested
    objects are records, arrays tuples."""

    __slots__ = ("_data",)

    def __init__(self, data: Mapping[str, Any]) -> None:
        self._data = data

    @staticmethod
    def _wrap(value: Any) -> Any:
        if isinstance(value, dict):
            return Record(value)
        if isinstance(value, list):
            return tuple(Record._wrap(v) for v in value)
        return value

    def __getattr__(self, name: str) -> Any:
        try:
            return Record._wrap(self._data[name])
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(self, name: str) -> Any:
        return Record._wrap(self._data[name])

    def __contains__(self, name: object) -> bool:
        return name in self._data

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def keys(self):
        """The keys of the JSON object."""
        return self._data.keys()

    def __dir__(self):
        return list(self._data)

    def __repr__(self) -> str:
        def short(value: Any) -> str:
            text = repr(value)
            return text if len(text) <= 40 else text[:37] + "..."

        fields = ", ".join(f"{key}={short(value)}" for key, value in self._data.items())
        return f"Record({fields})"


class _Document(Record):
    """A whole report read from its JSON text, which ``to_json`` returns."""

    __slots__ = ("_json",)

    def __init__(self, json_text: str) -> None:
        super().__init__(_json.loads(json_text))
        self._json = json_text

    def to_json(self) -> str:
        """The report's JSON: byte for byte what the driver prints for the
        same program and options (``--liveness-report=json``,
        ``--tiling-report=json``)."""
        return self._json


def _named(functions: Sequence[Any], name: str) -> Any:
    """The function named ``name`` among ``functions`` (``KeyError``)."""
    for function in functions:
        if function.name == name:
            return function
    raise KeyError(name)


class LivenessFunction(Record):
    """One function of the buffer-liveness report: a :class:`Record` of its
    JSON object (``buffers``, ``memory``, ...) with each argument's share
    of the peak (``arguments``, :class:`ArgumentMemory`, named as the
    function's header names them) and the peak's :class:`Location`."""

    __slots__ = ("_arguments",)

    def __init__(self, data: Mapping[str, Any], signature: Optional[_Signature] = None) -> None:
        super().__init__(data)
        self._arguments = _arguments_memory(signature.arguments, data) if signature else ()

    @property
    def arguments(self) -> Tuple[ArgumentMemory, ...]:
        """Each argument with the bytes of it live at the peak and its
        share of the peak (empty for XLA HLO text)."""
        return self._arguments

    def argument(self, key: Union[int, str]) -> ArgumentMemory:
        """The argument at position ``key`` or with path ``key``;
        ``KeyError`` if there is none."""
        return _by_key(self._arguments, key)

    @property
    def peak_location(self) -> Optional[Location]:
        """Where the op at the peak comes from (for JAX, the Python line),
        ``None`` without a peak op."""
        peak_op = self._data.get("memory", {}).get("peak_op")
        return None if not peak_op else _parse_location(peak_op["location"])


class Liveness(_Document):
    """The buffer-liveness report (:func:`liveness`; JSON layout in
    ``docs/liveness.md``): ``index_opt_version``, ``direction`` (``None``:
    liveness has no maps), ``options``; ``functions``
    (:class:`LivenessFunction`), each with ``buffers`` (bytes, live range,
    offset, aliases), ``memory`` (``peak_bytes``, ``peak_op``, ``at_peak``,
    ``arena_bytes``, ``lower_bound``, ``timeline``)..., and ``arguments``
    with their share of the peak."""

    __slots__ = ("_functions",)

    def __init__(self, json_text: str, signatures: Optional[Mapping[str, _Signature]] = None) -> None:
        super().__init__(json_text)
        found = signatures or {}
        self._functions = tuple(LivenessFunction(f, found.get(f["name"])) for f in self._data["functions"])

    @property
    def functions(self) -> Tuple[LivenessFunction, ...]:
        """The functions, in module order."""
        return self._functions

    def function(self, name: str) -> LivenessFunction:
        """The function named ``name`` (``KeyError`` if there is none)."""
        return _named(self._functions, name)

    @property
    def arguments(self) -> Tuple[ArgumentMemory, ...]:
        """The entry function's arguments (``entry``) with their share of
        the peak."""
        entry = self._data.get("entry")
        return () if entry is None else self.function(entry).arguments

    def __repr__(self) -> str:
        entry = self._data.get("entry")
        if entry is None:
            return f"<index_opt.Liveness {self._data.get('ordering')}: no functions>"
        function = self.function(entry)
        memory = function._data.get("memory", {})
        peak_op = memory.get("peak_op")
        where = ""
        if peak_op:
            location = _parse_location(peak_op["location"])
            jax_name = "" if location.op_name is None else f" ({location.op_name})"
            where = f" at op #{peak_op['op']} {peak_op['op_name']}{jax_name} at {location}"
        others = len(self._functions) - 1
        more = f"; {_counted(others, 'more function')}" if others else ""
        return (f"<index_opt.Liveness {self._data.get('ordering')}: @{entry} peak {memory.get('peak_bytes')} B{where}, "
                f"{len(function._data.get('buffers', ()))} buffers{more}>")


class Tiling(_Document):
    """A tiling report (:func:`tiling`; ``docs/tiling.md``):
    ``index_opt_version``, ``direction`` (``output-to-input`` tiling a
    result, ``input-to-output`` an argument), ``options``; the result's
    ``shape``, ``tile``, ``tiles``, ``offsets`` map, ``valid``/``exact``,
    and ``values``: the tiles of every value the result tile reads."""

    __slots__ = ()


def liveness(
    program: Program,
    ordering: str = "sequential",
    reshape_aliases: bool = True,
    *,
    interference: bool = False,
    source_name: str = "<program>",
) -> Liveness:
    """Buffer liveness and peak memory of every function (the pass
    ``buffer-liveness``): ``ordering`` ``sequential`` (program order) or
    ``dependency`` (any order the dataflow allows: a peak lower bound);
    ``reshape_aliases``: reshapes and bitcasts share their operand's
    buffer; ``interference``: add the pairs of buffers that may share
    memory."""
    if ordering not in ("sequential", "dependency"):
        raise ValueError(f"ordering must be 'sequential' or 'dependency', not {ordering!r}")
    pipeline = (
        f"buffer-liveness{{ordering={_option(ordering)} "
        f"reshape-aliases={_flag(_boolean('reshape_aliases', reshape_aliases))} "
        f"interference={_flag(_boolean('interference', interference))}}}"
    )
    text = _program_text(program)
    return Liveness(_native.run_report(text, source_name, pipeline, "liveness", "json"), _signatures(text))


def _tiling_run(program: Program, function: str, options: Sequence[str], source_name: str) -> str:
    name = function if function.startswith("@") else "@" + function
    pipeline = "hlo-tiling{" + " ".join([f"function={_option(name)}", *options]) + "}"
    return _native.run_report(_program_text(program), source_name, pipeline, "tiling", "json")


def tiling(
    program: Program,
    function: str,
    tile: Sequence[int],
    result: int = 0,
    *,
    argument: Optional[int] = None,
    source_name: str = "<program>",
) -> Tiling:
    """Tiles ``function``'s result ``result`` (or, with ``argument``, that
    argument) into tiles of ``tile`` sizes and gives the tile of every value
    of the function each result tile reads (``hlo-tiling``)."""
    options = [f"result={int(result)}", "tile=" + ",".join(str(int(t)) for t in tile)]
    if argument is not None:
        options.append(f"argument={int(argument)}")
    return Tiling(_tiling_run(program, function, options, source_name))


def valid_tilings(program: Program, function: str, result: int = 0, *, source_name: str = "<program>") -> Tuple[Index, ...]:
    """The tile sizes of ``function``'s result ``result`` whose tiles read
    exact tiles of every value (``hlo-tiling{list-valid=true}``)."""
    data = _json.loads(_tiling_run(program, function, [f"result={int(result)}", "list-valid=true"], source_name))
    return tuple(tuple(sizes) for sizes in data["valid_tilings"])


# index-opt's figures as Model Explorer node data (pure Python; Model
# Explorer itself is not imported). Last: it uses the names above.
from . import model_explorer  # noqa: E402
