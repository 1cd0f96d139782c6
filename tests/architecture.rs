//! ARCHITECTURE.md and README.md stay true of the tree: every path they
//! name in backticks exists (as written from the repository root, or as the
//! tail of a path in the tree, e.g. `rules/mod.rs`). Patterns (`*`, `<...>`,
//! `NAME`) are skipped.

use std::path::{Path, PathBuf};

fn tree(directory: &Path, root: &Path, found: &mut Vec<String>) {
    for entry in std::fs::read_dir(directory).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.starts_with('.') || name == "target" || name == "Output" {
            continue;
        }
        found.push(path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/"));
        if path.is_dir() {
            tree(&path, root, found);
        }
    }
}

/// Backticked words that look like paths of the tree.
fn named_paths(text: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        let looks_like_path =
            part.contains('/') || [".rs", ".md", ".td", ".cpp", ".py", ".toml"].iter().any(|e| part.ends_with(e));
        let pattern = part.contains(['*', '<', ' ', '$', '%', '=']) || part.contains("NAME") || part.starts_with('.');
        let url_or_flag = part.contains("://") || part.starts_with('-') || part.starts_with("../");
        let built = part.starts_with("target/");
        if i % 2 == 1 && looks_like_path && !pattern && !url_or_flag && !built {
            paths.push(part.trim_end_matches('/').to_owned());
        }
    }
    paths
}

#[test]
fn documented_paths_exist() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    tree(&root, &root, &mut files);
    let mut missing = Vec::new();
    let mut checked = 0;
    for document in ["ARCHITECTURE.md", "README.md"] {
        let text = std::fs::read_to_string(root.join(document)).unwrap();
        for path in named_paths(&text) {
            checked += 1;
            let found = files.iter().any(|f| f == &path || f.ends_with(&format!("/{path}")));
            if !found {
                missing.push(format!("{document}: `{path}`"));
            }
        }
    }
    assert!(checked > 50, "only {checked} paths found in the documents");
    assert!(missing.is_empty(), "paths named in the documents that do not exist:\n{}", missing.join("\n"));
}
