//! `hlo-tiling`: tiles a result of a function and reports the tile of every
//! value it reads (`indexing_analysis::tiling`), or lists the valid tilings.

use index_opt_native::{HloTilingOptions, ReportFormat};
use indexing_analysis::fusion::{Fusion, function_name};
use indexing_analysis::json::Writer;
use indexing_analysis::tiling::{self, TILINGS_SEARCHED};
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, OperationRef, RegionLike};

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
    let mut next = module.region(0).ok()?.first_block()?.first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok("func.func") && function_name(&op) == name {
            return Some(op);
        }
        next = op.next_in_block();
    }
    None
}

/// Runs the pass: writes the report in `options.format` to `write`, or
/// returns an error message for a bad request (nothing written).
pub fn run(
    module: &OperationRef<'_, '_>,
    options: HloTilingOptions<'_>,
    write: &mut dyn FnMut(&str),
) -> Result<(), String> {
    let name = options.function.trim().trim_start_matches('@');
    let function =
        find_function(module, name).ok_or_else(|| format!("hlo-tiling: no function @{name} in the module"))?;
    if options.format == ReportFormat::Svg {
        return Err("hlo-tiling: there is no SVG form of the tiling report".into());
    }
    let mut fusion = Fusion::new(module);
    if options.list_valid && options.argument.is_some() {
        return Err("hlo-tiling: list-valid lists tilings of a result, not of an argument".into());
    }
    if options.list_valid {
        let (valid, truncated) = tiling::valid_tilings(&mut fusion, &function, options.result)?;
        match options.format {
            ReportFormat::Json => {
                let mut json = Writer::default();
                json.begin_object();
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
                let mut out = format!("valid tilings of @{name} result {}: {}\n", options.result, valid.len());
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
    match options.format {
        ReportFormat::Json => {
            let mut json = Writer::default();
            tiling::write_json(&mut json, &tiling);
            write(&(json.finish() + "\n"));
        }
        _ => write(&tiling::to_text(&tiling)),
    }
    Ok(())
}
