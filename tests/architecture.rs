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

/// Whether ARCHITECTURE.md names `path` (in backticks, as written from the
/// repository root or as its tail with a trailing slash for folders).
fn names(architecture: &str, path: &str) -> bool {
    let folder = format!("{path}/");
    let tail = path.rsplit('/').next().unwrap_or(path);
    [format!("`{path}`"), format!("`{folder}`"), format!("`{tail}/`"), format!("`{tail}`")]
        .iter()
        .any(|form| architecture.contains(form.as_str()))
}

/// The folders directly inside `directory` (relative to the root), hidden
/// and build folders left out.
fn folders(root: &Path, directory: &str) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(root.join(directory)) else { return Vec::new() };
    let mut found: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|name| !name.starts_with('.') && name != "Output" && name != "__pycache__")
        .map(|name| format!("{directory}/{name}"))
        .collect();
    found.sort();
    found
}

#[test]
fn every_area_crate_source_folder_and_document_is_named() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let architecture = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let mut required = folders(&root, "test");
    required.extend(folders(&root, "crates"));
    required.extend(folders(&root, "tools"));
    for krate in folders(&root, "crates").iter().chain(&folders(&root, "tools")) {
        required.extend(folders(&root, &format!("{krate}/src")));
    }
    required.extend(folders(&root, "mlir/lib"));
    required.extend(folders(&root, "mlir/include/IndexOpt"));
    let docs = std::fs::read_dir(root.join("docs")).unwrap();
    let mut documents: Vec<String> = docs
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    documents.sort();
    required.extend(documents);
    assert!(required.len() > 30, "only {} areas found", required.len());
    let missing: Vec<&String> = required.iter().filter(|path| !names(&architecture, path)).collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md does not name:\n{}",
        missing.iter().map(|m| format!("  {m}")).collect::<Vec<_>>().join("\n")
    );
}

/// Citations that mean nothing to a reader of the repository alone: issue
/// numbers and documents outside it.
fn outside_citation(line: &str) -> Option<&'static str> {
    let lower = line.to_lowercase();
    // The word, then an optional '#' and a number ("issues" only with the
    // '#': "a warp issues 2 transactions" is the verb).
    let issue = lower.match_indices("issue").any(|(at, _)| {
        let rest = &lower[at + 5..];
        let (plural, rest) = rest.strip_prefix('s').map_or((false, rest), |r| (true, r));
        let rest = rest.trim_start_matches(' ');
        let hash = rest.starts_with('#');
        let rest = rest.trim_start_matches('#');
        rest.starts_with(|c: char| c.is_ascii_digit()) && (hash || !plural)
    });
    if issue {
        return Some("an issue number");
    }
    let seed_documents = lower.contains("seed's") || lower.contains("seed document") || lower.contains("seeds/");
    if lower.contains("design.md") || lower.contains("../shared") || seed_documents {
        return Some("a file outside the repository");
    }
    None
}

/// Whether `line` of a file with extension `extension` is prose: a whole
/// Markdown line, or a comment in code.
fn is_prose(extension: &str, line: &str) -> bool {
    let trimmed = line.trim_start();
    match extension {
        "md" => true,
        "rs" | "c" | "cpp" | "h" | "td" | "js" | "css" => {
            trimmed.starts_with("//") || trimmed.starts_with("/*") || trimmed.starts_with('*')
        }
        "py" | "toml" | "cfg" | "test" | "sh" => trimmed.starts_with('#'),
        "mlir" => trimmed.starts_with("//"),
        _ => false,
    }
}

#[test]
fn docs_and_comments_cite_nothing_outside_the_repository() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    tree(&root, &root, &mut files);
    let mut found = Vec::new();
    let mut read = 0;
    for file in &files {
        // The vendored corpus and fuzz corpora are data, not ours to word;
        // the XLA conformance adapters name the data they read from beside
        // the repository in code, which is allowed.
        if file.starts_with("test/corpus/") || file.starts_with("fuzz/corpus") || file.contains("/Inputs/") {
            continue;
        }
        let Some(extension) = Path::new(file).extension().and_then(|e| e.to_str()) else { continue };
        let path = root.join(file);
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        read += 1;
        for (number, line) in text.lines().enumerate() {
            if is_prose(extension, line)
                && let Some(what) = outside_citation(line)
            {
                found.push(format!("{file}:{}: {what}: {}", number + 1, line.trim()));
            }
        }
    }
    assert!(read > 100, "only {read} files read");
    assert!(found.is_empty(), "{} citations of things outside the repository:\n{}", found.len(), found.join("\n"));
}
