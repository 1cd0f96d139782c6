"""Where an op comes from: MLIR location text read back into the source
line a person wrote.

The reports print an op's location as MLIR does (``docs/contract.md``,
``loc``): ``file:line:col`` for a file location, otherwise MLIR's syntax
without ``loc(...)``. JAX's debug info (``lowered.as_text(debug_info=True)``)
gives each op a location such as::

    "jit(f)/tanh"(callsite("f"("/home/me/model.py":5:8 to :49) at "<module>"("/home/me/model.py":9:10 to :52)))

a name (XLA's ``op_name``: the ``jit`` nesting and the primitive) around
the Python call stack, innermost frame first. :func:`parse_location` reads
that back as ``/home/me/model.py:5:8`` with ``op_name`` ``jit(f)/tanh``.
"""

from __future__ import annotations

import re
from typing import List, NamedTuple, Optional, Tuple, Union


class Location(NamedTuple):
    """An op's location: the first file position in it (for a call stack,
    the innermost frame: the line that made the op), the name the location
    carries at its top (JAX: XLA's ``op_name``, such as ``jit(f)/tanh``),
    and the location's ``text`` as the report printed it. ``str()`` is
    ``file:line:col``, or ``text`` when there is no file position."""

    file: Optional[str]
    line: Optional[int]
    column: Optional[int]
    op_name: Optional[str]
    text: str

    @classmethod
    def parse(cls, text: str) -> "Location":
        """The location of a report's location text (``loc``, a liveness
        ``location``); never raises: a text this reader does not follow
        keeps only ``text``."""
        return parse_location(text)

    def __str__(self) -> str:
        if self.file is None:
            return self.text
        if self.column is None:
            return f"{self.file}:{self.line}"
        return f"{self.file}:{self.line}:{self.column}"


class _File(NamedTuple):
    file: str
    line: int
    column: Optional[int]


class _Name(NamedTuple):
    name: str
    child: Optional["_Node"]


class _CallSite(NamedTuple):
    callee: "_Node"
    caller: "_Node"


class _Fused(NamedTuple):
    children: Tuple["_Node", ...]


class _Opaque(NamedTuple):
    """``unknown`` and what this reader does not know."""

    text: str


_Node = Union[_File, _Name, _CallSite, _Fused, _Opaque]

# A file location printed as the report prints one (no quotes).
_PLAIN_FILE = re.compile(r"^(.*):(\d+):(\d+)$")


class _Reader:
    """A recursive-descent reader of MLIR's location syntax (the printer's
    forms: file ranges, names, call sites, fused locations, ``unknown``)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0

    def fail(self) -> None:
        raise ValueError(f"not a location at {self.at}: {self.text!r}")

    def skip_space(self) -> None:
        while self.at < len(self.text) and self.text[self.at].isspace():
            self.at += 1

    def take(self, word: str) -> bool:
        self.skip_space()
        if self.text.startswith(word, self.at):
            self.at += len(word)
            return True
        return False

    def expect(self, word: str) -> None:
        if not self.take(word):
            self.fail()

    def string(self) -> str:
        """A quoted MLIR string, unescaped (``\\\\``, ``\\"``, ``\\XX`` hex)."""
        self.expect('"')
        out: List[str] = []
        while self.at < len(self.text):
            c = self.text[self.at]
            if c == '"':
                self.at += 1
                return "".join(out)
            if c == "\\" and self.at + 1 < len(self.text):
                pair = self.text[self.at + 1 : self.at + 3]
                if len(pair) == 2 and all(h in "0123456789abcdefABCDEF" for h in pair):
                    out.append(chr(int(pair, 16)))
                    self.at += 3
                    continue
                out.append(self.text[self.at + 1])
                self.at += 2
                continue
            out.append(c)
            self.at += 1
        self.fail()
        return ""

    def number(self) -> Optional[int]:
        start = self.at
        while self.at < len(self.text) and self.text[self.at].isdigit():
            self.at += 1
        return int(self.text[start : self.at]) if self.at > start else None

    def location(self) -> _Node:
        self.skip_space()
        if self.take("unknown"):
            return _Opaque("unknown")
        if self.take("callsite("):
            callee = self.location()
            self.expect("at")
            caller = self.location()
            self.expect(")")
            return _CallSite(callee, caller)
        if self.take("fused"):
            if self.take("<"):
                self.skip_balanced("<", ">")
            self.expect("[")
            children = [self.location()]
            while self.take(","):
                children.append(self.location())
            self.expect("]")
            return _Fused(tuple(children))
        if self.take("#"):
            # An alias (``#loc3``) the report did not expand: opaque.
            start = self.at
            while self.at < len(self.text) and (self.text[self.at].isalnum() or self.text[self.at] in "_$."):
                self.at += 1
            return _Opaque("#" + self.text[start : self.at])
        if self.text.startswith('"', self.at):
            name = self.string()
            if self.text.startswith(":", self.at):
                return self.file_position(name)
            if self.take("("):
                child = self.location()
                self.expect(")")
                return _Name(name, child)
            return _Name(name, None)
        self.fail()
        return _Opaque("")

    def file_position(self, file: str) -> _File:
        """``:line:col``, ``:line:col to [line]:col`` or ``:line`` after a
        file name."""
        self.expect(":")
        line = self.number()
        if line is None:
            self.fail()
        column = None
        if self.text.startswith(":", self.at):
            self.at += 1
            column = self.number()
        if self.take("to"):
            self.skip_space()
            self.number()
            if self.text.startswith(":", self.at):
                self.at += 1
                self.number()
        return _File(file, line or 0, column)

    def skip_balanced(self, open: str, close: str) -> None:
        depth = 1
        while self.at < len(self.text) and depth:
            c = self.text[self.at]
            if c == '"':
                self.string()
                continue
            depth += (c == open) - (c == close)
            self.at += 1


def _first_file(node: Optional[_Node]) -> Optional[_File]:
    """The first file position: a call site's callee before its caller,
    a name's child, a fused location's children in order."""
    if node is None or isinstance(node, _Opaque):
        return None
    if isinstance(node, _File):
        return node
    if isinstance(node, _Name):
        return _first_file(node.child)
    if isinstance(node, _CallSite):
        return _first_file(node.callee) or _first_file(node.caller)
    for child in node.children:
        found = _first_file(child)
        if found is not None:
            return found
    return None


def unescape(body: str) -> str:
    """The value of an MLIR string literal's body (between its quotes)."""
    try:
        return _Reader(f'"{body}"').string()
    except ValueError:
        return body


def parse_location(text: str) -> Location:
    """The :class:`Location` of a report's location text; never raises (a
    text this reader does not follow keeps only ``text``)."""
    plain = _PLAIN_FILE.match(text)
    if plain and not text.startswith(('"', "callsite(", "fused")):
        return Location(plain.group(1), int(plain.group(2)), int(plain.group(3)), None, text)
    reader = _Reader(text)
    try:
        node = reader.location()
        reader.skip_space()
        if reader.at != len(text):
            reader.fail()
    except ValueError:
        return Location(None, None, None, None, text)
    position = _first_file(node)
    op_name = node.name if isinstance(node, _Name) else None
    if position is None:
        return Location(None, None, None, op_name, text)
    return Location(position.file, position.line, position.column, op_name, text)

