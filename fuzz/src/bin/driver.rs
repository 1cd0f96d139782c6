//! Fuzz target `driver`: MLIR text through every analysis. Text that
//! parses and verifies (with index-opt's dialects and `#indexing.map`) is
//! analysed in both directions with function-level maps, with counts, for
//! buffer liveness, and its annotations are attached; nothing may panic or
//! abort, and the annotated module must still verify.

use indexing_analysis::Direction;
use indexing_analysis::analyze::{Options, analyze_module};
use melior::ir::Module;
use melior::ir::operation::OperationLike;

fn main() {
    let bytes = index_opt_fuzz::input();
    let Some(text) = index_opt_fuzz::text(&bytes) else { return };
    // melior hands MLIR a C string: text with a NUL cannot go through it
    // (the index-opt driver reads such a file with MLIR's own reader and
    // reports a located error).
    if text.contains('\0') {
        return;
    }
    index_opt_passes::register_map_hooks();
    let context = index_opt_native::new_context();
    // MLIR reports parse and verifier errors on stderr; they are answers.
    let Some(module) = Module::parse(&context, text) else { return };
    let op = module.as_operation();
    if !op.verify() {
        return;
    }
    for direction in [Direction::OutputToInput, Direction::InputToOutput] {
        let options = Options { direction, fusion: true };
        let functions = analyze_module(&op, options);
        let json = index_opt_report::report::to_json(&functions, options);
        assert!(json.starts_with('{'), "the JSON report is not an object");
        let _ = index_opt_report::report::to_text(&functions, options);
    }
    index_opt_fuzz::liveness_and_annotations(&op, "");
}
