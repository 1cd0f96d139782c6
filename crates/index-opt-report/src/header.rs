//! What every report says first (docs/contract.md, "Report headers"): the
//! index-opt version that wrote it, the direction of its maps and the
//! options of the pass that produced it.
//!
//! A JSON report opens with the fields `index_opt_version`, `direction`
//! and `options` ([`Header::json_fields`]); a text report with one comment
//! line ([`Header::text_line`]), an SVG with the same line as an XML
//! comment:
//!
//! ```text
//! // index-opt 0.1.0 hlo-indexing: direction=output-to-input fusion=true counts=false
//! ```

use buffer_liveness::Options as LivenessOptions;
use index_opt_ir::json::Writer;
use indexing_analysis::Direction;
use indexing_analysis::analyze::Options as AnalysisOptions;
use indexing_analysis::tiling::Source;
use indexing_map::coalesce;

/// The version of index-opt that writes the reports (every crate of the
/// workspace has the workspace's version).
pub const INDEX_OPT_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The value of one pass option, as a report states it.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    /// `true` / `false`.
    Bool(bool),
    /// A number (`result=0`).
    Integer(i64),
    /// Numbers: a JSON array, in text comma-separated (`tile=16,64`).
    Integers(Vec<i64>),
    /// A word (`ordering=sequential`).
    Text(String),
    /// Off, or not used by this run (`coalescing` not asked for, `tile`
    /// with `list-valid`): JSON `null`; the text line leaves it out.
    Off,
    /// Options of an option (`coalescing`'s `warp`, `transaction`, ...): a
    /// JSON object; in text their `key=value` pairs, quoted.
    Options(Vec<(&'static str, OptionValue)>),
}

/// The head of one report: which pass wrote it, the direction of its maps
/// and the options it ran with (names as the pass spells them; JSON keys
/// write `-` as `_`).
#[derive(Clone, Debug, PartialEq)]
pub struct Header {
    /// The pass (`hlo-indexing`, `buffer-liveness`, `hlo-tiling`).
    pub pass: &'static str,
    /// The direction of the report's maps; `None` for a report without
    /// maps (buffer liveness).
    pub direction: Option<Direction>,
    /// The options that shape the report, in the pass's order.
    pub options: Vec<(&'static str, OptionValue)>,
}

impl Header {
    /// The head of an `hlo-indexing` report: `fusion`, `counts`,
    /// `coalescing`.
    pub fn hlo_indexing(analysis: AnalysisOptions, counts: bool, coalescing: Option<&coalesce::Options>) -> Self {
        Header {
            pass: "hlo-indexing",
            direction: Some(analysis.direction),
            options: vec![
                ("fusion", OptionValue::Bool(analysis.fusion)),
                ("counts", OptionValue::Bool(counts)),
                ("coalescing", coalescing.map_or(OptionValue::Off, coalescing_value)),
            ],
        }
    }

    /// The head of a `buffer-liveness` report (no direction: it has no
    /// maps): `ordering`, `reshape-aliases`, `interference`.
    pub fn buffer_liveness(options: LivenessOptions) -> Self {
        Header {
            pass: "buffer-liveness",
            direction: None,
            options: vec![
                ("ordering", OptionValue::Text(options.ordering.name().to_owned())),
                ("reshape-aliases", OptionValue::Bool(options.reshape_aliases)),
                ("interference", OptionValue::Bool(options.interference)),
            ],
        }
    }

    /// The head of an `hlo-tiling` report: tiling a result is output to
    /// input, an argument input to output; `tile` is `None` with
    /// `list-valid`. The options are `function` (without `@`), `result`
    /// and `argument` (the one not tiled `Off`), `tile`, `list-valid`.
    pub fn hlo_tiling(function: &str, source: Source, tile: Option<&[i64]>) -> Self {
        let (direction, result, argument) = match source {
            Source::Result(n) => (Direction::OutputToInput, number(n), OptionValue::Off),
            Source::Argument(n) => (Direction::InputToOutput, OptionValue::Off, number(n)),
        };
        Header {
            pass: "hlo-tiling",
            direction: Some(direction),
            options: vec![
                ("function", OptionValue::Text(function.to_owned())),
                ("result", result),
                ("argument", argument),
                ("tile", tile.map_or(OptionValue::Off, |sizes| OptionValue::Integers(sizes.to_vec()))),
                ("list-valid", OptionValue::Bool(tile.is_none())),
            ],
        }
    }

    /// Writes `index_opt_version`, `direction` (`null` without one) and
    /// `options` into the object `json` has open.
    pub fn json_fields(&self, json: &mut Writer) {
        json.key("index_opt_version");
        json.string(INDEX_OPT_VERSION);
        json.key("direction");
        match self.direction {
            Some(direction) => json.string(direction.name()),
            None => json.null(),
        }
        json.key("options");
        options_json(json, &self.options);
    }

    /// The text reports' first line, newline included: `// ` and
    /// [`Header::line`].
    pub fn text_line(&self) -> String {
        format!("// {}\n", self.line())
    }

    /// `index-opt VERSION PASS: direction=D key=value ...` (no
    /// `direction` without one; options that are [`OptionValue::Off`] left
    /// out).
    pub fn line(&self) -> String {
        let mut pairs = Vec::new();
        if let Some(direction) = self.direction {
            pairs.push(format!("direction={}", direction.name()));
        }
        for (name, value) in &self.options {
            if let Some(text) = value_text(value) {
                pairs.push(format!("{name}={text}"));
            }
        }
        format!("index-opt {INDEX_OPT_VERSION} {}: {}", self.pass, pairs.join(" "))
    }
}

/// `coalescing`'s options as an option value (the JSON object the indexing
/// report also ends with).
pub fn coalescing_value(options: &coalesce::Options) -> OptionValue {
    let number = |n: u64| OptionValue::Integer(i64::try_from(n).unwrap_or(i64::MAX));
    let mut fields = vec![
        ("warp", number(options.warp)),
        ("transaction", number(options.transaction)),
        ("threads", OptionValue::Text(options.threads.name().to_owned())),
        ("layout", OptionValue::Text(options.layout.name().to_owned())),
    ];
    if let Some(bytes) = options.element_bytes {
        fields.push(("element-bytes", number(bytes)));
    }
    OptionValue::Options(fields)
}

fn number(n: usize) -> OptionValue {
    OptionValue::Integer(i64::try_from(n).unwrap_or(i64::MAX))
}

/// Options as a JSON object, keys with `_` for `-`.
fn options_json(json: &mut Writer, options: &[(&str, OptionValue)]) {
    json.begin_object();
    for (name, value) in options {
        json.key(&name.replace('-', "_"));
        value_json(json, value);
    }
    json.end_object();
}

/// One option value as JSON.
pub fn value_json(json: &mut Writer, value: &OptionValue) {
    match value {
        OptionValue::Bool(b) => json.boolean(*b),
        OptionValue::Integer(n) => json.integer(*n),
        OptionValue::Integers(list) => {
            json.begin_array();
            for &n in list {
                json.integer(n);
            }
            json.end_array();
        }
        OptionValue::Text(text) => json.string(text),
        OptionValue::Off => json.null(),
        OptionValue::Options(options) => options_json(json, options),
    }
}

/// One option value as the text line writes it (`None`: left out).
fn value_text(value: &OptionValue) -> Option<String> {
    Some(match value {
        OptionValue::Bool(b) => b.to_string(),
        OptionValue::Integer(n) => n.to_string(),
        OptionValue::Integers(list) => list.iter().map(i64::to_string).collect::<Vec<_>>().join(","),
        OptionValue::Text(text) => text.clone(),
        OptionValue::Off => return None,
        OptionValue::Options(options) => {
            let pairs: Vec<String> =
                options.iter().filter_map(|(name, value)| Some(format!("{name}={}", value_text(value)?))).collect();
            format!("\"{}\"", pairs.join(" "))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_line_names_the_pass_direction_and_options() {
        let analysis = AnalysisOptions { direction: Direction::OutputToInput, fusion: true };
        let header = Header::hlo_indexing(analysis, false, Some(&coalesce::Options::default()));
        assert_eq!(
            header.text_line(),
            format!(
                "// index-opt {INDEX_OPT_VERSION} hlo-indexing: direction=output-to-input fusion=true counts=false \
                 coalescing=\"warp=32 transaction=128 threads=row-major layout=row-major\"\n"
            )
        );
        let tiling = Header::hlo_tiling("main", Source::Argument(1), Some(&[16, 64]));
        assert_eq!(
            tiling.text_line(),
            format!(
                "// index-opt {INDEX_OPT_VERSION} hlo-tiling: direction=input-to-output function=main argument=1 \
                 tile=16,64 list-valid=false\n"
            )
        );
    }

    #[test]
    fn the_json_fields_write_off_as_null_and_dashes_as_underscores() {
        let header = Header::buffer_liveness(LivenessOptions::default());
        let mut json = Writer::default();
        json.begin_object();
        header.json_fields(&mut json);
        json.end_object();
        let text = json.finish();
        assert!(text.contains("\"direction\": null"), "{text}");
        assert!(text.contains("\"reshape_aliases\": true"), "{text}");
        let off =
            Header::hlo_indexing(AnalysisOptions { direction: Direction::InputToOutput, fusion: false }, false, None);
        let mut json = Writer::default();
        json.begin_object();
        off.json_fields(&mut json);
        json.end_object();
        let text = json.finish();
        assert!(text.contains("\"direction\": \"input-to-output\"") && text.contains("\"coalescing\": null"), "{text}");
    }
}
