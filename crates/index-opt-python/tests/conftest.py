"""Shared fixtures of the index_opt pytest suite: the repository, the
driver binary (the oracle the package must agree with byte for byte) and
the JAX corpus vendored in the repository (test/corpus/jax)."""

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
DRIVER = ROOT / "target" / "release" / "index-opt"
CORPUS = ROOT / "test" / "corpus" / "jax"


def corpus_files():
    """The corpus programs (absolute paths: the driver is given the same
    path as the package's source_name, so that locations print the same)."""
    if not CORPUS.is_dir():
        return []
    return sorted(CORPUS.glob("*.mlir"))


def run_driver(*args, cwd=ROOT):
    """The driver's stdout, stderr and exit status."""
    done = subprocess.run([str(DRIVER), *map(str, args)], cwd=cwd, capture_output=True, text=True)
    return done.stdout, done.stderr, done.returncode


@pytest.fixture(scope="session")
def driver():
    if not DRIVER.exists():
        pytest.fail(f"{DRIVER} is missing: run `make build` first")
    return run_driver


@pytest.fixture(scope="session")
def corpus():
    files = corpus_files()
    if not files:
        pytest.fail(f"no JAX corpus at {CORPUS}")
    return files


def summary_arguments(text, function="main"):
    """The argument lines of ``function``'s summary in the driver's text
    report with counts: per argument, what follows ``argument N: ``."""
    block = text.split(f"function @{function}\n", 1)[1].split("\n  op ", 1)[0]
    return {int(m.group(1)): m.group(2) for m in re.finditer(r"^    argument (\d+): (.*)$", block, re.M)}


def summary_line(argument):
    """An ``index_opt.ArgumentReads`` written as the driver's summary
    writes its argument (``docs/contract.md``, "Counts")."""

    def figure(value, digits=None):
        if hasattr(value, "lower"):
            return f"{figure(value.lower, digits)}..{figure(value.upper, digits)}"
        return f"{value:.{digits}f}" if digits else str(value)

    if argument.bytes_read is None:
        return "not statically shaped"
    notes = [f"utilization {figure(argument.utilization, 3)}"] if argument.bytes else []
    if argument.unknown is not None:
        notes.append(f"some reads unknown: {argument.unknown}")
    return f"{figure(argument.bytes_read)} B read of {argument.bytes} B" + (f" ({'; '.join(notes)})" if notes else "")
