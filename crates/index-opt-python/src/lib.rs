//! `index_opt._native`: the compiled half of the Python package `index_opt`
//! (`python/index_opt/__init__.py` is the API; this module is its seam to
//! the Rust crates).
//!
//! - `run_report`: the driver's report mode on MLIR text in memory
//!   (`index_opt_native::run_report`): the same passes, the same JSON, the
//!   same located diagnostics, raised as `IndexOptError`.
//! - `map_*`: the map algebra of `indexing-map` on map text (parse,
//!   simplify, compose, evaluate, domain, enumeration), each call parsing
//!   into a context of its thread: a map crosses into Python as its
//!   canonical text, so Python objects hold no MLIR state.
//!
//! Nothing here panics across the boundary: PyO3 turns a Rust panic into a
//! Python `PanicException`, and the analysis itself runs behind the native
//! layer's hooks, which turn panics into located errors.

use indexing_map::IndexingMap;
use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;

create_exception!(
    index_opt,
    IndexOptError,
    PyException,
    "Input index-opt cannot read or analyse. The message is the located \
     diagnostics, as the index-opt driver prints them \
     ('file:line:col: error: ...')."
);

/// Runs `pipeline` on the MLIR `text` (named `source_name` in locations and
/// diagnostics) and returns the report of `report` (`indexing`,
/// `liveness` or `tiling`) in `format` (`text`, `json`, `svg` or `html`),
/// exactly what `index-opt --<report>-report=<format>` prints. Releases the
/// GIL while it runs. `page_path`: the file the caller writes an HTML
/// indexing page to (the driver's `-o`); past the page size limit the page
/// loads its data from chunk files this call writes beside it.
#[pyfunction]
#[pyo3(signature = (text, source_name, pipeline, report, format, page_path=String::new()))]
fn run_report(
    py: Python<'_>,
    text: String,
    source_name: String,
    pipeline: String,
    report: &str,
    format: &str,
    page_path: String,
) -> PyResult<String> {
    use index_opt_native::{ReportFormat, ReportPass};
    let pass = match report {
        "indexing" => ReportPass::Indexing,
        "liveness" => ReportPass::Liveness,
        "tiling" => ReportPass::Tiling,
        _ => return Err(PyValueError::new_err(format!("unknown report '{report}'"))),
    };
    let format = match format {
        "text" => ReportFormat::Text,
        "json" => ReportFormat::Json,
        "svg" => ReportFormat::Svg,
        "html" => ReportFormat::Html,
        _ => return Err(PyValueError::new_err(format!("unknown report format '{format}'"))),
    };
    py.detach(|| index_opt_native::run_report_for_file(&text, &source_name, &pipeline, pass, format, &page_path))
        .map_err(IndexOptError::new_err)
}

thread_local! {
    /// The MLIR context maps of this thread are parsed in (maps need no
    /// dialects; one per thread, as contexts are not shared across
    /// threads, kept for the thread's life).
    static CONTEXT: &'static melior::Context = Box::leak(Box::new(melior::Context::new()));
}

/// Parses `text` in this thread's context and hands the map to `then`;
/// a malformed map raises `IndexOptError` naming the line and column.
fn with_map<T>(text: &str, then: impl FnOnce(IndexingMap<'static>) -> PyResult<T>) -> PyResult<T> {
    let context = CONTEXT.with(|context| *context);
    let map = IndexingMap::parse(context, text).map_err(|error| {
        IndexOptError::new_err(format!("<map>:{}:{}: error: {}", error.line, error.column, error.message))
    })?;
    then(map)
}

/// The canonical text of the map `text`.
#[pyfunction]
fn map_parse(text: &str) -> PyResult<String> {
    with_map(text, |map| Ok(map.to_string()))
}

/// The map simplified, unused range and runtime variables removed (what
/// `index-opt --simplify-indexing-maps` does to an `#indexing.map`).
#[pyfunction]
fn map_simplify(text: &str) -> PyResult<String> {
    with_map(text, |mut map| {
        map.simplify();
        map.remove_unused_symbols();
        Ok(map.to_string())
    })
}

/// `first` then `second`: from `first`'s domain to `second`'s results.
#[pyfunction]
fn map_compose(first: &str, second: &str) -> PyResult<String> {
    with_map(first, |first| {
        with_map(second, |second| {
            let composed = first.compose(&second).map_err(|error| IndexOptError::new_err(error.to_string()))?;
            Ok(composed.to_string())
        })
    })
}

/// The results at a point (dimension values; symbol values: range then
/// runtime variables), domain not checked; `None` on overflow or a wrong
/// number of values.
#[pyfunction]
fn map_evaluate(text: &str, dims: Vec<i64>, symbols: Vec<i64>) -> PyResult<Option<Vec<i64>>> {
    with_map(text, |map| Ok(map.evaluate(&dims, &symbols)))
}

/// Whether the point lies in the domain (bounds and constraints).
#[pyfunction]
fn map_contains(text: &str, dims: Vec<i64>, symbols: Vec<i64>) -> PyResult<bool> {
    with_map(text, |map| Ok(map.contains_point(&dims, &symbols)))
}

/// A variable: name, lower and upper bound (inclusive).
type VariableTuple = (String, i64, i64);

/// What the Python `Domain` is built from.
type DomainTuple = (Vec<VariableTuple>, Vec<VariableTuple>, Vec<VariableTuple>, Vec<VariableTuple>, Vec<String>, bool);

/// The domain and results of a map: dimension, range and runtime variables
/// (name, lower, upper), constraints (expression text, lower, upper), the
/// result expressions, and whether the domain is known to be empty.
#[pyfunction]
fn map_domain(text: &str) -> PyResult<DomainTuple> {
    with_map(text, |map| {
        let dims = (0..map.dims().len()).map(|i| (map.dim_name(i), map.dims()[i].bounds)).collect::<Vec<_>>();
        let n_range = map.range_vars().len();
        let symbols = (0..map.symbol_count()).map(|j| (map.symbol_name(j), map.symbol_bounds(j))).collect::<Vec<_>>();
        let tuple = |(name, bounds): (String, indexing_map::Interval)| (name, bounds.lower, bounds.upper);
        let constraints = map
            .constraints()
            .iter()
            .map(|(expr, bounds)| (map.print_expr(*expr), bounds.lower, bounds.upper))
            .collect();
        let results = map.results().into_iter().map(|expr| map.print_expr(expr)).collect();
        let (range, rt) = symbols.split_at(n_range);
        Ok((
            dims.into_iter().map(tuple).collect(),
            range.iter().cloned().map(tuple).collect(),
            rt.iter().cloned().map(tuple).collect(),
            constraints,
            results,
            map.is_known_empty(),
        ))
    })
}

/// Pairs of index vectors: (dims, symbols) points, or (dims, index) pairs of
/// a relation; `None` beyond the enumeration limit.
type Pairs = Option<Vec<(Vec<i64>, Vec<i64>)>>;

/// Every point of the domain as (dims, symbols), lexicographically; `None`
/// when the bounding box has more than `limit` points.
#[pyfunction]
fn map_enumerate(text: &str, limit: u64) -> PyResult<Pairs> {
    with_map(text, |map| {
        let mut points = Vec::new();
        let complete = map.enumerate_domain(limit, |dims, symbols| points.push((dims.to_vec(), symbols.to_vec())));
        Ok(complete.then_some(points))
    })
}

/// The relation `{(d, f(d, s, rt))}` over the domain, sorted; `None`
/// beyond `limit` points or on overflow.
#[pyfunction]
fn map_relation(text: &str, limit: u64) -> PyResult<Pairs> {
    with_map(text, |map| Ok(map.relation(limit).map(|relation| relation.into_iter().collect())))
}

/// Whether two maps relate the same points (runtime variables compared by
/// position, range variables existential); `None` beyond `limit` points.
#[pyfunction]
fn map_same_relation(a: &str, b: &str, limit: u64) -> PyResult<Option<bool>> {
    with_map(a, |a| with_map(b, |b| Ok(a.same_relation(&b, limit))))
}

/// The page size limit in force (the driver's, `INDEX_OPT_PAGE_LIMIT`
/// read as the driver reads it): a page written to a file past it is
/// chunked, one returned whole past it is warned about.
#[pyfunction]
fn page_size_limit() -> usize {
    index_opt_report::html::page_size_limit()
}

/// The module `index_opt._native`.
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    index_opt_passes::register();
    // The Python API warns about a large page itself (`PageSizeWarning`).
    index_opt_passes::hlo_indexing::leave_page_warnings_to_the_caller();
    // XLA HLO text (`jax.stages.Compiled.as_text()`) is read as the driver
    // reads it.
    index_opt_native::register_hlo_import(hlo_text::hlo_to_mlir_diagnosed);
    module.add("IndexOptError", module.py().get_type::<IndexOptError>())?;
    module.add_function(wrap_pyfunction!(run_report, module)?)?;
    module.add_function(wrap_pyfunction!(page_size_limit, module)?)?;
    module.add("PAGE_SIZE_LIMIT", index_opt_report::html::PAGE_SIZE_LIMIT)?;
    module.add_function(wrap_pyfunction!(map_parse, module)?)?;
    module.add_function(wrap_pyfunction!(map_simplify, module)?)?;
    module.add_function(wrap_pyfunction!(map_compose, module)?)?;
    module.add_function(wrap_pyfunction!(map_evaluate, module)?)?;
    module.add_function(wrap_pyfunction!(map_contains, module)?)?;
    module.add_function(wrap_pyfunction!(map_domain, module)?)?;
    module.add_function(wrap_pyfunction!(map_enumerate, module)?)?;
    module.add_function(wrap_pyfunction!(map_relation, module)?)?;
    module.add_function(wrap_pyfunction!(map_same_relation, module)?)?;
    Ok(())
}
