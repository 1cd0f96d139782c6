"""What a program's text says of each function's arguments and results:
their types, and the names JAX gives them.

The reports number arguments and results; the names are in the text.
JAX prints, in ``lowered.as_text(debug_info=True)``, each argument with a
location that is its pytree path and each result with a
``jax.result_info`` attribute::

    func.func public @main(%arg0: tensor<8x16xf32> loc("params['w1']"), %arg1: tensor<2x8xf32> loc("x"))
        -> (tensor<2x16xf32> {jax.result_info = "result['out']"}) {

This module reads the pretty form of ``func.func`` headers only: XLA HLO
text and MLIR's generic form give no signatures (the reports still number
the arguments).
"""

from __future__ import annotations

import re
from typing import Dict, List, NamedTuple, Optional, Tuple

from ._location import parse_location, unescape


class Slot(NamedTuple):
    """One argument or result of a function header: its position, its type
    as printed, and its name (an argument's location name, a result's
    ``jax.result_info``), ``None`` when the text gives none."""

    index: int
    type: str
    path: Optional[str]


class Signature(NamedTuple):
    """A ``func.func`` header: name, visibility, arguments and results."""

    name: str
    public: bool
    arguments: Tuple[Slot, ...]
    results: Tuple[Slot, ...]


_FUNCTION = re.compile(r'(?<![\w."])func\.func\s+(?:(public|private|nested)\s+)?@("(?:[^"\\]|\\.)*"|[\w$.\-]+)\s*\(')
_ALIAS = re.compile(r"^#([\w$.\-]+) = loc\((.*)\)\s*$", re.MULTILINE)
_RESULT_INFO = re.compile(r'jax\.result_info\s*=\s*"((?:[^"\\]|\\.)*)"')
_OPEN, _CLOSE = "([{<", ")]}>"


def _skip_string(text: str, at: int) -> int:
    """The index after the string that starts at ``text[at] == '"'``."""
    at += 1
    while at < len(text) and text[at] != '"':
        at += 2 if text[at] == "\\" else 1
    return at + 1


def _is_bracket(text: str, at: int) -> bool:
    """Whether ``<``/``>`` at ``at`` nests (not ``->``, ``<=``, ``>=``)."""
    c = text[at]
    if c == ">" and at > 0 and text[at - 1] == "-":
        return False
    return not (c in "<>" and text[at + 1 : at + 2] == "=")


def _item_end(text: str, at: int, stops: str) -> int:
    """The end of the item starting at ``at``: the first character of
    ``stops`` (or whitespace, when ``stops`` holds a space) outside
    brackets and strings, or an unmatched closing bracket."""
    depth = 0
    while at < len(text):
        c = text[at]
        if c == '"':
            at = _skip_string(text, at)
            continue
        if depth == 0 and (c in stops or (" " in stops and c.isspace())):
            return at
        if c in _OPEN and _is_bracket(text, at):
            depth += 1
        elif c in _CLOSE and _is_bracket(text, at):
            if depth == 0:
                return at
            depth -= 1
        at += 1
    return at


def _list(text: str, at: int) -> Tuple[List[str], int]:
    """The comma-separated items of the parenthesized list whose ``(`` is
    at ``at``, stripped, and the index after its ``)``."""
    items: List[str] = []
    at += 1
    while True:
        end = _item_end(text, at, ",")
        item = text[at:end].strip()
        if item:
            items.append(item)
        if end >= len(text) or text[end] != ",":
            return items, end + 1
        at = end + 1


def _parts(item: str) -> Tuple[str, str, str]:
    """A header item (``%arg0: TYPE {attrs} loc(...)`` or ``TYPE {attrs}``)
    as its type, attribute dictionary text and location text."""
    if item.startswith("%"):
        item = item.split(":", 1)[1].strip() if ":" in item else ""
    end = _item_end(item, 0, " {")
    type_text, rest = item[:end], item[end:].strip()
    attributes = location = ""
    if rest.startswith("{"):
        close = _item_end(rest, 1, "}")
        attributes, rest = rest[: close + 1], rest[close + 1 :].strip()
    if rest.startswith("loc(") and rest.endswith(")"):
        location = rest[4:-1]
    return type_text, attributes, location


def signatures(text: str) -> Dict[str, Signature]:
    """The header of every ``func.func`` in ``text``, by name. Never raises:
    what cannot be read is left out."""
    found: Dict[str, Signature] = {}
    aliases: Optional[Dict[str, str]] = None
    for match in _FUNCTION.finditer(text):
        name = match.group(2)
        name = unescape(name[1:-1]) if name.startswith('"') else name
        items, at = _list(text, match.end() - 1)
        arguments = []
        for index, item in enumerate(items):
            type_text, _, location = _parts(item)
            if location.startswith("#"):
                if aliases is None:
                    aliases = {m.group(1): m.group(2) for m in _ALIAS.finditer(text)}
                location = aliases.get(location[1:], "")
            path = parse_location(location).op_name if location else None
            arguments.append(Slot(index, type_text, path))
        results: List[Slot] = []
        while at < len(text) and text[at].isspace():
            at += 1
        if text.startswith("->", at):
            at += 2
            while at < len(text) and text[at].isspace():
                at += 1
            if text.startswith("(", at):
                outputs, _ = _list(text, at)
            else:
                outputs = [text[at : _item_end(text, at, " {")]]
            for index, item in enumerate(outputs):
                type_text, attributes, _ = _parts(item)
                info = _RESULT_INFO.search(attributes)
                results.append(Slot(index, type_text, unescape(info.group(1)) if info else None))
        found.setdefault(name, Signature(name, match.group(1) in (None, "public"), tuple(arguments), tuple(results)))
    return found


class TensorType(NamedTuple):
    """What a type says of a value's size: ``shape`` (``None`` per dynamic
    dimension; ``None`` for an unranked or non-tensor type), ``dtype`` in
    NumPy's names where one exists (``float32``, ``bfloat16``, ``int8``,
    ``bool``), else MLIR's, and ``element_bytes`` as the reports count
    them (sub-byte types and ``i1`` a byte each; ``None`` when unknown)."""

    shape: Optional[Tuple[Optional[int], ...]]
    dtype: Optional[str]
    element_bytes: Optional[int]


_TENSOR = re.compile(r"^tensor<((?:(?:\d+|\?)x)*)([^,]*)(?:,.*)?>$", re.DOTALL)
# MLIR's float and boolean element types: NumPy's name, bytes.
_NUMPY_NAMES = {"f16": ("float16", 2), "bf16": ("bfloat16", 2), "f32": ("float32", 4), "f64": ("float64", 8), "i1": ("bool", 1)}


def _element(element: str) -> Tuple[str, Optional[int]]:
    """NumPy's name of an MLIR element type and its bytes."""
    element = element.strip()
    complex_type = re.fullmatch(r"complex<(\w+)>", element)
    if complex_type:
        inner, inner_bytes = _element(complex_type.group(1))
        bits = None if inner_bytes is None else 16 * inner_bytes
        return (f"complex{bits}" if bits else element), (None if inner_bytes is None else 2 * inner_bytes)
    if element in _NUMPY_NAMES:
        return _NUMPY_NAMES[element]
    integer = re.fullmatch(r"(si|ui|i)(\d+)", element)
    if integer:
        bits = int(integer.group(2))
        return ("uint" if integer.group(1) == "ui" else "int") + str(bits), (bits + 7) // 8
    small_float = re.fullmatch(r"f(\d+)(E\w+)", element)
    if small_float:
        bits = int(small_float.group(1))
        return f"float{bits}_{small_float.group(2).lower()}", (bits + 7) // 8
    return element, None


def tensor_type(type_text: str) -> TensorType:
    """The :class:`TensorType` of a printed type (``tensor<8x?xf32>``)."""
    match = _TENSOR.match(type_text.strip())
    if not match:
        return TensorType(None, type_text or None, None)
    dims = tuple(None if d == "?" else int(d) for d in match.group(1).split("x")[:-1])
    dtype, element_bytes = _element(match.group(2))
    return TensorType(dims, dtype, element_bytes)


def size_in_bytes(value: TensorType) -> Optional[int]:
    """The bytes of a value of static shape, else ``None``."""
    if value.shape is None or value.element_bytes is None or any(d is None for d in value.shape):
        return None
    elements = 1
    for d in value.shape:
        elements *= d  # type: ignore[operator]
    return elements * value.element_bytes
