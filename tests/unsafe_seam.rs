//! The sealed FFI seam (ARCHITECTURE.md, "The FFI seam"): `unsafe` code,
//! `from_raw` re-branding and raw `mlir_sys` calls appear, outside
//! comments, only in the modules that own FFI, in every crate of the
//! workspace and its tests. Adding a file to the list is a design decision:
//! wrap the call in one of these modules instead where you can.

use std::path::{Path, PathBuf};

/// The files allowed to contain `unsafe`, `from_raw` or `mlir_sys`.
const FFI_MODULES: &[&str] = &[
    // Rust calling our C API and the raw MLIR calls melior lacks.
    "src/ffi.rs",
    // C++ calling Rust: the pass and map hooks (panics caught there).
    "src/hooks.rs",
    // The plugin entry points `mlir-opt-22` looks up.
    "crates/index-opt-plugin/src/lib.rs",
    // The C API for C and C++ tools (include/index-opt-c).
    "crates/index-opt-c/src/lib.rs",
    // Affine expressions and maps built through MLIR's C API.
    "crates/indexing-map/src/expr.rs",
    // What the analyses read from IR: shapes, attributes, locations, walks.
    "crates/mlir-ir/src/ir.rs",
];

/// The file that states the rule (its text names the words).
const THIS_FILE: &str = "tests/unsafe_seam.rs";

fn rust_files(directory: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(directory).unwrap() {
        let path = entry.unwrap().path();
        let hidden_or_built = path.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.') || n == "target");
        if path.is_dir() && !hidden_or_built {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// Whether a line, outside comments, uses one of the FFI words.
fn uses_ffi(line: &str) -> bool {
    let code = line.split("//").next().unwrap_or("");
    code.split(|c: char| !c.is_alphanumeric() && c != '_')
        .any(|word| matches!(word, "unsafe" | "from_raw" | "mlir_sys"))
}

#[test]
fn ffi_only_in_the_ffi_modules() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("build.rs")];
    for top in ["src", "crates", "tools", "tests"] {
        rust_files(&root.join(top), &mut files);
    }
    let mut offenders = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
        if FFI_MODULES.contains(&relative.as_str()) || relative == THIS_FILE {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        for (number, line) in text.lines().enumerate() {
            if uses_ffi(line) {
                offenders.push(format!("{relative}:{}: {}", number + 1, line.trim()));
            }
        }
    }
    assert!(files.len() > 40, "only {} Rust files found", files.len());
    assert!(offenders.is_empty(), "FFI outside {FFI_MODULES:?}:\n{}", offenders.join("\n"));
}

#[test]
fn every_listed_ffi_module_exists_and_uses_ffi() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    for module in FFI_MODULES {
        let text = std::fs::read_to_string(root.join(module)).unwrap_or_else(|e| panic!("{module}: {e}"));
        assert!(text.lines().any(uses_ffi), "{module} is listed but needs no FFI: take it off the list");
    }
}

#[test]
fn every_unsafe_block_says_why_it_is_sound() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut missing = Vec::new();
    for module in FFI_MODULES {
        let text = std::fs::read_to_string(root.join(module)).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (index, line) in lines.iter().enumerate() {
            if line.split("//").next().unwrap_or("").contains("unsafe {") {
                // The comment sits on one of the lines just above the block.
                let above = &lines[index.saturating_sub(4)..index];
                if !above.iter().any(|l| l.trim_start().starts_with("// SAFETY:")) {
                    missing.push(format!("{module}:{}", index + 1));
                }
            }
        }
    }
    assert!(missing.is_empty(), "unsafe blocks without a // SAFETY: comment: {missing:?}");
}

#[test]
fn every_library_root_denies_unsafe_code() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    for lib in [
        "src/lib.rs",
        "crates/mlir-ir/src/lib.rs",
        "crates/indexing-map/src/lib.rs",
        "crates/indexing-analysis/src/lib.rs",
        "crates/index-opt-report/src/lib.rs",
        "crates/index-opt-passes/src/lib.rs",
        "crates/index-opt-plugin/src/lib.rs",
        "tools/index-opt/src/main.rs",
    ] {
        let text = std::fs::read_to_string(root.join(lib)).unwrap();
        assert!(
            text.contains("#![deny(unsafe_code)]") || text.contains("#![forbid(unsafe_code)]"),
            "{lib} does not deny unsafe_code"
        );
    }
}
