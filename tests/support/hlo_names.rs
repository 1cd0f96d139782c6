//! XLA's tests name values by HLO instruction (`negate`, `param0{1}`, a
//! tuple element); the conformance runs from a record's own HLO text find
//! what the import (`hlo_text`) made of each name, for the tests of several
//! crates (included with `#[path]`). Plain Rust over the HLO tree: each
//! test then looks the answer up in its own view of the imported MLIR.
//!
//! The import's rules this follows (docs/hlo.md): an entry or called
//! computation is a function, located at the computation's name; one that
//! `while`, `conditional`, `reduce` ... apply is a region of that op; a
//! `parameter(N)` is an argument of the function (block argument of the
//! region), a tuple parameter one per leaf; every other instruction is
//! located at its name; `tuple`, `get-tuple-element`, `copy` and `domain`
//! write no op (the value is the element or the operand).

#![allow(dead_code)]

use hlo_text::syntax::{Arguments, Instruction, Module, Shape};

/// A record's HLO text as a tree and as imported MLIR text: a module, or
/// a fragment without `HloModule` (read as the entry computation of a
/// module named `fragment`). `file` names the text in the locations.
pub fn read_hlo(text: &str, file: &str) -> Result<(Module, String), hlo_text::Error> {
    // `parse_fragment` reads a whole module as `parse` does.
    let module = hlo_text::syntax::parse_fragment(text)?;
    let mlir = hlo_text::import::import(&module, file)?;
    Ok((module, mlir))
}

/// Where the import put a computation's instructions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Home {
    /// The body of a function, located at the computation's name (the
    /// entry's symbol is `main`, the others' their name).
    Function {
        /// The computation's name.
        name: String,
        /// Whether it is the entry (`@main`).
        entry: bool,
    },
    /// Region `region` of the op of instruction `user` (of computation
    /// `computation`).
    Region {
        /// The computation holding `user`.
        computation: usize,
        /// The instruction that applies the computation.
        user: String,
        /// The region's number among the op's regions.
        region: usize,
    },
}

/// What an HLO value name is in the import.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Definition {
    /// Argument `position` of the computation's function or region block
    /// (parameters in number order, a tuple one per leaf).
    Argument {
        /// The computation.
        computation: usize,
        /// The HLO value name (`param0{1}`), as the module attribute's
        /// `arguments` lists an entry argument.
        name: String,
        /// The position among the block's arguments.
        position: usize,
    },
    /// Result `result` of the op located at `instruction`.
    Result {
        /// The computation.
        computation: usize,
        /// The instruction name (the op's location name).
        instruction: String,
        /// The result's number: the leaf's position in the instruction's
        /// shape.
        result: usize,
        /// Whether the instruction is tuple-shaped (the op with the most
        /// results of that name holds it; an array's op is the last of
        /// that name, after any the import writes to compute it).
        tuple: bool,
    },
}

/// The name in the printed location `"name"(...)` of an imported op
/// (`None` for another kind of location).
pub fn location_name(location: &str) -> Option<&str> {
    let rest = location.strip_prefix("loc(").unwrap_or(location).strip_prefix('"')?;
    rest.find('"').map(|end| &rest[..end])
}

/// The computation and instruction named `name`, when exactly one
/// instruction of the module has that name.
pub fn instruction<'m>(module: &'m Module, name: &str) -> Result<(usize, &'m Instruction), String> {
    let mut found = module
        .computations
        .iter()
        .enumerate()
        .flat_map(|(c, computation)| computation.instructions.iter().map(move |i| (c, i)))
        .filter(|(_, i)| i.name == name);
    match (found.next(), found.next()) {
        (Some(one), None) => Ok(one),
        (None, _) => Err(format!("no instruction named '{name}'")),
        (Some(_), Some(_)) => Err(format!("several instructions named '{name}'")),
    }
}

/// The instruction `name` of computation `computation`.
fn in_computation<'m>(module: &'m Module, computation: usize, name: &str) -> Result<&'m Instruction, String> {
    module.computations[computation]
        .instructions
        .iter()
        .find(|i| i.name == name)
        .ok_or_else(|| format!("no instruction '{name}' in '{}'", module.computations[computation].name))
}

/// The position of the leaf at `index` among the shape's leaves.
fn leaf_position(shape: &Shape, index: &[usize], name: &str) -> Result<usize, String> {
    shape.leaf_indices().iter().position(|leaf| leaf == index).ok_or_else(|| {
        let value = hlo_text::live_range::value_name(name, index);
        format!("{value} is no leaf of its shape (a tuple's own buffer has no value in the import)")
    })
}

/// `name` or `name{1,0}`: the instruction name and the shape index.
fn split_reference(reference: &str) -> Result<(&str, Vec<usize>), String> {
    let Some((name, index)) = reference.split_once('{') else { return Ok((reference, Vec::new())) };
    let inside = index.strip_suffix('}').ok_or_else(|| format!("bad value name '{reference}'"))?;
    let index = inside
        .split(',')
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(|part| part.parse().map_err(|_| format!("bad value name '{reference}'")))
        .collect::<Result<_, _>>()?;
    Ok((name, index))
}

fn parameter_number(instruction: &Instruction) -> usize {
    match instruction.arguments {
        Arguments::ParameterNumber(n) => n,
        _ => 0,
    }
}

/// What the HLO value `reference` (`name`, `name{i,j}`) is in the import:
/// a tuple element is followed through `tuple` and `get-tuple-element`
/// to the instruction that defines it.
pub fn resolve(module: &Module, reference: &str) -> Result<Definition, String> {
    let (name, mut index) = split_reference(reference)?;
    let (computation, mut at) = instruction(module, name)?;
    // Each step follows an instruction that writes no op; the bound stops a
    // cycle (the reader refuses cycles, this is belt and braces).
    for _ in 0..=module.computations[computation].instructions.len() {
        let operand = |i: usize| -> Result<&Instruction, String> {
            let operand = at.operands().get(i).ok_or_else(|| format!("'{}' has no operand {i}", at.name))?;
            in_computation(module, computation, &operand.name)
        };
        match at.opcode.as_str() {
            "tuple" if !index.is_empty() => {
                let element = index.remove(0);
                at = operand(element)?;
            }
            "get-tuple-element" => {
                let element = at.attribute("index").and_then(|a| a.value.parse().ok()).ok_or("no index")?;
                index.insert(0, element);
                at = operand(0)?;
            }
            "copy" | "domain" => at = operand(0)?,
            "parameter" => {
                let computation_ref = &module.computations[computation];
                let number = parameter_number(at);
                let before: usize = computation_ref
                    .instructions
                    .iter()
                    .filter(|i| i.opcode == "parameter" && parameter_number(i) < number)
                    .map(|i| i.shape.leaf_indices().len())
                    .sum();
                let position = before + leaf_position(&at.shape, &index, &at.name)?;
                let name = hlo_text::live_range::value_name(&at.name, &index);
                return Ok(Definition::Argument { computation, name, position });
            }
            _ => {
                let result = leaf_position(&at.shape, &index, &at.name)?;
                let tuple = matches!(at.shape, Shape::Tuple(_));
                return Ok(Definition::Result { computation, instruction: at.name.clone(), result, tuple });
            }
        }
    }
    Err(format!("'{reference}' does not reach a defining instruction"))
}

/// Where the import put computation `computation`'s instructions: a
/// function (the entry, a computation a `fusion`, `call` or `async-start`
/// calls, one nothing names), or the region of the op that applies it.
pub fn home(module: &Module, computation: usize) -> Home {
    let target = &module.computations[computation].name;
    let function = Home::Function { name: target.clone(), entry: computation == module.entry };
    if computation == module.entry {
        return function;
    }
    for (c, user) in module.computations.iter().enumerate() {
        for instruction in &user.instructions {
            let base = instruction.opcode.strip_suffix("-start").unwrap_or(&instruction.opcode);
            for attribute in &instruction.attributes {
                let names: Vec<String> = match attribute.key.as_str() {
                    "branch_computations" | "called_computations" => attribute
                        .value
                        .trim_matches(['{', '}'])
                        .split(',')
                        .map(|n| n.trim().trim_start_matches('%').to_owned())
                        .collect(),
                    _ => vec![attribute.value.trim_start_matches('%').to_owned()],
                };
                let Some(position) = names.iter().position(|n| n == target) else { continue };
                let region = match (base, attribute.key.as_str()) {
                    ("fusion", "calls") | ("call", "to_apply") | ("async", "calls") => return function,
                    ("while", "condition") | ("conditional", "true_computation") => 0,
                    ("while", "body") | ("conditional", "false_computation") => 1,
                    ("conditional", "branch_computations") => position,
                    ("select-and-scatter", "select") => 0,
                    ("select-and-scatter", "scatter") => 1,
                    (_, "to_apply" | "calls") => 0,
                    _ => continue,
                };
                return Home::Region { computation: c, user: instruction.name.clone(), region };
            }
        }
    }
    function
}

/// The imported operands of HLO operand `operand` of `instruction` (of
/// computation `computation`): the import passes a tuple operand as its
/// leaves, so HLO operand `i` is a range of the op's operands.
pub fn operand_range(
    module: &Module,
    computation: usize,
    instruction: &Instruction,
    operand: usize,
) -> Result<std::ops::Range<usize>, String> {
    let mut start = 0;
    for (i, written) in instruction.operands().iter().enumerate() {
        let shape = match &written.shape {
            Some(shape) => shape.clone(),
            None => in_computation(module, computation, &written.name)?.shape.clone(),
        };
        let count = shape.leaf_indices().len();
        if i == operand {
            return Ok(start..start + count);
        }
        start += count;
    }
    Err(format!("'{}' has no operand {operand}", instruction.name))
}

/// Which of the ops located at one instruction holds its value: for an
/// array, the last (the import writes helper ops, a `bitcast`'s
/// transposes or an `rng`'s shape, before it); for a tuple, the first with
/// the most results (a `recv` before the opaque context beside it).
/// `results` lists each candidate's number of results, in op order.
pub fn pick(results: &[usize], tuple: bool) -> Option<usize> {
    if tuple {
        let most = results.iter().copied().max().filter(|&most| most > 0)?;
        results.iter().position(|&n| n == most)
    } else {
        results.iter().rposition(|&n| n > 0)
    }
}
