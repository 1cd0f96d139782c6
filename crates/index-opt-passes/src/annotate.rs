//! `hlo-indexing{annotate=true}`: the indexing analysis's results attached
//! to the IR as discardable `indexing.*` attributes instead of a report
//! (`docs/contract.md`, "Annotations").
//!
//! Every op with at least one (result, operand) entry gets a table
//! `indexing.maps`: one array per result, holding one cell per operand —
//! an array of `#indexing.map` (`[]`: reads nothing) or an
//! `#indexing.unknown<"reason">`. Beside it, where they apply,
//! `indexing.rt_vars` (per cell, the runtime variables' provenance as the
//! JSON report's `rt_vars` objects) and `indexing.superset` (per cell, why
//! the maps are a sound superset, `""` where exact). Each function gets
//! the same three as `indexing.function_*` over (result, argument), with
//! `fusion`. With `direction=input-to-output` every name has
//! `input_to_output_` after its `function_` (`indexing.input_to_output_maps`):
//! the maps go from the operand to the result; rows stay results.

use index_opt_native as native;
use indexing_analysis::analyze::{FunctionPiece, Options, analyze_module_each};
use indexing_analysis::report::{RtField, rt_source_fields, superset};
use indexing_analysis::{Direction, Maps, OperandMap, SharedEntry, UnknownReason};
use melior::ContextRef;
use melior::ir::operation::OperationLike;
use melior::ir::{Attribute, BlockLike, OperationRef, RegionLike};
use std::collections::HashMap;

/// The attribute names of one direction and level.
struct Names {
    maps: String,
    rt_vars: String,
    superset: String,
}

impl Names {
    fn new(direction: Direction, function: bool) -> Self {
        let prefix = format!(
            "indexing.{}{}",
            if function { "function_" } else { "" },
            if direction == Direction::InputToOutput { "input_to_output_" } else { "" }
        );
        Names {
            maps: format!("{prefix}maps"),
            rt_vars: format!("{prefix}rt_vars"),
            superset: format!("{prefix}superset"),
        }
    }
}

/// One (result, operand) cell's attributes.
#[derive(Clone)]
struct Cell<'c> {
    maps: Attribute<'c>,
    rt_vars: Attribute<'c>,
    superset: Attribute<'c>,
    has_rt_vars: bool,
    is_superset: bool,
}

/// Builds cells, printing each distinct map once.
struct Cells<'c> {
    context: ContextRef<'c>,
    maps: HashMap<String, Attribute<'c>>,
}

impl<'c> Cells<'c> {
    fn map(&mut self, map: &indexing_map::IndexingMap<'c>) -> Attribute<'c> {
        let text = map.to_string();
        let context = self.context;
        *self.maps.entry(text).or_insert_with_key(|text| native::map_attribute_in(context, text))
    }

    fn unknown(&self, reason: &str) -> Cell<'c> {
        let empty = native::array_attribute(self.context, &[]);
        Cell {
            maps: native::unknown_attribute(self.context, reason),
            rt_vars: empty,
            superset: native::string_attribute(self.context, ""),
            has_rt_vars: false,
            is_superset: false,
        }
    }

    fn cell(&mut self, maps: Result<&[OperandMap<'c>], &UnknownReason>) -> Cell<'c> {
        let maps = match maps {
            Err(reason) => return self.unknown(&reason.to_string()),
            Ok(maps) => maps,
        };
        let context = self.context;
        let map_attributes: Vec<Attribute<'c>> = maps.iter().map(|m| self.map(&m.map)).collect();
        let mut rt_vars = Vec::new();
        for (i, m) in maps.iter().enumerate() {
            for rt in &m.rt_vars {
                let mut fields = vec![
                    ("map", native::integer_attribute(context, i as i64)),
                    ("rt", native::integer_attribute(context, rt.rt as i64)),
                ];
                for (key, value) in rt_source_fields(rt) {
                    let value = match value {
                        RtField::Number(n) => native::integer_attribute(context, n as i64),
                        RtField::Index => self.map(&rt.index),
                        RtField::Text(text) => native::string_attribute(context, text),
                    };
                    fields.push((key, value));
                }
                rt_vars.push(native::dictionary_attribute(context, &fields));
            }
        }
        let why = superset(maps);
        Cell {
            maps: native::array_attribute(context, &map_attributes),
            has_rt_vars: !rt_vars.is_empty(),
            rt_vars: native::array_attribute(context, &rt_vars),
            superset: native::string_attribute(context, why.unwrap_or("")),
            is_superset: why.is_some(),
        }
    }
}

/// The attributes to set on one op: (name, value).
type Annotations<'c> = Vec<(String, Attribute<'c>)>;

/// The tables of `rows` × `columns` cells from `entries` ((row, column,
/// cell)); a pair without an entry is `unknown` (never "reads nothing").
fn tables<'c>(
    cells: &Cells<'c>,
    names: &Names,
    rows: usize,
    columns: usize,
    entries: impl IntoIterator<Item = (usize, usize, Cell<'c>)>,
) -> Annotations<'c> {
    let missing = cells.unknown("no entry for this pair");
    let mut grid = vec![vec![missing; columns]; rows];
    for (row, column, cell) in entries {
        if let Some(slot) = grid.get_mut(row).and_then(|r| r.get_mut(column)) {
            *slot = cell;
        }
    }
    let context = cells.context;
    let table = |part: fn(&Cell<'c>) -> Attribute<'c>| {
        let rows: Vec<Attribute<'c>> = grid
            .iter()
            .map(|row| native::array_attribute(context, &row.iter().map(part).collect::<Vec<_>>()))
            .collect();
        native::array_attribute(context, &rows)
    };
    let mut out = vec![(names.maps.clone(), table(|c| c.maps))];
    if grid.iter().flatten().any(|c| c.has_rt_vars) {
        out.push((names.rt_vars.clone(), table(|c| c.rt_vars)));
    }
    if grid.iter().flatten().any(|c| c.is_superset) {
        out.push((names.superset.clone(), table(|c| c.superset)));
    }
    out
}

/// Analyses `module` and attaches the results to its ops and functions
/// (after the whole analysis: nothing is changed while it reads the IR).
pub fn annotate(module: &OperationRef<'_, '_>, options: Options) {
    let context = module.context();
    let mut cells = Cells { context, maps: HashMap::new() };
    let op_names = Names::new(options.direction, false);
    let function_names = Names::new(options.direction, true);
    // The functions in the order the analysis visits them, each with its
    // ops in pre-order (the order of the report's ids).
    let mut functions = Vec::new();
    if let Some(body) = module.region(0).ok().and_then(|r| r.first_block()) {
        let mut next = body.first_operation();
        while let Some(op) = next {
            if op.name().as_string_ref().as_str() == Ok("func.func") {
                let mut ops = Vec::new();
                indexing_analysis::ir::walk_nested(&op, |inner| ops.push(inner));
                functions.push((op, ops));
            }
            next = op.next_in_block();
        }
    }
    let mut pending: Vec<(OperationRef, Annotations)> = Vec::new();
    let mut current = 0usize;
    let mut function_entries: Vec<(usize, usize, Cell)> = Vec::new();
    // A shared list's cell, by the list's address while holding the list
    // (so the address is not reused); per function.
    let mut shared: HashMap<*const (), (indexing_analysis::SharedMaps, Cell)> = HashMap::new();
    analyze_module_each(module, options, |piece| match piece {
        FunctionPiece::Begin(_) => {
            function_entries.clear();
            shared.clear();
        }
        FunctionPiece::Op(report) => {
            let Some(op) = functions.get(current).and_then(|(_, ops)| ops.get(report.id)) else { return };
            if report.entries.is_empty() {
                return;
            }
            let entries = report.entries.iter().map(|e| {
                let maps = match &e.maps {
                    Maps::Known(list) => Ok(list.as_slice()),
                    Maps::Unknown(reason) => Err(reason),
                };
                (e.result, e.operand, cells.cell(maps))
            });
            let entries: Vec<_> = entries.collect();
            let annotations = tables(&cells, &op_names, op.result_count(), op.operand_count(), entries);
            pending.push((*op, annotations));
        }
        FunctionPiece::OpsEnd => {}
        FunctionPiece::Entries(entries) => {
            for SharedEntry { result, operand, maps } in entries {
                let key = std::rc::Rc::as_ptr(&maps).cast::<()>();
                let cell = match shared.get(&key) {
                    Some((_, cell)) => cell.clone(),
                    None => {
                        let cell = cells.cell(maps.as_ref().as_ref().map(Vec::as_slice));
                        shared.insert(key, (maps.clone(), cell.clone()));
                        cell
                    }
                };
                function_entries.push((result, operand, cell));
            }
        }
        FunctionPiece::End => {
            if let Some((function, _)) = functions.get(current)
                && options.fusion
            {
                let (results, arguments) = indexing_analysis::ir::function_type(function)
                    .map(|t| (t.result_count(), t.input_count()))
                    .unwrap_or_default();
                let entries = std::mem::take(&mut function_entries);
                pending.push((*function, tables(&cells, &function_names, results, arguments, entries)));
            }
            current += 1;
        }
    });
    for (op, annotations) in pending {
        for (name, value) in annotations {
            native::set_discardable_attribute(&op, &name, value);
        }
    }
}
