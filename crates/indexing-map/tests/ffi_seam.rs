//! The crate's FFI seam stays in one module: only `src/expr.rs` may use
//! `unsafe`, melior's raw handles or the MLIR C API (`mlir_sys`), and the
//! crate root denies `unsafe_code` so the compiler enforces the first part.

use std::path::{Path, PathBuf};

/// What marks FFI code: unsafe blocks and items, raw handles, C API calls.
const FFI_MARKERS: &[&str] = &["unsafe {", "unsafe fn", "unsafe impl", "from_raw", "to_raw", "mlir_sys"];

const SEAM: &str = "src/expr.rs";

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn ffi_stays_in_expr_rs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    assert!(files.len() > 5, "source files not found under {}", root.display());
    let mut offenders = Vec::new();
    for file in files {
        let relative = file.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
        if relative == SEAM {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for (number, line) in text.lines().enumerate() {
            if FFI_MARKERS.iter().any(|marker| line.contains(marker)) {
                offenders.push(format!("{relative}:{}: {}", number + 1, line.trim()));
            }
        }
    }
    assert!(offenders.is_empty(), "FFI outside {SEAM}:\n{}", offenders.join("\n"));
}

#[test]
fn crate_root_denies_unsafe_code() {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    assert!(lib.contains("#![deny(unsafe_code)]"));
}

#[test]
fn every_unsafe_block_has_a_safety_comment() {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(SEAM)).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    for (index, line) in lines.iter().enumerate() {
        if line.contains("unsafe {") {
            // The comment sits on one of the lines just above the block.
            let above = &lines[index.saturating_sub(3)..index];
            assert!(
                above.iter().any(|l| l.trim_start().starts_with("// SAFETY:")),
                "{SEAM}:{}: unsafe block without a `// SAFETY:` comment",
                index + 1
            );
        }
    }
}
