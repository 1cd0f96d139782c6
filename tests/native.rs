//! The native layer seen from Rust: our dialects register in a melior
//! context next to MLIR's, and IR using them parses.

use melior::Context;
use melior::ir::Module;
use melior::ir::operation::OperationLike;

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

/// The first op named `name` in `module`.
fn find_op<'c, 'a>(module: &'a Module<'c>, name: &str) -> Option<melior::ir::OperationRef<'c, 'a>> {
    let mut found = None;
    module.as_operation().walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
        if found.is_none() && op.name().as_string_ref().as_str() == Ok(name) {
            found = Some(unsafe { melior::ir::OperationRef::from_raw(op.to_raw()) });
        }
        melior::ir::operation::WalkResult::Advance
    });
    found
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
