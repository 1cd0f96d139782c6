//! `hlo-tiling`: tiles a result of a function and reports the tile of every
//! value it reads (`indexing_analysis::tiling`), or lists the valid tilings;
//! with `annotate`, attaches them to the IR instead (docs/contract.md,
//! "Annotations"): on the function `indexing.tiling` (what was tiled, as
//! the JSON report's top-level keys) or `indexing.valid_tilings`; per value
//! the tiles one result tile reads, as the report's tile objects — on each
//! op `indexing.tiles` (one cell per result), on the function
//! `indexing.argument_tiles` (per argument) or, tiling an argument,
//! `indexing.result_tiles` (per result). A cell is an array of tile
//! dictionaries (`[]`: nothing of that value is read) or an
//! `#indexing.unknown`; an op none of whose results is read carries none.

use index_opt_ir::json::Writer;
use index_opt_native as native;
use index_opt_native::{HloTilingOptions, ReportFormat};
use index_opt_report::header::Header;
use indexing_analysis::fusion::{Fusion, function_name};
use indexing_analysis::tiling::{self, Source, TILINGS_SEARCHED, Tiling, ValueAt};
use melior::ir::Attribute;
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;

/// The tile sizes of the `tile` option: integers separated by commas.
fn parse_tile(text: &str) -> Result<Vec<i64>, String> {
    text.split(',')
        .map(|part| {
            part.trim()
                .parse::<i64>()
                .map_err(|_| format!("hlo-tiling: tile must be integers separated by commas, not '{text}'"))
        })
        .collect()
}

/// The `func.func` named `name` directly in `module`.
fn find_function<'c, 'a>(module: &OperationRef<'c, 'a>, name: &str) -> Option<OperationRef<'c, 'a>> {
    indexing_analysis::ir::functions(module).into_iter().find(|op| function_name(op) == name)
}

/// The error for a function the module does not have, naming the ones it
/// has (at most eight).
fn no_function(module: &OperationRef<'_, '_>, name: &str) -> String {
    let names: Vec<String> =
        indexing_analysis::ir::functions(module).iter().map(|f| format!("@{}", function_name(f))).collect();
    let listed = match names.len() {
        0 => "it has none".to_owned(),
        n if n <= 8 => format!("its functions: {}", names.join(", ")),
        n => format!("its functions: {}, and {} more", names[..8].join(", "), n - 8),
    };
    format!("hlo-tiling: no function @{name} in the module; {listed}")
}

/// Runs the pass: writes the report in `options.format` to `write`, or
/// returns an error message for a bad request (nothing written).
pub fn run(
    module: &OperationRef<'_, '_>,
    options: HloTilingOptions<'_>,
    write: &mut dyn FnMut(&str),
) -> Result<(), String> {
    let name = options.function.trim().trim_start_matches('@');
    let function = find_function(module, name).ok_or_else(|| no_function(module, name))?;
    match options.format {
        ReportFormat::Svg => return Err("hlo-tiling: there is no SVG form of the tiling report".into()),
        ReportFormat::Html => return Err("hlo-tiling: there is no HTML form of the tiling report".into()),
        ReportFormat::Text | ReportFormat::Json => {}
    }
    let mut fusion = Fusion::new(module);
    if options.list_valid && options.argument.is_some() {
        return Err("hlo-tiling: list-valid lists tilings of a result, not of an argument".into());
    }
    if options.list_valid {
        let (valid, truncated) = tiling::valid_tilings(&mut fusion, &function, options.result)?;
        if options.annotate {
            let context = function.context();
            let list: Vec<Attribute> = valid.iter().map(|sizes| native::i64_array_attribute(context, sizes)).collect();
            native::set_discardable_attribute(
                &function,
                "indexing.valid_tilings",
                native::array_attribute(context, &list),
            );
            return Ok(());
        }
        let header = Header::hlo_tiling(name, Source::Result(options.result), None);
        match options.format {
            ReportFormat::Json => {
                let mut json = Writer::default();
                json.begin_object();
                header.json_fields(&mut json);
                json.key("function");
                json.string(name);
                json.key("result");
                json.number(options.result);
                json.key("valid_tilings");
                json.begin_array();
                for sizes in &valid {
                    json.begin_array();
                    for &s in sizes {
                        json.integer(s);
                    }
                    json.end_array();
                }
                json.end_array();
                json.key("truncated");
                json.boolean(truncated);
                json.end_object();
                write(&(json.finish() + "\n"));
            }
            _ => {
                let mut out = header.text_line();
                out += &format!("valid tilings of @{name} result {}: {}\n", options.result, valid.len());
                for sizes in &valid {
                    out.push_str(&format!("  {}\n", sizes.iter().map(|s| s.to_string()).collect::<Vec<_>>().join("x")));
                }
                if truncated {
                    out.push_str(&format!("  (search stopped after {TILINGS_SEARCHED} candidates)\n"));
                }
                write(&out);
            }
        }
        return Ok(());
    }
    if options.tile.trim().is_empty() {
        return Err("hlo-tiling: give tile=SIZES (e.g. tile=16,64) or list-valid=true".into());
    }
    let sizes = parse_tile(options.tile)?;
    let tiling = match options.argument {
        Some(argument) => tiling::tile_argument(&function, argument, &sizes)?,
        None => tiling::tile_function(&mut fusion, &function, options.result, &sizes)?,
    };
    if options.annotate {
        annotate(&function, &tiling);
        return Ok(());
    }
    match options.format {
        ReportFormat::Json => {
            let mut json = Writer::default();
            index_opt_report::tiling::write_json(&mut json, &tiling);
            write(&(json.finish() + "\n"));
        }
        _ => write(&index_opt_report::tiling::to_text(&tiling)),
    }
    Ok(())
}

/// Attaches `tiling` to `function` and its ops.
fn annotate(function: &OperationRef<'_, '_>, tiling: &Tiling<'_>) {
    let context = function.context();
    let number = |n: usize| native::integer_attribute(context, i64::try_from(n).unwrap_or(i64::MAX));
    let (key, n) = match tiling.source {
        Source::Result(n) => ("result", n),
        Source::Argument(n) => ("argument", n),
    };
    let summary = [
        (key, number(n)),
        ("shape", native::i64_array_attribute(context, &tiling.shape)),
        ("tile", native::i64_array_attribute(context, &tiling.sizes)),
        ("tiles", native::i64_array_attribute(context, &tiling.counts)),
        ("offsets", native::map_attribute_in(context, &tiling.offsets.to_string())),
        ("valid", native::bool_attribute(context, tiling.valid())),
        ("exact", native::bool_attribute(context, tiling.exact())),
        ("partial", native::bool_attribute(context, tiling.partial())),
    ];
    native::set_discardable_attribute(function, "indexing.tiling", native::dictionary_attribute(context, &summary));
    // One cell per value; values the tile does not reach read nothing: [].
    let empty = native::array_attribute(context, &[]);
    let mut ops = Vec::new();
    indexing_analysis::ir::walk_nested(function, |op| ops.push(op));
    let mut op_cells: Vec<Option<Vec<Attribute>>> = vec![None; ops.len()];
    let (arguments, results) =
        indexing_analysis::ir::function_type(function).map(|t| (t.input_count(), t.result_count())).unwrap_or_default();
    let mut argument_cells = vec![empty; arguments];
    let mut result_cells = vec![empty; results];
    for value in &tiling.values {
        let cell = match &value.tiles {
            Err(reason) => native::unknown_attribute(context, &reason.to_string()),
            Ok(tiles) => {
                let tiles: Vec<Attribute> = tiles
                    .iter()
                    .map(|tile| {
                        let fields = [
                            ("offsets", native::map_attribute_in(context, &tile.offsets.to_string())),
                            ("sizes", native::i64_array_attribute(context, &tile.sizes)),
                            ("strides", native::i64_array_attribute(context, &tile.strides)),
                            ("valid", native::bool_attribute(context, tile.valid)),
                            ("exact", native::bool_attribute(context, tile.exact)),
                            ("symbolic", native::string_attribute(context, &tile.symbolic.to_string())),
                        ];
                        native::dictionary_attribute(context, &fields)
                    })
                    .collect();
                native::array_attribute(context, &tiles)
            }
        };
        let slot = match value.at {
            ValueAt::Op { op, result } => ops.get(op).zip(op_cells.get_mut(op)).and_then(|(ir_op, cells)| {
                cells.get_or_insert_with(|| vec![empty; ir_op.result_count()]).get_mut(result)
            }),
            ValueAt::Argument(n) => argument_cells.get_mut(n),
            ValueAt::Result(n) => result_cells.get_mut(n),
        };
        if let Some(slot) = slot {
            *slot = cell;
        }
    }
    for (op, cells) in ops.iter().zip(op_cells) {
        if let Some(cells) = cells {
            native::set_discardable_attribute(op, "indexing.tiles", native::array_attribute(context, &cells));
        }
    }
    let (name, cells) = match tiling.source {
        Source::Result(_) => ("indexing.argument_tiles", argument_cells),
        Source::Argument(_) => ("indexing.result_tiles", result_cells),
    };
    native::set_discardable_attribute(function, name, native::array_attribute(context, &cells));
}
