//! Builds index-opt's native layer against Debian's LLVM/MLIR 22:
//!
//! 1. `libMLIR-C.so` in `$OUT_DIR/lib`: Debian ships MLIR's C API only as
//!    static `libMLIRCAPI*.a` archives and no `libMLIR-C.so`, which mlir-sys
//!    asks for when linking shared (`MLIR_SYS_LINK_SHARED=1`). We provide it
//!    as a GNU ld *linker script* that names the CAPI archives, so each final
//!    artifact takes just the C API objects it uses, and all of them call into
//!    the one shared `libMLIR.so` that `mlir-opt-22` uses too.
//! 2. `mlir-tblgen` over the `.td` files listed in [`TABLEGEN`] into
//!    `$OUT_DIR/include` (`--write-if-changed`, so unchanged outputs keep
//!    their time stamps).
//! 3. Every `mlir/lib/**/*.cpp`, compiled in parallel into
//!    `libindexopt_cxx.a`, incrementally: an object is rebuilt only when the
//!    source, a header it includes (from the compiler's depfile) or the
//!    compile command changed.

use std::collections::hash_map::DefaultHasher;
use std::env;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

/// One `mlir-tblgen` run: the `.td` file (under `mlir/include`), the
/// generator flags, and the output (under `$OUT_DIR/include`).
struct TableGenRun {
    td: &'static str,
    args: &'static [&'static str],
    output: &'static str,
}

/// Every TableGen output the C++ code includes.
const TABLEGEN: &[TableGenRun] = &[
    TableGenRun {
        td: "IndexOpt/Dialect/Indexing/IndexingDialect.td",
        args: &["-gen-dialect-decls", "-dialect=indexing"],
        output: "IndexOpt/Dialect/Indexing/IndexingDialect.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Indexing/IndexingDialect.td",
        args: &["-gen-dialect-defs", "-dialect=indexing"],
        output: "IndexOpt/Dialect/Indexing/IndexingDialect.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Indexing/IndexingAttrs.td",
        args: &["-gen-attrdef-decls", "-attrdefs-dialect=indexing"],
        output: "IndexOpt/Dialect/Indexing/IndexingAttrs.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Indexing/IndexingAttrs.td",
        args: &["-gen-attrdef-defs", "-attrdefs-dialect=indexing"],
        output: "IndexOpt/Dialect/Indexing/IndexingAttrs.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/StableHLO/StablehloBase.td",
        args: &["-gen-dialect-decls", "-dialect=stablehlo"],
        output: "IndexOpt/Dialect/StableHLO/StablehloDialect.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/StableHLO/StablehloBase.td",
        args: &["-gen-dialect-defs", "-dialect=stablehlo"],
        output: "IndexOpt/Dialect/StableHLO/StablehloDialect.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/StableHLO/StablehloBase.td",
        args: &["-gen-enum-decls"],
        output: "IndexOpt/Dialect/StableHLO/StablehloEnums.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/StableHLO/StablehloBase.td",
        args: &["-gen-enum-defs"],
        output: "IndexOpt/Dialect/StableHLO/StablehloEnums.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/StableHLO/StablehloBase.td",
        args: &["-gen-attrdef-decls", "-attrdefs-dialect=stablehlo"],
        output: "IndexOpt/Dialect/StableHLO/StablehloAttrs.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/StableHLO/StablehloBase.td",
        args: &["-gen-attrdef-defs", "-attrdefs-dialect=stablehlo"],
        output: "IndexOpt/Dialect/StableHLO/StablehloAttrs.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/StableHLO/StablehloBase.td",
        args: &["-gen-typedef-decls", "-typedefs-dialect=stablehlo"],
        output: "IndexOpt/Dialect/StableHLO/StablehloTypes.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/StableHLO/StablehloBase.td",
        args: &["-gen-typedef-defs", "-typedefs-dialect=stablehlo"],
        output: "IndexOpt/Dialect/StableHLO/StablehloTypes.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/StableHLO/StablehloOps.td",
        args: &["-gen-op-decls"],
        output: "IndexOpt/Dialect/StableHLO/StablehloOps.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/StableHLO/StablehloOps.td",
        args: &["-gen-op-defs"],
        output: "IndexOpt/Dialect/StableHLO/StablehloOps.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Chlo/ChloOps.td",
        args: &["-gen-dialect-decls", "-dialect=chlo"],
        output: "IndexOpt/Dialect/Chlo/ChloDialect.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Chlo/ChloOps.td",
        args: &["-gen-dialect-defs", "-dialect=chlo"],
        output: "IndexOpt/Dialect/Chlo/ChloDialect.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Chlo/ChloOps.td",
        args: &["-gen-enum-decls"],
        output: "IndexOpt/Dialect/Chlo/ChloEnums.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Chlo/ChloOps.td",
        args: &["-gen-enum-defs"],
        output: "IndexOpt/Dialect/Chlo/ChloEnums.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Chlo/ChloOps.td",
        args: &["-gen-attrdef-decls", "-attrdefs-dialect=chlo"],
        output: "IndexOpt/Dialect/Chlo/ChloAttrs.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Chlo/ChloOps.td",
        args: &["-gen-attrdef-defs", "-attrdefs-dialect=chlo"],
        output: "IndexOpt/Dialect/Chlo/ChloAttrs.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Chlo/ChloOps.td",
        args: &["-gen-op-decls"],
        output: "IndexOpt/Dialect/Chlo/ChloOps.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Chlo/ChloOps.td",
        args: &["-gen-op-defs"],
        output: "IndexOpt/Dialect/Chlo/ChloOps.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Sdy/SdyOps.td",
        args: &["-gen-dialect-decls", "-dialect=sdy"],
        output: "IndexOpt/Dialect/Sdy/SdyDialect.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Sdy/SdyOps.td",
        args: &["-gen-dialect-defs", "-dialect=sdy"],
        output: "IndexOpt/Dialect/Sdy/SdyDialect.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Sdy/SdyOps.td",
        args: &["-gen-attrdef-decls", "-attrdefs-dialect=sdy"],
        output: "IndexOpt/Dialect/Sdy/SdyAttrs.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Sdy/SdyOps.td",
        args: &["-gen-attrdef-defs", "-attrdefs-dialect=sdy"],
        output: "IndexOpt/Dialect/Sdy/SdyAttrs.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Sdy/SdyOps.td",
        args: &["-gen-op-decls"],
        output: "IndexOpt/Dialect/Sdy/SdyOps.h.inc",
    },
    TableGenRun {
        td: "IndexOpt/Dialect/Sdy/SdyOps.td",
        args: &["-gen-op-defs"],
        output: "IndexOpt/Dialect/Sdy/SdyOps.cpp.inc",
    },
    TableGenRun {
        td: "IndexOpt/Transforms/Passes.td",
        args: &["-gen-pass-decls", "-name=IndexOpt"],
        output: "IndexOpt/Transforms/Passes.h.inc",
    },
];

type BuildResult<T> = Result<T, Box<dyn std::error::Error>>;

fn main() {
    if let Err(error) = run() {
        eprintln!("error: {error}");
        std::process::exit(1);
    }
}

fn run() -> BuildResult<()> {
    let manifest_dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR")?);
    let out_dir = PathBuf::from(env::var("OUT_DIR")?);
    let prefix = PathBuf::from(env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into()));
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    println!("cargo:rerun-if-env-changed=CXX");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=mlir");

    let llvm_lib = prefix.join("lib");
    write_capi_linker_script(&llvm_lib, &out_dir.join("lib"))?;

    let mlir_dir = manifest_dir.join("mlir");
    let generated = out_dir.join("include");
    run_tablegen(&prefix, &mlir_dir.join("include"), &generated)?;

    let sources = find_files(&mlir_dir.join("lib"), "cpp")?;
    let include_dirs = [mlir_dir.join("include"), generated, prefix.join("include")];
    let archive = compile_archive(&mlir_dir.join("lib"), &sources, &include_dirs, &out_dir)?;
    println!("cargo:rustc-link-search=native={}", archive.parent().unwrap().display());
    println!("cargo:rustc-link-lib=static=indexopt_cxx");
    println!("cargo:rustc-link-search=native={}", llvm_lib.display());
    Ok(())
}

/// Writes `dir/libMLIR-C.so`: a linker script grouping every static C API
/// archive of `llvm_lib`, and puts `dir` on the link search path.
fn write_capi_linker_script(llvm_lib: &Path, dir: &Path) -> BuildResult<()> {
    let mut archives: Vec<PathBuf> = fs::read_dir(llvm_lib)?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| {
            path.file_name()
                .and_then(|name| name.to_str())
                .is_some_and(|name| name.starts_with("libMLIRCAPI") && name.ends_with(".a"))
        })
        .collect();
    if archives.is_empty() {
        return Err(format!("no libMLIRCAPI*.a in {}: install libmlir-22-dev (`make deps`)", llvm_lib.display()).into());
    }
    archives.sort();
    let mut script = String::from(
        "/* Generated by index-opt's build.rs: MLIR's C API from Debian's static\n   archives, linked against the shared libMLIR.so. */\nGROUP (\n",
    );
    for archive in &archives {
        script.push_str(&format!("  {}\n", archive.display()));
    }
    script.push_str(")\n");
    fs::create_dir_all(dir)?;
    write_if_changed(&dir.join("libMLIR-C.so"), script.as_bytes())?;
    println!("cargo:rustc-link-search=native={}", dir.display());
    Ok(())
}

fn run_tablegen(prefix: &Path, include: &Path, generated: &Path) -> BuildResult<()> {
    let tblgen = prefix.join("bin/mlir-tblgen");
    for run in TABLEGEN {
        let output = generated.join(run.output);
        fs::create_dir_all(output.parent().unwrap())?;
        let status = Command::new(&tblgen)
            .args(run.args)
            .arg("--write-if-changed")
            .arg(format!("-I{}", include.display()))
            .arg(format!("-I{}", prefix.join("include").display()))
            .arg(include.join(run.td))
            .arg("-o")
            .arg(&output)
            .status()
            .map_err(|error| format!("cannot run {}: {error}", tblgen.display()))?;
        if !status.success() {
            return Err(format!("mlir-tblgen failed on {}", run.td).into());
        }
    }
    Ok(())
}

/// All files below `dir` whose extension is `extension`, sorted.
fn find_files(dir: &Path, extension: &str) -> BuildResult<Vec<PathBuf>> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir)? {
            let path = entry?.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|ext| ext == extension) {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

/// Compiles `sources` (those that are out of date) and archives all objects
/// into `$OUT_DIR/cxx/libindexopt_cxx.a`, which it returns.
fn compile_archive(
    source_root: &Path,
    sources: &[PathBuf],
    include_dirs: &[PathBuf],
    out_dir: &Path,
) -> BuildResult<PathBuf> {
    // Debian builds LLVM/MLIR 22 with clang 22. TypeIDs of traits and
    // interfaces are matched across libraries by type *name*, taken from
    // `__PRETTY_FUNCTION__`, whose format differs between GCC and clang:
    // compiling our C++ with GCC makes e.g. `IsTerminator` on our ops
    // invisible to libMLIR.so's verifier. So use the same compiler.
    let mut build = cc::Build::new();
    if env::var_os("CXX").is_none() {
        let clang = include_dirs[2].parent().unwrap().join("bin/clang++");
        if !clang.exists() {
            return Err(format!("{} not found: install clang-22 (`make deps`)", clang.display()).into());
        }
        build.compiler(clang);
    }
    let compiler = build.cpp(true).opt_level(2).debug(false).warnings(false).get_compiler();
    let mut base = compiler.to_command();
    // The flags of Debian's LLVM (`llvm-config --cxxflags`) plus ours.
    base.args([
        "-std=c++17",
        "-fno-exceptions",
        "-fPIC",
        "-D_GNU_SOURCE",
        "-D__STDC_CONSTANT_MACROS",
        "-D__STDC_FORMAT_MACROS",
        "-D__STDC_LIMIT_MACROS",
        "-Wall",
        "-Wno-unused-parameter",
        "-Wno-unused-function",
    ]);
    for dir in include_dirs {
        base.arg(format!("-I{}", dir.display()));
    }
    let command_key = format!("{base:?}");

    let object_dir = out_dir.join("cxx/obj");
    fs::create_dir_all(&object_dir)?;
    // A changed compile command invalidates every object.
    let key_file = object_dir.join("command.txt");
    let command_changed = fs::read_to_string(&key_file).ok().as_deref() != Some(&command_key);

    let mut jobs = Vec::new();
    let mut objects = Vec::new();
    for source in sources {
        let relative = source.strip_prefix(source_root)?;
        let mut hasher = DefaultHasher::new();
        relative.hash(&mut hasher);
        let stem = relative.file_stem().unwrap().to_string_lossy();
        let object = object_dir.join(format!("{stem}-{:016x}.o", hasher.finish()));
        let depfile = object.with_extension("d");
        if command_changed || is_stale(&object, &depfile) {
            let mut command = cc_command_clone(&base);
            command.arg("-MMD").arg("-MF").arg(&depfile).arg("-c").arg(source).arg("-o").arg(&object);
            jobs.push((source.clone(), command));
        }
        objects.push(object);
    }

    run_parallel(jobs)?;
    fs::write(&key_file, &command_key)?;

    let archive = out_dir.join("cxx/libindexopt_cxx.a");
    let _ = fs::remove_file(&archive);
    let status = Command::new(env::var("AR").unwrap_or_else(|_| "ar".into()))
        .arg("crs")
        .arg(&archive)
        .args(&objects)
        .status()?;
    if !status.success() {
        return Err("ar failed".into());
    }
    Ok(archive)
}

fn cc_command_clone(command: &Command) -> Command {
    let mut clone = Command::new(command.get_program());
    clone.args(command.get_args());
    for (key, value) in command.get_envs() {
        match value {
            Some(value) => clone.env(key, value),
            None => clone.env_remove(key),
        };
    }
    clone
}

/// Whether `object` must be rebuilt: missing, or older than any file its
/// depfile lists (the source and every header it includes).
fn is_stale(object: &Path, depfile: &Path) -> bool {
    let Some(object_time) = modified(object) else {
        return true;
    };
    let Ok(deps) = fs::read_to_string(depfile) else {
        return true;
    };
    let Some((_, deps)) = deps.split_once(": ") else {
        return true;
    };
    deps.replace("\\\n", " ")
        .split_whitespace()
        .any(|dep| modified(Path::new(dep)).is_none_or(|time| time > object_time))
}

fn modified(path: &Path) -> Option<SystemTime> {
    fs::metadata(path).and_then(|meta| meta.modified()).ok()
}

/// Runs the compile jobs, as many at once as cargo allows (`NUM_JOBS`).
fn run_parallel(jobs: Vec<(PathBuf, Command)>) -> BuildResult<()> {
    let parallelism: usize = env::var("NUM_JOBS").ok().and_then(|jobs| jobs.parse().ok()).unwrap_or(2).max(1);
    let mut running = Vec::new();
    let mut failures = Vec::new();
    for (source, mut command) in jobs {
        if running.len() >= parallelism {
            let (source, mut child): (PathBuf, std::process::Child) = running.remove(0);
            if !child.wait()?.success() {
                failures.push(source);
            }
        }
        running.push((source, command.spawn()?));
    }
    for (source, mut child) in running {
        if !child.wait()?.success() {
            failures.push(source);
        }
    }
    if failures.is_empty() { Ok(()) } else { Err(format!("C++ compilation failed: {failures:?}").into()) }
}

fn write_if_changed(path: &Path, contents: &[u8]) -> BuildResult<()> {
    if fs::read(path).ok().as_deref() != Some(contents) {
        fs::write(path, contents)?;
    }
    Ok(())
}
