//! What the fuzz targets share: reading the input AFL++ hands over (a file
//! named on the command line, else stdin) and the checks of a map.
//!
//! Each target is a binary (`src/bin/`) that exits normally on any input it
//! handles and panics when a property fails; the profile sets
//! `panic = "abort"`, so a failed property is a crash for AFL++, like an
//! abort inside MLIR. A target run by hand on a file tells which.

use indexing_map::IndexingMap;

/// The fuzz input: the file named by the first argument, or stdin.
pub fn input() -> Vec<u8> {
    match std::env::args_os().nth(1) {
        Some(path) => std::fs::read(path).unwrap_or_default(),
        None => {
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes).unwrap_or_default();
            bytes
        }
    }
}

/// The points of a domain the checks enumerate at most (beyond, a map's
/// relation is not checked: the target only looks for panics).
pub const LIMIT: u64 = 1 << 12;

/// The input as text, if it is UTF-8.
pub fn text(bytes: &[u8]) -> Option<&str> {
    std::str::from_utf8(bytes).ok()
}

/// Parses `text` as a map in `context` (`None` for a parse error).
pub fn parse<'c>(context: &'c melior::Context, text: &str) -> Option<IndexingMap<'c>> {
    IndexingMap::parse(context, text).ok()
}

/// Asserts that two maps relate the same points, where both domains are
/// small enough to enumerate.
pub fn assert_same_relation(what: &str, a: &IndexingMap<'_>, b: &IndexingMap<'_>) {
    if let Some(same) = a.same_relation(b, LIMIT) {
        assert!(same, "{what} changed the relation:\n  {a}\n  {b}");
    }
}

/// Buffer liveness with its JSON report, then the indexing annotations (with
/// counts) on `op`: nothing may panic, and the annotated module must still
/// verify (`what` follows the failure message: the input, where it helps).
pub fn liveness_and_annotations(op: &melior::ir::OperationRef<'_, '_>, what: &str) {
    use indexing_analysis::Direction;
    use indexing_analysis::analyze::Options;
    use melior::ir::operation::OperationLike;
    let liveness = buffer_liveness::analyze_module(op, buffer_liveness::Options::default());
    let mut json = String::new();
    index_opt_report::liveness::json_to(&liveness, &mut |piece| json.push_str(piece));
    let costs = index_opt_report::report::EntryCosts::new(true, None);
    index_opt_passes::annotate::annotate(op, Options { direction: Direction::OutputToInput, fusion: true }, costs);
    assert!(op.verify(), "the annotated module does not verify{what}");
}
