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
//!
//! With `counts` or `coalescing`, `indexing.counts` (and
//! `indexing.function_counts`) holds per cell the entry's figures as a
//! dictionary with the JSON report's keys (`exact`, `elements_read`,
//! `bytes_read`, `utilization`, `reads_per_element`, `coalescing`; a bound
//! as `{lower, upper}`, JSON's `null` as `unit`, a count beyond `i64` — an
//! unbounded one — as `i64`'s maximum), `{}` where there are none.

use index_opt_ir::json::Fields;
use index_opt_native as native;
use index_opt_report::report::{EntryCosts, RtField, Storage, rt_source_fields, superset};
use indexing_analysis::analyze::{FunctionPiece, Options, analyze_module_each};
use indexing_analysis::{Direction, Entry, Maps, OperandMap, SharedEntry, UnknownReason};
use melior::ContextRef;
use melior::ir::operation::OperationLike;
use melior::ir::{Attribute, OperationRef};
use std::collections::HashMap;

/// The attribute names of one direction and level.
struct Names {
    maps: String,
    rt_vars: String,
    superset: String,
    counts: String,
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
            counts: format!("{prefix}counts"),
        }
    }
}

/// One (result, operand) cell's attributes.
#[derive(Clone)]
struct Cell<'c> {
    maps: Attribute<'c>,
    rt_vars: Attribute<'c>,
    superset: Attribute<'c>,
    counts: Attribute<'c>,
    has_rt_vars: bool,
    is_superset: bool,
}

/// Builds an MLIR dictionary from the JSON-shaped calls of [`Fields`]
/// (the report's cost figures).
struct Dictionary<'c> {
    context: ContextRef<'c>,
    /// The open objects: the key each goes under in its parent, its fields.
    open: Vec<(Option<String>, Annotations<'c>)>,
    key: Option<String>,
    done: Option<Attribute<'c>>,
}

impl<'c> Dictionary<'c> {
    fn new(context: ContextRef<'c>) -> Self {
        Dictionary { context, open: Vec::new(), key: None, done: None }
    }

    fn value(&mut self, value: Attribute<'c>) {
        let key = self.key.take().unwrap_or_default();
        if let Some((_, fields)) = self.open.last_mut() {
            fields.push((key, value));
        }
    }
}

impl Fields for Dictionary<'_> {
    fn begin_object(&mut self) {
        self.open.push((self.key.take(), Vec::new()));
    }
    fn end_object(&mut self) {
        let Some((key, fields)) = self.open.pop() else { return };
        let fields: Vec<(&str, Attribute)> = fields.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let dictionary = native::dictionary_attribute(self.context, &fields);
        if self.open.is_empty() {
            self.done = Some(dictionary);
        } else {
            self.key = key;
            self.value(dictionary);
        }
    }
    fn key(&mut self, key: &str) {
        self.key = Some(key.to_owned());
    }
    fn string(&mut self, text: &str) {
        self.value(native::string_attribute(self.context, text));
    }
    fn number(&mut self, value: usize) {
        self.value(native::integer_attribute(self.context, i64::try_from(value).unwrap_or(i64::MAX)));
    }
    fn float(&mut self, value: f64) {
        self.value(native::float_attribute(self.context, value));
    }
    fn boolean(&mut self, value: bool) {
        self.value(native::bool_attribute(self.context, value));
    }
    fn null(&mut self) {
        self.value(native::unit_attribute(self.context));
    }
}

/// Builds cells, making each distinct map's attribute once (by its text).
struct Cells<'c> {
    context: ContextRef<'c>,
    maps: HashMap<String, Attribute<'c>>,
    /// The cost figures asked for (none: no `counts` table).
    costs: EntryCosts<'c>,
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
            counts: native::dictionary_attribute(self.context, &[]),
            has_rt_vars: false,
            is_superset: false,
        }
    }

    /// The cell of `entry`, with its cost figures when asked for
    /// (`sizes`: its operand's and result's).
    fn entry_cell(&mut self, entry: &Entry<'c>, sizes: (Option<&Storage>, Option<&Storage>)) -> Cell<'c> {
        let maps = match &entry.maps {
            Maps::Known(list) => Ok(list.as_slice()),
            Maps::Unknown(reason) => Err(reason),
        };
        let mut cell = self.cell(maps);
        if self.costs.any() {
            let mut dictionary = Dictionary::new(self.context);
            dictionary.begin_object();
            self.costs.write(entry, sizes.0, sizes.1, &mut dictionary);
            dictionary.end_object();
            if let Some(counts) = dictionary.done {
                cell.counts = counts;
            }
        }
        cell
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
            counts: native::dictionary_attribute(context, &[]),
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
    if cells.costs.any() {
        out.push((names.counts.clone(), table(|c| c.counts)));
    }
    out
}

/// Analyses `module` and attaches the results to its ops and functions
/// (after the whole analysis: nothing is changed while it reads the IR),
/// with the cost figures `costs` asks for.
pub fn annotate<'c>(module: &OperationRef<'c, '_>, options: Options, costs: EntryCosts<'c>) {
    let context = module.context();
    let mut cells = Cells { context, maps: HashMap::new(), costs };
    let op_names = Names::new(options.direction, false);
    let function_names = Names::new(options.direction, true);
    // The functions in the order the analysis visits them, each with its
    // ops in pre-order (the order of the report's ids).
    let functions: Vec<_> = indexing_analysis::ir::functions(module)
        .into_iter()
        .map(|function| {
            let mut ops = Vec::new();
            indexing_analysis::ir::walk_nested(&function, |op| ops.push(op));
            (function, ops)
        })
        .collect();
    let mut pending: Vec<(OperationRef, Annotations)> = Vec::new();
    let mut current = 0usize;
    let mut function_entries: Vec<(usize, usize, Cell)> = Vec::new();
    // A shared list's cell, by the list's address while holding the list
    // (so the address is not reused); per function.
    let mut shared: HashMap<(*const (), usize, usize), (indexing_analysis::SharedMaps, Cell)> = HashMap::new();
    let mut sizes: (Vec<Option<Storage>>, Vec<Option<Storage>>) = Default::default();
    let size = |list: &[Option<Storage>], i: usize| list.get(i).and_then(Option::as_ref).cloned();
    analyze_module_each(module, options, |piece| match piece {
        FunctionPiece::Begin(function) => {
            function_entries.clear();
            shared.clear();
            cells.costs.clear();
            sizes = (function.argument_sizes, function.result_sizes);
        }
        FunctionPiece::Op(report) => {
            let Some(op) = functions.get(current).and_then(|(_, ops)| ops.get(report.id)) else { return };
            if report.entries.is_empty() {
                return;
            }
            let entries = report.entries.iter().map(|e| {
                let operand = size(&report.operand_sizes, e.operand);
                let result = size(&report.result_sizes, e.result);
                (e.result, e.operand, cells.entry_cell(e, (operand.as_ref(), result.as_ref())))
            });
            let entries: Vec<_> = entries.collect();
            let annotations = tables(&cells, &op_names, op.result_count(), op.operand_count(), entries);
            pending.push((*op, annotations));
        }
        FunctionPiece::OpsEnd => {}
        FunctionPiece::Entries(entries) => {
            for entry in entries {
                let (result, operand) = (entry.result, entry.operand);
                // With cost figures a cell depends on the sizes too.
                let key = if cells.costs.any() { (operand, result) } else { (0, 0) };
                let key = (std::rc::Rc::as_ptr(&entry.maps).cast::<()>(), key.0, key.1);
                let cell = match shared.get(&key) {
                    Some((_, cell)) => cell.clone(),
                    None => {
                        let sized = (size(&sizes.0, operand), size(&sizes.1, result));
                        let cell =
                            cells.entry_cell(&SharedEntry::to_entry(&entry), (sized.0.as_ref(), sized.1.as_ref()));
                        shared.insert(key, (entry.maps.clone(), cell.clone()));
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
