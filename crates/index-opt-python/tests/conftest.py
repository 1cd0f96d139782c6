"""Shared fixtures of the index_opt pytest suite: the repository, the
driver binary (the oracle the package must agree with byte for byte) and
the JAX corpus vendored in the repository (test/corpus/jax)."""

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
