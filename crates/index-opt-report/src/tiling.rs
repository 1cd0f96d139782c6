//! The tiling report (docs/contract.md, "Tiling"): a [`Tiling`] as text
//! and as JSON, each after its [`Header`].

use crate::header::Header;
use index_opt_ir::json::Writer;
use indexing_analysis::tiling::{Source, Tiling};

fn dims_text(values: &[i64]) -> String {
    if values.is_empty() {
        return "scalar".into();
    }
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join("x")
}

fn json_numbers(json: &mut Writer, values: &[i64]) {
    json.begin_array();
    for &v in values {
        json.integer(v);
    }
    json.end_array();
}

/// The header of a tiling's report.
pub fn header(tiling: &Tiling<'_>) -> Header {
    Header::hlo_tiling(&tiling.function, tiling.source, Some(&tiling.sizes))
}

/// The text report of a tiling (docs/contract.md, "Tiling").
pub fn to_text(tiling: &Tiling<'_>) -> String {
    let mut out = header(tiling).text_line();
    out += &format!(
        "tiling @{} {}: shape {}, tile {}, {} tiles ({}), {}, {}{}\n  {} tile offsets: {}\n",
        tiling.function,
        tiling.source,
        dims_text(&tiling.shape),
        dims_text(&tiling.sizes),
        tiling.counts.iter().product::<i64>(),
        dims_text(&tiling.counts),
        if tiling.valid() { "valid" } else { "not valid" },
        if tiling.exact() { "exact" } else { "not exact" },
        if tiling.partial() { " (the last tiles are partial)" } else { "" },
        match tiling.source {
            Source::Result(_) => "result",
            Source::Argument(_) => "argument",
        },
        tiling.offsets
    );
    for value in &tiling.values {
        match &value.tiles {
            Err(reason) => out.push_str(&format!("  {} ({}): unknown: {reason}\n", value.value, value.op)),
            Ok(tiles) if tiles.is_empty() => {
                out.push_str(&format!("  {} ({}): reads nothing\n", value.value, value.op))
            }
            Ok(tiles) => {
                for tile in tiles.iter() {
                    out.push_str(&format!(
                        "  {} ({}): offsets {}, sizes {}, strides {}{}{}{}\n",
                        value.value,
                        value.op,
                        tile.offsets,
                        dims_text(&tile.sizes),
                        dims_text(&tile.strides),
                        if tile.exact { ", exact" } else { ", not exact (holds what is read)" },
                        if tile.clamped { ", clamped to the tensor" } else { "" },
                        if tile.valid { "" } else { ", NOT VALID for these sizes" }
                    ));
                    if !tile.symbolic.constraints.is_empty() || !tile.valid {
                        out.push_str(&format!("    symbolic: {}\n", tile.symbolic));
                    }
                }
            }
        }
    }
    out
}

/// The JSON object of a tiling (docs/contract.md, "Tiling").
pub fn write_json(json: &mut Writer, tiling: &Tiling<'_>) {
    json.begin_object();
    header(tiling).json_fields(json);
    json.key("function");
    json.string(&tiling.function);
    let (key, n) = match tiling.source {
        Source::Result(n) => ("result", n),
        Source::Argument(n) => ("argument", n),
    };
    json.key(key);
    json.number(n);
    json.key("shape");
    json_numbers(json, &tiling.shape);
    json.key("tile");
    json_numbers(json, &tiling.sizes);
    json.key("tiles");
    json_numbers(json, &tiling.counts);
    json.key("offsets");
    json.string(&tiling.offsets.to_string());
    json.key("valid");
    json.boolean(tiling.valid());
    json.key("exact");
    json.boolean(tiling.exact());
    json.key("partial");
    json.boolean(tiling.partial());
    json.key("values");
    json.begin_array();
    for value in &tiling.values {
        json.begin_object();
        json.key("value");
        json.string(&value.value);
        json.key("op");
        json.string(&value.op);
        json.key("shape");
        match &value.shape {
            Some(shape) => json_numbers(json, shape),
            None => json.null(),
        }
        match &value.tiles {
            Err(reason) => {
                json.key("unknown");
                json.string(&reason.to_string());
            }
            Ok(tiles) => {
                json.key("tiles");
                json.begin_array();
                for tile in tiles.iter() {
                    json.begin_object();
                    json.key("offsets");
                    json.string(&tile.offsets.to_string());
                    json.key("sizes");
                    json_numbers(json, &tile.sizes);
                    json.key("strides");
                    json_numbers(json, &tile.strides);
                    json.key("valid");
                    json.boolean(tile.valid);
                    json.key("exact");
                    json.boolean(tile.exact);
                    if tile.clamped {
                        json.key("clamped");
                        json.boolean(true);
                    }
                    json.key("symbolic");
                    json.string(&tile.symbolic.to_string());
                    json.end_object();
                }
                json.end_array();
            }
        }
        json.end_object();
    }
    json.end_array();
    json.end_object();
}
