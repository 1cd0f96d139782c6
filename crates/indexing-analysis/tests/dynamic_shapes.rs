//! Dynamic shapes against static ones: each program below is analysed with
//! its `{N}` dimensions dynamic (`?`) and with them static at N = 1, 2, 3.
//! Every map of the dynamic program, per op and function-level, both
//! directions, instantiated at N (each size variable set to the size its
//! provenance names in the static program), has the
//! relation of the static program's maps (exact ones), or contains it
//! (maps marked superset) — and has no point beyond the sizes.

use index_opt_native::new_context;
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::{Direction, Entry, Maps, OperandMap, SizeOf};
use indexing_map::Interval;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Module, ValueLike};
use std::collections::BTreeSet;

type Relation = BTreeSet<(Vec<i64>, Vec<i64>)>;

const PROGRAMS: &[(&str, &str)] = &[
    (
        "bounded dimensions (#stablehlo.bounds)",
        "func.func @f(%a: tensor<{N}x3xf32{B0}>) -> tensor<3x{N}xf32{B1}> {
           %0 = stablehlo.exponential %a : tensor<{N}x3xf32{B0}>
           %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<{N}x3xf32{B0}>) -> tensor<3x{N}xf32{B1}>
           return %1 : tensor<3x{N}xf32{B1}>
         }",
    ),
    (
        "elementwise chain and transpose",
        "func.func @f(%a: tensor<{N}x3xf32>, %b: tensor<{N}x3xf32>) -> tensor<3x{N}xf32> {
           %0 = stablehlo.add %a, %b : tensor<{N}x3xf32>
           %1 = stablehlo.exponential %0 : tensor<{N}x3xf32>
           %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<{N}x3xf32>) -> tensor<3x{N}xf32>
           return %2 : tensor<3x{N}xf32>
         }",
    ),
    (
        "reduce over the dynamic dimension",
        "func.func @f(%a: tensor<{N}x3xf32>, %z: tensor<f32>) -> tensor<3xf32> {
           %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0] : (tensor<{N}x3xf32>, tensor<f32>) -> tensor<3xf32>
           return %0 : tensor<3xf32>
         }",
    ),
    (
        "dot_general contracting the dynamic dimension",
        "func.func @f(%a: tensor<2x{N}xf32>, %b: tensor<{N}x3xf32>) -> tensor<2x3xf32> {
           %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x{N}xf32>, tensor<{N}x3xf32>) -> tensor<2x3xf32>
           return %0 : tensor<2x3xf32>
         }",
    ),
    (
        "dot_general with a dynamic batch dimension",
        "func.func @f(%a: tensor<{N}x2x2xf32>, %b: tensor<{N}x2x3xf32>) -> tensor<{N}x2x3xf32> {
           %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<{N}x2x2xf32>, tensor<{N}x2x3xf32>) -> tensor<{N}x2x3xf32>
           return %0 : tensor<{N}x2x3xf32>
         }",
    ),
    (
        "dot with a dynamic free dimension of the rhs",
        "func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x{N}xf32>) -> tensor<2x{N}xf32> {
           %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3x{N}xf32>) -> tensor<2x{N}xf32>
           %1 = stablehlo.negate %0 : tensor<2x{N}xf32>
           return %1 : tensor<2x{N}xf32>
         }",
    ),
    (
        "concatenate along a static dimension",
        "func.func @f(%a: tensor<{N}x2xf32>, %b: tensor<{N}x1xf32>) -> tensor<{N}x3xf32> {
           %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<{N}x2xf32>, tensor<{N}x1xf32>) -> tensor<{N}x3xf32>
           return %0 : tensor<{N}x3xf32>
         }",
    ),
    (
        "slice of a dynamic operand",
        "func.func @f(%a: tensor<{N}x3xf32>) -> tensor<1x2xf32> {
           %0 = stablehlo.slice %a [0:1, 1:3] : (tensor<{N}x3xf32>) -> tensor<1x2xf32>
           return %0 : tensor<1x2xf32>
         }",
    ),
    (
        "sort along the dynamic dimension",
        "func.func @f(%a: tensor<{N}x2xf32>) -> tensor<{N}x2xf32> {
           %0 = \"stablehlo.sort\"(%a) ({
           ^bb0(%x: tensor<f32>, %y: tensor<f32>):
             %c = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
             stablehlo.return %c : tensor<i1>
           }) {dimension = 0 : i64} : (tensor<{N}x2xf32>) -> tensor<{N}x2xf32>
           return %0 : tensor<{N}x2xf32>
         }",
    ),
    (
        "broadcast_in_dim of a dynamic dimension (may expand: superset)",
        "func.func @f(%a: tensor<{N}x1xf32>) -> tensor<{N}x4xf32> {
           %0 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<{N}x1xf32>) -> tensor<{N}x4xf32>
           return %0 : tensor<{N}x4xf32>
         }",
    ),
    (
        "dynamic_broadcast_in_dim known not to expand its dynamic dimension",
        "func.func @f(%a: tensor<{N}x1xf32>, %s: tensor<2xi32>) -> tensor<{N}x4xf32> {
           %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [0, 1] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<{N}x1xf32>, tensor<2xi32>) -> tensor<{N}x4xf32>
           %1 = stablehlo.abs %0 : tensor<{N}x4xf32>
           return %1 : tensor<{N}x4xf32>
         }",
    ),
    (
        "reverse along the dynamic dimension (whole: superset)",
        "func.func @f(%a: tensor<{N}x2xf32>) -> tensor<{N}x2xf32> {
           %0 = stablehlo.reverse %a, dims = [0] : tensor<{N}x2xf32>
           %1 = stablehlo.negate %0 : tensor<{N}x2xf32>
           return %1 : tensor<{N}x2xf32>
         }",
    ),
    (
        "pad of a dynamic operand (whole: superset)",
        "func.func @f(%a: tensor<{N}x2xf32>, %z: tensor<f32>) -> tensor<{N}x3xf32> {
           %0 = stablehlo.pad %a, %z, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<{N}x2xf32>, tensor<f32>) -> tensor<{N}x3xf32>
           return %0 : tensor<{N}x3xf32>
         }",
    ),
    (
        "linalg matmul with dynamic sizes",
        "func.func @f(%a: tensor<{N}x2xf32>, %b: tensor<2x{N}xf32>, %c: tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32> {
           %0 = linalg.matmul ins(%a, %b : tensor<{N}x2xf32>, tensor<2x{N}xf32>) outs(%c : tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32>
           return %0 : tensor<{N}x{N}xf32>
         }",
    ),
    (
        "get_dimension_size reads no element",
        "func.func @f(%a: tensor<{N}x2xf32>) -> tensor<i32> {
           %0 = stablehlo.get_dimension_size %a, dim = 0 : (tensor<{N}x2xf32>) -> tensor<i32>
           return %0 : tensor<i32>
         }",
    ),
];

/// The program with `{N}` at `size`, `?` for `None` (every dynamic
/// dimension has the same size, so every size variable is N); `{B0}` and
/// `{B1}` are bounds encodings of the dynamic program (N at most 3 in
/// dimension 0 or 1), nothing in the static one.
fn instantiate(program: &str, size: Option<i64>) -> String {
    let (b0, b1) = if size.is_none() { (", #stablehlo.bounds<3, ?>", ", #stablehlo.bounds<?, 3>") } else { ("", "") };
    program.replace("{N}", &size.map_or("?".to_owned(), |n| n.to_string())).replace("{B0}", b0).replace("{B1}", b1)
}

/// The static sizes a size variable's provenance can name: per op, the
/// op's operands and results; function level, the function's arguments
/// and results. A size read from an element or of a body value is N (every
/// dynamic dimension of the programs is N).
struct StaticSizes {
    operands: Vec<Vec<i64>>,
    results: Vec<Vec<i64>>,
    n: i64,
}

impl StaticSizes {
    fn of(&self, rt: &indexing_analysis::RtVar<'_>) -> i64 {
        let size = rt.size.as_ref().expect("a size variable");
        let shapes = match size.of {
            SizeOf::Operand => &self.operands,
            SizeOf::Result => &self.results,
            SizeOf::Element | SizeOf::Body(_) => return self.n,
        };
        shapes[rt.operand][size.dimension]
    }
}

/// The relation of `m` with its size variables at their static sizes and
/// each dimension within `bounds`; `None` when a bound stays too large to
/// enumerate.
fn relation_at(m: &OperandMap<'_>, sizes: &StaticSizes, bounds: &[Interval]) -> Option<Relation> {
    let mut map = m.map.clone();
    let base = map.range_vars().len();
    for rt in m.rt_vars.iter().filter(|rt| rt.size.is_some()) {
        map = map.replace_symbol(base + rt.rt, map.context().constant(sizes.of(rt)));
    }
    let mut map = map.restrict_dims(bounds);
    map.simplify();
    map.remove_unused_symbols();
    map.relation(1 << 16)
}

fn union(maps: &[OperandMap<'_>], sizes: &StaticSizes, bounds: &[Interval]) -> Option<Relation> {
    let mut all = Relation::new();
    for m in maps {
        all.extend(relation_at(m, sizes, bounds)?);
    }
    Some(all)
}

/// Compares the entries of one (result, operand) pair; returns whether
/// the dynamic maps are marked superset.
fn compare(label: &str, dynamic: &Entry<'_>, fixed: &Entry<'_>, sizes: &StaticSizes, shape: &[i64]) -> bool {
    let (Maps::Known(dynamic_maps), Maps::Known(static_maps)) = (&dynamic.maps, &fixed.maps) else {
        panic!("{label}: unknown entry: dynamic {:?} / static {:?}", dynamic.maps, fixed.maps);
    };
    let exact = |b: &[Interval]| union(dynamic_maps, sizes, b).unwrap_or_else(|| panic!("{label}: too large"));
    let within: Vec<Interval> = shape.iter().map(|&s| Interval::for_size(s)).collect();
    let beyond: Vec<Interval> = shape.iter().map(|&s| Interval::new(0, s + 1)).collect();
    let dynamic_relation = exact(&within);
    assert_eq!(dynamic_relation, exact(&beyond), "{label}: points beyond the sizes");
    let static_relation = union(static_maps, sizes, &within).expect("static relation");
    let superset = dynamic_maps.iter().any(|m| m.superset.is_some());
    if superset {
        assert!(static_relation.is_subset(&dynamic_relation), "{label}: unsound");
    } else {
        assert_eq!(static_relation, dynamic_relation, "{label}: not the static relation");
    }
    superset
}

#[test]
fn dynamic_maps_at_each_size_are_the_static_maps() {
    let (mut exact, mut superset) = (0, 0);
    for (name, program) in PROGRAMS {
        for direction in [Direction::OutputToInput, Direction::InputToOutput] {
            for n in 1..=3 {
                let context = new_context();
                let dynamic = Module::parse(&context, &instantiate(program, None)).expect("dynamic program parses");
                let fixed = Module::parse(&context, &instantiate(program, Some(n))).expect("static program parses");
                let options = Options { direction, fusion: true };
                let (d, s) =
                    (analyze_module(&dynamic.as_operation(), options), analyze_module(&fixed.as_operation(), options));
                let function = &s[0].ops;
                // The domain of each pair: the static result (output to
                // input) or operand (input to output) shape.
                let static_fn = fixed.body().first_operation().expect("function");
                let ty = melior::ir::r#type::FunctionType::try_from(
                    melior::ir::attribute::TypeAttribute::try_from(static_fn.attribute("function_type").unwrap())
                        .unwrap()
                        .value(),
                )
                .unwrap();
                let shape_of = |t: melior::ir::Type| indexing_analysis::ir::static_shape(t).unwrap();
                let mut nested = Vec::new();
                indexing_analysis::ir::walk_nested(&static_fn, |op| nested.push(op));
                for (op_d, op_s) in d[0].ops.iter().zip(function) {
                    for (e_d, e_s) in op_d.entries.iter().zip(&op_s.entries) {
                        let label =
                            format!("{name} N={n} {direction:?} op {} ({}, {})", op_d.name, e_d.result, e_d.operand);
                        let op = nested[op_d.id];
                        let shape = |t: melior::ir::Type| indexing_analysis::ir::static_shape(t).unwrap_or_default();
                        let sizes = StaticSizes {
                            operands: op.operands().map(|v| shape(v.r#type())).collect(),
                            results: op.results().map(|v| shape(v.r#type())).collect(),
                            n,
                        };
                        let domain = match direction {
                            Direction::OutputToInput => shape_of(op.result(e_d.result).unwrap().r#type()),
                            Direction::InputToOutput => shape_of(op.operand(e_d.operand).unwrap().r#type()),
                        };
                        if compare(&label, e_d, e_s, &sizes, &domain) { superset += 1 } else { exact += 1 }
                    }
                }
                let (Some(fd), Some(fs)) = (&d[0].function_indexing, &s[0].function_indexing) else {
                    panic!("{name}: no function indexing")
                };
                let sizes = StaticSizes {
                    operands: (0..ty.input_count()).map(|a| shape_of(ty.input(a).unwrap())).collect(),
                    results: (0..ty.result_count()).map(|r| shape_of(ty.result(r).unwrap())).collect(),
                    n,
                };
                for (e_d, e_s) in fd.iter().zip(fs.iter()) {
                    let label = format!("{name} N={n} {direction:?} function ({}, {})", e_d.result, e_d.operand);
                    let domain = match direction {
                        Direction::OutputToInput => shape_of(ty.result(e_d.result).unwrap()),
                        Direction::InputToOutput => shape_of(ty.input(e_d.operand).unwrap()),
                    };
                    if compare(&label, e_d, e_s, &sizes, &domain) { superset += 1 } else { exact += 1 }
                }
            }
        }
    }
    println!("dynamic vs static: {exact} pairs exact, {superset} supersets containing the static relation");
    assert!(exact >= 250, "{exact} exact pairs");
}
