//! `hlo-indexing`: runs the indexing analysis on a module and streams the
//! report (text or JSON) to the native layer's writer, function by
//! function, as it is computed; or, with `annotate`, attaches the results
//! to the IR ([`crate::annotate`]).

use index_opt_native::{HloIndexingOptions, ReportFormat};
use indexing_analysis::Direction;
use indexing_analysis::analyze::{FunctionPiece, Options, analyze_module_each};
use indexing_analysis::report::ReportStream;
use indexing_map::coalesce;
use melior::ir::OperationRef;

/// Analyses `module` with the pass options and writes the report in
/// `options.format` to `write`, in pieces, as each function is computed;
/// or returns an error message for a bad option (nothing written).
pub fn run(
    module: &OperationRef<'_, '_>,
    options: HloIndexingOptions<'_>,
    write: &mut dyn FnMut(&str),
) -> Result<(), String> {
    let direction = Direction::parse(options.direction).ok_or_else(|| {
        format!("hlo-indexing: direction must be 'output-to-input' or 'input-to-output', not '{}'", options.direction)
    })?;
    if options.counts && direction != Direction::OutputToInput {
        return Err("hlo-indexing: counts need direction=output-to-input (they count what results read)".into());
    }
    let coalescing = match options.coalescing.trim() {
        "" | "off" | "false" => None,
        "on" | "true" => Some(coalesce::Options::default()),
        spec => Some(coalesce::Options::parse(spec).map_err(|e| format!("hlo-indexing: {e}"))?),
    };
    if coalescing.is_some() && direction != Direction::OutputToInput {
        return Err("hlo-indexing: coalescing needs direction=output-to-input (threads read what results read)".into());
    }
    if options.annotate {
        let costs = indexing_analysis::report::EntryCosts::new(options.counts, coalescing);
        crate::annotate::annotate(module, Options { direction, fusion: options.fusion }, costs);
        return Ok(());
    }
    let mut stream = match options.format {
        ReportFormat::Text => ReportStream::text(write).with_counts(options.counts).with_coalescing(coalescing),
        ReportFormat::Json => ReportStream::json(write).with_counts(options.counts).with_coalescing(coalescing),
        ReportFormat::Svg => return Err("hlo-indexing: there is no SVG form of the indexing report".into()),
    };
    analyze_module_each(module, Options { direction, fusion: options.fusion }, |piece| match piece {
        FunctionPiece::Begin(function) => stream.function_begin(&function),
        FunctionPiece::Op(op) => stream.op(&op),
        FunctionPiece::OpsEnd => stream.ops_end(),
        FunctionPiece::Entries(entries) => stream.function_shared_entries(&entries),
        FunctionPiece::End => stream.function_end(),
    });
    stream.finish();
    Ok(())
}
