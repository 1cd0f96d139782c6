//! peak ≤ no-reuse total ≤ sum of all buffers (and arena ≥ peak) for every
//! function of every corpus program (`test/corpus/**/*.mlir`, each
//! `// -----` chunk on its own) and every example, with and without
//! reshape aliasing. The random programs of `reference.rs` check the same.

use buffer_liveness::{Options, analyze_module};
use index_opt_native::new_context;
use melior::ir::Module;
use std::path::{Path, PathBuf};

#[path = "support/invariant.rs"]
mod invariant;

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            mlir_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

#[test]
fn peak_within_no_reuse_within_all_buffers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    mlir_files(&root.join("test/corpus"), &mut files);
    let corpus = files.len();
    mlir_files(&root.join("examples"), &mut files);
    files.sort();
    assert!(corpus >= 100, "too few corpus files: {corpus}");
    let context = new_context();
    context.set_allow_unregistered_dialects(true);
    let (mut modules, mut functions, mut with_calls, mut unparsed) = (0, 0, 0, Vec::new());
    let mut broken = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("an MLIR file");
        for (i, chunk) in text.split("\n// -----\n").enumerate() {
            let Some(module) = Module::parse(&context, chunk) else {
                unparsed.push(format!("{} (chunk {i})", path.display()));
                continue;
            };
            modules += 1;
            for reshape_aliases in [true, false] {
                let options = Options { reshape_aliases, ..Options::default() };
                let result = analyze_module(&module.as_operation(), options);
                if reshape_aliases {
                    functions += result.functions.len();
                    with_calls +=
                        result.functions.iter().filter(|f| f.liveness.transient_total.iter().any(|&b| b > 0)).count();
                }
                if let Err(why) = invariant::memory_invariant(&result) {
                    broken.push(format!("{} (chunk {i}, reshape-aliases={reshape_aliases}): {why}", path.display()));
                }
            }
        }
    }
    eprintln!(
        "memory invariant: {} files, {modules} modules, {functions} functions ({with_calls} with callee temporaries), {} not parsed, {} broken",
        files.len(),
        unparsed.len(),
        broken.len()
    );
    assert!(unparsed.len() <= 2, "corpus files that do not parse: {unparsed:?}");
    assert!(broken.is_empty(), "peak > no reuse or no reuse > all buffers:\n{}", broken.join("\n"));
}
