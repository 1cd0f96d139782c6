# lit configuration for index-opt's FileCheck tests.
#
# Run all:      make lit            (or: /usr/lib/llvm-22/bin/lit -sv test)
# Run one:      /usr/lib/llvm-22/bin/lit -v test/Driver/split-input-file.mlir
#
# Tools come from LLVM 22 (FileCheck, not, split-file) and from the cargo
# build (index-opt, the plugin); INDEX_OPT_BUILD_DIR overrides
# target/release.

import os
import shutil

import lit.formats

config.name = "index-opt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test", ".c"]
# `corpus` holds test data (the vendored JAX corpus), not tests.
config.excludes = ["Inputs", "utils", "corpus", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "Output")

repo_root = os.path.dirname(config.test_source_root)
llvm_bin = os.environ.get("LLVM_22_BIN", "/usr/lib/llvm-22/bin")
build_dir = os.environ.get(
    "INDEX_OPT_BUILD_DIR", os.path.join(repo_root, "target", "release")
)

for tool in ["FileCheck", "not", "split-file", "mlir-opt"]:
    if not os.path.exists(os.path.join(llvm_bin, tool)):
        lit_config.fatal(f"{tool} not found in {llvm_bin}: run `make deps`")
index_opt = os.path.join(build_dir, "index-opt")
plugin = os.path.join(build_dir, "libindex_opt_plugin.so")
for artifact in [index_opt, plugin]:
    if not os.path.exists(artifact):
        lit_config.fatal(f"{artifact} not built: run `make build`")

config.environment["PATH"] = os.pathsep.join(
    [build_dir, llvm_bin, config.environment.get("PATH", os.environ["PATH"])]
)
# Diagnostics and `--help` text must not depend on the user's terminal.
config.environment["LC_ALL"] = "C"

python = shutil.which("python3") or "/usr/bin/python3"
config.substitutions.append(("%python", python))
config.substitutions.append(
    ("%expect-exit", f"{python} {os.path.join(config.test_source_root, 'utils', 'expect-exit.py')}")
)
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%index-opt-path", index_opt))
config.substitutions.append(("mlir-opt-22", os.path.join(llvm_bin, "mlir-opt")))
# The MLIR library mlir-opt-22 links (test/utils/check_named_op_coverage.py
# reads its op names).
config.substitutions.append(("%mlir-lib", os.path.join(os.path.dirname(llvm_bin), "lib", "libMLIR.so")))
# The JAX corpus is vendored as test data (test/corpus/README.md).
config.substitutions.append(("%corpus", os.path.join(config.test_source_root, "corpus")))

# The C API (include/index-opt-c): a C test program is compiled with the
# system C compiler, with the flags of the pkg-config file `make build`
# writes (so the test checks that file too).
import subprocess

pkgconfig_dir = os.path.join(build_dir, "pkgconfig")
try:
    capi_flags = subprocess.run(
        ["pkg-config", "--cflags", "--libs", "index-opt-c"],
        env=dict(os.environ, PKG_CONFIG_PATH=pkgconfig_dir),
        capture_output=True, text=True, check=True,
    ).stdout.split()
except (OSError, subprocess.CalledProcessError):
    lit_config.fatal(f"pkg-config finds no index-opt-c in {pkgconfig_dir}: run `make build`")
config.substitutions.append(("%cc", (shutil.which("cc") or "cc") + " -std=c11 -Wall -Wextra -Werror"))
config.substitutions.append(("%capi-cflags", " ".join(f for f in capi_flags if f.startswith("-I"))))
config.substitutions.append(("%capi-libs", " ".join(f for f in capi_flags if not f.startswith("-I"))))
config.substitutions.append(("%repo", repo_root))
config.substitutions.append(("%build-dir", build_dir))
