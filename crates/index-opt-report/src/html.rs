//! The HTML report (`index-opt --indexing-report=html`): one self-contained
//! page (no network, no external scripts or fonts) with each function's
//! dataflow graph, every op's maps in XLA's layout and an element
//! explorer (pick an element, see what it reads).
//!
//! The page embeds two JSON documents and the page script
//! (`src/html/page.js`, `page.css`; their DOM contract is
//! `src/html/README.md`):
//! - `#index-opt-report`: the JSON report, byte for byte the driver's
//!   `--indexing-report=json` except that every `<` is written `\u003c`
//!   (so that no `</script>` can end the element early; `JSON.parse` reads
//!   the same strings);
//! - `#index-opt-graph`: [`graph_json`], the dataflow the report does not
//!   hold: per op, where each operand comes from and the types and static
//!   shapes of operands and results; per function, its arguments and
//!   results.
//!
//! A writer calls [`page_start`], streams the JSON report through
//! [`script_text`], then writes [`page_end`]. A report too large for one
//! page goes through [`chunked::ChunkedPage`] instead: the page then holds
//! the report's skeleton and a manifest of the chunk files beside it.

use crate::header::{Header, INDEX_OPT_VERSION};
use index_opt_ir::json::Writer;
use indexing_analysis::ir::{self, OpKey, ValueSource};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, OperationRef, RegionLike, Type, ValueLike};
use std::borrow::Cow;
use std::collections::HashMap;

pub mod chunked;

/// The page script: builds the whole page from the two JSON documents.
pub const PAGE_SCRIPT: &str = include_str!("html/page.js");
/// The page's style sheet.
pub const PAGE_STYLE: &str = include_str!("html/page.css");
/// The graph layout library the page script uses when it is there: elkjs's
/// `elk.bundled.js` (ELK's layered layout compiled to JavaScript; defines
/// the global `ELK`), at the version `web/package-lock.json` pins,
/// installed by `build.rs`.
pub const LAYOUT_SCRIPT: &str = include_str!(concat!(env!("OUT_DIR"), "/elk.bundled.js"));

/// `text` made safe inside a `<script>` element: every `<` as the JSON
/// escape `\u003c` (JSON text only: outside strings `<` never occurs).
pub fn script_text(text: &str) -> Cow<'_, str> {
    if text.contains('<') { Cow::Owned(text.replace('<', "\\u003c")) } else { Cow::Borrowed(text) }
}

/// `text` as HTML character data (`&`, `<`, `>`, `"` escaped).
fn html_text(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The page up to the start of the JSON report: the head (titled with the
/// module's source file, the generator naming index-opt's version) and the
/// opening of the report's element.
pub fn page_start(module: &OperationRef<'_, '_>) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"generator\" content=\"index-opt {INDEX_OPT_VERSION}\">\
         <title>index-opt: {}</title>\n<style>\n{}</style></head>\n<body>\n\
         <script type=\"application/json\" id=\"index-opt-report\">",
        html_text(&source_name(module)),
        PAGE_STYLE
    )
}

/// The rest of the page after the JSON report: the graph document (with
/// the report's `header`), the manifest of a chunked page
/// ([`chunked::ChunkedPage::finish`]), the layout library and the page
/// script.
pub fn page_end(module: &OperationRef<'_, '_>, header: &Header, chunks: Option<&str>) -> String {
    let chunks = chunks.map_or_else(String::new, |manifest| {
        format!("<script type=\"application/json\" id=\"index-opt-chunks\">{}</script>\n", script_text(manifest))
    });
    format!(
        "</script>\n<script type=\"application/json\" id=\"index-opt-graph\">{}</script>\n{chunks}<script id=\"index-opt-elk\">\n{}</script>\n<script>\n{}</script>\n</body></html>\n",
        script_text(&graph_json(module, header)),
        LAYOUT_SCRIPT,
        PAGE_SCRIPT
    )
}

/// The file the module was read from (its first file location), or
/// `<unknown>`.
pub fn source_name(module: &OperationRef<'_, '_>) -> String {
    let mut name = ir::file_line_column(module.location()).map(|(file, _, _)| file.to_owned());
    if name.is_none() {
        name = ir::functions(module).first().and_then(|f| ir::file_line_column(f.location())).map(|l| l.0.to_owned());
    }
    name.unwrap_or_else(|| "<unknown>".to_owned())
}

/// The page size, in bytes, beyond which writing a page prints a warning
/// ([`page_size_warning`]) or, when the page goes to a file, the JSON
/// report size beyond which the page is written chunked
/// ([`chunked::ChunkedPage`]): 16 MB. A whole page embeds the whole JSON
/// report, which the browser parses before it shows anything: the 12-layer
/// training step of the corpus (5,276 ops) is a 10 MB page that opens in
/// under a second, the 36-layer step's whole page (54 MB of JSON) takes
/// about 2.7 s and its chunked page 1.1 s.
pub const PAGE_SIZE_LIMIT: usize = 16_000_000;

/// The page size limit in force: [`PAGE_SIZE_LIMIT`], or the number of
/// bytes in the environment variable `INDEX_OPT_PAGE_LIMIT` when it holds
/// one (`0`: warn about every page).
pub fn page_size_limit() -> usize {
    std::env::var("INDEX_OPT_PAGE_LIMIT").ok().and_then(|v| v.trim().parse().ok()).unwrap_or(PAGE_SIZE_LIMIT)
}

/// The warning for a page of `bytes` bytes over `limit` (`None` when it is
/// within it), written to a stream (a page written to a file is chunked
/// instead), located at the module (its first file location, as
/// `file:line:col`, the first function's when the module's is line 0) and
/// in MLIR's diagnostic form: the size, the limit,
/// the function that takes the most of it (`largest`: its name and about
/// how many bytes of the report are its), and what to do instead.
pub fn page_size_warning(
    module: &OperationRef<'_, '_>,
    bytes: usize,
    limit: usize,
    largest: Option<(&str, usize)>,
) -> Option<String> {
    if bytes <= limit {
        return None;
    }
    let location = [module.location()]
        .into_iter()
        .chain(ir::functions(module).first().map(|f| f.location()))
        .filter_map(ir::file_line_column)
        .find(|&(_, line, _)| line > 0)
        .map_or_else(|| "<unknown>".to_owned(), |(file, line, column)| format!("{file}:{line}:{column}"));
    let megabytes = |n: usize| if n >= 1_000_000 { format!("{:.1} MB", n as f64 / 1e6) } else { format!("{n} bytes") };
    let largest = match largest {
        Some((name, size)) => format!("; the largest function, @{name}, is about {} of it", megabytes(size)),
        None => String::new(),
    };
    Some(format!(
        "{location}: warning: hlo-indexing: the HTML page is {}{}, over the {} limit of a page \
         (it embeds the whole JSON report, which the browser parses before it shows anything){largest}\n\
         {location}: note: for a program this large, write the page to a file (-o FILE.html, or the pass's report-file): \
         past the limit, the page then loads its data from chunk files beside it (FILE.files/) as it needs them; or use \
         --indexing-report=json or the Python package; INDEX_OPT_PAGE_LIMIT=BYTES sets the limit\n",
        megabytes(bytes),
        if bytes >= 1_000_000 { format!(" ({bytes} bytes)") } else { String::new() },
        megabytes(limit),
    ))
}

/// The dataflow of every function the report covers (`ir::functions`, ops
/// in the report's pre-order, so that `ops[i]` is the op with id `i`):
///
/// ```json
/// {"version": 1, "source": "f.mlir", "index_opt_version": "0.1.0",
///  "direction": "output-to-input", "options": {"fusion": true, ...},
///  "functions": [{"name": "main",
///    "arguments": [{"type": "tensor<4x8xf32>", "shape": [4, 8]}],
///    "results": [{"type": "tensor<8x4xf32>", "shape": [8, 4]}],
///    "ops": [{"operands": [{"source": {"arg": 0}, "type": "...", "shape": [4, 8]}],
///             "results": [{"type": "...", "shape": [8, 4]}]}]}]}
/// ```
///
/// `shape` is `null` where the type has no static shape (`[]`: a scalar or
/// a 0-d tensor); `source` is `{"arg": n}`, `{"op": id, "result": k}`,
/// `{"region_arg": n, "of": id}` (an argument of a block in a region of op
/// `id`) or `null` (defined outside the function). `index_opt_version`,
/// `direction` and `options` are the report's [`Header`].
pub fn graph_json(module: &OperationRef<'_, '_>, header: &Header) -> String {
    let mut json = Writer::default();
    json.begin_object();
    json.key("version");
    json.number(1);
    json.key("source");
    json.string(&source_name(module));
    header.json_fields(&mut json);
    json.key("functions");
    json.begin_array();
    for function in ir::functions(module) {
        function_graph(&function, &mut json);
    }
    json.end_array();
    json.end_object();
    json.finish()
}

fn function_graph(function: &OperationRef<'_, '_>, json: &mut Writer) {
    json.begin_object();
    json.key("name");
    json.string(&indexing_analysis::fusion::function_name(function));
    json.key("arguments");
    json.begin_array();
    if let Some(block) = function.region(0).ok().and_then(|r| r.first_block()) {
        for i in 0..block.argument_count() {
            if let Ok(argument) = block.argument(i) {
                typed(json, argument.r#type(), |_| {});
            }
        }
    }
    json.end_array();
    json.key("results");
    json.begin_array();
    if let Some(function_type) = ir::function_type(function) {
        for i in 0..function_type.result_count() {
            if let Ok(result) = function_type.result(i) {
                typed(json, result, |_| {});
            }
        }
    }
    json.end_array();
    let mut ids = HashMap::new();
    let mut ops = Vec::new();
    ir::walk_nested(function, |op| {
        ids.insert(OpKey::of(&op), ops.len());
        ops.push(op);
    });
    let function_key = OpKey::of(function);
    json.key("ops");
    json.begin_array();
    for op in &ops {
        json.begin_object();
        json.key("operands");
        json.begin_array();
        for operand in op.operands() {
            typed(json, operand.r#type(), |json| {
                json.key("source");
                source(json, ir::value_source(operand), function_key, &ids);
            });
        }
        json.end_array();
        json.key("results");
        json.begin_array();
        for result in op.results() {
            typed(json, result.r#type(), |_| {});
        }
        json.end_array();
        json.end_object();
    }
    json.end_array();
    json.end_object();
}

/// An object with `more`'s fields, then the type's `type` and `shape`.
fn typed(json: &mut Writer, r#type: Type<'_>, more: impl FnOnce(&mut Writer)) {
    json.begin_object();
    more(json);
    json.key("type");
    json.string(&r#type.to_string());
    json.key("shape");
    match ir::static_shape(r#type) {
        Ok(shape) => {
            json.begin_array();
            for size in shape {
                json.integer(size);
            }
            json.end_array();
        }
        Err(_) => json.null(),
    }
    json.end_object();
}

fn source(json: &mut Writer, source: ValueSource<'_, '_>, function: OpKey, ids: &HashMap<OpKey, usize>) {
    // A value defined outside the function (or in a detached block) has no
    // id here: `null`.
    match source {
        ValueSource::Result(op, result) => match ids.get(&OpKey::of(&op)) {
            Some(&id) => object(json, &[("op", id), ("result", result)]),
            None => json.null(),
        },
        ValueSource::BlockArgument { owner: Some(owner), index } if OpKey::of(&owner) == function => {
            object(json, &[("arg", index)])
        }
        ValueSource::BlockArgument { owner: Some(owner), index } => match ids.get(&OpKey::of(&owner)) {
            Some(&id) => object(json, &[("region_arg", index), ("of", id)]),
            None => json.null(),
        },
        ValueSource::BlockArgument { owner: None, .. } => json.null(),
    }
}

/// An object of number fields.
fn object(json: &mut Writer, fields: &[(&str, usize)]) {
    json.begin_object();
    for &(key, value) in fields {
        json.key(key);
        json.number(value);
    }
    json.end_object();
}

#[cfg(test)]
mod tests {
    use super::{LAYOUT_SCRIPT, PAGE_SCRIPT, PAGE_STYLE, script_text};

    #[test]
    fn the_embedded_files_cannot_end_their_elements() {
        // Pasted into <script> and <style>: these would end them early (or,
        // `<!--`, switch the script element's parsing state).
        assert!(!PAGE_SCRIPT.to_ascii_lowercase().contains("</script"));
        assert!(!PAGE_SCRIPT.contains("<!--"));
        assert!(!PAGE_STYLE.to_ascii_lowercase().contains("</style"));
        assert!(!PAGE_SCRIPT.is_empty() && !PAGE_STYLE.is_empty());
        assert!(!LAYOUT_SCRIPT.to_ascii_lowercase().contains("</script") && !LAYOUT_SCRIPT.contains("<!--"));
        assert!(LAYOUT_SCRIPT.contains("ELK"));
    }

    #[test]
    fn script_text_escapes_every_angle_bracket() {
        assert_eq!(script_text(r#"{"loc": "</script><!--"}"#), r#"{"loc": "\u003c/script>\u003c!--"}"#);
        assert_eq!(script_text("plain"), "plain");
    }
}
