//! The `hlo-indexing` report as the pass streams it (each op written as it
//! is computed, function-level entries one result at a time with shared
//! maps written once) is byte for byte the report of the same analysis
//! collected whole first (`analyze_module`, then `ReportStream::function`
//! per function): every file of the JAX corpus, both directions, with and
//! without function-level maps, JSON and text, with counts and coalescing
//! where the direction allows them (and the summary's peaks, from one
//! liveness analysis of the module).

use index_opt_native::{HloIndexingOptions, ReportFormat, new_context};
use index_opt_report::report::{ReportStream, argument_peaks};
use indexing_analysis::Direction;
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_map::coalesce;
use melior::ir::Module;

/// The report of `module` collected whole and then written.
fn collected(module: &Module<'_>, options: &HloIndexingOptions<'_>) -> String {
    let direction = Direction::parse(options.direction).expect("a valid direction");
    let analysis = Options { direction, fusion: options.fusion };
    let functions = analyze_module(&module.as_operation(), analysis);
    let mut text = String::new();
    let mut write = |piece: &str| text.push_str(piece);
    let coalescing = (!options.coalescing.is_empty()).then(coalesce::Options::default);
    let stream = match options.format {
        ReportFormat::Json => ReportStream::json(&mut write, analysis),
        _ => ReportStream::text(&mut write, analysis),
    };
    let peaks = (options.counts && options.fusion).then(|| argument_peaks(&module.as_operation()));
    let mut stream = stream.with_counts(options.counts).with_coalescing(coalescing).with_argument_peaks(peaks);
    for function in &functions {
        stream.function(function);
    }
    stream.finish();
    text
}

/// The report of `module` as the pass streams it.
fn streamed(module: &Module<'_>, options: HloIndexingOptions<'_>) -> String {
    let mut text = String::new();
    let mut pieces = 0;
    index_opt_passes::hlo_indexing::run(&module.as_operation(), options, &mut |piece| {
        text.push_str(piece);
        pieces += 1;
    })
    .expect("valid options");
    assert!(pieces > 0, "the pass wrote nothing");
    text
}

#[test]
fn streamed_reports_equal_collected_reports_on_the_corpus() {
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/corpus/jax");
    let context = new_context();
    context.set_allow_unregistered_dialects(true);
    let mut files: Vec<_> = std::fs::read_dir(&corpus)
        .expect("the vendored corpus")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir") && !p.to_string_lossy().ends_with(".generic.mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 70, "expected the vendored corpus, found {} files", files.len());
    let mut compared = 0;
    for path in &files {
        let source = std::fs::read_to_string(path).expect("readable");
        let module = Module::parse(&context, &source).expect("corpus parses");
        for direction in ["output-to-input", "input-to-output"] {
            let additions: &[(bool, &str)] =
                if direction == "output-to-input" { &[(false, ""), (true, "on")] } else { &[(false, "")] };
            for fusion in [true, false] {
                for &(counts, coalescing) in additions {
                    for format in [ReportFormat::Json, ReportFormat::Text] {
                        let options = HloIndexingOptions {
                            direction,
                            fusion,
                            counts,
                            coalescing,
                            annotate: false,
                            format,
                            report_path: "",
                        };
                        let (whole, pieces) = (collected(&module, &options), streamed(&module, options));
                        assert!(
                            whole == pieces,
                            "{} ({direction}, fusion={fusion}, counts={counts}, coalescing={coalescing:?}, {format:?}): \
                             the streamed report differs from the collected one",
                            path.display()
                        );
                        compared += 1;
                    }
                }
            }
        }
    }
    assert_eq!(compared, files.len() * 12);
}
