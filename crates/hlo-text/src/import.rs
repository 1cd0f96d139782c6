//! From the HLO tree to MLIR text: each function-like computation becomes a
//! `func.func` (the entry `@main`, the others private and named after the
//! computation), each instruction the StableHLO op that computes the same
//! thing (in MLIR's generic form), located at its instruction:
//! `loc("name"("file.hlo":line:col))`, with the program's source from
//! `metadata` fused in when there is one. Tuples are taken apart: a tuple
//! value is the list of its elements, a tuple parameter several arguments,
//! a tuple root several results. `docs/hlo.md` has the table.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use crate::Error;
use crate::literal;
use crate::syntax::{Arguments, ArrayShape, Computation, Instruction, Module, Pos, Shape};
use crate::values::{self, PadDim, bad, int_list, int_list_or_empty, required};

/// The MLIR text of `module`; `file` names the HLO text in locations. The
/// module carries XLA's live ranges of the program
/// ([`crate::live_range`]) as its attribute `index_opt.xla_live_range`.
pub fn import(module: &Module, file: &str) -> Result<String, Error> {
    // The text is about 150 bytes per instruction and its location (the
    // file named once or twice): sized once, as the text of a large module
    // grown by doubling would be copied at each step. Untouched capacity
    // costs no memory; at most 1 GiB is asked for.
    let instructions: usize = module.computations.iter().map(|c| c.instructions.len()).sum();
    let capacity = instructions.saturating_mul(192 + 2 * file.len()).min(1 << 30);
    let mut importer = Importer {
        module,
        quoted_file: quote(file),
        out: String::with_capacity(capacity),
        symbols: vec![None; module.computations.len()],
        inlining: Vec::new(),
    };
    importer.plan()?;
    // The numbers of processes the header states, where MLIR's verifiers of
    // the collectives look for them (JAX's StableHLO writes them so).
    let mut counts = Vec::new();
    for (key, name) in [("num_partitions", "mhlo.num_partitions"), ("replica_count", "mhlo.num_replicas")] {
        if let Some(attribute) = module.attributes.iter().find(|a| a.key == key) {
            counts.push(format!("{name} = {} : i32", values::int(attribute)?));
        }
    }
    for index in 0..module.computations.len() {
        if importer.symbols[index].is_some() {
            importer.function(index)?;
        }
    }
    // XLA's live ranges of the module (once the import has read every
    // instruction), which the liveness reports read.
    counts.push(crate::live_range::live_ranges(module)?.attribute(module));
    let header = format!("module @{} attributes {{{}}} {{\n", symbol(&module.name), counts.join(", "));
    let mut text = String::with_capacity(header.len() + importer.out.len() + 2);
    text.push_str(&header);
    text.push_str(&importer.out);
    text.push_str("}\n");
    Ok(text)
}

/// A value of the program: an array (an SSA value and its MLIR type) or a
/// tuple of values.
#[derive(Clone, Debug)]
enum Val {
    Leaf { name: String, ty: String },
    Tuple(Vec<Val>),
}

impl Val {
    fn leaves(&self) -> Vec<(&str, &str)> {
        let mut out = Vec::new();
        fn walk<'v>(value: &'v Val, out: &mut Vec<(&'v str, &'v str)>) {
            match value {
                Val::Leaf { name, ty } => out.push((name, ty)),
                Val::Tuple(elements) => elements.iter().for_each(|e| walk(e, out)),
            }
        }
        walk(self, &mut out);
        out
    }
}

/// The SSA names used in the function being written.
#[derive(Default)]
struct Names {
    used: HashSet<String>,
}

impl Names {
    /// A new SSA name (with `%`) like the HLO name `hlo`.
    fn fresh(&mut self, hlo: &str) -> String {
        let mut base: String =
            hlo.chars().map(|c| if c.is_ascii_alphanumeric() || "$._-".contains(c) { c } else { '_' }).collect();
        let all_digits = base.chars().all(|c| c.is_ascii_digit());
        if base.is_empty() || (!all_digits && base.starts_with(|c: char| c.is_ascii_digit())) {
            base.insert(0, 'v');
        }
        let mut name = base.clone();
        let mut n = 1;
        while !self.used.insert(name.clone()) {
            name = format!("{base}_{n}");
            n += 1;
        }
        format!("%{name}")
    }
}

/// A parameter of a computation: name, shape, and its `parameter`
/// instruction (absent when only the signature has it).
type ParameterInfo<'m> = (String, Shape, Option<&'m Instruction>);

/// Writes the regions of an op (between its `(` and `)`).
type RegionWriter<'w> = &'w mut dyn FnMut(&mut Importer<'_>, &mut Names, usize) -> Result<(), Error>;

struct Importer<'m> {
    module: &'m Module,
    /// The HLO file's name quoted, as every location writes it.
    quoted_file: String,
    out: String,
    /// The symbol of each computation written as a function (`None`: only
    /// inlined into regions).
    symbols: Vec<Option<String>>,
    /// The computations being inlined (to refuse recursion).
    inlining: Vec<usize>,
}

/// Whether the computation that attribute `key` of `opcode` names becomes
/// a function (`func.call`): `fusion`'s `calls`, `call`'s `to_apply`, the
/// computation an `async-start` wraps (`calls`), and so of a
/// `fusion-start` or `call-start`. The others that name computations make
/// regions.
fn calls_a_function(opcode: &str, key: &str) -> bool {
    let base = opcode.strip_suffix("-start").unwrap_or(opcode);
    matches!((base, key), ("fusion", "calls") | ("call", "to_apply") | ("async", "calls"))
}

impl<'m> Importer<'m> {
    /// Decides which computations become functions: the entry, the callees
    /// of `fusion` and `call`, and those nothing names.
    fn plan(&mut self) -> Result<(), Error> {
        let module = self.module;
        let mut named = vec![false; module.computations.len()];
        let mut called = vec![false; module.computations.len()];
        called[module.entry] = true;
        for computation in &module.computations {
            for instruction in &computation.instructions {
                for attribute in &instruction.attributes {
                    let names = match attribute.key.as_str() {
                        "calls" | "to_apply" | "condition" | "body" | "true_computation" | "false_computation"
                        | "select" | "scatter" => vec![values::computation_name(attribute).to_owned()],
                        "branch_computations" | "called_computations" => values::computation_names(attribute)?,
                        _ => continue,
                    };
                    for name in names {
                        let index = module.computation(&name).ok_or_else(|| {
                            let message = if name.starts_with('{') {
                                "a computation written in place is not read yet (only one named by reference)"
                                    .to_owned()
                            } else {
                                format!("no computation named '{name}'")
                            };
                            Error::new(attribute.value_pos, message)
                        })?;
                        named[index] = true;
                        if calls_a_function(&instruction.opcode, &attribute.key) {
                            called[index] = true;
                        }
                    }
                }
            }
        }
        let mut taken = HashSet::new();
        for (index, computation) in module.computations.iter().enumerate() {
            if !called[index] && named[index] {
                continue;
            }
            let base = if index == module.entry { "main".to_owned() } else { computation.name.clone() };
            let mut name = base.clone();
            let mut n = 0;
            while !taken.insert(name.clone()) || (index != module.entry && name == "main") {
                name = format!("{base}.{n}");
                n += 1;
            }
            self.symbols[index] = Some(name);
        }
        Ok(())
    }

    /// A location: the instruction's name around its place in the HLO
    /// text, with the program's source fused in when `metadata` gives one.
    fn loc(&self, name: &str, pos: Pos, instruction: Option<&Instruction>) -> String {
        let source = instruction.and_then(|i| self.source_of(i));
        // Written in place: one string per location (a large module has
        // hundreds of thousands).
        let mut out = String::with_capacity(
            16 + name.len() + self.quoted_file.len() + source.as_ref().map_or(0, |s| s.len() + 8),
        );
        out.push_str("loc(");
        quote_into(&mut out, name);
        out.push('(');
        if source.is_some() {
            out.push_str("fused[");
        }
        write!(out, "{}:{}:{}", self.quoted_file, pos.line, pos.column).unwrap();
        if let Some(source) = source {
            write!(out, ", {source}]").unwrap();
        }
        out.push_str("))");
        out
    }

    /// The program source `metadata` names (`stack_frame_id`, or
    /// `source_file` and `source_line`), as a location.
    fn source_of(&self, instruction: &Instruction) -> Option<String> {
        let metadata = values::metadata(instruction);
        let field = |key: &str| metadata.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
        if let Some(location) =
            field("stack_frame_id").and_then(|id| id.parse().ok()).and_then(|id| self.module.frames.frame_location(id))
        {
            return Some(format!("{}:{}:{}", quote(&location.file), location.line, location.column));
        }
        let file = field("source_file")?;
        let line: i64 = field("source_line").and_then(|l| l.parse().ok()).unwrap_or(0);
        let column: i64 = field("source_column").and_then(|l| l.parse().ok()).unwrap_or(0);
        Some(format!("{}:{line}:{column}", quote(file)))
    }

    /// The parameters of a computation: name, shape, and the `parameter`
    /// instruction (absent when only the signature has it).
    fn parameters(&self, computation: &'m Computation) -> Result<Vec<ParameterInfo<'m>>, Error> {
        let mut by_number: HashMap<usize, &Instruction> = HashMap::new();
        for instruction in &computation.instructions {
            if let Arguments::ParameterNumber(number) = instruction.arguments
                && by_number.insert(number, instruction).is_some()
            {
                return Err(Error::new(instruction.pos, format!("a second parameter({number})")));
            }
        }
        let count = match &computation.signature {
            Some(signature) => signature.parameters.len(),
            None => by_number.len(),
        };
        if let Some((number, instruction)) = by_number.iter().find(|(n, _)| **n >= count) {
            return Err(Error::new(
                instruction.pos,
                format!("parameter({number}) of a computation with {count} parameters"),
            ));
        }
        let mut out = Vec::new();
        for number in 0..count {
            let instruction = by_number.get(&number).copied();
            let declared = computation.signature.as_ref().map(|s| &s.parameters[number]);
            if let (Some(instruction), Some(declared)) = (instruction, declared)
                && !same_shape(&instruction.shape, &declared.shape)
            {
                return Err(Error::new(
                    instruction.pos,
                    format!("parameter({number}) has another shape than the signature says"),
                ));
            }
            let (name, shape) = match (instruction, declared) {
                (Some(instruction), _) => (instruction.name.clone(), instruction.shape.clone()),
                (None, Some(declared)) => (declared.name.clone(), declared.shape.clone()),
                (None, None) => {
                    return Err(Error::new(
                        computation.pos,
                        format!("no parameter({number}) in '{}'", computation.name),
                    ));
                }
            };
            out.push((name, shape, instruction));
        }
        Ok(out)
    }

    /// Declares the parameters as block arguments: their values, and the
    /// text `%a: type loc(...), ...`.
    fn declare_parameters(&self, names: &mut Names, computation: &'m Computation) -> Result<(Vec<Val>, String), Error> {
        let mut values = Vec::new();
        let mut text = Vec::new();
        for (name, shape, instruction) in self.parameters(computation)? {
            let pos = instruction.map(|i| i.pos).unwrap_or(computation.pos);
            let loc = self.loc(&name, pos, instruction);
            let value = self.declare(names, &name, &shape, pos, &loc, &mut text)?;
            values.push(value);
        }
        Ok((values, text.join(", ")))
    }

    fn declare(
        &self,
        names: &mut Names,
        name: &str,
        shape: &Shape,
        pos: Pos,
        loc: &str,
        text: &mut Vec<String>,
    ) -> Result<Val, Error> {
        match shape {
            Shape::Array(array) => {
                let ssa = names.fresh(name);
                let ty = mlir_type(array, pos)?;
                text.push(format!("{ssa}: {ty} {loc}"));
                Ok(Val::Leaf { name: ssa, ty })
            }
            Shape::Tuple(elements) => {
                let mut out = Vec::new();
                for (i, element) in elements.iter().enumerate() {
                    out.push(self.declare(names, &format!("{name}.{i}"), element, pos, loc, text)?);
                }
                Ok(Val::Tuple(out))
            }
        }
    }

    /// Writes computation `index` as a `func.func`.
    fn function(&mut self, index: usize) -> Result<(), Error> {
        let computation = &self.module.computations[index];
        let symbol_name = self.symbols[index].clone().unwrap_or_default();
        let mut names = Names::default();
        let (arguments, argument_text) = self.declare_parameters(&mut names, computation)?;
        let root = &computation.instructions[computation.root];
        let result_types =
            root.shape.leaves().into_iter().map(|a| mlir_type(a, root.pos)).collect::<Result<Vec<_>, _>>()?;
        let visibility = if index == self.module.entry { "" } else { "private " };
        writeln!(
            self.out,
            "  func.func {visibility}@{}({argument_text}) -> ({}) {{",
            symbol(&symbol_name),
            result_types.join(", ")
        )
        .unwrap();
        let result = self.body(&mut names, index, &arguments, 4)?;
        let leaves = result.leaves();
        let loc = self.loc(&root.name, root.pos, Some(root));
        if leaves.is_empty() {
            writeln!(self.out, "    func.return {loc}").unwrap();
        } else {
            let (values, types): (Vec<&str>, Vec<&str>) = leaves.into_iter().unzip();
            writeln!(self.out, "    func.return {} : {} {loc}", values.join(", "), types.join(", ")).unwrap();
        }
        let loc = self.loc(&computation.name, computation.pos, None);
        writeln!(self.out, "  }} {loc}").unwrap();
        Ok(())
    }

    /// Writes the instructions of computation `index` with its parameters
    /// bound to `arguments`; returns the root's value.
    fn body(&mut self, names: &mut Names, index: usize, arguments: &[Val], indent: usize) -> Result<Val, Error> {
        let computation = &self.module.computations[index];
        let order = topological_order(computation)?;
        let by_name: HashMap<&str, usize> =
            computation.instructions.iter().enumerate().map(|(i, instr)| (instr.name.as_str(), i)).collect();
        let mut values: Vec<Option<Val>> = vec![None; computation.instructions.len()];
        for i in order {
            let instruction = &computation.instructions[i];
            let mut operands = Vec::new();
            for operand in instruction.operands() {
                let j = by_name[operand.name.as_str()];
                if let Some(shape) = &operand.shape
                    && !same_shape(shape, &computation.instructions[j].shape)
                {
                    return Err(Error::new(
                        operand.pos,
                        format!("the operand '{}' is written with another shape than it has", operand.name),
                    ));
                }
                operands.push(values[j].clone().expect("operands come first in topological order"));
            }
            let value = self.instruction(names, computation, instruction, operands, arguments, indent)?;
            values[i] = Some(value);
        }
        Ok(values[computation.root].take().expect("every instruction has a value"))
    }

    /// Writes one instruction; returns its value.
    fn instruction(
        &mut self,
        names: &mut Names,
        computation: &'m Computation,
        instruction: &Instruction,
        operands: Vec<Val>,
        arguments: &[Val],
        indent: usize,
    ) -> Result<Val, Error> {
        if let Some(value) = self.asynchronous(names, computation, instruction, &operands, arguments, indent)? {
            return Ok(value);
        }
        let opcode = instruction.opcode.as_str();
        if opcode == "call" || opcode == "fusion" {
            let key = if opcode == "call" { "to_apply" } else { "calls" };
            let attribute = required(instruction, key)?;
            let index = self.module.computation(values::computation_name(attribute)).expect("checked by plan");
            let callee = self.symbols[index].clone().expect("callees are functions");
            let mut op = Op { names, computation, instruction, operands: &operands, indent, importer: self };
            return op.emit("func.call", &format!("callee = @{}", symbol(&callee)), None);
        }
        let mut op = Op { names, computation, instruction, operands: &operands, indent, importer: self };
        if let Some(name) = elementwise(opcode) {
            let props = match opcode {
                "compare" => compare_properties(instruction, &operands)?,
                "reduce-precision" => {
                    let exponent = values::int(required(instruction, "exponent_bits")?)?;
                    let mantissa = values::int(required(instruction, "mantissa_bits")?)?;
                    format!("exponent_bits = {exponent} : i32, mantissa_bits = {mantissa} : i32")
                }
                _ => String::new(),
            };
            return op.simple(name, &props);
        }
        match opcode {
            "parameter" => {
                let Arguments::ParameterNumber(number) = instruction.arguments else { unreachable!() };
                Ok(arguments[number].clone())
            }
            "constant" => op.constant(),
            "tuple" => Ok(Val::Tuple(operands)),
            "get-tuple-element" => {
                op.arity(1)?;
                let index = values::int(required(instruction, "index")?)?;
                match &operands[0] {
                    Val::Tuple(elements) => elements.get(index as usize).cloned().ok_or_else(|| {
                        bad(required(instruction, "index").unwrap(), 0, "the index is past the tuple's end")
                    }),
                    Val::Leaf { .. } => Err(Error::new(instruction.opcode_pos, "get-tuple-element of an array")),
                }
            }
            "copy" => {
                op.arity(1)?;
                Ok(operands[0].clone())
            }
            "add-dependency" => {
                op.arity(2)?;
                Ok(operands[0].clone())
            }
            "broadcast" => {
                let dims = int_list(required(instruction, "dimensions")?)?;
                op.simple("broadcast_in_dim", &format!("broadcast_dimensions = {}", i64_array(&dims)))
            }
            "reshape" => op.simple("reshape", ""),
            "bitcast" => op.bitcast(),
            "transpose" => {
                let dims = int_list(required(instruction, "dimensions")?)?;
                op.simple("transpose", &format!("permutation = {}", i64_array(&dims)))
            }
            "reverse" => {
                let dims = int_list(required(instruction, "dimensions")?)?;
                op.simple("reverse", &format!("dimensions = {}", i64_array(&dims)))
            }
            "concatenate" => {
                let dim = one_dimension(required(instruction, "dimensions")?)?;
                op.simple("concatenate", &format!("dimension = {dim} : i64"))
            }
            "iota" => {
                // XLA writes `iota_dimension=1`; the seed `dimensions={1}`.
                let dim = match instruction.attribute("dimensions") {
                    Some(attribute) if instruction.attribute("iota_dimension").is_none() => one_dimension(attribute)?,
                    _ => values::int(required(instruction, "iota_dimension")?)?,
                };
                op.simple("iota", &format!("iota_dimension = {dim} : i64"))
            }
            "slice" => {
                let dims = values::slice(required(instruction, "slice")?)?;
                let field = |f: fn(&values::SliceDim) -> i64| i64_array(&dims.iter().map(f).collect::<Vec<_>>());
                op.simple(
                    "slice",
                    &format!(
                        "start_indices = {}, limit_indices = {}, strides = {}",
                        field(|d| d.start),
                        field(|d| d.limit),
                        field(|d| d.stride)
                    ),
                )
            }
            "pad" => {
                let dims = values::padding(required(instruction, "padding")?)?;
                let field = |f: fn(&PadDim) -> i64| i64_array(&dims.iter().map(f).collect::<Vec<_>>());
                op.simple(
                    "pad",
                    &format!(
                        "edge_padding_low = {}, edge_padding_high = {}, interior_padding = {}",
                        field(|d| d.low),
                        field(|d| d.high),
                        field(|d| d.interior)
                    ),
                )
            }
            "dynamic-slice" => {
                let sizes = int_list(required(instruction, "dynamic_slice_sizes")?)?;
                op.simple("dynamic_slice", &format!("slice_sizes = {}", i64_array(&sizes)))
            }
            "dynamic-update-slice" => op.simple("dynamic_update_slice", ""),
            "dot" => {
                let mut fields = Vec::new();
                for (hlo, mlir) in [
                    ("lhs_batch_dims", "lhs_batching_dimensions"),
                    ("rhs_batch_dims", "rhs_batching_dimensions"),
                    ("lhs_contracting_dims", "lhs_contracting_dimensions"),
                    ("rhs_contracting_dims", "rhs_contracting_dimensions"),
                ] {
                    let dims = int_list_or_empty(instruction, hlo)?;
                    if !dims.is_empty() {
                        fields.push(format!("{mlir} = {}", list(&dims)));
                    }
                }
                op.simple("dot_general", &format!("dot_dimension_numbers = #stablehlo.dot<{}>", fields.join(", ")))
            }
            "convolution" => op.convolution(),
            "gather" => op.gather(),
            "scatter" => op.scatter(),
            "reduce" => {
                let dims = int_list(required(instruction, "dimensions")?)?;
                op.with_regions("reduce", &format!("dimensions = {}", i64_array(&dims)), &["to_apply"])
            }
            "reduce-window" => {
                let window = values::window(instruction.attribute("window"))?;
                let props = format!(
                    "window_dimensions = {}, window_strides = {}, base_dilations = {}, window_dilations = {}, padding = {}",
                    i64_array(&window.size),
                    i64_array(&window.stride),
                    i64_array(&window.lhs_dilate),
                    i64_array(&window.rhs_dilate),
                    padding_dense(&window.pad)
                );
                op.with_regions("reduce_window", &props, &["to_apply"])
            }
            "select-and-scatter" => {
                let window = values::window(instruction.attribute("window"))?;
                let props = format!(
                    "window_dimensions = {}, window_strides = {}, padding = {}",
                    i64_array(&window.size),
                    i64_array(&window.stride),
                    padding_dense(&window.pad)
                );
                op.with_regions("select_and_scatter", &props, &["select", "scatter"])
            }
            "map" => {
                let dims = int_list_or_empty(instruction, "dimensions")?;
                op.with_regions("map", &format!("dimensions = {}", i64_array(&dims)), &["to_apply"])
            }
            "sort" => {
                let dim = one_dimension(required(instruction, "dimensions")?)?;
                let stable = flag(instruction, "is_stable")?;
                op.with_regions("sort", &format!("dimension = {dim} : i64, is_stable = {stable}"), &["to_apply"])
            }
            "while" => op.with_regions("while", "", &["condition", "body"]),
            "conditional" => op.conditional(),
            "custom-call" => {
                let target = string_value(required(instruction, "custom_call_target")?);
                op.emit("stablehlo.custom_call", &format!("call_target_name = {}", quote(target)), None)
            }
            "infeed" => {
                let config = instruction.attribute("infeed_config").map(string_value).unwrap_or("");
                op.emit("stablehlo.infeed", &format!("infeed_config = {}", quote(config)), None)
            }
            "outfeed" => {
                let config = instruction.attribute("outfeed_config").map(string_value).unwrap_or("");
                op.emit("stablehlo.outfeed", &format!("outfeed_config = {}", quote(config)), None)
            }
            "all-reduce" => {
                let props = collective_properties(instruction, true)?;
                op.with_regions("all_reduce", &props.join(", "), &["to_apply"])
            }
            "all-gather" => {
                let mut props = collective_properties(instruction, true)?;
                let dim = one_dimension(required(instruction, "dimensions")?)?;
                props.push(format!("all_gather_dim = {dim} : i64"));
                op.emit("stablehlo.all_gather", &props.join(", "), None)
            }
            "reduce-scatter" => {
                let mut props = collective_properties(instruction, true)?;
                let dim = one_dimension(required(instruction, "dimensions")?)?;
                props.push(format!("scatter_dimension = {dim} : i64"));
                op.with_regions("reduce_scatter", &props.join(", "), &["to_apply"])
            }
            "collective-permute" => {
                let mut props = collective_properties(instruction, false)?;
                let attribute = required(instruction, "source_target_pairs")?;
                let pairs = values::int_lists(attribute)?;
                if pairs.iter().any(|pair| pair.len() != 2) {
                    return Err(bad(attribute, 0, "expected pairs '{{source,target}, ...}'"));
                }
                props.push(format!("source_target_pairs = {}", id_table(&pairs, 2)));
                op.emit("stablehlo.collective_permute", &props.join(", "), None)
            }
            "all-to-all" => op.all_to_all(),
            "send" => op.send(),
            "recv" => op.recv(),
            // The token of `send`'s (data, context, token); the data and
            // the token of `recv`'s.
            "send-done" => op.done(op.element_of_operand(2)?),
            "recv-done" => {
                let data = op.element_of_operand(0)?;
                let token = op.element_of_operand(2)?;
                op.done(Val::Tuple(vec![data, token]))
            }
            "after-all" => op.simple("after_all", ""),
            "partition-id" => op.simple("partition_id", ""),
            "replica-id" => op.simple("replica_id", ""),
            // XLA prints `opt-barrier`.
            "opt-barrier" | "optimization-barrier" => op.emit("stablehlo.optimization_barrier", "", None),
            "domain" => {
                op.arity(1)?;
                Ok(operands[0].clone())
            }
            "erf" => {
                op.arrays_only()?;
                op.emit("chlo.erf", "", None)
            }
            "topk" => op.top_k(),
            "fft" => op.fft(),
            "triangular-solve" => op.triangular_solve(),
            "cholesky" => {
                let lower = flag(instruction, "lower")?;
                op.simple("cholesky", &format!("lower = {lower}"))
            }
            "rng" => op.rng(),
            // No StableHLO op reads or advances XLA's generator state, or
            // rounds stochastically: opaque producers of their type.
            "rng-get-and-update-state" => op.emit(
                "stablehlo.custom_call",
                "call_target_name = \"hlo_text.rng_get_and_update_state\", has_side_effect = true",
                None,
            ),
            "stochastic-convert" => {
                op.arity(2)?;
                op.arrays_only()?;
                op.emit("stablehlo.custom_call", "call_target_name = \"hlo_text.stochastic_convert\"", None)
            }
            "get-dimension-size" => {
                op.arity(1)?;
                let dim = one_dimension(required(instruction, "dimensions")?)?;
                op.simple("get_dimension_size", &format!("dimension = {dim} : i64"))
            }
            "set-dimension-size" => {
                op.arity(2)?;
                let dim = one_dimension(required(instruction, "dimensions")?)?;
                op.simple("set_dimension_size", &format!("dimension = {dim} : i64"))
            }
            "rng-bit-generator" => {
                let algorithm = match instruction.attribute("algorithm").map(|a| a.value.as_str()) {
                    None | Some("rng_default") => "DEFAULT",
                    Some("rng_three_fry") => "THREE_FRY",
                    Some("rng_philox") => "PHILOX",
                    Some(_) => {
                        return Err(bad(required(instruction, "algorithm")?, 0, "an algorithm not read"));
                    }
                };
                op.emit(
                    "stablehlo.rng_bit_generator",
                    &format!("rng_algorithm = #stablehlo<rng_algorithm {algorithm}>"),
                    None,
                )
            }
            _ => Err(not_read(instruction)),
        }
    }

    /// The asynchronous ops (`None` for the others). A `*-start` is its
    /// synchronous op (`async-start` a call of the computation it wraps),
    /// held in XLA's tuple `(operands, result, contexts...)` (an
    /// `all-reduce-start` is its result; `copy-start`'s tuple holds the
    /// operand twice); a `*-update` is its operand; a `*-done` is the
    /// result (`copy-done` the copy, which is its operand).
    fn asynchronous(
        &mut self,
        names: &mut Names,
        computation: &'m Computation,
        instruction: &Instruction,
        operands: &[Val],
        arguments: &[Val],
        indent: usize,
    ) -> Result<Option<Val>, Error> {
        let opcode = instruction.opcode.as_str();
        let Some((base, stage)) = opcode
            .rsplit_once('-')
            .filter(|(base, stage)| ["start", "update", "done"].contains(stage) && !["send", "recv"].contains(base))
        else {
            return Ok(None);
        };
        if !(OPCODES.contains(&base) || base == "async") {
            return Err(not_read(instruction));
        }
        let op = Op { names, computation, instruction, operands, indent, importer: self };
        match (base, stage) {
            ("all-reduce", "done") | (_, "update") => {
                op.arity(1)?;
                return op.done(operands[0].clone()).map(Some);
            }
            ("copy", "done") => return op.done(op.element_of_operand(0)?).map(Some),
            (_, "done") => return op.done(op.element_of_operand(1)?).map(Some),
            _ => {}
        }
        if base == "all-reduce" {
            let sync = Instruction { opcode: base.to_owned(), ..instruction.clone() };
            return self.instruction(names, computation, &sync, operands.to_vec(), arguments, indent).map(Some);
        }
        let elements = match &instruction.shape {
            Shape::Tuple(elements) if elements.len() >= 2 => elements,
            _ => {
                return Err(Error::new(
                    instruction.pos,
                    format!("'{opcode}' has a tuple shape (operands, result, contexts...)"),
                ));
            }
        };
        let held = match &elements[0] {
            Shape::Array(_) if operands.len() == 1 => operands[0].clone(),
            _ => Val::Tuple(operands.to_vec()),
        };
        fits(&held, &elements[0], instruction.pos)?;
        let result = if base == "copy" {
            op.arity(1)?;
            fits(&operands[0], &elements[1], instruction.pos)?;
            operands[0].clone()
        } else {
            let mut sync = Instruction { opcode: base.to_owned(), shape: elements[1].clone(), ..instruction.clone() };
            if base == "async" {
                // The wrapped computation, called.
                let calls = required(instruction, "calls")?;
                sync.opcode = "call".to_owned();
                sync.attributes = vec![crate::syntax::Attribute { key: "to_apply".to_owned(), ..calls.clone() }];
            }
            self.instruction(names, computation, &sync, operands.to_vec(), arguments, indent)?
        };
        let mut op = Op { names, computation, instruction, operands, indent, importer: self };
        let mut tuple = vec![held, result];
        for context in &elements[2..] {
            tuple.push(op.opaque(ASYNC_CONTEXT, context)?);
        }
        Ok(Some(Val::Tuple(tuple)))
    }

    /// Writes a region from computation `name` (an attribute value),
    /// its parameters block arguments, its root returned with
    /// `stablehlo.return`.
    fn region(&mut self, names: &mut Names, attribute: &crate::syntax::Attribute, indent: usize) -> Result<(), Error> {
        let index = self.module.computation(values::computation_name(attribute)).expect("checked by plan");
        let computation = &self.module.computations[index];
        let (arguments, text) = self.declare_parameters(names, computation)?;
        writeln!(self.out, "{}^bb0({text}):", " ".repeat(indent - 2)).unwrap();
        self.inline(names, index, attribute.value_pos, &arguments, indent)
    }

    /// Writes computation `index` with `arguments` for its parameters and a
    /// `stablehlo.return` of its root.
    fn inline(
        &mut self,
        names: &mut Names,
        index: usize,
        pos: Pos,
        arguments: &[Val],
        indent: usize,
    ) -> Result<(), Error> {
        if self.inlining.contains(&index) {
            return Err(Error::new(pos, "a computation that applies itself"));
        }
        if self.inlining.len() > 64 {
            return Err(Error::new(pos, "computations nest more than 64 levels deep"));
        }
        self.inlining.push(index);
        let result = self.body(names, index, arguments, indent);
        self.inlining.pop();
        let result = result?;
        let computation = &self.module.computations[index];
        let root = &computation.instructions[computation.root];
        let (values, types): (Vec<&str>, Vec<&str>) = result.leaves().into_iter().unzip();
        writeln!(
            self.out,
            "{}\"stablehlo.return\"({}) : ({}) -> () {}",
            " ".repeat(indent),
            values.join(", "),
            types.join(", "),
            self.loc(&root.name, root.pos, Some(root))
        )
        .unwrap();
        Ok(())
    }
}

/// One instruction being written.
struct Op<'a, 'm> {
    importer: &'a mut Importer<'m>,
    names: &'a mut Names,
    computation: &'m Computation,
    instruction: &'a Instruction,
    operands: &'a [Val],
    indent: usize,
}

impl Op<'_, '_> {
    fn arity(&self, count: usize) -> Result<(), Error> {
        if self.operands.len() == count {
            Ok(())
        } else {
            Err(Error::new(
                self.instruction.opcode_pos,
                format!("'{}' takes {count} operands, not {}", self.instruction.opcode, self.operands.len()),
            ))
        }
    }

    /// `stablehlo.NAME` of the operands (arrays) with one result.
    fn simple(&mut self, name: &str, props: &str) -> Result<Val, Error> {
        self.arrays_only()?;
        self.emit(&format!("stablehlo.{name}"), props, None)
    }

    /// An error unless the operands and the result are arrays.
    fn arrays_only(&self) -> Result<(), Error> {
        if let Some(i) = self.operands.iter().position(|o| matches!(o, Val::Tuple(_))) {
            let operand = &self.instruction.operands()[i];
            return Err(Error::new(operand.pos, format!("'{}' of a tuple", self.instruction.opcode)));
        }
        if matches!(self.instruction.shape, Shape::Tuple(_)) {
            return Err(Error::new(self.instruction.pos, format!("'{}' with a tuple shape", self.instruction.opcode)));
        }
        Ok(())
    }

    /// The operands' leaves, the result: one line (or, with `regions`, the
    /// header, the regions and the trailer).
    fn emit(&mut self, op_name: &str, props: &str, regions: Option<RegionWriter<'_>>) -> Result<Val, Error> {
        let (operands, shape) = (self.operands, &self.instruction.shape);
        self.emit_as(op_name, operands, shape, props, regions)
    }

    /// [`Op::emit`] of other operands, with results of another shape (a
    /// tuple shape's leaves; the value has that shape).
    fn emit_as(
        &mut self,
        op_name: &str,
        operands: &[Val],
        shape: &Shape,
        props: &str,
        regions: Option<RegionWriter<'_>>,
    ) -> Result<Val, Error> {
        let instruction = self.instruction;
        let result_shape = shape.leaves();
        let result_types = result_shape.iter().map(|a| mlir_type(a, instruction.pos)).collect::<Result<Vec<_>, _>>()?;
        let leaves: Vec<(&str, &str)> = operands.iter().flat_map(Val::leaves).collect();
        let (operand_names, operand_types): (Vec<&str>, Vec<&str>) = leaves.into_iter().unzip();
        let ssa = self.names.fresh(&instruction.name);
        let head = match result_types.len() {
            0 => String::new(),
            1 => format!("{ssa} = "),
            n => format!("{ssa}:{n} = "),
        };
        let props = if props.is_empty() { String::new() } else { format!(" <{{{props}}}>") };
        let indent = " ".repeat(self.indent);
        write!(self.importer.out, "{indent}{head}\"{op_name}\"({}){props}", operand_names.join(", ")).unwrap();
        if let Some(regions) = regions {
            self.importer.out.push_str(" (");
            regions(self.importer, self.names, self.indent + 2)?;
            self.importer.out.push(')');
        }
        let results =
            if result_types.len() == 1 { result_types[0].clone() } else { format!("({})", result_types.join(", ")) };
        let loc = self.importer.loc(&instruction.name, instruction.pos, Some(instruction));
        writeln!(self.importer.out, " : ({}) -> {results} {loc}", operand_types.join(", ")).unwrap();
        let leaf = |i: usize, ty: &String| Val::Leaf {
            name: if result_types.len() == 1 { ssa.clone() } else { format!("{ssa}#{i}") },
            ty: ty.clone(),
        };
        // The value has the shape: a tuple shape a tuple.
        let mut next = 0;
        fn build(shape: &Shape, next: &mut usize, leaf: &dyn Fn(usize, &String) -> Val, types: &[String]) -> Val {
            match shape {
                Shape::Array(_) => {
                    *next += 1;
                    leaf(*next - 1, &types[*next - 1])
                }
                Shape::Tuple(elements) => Val::Tuple(elements.iter().map(|e| build(e, next, leaf, types)).collect()),
            }
        }
        Ok(build(shape, &mut next, &leaf, &result_types))
    }

    /// An op whose regions are the computations the attributes `keys` name.
    fn with_regions(&mut self, name: &str, props: &str, keys: &[&str]) -> Result<Val, Error> {
        let instruction = self.instruction;
        let attributes = keys.iter().map(|k| required(instruction, k)).collect::<Result<Vec<_>, _>>()?;
        let mut write_regions = |importer: &mut Importer<'_>, names: &mut Names, indent: usize| {
            for (i, attribute) in attributes.iter().enumerate() {
                separate(&mut importer.out, i, indent);
                importer.region(names, attribute, indent)?;
            }
            write!(importer.out, "{}}}", " ".repeat(indent - 2)).unwrap();
            Ok(())
        };
        self.emit(&format!("stablehlo.{name}"), props, Some(&mut write_regions))
    }

    /// `conditional`: `stablehlo.case` on a branch index
    /// (`branch_computations`) or `stablehlo.if` on a predicate
    /// (`true_computation`, `false_computation`); each branch inlined with
    /// its operand for its parameter.
    fn conditional(&mut self) -> Result<Val, Error> {
        let instruction = self.instruction;
        let (op_name, branches) = match instruction.attribute("branch_computations") {
            Some(attribute) => ("stablehlo.case", values::computation_names(attribute)?),
            None => (
                "stablehlo.if",
                vec![
                    values::computation_name(required(instruction, "true_computation")?).to_owned(),
                    values::computation_name(required(instruction, "false_computation")?).to_owned(),
                ],
            ),
        };
        self.arity(branches.len() + 1)?;
        let module = self.importer.module;
        let indices: Vec<usize> = branches.iter().map(|b| module.computation(b).expect("checked by plan")).collect();
        let branch_operands: Vec<Val> = self.operands[1..].to_vec();
        let pos = instruction.opcode_pos;
        let mut write_regions = |importer: &mut Importer<'_>, names: &mut Names, indent: usize| {
            for (i, (&index, operand)) in indices.iter().zip(&branch_operands).enumerate() {
                separate(&mut importer.out, i, indent);
                importer.inline(names, index, pos, std::slice::from_ref(operand), indent)?;
            }
            write!(importer.out, "{}}}", " ".repeat(indent - 2)).unwrap();
            Ok(())
        };
        let (index, shape) = (&self.operands[..1], &instruction.shape);
        self.emit_as(op_name, index, shape, "", Some(&mut write_regions))
    }

    fn constant(&mut self) -> Result<Val, Error> {
        let instruction = self.instruction;
        let Arguments::Literal(text) = &instruction.arguments else { unreachable!() };
        let Shape::Array(array) = &instruction.shape else {
            return Err(Error::new(instruction.pos, "tuple constants are not read yet"));
        };
        let ty = mlir_type(array, instruction.pos)?;
        match literal::dense(text, array, instruction.opcode_pos)? {
            Some(dense) => self.emit("stablehlo.constant", &format!("value = {dense} : {ty}"), None),
            // Elided values (`{...}`): an opaque producer, so that no
            // analysis relies on values the text does not have.
            None => self.opaque("hlo_text.elided_constant", &instruction.shape),
        }
    }

    /// `bitcast`: a reinterpretation of the operand's bytes, which depends
    /// on the layouts; written as transpose (to the operand's physical
    /// order), reshape, transpose (from the result's physical order), each
    /// left out when it is the identity. A bitcast between element types of
    /// one bit width (XLA:CPU prints a `bitcast-convert` of one element
    /// count so after optimization) ends with `stablehlo.bitcast_convert`.
    fn bitcast(&mut self) -> Result<Val, Error> {
        self.arity(1)?;
        let instruction = self.instruction;
        let (Val::Leaf { .. }, Shape::Array(to)) = (&self.operands[0], &instruction.shape) else {
            return Err(Error::new(instruction.opcode_pos, "bitcast of tuples is not read"));
        };
        let operand = &instruction.operands()[0];
        let Some(Shape::Array(from)) = self.operand_shape(&operand.name) else {
            return Err(Error::new(operand.pos, "bitcast of a tuple is not read"));
        };
        let converts = from.element != to.element;
        let same_width = bit_width(&from.element).is_some() && bit_width(&from.element) == bit_width(&to.element);
        if (converts && !same_width) || from.dims.iter().product::<i64>() != to.dims.iter().product::<i64>() {
            return Err(Error::new(
                instruction.opcode_pos,
                "a bitcast that changes the element count or width is not read (bitcast-convert is)",
            ));
        }
        let from_order = major_to_minor(from, operand.pos)?;
        let to_order = major_to_minor(to, instruction.pos)?;
        let mut value = self.operands[0].clone();
        let element = mlir_element(&from.element, operand.pos)?;
        let mut current: Vec<i64> = from.dims.clone();
        if !is_identity(&from_order) {
            current = from_order.iter().map(|&d| from.dims[d]).collect();
            value = self.step(
                &value,
                "transpose",
                &format!("permutation = {}", i64_array_usize(&from_order)),
                &current,
                &element,
            );
        }
        let physical: Vec<i64> = to_order.iter().map(|&d| to.dims[d]).collect();
        if physical != current || (is_identity(&to_order) && !converts) {
            value = self.step(&value, "reshape", "", &physical, &element);
        }
        if !is_identity(&to_order) {
            let mut inverse = vec![0usize; to_order.len()];
            for (position, &d) in to_order.iter().enumerate() {
                inverse[d] = position;
            }
            value = self.step(
                &value,
                "transpose",
                &format!("permutation = {}", i64_array_usize(&inverse)),
                &to.dims,
                &element,
            );
        }
        if converts {
            let element = mlir_element(&to.element, instruction.pos)?;
            value = self.step(&value, "bitcast_convert", "", &to.dims, &element);
        }
        Ok(value)
    }

    /// One step of a bitcast: `stablehlo.NAME` of `value` to `dims`.
    fn step(&mut self, value: &Val, name: &str, props: &str, dims: &[i64], element: &str) -> Val {
        let Val::Leaf { name: operand, ty: operand_type } = value else { unreachable!() };
        let ty = tensor_type(dims, element);
        let ssa = self.names.fresh(&self.instruction.name);
        let props = if props.is_empty() { String::new() } else { format!(" <{{{props}}}>") };
        let loc = self.importer.loc(&self.instruction.name, self.instruction.pos, Some(self.instruction));
        writeln!(
            self.importer.out,
            "{}{ssa} = \"stablehlo.{name}\"({operand}){props} : ({operand_type}) -> {ty} {loc}",
            " ".repeat(self.indent)
        )
        .unwrap();
        Val::Leaf { name: ssa, ty }
    }

    fn convolution(&mut self) -> Result<Val, Error> {
        let instruction = self.instruction;
        self.arity(2)?;
        let window = values::window(instruction.attribute("window"))?;
        let labels = values::dim_labels(required(instruction, "dim_labels")?)?;
        let feature = instruction.attribute("feature_group_count").map(values::int).transpose()?.unwrap_or(1);
        let batch = instruction.attribute("batch_group_count").map(values::int).transpose()?.unwrap_or(1);
        let reversal: Vec<&str> = window.rhs_reversal.iter().map(|r| if *r { "true" } else { "false" }).collect();
        let reversal =
            if reversal.is_empty() { "array<i1>".to_owned() } else { format!("array<i1: {}>", reversal.join(", ")) };
        let props = format!(
            "batch_group_count = {batch} : i64, dimension_numbers = #stablehlo.conv<{labels}>, feature_group_count = {feature} : i64, lhs_dilation = {}, padding = {}, rhs_dilation = {}, window_reversal = {reversal}, window_strides = {}",
            i64_array(&window.lhs_dilate),
            padding_dense(&window.pad),
            i64_array(&window.rhs_dilate),
            i64_array(&window.stride)
        );
        self.simple("convolution", &props)
    }

    fn gather(&mut self) -> Result<Val, Error> {
        let instruction = self.instruction;
        self.arity(2)?;
        let mut fields = Vec::new();
        for key in [
            "offset_dims",
            "collapsed_slice_dims",
            "operand_batching_dims",
            "start_indices_batching_dims",
            "start_index_map",
        ] {
            let dims = int_list_or_empty(instruction, key)?;
            if !dims.is_empty() {
                fields.push(format!("{key} = {}", list(&dims)));
            }
        }
        let index_vector_dim = values::int(required(instruction, "index_vector_dim")?)?;
        fields.push(format!("index_vector_dim = {index_vector_dim}"));
        let sizes = int_list(required(instruction, "slice_sizes")?)?;
        let sorted = flag(instruction, "indices_are_sorted")?;
        let props = format!(
            "dimension_numbers = #stablehlo.gather<{}>, indices_are_sorted = {sorted}, slice_sizes = {}",
            fields.join(", "),
            i64_array(&sizes)
        );
        self.simple("gather", &props)
    }

    fn scatter(&mut self) -> Result<Val, Error> {
        let instruction = self.instruction;
        let mut fields = Vec::new();
        for key in [
            "update_window_dims",
            "inserted_window_dims",
            "input_batching_dims",
            "scatter_indices_batching_dims",
            "scatter_dims_to_operand_dims",
        ] {
            let dims = int_list_or_empty(instruction, key)?;
            if !dims.is_empty() {
                fields.push(format!("{key} = {}", list(&dims)));
            }
        }
        let index_vector_dim = values::int(required(instruction, "index_vector_dim")?)?;
        fields.push(format!("index_vector_dim = {index_vector_dim}"));
        let props = format!(
            "indices_are_sorted = {}, scatter_dimension_numbers = #stablehlo.scatter<{}>, unique_indices = {}",
            flag(instruction, "indices_are_sorted")?,
            fields.join(", "),
            flag(instruction, "unique_indices")?
        );
        self.with_regions("scatter", &props, &["to_apply"])
    }
}

/// The linear-algebra, spectral and random ops.
impl Op<'_, '_> {
    /// `topk` (`k`, `largest=true`): `chlo.top_k`, whose values are the
    /// largest (`largest=false` is not read).
    fn top_k(&mut self) -> Result<Val, Error> {
        let instruction = self.instruction;
        self.arity(1)?;
        let k = values::int(required(instruction, "k")?)?;
        if let Some(largest) = instruction.attribute("largest")
            && !values::boolean(largest)?
        {
            return Err(bad(largest, 0, "the smallest k (largest=false) are not read: chlo.top_k takes the largest"));
        }
        self.emit("chlo.top_k", &format!("k = {k} : i64"), None)
    }

    /// `fft` (`fft_type=RFFT`, `fft_length={8}`).
    fn fft(&mut self) -> Result<Val, Error> {
        let instruction = self.instruction;
        self.arity(1)?;
        let kind = required(instruction, "fft_type")?;
        if !["FFT", "IFFT", "RFFT", "IRFFT"].contains(&kind.value.as_str()) {
            return Err(bad(kind, 0, "expected FFT, IFFT, RFFT or IRFFT"));
        }
        let lengths = int_list(required(instruction, "fft_length")?)?;
        let props = format!("fft_length = {}, fft_type = #stablehlo<fft_type {}>", i64_array(&lengths), kind.value);
        self.simple("fft", &props)
    }

    /// `triangular-solve` (`left_side`, `lower`, `unit_diagonal`, false
    /// when absent; `transpose_a`, NO_TRANSPOSE when absent).
    fn triangular_solve(&mut self) -> Result<Val, Error> {
        let instruction = self.instruction;
        self.arity(2)?;
        let transpose = match instruction.attribute("transpose_a") {
            None => "NO_TRANSPOSE",
            Some(attribute) => match attribute.value.as_str() {
                kind @ ("NO_TRANSPOSE" | "TRANSPOSE" | "ADJOINT") => kind,
                _ => return Err(bad(attribute, 0, "expected NO_TRANSPOSE, TRANSPOSE or ADJOINT")),
            },
        };
        let props = format!(
            "left_side = {}, lower = {}, transpose_a = #stablehlo<transpose {transpose}>, unit_diagonal = {}",
            flag(instruction, "left_side")?,
            flag(instruction, "lower")?,
            flag(instruction, "unit_diagonal")?
        );
        self.simple("triangular_solve", &props)
    }

    /// `rng(a, b)` (`distribution=rng_uniform` or `rng_normal`):
    /// `stablehlo.rng` of `a`, `b` and the result's shape as a constant.
    fn rng(&mut self) -> Result<Val, Error> {
        let instruction = self.instruction;
        self.arity(2)?;
        self.arrays_only()?;
        let attribute = required(instruction, "distribution")?;
        let distribution = match attribute.value.as_str() {
            "rng_uniform" => "UNIFORM",
            "rng_normal" => "NORMAL",
            _ => return Err(bad(attribute, 0, "expected rng_uniform or rng_normal")),
        };
        let Shape::Array(result) = &instruction.shape else { unreachable!("arrays_only") };
        let dims = &result.dims;
        let shape_type = Shape::Array(ArrayShape {
            element: "s64".to_owned(),
            dims: vec![dims.len() as i64],
            layout: None,
            element_bits: None,
        });
        let value = if dims.is_empty() { "dense<>".to_owned() } else { format!("dense<{}>", list(dims)) };
        let props = format!("value = {value} : tensor<{}xi64>", dims.len());
        let shape = self.emit_as("stablehlo.constant", &[], &shape_type, &props, None)?;
        let operands = [self.operands[0].clone(), self.operands[1].clone(), shape];
        let props = format!("rng_distribution = #stablehlo<rng_distribution {distribution}>");
        let result = &instruction.shape;
        self.emit_as("stablehlo.rng", &operands, result, &props, None)
    }
}

/// The collective `all-to-all`.
impl Op<'_, '_> {
    /// `all-to-all`: with `dimensions={d}`, `stablehlo.all_to_all` splitting
    /// and concatenating along `d` into as many blocks as a group has
    /// processes. Without, XLA's tuple form: operand `i` goes to the `i`-th
    /// process of the group and result `i` comes from it, which is one
    /// `all_to_all` of the operands stacked along a new leading dimension
    /// (reshape, concatenate, all_to_all, then a slice and a reshape per
    /// result).
    fn all_to_all(&mut self) -> Result<Val, Error> {
        let instruction = self.instruction;
        let mut props = collective_properties(instruction, true)?;
        if let Some(attribute) = instruction.attribute("dimensions") {
            let dim = one_dimension(attribute)?;
            let count = self.group_size()?;
            props.push(format!(
                "split_dimension = {dim} : i64, concat_dimension = {dim} : i64, split_count = {count} : i64"
            ));
            return self.emit("stablehlo.all_to_all", &props.join(", "), None);
        }
        self.arrays_operands()?;
        let count = self.operands.len();
        let leaves: Vec<(String, String)> =
            self.operands.iter().flat_map(Val::leaves).map(|(n, t)| (n.to_owned(), t.to_owned())).collect();
        let Some(Shape::Array(array)) = instruction.operands().first().and_then(|o| self.operand_shape(&o.name)) else {
            return Err(Error::new(instruction.opcode_pos, "'all-to-all' without operands"));
        };
        if leaves.iter().any(|(_, ty)| *ty != leaves[0].1) {
            return Err(Error::new(instruction.opcode_pos, "'all-to-all' of operands of different types"));
        }
        let element = mlir_element(&array.element, instruction.pos)?;
        let dims = array.dims.clone();
        let one: Vec<i64> = std::iter::once(1).chain(dims.iter().copied()).collect();
        let all: Vec<i64> = std::iter::once(count as i64).chain(dims.iter().copied()).collect();
        let stacked_shape = Shape::Array(ArrayShape {
            element: array.element.clone(),
            dims: all.clone(),
            layout: None,
            element_bits: None,
        });
        let mut rows = Vec::new();
        for operand in self.operands {
            rows.push(self.step(operand, "reshape", "", &one, &element));
        }
        let stacked = self.emit_as("stablehlo.concatenate", &rows, &stacked_shape, "dimension = 0 : i64", None)?;
        props.push(format!("split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = {count} : i64"));
        let exchanged = self.emit_as("stablehlo.all_to_all", &[stacked], &stacked_shape, &props.join(", "), None)?;
        let mut results = Vec::new();
        for i in 0..count as i64 {
            let start: Vec<i64> = std::iter::once(i).chain(dims.iter().map(|_| 0)).collect();
            let limit: Vec<i64> = std::iter::once(i + 1).chain(dims.iter().copied()).collect();
            let props = format!(
                "start_indices = {}, limit_indices = {}, strides = {}",
                i64_array(&start),
                i64_array(&limit),
                i64_array(&vec![1; limit.len()])
            );
            let row = self.step(&exchanged, "slice", &props, &one, &element);
            results.push(self.step(&row, "reshape", "", &dims, &element));
        }
        let value = Val::Tuple(results);
        fits(&value, &instruction.shape, instruction.pos)?;
        Ok(value)
    }

    /// The processes of a group of a collective: the size of its groups,
    /// or, with none given, every process (the header's `num_partitions`
    /// with a channel, `replica_count` without).
    fn group_size(&self) -> Result<i64, Error> {
        let instruction = self.instruction;
        let groups = match instruction.attribute("replica_groups") {
            Some(attribute) => values::replica_groups(attribute)?,
            None => Vec::new(),
        };
        if let Some(first) = groups.first() {
            return Ok(first.len() as i64);
        }
        let key = if instruction.attribute("channel_id").is_some() { "num_partitions" } else { "replica_count" };
        match self.importer.module.attributes.iter().find(|a| a.key == key) {
            Some(attribute) => values::int(attribute),
            None => Err(Error::new(
                instruction.opcode_pos,
                format!("an '{}' of every process needs the header's '{key}'", instruction.opcode),
            )),
        }
    }

    /// An error unless the operands are arrays.
    fn arrays_operands(&self) -> Result<(), Error> {
        match self.operands.iter().position(|o| matches!(o, Val::Tuple(_))) {
            Some(i) => {
                Err(Error::new(self.instruction.operands()[i].pos, format!("'{}' of a tuple", self.instruction.opcode)))
            }
            None => Ok(()),
        }
    }

    /// The shape of the instruction `name` of this computation.
    fn operand_shape(&self, name: &str) -> Option<&Shape> {
        self.computation.instructions.iter().find(|i| i.name == name).map(|i| &i.shape)
    }
}

/// `channel_handle` (from `channel_id`), `replica_groups` (with `groups`;
/// none written is the empty table) and `use_global_device_ids` of a
/// collective.
fn collective_properties(instruction: &Instruction, groups: bool) -> Result<Vec<String>, Error> {
    let mut props = Vec::new();
    if let Some(attribute) = instruction.attribute("channel_id") {
        let handle = values::int(attribute)?;
        props.push(format!("channel_handle = #stablehlo.channel_handle<handle = {handle}, type = 1>"));
    }
    if groups {
        let groups = match instruction.attribute("replica_groups") {
            Some(attribute) => values::replica_groups(attribute)?,
            None => Vec::new(),
        };
        let width = groups.iter().map(Vec::len).max().unwrap_or(0);
        props.push(format!("replica_groups = {}", id_table(&groups, width)));
    }
    if flag(instruction, "use_global_device_ids")? {
        props.push("use_global_device_ids".to_owned());
    }
    Ok(props)
}

/// A table of process ids as StableHLO writes it:
/// `dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>`, rows of `width`, short
/// rows padded with -1 (XLA's convention for uneven groups).
fn id_table(rows: &[Vec<i64>], width: usize) -> String {
    if rows.is_empty() || width == 0 {
        return format!("dense<> : tensor<{}x{width}xi64>", rows.len());
    }
    let text: Vec<String> = rows
        .iter()
        .map(|row| {
            let padded: Vec<i64> = row.iter().copied().chain(std::iter::repeat(-1)).take(width).collect();
            list(&padded)
        })
        .collect();
    format!("dense<[{}]> : tensor<{}x{width}xi64>", text.join(", "), rows.len())
}

/// Communication: `send`, `recv` and their asynchronous contexts.
impl Op<'_, '_> {
    /// `send(data, token)`, of shape `(data, u32[] context, token[])`:
    /// `stablehlo.send` gives the token; the data is the operand's.
    fn send(&mut self) -> Result<Val, Error> {
        self.arity(2)?;
        let [data, context, token] = self.three_elements()?;
        fits(&self.operands[0], &data, self.instruction.operands()[0].pos)?;
        let props = channel_properties(self.instruction, 2)?;
        let operands = self.operands;
        let token = self.emit_as("stablehlo.send", operands, &token, &props, None)?;
        let context = self.opaque(ASYNC_CONTEXT, &context)?;
        Ok(Val::Tuple(vec![operands[0].clone(), context, token]))
    }

    /// `recv(token)`, of shape `(data, u32[] context, token[])`:
    /// `stablehlo.recv` gives the data and the token.
    fn recv(&mut self) -> Result<Val, Error> {
        self.arity(1)?;
        let [data, context, token] = self.three_elements()?;
        let props = channel_properties(self.instruction, 3)?;
        let operands = self.operands;
        let received = self.emit_as("stablehlo.recv", operands, &Shape::Tuple(vec![data, token]), &props, None)?;
        let Val::Tuple(mut parts) = received else { unreachable!("a tuple shape gives a tuple") };
        let token = parts.pop().expect("two parts");
        let data = parts.pop().expect("two parts");
        let context = self.opaque(ASYNC_CONTEXT, &context)?;
        Ok(Val::Tuple(vec![data, context, token]))
    }

    /// The three elements of a `send` or `recv` shape.
    fn three_elements(&self) -> Result<[Shape; 3], Error> {
        match &self.instruction.shape {
            Shape::Tuple(elements) if elements.len() == 3 => Ok([0, 1, 2].map(|i| elements[i].clone())),
            _ => Err(Error::new(
                self.instruction.pos,
                format!("'{}' has the shape (data, u32[], token[])", self.instruction.opcode),
            )),
        }
    }

    /// Element `index` of the (tuple) operand.
    fn element_of_operand(&self, index: usize) -> Result<Val, Error> {
        self.arity(1)?;
        let operand = &self.instruction.operands()[0];
        let element = match &self.operands[0] {
            Val::Tuple(elements) => elements.get(index).cloned(),
            Val::Leaf { .. } => None,
        };
        element.ok_or_else(|| {
            Error::new(operand.pos, format!("'{}' of a value without an element {index}", self.instruction.opcode))
        })
    }

    /// The value of a `*-done`: `value`, which must have the instruction's
    /// shape.
    fn done(&self, value: Val) -> Result<Val, Error> {
        fits(&value, &self.instruction.shape, self.instruction.pos)?;
        Ok(value)
    }

    /// An opaque producer of `shape` (`stablehlo.custom_call @TARGET`
    /// without operands): a value the text has no op for.
    fn opaque(&mut self, target: &str, shape: &Shape) -> Result<Val, Error> {
        self.emit_as("stablehlo.custom_call", &[], shape, &format!("call_target_name = {}", quote(target)), None)
    }
}

/// The custom call that produces the context element of an asynchronous
/// op's tuple (`u32[]`, `s32[]`): XLA's bookkeeping, opaque here.
const ASYNC_CONTEXT: &str = "hlo_text.async_context";

/// An error at `pos` unless `value` has `shape` (its leaves' types).
fn fits(value: &Val, shape: &Shape, pos: Pos) -> Result<(), Error> {
    let expected = shape.leaves().into_iter().map(|a| mlir_type(a, pos)).collect::<Result<Vec<_>, _>>()?;
    let found: Vec<&str> = value.leaves().into_iter().map(|(_, ty)| ty).collect();
    if expected != found {
        return Err(Error::new(
            pos,
            format!("a value of type ({}) where ({}) is written", found.join(", "), expected.join(", ")),
        ));
    }
    Ok(())
}

/// `channel_handle` and `is_host_transfer` of a `send` or `recv`: the
/// handle is `channel_id` (0 without one), the type DEVICE_TO_DEVICE (1),
/// or `host_type` with `is_host_transfer=true`.
fn channel_properties(instruction: &Instruction, host_type: i64) -> Result<String, Error> {
    let host = flag(instruction, "is_host_transfer")?;
    let handle = instruction.attribute("channel_id").map(values::int).transpose()?.unwrap_or(0);
    let kind = if host { host_type } else { 1 };
    Ok(format!(
        "channel_handle = #stablehlo.channel_handle<handle = {handle}, type = {kind}>, is_host_transfer = {host}"
    ))
}

/// A string attribute's text without its quotes.
fn string_value(attribute: &crate::syntax::Attribute) -> &str {
    attribute.value.trim_matches('"')
}

/// Opens region `i` of an op: `{` after the op's `(`, `}, {` between
/// regions.
fn separate(out: &mut String, i: usize, indent: usize) {
    if i == 0 {
        out.push_str("{\n");
    } else {
        writeln!(out, "{}}}, {{", " ".repeat(indent - 2)).unwrap();
    }
}

/// The StableHLO op of an elementwise HLO opcode.
fn elementwise(opcode: &str) -> Option<&'static str> {
    Some(match opcode {
        "abs" => "abs",
        "add" => "add",
        "and" => "and",
        "atan2" => "atan2",
        "bitcast-convert" => "bitcast_convert",
        "cbrt" => "cbrt",
        "ceil" => "ceil",
        "clamp" => "clamp",
        "clz" | "count-leading-zeros" => "count_leading_zeros",
        "compare" => "compare",
        "complex" => "complex",
        "convert" => "convert",
        "cosine" => "cosine",
        "divide" => "divide",
        "exponential" => "exponential",
        "exponential-minus-one" => "exponential_minus_one",
        "floor" => "floor",
        "imag" => "imag",
        "is-finite" => "is_finite",
        "log" => "log",
        "log-plus-one" => "log_plus_one",
        "logistic" => "logistic",
        "maximum" => "maximum",
        "minimum" => "minimum",
        "multiply" => "multiply",
        "negate" => "negate",
        "not" => "not",
        "or" => "or",
        "popcnt" => "popcnt",
        "power" => "power",
        "real" => "real",
        "reduce-precision" => "reduce_precision",
        "remainder" => "remainder",
        "round-nearest-afz" => "round_nearest_afz",
        "round-nearest-even" => "round_nearest_even",
        "rsqrt" => "rsqrt",
        "select" => "select",
        "shift-left" => "shift_left",
        "shift-right-arithmetic" => "shift_right_arithmetic",
        "shift-right-logical" => "shift_right_logical",
        "sign" => "sign",
        "sine" => "sine",
        "sqrt" => "sqrt",
        "subtract" => "subtract",
        "tan" => "tan",
        "tanh" => "tanh",
        "xor" => "xor",
        _ => return None,
    })
}

/// The opcodes [`import`] reads (elementwise ones included), for the
/// documentation and tests.
pub const OPCODES: &[&str] = &[
    "abs",
    "add",
    "add-dependency",
    "after-all",
    "all-gather",
    "all-gather-done",
    "all-gather-start",
    "all-reduce",
    "all-reduce-done",
    "all-reduce-start",
    "all-to-all",
    "and",
    "async-done",
    "async-start",
    "async-update",
    "atan2",
    "bitcast",
    "bitcast-convert",
    "broadcast",
    "call",
    "cbrt",
    "ceil",
    "cholesky",
    "clamp",
    "clz",
    "collective-permute",
    "collective-permute-done",
    "collective-permute-start",
    "compare",
    "complex",
    "concatenate",
    "conditional",
    "constant",
    "convert",
    "convolution",
    "copy",
    "copy-done",
    "copy-start",
    "cosine",
    "count-leading-zeros",
    "custom-call",
    "divide",
    "domain",
    "dot",
    "dynamic-slice",
    "dynamic-update-slice",
    "erf",
    "exponential",
    "exponential-minus-one",
    "fft",
    "floor",
    "fusion",
    "gather",
    "get-dimension-size",
    "get-tuple-element",
    "imag",
    "infeed",
    "iota",
    "is-finite",
    "log",
    "log-plus-one",
    "logistic",
    "map",
    "maximum",
    "minimum",
    "multiply",
    "negate",
    "not",
    "opt-barrier",
    "optimization-barrier",
    "or",
    "outfeed",
    "pad",
    "parameter",
    "partition-id",
    "popcnt",
    "power",
    "real",
    "recv",
    "recv-done",
    "reduce",
    "reduce-precision",
    "reduce-scatter",
    "reduce-window",
    "remainder",
    "replica-id",
    "reshape",
    "reverse",
    "rng",
    "rng-bit-generator",
    "rng-get-and-update-state",
    "round-nearest-afz",
    "round-nearest-even",
    "rsqrt",
    "scatter",
    "select",
    "select-and-scatter",
    "send",
    "send-done",
    "set-dimension-size",
    "shift-left",
    "shift-right-arithmetic",
    "shift-right-logical",
    "sign",
    "sine",
    "slice",
    "sort",
    "sqrt",
    "stochastic-convert",
    "subtract",
    "tan",
    "tanh",
    "topk",
    "transpose",
    "triangular-solve",
    "tuple",
    "while",
    "xor",
];

/// The error at an opcode the importer does not read.
fn not_read(instruction: &Instruction) -> Error {
    Error::new(
        instruction.opcode_pos,
        format!("the opcode '{}' is not read yet (docs/hlo.md lists the opcodes index-opt reads)", instruction.opcode),
    )
}

/// The boolean attribute `key` of `instruction`, false when absent.
fn flag(instruction: &Instruction, key: &str) -> Result<bool, Error> {
    instruction.attribute(key).map(values::boolean).transpose().map(|b| b.unwrap_or(false))
}

/// The one dimension of `dimensions={d}`.
fn one_dimension(attribute: &crate::syntax::Attribute) -> Result<i64, Error> {
    match int_list(attribute)?[..] {
        [dim] => Ok(dim),
        _ => Err(bad(attribute, 0, "expected one dimension")),
    }
}

/// `comparison_direction` and `compare_type` of a `compare`.
fn compare_properties(instruction: &Instruction, operands: &[Val]) -> Result<String, Error> {
    let direction = required(instruction, "direction")?;
    if !["EQ", "NE", "GE", "GT", "LE", "LT"].contains(&direction.value.as_str()) {
        return Err(bad(direction, 0, "expected EQ, NE, GE, GT, LE or LT"));
    }
    let kind = match instruction.attribute("type") {
        Some(attribute) => match attribute.value.as_str() {
            kind @ ("FLOAT" | "TOTALORDER" | "SIGNED" | "UNSIGNED") => kind.to_owned(),
            _ => return Err(bad(attribute, 0, "expected FLOAT, TOTALORDER, SIGNED or UNSIGNED")),
        },
        None => {
            let element =
                operands.first().and_then(|o| o.leaves().first().map(|(_, t)| t.to_string())).unwrap_or_default();
            let element = element.trim_end_matches('>').rsplit(['x', '<']).next().unwrap_or("").to_owned();
            if element.starts_with('f') || element.starts_with("bf") || element.starts_with("complex") {
                "FLOAT"
            } else if element.starts_with("ui") || element == "i1" {
                "UNSIGNED"
            } else {
                "SIGNED"
            }
            .to_owned()
        }
    };
    Ok(format!(
        "comparison_direction = #stablehlo<comparison_direction {}>, compare_type = #stablehlo<comparison_type {kind}>",
        direction.value
    ))
}

/// The instructions of a computation in an order where operands come
/// first (text order when it already is one); unknown operands and cycles
/// are errors.
fn topological_order(computation: &Computation) -> Result<Vec<usize>, Error> {
    let by_name: HashMap<&str, usize> =
        computation.instructions.iter().enumerate().map(|(i, instr)| (instr.name.as_str(), i)).collect();
    if by_name.len() != computation.instructions.len() {
        let mut seen = HashSet::new();
        let repeated = computation.instructions.iter().find(|i| !seen.insert(i.name.as_str())).expect("a repeat");
        return Err(Error::new(repeated.pos, format!("a second instruction named '{}'", repeated.name)));
    }
    let mut operands = Vec::new();
    for instruction in &computation.instructions {
        let mut these = Vec::new();
        for operand in instruction.operands() {
            let index = by_name.get(operand.name.as_str()).copied().ok_or_else(|| {
                Error::new(operand.pos, format!("no instruction named '{}' in '{}'", operand.name, computation.name))
            })?;
            these.push(index);
        }
        operands.push(these);
    }
    // 0: not visited, 1: on the stack, 2: placed.
    let mut state = vec![0u8; operands.len()];
    let mut order = Vec::with_capacity(operands.len());
    for start in 0..operands.len() {
        if state[start] != 0 {
            continue;
        }
        let mut stack = vec![(start, 0usize)];
        state[start] = 1;
        while let Some((node, next)) = stack.pop() {
            if let Some(&operand) = operands[node].get(next) {
                stack.push((node, next + 1));
                match state[operand] {
                    0 => {
                        state[operand] = 1;
                        stack.push((operand, 0));
                    }
                    1 => {
                        let instruction = &computation.instructions[node];
                        return Err(Error::new(instruction.pos, format!("'{}' depends on itself", instruction.name)));
                    }
                    _ => {}
                }
            } else {
                state[node] = 2;
                order.push(node);
            }
        }
    }
    Ok(order)
}

/// Whether two shapes are the same, layouts aside.
fn same_shape(a: &Shape, b: &Shape) -> bool {
    match (a, b) {
        (Shape::Array(a), Shape::Array(b)) => a.element == b.element && a.dims == b.dims,
        (Shape::Tuple(a), Shape::Tuple(b)) => a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same_shape(a, b)),
        _ => false,
    }
}

/// The dimensions from major to minor: the layout reversed, or
/// `0..rank` without one.
fn major_to_minor(shape: &ArrayShape, pos: Pos) -> Result<Vec<usize>, Error> {
    let rank = shape.dims.len();
    let Some(layout) = &shape.layout else { return Ok((0..rank).collect()) };
    let mut sorted: Vec<i64> = layout.clone();
    sorted.sort_unstable();
    if sorted != (0..rank as i64).collect::<Vec<_>>() {
        return Err(Error::new(pos, format!("the layout {layout:?} is not a permutation of the {rank} dimensions")));
    }
    Ok(layout.iter().rev().map(|&d| d as usize).collect())
}

fn is_identity(order: &[usize]) -> bool {
    order.iter().enumerate().all(|(i, &d)| i == d)
}

/// The MLIR type of an array shape.
fn mlir_type(shape: &ArrayShape, pos: Pos) -> Result<String, Error> {
    if shape.is_token() {
        return Ok("!stablehlo.token".to_owned());
    }
    Ok(tensor_type(&shape.dims, &mlir_element(&shape.element, pos)?))
}

fn tensor_type(dims: &[i64], element: &str) -> String {
    let mut out = String::from("tensor<");
    for d in dims {
        write!(out, "{d}x").unwrap();
    }
    out.push_str(element);
    out.push('>');
    out
}

/// The MLIR element type of an HLO element type.
fn mlir_element(element: &str, pos: Pos) -> Result<String, Error> {
    let known = match element {
        "pred" => "i1",
        "s2" => "i2",
        "s4" => "i4",
        "s8" => "i8",
        "s16" => "i16",
        "s32" => "i32",
        "s64" => "i64",
        "u2" => "ui2",
        "u4" => "ui4",
        "u8" => "ui8",
        "u16" => "ui16",
        "u32" => "ui32",
        "u64" => "ui64",
        "f16" => "f16",
        "bf16" => "bf16",
        "f32" => "f32",
        "f64" => "f64",
        "c64" => "complex<f32>",
        "c128" => "complex<f64>",
        "f8e4m3fn" => "f8E4M3FN",
        "f8e5m2" => "f8E5M2",
        "f8e4m3fnuz" => "f8E4M3FNUZ",
        "f8e5m2fnuz" => "f8E5M2FNUZ",
        "f8e4m3b11fnuz" => "f8E4M3B11FNUZ",
        "f8e3m4" => "f8E3M4",
        "f8e4m3" => "f8E4M3",
        "f8e8m0fnu" => "f8E8M0FNU",
        "f4e2m1fn" => "f4E2M1FN",
        _ => return Err(Error::new(pos, format!("the element type '{element}' is not read"))),
    };
    Ok(known.to_owned())
}

/// The bits of an HLO element type, as MLIR counts them (`pred` is `i1`).
fn bit_width(element: &str) -> Option<u32> {
    Some(match element {
        "pred" => 1,
        "s2" | "u2" => 2,
        "s4" | "u4" | "f4e2m1fn" => 4,
        "s8" | "u8" => 8,
        "s16" | "u16" | "f16" | "bf16" => 16,
        "s32" | "u32" | "f32" => 32,
        "s64" | "u64" | "f64" | "c64" => 64,
        "c128" => 128,
        _ if element.starts_with("f8") => 8,
        _ => return None,
    })
}

/// `array<i64: 1, 2>` (`array<i64>` when empty).
fn i64_array(values: &[i64]) -> String {
    if values.is_empty() {
        return "array<i64>".to_owned();
    }
    format!("array<i64: {}>", values.iter().map(i64::to_string).collect::<Vec<_>>().join(", "))
}

fn i64_array_usize(values: &[usize]) -> String {
    i64_array(&values.iter().map(|&v| v as i64).collect::<Vec<_>>())
}

/// `[1, 2]`.
fn list(values: &[i64]) -> String {
    format!("[{}]", values.iter().map(i64::to_string).collect::<Vec<_>>().join(", "))
}

/// The `padding` of a window: `dense<[[low, high], ...]> : tensor<Nx2xi64>`.
fn padding_dense(pad: &[PadDim]) -> String {
    if pad.is_empty() {
        return "dense<> : tensor<0x2xi64>".to_owned();
    }
    let rows: Vec<String> = pad.iter().map(|p| format!("[{}, {}]", p.low, p.high)).collect();
    format!("dense<[{}]> : tensor<{}x2xi64>", rows.join(", "), pad.len())
}

/// A symbol name: bare when MLIR allows, quoted otherwise.
fn symbol(name: &str) -> String {
    let bare = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c));
    if bare { name.to_owned() } else { quote(name) }
}

/// An MLIR string literal.
fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    quote_into(&mut out, text);
    out
}

/// Appends [`quote`]'s text of `text` to `out`.
fn quote_into(out: &mut String, text: &str) {
    out.push('"');
    if text.bytes().all(|b| (0x20..=0x7E).contains(&b) && b != b'"' && b != b'\\') {
        out.push_str(text);
        out.push('"');
        return;
    }
    for byte in text.bytes() {
        match byte {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(byte as char);
            }
            0x20..=0x7E => out.push(byte as char),
            _ => write!(out, "\\{byte:02X}").unwrap(),
        }
    }
    out.push('"');
}
