# index-opt: the two commands a new user needs are `make run` and `make test`.
# Both install what is missing (Debian packages), build in release mode and
# reuse earlier build outputs, so a second run installs nothing and rebuilds
# only what changed.

SHELL := /bin/bash
.DEFAULT_GOAL := run

LLVM_PREFIX ?= /usr/lib/llvm-22
LIT ?= $(LLVM_PREFIX)/bin/lit
CARGO ?= $(shell command -v cargo 2>/dev/null || echo $(HOME)/.cargo/bin/cargo)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# LLVM/MLIR 22 (headers, shared libMLIR/libLLVM, static C API archives,
# mlir-tblgen, mlir-opt, FileCheck, lit), libclang 22 for bindgen,
# clang 22 for our C++ (the compiler Debian built MLIR with, see build.rs),
# clang-format 22 for `make lint`, python3-venv for the Python package's venv
# and chromium + chromium-driver for the HTML report's browser test.
APT_PACKAGES := libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools \
	libclang-22-dev libpolly-22-dev libzstd-dev clang-22 clang-format-22 python3 \
	cmake pkg-config gcc g++ python3-venv chromium chromium-driver
EXAMPLE ?= examples/mlp_linalg.mlir
BIN := target/release/index-opt
PLUGIN := target/release/libindex_opt_plugin.so

.PHONY: run test deps build lint lit cargo-test conformance bench clean help fuzz fuzz-all fuzz-build fuzz-deps fuzz-prune python python-test

help:
	@echo "make run    install what is missing, build (release), run index-opt on $(EXAMPLE)"
	@echo "make test   install what is missing, build, cargo test + the lit suite"
	@echo "make deps   only install missing Debian packages"
	@echo "make build  only build index-opt and the mlir-opt plugin"
	@echo "make lint   rustfmt, clippy (-D warnings), rustdoc (-D warnings) and clang-format checks"
	@echo "make lit    only the lit suite (LIT_FILTER=regex narrows it)"
	@echo "make python build the Python package index_opt into .venv (then: .venv/bin/python)"
	@echo "make python-test   its pytest suite (with the headless-browser test of the HTML report)"
	@echo "make conformance  the tallies against XLA's own tests (converted, and from their HLO)"
	@echo "make fuzz TARGET=map_text|simplify|driver|programs SECONDS=60   one AFL++ fuzz target (not part of make test)"
	@echo "make fuzz-all SECONDS=600   each fuzz target in turn"

## Install the Debian packages that are missing (nothing when all are there),
## and npm when there is none.
deps:
	@missing=$$(for p in $(APT_PACKAGES); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed$$' || echo $$p; \
	  done); \
	if [ -n "$$missing" ]; then \
	  echo "installing:" $$missing; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@# npm installs the HTML page's layout library at build time
	@# (crates/index-opt-report/build.rs). Debian's nodejs and npm only when
	@# there is no npm at all: a Node.js from elsewhere (nodesource's bundles
	@# npm) would conflict with them.
	@command -v npm >/dev/null 2>&1 || { echo "installing: nodejs npm"; $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends nodejs npm; }
	@test -x "$(CARGO)" || { echo "error: cargo not found; install Rust (rustup) first" >&2; exit 1; }

build: deps
	$(CARGO) build --release --workspace
	@mkdir -p target/release/pkgconfig
	@sed -e 's|@ROOT@|$(CURDIR)|' -e 's|@VERSION@|0.1.0|' cmake/index-opt-c.pc.in > target/release/pkgconfig/index-opt-c.pc.tmp
	@cmp -s target/release/pkgconfig/index-opt-c.pc.tmp target/release/pkgconfig/index-opt-c.pc || mv target/release/pkgconfig/index-opt-c.pc.tmp target/release/pkgconfig/index-opt-c.pc
	@rm -f target/release/pkgconfig/index-opt-c.pc.tmp

run: build
	$(BIN) --indexing-report=text $(EXAMPLE)

cargo-test: build
	$(CARGO) test --release --workspace

lit: build
	$(LIT) -sv test

## The gate: formatting (rustfmt.toml, .clang-format: C++, the C API headers,
## the C test and the C++ example), clippy and rustdoc
## with warnings as errors (lints in Cargo.toml and each crate root).
CLANG_FORMAT ?= $(LLVM_PREFIX)/bin/clang-format
lint: deps
	$(CARGO) fmt --all --check
	$(CARGO) fmt --manifest-path fuzz/Cargo.toml --check
	$(CARGO) clippy --release --workspace --all-targets -- -D warnings
	RUSTDOCFLAGS="-D warnings" $(CARGO) doc --release --no-deps --workspace --quiet
	{ find mlir include -name '*.cpp' -o -name '*.h'; echo test/CAPI/capi.c examples/cpp-consumer/main.cpp; } | xargs -n1 | sort | xargs $(CLANG_FORMAT) --dry-run -Werror

test: lint cargo-test lit python-test

## The Python package index_opt (crates/index-opt-python), built with maturin
## into a project-local venv; JAX is installed there too when PyPI offers it
## (for examples/jax and the two-MLIRs-in-one-process test).
VENV := .venv
PYTHON ?= python3
PY_DIR := crates/index-opt-python
$(VENV)/.installed: $(PY_DIR)/requirements-dev.txt $(PY_DIR)/requirements-jax.txt
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -q --disable-pip-version-check -r $(PY_DIR)/requirements-dev.txt
	$(VENV)/bin/pip install -q --disable-pip-version-check -r $(PY_DIR)/requirements-jax.txt || \
	  echo "NOTICE: JAX did not install; the JAX test is skipped and examples/jax cannot run"
	touch $@

python: build $(VENV)/.installed
	PATH=$(CURDIR)/$(VENV)/bin:$$PATH VIRTUAL_ENV=$(CURDIR)/$(VENV) $(VENV)/bin/maturin develop --release --quiet -m $(PY_DIR)/Cargo.toml

python-test: python
	$(VENV)/bin/python -m pytest -q $(PY_DIR)/tests

## Parse+print speed against upstream mlir-opt, the indexing and scale
## series, and the tiling goals, each measured in one run.
bench: build
	python3 scripts/bench_parse_print.py
	python3 scripts/bench_indexing.py
	@# The venv's Python has Selenium: the growth series then also opens each
	@# HTML page in headless Chromium (the first graph's time).
	$(if $(wildcard $(VENV)/bin/python),$(VENV)/bin/python,python3) scripts/bench_scale.py
	$(CARGO) run --release --quiet -p indexing-analysis --example bench_tiling
	@if [ -x $(VENV)/bin/python ] && $(VENV)/bin/python -c 'import jax' 2>/dev/null; then \
		$(VENV)/bin/python scripts/bench_loops.py; \
	else echo "NOTICE: bench_loops.py skipped: JAX is not in $(VENV) (make python installs it)"; fi
	python3 scripts/bench_hlo.py
	python3 scripts/bench_chains.py
	@if [ -x $(VENV)/bin/python ]; then $(VENV)/bin/python scripts/bench_simplifier.py; \
	else echo "NOTICE: bench_simplifier.py skipped: no $(VENV) (make python makes it)"; fi

## XLA's simplifier tests (maps.jsonl), buffer-liveness tests (liveness.jsonl),
## tile tests (tiles.jsonl) and cost-analysis tests (utilization.jsonl) of
## XLA's conformance records beside the repository (skipped with a notice
## without it), with the tallies: each of the last three on the converted
## StableHLO and again from the records' own HLO ("(from HLO)").
conformance: build
	set -o pipefail; $(CARGO) test --release -p indexing-map --test xla_maps -- --nocapture 2>&1 | grep -E "^XLA|^  |test result"
	set -o pipefail; $(CARGO) test --release -p buffer-liveness --test xla_liveness -- --nocapture 2>&1 | grep -E "^XLA|^  |test result"
	set -o pipefail; $(CARGO) test --release -p indexing-map --test tile xla_tile_tests -- --nocapture 2>&1 | grep -E "^XLA|^  |test result"
	set -o pipefail; $(CARGO) test --release -p indexing-analysis --test xla_tiles -- --nocapture 2>&1 | grep -E "^XLA|^  |test result"
	set -o pipefail; $(CARGO) test --release -p indexing-analysis --test xla_utilization -- --nocapture 2>&1 | grep -E "^XLA|^  |test result"

clean:
	$(CARGO) clean
	rm -rf test/Output

## Coverage-guided fuzzing with AFL++ (Debian's afl++) on stable Rust: the
## targets of fuzz/ are instrumented with LLVM's SanitizerCoverage
## (trace-pc-guard, as afl-clang-fast does) and linked with AFL++'s runtime,
## built into target/fuzz. Seeds come from the repository's test data
## (scripts/fuzz_seeds.py); findings land in target/fuzz/out/TARGET/.
## See docs/fuzzing.md.
FUZZ_TARGETS := map_text simplify driver programs
TARGET ?= map_text
SECONDS ?= 60
# Command-line variables reach recipes' environments, and build scripts read
# TARGET (cargo's target triple): keep these two to make.
unexport TARGET SECONDS
AFL_RUNTIME := /usr/lib/afl/afl-compiler-rt.o
FUZZ_RUSTFLAGS := -Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=3 \
	-Cllvm-args=-sanitizer-coverage-trace-pc-guard -Cllvm-args=-sanitizer-coverage-prune-blocks=0 \
	-Clink-arg=$(AFL_RUNTIME) -Clink-arg=-Wl,-rpath,$(LLVM_PREFIX)/lib

fuzz-deps: deps
	@dpkg-query -W -f='$${Status}\n' afl++ 2>/dev/null | grep -q '^install ok installed$$' || { \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends afl++; }

fuzz-build: fuzz-deps
	cd fuzz && RUSTFLAGS="$(FUZZ_RUSTFLAGS)" CARGO_TARGET_DIR=$(CURDIR)/target/fuzz $(CARGO) build --release

fuzz: build fuzz-build
	@case " $(FUZZ_TARGETS) " in *" $(TARGET) "*) ;; *) echo "TARGET must be one of: $(FUZZ_TARGETS)" >&2; exit 1;; esac
	python3 scripts/fuzz_seeds.py $(TARGET) target/fuzz/seeds/$(TARGET)
	rm -rf target/fuzz/out/$(TARGET) && mkdir -p target/fuzz/out
	AFL_NO_UI=1 AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_SKIP_CRASHES=1 \
	  afl-fuzz -V $(SECONDS) -t 5000 -m none -i target/fuzz/seeds/$(TARGET) \
	  -o target/fuzz/out/$(TARGET) -- target/fuzz/release/$(TARGET) @@
	python3 scripts/fuzz_seeds.py --summary target/fuzz/out/$(TARGET)

## Keep what a run of TARGET found: the kept corpus fuzz/corpus/TARGET becomes
## the afl-cmin minimization of itself and the run's queue (files renamed
## 0000, 0001, ...).
fuzz-prune:
	@test -d target/fuzz/out/$(TARGET)/default/queue || { echo "no run of $(TARGET) to prune: make fuzz TARGET=$(TARGET) first" >&2; exit 1; }
	rm -rf target/fuzz/prune && mkdir -p target/fuzz/prune/in
	cp target/fuzz/out/$(TARGET)/default/queue/id:* target/fuzz/prune/in/
	if [ -d fuzz/corpus/$(TARGET) ]; then for f in fuzz/corpus/$(TARGET)/*; do cp $$f target/fuzz/prune/in/kept-$$(basename $$f); done; fi
	AFL_SKIP_BIN_CHECK=1 afl-cmin -i target/fuzz/prune/in -o target/fuzz/prune/out -t 5000 -m none -- target/fuzz/release/$(TARGET) @@
	rm -rf fuzz/corpus/$(TARGET) && mkdir -p fuzz/corpus/$(TARGET)
	n=0; for f in target/fuzz/prune/out/*; do cp "$$f" fuzz/corpus/$(TARGET)/$$(printf '%04d' $$n); n=$$((n+1)); done; \
	  echo "fuzz/corpus/$(TARGET): $$n inputs"

fuzz-all: fuzz-build
	@for t in $(FUZZ_TARGETS); do $(MAKE) --no-print-directory fuzz TARGET=$$t SECONDS=$(SECONDS) || exit 1; done
