//! The native layer seen from Rust: our dialects register in a melior
//! context next to MLIR's, and IR using them parses.

use melior::Context;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, BlockRef, Module, OperationRef, RegionLike};

fn context() -> Context {
    index_opt_native::new_context()
}

#[test]
fn indexing_dialect_is_registered_and_loads() {
    let context = context();
    let dialect = context.get_or_load_dialect("indexing");
    assert_eq!(dialect.namespace().unwrap(), "indexing");
}

#[test]
fn unknown_dialect_does_not_load_by_name() {
    let context = Context::new();
    // Without registration, the namespace is not known to the context.
    assert!(!context.is_registered_operation("indexing.nothing"));
    assert_eq!(context.registered_dialect_count(), 1); // builtin only
}

#[test]
fn shared_mlir_parses_and_verifies_func_ir() {
    let context = context();
    let module = Module::parse(
        &context,
        "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n\
           %0 = arith.addf %a, %a : tensor<4xf32>\n\
           return %0 : tensor<4xf32>\n\
         }",
    )
    .expect("valid IR parses");
    assert!(module.as_operation().verify());
    let printed = module.as_operation().to_string();
    assert!(printed.contains("arith.addf %arg0, %arg0 : tensor<4xf32>"), "{printed}");
}

#[test]
fn invalid_ir_is_rejected_not_aborted() {
    let context = context();
    // Diagnostics go to the handler instead of stderr.
    let messages = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let sink = messages.clone();
    let id = context.attach_diagnostic_handler(move |diagnostic| {
        sink.borrow_mut().push(diagnostic.to_string());
        true
    });
    assert!(Module::parse(&context, "func.func @f( {").is_none());
    context.detach_diagnostic_handler(id);
    assert!(!messages.borrow().is_empty());
}

/// The first op named `name` in `module`, in pre-order.
fn find_op<'c, 'a>(module: &'a Module<'c>, name: &str) -> Option<OperationRef<'c, 'a>> {
    find_in_block(module.body(), name)
}

fn find_in_block<'c, 'a>(block: BlockRef<'c, 'a>, name: &str) -> Option<OperationRef<'c, 'a>> {
    let mut next = block.first_operation();
    while let Some(op) = next {
        if op.name().as_string_ref().as_str() == Ok(name) {
            return Some(op);
        }
        for region in op.regions() {
            let mut nested = region.first_block();
            while let Some(block) = nested {
                if let Some(found) = find_in_block(block, name) {
                    return Some(found);
                }
                nested = block.next_in_region();
            }
        }
        next = op.next_in_block();
    }
    None
}

#[test]
fn stablehlo_attributes_are_read_without_parsing_text() {
    use index_opt_native::stablehlo::*;
    let context = context();
    let module = Module::parse(
        &context,
        r#"
        func.func @f(%op: tensor<3x4x5xf32>, %idx: tensor<3x2x1xi32>, %m: tensor<3x4xf32>, %n: tensor<4x5xf32>,
                     %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) {
          %0 = "stablehlo.gather"(%op, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 4, 1>}> : (tensor<3x4x5xf32>, tensor<3x2x1xi32>) -> tensor<3x2x4xf32>
          %1 = stablehlo.dot_general %m, %n, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
          %2 = stablehlo.convolution(%img, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [0, 1]], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
          return
        }"#,
    )
    .expect("valid StableHLO parses");
    let gather = find_op(&module, "stablehlo.gather").unwrap();
    let numbers = GatherDimensionNumbers::from_attribute(gather.attribute("dimension_numbers").unwrap()).unwrap();
    assert_eq!(
        numbers,
        GatherDimensionNumbers {
            offset_dims: vec![2],
            collapsed_slice_dims: vec![2],
            operand_batching_dims: vec![0],
            start_indices_batching_dims: vec![0],
            start_index_map: vec![2],
            index_vector_dim: 2,
        }
    );
    assert_eq!(dense_i64_array(gather.attribute("slice_sizes").unwrap()), Some(vec![1, 4, 1]));
    assert_eq!(DotDimensionNumbers::from_attribute(gather.attribute("slice_sizes").unwrap()), None);

    let dot = find_op(&module, "stablehlo.dot_general").unwrap();
    let numbers = DotDimensionNumbers::from_attribute(dot.attribute("dot_dimension_numbers").unwrap()).unwrap();
    assert_eq!(numbers.lhs_contracting_dimensions, vec![1]);
    assert_eq!(numbers.rhs_contracting_dimensions, vec![0]);
    assert!(numbers.lhs_batching_dimensions.is_empty());

    let conv = find_op(&module, "stablehlo.convolution").unwrap();
    let numbers = ConvDimensionNumbers::from_attribute(conv.attribute("dimension_numbers").unwrap()).unwrap();
    assert_eq!((numbers.input_batch_dimension, numbers.input_feature_dimension), (0, 3));
    assert_eq!(numbers.input_spatial_dimensions, vec![1, 2]);
    assert_eq!((numbers.kernel_input_feature_dimension, numbers.kernel_output_feature_dimension), (2, 3));
    assert_eq!(numbers.output_spatial_dimensions, vec![1, 2]);
    assert_eq!(dense_i64_elements(conv.attribute("padding").unwrap()), Some(vec![1, 1, 0, 1]));
    assert_eq!(dense_bool_array(conv.attribute("window_reversal").unwrap()), Some(vec![false, true]));
    assert_eq!(integer_value(conv.attribute("feature_group_count").unwrap()), Some(1));
}

#[test]
fn both_spellings_of_bounds_are_one_attribute() {
    use index_opt_native::stablehlo::type_bounds;
    use melior::ir::{Attribute, Type};
    let context = context();
    let short = Attribute::parse(&context, "#stablehlo.bounds<3, ?>").expect("the short form parses");
    let long = Attribute::parse(&context, "#stablehlo.type_extensions<bounds = [3, ?]>").expect("the long form parses");
    assert_eq!(short, long);
    assert_eq!(long.to_string(), "#stablehlo.bounds<3, ?>");
    assert_eq!(type_bounds(long), Some(vec![Some(3), None]));
    let short = Type::parse(&context, "tensor<?x?xf32, #stablehlo.bounds<3, ?>>").unwrap();
    let long = Type::parse(&context, "tensor<?x?xf32, #stablehlo.type_extensions<bounds = [3, ?]>>").unwrap();
    assert_eq!(short, long);
}

/// The StableHLO and CHLO ops the analysis treats as elementwise (its
/// elementwise family asks `is_elementwise`; this list, once a name list
/// in the analysis, is the record of which ops carry the trait).
const ELEMENTWISE: &[&str] = &[
    "stablehlo.abs",
    "stablehlo.add",
    "stablehlo.and",
    "stablehlo.atan2",
    "stablehlo.cbrt",
    "stablehlo.ceil",
    "stablehlo.clamp",
    "stablehlo.compare",
    "stablehlo.complex",
    "stablehlo.convert",
    "stablehlo.cosine",
    "stablehlo.count_leading_zeros",
    "stablehlo.divide",
    "stablehlo.exponential",
    "stablehlo.exponential_minus_one",
    "stablehlo.floor",
    "stablehlo.imag",
    "stablehlo.is_finite",
    "stablehlo.log",
    "stablehlo.log_plus_one",
    "stablehlo.logistic",
    "stablehlo.maximum",
    "stablehlo.minimum",
    "stablehlo.multiply",
    "stablehlo.negate",
    "stablehlo.not",
    "stablehlo.or",
    "stablehlo.popcnt",
    "stablehlo.power",
    "stablehlo.real",
    "stablehlo.reduce_precision",
    "stablehlo.remainder",
    "stablehlo.round_nearest_afz",
    "stablehlo.round_nearest_even",
    "stablehlo.rsqrt",
    "stablehlo.select",
    "stablehlo.shift_left",
    "stablehlo.shift_right_arithmetic",
    "stablehlo.shift_right_logical",
    "stablehlo.sign",
    "stablehlo.sine",
    "stablehlo.sqrt",
    "stablehlo.subtract",
    "stablehlo.tan",
    "stablehlo.tanh",
    "stablehlo.xor",
    "stablehlo.uniform_quantize",
    "stablehlo.uniform_dequantize",
    "chlo.acos",
    "chlo.acosh",
    "chlo.asin",
    "chlo.asinh",
    "chlo.atan",
    "chlo.atanh",
    "chlo.bessel_i1e",
    "chlo.conj",
    "chlo.cosh",
    "chlo.sinh",
    "chlo.tan",
    "chlo.digamma",
    "chlo.erf",
    "chlo.erfc",
    "chlo.erf_inv",
    "chlo.lgamma",
    "chlo.square",
    "chlo.is_inf",
    "chlo.is_neg_inf",
    "chlo.is_pos_inf",
    "chlo.next_after",
    "chlo.polygamma",
    "chlo.zeta",
];

/// The quantized operand of `uniform_dequantize` (`%q`) and result of
/// `uniform_quantize`.
const QUANTIZED: &str = "tensor<4x!quant.uniform<i8:f32, 1.000000e-01>>";

/// One op `name` in generic form, reading `%x: tensor<4xf32>` (`%i:
/// tensor<4xi32>` for the ops on integers; for `select` and `clamp`, the
/// rank-0 `%p: tensor<i1>` and `%s: tensor<f32>` StableHLO allows there).
fn generic_elementwise_op(index: usize, name: &str) -> String {
    // The bitwise, bit-count and shift ops take integers (`%i`).
    let integer = matches!(
        name,
        "stablehlo.and"
            | "stablehlo.or"
            | "stablehlo.xor"
            | "stablehlo.not"
            | "stablehlo.popcnt"
            | "stablehlo.count_leading_zeros"
            | "stablehlo.shift_left"
            | "stablehlo.shift_right_arithmetic"
            | "stablehlo.shift_right_logical"
    );
    if integer {
        let binary = !matches!(name, "stablehlo.not" | "stablehlo.popcnt" | "stablehlo.count_leading_zeros");
        let (operands, types) =
            if binary { ("%i, %i", "tensor<4xi32>, tensor<4xi32>") } else { ("%i", "tensor<4xi32>") };
        return format!("  %r{index} = \"{name}\"({operands}) : ({types}) -> tensor<4xi32>\n");
    }
    let (operands, types, attributes) = match name {
        "stablehlo.select" => ("%p, %x, %x", "tensor<i1>, tensor<4xf32>, tensor<4xf32>", ""),
        "stablehlo.clamp" => ("%s, %x, %s", "tensor<f32>, tensor<4xf32>, tensor<f32>", ""),
        "stablehlo.compare" => {
            ("%x, %x", "tensor<4xf32>, tensor<4xf32>", " {comparison_direction = #stablehlo<comparison_direction LT>}")
        }
        "stablehlo.reduce_precision" => ("%x", "tensor<4xf32>", " {exponent_bits = 5 : i32, mantissa_bits = 10 : i32}"),
        "stablehlo.uniform_dequantize" => ("%q", QUANTIZED, ""),
        "stablehlo.add"
        | "stablehlo.and"
        | "stablehlo.atan2"
        | "stablehlo.complex"
        | "stablehlo.divide"
        | "stablehlo.maximum"
        | "stablehlo.minimum"
        | "stablehlo.multiply"
        | "stablehlo.or"
        | "stablehlo.power"
        | "stablehlo.remainder"
        | "stablehlo.shift_left"
        | "stablehlo.shift_right_arithmetic"
        | "stablehlo.shift_right_logical"
        | "stablehlo.subtract"
        | "stablehlo.xor"
        | "chlo.next_after"
        | "chlo.polygamma"
        | "chlo.zeta" => ("%x, %x", "tensor<4xf32>, tensor<4xf32>", ""),
        _ => ("%x", "tensor<4xf32>", ""),
    };
    // A comparison or a finiteness test gives booleans, `complex` complex
    // numbers, quantization quantized numbers.
    let result = match name {
        "stablehlo.compare" | "stablehlo.is_finite" | "chlo.is_inf" | "chlo.is_neg_inf" | "chlo.is_pos_inf" => {
            "tensor<4xi1>"
        }
        "stablehlo.complex" => "tensor<4xcomplex<f32>>",
        "stablehlo.uniform_quantize" => QUANTIZED,
        _ => "tensor<4xf32>",
    };
    format!("  %r{index} = \"{name}\"({operands}){attributes} : ({types}) -> {result}\n")
}

#[test]
fn elementwise_ops_say_so_through_their_traits() {
    let context = context();
    let body: String =
        ELEMENTWISE.iter().enumerate().map(|(index, name)| generic_elementwise_op(index, name)).collect();
    let source = format!(
        "func.func @f(%x: tensor<4xf32>, %i: tensor<4xi32>, %p: tensor<i1>, %s: tensor<f32>, %m: tensor<3x4xf32>, %n: tensor<4x5xf32>, %q: {QUANTIZED}) {{\n\
         {body}\
           %t = stablehlo.transpose %m, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>\n\
           %d = stablehlo.dot_general %m, %n, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>\n\
           %b = stablehlo.bitcast_convert %x : (tensor<4xf32>) -> tensor<4xi32>\n\
           %c = arith.constant 1.0 : f32\n\
           %a = arith.addf %c, %c : f32\n\
           %e = math.exp %x : tensor<4xf32>\n\
           return\n\
         }}"
    );
    let module = Module::parse(&context, &source).expect("one op of each elementwise name parses");
    assert!(module.as_operation().verify());
    for name in ELEMENTWISE {
        let op = find_op(&module, name).unwrap_or_else(|| panic!("{name} is in the module"));
        assert!(index_opt_native::is_elementwise(&op), "{name} should be elementwise");
    }
    for name in
        ["stablehlo.transpose", "stablehlo.dot_general", "stablehlo.bitcast_convert", "arith.constant", "func.func"]
    {
        let op = find_op(&module, name).unwrap();
        assert!(!index_opt_native::is_elementwise(&op), "{name} should not be elementwise");
    }
    // Upstream ops with MLIR's own `Elementwise` trait answer true as well.
    for name in ["arith.addf", "math.exp"] {
        assert!(index_opt_native::is_elementwise(&find_op(&module, name).unwrap()), "{name}");
    }
}

#[test]
fn unregistered_ops_are_not_elementwise() {
    // No dialect here defines `mhlo`: `mhlo.copy` (which XLA's converter
    // leaves in some inputs) parses only as an unregistered op, which has
    // no traits, so the analysis has to keep matching it by name.
    let context = context();
    context.set_allow_unregistered_dialects(true);
    // Printed in generic form: the custom form needs the dialect.
    let module = Module::parse(
        &context,
        "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n\
           %0 = \"mhlo.copy\"(%x) : (tensor<4xf32>) -> tensor<4xf32>\n\
           return %0 : tensor<4xf32>\n\
         }",
    );
    let module = module.expect("mhlo.copy parses as an unregistered op");
    assert!(!context.is_registered_operation("mhlo.copy"));
    assert!(!index_opt_native::is_elementwise(&find_op(&module, "mhlo.copy").unwrap()));
}

#[test]
fn annotation_attributes_are_built_and_read_back() {
    let context = context();
    let module = Module::parse(&context, "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = stablehlo.negate %a : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}").unwrap();
    let negate = find_op(&module, "stablehlo.negate").unwrap();
    let handle = negate.context();
    let unknown = index_opt_native::unknown_attribute(handle, "opaque \"target\"");
    assert_eq!(index_opt_native::unknown_attribute_reason(unknown).as_deref(), Some("opaque \"target\""));
    assert_eq!(index_opt_native::map_attribute_text(unknown), None);
    let map = index_opt_native::map_attribute_in(handle, "(d0) -> (d0), domain: d0 in [0, 3]");
    assert_eq!(index_opt_native::unknown_attribute_reason(map), None);
    let cell = index_opt_native::array_attribute(handle, &[map]);
    let table = index_opt_native::array_attribute(handle, &[index_opt_native::array_attribute(handle, &[cell])]);
    index_opt_native::set_discardable_attribute(&negate, "indexing.maps", table);
    let dictionary = index_opt_native::dictionary_attribute(
        handle,
        &[
            ("b", index_opt_native::integer_attribute(handle, -3)),
            ("a", index_opt_native::bool_attribute(handle, true)),
            ("c", index_opt_native::float_attribute(handle, 0.5)),
            ("d", index_opt_native::unit_attribute(handle)),
            ("e", index_opt_native::i64_array_attribute(handle, &[1, 2])),
            ("f", index_opt_native::string_attribute(handle, "x")),
        ],
    );
    assert_eq!(
        dictionary.to_string(),
        "{a = true, b = -3 : i64, c = 5.000000e-01 : f64, d, e = array<i64: 1, 2>, f = \"x\"}"
    );
    // The annotated op prints the table and verifies (the indexing dialect
    // checks its shape: one result, one operand).
    let printed = module.as_operation().to_string();
    assert!(printed.contains("{indexing.maps = [[[#indexing.map<(d0) -> (d0), domain: d0 in [0, 3]>]]]}"), "{printed}");
    assert!(module.as_operation().verify());
    index_opt_native::set_discardable_attribute(&negate, "indexing.maps", cell);
    assert!(!module.as_operation().verify(), "a table of the wrong shape must not verify");
}

#[test]
fn an_affine_expression_is_read_in_one_call() {
    use index_opt_native::{AffineExprParts, affine_expr_parts};
    use melior::ir::AffineExpr;
    let context = context();
    let (d0, d1) = (AffineExpr::dim(&context, 0), AffineExpr::dim(&context, 1));
    let s0 = AffineExpr::symbol(&context, 0);
    let constant = |value| AffineExpr::constant(&context, value);
    assert_eq!(affine_expr_parts(d1), AffineExprParts::Dim(1));
    assert_eq!(affine_expr_parts(s0), AffineExprParts::Symbol(0));
    assert_eq!(affine_expr_parts(constant(-7)), AffineExprParts::Constant(-7));
    // Each binary expression with its operands, in order.
    assert_eq!(affine_expr_parts(d0 + s0), AffineExprParts::Add(d0, s0));
    assert_eq!(affine_expr_parts(d0 * constant(3)), AffineExprParts::Mul(d0, constant(3)));
    assert_eq!(affine_expr_parts(AffineExpr::modulo(d1, constant(4))), AffineExprParts::Mod(d1, constant(4)));
    assert_eq!(affine_expr_parts(AffineExpr::floor_div(d0, constant(2))), AffineExprParts::FloorDiv(d0, constant(2)));
    assert_eq!(affine_expr_parts(AffineExpr::ceil_div(d1, constant(5))), AffineExprParts::CeilDiv(d1, constant(5)));
}

#[test]
fn a_ranked_tensor_shape_is_read_in_one_call() {
    use index_opt_native::ranked_tensor_shape;
    use melior::ir::Type;
    let context = context();
    let parse = |text: &str| Type::parse(&context, text).expect("the type parses");
    // `ShapedType::kDynamic`.
    let dynamic = i64::MIN;
    assert_eq!(ranked_tensor_shape(parse("tensor<2x?x5xf32>")), Some(&[2, dynamic, 5][..]));
    assert_eq!(ranked_tensor_shape(parse("tensor<f32>")), Some(&[][..]));
    assert_eq!(ranked_tensor_shape(parse("tensor<*xf32>")), None);
    assert_eq!(ranked_tensor_shape(parse("memref<3xf32>")), None);
    assert_eq!(ranked_tensor_shape(parse("f32")), None);
}
