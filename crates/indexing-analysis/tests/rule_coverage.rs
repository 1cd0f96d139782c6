//! The rule tables are well formed and every rule has an analysis test:
//! each op of every table (and the listed members of every family) appears
//! in a lit test that prints maps (`--indexing-report` / `hlo-indexing` in
//! its RUN lines) or in the brute-force reference (`tests/reference.rs`).

use indexing_analysis::rules::{FAMILIES, TABLES, table_row};
use std::path::{Path, PathBuf};

fn repository() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every lit test under `directory` that prints maps, with its text.
fn analysis_tests(directory: &Path, found: &mut Vec<(PathBuf, String)>) {
    for entry in std::fs::read_dir(directory).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            if !["Output", "corpus"].contains(&name.as_str()) {
                analysis_tests(&path, found);
            }
        } else if name.ends_with(".mlir") || name.ends_with(".test") {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let prints_maps = text
                .lines()
                .filter(|line| line.contains("RUN:"))
                .any(|line| line.contains("indexing-report") || line.contains("hlo-indexing"));
            if prints_maps {
                found.push((path, text));
            }
        }
    }
}

/// Whether `text` names op `op` (not as the prefix of a longer name).
fn names_op(text: &str, op: &str) -> bool {
    text.match_indices(op).any(|(at, _)| {
        let next = text[at + op.len()..].chars().next();
        !next.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

#[test]
fn tables_are_sorted_and_keyed_by_dialect() {
    for (dialect, rows) in TABLES {
        for pair in rows.windows(2) {
            assert!(pair[0].op < pair[1].op, "{dialect}: {} before {}", pair[0].op, pair[1].op);
        }
        for row in *rows {
            assert_eq!(row.op.split('.').next(), Some(*dialect), "{} in the {dialect} table", row.op);
            assert!(std::ptr::eq(table_row(row.op).unwrap(), row), "{} is not found by its row", row.op);
        }
    }
    for family in FAMILIES {
        assert!(!family.examples.is_empty(), "the family {} lists no tested member", family.name);
    }
}

#[test]
fn every_rule_has_an_analysis_test() {
    let root = repository();
    let mut tests = Vec::new();
    analysis_tests(&root.join("test"), &mut tests);
    let reference = std::fs::read_to_string(root.join("crates/indexing-analysis/tests/reference.rs")).unwrap();
    let ops = TABLES
        .iter()
        .flat_map(|(_, rows)| rows.iter().map(|row| row.op))
        .chain(FAMILIES.iter().flat_map(|family| family.examples.iter().copied()));
    let mut untested = Vec::new();
    let mut checked = 0;
    for op in ops {
        checked += 1;
        let tested = names_op(&reference, op) || tests.iter().any(|(_, text)| names_op(text, op));
        if !tested {
            untested.push(op);
        }
    }
    println!("{checked} ops checked against {} lit tests and the reference", tests.len());
    assert!(untested.is_empty(), "ops without an analysis test: {untested:?}");
}

/// ARCHITECTURE.md's invariant: rule files import only the rules module
/// itself (`RuleContext`, `RuleRow`, ...) and `rules::shapes`, never a
/// sibling rule file; each dialect's `mod.rs` only gathers its own files.
#[test]
fn no_rule_file_imports_a_sibling() {
    let rules = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&rules).unwrap().chain(std::fs::read_dir(rules.join("stablehlo")).unwrap()) {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") && path.file_name().is_some_and(|n| n != "mod.rs") {
            files.push(path);
        }
    }
    assert!(files.len() >= 10, "rule files not found");
    let siblings =
        ["rules::linalg", "rules::tensor", "rules::stablehlo", "super::linalg", "super::tensor", "super::stablehlo"];
    let within_family = [
        "super::elementwise",
        "super::movement",
        "super::slicing",
        "super::gather_scatter",
        "super::reduction",
        "super::contraction",
        "super::linear_algebra",
    ];
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for name in siblings.iter().chain(&within_family) {
            assert!(!text.contains(name), "{} refers to {name}", file.display());
        }
    }
}
