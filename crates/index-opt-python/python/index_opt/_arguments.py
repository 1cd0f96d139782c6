"""A function's arguments and results as a JAX user names them, with what
each report says of each argument.

Names, shapes and dtypes come from the program's text (``_signature``).
The per-argument figures come from what the JSON reports carry:

- bytes read: the function's ``summary`` in the JSON indexing report with
  counts (``docs/contract.md``, "Counts"), the text report's summary as
  figures. Without it (an extension module older than the summary in
  JSON) the same figures are computed here from the function-level
  entries' ``elements_read``, by its rule (exact when one entry reads the
  argument or one reads it whole, else between the largest read and the
  sum; an ``unknown`` entry makes it bounds up to the whole argument);
- share of the peak: the bytes of the liveness report's ``at_peak``
  groups that hold one of the argument's buffers, over ``peak_bytes``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, List, Mapping, NamedTuple, Optional, Sequence, Tuple, Union

from ._signature import Slot, size_in_bytes, tensor_type


class Bounds(NamedTuple):
    """A figure known only between ``lower`` and ``upper`` (``None``: no
    upper bound)."""

    lower: Union[int, float]
    upper: Union[int, float, None]


Figure = Union[int, float, Bounds]


def _shape_text(shape: Optional[Tuple[Optional[int], ...]], dtype: Optional[str]) -> str:
    if shape is None:
        return dtype or "?"
    return f"{dtype}[{','.join('?' if d is None else str(d) for d in shape)}]"


def figure_text(value: Any, unit: str = "", digits: Optional[int] = None) -> str:
    """A figure (a number, :class:`Bounds` or the JSON's ``{"lower",
    "upper"}``) as the text report writes it: ``16``, ``4..16``; ``?``
    for no bound."""
    if isinstance(value, Mapping):
        value = Bounds(value["lower"], value["upper"])
    if isinstance(value, Bounds):
        return f"{figure_text(value.lower, digits=digits)}..{figure_text(value.upper, digits=digits)}{unit}"
    if value is None:
        return "?"
    return (f"{value:.{digits}f}" if digits is not None else str(value)) + unit


@dataclass(frozen=True)
class Argument:
    """An argument of a function: ``index`` (its position, the reports'
    ``argument``), ``path`` (its name in the program: JAX's pytree path
    such as ``params['w1']``; ``None`` when the text gives none), ``shape``
    (``None`` per dynamic dimension), ``dtype`` (NumPy's name where one
    exists) and ``bytes`` (``None`` unless statically shaped)."""

    index: int
    path: Optional[str]
    shape: Optional[Tuple[Optional[int], ...]]
    dtype: Optional[str]
    bytes: Optional[int]

    @staticmethod
    def _fields(slot: Slot) -> Tuple[int, Optional[str], Any, Optional[str], Optional[int]]:
        value = tensor_type(slot.type)
        return slot.index, slot.path, value.shape, value.dtype, size_in_bytes(value)

    def _head(self) -> str:
        name = f" {self.path}" if self.path is not None else ""
        size = "" if self.bytes is None else f", {self.bytes} B"
        return f"{self.index}{name}: {_shape_text(self.shape, self.dtype)}{size}"

    def __repr__(self) -> str:
        return f"<index_opt.{type(self).__name__} {self._head()}>"


@dataclass(frozen=True, repr=False)
class Result(Argument):
    """A result of a function, as :class:`Argument` describes an argument
    (``path``: JAX's ``jax.result_info``, such as ``result['out']``)."""


@dataclass(frozen=True, repr=False)
class ArgumentReads(Argument):
    """An argument with what the function's results read of it (an indexing
    report with ``counts=True``; all ``None`` without counts or without a
    static shape): ``bytes_read`` and ``elements_read`` (exact, or
    :class:`Bounds`), ``utilization`` (elements read over the argument's),
    ``exact`` and ``unknown`` (why some reads are not known, else
    ``None``). The text report's summary line of the argument, as
    figures. From the JSON summary also ``bytes_at_peak`` (the bytes of
    its storage live at the function's peak, buffer liveness's default
    order) and ``peak_share`` (that over the peak; ``None`` when the peak
    is 0 or only a lower bound)."""

    elements_read: Optional[Figure] = None
    bytes_read: Optional[Figure] = None
    utilization: Optional[Figure] = None
    exact: Optional[bool] = None
    unknown: Optional[str] = None
    bytes_at_peak: Optional[int] = None
    peak_share: Optional[float] = None

    def __repr__(self) -> str:
        if self.bytes_read is None:
            return super().__repr__()
        read = f"; read {figure_text(self.bytes_read, ' B')}, utilization {figure_text(self.utilization, digits=3)}"
        share = "" if self.peak_share is None else f"; {100 * self.peak_share:.1f} % of the peak"
        return f"<index_opt.ArgumentReads {self._head()}{read}{'' if self.exact else ' (bounds)'}{share}>"


@dataclass(frozen=True, repr=False)
class ArgumentMemory(Argument):
    """An argument in the buffer-liveness report: ``bytes_at_peak`` (the
    bytes of the storage groups live at the peak that hold one of its
    buffers; 0 when none is live there) and ``peak_share`` (that over the
    peak, ``None`` when the peak is 0)."""

    bytes_at_peak: int = 0
    peak_share: Optional[float] = None

    def __repr__(self) -> str:
        share = "" if self.peak_share is None else f" ({100 * self.peak_share:.1f} % of the peak)"
        return f"<index_opt.ArgumentMemory {self._head()}; {self.bytes_at_peak} B live at the peak{share}>"


def _count(value: Any) -> Tuple[int, Optional[int]]:
    """A count of the JSON (a number or ``{"lower", "upper"}``) as bounds."""
    if isinstance(value, Mapping):
        return value["lower"], value["upper"]
    return value, value


def _union(reads: Sequence[Tuple[int, Optional[int]]], unknown: bool, elements: int) -> Tuple[int, int]:
    """What several entries reading one argument read together (the text
    summary's ``argument_union``): exact when one entry reads it or one
    reads it whole; else between the largest and the sum (at most the
    argument); with an unknown entry, from the largest known read to the
    whole argument."""
    largest = min(max((lower for lower, _ in reads), default=0), elements)
    if any(lower >= elements for lower, _ in reads):
        return elements, elements
    if unknown:
        return largest, elements
    total = sum(elements if upper is None else upper for _, upper in reads)
    return largest, min(total, elements)


def _figure(lower: Union[int, float], upper: Union[int, float]) -> Figure:
    return lower if lower == upper else Bounds(lower, upper)


def argument_reads(slot: Slot, entries: Iterable[Any], counts: bool) -> ArgumentReads:
    """``slot``'s figures from the function-level :class:`Entry`\\ s of the
    function (those of other arguments are skipped); none without
    ``counts``. An argument no entry reads has read 0 bytes."""
    fields = Argument._fields(slot)
    value = tensor_type(slot.type)
    reads: List[Tuple[int, Optional[int]]] = []
    unknown: Optional[str] = None
    for entry in entries:
        if entry.operand != slot.index:
            continue
        if entry.unknown is not None:
            unknown = unknown or entry.unknown
        elif "elements_read" in entry.costs:
            reads.append(_count(entry.costs["elements_read"]))
    bytes_total = size_in_bytes(value)
    if not counts or bytes_total is None or not value.element_bytes:
        return ArgumentReads(*fields)
    elements = bytes_total // value.element_bytes
    lower, upper = _union(reads, unknown is not None, elements)
    return ArgumentReads(
        *fields,
        elements_read=_figure(lower, upper),
        bytes_read=_figure(lower * value.element_bytes, upper * value.element_bytes),
        utilization=_figure(lower / elements, upper / elements) if elements else None,
        exact=lower == upper,
        unknown=unknown,
    )


def _json_figure(value: Any) -> Optional[Figure]:
    """A figure of the JSON (a number, ``{"lower", "upper"}`` or ``null``)."""
    if isinstance(value, Mapping):
        return Bounds(value["lower"], value["upper"])
    return value


def summary_reads(slot: Slot, summary: Mapping[str, Any]) -> ArgumentReads:
    """``slot``'s figures from the ``summary`` of its function in the JSON
    report (``docs/contract.md``, "Counts"); none with ``fusion=false``
    (``"arguments": null``) or for a dynamic argument."""
    fields = Argument._fields(slot)
    found = [a for a in summary.get("arguments") or () if a.get("argument") == slot.index]
    if not found:
        return ArgumentReads(*fields)
    figures = found[0]
    if figures.get("bytes_read") is None:
        return ArgumentReads(*fields, bytes_at_peak=figures.get("peak_bytes"), peak_share=figures.get("peak_share"))
    return ArgumentReads(
        *fields,
        elements_read=_json_figure(figures["elements_read"]),
        bytes_read=_json_figure(figures["bytes_read"]),
        utilization=_json_figure(figures.get("utilization")),
        exact=figures.get("exact"),
        unknown=figures.get("unknown"),
        bytes_at_peak=figures.get("peak_bytes"),
        peak_share=figures.get("peak_share"),
    )


def arguments_memory(slots: Sequence[Slot], function: Mapping[str, Any]) -> Tuple[ArgumentMemory, ...]:
    """Each argument's share of the peak, from one function of the
    liveness report's JSON."""
    buffers = function.get("buffers", ())
    group_of = {b["id"]: b["group"] for b in buffers}
    groups: dict = {}
    for b in buffers:
        argument = b.get("value", {}).get("arg")
        if argument is not None:
            groups.setdefault(argument, set()).add(b["group"])
    memory = function.get("memory") or {}
    peak = memory.get("peak_bytes")
    at_peak: dict = {}
    for group in memory.get("at_peak", ()):
        at_peak[group_of.get(group["buffer"])] = at_peak.get(group_of.get(group["buffer"]), 0) + group["bytes"]
    found = []
    for slot in slots:
        live = sum(at_peak.get(g, 0) for g in groups.get(slot.index, ()))
        found.append(ArgumentMemory(*Argument._fields(slot), bytes_at_peak=live, peak_share=live / peak if peak else None))
    return tuple(found)
