//! `hlo-indexing`: runs the indexing analysis on a module and streams the
//! report (text, JSON, or the HTML page around the JSON) to the native layer's writer, function by
//! function, as it is computed; or, with `annotate`, attaches the results
//! to the IR ([`crate::annotate`]).

use index_opt_native::{HloIndexingOptions, ReportFormat};
use index_opt_report::header::Header;
use index_opt_report::html;
use index_opt_report::html::chunked::ChunkedPage;
use index_opt_report::report::ReportStream;
use indexing_analysis::Direction;
use indexing_analysis::analyze::{FunctionPiece, Options, analyze_module_each};
use indexing_map::coalesce;
use melior::ir::OperationRef;
use std::cell::Cell;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether a page over the size limit written to a stream prints its
/// warning to stderr (the driver, the plugin); see
/// [`leave_page_warnings_to_the_caller`].
static PAGE_WARNINGS_ON_STDERR: AtomicBool = AtomicBool::new(true);

/// Stops this process printing the warning about an HTML page over the size
/// limit ([`html::page_size_warning`]) to stderr: for library faces, whose
/// callers get the page as a value and warn in their own terms (the Python
/// package raises a `PageSizeWarning`; a notebook never shows a native
/// library's stderr).
pub fn leave_page_warnings_to_the_caller() {
    PAGE_WARNINGS_ON_STDERR.store(false, Ordering::Relaxed);
}

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
        let costs = index_opt_report::report::EntryCosts::new(options.counts, coalescing);
        crate::annotate::annotate(module, Options { direction, fusion: options.fusion }, costs);
        return Ok(());
    }
    let analysis = Options { direction, fusion: options.fusion };
    let costs = (options.counts, coalescing);
    match options.format {
        ReportFormat::Text => {
            stream_report(module, analysis, ReportStream::text(write, analysis), costs, |_| {});
        }
        ReportFormat::Json => {
            stream_report(module, analysis, ReportStream::json(write, analysis), costs, |_| {});
        }
        ReportFormat::Html => html_page(module, analysis, costs, options.report_path, write)?,
        ReportFormat::Svg => return Err("hlo-indexing: there is no SVG form of the indexing report".into()),
    }
    Ok(())
}

/// Where the JSON report goes while an HTML page is written.
enum PageReport {
    /// Into the page as it comes (no file to put chunks beside).
    Streamed,
    /// Held while it fits a page ([`html::page_size_limit`]).
    Held(String),
    /// Split into the page's skeleton and chunk files.
    Chunked(Box<ChunkedPage>),
}

/// Writes the HTML page: the JSON report embedded whole when it is within
/// the page size limit (or when there is no file to put chunks beside,
/// `report_path` empty, with a warning past the limit); past the limit,
/// the page of [`ChunkedPage`] with its chunks beside `report_path`.
fn html_page(
    module: &OperationRef<'_, '_>,
    analysis: Options,
    costs: (bool, Option<coalesce::Options>),
    report_path: &str,
    write: &mut dyn FnMut(&str),
) -> Result<(), String> {
    let limit = html::page_size_limit();
    // The page's size is counted as it is written, and where each
    // function's report starts, for the warning about a page too large to
    // open comfortably.
    let written = Cell::new(0usize);
    let mut counted = |text: &str| {
        written.set(written.get() + text.len());
        write(text);
    };
    counted(&html::page_start(module));
    let mut report = if report_path.is_empty() { PageReport::Streamed } else { PageReport::Held(String::new()) };
    let mut failure = None;
    let mut in_page = |text: &str| {
        let over = match &mut report {
            PageReport::Streamed => {
                counted(&html::script_text(text));
                false
            }
            PageReport::Held(held) => {
                held.push_str(text);
                held.len() > limit
            }
            PageReport::Chunked(page) => {
                page.feed(text);
                false
            }
        };
        if over && let PageReport::Held(held) = &mut report {
            let held = std::mem::take(held);
            report = match ChunkedPage::new(Path::new(report_path), analysis.direction == Direction::OutputToInput) {
                Ok(mut page) => {
                    page.feed(&held);
                    PageReport::Chunked(Box::new(page))
                }
                Err(error) => {
                    failure = Some(error);
                    counted(&html::script_text(&held));
                    PageReport::Streamed
                }
            };
        }
    };
    let mut starts: Vec<(String, usize)> = Vec::new();
    let header = stream_report(module, analysis, ReportStream::json(&mut in_page, analysis), costs, |name| {
        starts.push((name.to_owned(), written.get()))
    });
    match report {
        PageReport::Streamed => {}
        // Within the limit: the page as it would have been streamed.
        PageReport::Held(held) => {
            counted(&html::script_text(&held));
            counted(&html::page_end(module, &header, None));
            return Ok(());
        }
        PageReport::Chunked(page) => {
            let (skeleton, manifest) = page.finish().map_err(|e| format!("hlo-indexing: {e}"))?;
            counted(&html::script_text(&skeleton));
            counted(&html::page_end(module, &header, Some(&manifest)));
            return Ok(());
        }
    }
    let report_end = written.get();
    counted(&html::page_end(module, &header, None));
    if let Some(error) = failure {
        return Err(format!("hlo-indexing: {error}"));
    }
    let ends = starts.iter().skip(1).map(|s| s.1).chain([report_end]);
    // Which function takes the most is worth saying only when there are
    // several.
    let largest = starts
        .iter()
        .filter(|_| starts.len() > 1)
        .zip(ends)
        .map(|((name, start), end)| (name.as_str(), end - start))
        .max_by_key(|f| f.1);
    if let Some(warning) = html::page_size_warning(module, written.get(), limit, largest)
        && PAGE_WARNINGS_ON_STDERR.load(Ordering::Relaxed)
    {
        eprint!("{warning}");
    }
    Ok(())
}

/// Analyses `module` and writes its report to `stream` as it is computed,
/// with the counts and coalescing figures `costs` asks for, telling
/// `begin` the name of each function as its report starts; returns the
/// report's header.
fn stream_report<'c>(
    module: &OperationRef<'c, '_>,
    options: Options,
    stream: ReportStream<'_, 'c>,
    (counts, coalescing): (bool, Option<coalesce::Options>),
    mut begin: impl FnMut(&str),
) -> Header {
    // The summary's share of each function's peak: one liveness analysis.
    let peaks = (counts && options.fusion).then(|| index_opt_report::report::argument_peaks(module));
    let mut stream = stream.with_counts(counts).with_coalescing(coalescing).with_argument_peaks(peaks);
    let header = stream.header();
    analyze_module_each(module, options, |piece| match piece {
        FunctionPiece::Begin(function) => {
            begin(&function.name);
            stream.function_begin(&function)
        }
        FunctionPiece::Op(op) => stream.op(&op),
        FunctionPiece::OpsEnd => stream.ops_end(),
        FunctionPiece::Entries(entries) => stream.function_shared_entries(&entries),
        FunctionPiece::End => stream.function_end(),
    });
    stream.finish();
    header
}
