//! XLA's own test expectations, converted to StableHLO, for the conformance
//! tests of several crates (included with `#[path]`). The records are not
//! part of the repository: they are read from XLA's conformance records (beside the repository)
//! beside it when it is there (CI), and the tests skip with a notice when
//! it is not (a plain clone).

use serde_json::Value;
use std::path::PathBuf;

/// The records of `file` (one JSON value per line), or `None` after
/// printing a notice when the conformance folder is not beside the
/// repository.
pub fn xla_records(file: &str) -> Option<Vec<Value>> {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/conformance/xla");
    if !folder.is_dir() {
        // Straight to stderr, past the test harness's capture, so that a
        // passing run still shows what it skipped.
        let notice =
            "NOTICE: ../shared/conformance/xla not found beside the repository: XLA conformance checks skipped\n";
        let _ = std::io::Write::write_all(&mut std::io::stderr(), notice.as_bytes());
        return None;
    }
    let path = folder.join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Some(text.lines().map(|line| serde_json::from_str(line).expect("valid JSON line")).collect())
}
